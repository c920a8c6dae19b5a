/**
 * The hidden field of a form drawn for a signed-in customer: which session drew it (a short digest of its token, never
 * the token; lib/session.server.ts sessionMark). A form sent once the session changed in another window (signed out,
 * another customer signed in, a sales person's link for another customer) is not applied to the session it finds:
 * X's address never goes onto Y's cart, order or address book.
 */
export const SESSION_FIELD = 'signedIn'
