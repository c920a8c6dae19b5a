/** Spec §8: the answer when a reset mail could not be requested. */
export const RESET_REQUEST_FAILED =
  'It was not possible to request a new password, please check the entered email address.'

/** The same answer whether or not an account has this address, so the form cannot tell who is a customer. */
export const RESET_REQUEST_SENT =
  'If there is an account associated with this email address, you will receive an email with a link to reset your password.'

export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please request a new one.'
