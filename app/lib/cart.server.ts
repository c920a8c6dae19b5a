import {
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  type CartItemInput,
  CartKindsDocument,
  type CartKindFragment,
  CustomerCartKindsDocument,
  CartTotalQtyDocument,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  CustomerCartTotalQtyDocument,
  GuestCartDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
} from '~graphql/generated'
import {
  type Cart,
  type CartCount,
  CART_MESSAGES,
  cartErrorMessage,
  cartItems,
  currentCoupon,
  emptyCart,
  MAX_QUANTITY,
  trainingKind,
  trainingMixError,
  type TrainingKind,
} from './cart'
import { CartRuleError, cartItemsFor } from './cart-add'
import type { AddToCartInput } from './cart.schema'
import { CommerceError, createCommerceClient } from './commerce.server'
import type { RequestServices } from './context.server'
import { singleFlight } from './single-flight.server'
import { COOKIE, deleteCookie, isPlausibleCartId, serializeCookie } from './cookies'
import type { ProductDetails } from './product'
import { loadProduct } from './product.server'
import { lineMaxMessage, stockLeftMessage } from './cart-limits'
import { productName } from './product-url'

const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

/** A cart operation the shopper can act on: the message belongs on the form that caused it. */
export class CartError extends Error {
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message)
    this.name = 'CartError'
  }
}

function rememberCartId(services: RequestServices, id: string): void {
  if (services.cookies.get(COOKIE.cart) === id) return
  services.cookies.set(COOKIE.cart, id)
  services.responseCookies.push(serializeCookie(COOKIE.cart, id, { maxAge: CART_COOKIE_MAX_AGE }))
}

function forgetCartId(services: RequestServices): void {
  if (!services.cookies.has(COOKIE.cart)) return
  services.cookies.delete(COOKIE.cart)
  services.responseCookies.push(deleteCookie(COOKIE.cart))
}

/** The customer token stops counting for the rest of the request and is removed from the browser. */
function dropCustomerToken(services: RequestServices): void {
  services.customerToken = undefined
  services.responseCookies.push(deleteCookie(COOKIE.customer))
  services.commerce = createCommerceClient({
    endpoint: services.env.MAGENTO_GRAPHQL_URL,
    binding: services.env.COMMERCE,
    store: services.store,
    token: undefined,
    timing: services.timing,
  })
}

/** A timeout or an unreachable backend says nothing about the cart: it must never cost the shopper their cart. */
function isOutage(error: unknown): boolean {
  return !(error instanceof CommerceError) || error.network
}

/** The stored cart id when it is plausible; a forged cookie counts as none. */
export function getCartId(services: RequestServices): string | undefined {
  const id = services.cookies.get(COOKIE.cart)
  return isPlausibleCartId(id) ? id : undefined
}

/** The cart as loaded once per request: the layout (header badge, sidebar) and a page's loader share one read. */
const loadedCarts = new WeakMap<RequestServices, Promise<Cart>>()

/**
 * Spec §4 cart load. A signed-in customer gets the customer cart (its id remembered); if that fails the token is
 * cleared and the guest cart by stored id is used. No stored id: a new, still unsaved, empty cart (id '') — the
 * backend cart is created by the first add (`ensureCartId`). A stored id the backend refuses is dropped.
 * Throws CartError(unavailable) only when the backend cannot be reached, so the stored id survives an outage.
 * Loaded once per request; a change to the cart in the same request (`forgetLoadedCart`) makes the next call load anew.
 */
export function getCart(services: RequestServices): Promise<Cart> {
  let loaded = loadedCarts.get(services)
  if (!loaded) {
    loaded = loadCart(services)
    loadedCarts.set(services, loaded)
  }
  return loaded
}

/** The badge's count as loaded once per request, when the whole cart was not needed. */
const loadedCounts = new WeakMap<RequestServices, Promise<CartCount>>()

/** After a cart mutation the cart loaded earlier in this request is out of date. */
export function forgetLoadedCart(services: RequestServices): void {
  loadedCarts.delete(services)
  loadedCounts.delete(services)
}

/**
 * Spec §4 cart load for the header badge (the cart's id and total quantity): the same rules as getCart (customer
 * cart remembered, a refused token dropped, a refused id forgotten) at a fraction of the backend's work, for the
 * pages that do not show the cart. A whole cart loaded in this request already answers it.
 */
export function getCartCount(services: RequestServices): Promise<CartCount> {
  const full = loadedCarts.get(services)
  if (full) return full
  let loaded = loadedCounts.get(services)
  if (!loaded) {
    loaded = loadCartWith(services, {
      customer: async () => (await services.commerce.query(CustomerCartTotalQtyDocument, {})).customerCart,
      guest: async (cartId) => (await services.commerce.query(CartTotalQtyDocument, { cartId })).cart,
      empty: () => ({ id: '', total_quantity: 0 }),
    })
    loadedCounts.set(services, loaded)
  }
  return loaded
}

function loadCart(services: RequestServices): Promise<Cart> {
  return loadCartWith(services, {
    customer: async () => (await services.commerce.query(CustomerCartDocument, {})).customerCart,
    guest: async (cartId) => (await services.commerce.query(GuestCartDocument, { cartId })).cart,
    empty: () => emptyCart(),
  })
}

/** The spec's cart load, whatever part of the cart is read. */
async function loadCartWith<T extends { id: string }>(
  services: RequestServices,
  read: { customer: () => Promise<T>; guest: (cartId: string) => Promise<T | null | undefined>; empty: () => T },
): Promise<T> {
  if (services.customerToken) {
    try {
      const customerCart = await read.customer()
      rememberCartId(services, customerCart.id)
      return customerCart
    } catch (error) {
      if (isOutage(error)) throw new CartError(CART_MESSAGES.unavailable, true)
      dropCustomerToken(services)
    }
  }
  const cartId = getCartId(services)
  if (!cartId) {
    if (services.cookies.has(COOKIE.cart)) forgetCartId(services)
    return read.empty()
  }
  try {
    const cart = await read.guest(cartId)
    if (cart) return cart
  } catch (error) {
    if (isOutage(error)) throw new CartError(CART_MESSAGES.unavailable, true)
    // Another store's cart (Magento keeps a quote to its store): none here, but still the shopper's cart there, so
    // its id is kept for when they go back (an add here starts this store's own cart in its place).
    if (isOtherStoresCart(error)) return read.empty()
  }
  forgetCartId(services)
  return read.empty()
}

/**
 * A customer has one cart per store, and the cookie holds the one of the store whose page was loaded last (another
 * tab, say). When the backend refuses that id as another store's, this store's own cart of the customer is the cart
 * meant: its id, remembered for the next requests. Undefined for a guest, any other refusal, or no answer.
 */
export async function ownStoreCartId(services: RequestServices, error: unknown): Promise<string | undefined> {
  if (!services.customerToken || !isOtherStoresCart(error)) return undefined
  try {
    const { customerCart } = await services.commerce.query(CustomerCartTotalQtyDocument, {})
    rememberCartId(services, customerCart.id)
    return customerCart.id
  } catch {
    return undefined
  }
}

/** Magento's answer for a cart id of another store (GetCartForUser): the cart exists, in its own store. */
export function isOtherStoresCart(error: unknown): boolean {
  return isCartRefusal(error, /wrong store code specified for cart/i)
}

/** A backend answer (not an outage) refusing the cart id with a message matching `pattern`. */
function isCartRefusal(error: unknown, pattern: RegExp): boolean {
  return (
    error instanceof CommerceError && !error.network && error.details.some((detail) => pattern.test(detail.message))
  )
}

/** The cart for a page that must not fail: an outage shows an empty cart without touching the stored id. */
export async function getCartOrEmpty(services: RequestServices): Promise<{ cart: Cart; unavailable: boolean }> {
  try {
    return { cart: await getCart(services), unavailable: false }
  } catch (error) {
    if (error instanceof CartError) return { cart: emptyCart(getCartId(services)), unavailable: true }
    throw error
  }
}

/**
 * What the layout shows of the cart: the whole cart where the page shows it (`whole`: the cart page, the checkout;
 * loaded once with the page's own loader), else the count for the badge. An outage shows an empty cart.
 */
export async function getCartSummaryOrEmpty(
  services: RequestServices,
  whole: boolean,
): Promise<{ cart: Cart | CartCount; unavailable: boolean }> {
  if (whole) return getCartOrEmpty(services)
  try {
    return { cart: await getCartCount(services), unavailable: false }
  } catch (error) {
    if (error instanceof CartError)
      return { cart: { id: getCartId(services) ?? '', total_quantity: 0 }, unavailable: true }
    throw error
  }
}

/** Spec §4: adding creates a real cart first when there is no cart id; a customer's cart is their own. */
export async function ensureCartId(services: RequestServices): Promise<string> {
  const stored = getCartId(services)
  if (stored) return stored
  try {
    if (services.customerToken) {
      const { customerCart } = await services.commerce.query(CustomerCartDocument, {})
      rememberCartId(services, customerCart.id)
      return customerCart.id
    }
    const { createEmptyCart } = await services.commerce.mutate(CreateEmptyCartDocument, {})
    if (!createEmptyCart) throw new CartError(CART_MESSAGES.unavailable, true)
    rememberCartId(services, createEmptyCart)
    return createEmptyCart
  } catch (error) {
    throw toCartError(error)
  }
}

/** Spec §4: clearing removes the stored id and loads a fresh cart. */
export async function clearCart(services: RequestServices): Promise<Cart> {
  forgetCartId(services)
  forgetLoadedCart(services)
  return getCart(services)
}

/** Backend failures become the first server message (mapped), or the outage text; nothing escapes as a 500. */
/** Magento's refusals of a cart line that is not there (updateCartItems, removeItemFromCart). */
const MISSING_ITEM = /could not find cart item|cart doesn't contain the item/i

export function toCartError(error: unknown): CartError {
  if (error instanceof CartError) return error
  if (error instanceof CartRuleError) return new CartError(error.message)
  // A line another tab (or device) took out: Magento names it by its id, which tells the shopper nothing.
  if (error instanceof CommerceError && !error.network && MISSING_ITEM.test(error.firstMessage))
    return new CartError(CART_MESSAGES.itemNotFound)
  if (error instanceof CommerceError && !error.network) return new CartError(cartErrorMessage(error.firstMessage))
  console.error('cart: backend unavailable', error instanceof Error ? error.message : error)
  return new CartError(CART_MESSAGES.unavailable, true)
}

export function isMissingCart(error: unknown): boolean {
  return isCartRefusal(
    error,
    // "The cart isn't active": ordered (on another device, in another tab), so gone as a cart.
    /could not find a cart|isn't allowed|cannot perform operations on cart|wrong store code specified for cart|cart isn't active/i,
  )
}

/**
 * Runs a mutation on the stored cart. When the backend no longer knows the cart (forged, foreign or expired id),
 * the id is dropped and, for adds, the mutation is retried once on a fresh cart; the shopper never keeps a dead id.
 */
async function onCart<T>(
  services: RequestServices,
  run: (cartId: string) => Promise<T>,
  options: { createIfMissing: boolean },
): Promise<T> {
  forgetLoadedCart(services)
  const hadId = Boolean(getCartId(services))
  const cartId = options.createIfMissing ? await ensureCartId(services) : getCartId(services)
  if (!cartId) throw new CartError(CART_MESSAGES.cartGone)
  try {
    return await run(cartId)
  } catch (error) {
    const own = await ownStoreCartId(services, error)
    if (own) {
      try {
        return await run(own)
      } catch (retryError) {
        throw toCartError(retryError)
      }
    }
    if (!isMissingCart(error)) throw toCartError(error)
    forgetCartId(services)
    if (!options.createIfMissing || !hadId) throw new CartError(CART_MESSAGES.cartGone)
    try {
      return await run(await ensureCartId(services))
    } catch (retryError) {
      throw toCartError(retryError)
    }
  }
}

/**
 * The quote-level messages of Magento's stock validation: a cart already flagged (a line over the stock left, or out
 * of stock) lists them first in every add's `user_errors`, although the add itself may have gone through.
 */
const FLAGGED_CART_MESSAGES: ReadonlySet<string> = new Set([
  'Not all of your products are available in the requested quantity.',
  'Some of the products are out of stock.',
])

/**
 * Adds items (spec §5); the coupon-code cookie is applied after a successful add. Magento's addProductsToCart is
 * judged by the cart it answers, as Magento saves the items it could add and reports the others (and a flagged
 * cart's own messages) in `user_errors`, which name no item: no line grew, the add failed with its own (last) error;
 * a line grew, it was added, and an error of its own beside that says what was left out (`partError`).
 */
async function addItemsToCart(
  services: RequestServices,
  items: CartItemInput[],
  before: readonly CartLineKind[],
): Promise<{ cart: Cart; couponError?: string; partError?: string }> {
  const result = await onCart(
    services,
    (cartId) => services.commerce.mutate(AddProductsToCartDocument, { cartId, cartItems: items }),
    { createIfMissing: true },
  )
  const output = result.addProductsToCart
  if (!output) throw new CartError(CART_MESSAGES.unavailable, true)
  const { cart, user_errors: userErrors } = output
  const messages = userErrors.flatMap((error) => (error?.message ? [error.message] : []))
  const own = messages.filter((message) => !FLAGGED_CART_MESSAGES.has(message)).at(-1)
  if (!grewSince(cart, before)) {
    const reason = own ?? messages.at(-1)
    if (reason) throw new CartError(cartErrorMessage(reason))
  }
  const added = await applyPendingCoupon(services, cart)
  return own ? { ...added, partError: partlyAddedMessage(cartErrorMessage(own)) } : added
}

/** Magento added some of the items sent (a grouped product's) and refused the rest, for this reason. */
export const partlyAddedMessage = (reason: string) => `Not all of it could be added: ${reason}`

/** Whether a line of `cart` is new or holds more than it did in `before`. */
function grewSince(cart: Cart, before: readonly CartLineKind[]): boolean {
  const heldBy = (uid: string) => before.find((line) => line.uid === uid)?.quantity ?? 0
  return lineKinds(cart).some((line) => line.quantity > heldBy(line.uid))
}

async function applyPendingCoupon(
  services: RequestServices,
  cart: Cart,
): Promise<{ cart: Cart; couponError?: string }> {
  const held = await applyHeldCoupon(services, cart.id)
  if (!held) return { cart }
  return held.error === undefined ? { cart: held.cart ?? cart } : { cart, couponError: held.error }
}

/**
 * Spec §4: the code held in the coupon-code cookie is applied after an add to cart, then the cookie is removed.
 * Undefined when no code is held; otherwise the cart with it applied, or the reason it was refused.
 */
export async function applyHeldCoupon(
  services: RequestServices,
  cartId: string,
): Promise<{ cart?: Cart; error?: string } | undefined> {
  const code = services.cookies.get(COOKIE.coupon)
  if (code === undefined) return undefined
  services.cookies.delete(COOKIE.coupon)
  services.responseCookies.push(deleteCookie(COOKIE.coupon))
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return {}
  try {
    const { applyCouponToCart } = await services.commerce.mutate(ApplyCouponToCartDocument, {
      cartId,
      couponCode: code,
    })
    return { cart: applyCouponToCart?.cart ?? undefined }
  } catch (error) {
    return { error: toCartError(error).message }
  }
}

export async function updateItemQuantity(services: RequestServices, uid: string, quantity: number): Promise<Cart> {
  const result = await onCart(
    services,
    (cartId) =>
      services.commerce.mutate(UpdateCartItemsDocument, { cartId, cartItems: [{ cart_item_uid: uid, quantity }] }),
    { createIfMissing: false },
  ).catch(async (error: unknown) => {
    throw await withStockLeft(services, uid, error)
  })
  const cart = result.updateCartItems?.cart
  if (!cart) throw new CartError(CART_MESSAGES.unavailable, true)
  return cart
}

/**
 * Magento's 'The requested qty is not available' says nothing of what is: where the item's stock is low enough to be
 * told (only_x_left_in_stock), the shopper reads how many are left, as on the product page.
 */
async function withStockLeft(services: RequestServices, uid: string, error: unknown): Promise<unknown> {
  if (!(error instanceof CartError) || error.message !== CART_MESSAGES.qtyUnavailable) return error
  const item = cartItems(await getCart(services).catch(() => null)).find((line) => line.uid === uid)
  const variant = item && 'configured_variant' in item ? item.configured_variant : null
  const left = (variant ?? item?.product)?.only_x_left_in_stock
  return typeof left === 'number' && left > 0 ? new CartError(CART_MESSAGES.tooMany(left)) : error
}

export async function removeItem(services: RequestServices, uid: string): Promise<Cart> {
  const result = await onCart(
    services,
    (cartId) => services.commerce.mutate(RemoveItemFromCartDocument, { cartId, cartItemUid: uid }),
    { createIfMissing: false },
  )
  const cart = result.removeItemFromCart?.cart
  if (!cart) throw new CartError(CART_MESSAGES.unavailable, true)
  return cart
}

/** Magento's refusal of a coupon while the cart has one (CouponManagement / ApplyCouponToCart). */
const ALREADY_APPLIED = /coupon is already applied/i

/** Spec §5: an empty code removes the coupon; the first server error is raised. */
export async function applyCoupon(services: RequestServices, code: string | undefined): Promise<Cart> {
  const couponCode = code?.trim() ?? ''
  if (!couponCode) {
    const result = await onCart(
      services,
      (cartId) => services.commerce.mutate(RemoveCouponFromCartDocument, { cartId }),
      { createIfMissing: false },
    )
    const cart = result.removeCouponFromCart?.cart
    if (!cart) throw new CartError(CART_MESSAGES.unavailable, true)
    return cart
  }
  const result = await onCart(
    services,
    (cartId) => services.commerce.mutate(ApplyCouponToCartDocument, { cartId, couponCode }),
    // No cart is made for a code alone (Magento refuses a coupon on an empty cart): it waits for the next add.
    { createIfMissing: false },
  ).catch(async (error: unknown) => {
    if (error instanceof CartError && error.message === CART_MESSAGES.cartGone) {
      services.responseCookies.push(serializeCookie(COOKIE.coupon, couponCode))
      throw new CartError(CART_MESSAGES.couponHeld(couponCode))
    }
    // The same code sent again (a double click, a second tab): Magento refuses a second coupon, but this one is
    // the cart's already, which is what the shopper asked for.
    if (!(error instanceof CartError && ALREADY_APPLIED.test(error.message))) throw error
    const cart = await getCart(services)
    if (currentCoupon(cart)?.toLowerCase() !== couponCode.toLowerCase()) throw error
    return { applyCouponToCart: { cart } }
  })
  const cart = result.applyCouponToCart?.cart
  if (!cart) throw new CartError(CART_MESSAGES.unavailable, true)
  return cart
}

type CartLineKind = { uid: string; kind: TrainingKind; quantity: number; productUid: string }

function lineKinds(cart: { items?: CartKindFragment['items'] | Cart['items'] }): CartLineKind[] {
  return (cart.items ?? []).flatMap((item) =>
    item
      ? [
          {
            uid: item.uid,
            kind: trainingKind(Boolean(item.product.is_training), item.__typename === 'ConfigurableCartItem'),
            quantity: item.quantity,
            productUid: item.product.uid,
          },
        ]
      : [],
  )
}

/**
 * The lines of the cart an add goes into, and whether each is a training. A signed-in customer's is their own cart
 * (remembered for the add: a cart id the browser kept from another session or device is not it); a guest's is the
 * stored one, dropped when the backend does not know it.
 */
async function cartLineKinds(services: RequestServices): Promise<CartLineKind[]> {
  if (services.customerToken) {
    try {
      const { customerCart } = await services.commerce.query(CustomerCartKindsDocument, {})
      rememberCartId(services, customerCart.id)
      return lineKinds(customerCart)
    } catch (error) {
      throw toCartError(error)
    }
  }
  const cartId = getCartId(services)
  if (!cartId) return []
  try {
    const { cart } = await services.commerce.query(CartKindsDocument, { cartId })
    if (cart) return lineKinds(cart)
  } catch (error) {
    if (isOutage(error)) throw new CartError(CART_MESSAGES.unavailable, true)
    // Another store's cart: this store has none yet. Its id stays until an add here succeeds (loadCartWith keeps it
    // the same way), so an add refused by the product's own rules loses nothing.
    if (isOtherStoresCart(error)) return []
  }
  forgetCartId(services)
  return []
}

async function productForCart(services: RequestServices, sku: string): Promise<ProductDetails> {
  try {
    return (await loadProduct(services, sku)).product
  } catch (error) {
    if (error instanceof CommerceError && error.network) throw toCartError(error)
    if (error instanceof CommerceError || !(error instanceof Error)) throw new CartError(CART_MESSAGES.productNotFound)
    throw toCartError(error)
  }
}

/**
 * The add-to-cart form against the product's own data (cached) and the stored cart's kinds, read in parallel:
 * type, variant, stock, training details and mixing are checked before the one add mutation.
 */
export async function addToCart(
  services: RequestServices,
  input: AddToCartInput,
  posted?: URLSearchParams,
): Promise<{ cart: Cart; productName: string; couponError?: string; partError?: string }> {
  const [product, before] = await Promise.all([productForCart(services, input.sku), cartLineKinds(services)])
  let items: CartItemInput[]
  try {
    items = cartItemsFor(product, input, posted)
  } catch (error) {
    throw toCartError(error)
  }
  const training = Boolean(product.is_training)
  const mixError = trainingMixError(
    before.map((line) => line.kind),
    training,
  )
  if (mixError) throw new CartError(mixError)
  const result = await addItemsToCart(services, items, before).catch((error: unknown) => {
    throw withStockHeld(error, product, before)
  })
  await undoMixedAdd(services, result.cart, before, training)
  await undoOverfullAdd(services, result.cart, before, items)
  return { ...result, productName: productName(product.name) }
}

/**
 * Wishlist items being moved to the cart (routes/cart-actions.tsx), by their owner's session, id and the form sent;
 * a move is remembered a few seconds for the second click of a double click without JavaScript.
 */
export const wishlistMovesOnce = singleFlight<Awaited<ReturnType<typeof addToCart>>>(5_000)

/**
 * Magento's 'The requested qty is not available' for an add, in the words the cart and the product page use: how
 * many are left and, when the cart already holds some, how many of them. Where the product does not say how many are
 * left (plenty, or a configurable's variant), Magento's words stay.
 */
function withStockHeld(error: unknown, product: ProductDetails, before: readonly CartLineKind[]): unknown {
  const left = product.only_x_left_in_stock
  if (!(error instanceof CartError) || error.message !== CART_MESSAGES.qtyUnavailable) return error
  if (product.__typename === 'ConfigurableProduct' || typeof left !== 'number' || left <= 0) return error
  const held = before.reduce((sum, line) => sum + (line.productUid === product.uid ? line.quantity : 0), 0)
  return new CartError(stockLeftMessage(left, held))
}

/**
 * A cart line holds at most MAX_QUANTITY (the cart's quantity field, the checkout and the fast order keep to it).
 * Magento adds to the line an item already has, and only the backend knows which line that is (the same product
 * and options): a line the add took past the limit is set back by what this add put on it, and the add refused
 * with the room there is. Not to what the line held before: an add from another tab meanwhile stays (a double
 * click of 600 and 600 keeps one 600). An add of several items (a grouped product's) cannot tell its share of the
 * line apart, and sets it back to what it held.
 */
async function undoOverfullAdd(
  services: RequestServices,
  cart: Cart,
  before: readonly CartLineKind[],
  items: readonly CartItemInput[],
) {
  const heldBy = (uid: string) => before.find((line) => line.uid === uid)?.quantity ?? 0
  // Only a line this add grew: one already over the limit (filled elsewhere) does not stop an add of another item.
  const over = lineKinds(cart).find((line) => line.quantity > MAX_QUANTITY && line.quantity > heldBy(line.uid))
  if (!over) return
  const [only] = items
  const held = items.length === 1 && only ? Math.max(0, over.quantity - only.quantity) : heldBy(over.uid)
  await onCart(
    services,
    async (cartId) => {
      if (held > 0)
        await services.commerce.mutate(UpdateCartItemsDocument, {
          cartId,
          cartItems: [{ cart_item_uid: over.uid, quantity: held }],
        })
      else await services.commerce.mutate(RemoveItemFromCartDocument, { cartId, cartItemUid: over.uid })
    },
    { createIfMissing: false },
  ).catch((error: unknown) => {
    console.error('cart: an add past the limit could not be taken back', error instanceof Error ? error.message : error)
  })
  forgetLoadedCart(services)
  throw new CartError(lineMaxMessage(Math.max(0, MAX_QUANTITY - held)))
}

/**
 * Spec §5 on the cart as it is after the add: another tab or device may have added the other kind between the check
 * and the add. Then the lines this add made are taken out again and the add is refused with the rule's text.
 */
async function undoMixedAdd(
  services: RequestServices,
  cart: Cart,
  before: readonly CartLineKind[],
  training: boolean,
): Promise<void> {
  const after = lineKinds(cart)
  const isTraining = (line: CartLineKind) => line.kind !== 'regular'
  const others = after.filter((line) => isTraining(line) !== training)
  if (others.length === 0) return
  const existing = new Set(before.map((line) => line.uid))
  const added = after.filter((line) => isTraining(line) === training && !existing.has(line.uid))
  for (const line of added) {
    await onCart(
      services,
      (cartId) => services.commerce.mutate(RemoveItemFromCartDocument, { cartId, cartItemUid: line.uid }),
      {
        createIfMissing: false,
      },
    ).catch((error: unknown) => {
      console.error('cart: a mixed add could not be taken back', error instanceof Error ? error.message : error)
    })
  }
  forgetLoadedCart(services)
  throw new CartError(
    trainingMixError(
      others.map((line) => line.kind),
      training,
    ) ?? CART_MESSAGES.trainingFirst,
  )
}
