/** Magento's gender values; 3 is "not specified". */
export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Not specified' },
] as const

/** The business registration offers male, female and non-binary (spec §3), stored as 3: its customers see that. */
export const BUSINESS_GENDERS = [GENDERS[0], GENDERS[1], { value: '3', label: 'Non-binary' }] as const

export function gendersFor(isB2b: boolean): typeof GENDERS | typeof BUSINESS_GENDERS {
  return isB2b ? BUSINESS_GENDERS : GENDERS
}

export function emailChanged(currentEmail: string, email: string): boolean {
  return currentEmail.toLowerCase() !== email.toLowerCase()
}

export const PROFILE_SAVED = 'You saved the account information.'
export const PASSWORD_CHANGED = 'Your password has been changed.'
