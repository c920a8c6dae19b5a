import { decodeEntities } from './decode-entities'

type ProductLinkInput = {
  sku: string | null
  url_rewrites?: ReadonlyArray<{ url: string | null } | null> | null
}

/** Spec §2: the first URL rewrite of the product, or `/p/{sku}`; always below the store prefix. */
export function productPath(product: ProductLinkInput): string {
  const rewrite = product.url_rewrites?.find((entry) => entry?.url)?.url
  if (rewrite) return rewrite.replace(/^\/+/, '')
  return `p/${encodeURIComponent(product.sku ?? '')}`
}

/** Product names come HTML-encoded from Magento (`&amp;`); they are shown decoded (spec §3). */
export function productName(name: string | null | undefined): string {
  return decodeEntities(name ?? '')
}
