import { requiredText } from '../validation'

/** Magento's name rule (Customer\Model\Validator\Name): letters, marks, digits, spaces and , - _ . ' ’ `. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N},\-_.'’`\s]+$/u
export const NAME_MESSAGE = "Please use only letters, numbers, spaces and the characters , . - _ ' in names."

/** A person's first or last name: required, at least 2 characters, no markup. */
export function nameField() {
  return requiredText({ min: 2, max: 255, pattern: [NAME_PATTERN, NAME_MESSAGE] })
}
