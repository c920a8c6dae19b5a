import { requiredText } from '../validation'

/** Magento's name rule (Customer\Model\Validator\Name): letters, marks, digits, spaces and , - _ . ' ’ `. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N},\-_.'’`\s]+$/u
export const NAME_MESSAGE = "Please use only letters, numbers, spaces and the characters , . - _ ' in names."

/**
 * A person's first or last name: required, no markup. One character is a name (王, 李, 伟: as Magento, which sets no
 * minimum, and as the checkout's and the address book's forms take it).
 */
export function nameField() {
  return requiredText({ max: 255, pattern: [NAME_PATTERN, NAME_MESSAGE] })
}
