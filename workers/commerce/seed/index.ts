// Deterministic seed for the commerce database. Pure: no I/O and only WebCrypto, so it runs in workerd (tests) and
// under plain Node (scripts/seed-commerce.mjs). Re-running on a seeded database replaces all rows.
import { attributeStatements } from './attributes.ts'
import { CATALOG_INDEX_TABLES, catalogIndexStatements } from './catalog-index.ts'
import { categorySeed } from './categories.ts'
import { contentStatements } from './content.ts'
import { customerStatements } from './customers.ts'
import { productSeed } from './products.ts'
import { storeStatements } from './stores.ts'

// Children before parents, because D1 enforces foreign keys.
const TABLES = [
  ...CATALOG_INDEX_TABLES,
  'mail_outbox',
  'newsletter_subscriber',
  'wishlist_item',
  'wishlist',
  'compare_list_item',
  'compare_list',
  'downloadable_link_purchased',
  'sales_order_comment',
  'sales_order_item',
  'sales_order',
  'cart_item',
  'cart',
  'password_reset_token',
  'password_reset_request_event',
  'customer_token',
  'customer_address',
  'customer',
  'cms_block',
  'cms_page',
  'coupon',
  'review_vote',
  'review',
  'rating',
  'url_rewrite',
  'product_link',
  'custom_option',
  'downloadable_sample',
  'downloadable_link',
  'grouped_link',
  'bundle_selection',
  'bundle_option',
  'configurable_link',
  'configurable_attribute',
  'category_product',
  'product_image',
  'product_search',
  'product_store',
  'product',
  'attribute_option',
  'category_store',
  'category',
  'region',
  'country',
  'store',
  'meta',
]

export const SEED_VERSION = '4'

export async function seedStatements(options: { products: number }): Promise<string[]> {
  const categories = categorySeed()
  const products = productSeed(options.products, categories.leavesByArea)
  return [
    ...TABLES.map((table) => `DELETE FROM ${table};`),
    ...storeStatements(),
    ...attributeStatements(),
    ...categories.statements,
    ...contentStatements(),
    ...products.statements,
    ...catalogIndexStatements(),
    ...(await customerStatements(products.simples, products.visible)),
    `INSERT INTO meta (key, value) VALUES ('seed_version', '${SEED_VERSION}-${options.products}');`,
  ]
}
