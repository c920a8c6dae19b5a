import { redirect, redirectDocument } from 'react-router'
import {
  AddProductsToWishlistDocument,
  RemoveProductsFromWishlistDocument,
  WishlistItemsCountDocument,
} from '~graphql/generated'
import { CommerceError } from '../commerce.server'
import type { RequestServices } from '../context.server'
import { isDataRequestPath } from '../stores'
import { deleteCookie, serializeCookie } from '../cookies'
import type { FlashMessage } from '../message-cookie'
import { loadProduct } from '../product.server'
import { productName } from '../product-url'
import {
  EMPTY_WISHLIST,
  WISHLIST_ID,
  WISHLIST_MESSAGES,
  WishlistRuleError,
  type WishlistSummary,
  wishlistCount,
  wishlistItemFor,
} from './wishlist'
import { PENDING_WISHLIST_COOKIE, parsePendingAdd, serializePendingAdd } from './pending-add'

/** A wishlist operation the shopper can act on: the message belongs beside the button that caused it. */
export class WishlistError extends Error {
  override name = 'WishlistError'
}

function toWishlistError(error: unknown): WishlistError {
  if (error instanceof WishlistError) return error
  if (error instanceof WishlistRuleError) return new WishlistError(error.message)
  if (error instanceof CommerceError && error.isAuthorization) return new WishlistError(WISHLIST_MESSAGES.signIn)
  if (error instanceof CommerceError && !error.network) return new WishlistError(error.firstMessage)
  console.error('wishlist: backend unavailable', error instanceof Error ? error.message : error)
  return new WishlistError(WISHLIST_MESSAGES.unavailable)
}

/** The count and the wished-for products, for the header and every toggle. Personal: never cached, never fails. */
export async function loadWishlistSummary(services: RequestServices): Promise<WishlistSummary> {
  if (!services.customerToken) return EMPTY_WISHLIST
  try {
    const { customer } = await services.commerce.query(WishlistItemsCountDocument, {})
    const lists = customer?.wishlists ?? []
    const entries = lists.flatMap((list) =>
      (list?.items_v2?.items ?? []).flatMap((item) => {
        const sku = item?.product?.sku
        if (!item || !sku) return []
        const variantSku = 'configured_variant' in item ? (item.configured_variant?.sku ?? null) : null
        return [{ id: item.id, sku, variantSku }]
      }),
    )
    return { count: wishlistCount(lists), entries }
  } catch (error) {
    console.warn('wishlist: summary unavailable', error instanceof Error ? error.message : error)
    return EMPTY_WISHLIST
  }
}

/**
 * Adds a product (a configurable with its chosen variant) to the customer's wishlist. The product's own data
 * (cached catalogue) decides the type and whether the variant is really one of its own; returns its name.
 */
export async function addToWishlist(
  services: RequestServices,
  input: { sku: string; variant?: string | undefined },
): Promise<string> {
  if (!services.customerToken) {
    console.warn(`wishlist: ${WISHLIST_MESSAGES.notAuthenticated}`)
    throw new WishlistError(WISHLIST_MESSAGES.signIn)
  }
  try {
    const product = await loadProduct(services, input.sku)
      .then((answer) => answer.product)
      .catch((error: unknown) => {
        if (error instanceof CommerceError && error.network) throw error
        if (error instanceof CommerceError || !(error instanceof Error)) {
          throw new WishlistError(WISHLIST_MESSAGES.productNotFound)
        }
        throw error
      })
    const variants = 'variants' in product ? (product.variants ?? []) : []
    const variantSku = variants.some((variant) => variant?.product?.sku === input.variant) ? input.variant : undefined
    if (input.variant && !variantSku) throw new WishlistError(WISHLIST_MESSAGES.chooseOptions)
    let item
    try {
      item = wishlistItemFor(product, variantSku)
    } catch (error) {
      if (error instanceof WishlistRuleError && error.message === WISHLIST_MESSAGES.unsupported) {
        console.warn(`wishlist: unsupported product type ${product.__typename}`)
      }
      throw error
    }
    const answer = await services.commerce.mutate(AddProductsToWishlistDocument, {
      wishlistId: WISHLIST_ID,
      items: [item],
    })
    const firstError = answer.addProductsToWishlist?.user_errors.find((error) => error?.message)
    if (firstError) throw new WishlistError(firstError.message)
    return productName(product.name)
  } catch (error) {
    throw toWishlistError(error)
  }
}

/** Removes the customer's own items; an id that is not theirs (or no longer there) is reported, never removed. */
export async function removeFromWishlist(services: RequestServices, ids: string[]): Promise<void> {
  if (!services.customerToken) throw new WishlistError(WISHLIST_MESSAGES.signIn)
  try {
    const answer = await services.commerce.mutate(RemoveProductsFromWishlistDocument, {
      wishlistId: WISHLIST_ID,
      ids,
    })
    if (answer.removeProductsFromWishlist?.user_errors.some((error) => error?.message)) {
      throw new WishlistError(WISHLIST_MESSAGES.itemNotFound)
    }
  } catch (error) {
    throw toWishlistError(error)
  }
}

/** Whether the item id is one of the customer's own wishlist items (for the `?wishlist=` add-to-cart). */
export async function ownsWishlistItem(services: RequestServices, id: string): Promise<boolean> {
  if (!services.customerToken) return false
  const { customer } = await services.commerce.query(WishlistItemsCountDocument, {})
  return (customer?.wishlists ?? []).some((list) => list?.items_v2?.items.some((item) => item?.id === id))
}

/** A guest's add waits for sign-in in a short-lived, httpOnly cookie (set by our own POST only). */
export function rememberPendingAdd(services: RequestServices, input: { sku: string; variant?: string | undefined }) {
  services.responseCookies.push(
    serializeCookie(PENDING_WISHLIST_COOKIE, serializePendingAdd(input), { maxAge: 30 * 60, httpOnly: true }),
  )
}

export function hasPendingWishlistAdd(services: RequestServices): boolean {
  return Boolean(services.customerToken) && services.cookies.has(PENDING_WISHLIST_COOKIE)
}

/**
 * Whether this request makes the add waiting for sign-in: only a page load, never the prefetches and revalidations
 * running beside it (they would make it twice).
 */
export function makesPendingAdd(services: RequestServices, request: Request): boolean {
  return hasPendingWishlistAdd(services) && isPageLoad(request)
}

/** A document request (a page load), not one of React Router's data requests. */
export function isPageLoad(request: Request): boolean {
  return !isDataRequestPath(new URL(request.url).pathname)
}

/**
 * Where a form that has just signed the shopper in sends them. With an add waiting for that sign-in, as a page load
 * (the layout makes the add then; a client navigation's data requests never do).
 */
export function redirectAfterSignIn(services: RequestServices, to: string): Response {
  return services.cookies.has(PENDING_WISHLIST_COOKIE) ? redirectDocument(to) : redirect(to)
}

/** The page's one pending add: the layout (for its notice) and My wishlist (for its list) wait for the same. */
const pendingAdds = new WeakMap<RequestServices, Promise<FlashMessage | null>>()

/**
 * Once the shopper is signed in, the add they asked for as a guest is made (spec: a guest is asked to sign in and
 * comes back with the product added). The cookie goes either way; the outcome is a notice for the page.
 */
export function completePendingAdd(services: RequestServices): Promise<FlashMessage | null> {
  let pending = pendingAdds.get(services)
  if (!pending) {
    pending = makePendingAdd(services)
    pendingAdds.set(services, pending)
  }
  return pending
}

async function makePendingAdd(services: RequestServices): Promise<FlashMessage | null> {
  if (!hasPendingWishlistAdd(services)) return null
  const pending = parsePendingAdd(services.cookies.get(PENDING_WISHLIST_COOKIE))
  services.cookies.delete(PENDING_WISHLIST_COOKIE)
  services.responseCookies.push(deleteCookie(PENDING_WISHLIST_COOKIE))
  if (!pending) return null
  try {
    const name = await addToWishlist(services, pending)
    return { message: WISHLIST_MESSAGES.added(name), type: 'success', title: WISHLIST_MESSAGES.title, persist: false }
  } catch (error) {
    const message = error instanceof WishlistError ? error.message : WISHLIST_MESSAGES.unavailable
    return { message, type: 'danger', title: WISHLIST_MESSAGES.errorTitle, persist: false }
  }
}

/** The layout's wishlist: a pending add first, then the summary; it never fails the page. */
export async function loadLayoutWishlist(
  services: RequestServices,
  options: { completePending: boolean },
): Promise<WishlistSummary & { notice: FlashMessage | null }> {
  const notice = options.completePending ? await completePendingAdd(services).catch(() => null) : null
  return { ...(await loadWishlistSummary(services)), notice }
}
