import { decodeHTML } from 'entities'
import { FilterXSS, escapeAttrValue } from 'xss'

/** A strict allowlist for product copy: text formatting, lists, headings, quotes, links, images and simple tables. */
const ALLOW_LIST: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  // Formatting whose meaning goes with it: H₂O, 25 m², a struck-out old price, a quote, a definition list.
  sub: [],
  sup: [],
  s: [],
  del: [],
  ins: [],
  small: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: [],
  hr: [],
  dl: [],
  dt: [],
  dd: [],
  figure: [],
  figcaption: [],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  span: [],
  div: [],
}

/** The page has one h1, its own: a description's is its section's heading. */
const DEMOTED: Record<string, string> = { h1: 'h2' }

/** Blocks outside the allowlist: dropped for a space, so the words on each side of them do not run together. */
const DROPPED_BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'center',
  'details',
  'fieldset',
  'footer',
  'form',
  'header',
  'legend',
  'main',
  'nav',
  'section',
  'summary',
])

/**
 * Browsers drop tabs, newlines and other control characters inside URLs (`java\tscript:`) and decode entities
 * (`&#106;avascript:`), so the scheme is judged on what the browser would see.
 */
function isAllowedUrl(raw: string, schemes: readonly string[]): boolean {
  // A browser reads `\` as `/` in a web address: `/\evil.example` is `//evil.example`, another site.
  const url = withoutControlCharacters(decodeHTML(raw)).replaceAll('\\', '/')
  if (url === '' || url.startsWith('//')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  return scheme === undefined ? !/^[^/?#]*:/.test(url) : schemes.includes(scheme)
}

/** Drops C0 controls, space, DEL and C1 controls: what a browser ignores inside a URL's scheme. */
function withoutControlCharacters(value: string): string {
  let kept = ''
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += value.charAt(index)
  }
  return kept
}

/** Tags dropped with everything between their start and end tag. */
const DROPPED_WITH_BODY = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
])

/**
 * The spans of output to cut for DROPPED_WITH_BODY, collected while one `process` call runs (it is synchronous).
 * xss's own `stripIgnoreTagBody` marks each dropped tag with the text "[removed]" and leaves that text on the page
 * when the tag is never closed (`<svg/>`, `<iframe src=…>`); here a dropped tag leaves nothing.
 */
let cuts: [number, number][] = []
let openedAt: number | null = null

const filter = new FilterXSS({
  whiteList: ALLOW_LIST,
  onIgnoreTag(tag, _html, { position = 0, isClosing }) {
    if (DROPPED_WITH_BODY.has(tag.toLowerCase())) {
      if (!isClosing) openedAt ??= position
      else {
        cuts.push([openedAt ?? position, position])
        openedAt = null
      }
    }
    const name = tag.toLowerCase()
    const demoted = DEMOTED[name]
    if (demoted) return isClosing ? `</${demoted}>` : `<${demoted}>`
    // Every other tag outside the allowlist is dropped (its text kept, unless it is inside a cut).
    return DROPPED_BLOCKS.has(name) ? ' ' : ''
  },
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      return isAllowedUrl(value, ['http', 'https', 'mailto'])
        ? `href="${escapeAttrValue(value)}" rel="noopener noreferrer"`
        : ''
    }
    if (tag === 'img' && name === 'src')
      return isAllowedUrl(value, ['http', 'https']) ? `src="${escapeAttrValue(value)}"` : ''
    if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !/^\d{1,4}$/.test(value))
      return ''
    return undefined
  },
})

/** Product HTML from the backend, reduced to the allowlist; the only input `dangerouslySetInnerHTML` gets. */
export function sanitizeHtml(html: string): string {
  cuts = []
  openedAt = null
  const filtered = filter.process(html)
  let kept = ''
  let from = 0
  for (const [start, end] of cuts) {
    if (start < from) continue
    kept += filtered.slice(from, start)
    from = end
  }
  return kept + filtered.slice(from)
}
