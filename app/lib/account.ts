/** Spec §8: login errors also raise a persistent danger notice with this title. */
export const LOGIN_ERROR_TITLE = 'Registration error'
