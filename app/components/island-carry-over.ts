/**
 * What a shopper typed into a part while it waited for its code, carried into the part React rendered anew in its
 * place (see island.tsx): without this, a field filled in early (a slow phone, a quick typist) came back empty.
 *
 * Only typed text is carried (text-like inputs and text areas changed from what the server sent), each field to the
 * field of the same name at the same place among those of that name, through the element's own value setter and an
 * `input` event, as typing does, so React's onChange runs (a controlled field keeps it, a quantity is sent, a form's
 * draft records it). Choices (selects, checkboxes, radios) are not: changing one runs its part's own reaction (a
 * listing's navigation, the store switcher's submit), which must not happen without the shopper.
 */
const UNTYPED = new Set(['hidden', 'file', 'submit', 'button', 'image', 'reset', 'checkbox', 'radio', 'range', 'color'])

export default function carryOverFields(from: readonly Node[], to: Element | null): void {
  if (!to) return
  const typed = (root: Element) =>
    [...root.querySelectorAll('input, textarea')].filter(
      (field): field is HTMLInputElement | HTMLTextAreaElement =>
        (field instanceof HTMLInputElement && !UNTYPED.has(field.type)) || field instanceof HTMLTextAreaElement,
    )
  const targets = typed(to)
  const seen = new Map<string, number>()
  for (const node of from) {
    if (!(node instanceof Element)) continue
    const fields = node.matches('input, textarea') ? [node, ...typed(node)] : typed(node)
    for (const field of fields) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) continue
      const index = seen.get(field.name) ?? 0
      seen.set(field.name, index + 1)
      if (field.value === field.defaultValue) continue
      const target = targets.filter((candidate) => candidate.name === field.name)[index]
      // Not into a field that has something of its own since (typed while the carrying code loaded, a refusal's
      // values restored): that is newer than what the server's field held.
      if (!target || target.value !== target.defaultValue || target.constructor !== field.constructor) continue
      // The prototype's setter, not the element's: React watches the element's own, and would take the event for
      // no change at all.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, field.value)
      target.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}
