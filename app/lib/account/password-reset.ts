/** Spec §8: the answer when a reset mail could not be requested. */
export const RESET_REQUEST_FAILED =
  'It was not possible to request a new password, please check the entered email address.'

/**
 * How Magento_Security's refusal of yet another reset request for an address begins (after five in an hour): its
 * text is shown as it is, since it tells the shopper what to do. It comes for unknown addresses too, so it tells
 * nobody whether an account exists.
 */
export const RESET_TOO_MANY_PREFIX = 'We received too many requests for password resets.'

/** The same answer whether or not an account has this address, so the form cannot tell who is a customer. */
export const RESET_REQUEST_SENT =
  'If there is an account associated with this email address, you will receive an email with a link to reset your password.'

export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please request a new one.'
