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
  const mainStart = html.search(/<main[\s>]/)
  if (mainStart < 0 || /\sautofocus[\s=>]/i.test(html)) return html
  const mainEnd = html.indexOf('</main>', mainStart)
  const main = html.slice(mainStart, mainEnd < 0 ? html.length : mainEnd)
  const result = tagWith(main, 'data-focus-after-update')
  if (!result) return html
  const extra = FOCUSABLE.test(result.tag) ? ' autofocus=""' : ' tabindex="-1" autofocus=""'
  return insertAt(html, mainStart + result.nameEnd, extra)
}

/** The HTML with `autofocus` on the first invalid field of `<main>`, else on its first alert; unchanged otherwise. */
export function focusFirstError(html: string): string {
  const mainStart = html.search(/<main[\s>]/)
  if (mainStart < 0 || /\sautofocus[\s=>]/i.test(html)) return html
  const mainEnd = html.indexOf('</main>', mainStart)
  const main = html.slice(mainStart, mainEnd < 0 ? html.length : mainEnd)
  const invalid = tagWith(main, 'aria-invalid="true"')
  // The invalid element itself when it takes the keyboard, else its first control (a radio group's first radio).
  const field = invalid && (FOCUSABLE.test(invalid.tag) ? invalid : firstControlFrom(main, invalid.start))
  if (field) return insertAt(html, mainStart + field.nameEnd, ' autofocus=""')
  const alert = tagWith(main, 'role="alert"')
  if (!alert) return html
  // A message is not focusable by itself: tabindex -1 lets the page (not the Tab key) put the focus there.
  const extra = /\stabindex=/i.test(alert.tag) ? ' autofocus=""' : ' tabindex="-1" autofocus=""'
  return insertAt(html, mainStart + alert.nameEnd, extra)
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
