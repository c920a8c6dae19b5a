import type { RequestServices } from './context.server'
import { COOKIE, deleteCookie } from './cookies'
import { type FlashMessage, parseFlashMessage } from './message-cookie'

/** Requests whose layout read the message cookie; the cookie goes only once a page actually shows the message. */
const taken = new WeakSet<RequestServices>()

/** Notices for the page this very request renders (see `noticeOnThisPage`). */
const pageNotices = new WeakMap<RequestServices, FlashMessage>()

/**
 * A notice for the page the same request answers: a form sent without JavaScript and refused is rendered again
 * by that request (no redirect), and its action runs before the layout's loader with the same services. With
 * JavaScript the action is a request of its own and the form raises the notice itself, so nothing shows twice.
 */
export function noticeOnThisPage(services: RequestServices, message: FlashMessage): void {
  pageNotices.set(services, message)
}

/** The message for the layout to show: this page's own notice, or the one carried across a redirect. */
export function takeFlash(services: RequestServices): FlashMessage | null {
  const own = pageNotices.get(services)
  // A message in the cookie is then left for the next page (not taken, so not deleted).
  if (own) return own
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
