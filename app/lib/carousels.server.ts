import { ProductListingDocument, ProductsBySkuDocument, type ProductCardFragment } from '~graphql/generated'
import type { Block } from './blocks'
import { type CardProduct, toCardProduct } from './card-product'
import type { RequestServices } from './context.server'
import { KvCache } from './kv-cache.server'
import { isValidSku } from './sku'

export type CarouselProducts = Record<string, Promise<CardProduct[]>>

const MAX_ITEMS = 12

/**
 * Products for the page's product carousels, by SKU list or by category path. Returned as promises so they stream
 * after the shell; a failing carousel resolves empty and is left out.
 */
export function loadCarousels(services: RequestServices, blocks: readonly Block[]): CarouselProducts {
  const result: CarouselProducts = {}
  for (const block of blocks) {
    if (block.component !== 'product_carousel') continue
    // Shaped for the cards: only what a card shows is streamed to the browser.
    result[block._uid] = carouselProducts(services, block.skus, block.category_url_path).then(
      (products) => products.map(toCardProduct),
      (error: unknown) => {
        console.warn('carousel unavailable', error instanceof Error ? error.message : error)
        // The page is whole for this shopper without it, but no shared cache may keep the gap.
        services.degraded = true
        return []
      },
    )
  }
  return result
}

async function carouselProducts(
  services: RequestServices,
  skuList: string | undefined,
  categoryPath: string | undefined,
): Promise<ProductCardFragment[]> {
  const { cache, catalogue, store } = services
  const skus = (skuList ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter(isValidSku)
    .slice(0, MAX_ITEMS)
  if (skus.length > 0) {
    const data = await cache.get(KvCache.key(store, 'carousel-skus', skus.join(',')), 'short', () =>
      catalogue.query(ProductsBySkuDocument, { skus, pageSize: skus.length }, { get: true }),
    )
    const items = (data.products?.items ?? []).flatMap((item) => (item ? [item] : []))
    // Editors choose the order; the backend answers in its own.
    return skus.flatMap((sku) => items.filter((item) => item.sku === sku))
  }
  if (categoryPath && /^[a-z0-9/-]{1,200}$/.test(categoryPath)) {
    const data = await cache.get(KvCache.key(store, 'carousel-category', categoryPath), 'short', () =>
      catalogue.query(
        ProductListingDocument,
        { filter: { category_url_path: { eq: categoryPath } }, pageSize: 8, currentPage: 1 },
        { get: true },
      ),
    )
    return (data.products?.items ?? []).flatMap((item) => (item ? [item] : []))
  }
  return []
}
