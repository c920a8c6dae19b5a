import type { WishlistItemInput } from '~graphql/generated'

/** Pure wishlist rules of spec §4, §5 and §9, shared by the browser and the worker (the forms' schema: wishlist.schema.ts). */

/** Spec §9: the wishlist id is always '0' (the customer's default list). */
export const WISHLIST_ID = '0'

export const WISHLIST_MESSAGES = {
  /** Spec §8, after adding to the cart from the wishlist. */
  movedToCart: (product: string) => `You added ${product} to your shopping cart.`,
  /** Spec §8: the title of the notification carrying the cart's error message. */
  errorTitle: 'Wishlist error',
  /** Spec §5: logged only; the shopper is asked to sign in instead. */
  notAuthenticated: 'Need to be authenticated to add a product to wishlist',
  added: (product: string) => `${product} has been added to your wishlist.`,
  removed: (product: string) => `${product} has been removed from your wishlist.`,
  signIn: 'Please sign in to keep products in your wishlist.',
  chooseOptions: 'Please choose the product options first.',
  unsupported: 'This product cannot be added to the wishlist.',
  productNotFound: 'This product could not be found.',
  itemNotFound: 'This item is no longer in your wishlist.',
  unavailable: 'The wishlist is unavailable right now. Please try again in a moment.',
  unknownRequest: 'This wishlist request could not be understood.',
  title: 'Wishlist',
} as const

/** Spec §5: wishlist add supports only these types; others are logged as unsupported. */
export const WISHLIST_SUPPORTED_TYPES: ReadonlySet<string> = new Set([
  'VirtualProduct',
  'DownloadableProduct',
  'GroupedProduct',
  'GiftCard',
  'SimpleProduct',
  'ConfigurableProduct',
  'BundleProduct',
])

/** One wished-for product: its item id, the product's SKU and, for a configurable, the chosen variant's. */
export type WishlistEntry = { id: string; sku: string; variantSku: string | null }

/** What every page knows about the wishlist: the header count and the entries the toggles look up. */
export type WishlistSummary = { count: number; entries: WishlistEntry[] }

export const EMPTY_WISHLIST: WishlistSummary = { count: 0, entries: [] }

/** Spec §4: the item count is the sum of items_count over the customer's lists. */
export function wishlistCount(lists: readonly ({ items_count?: number | null } | null)[] | null | undefined): number {
  return (lists ?? []).reduce((sum, list) => sum + Math.max(0, list?.items_count ?? 0), 0)
}

/**
 * The items a toggle stands for. Without a variant (a card, or a product page before options are chosen) every
 * item of the product counts; with one, only that variant's.
 */
export function wishedItems(summary: WishlistSummary, sku: string, variantSku?: string | null): WishlistEntry[] {
  return summary.entries.filter((entry) => entry.sku === sku && (!variantSku || entry.variantSku === variantSku))
}

export class WishlistRuleError extends Error {
  override name = 'WishlistRuleError'
}

/**
 * Spec §5 and §7: the backend item for a product. Only the supported types; a configurable needs its chosen
 * variant and is sent as the variant's SKU with the parent's (`parent_sku`).
 */
export function wishlistItemFor(
  product: { __typename: string; sku?: string | null },
  variantSku?: string | null,
): WishlistItemInput {
  if (!WISHLIST_SUPPORTED_TYPES.has(product.__typename)) throw new WishlistRuleError(WISHLIST_MESSAGES.unsupported)
  if (!product.sku) throw new WishlistRuleError(WISHLIST_MESSAGES.productNotFound)
  if (product.__typename === 'ConfigurableProduct') {
    if (!variantSku) throw new WishlistRuleError(WISHLIST_MESSAGES.chooseOptions)
    return { sku: variantSku, parent_sku: product.sku, quantity: 1 }
  }
  return { sku: product.sku, quantity: 1 }
}

/** The `?wishlist=` item id of an add-to-cart from the wishlist, or undefined when absent or malformed. */
export function parseWishlistItemId(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? raw : undefined
}
