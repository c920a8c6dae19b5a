import type { ProductCardFragment } from '~graphql/generated'
import { productName, productPath } from './product-url'

/**
 * What a product card shows, and nothing else: listings and carousels send this to the browser instead of the
 * whole GraphQL fragment (ids, url keys, rewrites, four prices with their currencies), about half the bytes per
 * product. Flags and the rating are present only when they say something.
 */
export type CardProduct = {
  typename: string
  sku: string
  /** Decoded (spec §3). */
  name: string
  /** Below the store prefix (spec §2: the first URL rewrite, or `p/{sku}`). */
  path: string
  image?: string
  regular: number | null
  final: number | null
  currency: string
  /** The price is the lowest of several (a configurable's variants, a bundle's or a group's choices): "From". */
  from?: true
  soldOut?: true
  training?: true
  /** 0–100 and the count, only with at least one review. */
  rating?: { summary: number; count: number }
}

export function toCardProduct(product: ProductCardFragment): CardProduct {
  const minimum = product.price_range.minimum_price
  const image = product.small_image?.url
  return {
    typename: product.__typename,
    sku: product.sku ?? '',
    name: productName(product.name),
    path: productPath(product),
    ...(image ? { image } : {}),
    regular: minimum.regular_price.value,
    final: minimum.final_price.value,
    currency: minimum.final_price.currency ?? minimum.regular_price.currency ?? 'EUR',
    ...(isPriceRange(product.price_range) ? { from: true as const } : {}),
    ...(product.stock_status === 'OUT_OF_STOCK' ? { soldOut: true as const } : {}),
    ...(product.is_training ? { training: true as const } : {}),
    ...(product.review_count > 0
      ? { rating: { summary: product.rating_summary ?? 0, count: product.review_count } }
      : {}),
  }
}

/** Cards are also given whole fragments (related products, the wishlist); those are shaped on the way in. */
export function asCardProduct(product: CardProduct | ProductCardFragment): CardProduct {
  return 'price_range' in product ? toCardProduct(product) : product
}

/** As the product page decides it: the highest final price differs from the lowest. */
export function isPriceRange(range: {
  minimum_price: { final_price: { value?: number | null } }
  maximum_price?: { final_price: { value?: number | null } } | null
}): boolean {
  const maximum = range.maximum_price?.final_price.value
  return maximum !== undefined && maximum !== null && maximum !== range.minimum_price.final_price.value
}
