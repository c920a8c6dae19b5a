import { OTHER_SESSION_MESSAGE, formOfAnotherSession } from './session.server'
import { data, redirect, replace } from 'react-router'
import {
  type BillingAddressInput,
  type CartAddressInput,
  CheckoutCountriesDocument,
  CheckoutCustomerAddressesDocument,
  type CheckoutCustomerAddressesQuery,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressOnCartDocument,
  SetShippingMethodOnCartDocument,
  type ShippingAddressInput,
} from '~graphql/generated'
import { type Cart, cartItems, cartRuleError } from './cart'
import { digest } from './digest'
import { bookedDateError } from './cart-limits'
import { CartError, clearCart, forgetLoadedCart, getCart, getCartId, ownStoreCartId } from './cart.server'
import {
  CHECKOUT_MESSAGES,
  addressFormValues,
  type CheckoutProgress,
  availableShippingMethods,
  type CheckoutStep,
  type CountryOption,
  checkoutProgress,
  externalCheckoutUrl,
  guardStep,
  toCountryOptions,
  totalChangedSince,
  toStreetLines,
} from './checkout'
import { type AddressChoice, type CheckoutAddress, OrderNumberSchema, isValidAddress } from './checkout.schema'
import { CommerceError } from './commerce.server'
import type { RequestServices } from './context.server'
import { COOKIE, LAST_ORDER_COOKIE, serializeCookie } from './cookies'
import { KvCache } from './kv-cache.server'

/**
 * A checkout call failed in a way the shopper should read on the form; `cartGone` sends them to the cart page,
 * `reviewAgain` back to the review with what changed.
 */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly cartGone = false,
    readonly reviewAgain = false,
  ) {
    super(message)
    this.name = 'CheckoutError'
  }
}

/**
 * The layout, the step and the site layout (header badge) load the cart once per request, through the spec §4
 * cart load (`getCart` keeps it for the request).
 */
export function checkoutCart(services: RequestServices): Promise<Cart> {
  return getCart(services)
}

export function cartPath(services: RequestServices): string {
  return `/${services.store}/cart`
}

/** The cart id is gone (forged, foreign, expired or already ordered), or the cart breaks a rule: the cart page says why. */
export function redirectToCart(services: RequestServices, message: string): Response {
  return redirectWithNotice(services, cartPath(services), message)
}

/**
 * A step's form drawn for a signed-in customer (lib/session-field.ts) sent from another session. Signed out meanwhile
 * (another window), which took the cart cookie too: their cart waits in their account, so they are asked to sign in
 * and come back to this step, before anything of the form is read against a session that is gone (a saved address
 * would otherwise be "not in your address book"). Another customer signed in meanwhile (a shared salon computer, a
 * sales person's second link): nothing of the form goes onto that customer's cart, and the step is drawn again for
 * them. Null for a form of this session, or a guest's.
 */
export function signedOutMeanwhile(services: RequestServices, formData: FormData, step: CheckoutStep): Response | null {
  const other = formOfAnotherSession(services, formData)
  if (other === 'other-session') return redirectWithNotice(services, stepPath(services, step), OTHER_SESSION_MESSAGE)
  if (other !== 'signed-out') return null
  return redirectWithNotice(
    services,
    `/${services.store}/customer/login?redirectTo=${encodeURIComponent(stepPath(services, step))}`,
    CHECKOUT_MESSAGES.signedOut,
  )
}

/**
 * Another page of the checkout, with the reason it was not this one as a notice there (kept across redirects). It
 * stays until dismissed: it is all that says why no order was placed, and three seconds are too short to read it.
 */
export function redirectWithNotice(
  services: RequestServices,
  path: string,
  message: string,
  /** A loader's guard: the step it was not is replaced in the history, so Back does not lead to it again. */
  inPlace = false,
): Response {
  services.responseCookies.push(
    serializeCookie(COOKIE.message, JSON.stringify({ message, type: 'warning', title: 'Checkout', persist: true })),
  )
  return inPlace ? replace(path) : redirect(path)
}

export function stepPath(services: RequestServices, step: CheckoutStep | 'thank-you'): string {
  return `/${services.store}/checkout/${step}`
}

/** The configured external checkout for this cart, or undefined when the built-in checkout is used. */
export function externalCheckout(services: RequestServices, cartId: string): string | undefined {
  return externalCheckoutUrl(
    { url: services.env.EXTERNAL_CHECKOUT_URL, syncPath: services.env.EXTERNAL_CHECKOUT_SYNC_PATH },
    { token: services.customerToken, cartId },
  )
}

/** The review's products changed (another tab) at the same total. */
export const LINES_CHANGED = 'Your cart changed since you reviewed it. Please check your order again before placing it.'

/** Why a guest with an e-book in the cart is asked to sign in at the checkout. */
export const DOWNLOADS_NEED_ACCOUNT =
  'Please sign in or create an account to order downloadable products: your downloads are kept in your account, under My downloads.'

/**
 * A step's loader: the cart (an outage is a 503 with the shop's message, never a lost cart), an empty cart goes
 * to the cart page, an external checkout takes over, and the guard sends the shopper to the first incomplete step.
 */
export async function loadStep(
  services: RequestServices,
  step: CheckoutStep,
): Promise<{ cart: Cart; progress: CheckoutProgress }> {
  const cart = await checkoutCart(services).catch((error: unknown) => {
    if (error instanceof CartError) throw data({ message: CHECKOUT_MESSAGES.unavailable }, { status: 503 })
    throw error
  })
  // The guards below take the step's place in the history (replace): Back from where they lead goes to the page
  // before, not to this step to be sent on again (after the order, the empty cart's step, say).
  if (cartItems(cart).length === 0) throw replace(cartPath(services))
  // A cart filled elsewhere (another device, another client of the backend) may break spec §5's rules: the cart
  // page says which and how to put it right.
  const broken = cartRuleError(cart) ?? bookedDateError(cart)
  if (broken) throw redirectWithNotice(services, cartPath(services), broken, true)
  // Magento's default refuses a guest checkout of downloadable products (their links live in the account): the
  // shopper signs in or registers first, and comes back to this step with the cart merged.
  if (!services.customerToken && cartItems(cart).some((item) => item.__typename === 'DownloadableCartItem'))
    throw redirectWithNotice(
      services,
      `/${services.store}/customer/login?redirectTo=${encodeURIComponent(stepPath(services, step))}`,
      DOWNLOADS_NEED_ACCOUNT,
      true,
    )
  const external = externalCheckout(services, cart.id)
  if (external) throw redirect(external)
  const progress = checkoutProgress(cart, Boolean(services.customerToken))
  const target = guardStep(progress, step)
  if (target) throw replace(stepPath(services, target))
  return { cart, progress }
}

/**
 * After a refused order the review may no longer be reachable (the cart emptied, free shipping gone, the method no
 * longer offered): the step its guard sends to, with the refusal as a notice there. Null when the review can still
 * be shown, with the refusal on its form.
 */
export async function redirectAfterRefusal(services: RequestServices, message: string): Promise<Response | null> {
  forgetLoadedCart(services)
  try {
    await loadStep(services, 'payment')
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response) || thrown.status < 300 || thrown.status >= 400) return null
    // The guard's own notice (a cart breaking a rule) says more than the refusal.
    if (services.responseCookies.some((cookie) => cookie.startsWith(`${COOKIE.message}=`))) return thrown
    return redirectWithNotice(services, thrown.headers.get('Location') ?? cartPath(services), message)
  }
}

/**
 * The messages of fields an address step does not show (a post made by hand, or a page older than the cart: no
 * shipping methods offered yet, no address book): said at the form's top instead, or nobody would see them.
 */
export async function unshownErrors(
  services: RequestServices,
  errors: Record<string, string[] | null> | null | undefined,
): Promise<string[]> {
  if (!errors) return []
  const [cart, saved] = await Promise.all([checkoutCart(services).catch(() => null), loadSavedAddresses(services)])
  const hidden = ['intent']
  if (!cart || availableShippingMethods(cart).length === 0) hidden.push('shippingMethod')
  if (saved.length === 0) hidden.push('savedAddressId')
  return [...new Set(hidden.flatMap((name) => errors[name] ?? []))]
}

/** Countries change rarely and are the same for everybody: cached `long` in KV per store. */
export async function loadCountries(services: RequestServices): Promise<CountryOption[]> {
  return services.cache.get(
    KvCache.key(services.store, 'countries'),
    'long',
    async () =>
      toCountryOptions((await services.catalogue.query(CheckoutCountriesDocument, {}, { get: true })).countries),
    (countries) => countries.length > 0,
  )
}

export type SavedAddress = NonNullable<
  NonNullable<NonNullable<CheckoutCustomerAddressesQuery['customer']>['addresses']>[number]
>

/** A signed-in customer's address book; a guest or a failure shows the address form only. */
export async function loadSavedAddresses(services: RequestServices): Promise<SavedAddress[]> {
  if (!services.customerToken) return []
  try {
    const { customer } = await services.commerce.query(CheckoutCustomerAddressesDocument, {})
    return (customer?.addresses ?? []).flatMap((address) => (address?.id ? [address] : []))
  } catch {
    return []
  }
}

function isCartGone(error: unknown): boolean {
  return (
    error instanceof CommerceError &&
    !error.network &&
    error.details.some((detail) =>
      /could not find a cart|isn't active|cannot perform operations on cart/i.test(detail.message),
    )
  )
}

/** Runs one checkout call on the stored cart; a forged, foreign or finished cart id never escapes as a 500. */
async function onCart<T>(
  services: RequestServices,
  run: (cartId: string) => Promise<T>,
  outageMessage: string = CHECKOUT_MESSAGES.unavailable,
): Promise<T> {
  forgetLoadedCart(services)
  const cartId = getCartId(services)
  if (!cartId) throw new CheckoutError(CHECKOUT_MESSAGES.cartGone, true)
  try {
    return await run(cartId)
  } catch (error) {
    // A customer's cart of another store (opened in another tab): this store's own cart is the one checked out.
    const own = await ownStoreCartId(services, error)
    if (!own) throw toCheckoutError(error, outageMessage)
    try {
      return await run(own)
    } catch (retryError) {
      throw toCheckoutError(retryError, outageMessage)
    }
  }
}

export function toCheckoutError(error: unknown, outageMessage: string = CHECKOUT_MESSAGES.unavailable): CheckoutError {
  if (error instanceof CheckoutError) return error
  if (isCartGone(error)) {
    const closed = error instanceof CommerceError && /isn't active/i.test(error.firstMessage)
    return new CheckoutError(closed ? CHECKOUT_MESSAGES.alreadyPlaced : CHECKOUT_MESSAGES.cartGone, true)
  }
  if (error instanceof CommerceError && !error.network) return new CheckoutError(error.firstMessage)
  console.error('checkout: backend unavailable', error instanceof Error ? error.message : error)
  return new CheckoutError(outageMessage)
}

export async function setGuestEmail(services: RequestServices, email: string): Promise<Cart> {
  const result = await onCart(services, (cartId) =>
    services.commerce.mutate(SetGuestEmailOnCartDocument, { cartId, email }),
  )
  if (!result.setGuestEmailOnCart) throw new CheckoutError(CHECKOUT_MESSAGES.unavailable)
  return result.setGuestEmailOnCart.cart
}

function toCartAddressInput(address: CheckoutAddress, saveInAddressBook: boolean): CartAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: toStreetLines(address),
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    region: address.region?.name,
    region_id: address.region?.id,
    telephone: address.telephone,
    save_in_address_book: saveInAddressBook,
  }
}

function addressInput(choice: Exclude<AddressChoice, { kind: 'same' }>): ShippingAddressInput {
  return choice.kind === 'saved'
    ? { customer_address_id: choice.id }
    : { address: toCartAddressInput(choice.address, choice.save) }
}

/** Spec §4 step 1: the address answer carries its available shipping methods. Fetching failed is its own message. */
/**
 * A saved address is sent by its id, which must be one of the customer's own: another (a forged form, an address
 * deleted in another tab) is this form's mistake, said on it. Sent on, Magento would answer graphql-authorization,
 * which signs the shopper out (spec §4).
 */
async function requireOwnSavedAddress(services: RequestServices, choice: AddressChoice): Promise<void> {
  if (choice.kind !== 'saved') return
  const [own, countries] = await Promise.all([loadSavedAddresses(services), loadCountries(services).catch(() => [])])
  const saved = own.find((address) => address.id === choice.id)
  if (!saved) throw new CheckoutError(CHECKOUT_MESSAGES.unknownSavedAddress)
  // An address book entry made elsewhere (by an app, in Magento's admin, before these rules) is held to the rules
  // of the address typed here: no order goes to an address without its house number or with a phone of words.
  const values = addressFormValues({ ...saved, country: { code: saved.country_code ?? null } })
  // Magento's own forms (and most apps) write the house number on the street's line: such a line has it.
  const number = /\d\S*/.exec(values.street ?? '')?.[0]
  if (!values.apartment?.trim() && number) values.apartment = number
  if (countries.length > 0 && !isValidAddress(values, countries))
    throw new CheckoutError(CHECKOUT_MESSAGES.savedAddressIncomplete)
}

export async function setShippingAddress(
  services: RequestServices,
  choice: Exclude<AddressChoice, { kind: 'same' }>,
): Promise<Cart> {
  await requireOwnSavedAddress(services, choice)
  const result = await onCart(
    services,
    (cartId) =>
      services.commerce.mutate(SetShippingAddressOnCartDocument, { cartId, shippingAddress: addressInput(choice) }),
    CHECKOUT_MESSAGES.shippingMethodsFailed,
  )
  if (!result.setShippingAddressesOnCart) throw new CheckoutError(CHECKOUT_MESSAGES.shippingMethodsFailed)
  return result.setShippingAddressesOnCart.cart
}

export async function setShippingMethod(
  services: RequestServices,
  method: { carrierCode: string; methodCode: string },
): Promise<Cart> {
  try {
    const result = await onCart(services, (cartId) =>
      services.commerce.mutate(SetShippingMethodOnCartDocument, { cartId, ...method }),
    )
    if (!result.setShippingMethodsOnCart) throw new CheckoutError(CHECKOUT_MESSAGES.shippingMethodFailed)
    return result.setShippingMethodsOnCart.cart
  } catch (error) {
    // The backend's own words ('Carrier with such method not found') mean nothing to a shopper.
    if (error instanceof CheckoutError && !error.cartGone)
      throw new CheckoutError(CHECKOUT_MESSAGES.shippingMethodFailed)
    throw error
  }
}

/** Spec §4 step 2: the billing address, then the cart's shipping method read back and saved again. */
export async function setBillingAddress(services: RequestServices, choice: AddressChoice): Promise<Cart> {
  await requireOwnSavedAddress(services, choice)
  const billingAddress: BillingAddressInput = choice.kind === 'same' ? { same_as_shipping: true } : addressInput(choice)
  const result = await onCart(services, (cartId) =>
    services.commerce.mutate(SetBillingAddressOnCartDocument, { cartId, billingAddress }),
  )
  const cart = result.setBillingAddressOnCart?.cart
  if (!cart) throw new CheckoutError(CHECKOUT_MESSAGES.unavailable)
  if (cart.is_virtual) return cart
  const selected = cart.shipping_addresses.find(Boolean)?.selected_shipping_method
  if (!selected?.carrier_code || !selected.method_code) return cart
  return setShippingMethod(services, { carrierCode: selected.carrier_code, methodCode: selected.method_code })
}

/** The order just placed for a cart: a second "place order" for it answers with this one instead of a new order. */
export type PlacedOrder = {
  cartId: string
  number: string
  email: string | null
  total: number | null
  currency: string | null
  /** How the shopper chose to pay (the method's title), for the thank-you page. */
  payment: string | null
}

/** The order just placed, for the thank-you page (personal: workers/storefront/page-cache.ts knows it). */
const LAST_ORDER_MAX_AGE = 60 * 30
const ORDER_WAIT_MS = 15_000
/**
 * Orders placed (or being placed) by this isolate, by cart id. Plain values, not promises: workerd does not let a
 * request wait on another request's promise.
 */
const recentOrders = new Map<string, { at: number; order: PlacedOrder | 'pending' }>()

function pruneRecentOrders(now: number): void {
  for (const [cartId, entry] of recentOrders)
    if (now - entry.at > LAST_ORDER_MAX_AGE * 1000) recentOrders.delete(cartId)
}

/** A concurrent submit for the same cart waits for the first one's answer instead of placing a second order. */
async function awaitPendingOrder(cartId: string): Promise<PlacedOrder | undefined> {
  const deadline = Date.now() + ORDER_WAIT_MS
  while (Date.now() < deadline) {
    const entry = recentOrders.get(cartId)
    // An entry older than the wait belongs to a request that never finished; the backend decides then.
    if (!entry || Date.now() - entry.at > ORDER_WAIT_MS) return undefined
    if (entry.order !== 'pending') return entry.order
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new CheckoutError(CHECKOUT_MESSAGES.placeOrderFailed)
}

export function readLastOrder(services: RequestServices): PlacedOrder | undefined {
  const raw = services.cookies.get(LAST_ORDER_COOKIE)
  if (!raw) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const record: Record<string, unknown> = { ...value }
    const number = OrderNumberSchema.safeParse(record.number)
    if (!number.success || typeof record.cartId !== 'string') return undefined
    return {
      cartId: record.cartId,
      number: number.data,
      email: typeof record.email === 'string' ? record.email : null,
      total: typeof record.total === 'number' ? record.total : null,
      currency: typeof record.currency === 'string' ? record.currency : null,
      payment: typeof record.payment === 'string' ? record.payment.slice(0, 100) : null,
    }
  } catch {
    return undefined
  }
}

/**
 * The cart's lines as the review shows them (each line's id and quantity), short enough for a hidden field: another
 * tab that swaps a product for one of the same price leaves the total as it was, not this.
 */
export function reviewedLinesOf(cart: Pick<Cart, 'items'>): string {
  const lines = cartItems(cart)
  const text = lines
    .map((item) => `${item.uid}*${item.quantity}`)
    .sort()
    .join(',')
  return `${lines.length}-${digest(text)}`
}

/**
 * Spec §4 steps 4 and 5. A repeated submit for the same cart (a double click, a resubmitted page) gets the first
 * order: concurrent submits in this isolate wait for the first, later ones find it in the last-order cookie, and
 * a cart the backend already closed answers 'already placed'.
 */
export async function placeOrder(
  services: RequestServices,
  paymentMethod: string,
  /** The form's reCAPTCHA token for placing the order, when the store protects it (lib/recaptcha.ts). */
  recaptchaToken?: string,
  /** The grand total and the lines (reviewedLinesOf) the review showed the shopper, when the form carried them. */
  reviewed: { total?: number | undefined; lines?: string | undefined } = {},
): Promise<PlacedOrder> {
  const cartId = getCartId(services)
  if (!cartId) throw new CheckoutError(CHECKOUT_MESSAGES.cartGone, true)
  const now = Date.now()
  pruneRecentOrders(now)
  if (recentOrders.has(cartId)) {
    const earlier = await awaitPendingOrder(cartId)
    if (earlier) return earlier
  }
  recentOrders.set(cartId, { at: now, order: 'pending' })
  try {
    const payment = await onCart(services, (id) =>
      services.commerce.mutate(SetPaymentMethodOnCartDocument, { cartId: id, code: paymentMethod }),
    )
    // The cart as it is now, whatever changed it since the review: spec §5's rules, and the total the shopper saw.
    const current = payment.setPaymentMethodOnCart?.cart
    // Emptied meanwhile: Magento would answer a server error to be tried again, which the shopper cannot act on.
    if (current && cartItems(current).length === 0) throw new CheckoutError(CHECKOUT_MESSAGES.cartEmptied, true)
    if (current) {
      const broken = cartRuleError(current) ?? bookedDateError(current)
      if (broken) throw new CheckoutError(broken, true)
      const { total, lines } = reviewed
      if (total !== undefined && totalChangedSince(total, current.prices?.grand_total?.value))
        throw new CheckoutError(CHECKOUT_MESSAGES.totalChanged, false, true)
      if (lines !== undefined && lines !== reviewedLinesOf(current)) throw new CheckoutError(LINES_CHANGED, false, true)
    }
    const result = await onCart(
      services,
      (id) => services.commerce.mutate(PlaceOrderDocument, { cartId: id }, { recaptchaToken }),
      CHECKOUT_MESSAGES.placeOrderFailed,
    )
    const firstError = result.placeOrder?.errors.find((error) => error?.message)
    const number = result.placeOrder?.order?.order_number
    if (firstError || !number) throw new CheckoutError(firstError?.message ?? CHECKOUT_MESSAGES.placeOrderFailed)
    const cart = payment.setPaymentMethodOnCart?.cart
    // The placed order's own total; the cart's as checked just before, from a backend that answers no orderV2.
    const grandTotal = result.placeOrder?.orderV2?.total?.grand_total ?? cart?.prices?.grand_total
    const order = {
      cartId,
      number,
      email: cart?.email ?? null,
      total: grandTotal?.value ?? null,
      currency: grandTotal?.currency ?? null,
      payment: cart?.selected_payment_method?.title || null,
    }
    recentOrders.set(cartId, { at: now, order })
    return order
  } catch (error) {
    recentOrders.delete(cartId)
    throw error
  }
}

/** After the order: the cart id goes (spec §4 clearing), the order is remembered for the thank-you page. */
export async function finishOrder(services: RequestServices, order: PlacedOrder): Promise<void> {
  services.responseCookies.push(
    serializeCookie(LAST_ORDER_COOKIE, JSON.stringify(order), { maxAge: LAST_ORDER_MAX_AGE, httpOnly: true }),
  )
  try {
    await clearCart(services)
  } catch {
    // The order exists; a fresh cart can be loaded on the next page.
  }
}
