/** Spec §4 and §8: the notice after creating an account that must be confirmed first. */
export const REGISTRATION_CONFIRMATION = {
  title: 'Registration confirmation',
  message: 'You must confirm your account. Please check your email for the confirmation link.',
} as const

/** The notice after an account is created and signed in at once (Magento's "Thank you for registering with …"). */
export const REGISTERED_MESSAGE = 'Thank you for registering with Estelle Tijs. Your account is ready.'

/** Spec §8: registration (and login) errors also raise a persistent danger notice with this title. */
export const REGISTRATION_ERROR_TITLE = 'Registration error'

/** The form sent from a tab opened before signing in: no second account is made, nor the session moved to it. */
export const REGISTERED_WHILE_SIGNED_IN =
  'You are signed in, so no new account was made. To create another account, sign out first, then send this form again.'
