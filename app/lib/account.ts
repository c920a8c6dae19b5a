/** Spec §8: login errors also raise a persistent danger notice with this title. */
export const LOGIN_ERROR_TITLE = 'Registration error'

/** The pages a sign-out may go on to, by the `then` field of its form (routes/customer-logout.tsx). */
export const SIGN_OUT_THEN = { business: 'business' } as const

/** The notice on the page a sign-out lands on: the header alone does not show it. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.'
