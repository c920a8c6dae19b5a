// What GraphQL resolvers receive for a product: the row plus its concrete type name and, when reached via route(),
// the redirect information.
import type { ProductRow, ProductTypeId } from './rows.ts'

export const PRODUCT_TYPE_NAMES: Record<ProductTypeId, string> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
}

export type ProductSource = ProductRow & { __typename: string; redirect_code?: number; relative_url?: string }

export const toProductSource = (row: ProductRow): ProductSource => ({
  ...row,
  __typename: PRODUCT_TYPE_NAMES[row.type_id],
})
