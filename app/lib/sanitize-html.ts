import { decodeHTML } from 'entities'
import { FilterXSS, escapeAttrValue } from 'xss'

/** A strict allowlist for product copy: text formatting, lists, headings, links, images and simple tables. */
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
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  span: [],
  div: [],
}

/**
 * Browsers drop tabs, newlines and other control characters inside URLs (`java\tscript:`) and decode entities
 * (`&#106;avascript:`), so the scheme is judged on what the browser would see.
 */
function isAllowedUrl(raw: string, schemes: readonly string[]): boolean {
  const url = withoutControlCharacters(decodeHTML(raw))
  if (url === '' || url.startsWith('//') || url.startsWith('\\')) return false
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

const filter = new FilterXSS({
  whiteList: ALLOW_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
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
  return filter.process(html)
}
