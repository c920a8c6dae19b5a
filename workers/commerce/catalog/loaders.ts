// Per-request batch loaders for everything hanging off a product or category, so a page of products costs one query
// per kind of data, never one per product.
import { createLoader, createStatementBatcher, groupBy } from '../graphql/loader.ts'
import {
  PRODUCT_COLUMNS,
  type BundleSelectionRow,
  type CategoryRow,
  type ConfigurableAttributeRow,
  type CustomOptionRow,
  type DownloadableLinkRow,
  type DownloadableSampleRow,
  type GroupedRow,
  type ImageRow,
  type LinkRow,
  type OptionRow,
  type ProductRow,
  type ReviewSummaryRow,
} from './rows.ts'

const memo = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined
  return () => (promise ??= load())
}

// Ids go in as one JSON parameter: D1 allows at most 100 bound parameters per statement.
const IN_IDS = 'IN (SELECT value FROM json_each(?))'

/** A product's images and URL rewrites for the ids `ids` selects: the loaders' queries, and a cart's (cart-row.ts). */
export const imagesSql = (ids: string) =>
  `SELECT product_id, file, label, position, disabled FROM product_image WHERE product_id ${ids} ORDER BY position`
export const urlRewritesSql = (ids: string) =>
  `SELECT entity_id, request_path FROM url_rewrite WHERE entity_type = 'product' AND redirect_code = 0
    AND entity_id ${ids}`

export type UrlRewriteRow = { entity_id: number; request_path: string }

export type CategoryTree = { byId: Map<number, CategoryRow>; children: Map<number, CategoryRow[]> }

/**
 * The most linked products one request may return: every product of a large listing with its related products
 * (a page of 200 with 5 each), far beyond what a product page (about 20) asks for.
 */
export const MAX_LINKED_PRODUCTS = 1000

export function createCatalogLoaders(db: D1Database, storeId: number) {
  // Loaders flushing in the same turn (a product's images and URL rewrites, say) share one round trip.
  const run = createStatementBatcher(db)
  const listBy = <R, K>(sql: string, keyOf: (row: R) => K, withStore = false) =>
    createLoader<K, R[]>(async (keys) => {
      const statement = db.prepare(sql)
      const bound = withStore ? statement.bind(storeId, JSON.stringify(keys)) : statement.bind(JSON.stringify(keys))
      return groupBy((await run<R>(bound)).results, keyOf)
    })

  let linkedProducts = 0
  return {
    /** Runs a read in this turn's batch: a resolver reading several tables at once pays one round trip. */
    run,
    /**
     * Counts linked products (related, up-sell, cross-sell) this request has returned; false once it has passed
     * MAX_LINKED_PRODUCTS. Each level of `related_products { related_products { ... } }` multiplies the answer, which
     * the depth and field counts of graphql/limits.ts cannot see: six levels over the catalogue came to 7 MB.
     */
    takeLinked(count: number): boolean {
      linkedProducts += count
      return linkedProducts <= MAX_LINKED_PRODUCTS
    },
    product: createLoader<number, ProductRow>(async (ids) => {
      const { results } = await run<ProductRow>(
        db
          .prepare(
            `SELECT ${PRODUCT_COLUMNS} FROM product p JOIN product_store ps ON ps.product_id = p.product_id
            AND ps.store_id = ? WHERE p.product_id ${IN_IDS}`,
          )
          .bind(storeId, JSON.stringify(ids)),
      )
      return new Map(results.map((row) => [row.product_id, row]))
    }),
    productIdBySku: createLoader<string, number>(async (skus) => {
      const { results } = await run<{ product_id: number; sku: string }>(
        db
          .prepare(`SELECT product_id, sku FROM product WHERE sku IN (SELECT value FROM json_each(?))`)
          .bind(JSON.stringify(skus)),
      )
      return new Map(results.map((row) => [row.sku, row.product_id]))
    }),
    images: listBy<ImageRow, number>(imagesSql(IN_IDS), (row) => row.product_id),
    categoryIds: listBy<{ product_id: number; category_id: number }, number>(
      `SELECT product_id, category_id FROM category_product WHERE product_id ${IN_IDS} ORDER BY category_id`,
      (row) => row.product_id,
    ),
    links: listBy<LinkRow, number>(
      `SELECT l.product_id, l.linked_id, l.link_type, l.position FROM product_link l JOIN product p ON p.product_id = l.linked_id
        WHERE l.product_id ${IN_IDS} AND p.visibility = 4 ORDER BY l.position`,
      (row) => row.product_id,
    ),
    configurableAttributes: listBy<ConfigurableAttributeRow, number>(
      `SELECT product_id, attribute_code, label, position FROM configurable_attribute WHERE product_id ${IN_IDS} ORDER BY position`,
      (row) => row.product_id,
    ),
    configurableChildren: listBy<{ parent_id: number; child_id: number }, number>(
      `SELECT parent_id, child_id FROM configurable_link WHERE parent_id ${IN_IDS} ORDER BY child_id`,
      (row) => row.parent_id,
    ),
    configurableParents: listBy<{ parent_id: number; child_id: number }, number>(
      `SELECT parent_id, child_id FROM configurable_link WHERE child_id ${IN_IDS}`,
      (row) => row.child_id,
    ),
    bundleSelections: listBy<BundleSelectionRow, number>(
      `SELECT o.parent_id, o.option_id, o.title, o.type, o.required, o.position AS option_position, s.selection_id,
        s.product_id, s.qty, s.can_change_qty, s.is_default, s.position
        FROM bundle_option o JOIN bundle_selection s ON s.option_id = o.option_id
        WHERE o.parent_id ${IN_IDS} ORDER BY o.position, s.position`,
      (row) => row.parent_id,
    ),
    grouped: listBy<GroupedRow, number>(
      `SELECT parent_id, child_id, qty, position FROM grouped_link WHERE parent_id ${IN_IDS} ORDER BY position`,
      (row) => row.parent_id,
    ),
    downloadableLinks: listBy<DownloadableLinkRow, number>(
      `SELECT link_id, product_id, title, price, sample_url, sort_order FROM downloadable_link WHERE product_id ${IN_IDS}
        ORDER BY sort_order`,
      (row) => row.product_id,
    ),
    downloadableSamples: listBy<DownloadableSampleRow, number>(
      `SELECT sample_id, product_id, title, sample_url, sort_order FROM downloadable_sample WHERE product_id ${IN_IDS}
        ORDER BY sort_order`,
      (row) => row.product_id,
    ),
    customOptions: listBy<CustomOptionRow, number>(
      `SELECT option_id, product_id, type, title, required, sort_order, price, max_characters FROM custom_option
        WHERE product_id ${IN_IDS} ORDER BY sort_order`,
      (row) => row.product_id,
    ),
    reviewSummary: createLoader<number, ReviewSummaryRow>(async (ids) => {
      const { results } = await run<ReviewSummaryRow>(
        db
          .prepare(
            `SELECT r.product_id, COUNT(DISTINCT r.review_id) AS review_count, AVG(v.value) AS average
            FROM review r LEFT JOIN review_vote v ON v.review_id = r.review_id
            WHERE r.status = 'approved' AND r.product_id ${IN_IDS} GROUP BY r.product_id`,
          )
          .bind(JSON.stringify(ids)),
      )
      return new Map(results.map((row) => [row.product_id, row]))
    }),
    urlRewrites: listBy<UrlRewriteRow, number>(urlRewritesSql(IN_IDS), (row) => row.entity_id),
    attributeOptions: memo(async () => {
      // Through the batch: it is asked together with a configurable's attributes (cart and wishlist items).
      const { results } = await run<OptionRow>(
        db.prepare(
          'SELECT option_id, attribute_code, label, swatch, sort_order FROM attribute_option ORDER BY sort_order',
        ),
      )
      return new Map(results.map((row) => [row.option_id, row]))
    }),
    categoryTree: memo(async (): Promise<CategoryTree> => {
      const { results } = await db
        .prepare(
          `SELECT c.category_id, c.parent_id, c.path, c.level, c.position, c.url_key, c.url_path, c.include_in_menu,
          c.is_anchor, c.category_color, c.image, c.display_mode, cs.name, cs.description, cs.meta_title,
          cs.meta_description, cs.meta_keywords FROM category c
          JOIN category_store cs ON cs.category_id = c.category_id AND cs.store_id = ?
          WHERE c.is_active = 1 ORDER BY c.level, c.position`,
        )
        .bind(storeId)
        .all<CategoryRow>()
      const byId = new Map(results.map((row) => [row.category_id, row]))
      return {
        byId,
        children: groupBy(
          results.filter((row) => row.parent_id !== null),
          (row) => row.parent_id ?? 0,
        ),
      }
    }),
    categoryProductCounts: memo(async () => {
      const { results } = await db
        .prepare(
          `SELECT cp.category_id, COUNT(*) AS n FROM category_product cp JOIN product p ON p.product_id = cp.product_id
          WHERE p.visibility = 4 GROUP BY cp.category_id`,
        )
        .all<{ category_id: number; n: number }>()
      return new Map(results.map((row) => [row.category_id, row.n]))
    }),
  }
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>
