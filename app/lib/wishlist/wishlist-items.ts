import type { ProductCardFragment, WishlistQuery } from '~graphql/generated'
import { MAX_QUANTITY } from '../cart'

type RawItem = NonNullable<
  NonNullable<
    NonNullable<NonNullable<NonNullable<WishlistQuery['customer']>['wishlists'][number]>['items_v2']>['items'][number]
  >
>

/** How an item goes to the cart from the wishlist. */
export type MoveToCart =
  /** Straight from the wishlist: nothing left to choose. */
  | { kind: 'direct'; quantity: number; selected: string[] }
  /** On the product page with `?wishlist=` (options, quantities, a training's date and name still to give). */
  | { kind: 'choose' }
  | { kind: 'sold-out' }

export type WishlistItemView = {
  id: string
  product: ProductCardFragment
  variantSku: string | null
  options: { label: string; value: string }[]
  /** How many the item is for (Magento's wishlist item qty): that many go to the cart. */
  quantity: number
  move: MoveToCart
  /** The product page for this item: its chosen options preselected, and `?wishlist=` for the add-to-cart. */
  productSearch: string
}

/**
 * Whether an item can go to the cart as it is: simple, virtual and downloadable products and a configurable whose
 * chosen variant is kept; a training needs a date and a name, the rest is chosen on the product page.
 */
export function moveToCart(input: {
  typename: string
  isTraining: boolean
  stockStatus: string | null | undefined
  variant: { stockStatus: string | null | undefined; selected: string[] } | null
  quantity: number
  /** A downloadable product whose links are sold one by one: they are chosen on its page, as Magento requires. */
  linksChosenSeparately?: boolean
}): MoveToCart {
  const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.round(input.quantity)))
  const stockStatus = input.typename === 'ConfigurableProduct' ? input.variant?.stockStatus : input.stockStatus
  if (input.typename === 'ConfigurableProduct' && (!input.variant || input.variant.selected.length === 0)) {
    return input.stockStatus === 'IN_STOCK' ? { kind: 'choose' } : { kind: 'sold-out' }
  }
  if (stockStatus !== 'IN_STOCK') return { kind: 'sold-out' }
  if (input.isTraining || input.linksChosenSeparately) return { kind: 'choose' }
  if (input.typename === 'ConfigurableProduct')
    return { kind: 'direct', quantity, selected: input.variant?.selected ?? [] }
  if (!['SimpleProduct', 'VirtualProduct', 'DownloadableProduct'].includes(input.typename)) return { kind: 'choose' }
  return { kind: 'direct', quantity, selected: [] }
}

/** `?color=3&size=13&wishlist=7`: the product page's own selection parameters for the chosen values. */
export function productSearchFor(
  itemId: string,
  options: readonly ({
    attribute_code?: string | null
    values?: readonly ({ uid?: string | null; value_index?: number | null } | null)[] | null
  } | null)[],
  selected: readonly string[],
): string {
  const search = new URLSearchParams()
  for (const option of options) {
    const value = option?.values?.find((entry) => entry?.uid && selected.includes(entry.uid))
    if (option?.attribute_code && typeof value?.value_index === 'number') {
      search.set(option.attribute_code, String(value.value_index))
    }
  }
  search.set('wishlist', itemId)
  return `?${search.toString()}`
}

export function toWishlistItemView(item: RawItem): WishlistItemView | null {
  const product = item.product
  if (!product?.sku) return null
  const variant = 'configured_variant' in item ? item.configured_variant : null
  const chosen = 'configurable_options' in item ? (item.configurable_options ?? []) : []
  const options = chosen.flatMap((option) =>
    option ? [{ label: option.option_label, value: option.value_label }] : [],
  )
  const selected = chosen.flatMap((option) => (option ? [option.configurable_product_option_value_uid] : []))
  const productOptions = 'configurable_options' in product ? (product.configurable_options ?? []) : []
  return {
    id: item.id,
    // The card shows what the cart will charge: the chosen variant's price and picture, not the parent's "from".
    product: variant
      ? {
          ...product,
          price_range: variant.price_range,
          small_image: variant.small_image?.url ? variant.small_image : product.small_image,
        }
      : product,
    variantSku: variant?.sku ?? null,
    options,
    quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(item.quantity))),
    move: moveToCart({
      typename: product.__typename,
      isTraining: Boolean(product.is_training),
      stockStatus: product.stock_status,
      variant: variant ? { stockStatus: variant.stock_status, selected } : null,
      quantity: item.quantity,
      linksChosenSeparately: 'links_purchased_separately' in product && product.links_purchased_separately === 1,
    }),
    productSearch: productSearchFor(item.id, productOptions, selected),
  }
}
