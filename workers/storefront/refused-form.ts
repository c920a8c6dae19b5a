/**
 * A form posted without JavaScript and refused (400) comes back as the whole page, scrolled to its top: on a phone
 * the messages sat two or three screens below, and the shopper saw the same page as before. With JavaScript the
 * form's code takes the keyboard to the first refused field; here the answer's HTML does it: the first field marked
 * invalid in the page's main part gets `autofocus` (the browser focuses it on load and scrolls it into view, below
 * the sticky header by `scroll-padding-top`), or, when only the form as a whole was refused, its message does.
 */

/** Refused pages are small and rare: read whole, changed in one place, answered as one body. */
const MAX_REWRITTEN_BYTES = 2 * 1024 * 1024

/**
 * The page for a form post without JavaScript answered in place, with the keyboard where the shopper must look:
 * a refused post (400) on its first error, an accepted one (200) on the result it names with
 * `data-focus-after-update` (the contact form's thanks, the shipping methods an address asked for), as the page's
 * code does with JavaScript.
 */
export async function withFirstErrorFocused(response: Response): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? ''
  const length = Number(response.headers.get('Content-Length') ?? '0')
  const focus = response.status === 400 ? focusFirstError : response.status === 200 ? focusUpdateResult : null
  if (!focus || !type.startsWith('text/html') || !response.body || length > MAX_REWRITTEN_BYTES) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(focus(html), { status: response.status, statusText: response.statusText, headers })
}

/** The HTML with `autofocus` on the first element of `<main>` marked `data-focus-after-update`; unchanged otherwise. */
export function focusUpdateResult(html: string): string {
  const part = mainPart(html)
  const result = part && tagWith(part.main, 'data-focus-after-update')
  return part && result ? focusOn(html, part.start, result) : html
}

/** The HTML with `autofocus` on the first invalid field of `<main>`, else on its first alert; unchanged otherwise. */
export function focusFirstError(html: string): string {
  const part = mainPart(html)
  if (!part) return html
  const { start, main } = part
  const invalid = tagWith(main, 'aria-invalid="true"')
  // The invalid element itself when it takes the keyboard, else its first control (a radio group's first radio).
  const field = invalid && (FOCUSABLE.test(invalid.tag) ? invalid : firstControlFrom(main, invalid.start))
  if (field) return focusOn(html, start, field)
  const alert = tagWith(main, 'role="alert"')
  return alert ? focusOn(html, start, alert) : html
}

/** The page's `<main>` and where it starts; null without one, or when something on the page already asks for focus. */
function mainPart(html: string): { start: number; main: string } | null {
  const start = html.search(/<main[\s>]/)
  if (start < 0 || /\sautofocus[\s=>]/i.test(html)) return null
  const end = html.indexOf('</main>', start)
  return { start, main: html.slice(start, end < 0 ? html.length : end) }
}

/**
 * `autofocus` on a tag found in `<main>` (which starts at `mainStart`). An element that cannot take the keyboard by
 * itself (a message) also gets tabindex -1, so the page (not the Tab key) can put the focus there.
 */
function focusOn(html: string, mainStart: number, tag: Tag): string {
  const extra = FOCUSABLE.test(tag.tag) ? ' autofocus=""' : ' tabindex="-1" autofocus=""'
  return insertAt(html, mainStart + tag.nameEnd, extra)
}

type Tag = { tag: string; start: number; nameEnd: number }

/** Elements the page can focus: form controls, links and anything with a tabindex. */
const FOCUSABLE = /^<(?:input|select|textarea|button|a)\b|\stabindex=/i
/** A control that takes the keyboard (not a hidden input). */
const CONTROL = /<(?:input|select|textarea)\b[^>]*>/gi

/** The first start tag holding `attribute`, and where its name ends (where attributes may be inserted). */
function tagWith(html: string, attribute: string): Tag | null {
  const at = html.indexOf(attribute)
  if (at < 0) return null
  return tagAround(html, html.lastIndexOf('<', at))
}

function tagAround(html: string, start: number): Tag | null {
  const end = html.indexOf('>', start)
  const name = /^<[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(start, end))
  if (start < 0 || end < 0 || !name) return null
  return { tag: html.slice(start, end + 1), start, nameEnd: start + name[0].length }
}

/** The first visible form control at or after `from`. */
function firstControlFrom(html: string, from: number): Tag | null {
  CONTROL.lastIndex = from
  for (let match = CONTROL.exec(html); match; match = CONTROL.exec(html)) {
    if (!/\stype="hidden"/i.test(match[0])) return tagAround(html, match.index)
  }
  return null
}

function insertAt(text: string, index: number, insert: string): string {
  return text.slice(0, index) + insert + text.slice(index)
}
