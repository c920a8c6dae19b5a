/** Magento's gender values; 3 is "not specified". */
export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Not specified' },
] as const

export function emailChanged(currentEmail: string, email: string): boolean {
  return currentEmail.toLowerCase() !== email.toLowerCase()
}

export const PROFILE_SAVED = 'You saved the account information.'
export const PASSWORD_CHANGED = 'Your password has been changed.'
