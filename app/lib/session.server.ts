import {
  CustomerCartIdDocument,
  GenerateCustomerTokenDocument,
  MergeCartsDocument,
  RevokeCustomerTokenDocument,
} from '~graphql/generated'
import { CommerceError, createCommerceClient } from './commerce.server'
import type { RequestServices } from './context.server'
import { COOKIE, customerTokenCookie, deleteCookie, isPlausibleCartId, serializeCookie } from './cookies'

export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized, please log in.'

export type SignInResult = { ok: true } | { ok: false; message: string }

/**
 * Spec §4 "Session" and "Login cart handling": a successful token generation stores the token (httpOnly), then
 * the customer cart is fetched and, when the guest cart differs, the guest cart is merged into it. A failed merge
 * or no guest cart leaves the customer cart current.
 */
export async function signIn(services: RequestServices, email: string, password: string, requestUrl: URL): Promise<SignInResult> {
  let token: string | null | undefined
  try {
    const answer = await services.commerce.mutate(GenerateCustomerTokenDocument, { email, password })
    token = answer.generateCustomerToken?.token
  } catch (error) {
    if (error instanceof CommerceError && !error.network) return { ok: false, message: error.joinedMessage }
    return { ok: false, message: 'Signing in is not possible right now. Please try again in a moment.' }
  }
  if (!token) return { ok: false, message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' }

  services.responseCookies.push(customerTokenCookie(token, requestUrl))
  const customer = createCommerceClient({
    endpoint: services.env.MAGENTO_GRAPHQL_URL,
    binding: services.env.COMMERCE,
    store: services.store,
    token,
    timing: services.timing,
  })
  const guestCartId = services.cookies.get(COOKIE.cart)
  try {
    const { customerCart } = await customer.query(CustomerCartIdDocument, {})
    let cartId = customerCart.id
    if (isPlausibleCartId(guestCartId) && guestCartId !== cartId) {
      try {
        const merged = await customer.mutate(MergeCartsDocument, { source: guestCartId, destination: cartId })
        cartId = merged.mergeCarts.id
      } catch (error) {
        console.warn('login: cart merge failed, using the customer cart', error instanceof Error ? error.message : error)
      }
    }
    services.responseCookies.push(serializeCookie(COOKIE.cart, cartId))
  } catch (error) {
    // Signed in without a cart: the next cart load creates or finds one.
    console.warn('login: customer cart unavailable', error instanceof Error ? error.message : error)
    services.responseCookies.push(deleteCookie(COOKIE.cart))
  }
  return { ok: true }
}

/**
 * Logout revokes the token, then removes the token and the cart id. If revoking fails the customer stays signed in
 * and the error is reported (spec §4).
 */
export async function signOut(services: RequestServices): Promise<SignInResult> {
  if (!services.customerToken) return { ok: true }
  try {
    await services.commerce.mutate(RevokeCustomerTokenDocument, {})
  } catch (error) {
    // An already invalid token is as good as revoked.
    if (!(error instanceof CommerceError && error.isAuthorization)) {
      return { ok: false, message: error instanceof CommerceError ? error.joinedMessage : 'Signing out failed. Please try again.' }
    }
  }
  services.responseCookies.push(deleteCookie(COOKIE.customer), deleteCookie(COOKIE.cart), deleteCookie(COOKIE.salePerson))
  return { ok: true }
}

/** Spec §4: an authorization error signs the shopper out and leaves a persistent warning for the home page. */
export function signedOutCookies(): string[] {
  return [
    deleteCookie(COOKIE.customer),
    deleteCookie(COOKIE.cart),
    deleteCookie(COOKIE.salePerson),
    serializeCookie(COOKIE.message, JSON.stringify({ message: NOT_AUTHORIZED_MESSAGE, type: 'warning', persist: true })),
  ]
}
