import { AccountConfigDocument, CustomerSummaryDocument, type CustomerSummaryQuery } from '~graphql/generated'
import { CommerceError } from '../commerce.server'
import type { RequestServices } from '../context.server'
import { COOKIE, serializeCookie } from '../cookies'
import { KvCache } from '../kv-cache.server'
import { type FlashMessage, parseFlashMessage } from '../message-cookie'
import { noticeOnThisPage } from '../message-cookie.server'
import { REGISTRATION_ERROR_TITLE } from './register'

/** Spec §4 "Registration": whether the store makes new customers confirm their e-mail before they can sign in. */
export async function requiresAccountConfirmation(services: RequestServices): Promise<boolean> {
  // Cached for everyone, so asked without the customer's token (the catalogue client), like every shared answer.
  const { cache, catalogue, store } = services
  const data = await cache.get(KvCache.key(store, 'account-config'), 'long', () =>
    catalogue.query(AccountConfigDocument, {}, { get: true }),
  )
  return data.storeConfig?.create_account_confirmation === true
}

/**
 * The backend's own words for a refused request (spec §8: messages joined by a comma); an unreachable backend gets
 * the caller's sentence instead of a network error text.
 */
export function commerceMessage(error: unknown, fallback: string): string {
  if (error instanceof CommerceError && !error.network && error.details.length > 0) return error.joinedMessage
  console.warn('account: backend request failed', error instanceof Error ? error.message : error)
  return fallback
}

/** A notice carried across a redirect; the next page shows it (see the root loader). */
export function flash(
  services: Pick<RequestServices, 'responseCookies'>,
  message: Omit<FlashMessage, 'persist' | 'type'> & Partial<FlashMessage>,
): void {
  const value: FlashMessage = { type: 'success', persist: false, ...message }
  services.responseCookies.push(serializeCookie(COOKIE.message, JSON.stringify(value)))
}

/**
 * A notice put before one this answer already carries (the sign-in merge's "Your guest cart" said at a password
 * reset): one message cookie reaches the browser, the last one sent, so two notices are one. Without an earlier
 * notice, `message` is the answer's own.
 */
export function flashBefore(services: Pick<RequestServices, 'responseCookies'>, message: FlashMessage): void {
  const prefix = `${COOKIE.message}=`
  const index = services.responseCookies.findLastIndex((cookie) => cookie.startsWith(prefix))
  const raw = index >= 0 ? services.responseCookies[index]?.slice(prefix.length).split(';')[0] : undefined
  const earlier = raw === undefined ? null : parseFlashMessage(decodeURIComponent(raw))
  if (index < 0 || !earlier) return flash(services, message)
  services.responseCookies.splice(index, 1)
  flash(services, { ...earlier, message: `${message.message} ${earlier.message}`.slice(0, 500) })
}

/**
 * Spec §8: each login or registration error also raises a persistent danger notice titled 'Registration error'.
 * The form raises it with JavaScript; a form sent without gets it on the page its request renders.
 */
export function registrationErrorNotice(services: RequestServices, messages: readonly string[] | undefined): void {
  const [message] = messages ?? []
  if (message) noticeOnThisPage(services, { message, type: 'danger', title: REGISTRATION_ERROR_TITLE, persist: true })
}

export type CustomerSummary = NonNullable<CustomerSummaryQuery['customer']>

const summaries = new WeakMap<RequestServices, Promise<CustomerSummary | null>>()

/**
 * The signed-in customer's summary, asked once per request: the root loader (for is_b2b, spec §6) and the My
 * Account layout run in parallel and share the answer. Null for a guest, without asking the backend.
 */
export function loadCustomerSummary(services: RequestServices): Promise<CustomerSummary | null> {
  if (!services.customerToken) return Promise.resolve(null)
  let pending = summaries.get(services)
  if (!pending) {
    pending = services.commerce.query(CustomerSummaryDocument, {}).then((data) => data.customer ?? null)
    summaries.set(services, pending)
  }
  return pending
}
