import type { RequestServices } from './context.server'
import { COOKIE, deleteCookie } from './cookies'
import { type FlashMessage, parseFlashMessage } from './message-cookie'

/** Requests whose layout read the message cookie; the cookie goes only once a page actually shows the message. */
const taken = new WeakSet<RequestServices>()

/** The message carried across a redirect, for the layout to show. */
export function takeFlash(services: RequestServices): FlashMessage | null {
  if (!services.cookies.has(COOKIE.message)) return null
  taken.add(services)
  return parseFlashMessage(services.cookies.get(COOKIE.message))
}

/**
 * Called when a page or its data is really answered (not redirected): only then is a message that was read
 * removed. A redirect in between (e.g. a loader's to the login page) keeps it for the page that follows, so the
 * persistent 'You are not authorized, please log in.' is not lost on the way.
 */
export function settleFlash(services: RequestServices): void {
  if (taken.has(services)) services.responseCookies.push(deleteCookie(COOKIE.message))
}
