/**
 * A phone number as a `tel:` link dials it: "+31 20 123 4567" → "+31201234567". Null when the text holds no number
 * to dial (an editor wrote "on request"), so it is shown as plain text.
 */
export function dialable(phone: string): string | null {
  // "(0)" is the trunk prefix an international number is written with and not dialled ("+31 (0)20 …").
  const digits = phone
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '')
  return /\d{3,}/.test(digits) ? digits : null
}
