/**
 * What a shopper typed into a part while it waited for its code, carried into the part React rendered anew in its
 * place (see island.tsx): without this, a field filled in early (a slow phone, a quick typist) came back empty.
 * Only fields changed from what the server sent are carried, by name (and value, for a radio or a checkbox), and each
 * is announced with an `input` event, as if typed, so the form's own code (validation, drafts) sees it.
 */
export default function carryOverFields(from: readonly Node[], to: Element | null): void {
  if (!to) return
  const fields = from.flatMap((node) =>
    node instanceof Element
      ? [
          ...(node.matches('input, select, textarea') ? [node] : []),
          ...node.querySelectorAll('input, select, textarea'),
        ]
      : [],
  )
  for (const field of fields) {
    const name = field.getAttribute('name')
    if (!name) continue
    const selector = `[name="${CSS.escape(name)}"]`
    if (field instanceof HTMLInputElement) {
      if (['hidden', 'file', 'submit', 'button', 'image', 'reset'].includes(field.type)) continue
      if (field.type === 'checkbox' || field.type === 'radio') {
        // A radio group is carried by the one chosen (the others follow it).
        if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue
        const target = to.querySelector(`input${selector}[value="${CSS.escape(field.value)}"]`)
        if (target instanceof HTMLInputElement && target.checked !== field.checked) {
          target.checked = field.checked
          target.dispatchEvent(new Event('input', { bubbles: true }))
          target.dispatchEvent(new Event('change', { bubbles: true }))
        }
        continue
      }
      if (field.value === field.defaultValue) continue
      announce(to.querySelector(`input${selector}`), field.value)
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) announce(to.querySelector(`textarea${selector}`), field.value)
    } else if (field instanceof HTMLSelectElement) {
      const chosen = field.selectedOptions[0]
      if (chosen && !chosen.defaultSelected) announce(to.querySelector(`select${selector}`), field.value)
    }
  }
}

function announce(target: Element | null, value: string): void {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ))
    return
  if (target.value === value) return
  target.value = value
  target.dispatchEvent(new Event('input', { bubbles: true }))
  target.dispatchEvent(new Event('change', { bubbles: true }))
}
