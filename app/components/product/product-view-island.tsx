import { island } from '../island'

/**
 * The product page (`/p/{sku}` and the product's own URL): rendered whole on the server, not behind a lazy
 * boundary (crawlers and browsers without JavaScript get the complete product in the first HTML); the browser
 * loads its code right after the page's own, and only on product pages.
 */
export const ProductView = island({
  name: 'product-view',
  load: () => import('./product-view').then((module) => module.ProductView),
  wake: 'hydrate',
})
