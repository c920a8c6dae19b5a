import { redirect } from 'react-router'
import { digest } from './digest'
import { SESSION_FIELD } from './session-field'
import {
  CustomerCartIdDocument,
  GenerateCustomerTokenDocument,
  GuestCartLinesDocument,
  MergeCartsDocument,
  type MergeLineFragment,
  RemoveItemFromCartDocument,
  RevokeCustomerTokenDocument,
} from '~graphql/generated'
import {
  type LeftOut,
  NOT_CARRIED_TITLE,
  type StockLine,
  notCarriedMessage,
  planCartMerge,
  shortLines,
} from './account/sign-in-merge'
import { type CommerceClient, CommerceError, createCommerceClient } from './commerce.server'
import type { RequestServices } from './context.server'
import {
  COOKIE,
  LAST_ORDER_COOKIE,
  customerTokenCookie,
  deleteCookie,
  isPlausibleCartId,
  serializeCookie,
} from './cookies'
import { type TrainingKind, currentCoupon, trainingKind } from './cart'
import { isMissingCart, isOtherStoresCart } from './cart.server'
import { productName } from './product-url'
import { STORES, STORE_CODES, type StoreCode } from './stores'

export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized, please log in.'
export const SIGN_OUT_FAILED = 'Signing out failed. Please try again in a moment.'
export const SIGN_IN_UNAVAILABLE = 'Signing in is not possible right now. Please try again in a moment.'

export type SignInResult = { ok: true } | { ok: false; message: string; unconfirmed?: true }

/** Magento's refusal of an account whose e-mail address was never confirmed (a store that asks for it: de_et). */
const UNCONFIRMED = /\bisn't confirmed\b/i
/**
 * What such a customer can do: Magento's GraphQL API (2.4.7) has no way to send the confirmation mail again, so the
 * way out is the mail they were sent, or the shop's customer service.
 */
export const UNCONFIRMED_HINT =
  'Please open the link in the confirmation e-mail we sent you when you registered. No e-mail? Contact our customer service and we will help.'

/**
 * Spec §4 "Session" and "Login cart handling": a successful token generation stores the token (httpOnly), then
 * the customer cart is fetched and, when the guest cart differs, the guest cart is merged into it. A failed merge
 * or no guest cart leaves the customer cart current. Registration's automatic sign-in comes through here too.
 */
export async function signIn(
  services: RequestServices,
  email: string,
  password: string,
  requestUrl: URL,
  /** The form's reCAPTCHA token for signing in, when the store asks for one (lib/recaptcha.ts). */
  recaptchaToken?: string,
): Promise<SignInResult> {
  let token: string | null | undefined
  try {
    const answer = await services.commerce.mutate(
      GenerateCustomerTokenDocument,
      { email, password },
      { recaptchaToken },
    )
    token = answer.generateCustomerToken?.token
  } catch (error) {
    if (error instanceof CommerceError && !error.network) {
      const message = error.joinedMessage
      if (UNCONFIRMED.test(message)) return { ok: false, message: `${message} ${UNCONFIRMED_HINT}`, unconfirmed: true }
      return { ok: false, message }
    }
    return { ok: false, message: SIGN_IN_UNAVAILABLE }
  }
  if (!token)
    return {
      ok: false,
      message:
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    }

  const cookies = [customerTokenCookie(token, requestUrl)]
  // A sales person's session belongs to the token it came with (spec §2): signing in as someone ends it.
  if (services.cookies.has(COOKIE.salePerson)) cookies.push(deleteCookie(COOKIE.salePerson))
  const customer = commerceClient(services, token)
  const guestCartId = services.cookies.get(COOKIE.cart)
  const guestCart = isPlausibleCartId(guestCartId) ? guestCartId : undefined
  try {
    const { customerCart } = await customer.query(CustomerCartIdDocument, {})
    let cartId = customerCart.id
    if (guestCart && guestCart !== cartId) {
      const customerLines = (customerCart.items ?? []).flatMap((item) => (item ? [mergeLineOf(item)] : []))
      try {
        cartId = await mergeGuestCart(services, services.store, customer, guestCart, {
          id: cartId,
          lines: customerLines,
        })
      } catch (error) {
        // The backend did not answer (down, too slow): the guest cart would be left behind with nobody pointing at
        // it. The shopper stays a guest with their cart and signs in again in a moment.
        if (error instanceof CommerceError && error.network) return refusedAfterToken(services, customer)
        // A guest cart of another store (the shopper switched store before signing in) goes into the customer's
        // cart of that store, where it belongs, instead of being dropped with its id.
        const merged = isOtherStoresCart(error) ? await mergeIntoItsStore(services, token, guestCart) : false
        if (!merged)
          console.warn(
            'login: cart merge failed, using the customer cart',
            error instanceof Error ? error.message : error,
          )
      }
    }
    cookies.push(serializeCookie(COOKIE.cart, cartId))
  } catch (error) {
    console.warn('login: customer cart unavailable', error instanceof Error ? error.message : error)
    // With a guest cart, signing in now would lose it (nothing could be merged): the shopper stays a guest.
    if (guestCart) return refusedAfterToken(services, customer)
    // Signed in without a cart: the next cart load creates or finds one.
    cookies.push(deleteCookie(COOKIE.cart))
  }
  services.responseCookies.push(...cookies)
  return { ok: true }
}

/** Magento's refusal of an e-mail address that has an account already. */
const DUPLICATE_EMAIL = /\balready exists in an associated website\b/i

/** Whether a registration was refused because its e-mail address has an account already. */
export function isDuplicateEmail(error: unknown): boolean {
  return error instanceof CommerceError && !error.network && DUPLICATE_EMAIL.test(error.joinedMessage)
}

/**
 * A registration sent twice (a double click, a second tab; without JavaScript the browser shows the second answer):
 * the first made the account, the second is refused as a duplicate. When the refused form's password signs in to
 * that account, the account is this shopper's: they are signed in (or, unconfirmed, told so) as if the registration
 * had just gone through. Null for any other refusal, or a password that does not fit.
 */
export async function signInAfterDuplicate(
  services: RequestServices,
  error: unknown,
  email: string,
  password: string,
  requestUrl: URL,
  recaptchaToken?: string,
): Promise<SignInResult | null> {
  if (!isDuplicateEmail(error)) return null
  const signedIn = await signIn(services, email, password, requestUrl, recaptchaToken)
  return signedIn.ok || signedIn.unconfirmed ? signedIn : null
}

function commerceClient(
  services: RequestServices,
  token: string | undefined,
  store: StoreCode = services.store,
): CommerceClient {
  return createCommerceClient({
    endpoint: services.env.MAGENTO_GRAPHQL_URL,
    binding: services.env.COMMERCE,
    store,
    token,
    timing: services.timing,
  })
}

/**
 * The guest cart of another store merged into the customer's cart of that store (Magento keeps a quote to its
 * store): the store is the one that can read the cart. The shopper is told where their products are, unless the
 * merge already left a notice of lines it could not carry. Whether the cart found a home.
 */
async function mergeIntoItsStore(services: RequestServices, token: string, guestCartId: string): Promise<boolean> {
  for (const store of STORE_CODES) {
    if (store === services.store) continue
    try {
      const { cart } = await commerceClient(services, undefined, store).query(GuestCartLinesDocument, {
        cartId: guestCartId,
      })
      if (!cart) continue
      const customer = commerceClient(services, token, store)
      const { customerCart } = await customer.query(CustomerCartIdDocument, {})
      const lines = (customerCart.items ?? []).flatMap((item) => (item ? [mergeLineOf(item)] : []))
      const noticesBefore = services.responseCookies.length
      await mergeGuestCart(services, store, customer, guestCartId, { id: customerCart.id, lines })
      if (services.responseCookies.length === noticesBefore && cart.items?.some(Boolean)) {
        const message = otherStoreCartMessage(STORES[store].label)
        services.responseCookies.push(
          serializeCookie(COOKIE.message, JSON.stringify({ message, type: 'info', persist: true })),
        )
      }
      return true
    } catch (error) {
      // Not this store's cart (another store's, or none): the next store is asked.
      if (isMissingCart(error)) continue
      console.warn('login: merging the cart of another store failed', error instanceof Error ? error.message : error)
      return false
    }
  }
  return false
}

/**
 * A sign-in given up after the backend issued its token (the cart could not be merged): the token is revoked, in the
 * background and as far as the backend can be reached, so no session the shopper never got stays valid.
 */
function refusedAfterToken(services: RequestServices, customer: CommerceClient): SignInResult {
  services.waitUntil(
    customer.mutate(RevokeCustomerTokenDocument, {}).catch((error: unknown) => {
      console.warn('login: an unused token could not be revoked', error instanceof Error ? error.message : error)
    }),
  )
  return { ok: false, message: SIGN_IN_UNAVAILABLE }
}

/** The guest's coupon when the customer's cart, which takes one, kept its own at the sign-in merge. */
export function couponNotCarriedMessage(guestCode: string, kept: string): string {
  return `Your coupon ${guestCode} was not carried over: your cart already has the coupon ${kept}, and a cart takes one.`
}

/** Where a guest's products went when they signed in to another store than the one their cart is of. */
export function otherStoreCartMessage(storeLabel: string): string {
  return `The products you put in your cart in the ${storeLabel} shop are in your cart there.`
}

/** A cart line as the merge judges it: training or not, and how much of which stock item. */
function mergeLineOf(item: MergeLineFragment): StockLine & { kind: TrainingKind } {
  const variantSku = 'configured_variant' in item ? item.configured_variant.sku : null
  return {
    kind: trainingKind(Boolean(item.product.is_training), 'configured_variant' in item),
    stockKey: variantSku ?? item.product.sku ?? item.product.uid,
    quantity: item.quantity,
    left:
      'configured_variant' in item ? item.configured_variant.only_x_left_in_stock : item.product.only_x_left_in_stock,
  }
}

/**
 * Merges the guest cart into the customer cart without ever mixing training and regular products (spec §5):
 * guest lines that would mix are taken out of the guest cart first (as the guest: a customer may not touch a
 * guest cart), the rest is merged, and the shopper is told by a persistent notice which lines stayed out and why,
 * those the backend did not take for want of stock included. Nothing to carry: no merge, the customer cart as it
 * is. Returns the cart id that is now current.
 */
async function mergeGuestCart(
  services: RequestServices,
  store: StoreCode,
  customer: CommerceClient,
  guestCartId: string,
  customerCart: { id: string; lines: (StockLine & { kind: TrainingKind })[] },
): Promise<string> {
  const guest = commerceClient(services, undefined, store)
  const { cart } = await guest.query(GuestCartLinesDocument, { cartId: guestCartId })
  const lines = (cart?.items ?? []).flatMap((item) =>
    item ? [{ ...mergeLineOf(item), uid: item.uid, name: productName(item.product.name) }] : [],
  )
  const plan = planCartMerge(
    customerCart.lines.map((line) => line.kind),
    lines,
    customerCart.lines,
  )
  const left: LeftOut[] = [...plan.leave]
  // A cart takes one coupon: the customer's stays, and a guest's code that did not come along is named.
  const guestCoupon = currentCoupon(cart)
  let couponLeft: string | null = null
  try {
    if (plan.carry.length === 0) return customerCart.id
    for (const { line } of plan.leave)
      await guest.mutate(RemoveItemFromCartDocument, { cartId: guestCartId, cartItemUid: line.uid })
    const { mergeCarts } = await customer.mutate(MergeCartsDocument, {
      source: guestCartId,
      destination: customerCart.id,
    })
    const merged = (mergeCarts.items ?? []).flatMap((item) => (item ? [mergeLineOf(item)] : []))
    left.push(...shortLines(customerCart.lines, plan.carry, merged))
    const kept = currentCoupon(mergeCarts)
    if (guestCoupon && kept && kept.toLowerCase() !== guestCoupon.toLowerCase())
      couponLeft = couponNotCarriedMessage(guestCoupon, kept)
    return mergeCarts.id
  } finally {
    // Told even when the merge fails after the plan: the lines it left out stayed out all the same.
    const message = [notCarriedMessage(left), couponLeft].filter(Boolean).join(' ') || null
    if (message) {
      services.responseCookies.push(
        serializeCookie(
          COOKIE.message,
          JSON.stringify({ message, type: 'warning', title: NOT_CARRIED_TITLE, persist: true }),
        ),
      )
    }
  }
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
    // An already invalid token is as good as revoked: the shopper asked to be signed out and is, and is told so like
    // every other sign-out, not warned to "log in" (the backend's refusal would otherwise send them home with that).
    if (error instanceof CommerceError && error.isAuthorization) services.authorizationFailed = false
    else {
      // The backend's own reason when it gave one; a timeout or outage gets words a shopper can act on.
      const message = error instanceof CommerceError && !error.network ? error.joinedMessage : SIGN_OUT_FAILED
      return { ok: false, message }
    }
  }
  services.responseCookies.push(
    deleteCookie(COOKIE.customer),
    deleteCookie(COOKIE.cart),
    deleteCookie(COOKIE.salePerson),
    deleteCookie(LAST_ORDER_COOKIE),
  )
  return { ok: true }
}

/**
 * Spec §4: the answer to any request whose customer token the backend refused — signed out and sent to the store's
 * home, as a whole new document (so every part of the page, the header's account link too, is signed out). A
 * `.data` request gets the same redirect: React Router encodes it for the client, which then loads the document.
 */
export function signedOutRedirect(store: StoreCode, method: string): Response {
  const headers = new Headers({ Location: `/${store}`, 'Cache-Control': 'no-store', 'X-Remix-Reload-Document': 'true' })
  for (const cookie of signedOutCookies()) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: method === 'GET' || method === 'HEAD' ? 302 : 303, headers })
}

/** Which session drew a form (lib/session-field.ts): a short digest of the token, null for a guest. */
export function sessionMark(services: Pick<RequestServices, 'customerToken'>): string | null {
  return services.customerToken ? digest(services.customerToken) : null
}

/** Pages drawn before forms named their session said only "signed in". */
const SIGNED_IN_BEFORE_MARKS = '1'

/**
 * A form drawn for a signed-in session, sent from another one (lib/session-field.ts): signed out meanwhile, or another
 * customer (or a new sign-in) in another window. Nothing of it is to be applied.
 */
export function formOfAnotherSession(
  services: Pick<RequestServices, 'customerToken'>,
  formData: FormData,
): 'signed-out' | 'other-session' | null {
  const sent = formData.get(SESSION_FIELD)
  if (typeof sent !== 'string' || sent === '') return null
  if (!services.customerToken) return 'signed-out'
  return sent === SIGNED_IN_BEFORE_MARKS || sent === sessionMark(services) ? null : 'other-session'
}

/**
 * A My Account form sent from another session (formOfAnotherSession) changes nothing: signed out meanwhile, the
 * shopper signs in and comes back to `page`; another session, `page` is drawn again for it. Null for this session's.
 */
export function refuseFormOfAnotherSession(
  services: RequestServices,
  formData: FormData,
  page: string,
): Response | null {
  const other = formOfAnotherSession(services, formData)
  if (!other) return null
  const message = other === 'signed-out' ? SIGNED_OUT_FORM_MESSAGE : OTHER_SESSION_MESSAGE
  services.responseCookies.push(
    serializeCookie(COOKIE.message, JSON.stringify({ message, type: 'warning', persist: true })),
  )
  return redirect(
    other === 'signed-out' ? `/${services.store}/customer/login?redirectTo=${encodeURIComponent(page)}` : page,
  )
}

/** What a My Account form sent after a sign-out in another window is told. */
export const SIGNED_OUT_FORM_MESSAGE =
  'You were signed out (in another window?), so nothing was saved. Please sign in and send the form again.'

/** What a form sent from another session is told (formOfAnotherSession). */
export const OTHER_SESSION_MESSAGE =
  'You signed in again or as another customer in another window, so nothing was saved. Please check the form and send it again.'

/**
 * Spec §4 for an answer a script reads (JSON): a refused session signs the shopper out all the same, but the script
 * gets its own status (a 401 it knows to handle) with the signed-out cookies, not the redirect a page gets
 * (workers/app.ts redirects a document whose request was refused, unless this took the refusal over).
 */
export function signOutInJsonAnswer(services: RequestServices): void {
  if (!services.authorizationFailed) return
  services.authorizationFailed = false
  services.responseCookies.push(...signedOutCookies())
}

/** Spec §4: an authorization error signs the shopper out and leaves a persistent warning for the home page. */
export function signedOutCookies(): string[] {
  return [
    deleteCookie(COOKIE.customer),
    deleteCookie(COOKIE.cart),
    deleteCookie(COOKIE.salePerson),
    deleteCookie(LAST_ORDER_COOKIE),
    serializeCookie(
      COOKIE.message,
      JSON.stringify({ message: NOT_AUTHORIZED_MESSAGE, type: 'warning', persist: true }),
    ),
  ]
}
