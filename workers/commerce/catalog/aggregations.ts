// Layered-navigation aggregations over the products a search matched: price buckets, categories and the
// filterable attributes (a configurable counts for every value its salable variants have).
import type { Context } from '../graphql/context.ts'
import type { FacetRow, ProductsSource, SearchScope } from './product-search.ts'

const PRICE_STEP = 20
const ATTRIBUTE_LABELS = { color: 'Color', size: 'Size', brand: 'Brand' } as const

// The categories whose counts a listing shows: one level below the filtered category (or the store's top level).
const parentIdsOf = (ctx: Context, scope: SearchScope): number[] => scope.categoryIds ?? [ctx.store.root_category_id]

// The total and, with facets, every layered-navigation count in one statement. A plain category page reads the
// precomputed category_facet_index; any other listing counts over its matched products, materialised once.
export function statisticsStatement(ctx: Context, scope: SearchScope, withFacets: boolean): D1PreparedStatement {
  const storeId = ctx.store.store_id
  if (scope.categoryPage !== null) {
    const total = `SELECT 'total' AS code, NULL AS key, COUNT(*) AS n FROM category_product_index
      WHERE store_id = ? AND category_id = ?`
    if (!withFacets) return ctx.db.prepare(total).bind(storeId, scope.categoryPage)
    return ctx.db
      .prepare(
        `${total} UNION ALL SELECT code, value, n FROM category_facet_index WHERE store_id = ? AND category_id = ?`,
      )
      .bind(storeId, scope.categoryPage, storeId, scope.categoryPage)
  }
  if (!withFacets)
    return ctx.db.prepare(`SELECT 'total' AS code, NULL AS key, COUNT(*) AS n ${scope.sql}`).bind(...scope.binds)
  return ctx.db
    .prepare(`WITH matched AS MATERIALIZED (SELECT p.product_id, p.index_price ${scope.sql}) ${facetSelects(true)}`)
    .bind(...scope.binds, JSON.stringify(parentIdsOf(ctx, scope)))
}

// The counts over `matched` (product_id, index_price); with facets the last parameter is the parent category ids.
function facetSelects(withFacets: boolean): string {
  const total = `SELECT 'total' AS code, NULL AS key, COUNT(*) AS n FROM matched`
  if (!withFacets) return total
  return `${total}
      UNION ALL SELECT 'price', CAST(index_price / ${PRICE_STEP} AS INTEGER) AS bucket, COUNT(*) FROM matched
        GROUP BY bucket
      UNION ALL SELECT 'category', cp.category_id, COUNT(*) FROM matched m
        JOIN category_product cp ON cp.product_id = m.product_id
        WHERE cp.category_id IN (SELECT category_id FROM category WHERE parent_id IN (SELECT value FROM json_each(?)))
        GROUP BY cp.category_id
      UNION ALL SELECT a.code, a.value, COUNT(*) FROM matched m
        JOIN product_attribute_index a ON a.product_id = m.product_id GROUP BY a.code, a.value`
}

// A search answers page and counts in ONE statement: the full-text match runs once, its hits are ranked by the
// listing's order (ROW_NUMBER) while materialised, and the page is the rows ranked offset+1..offset+size, returned
// as code 'page' with the rank as n. Worth it for searches, whose hit list is short; an unsearched listing keeps
// LIMIT/OFFSET, which needs no full sort.
export function searchStatement(
  ctx: Context,
  scope: SearchScope,
  order: { sql: string; binds: (string | number)[] },
  page: { offset: number; size: number },
  withFacets: boolean,
): D1PreparedStatement {
  return ctx.db
    .prepare(
      `WITH matched AS MATERIALIZED (SELECT p.product_id, p.index_price, ROW_NUMBER() OVER (${order.sql}) AS rank
        ${scope.sql})
      SELECT 'page' AS code, product_id AS key, rank AS n FROM matched WHERE rank > ? AND rank <= ?
      UNION ALL ${facetSelects(withFacets)}`,
    )
    .bind(
      ...order.binds,
      ...scope.binds,
      page.offset,
      page.offset + page.size,
      ...(withFacets ? [JSON.stringify(parentIdsOf(ctx, scope))] : []),
    )
}

export async function aggregations(ctx: Context, source: ProductsSource) {
  const { scope } = source
  const facets = source.facets ?? (await statisticsStatement(ctx, scope, true).all<FacetRow>()).results
  // By key, as the GROUP BY used to hand them over, so equal sort positions keep their order.
  const rowsOf = (code: string) =>
    facets
      .flatMap((row) => (row.code === code && row.key !== null ? [{ key: row.key, n: row.n }] : []))
      .sort((a, b) => a.key - b.key)
  const [tree, options] = await Promise.all([ctx.catalog.categoryTree(), ctx.catalog.attributeOptions()])

  // Categories one level below the filtered category (or the store's top level), as Magento lists them.
  const parentIds = new Set(parentIdsOf(ctx, scope))
  const categoryOptions = rowsOf('category')
    .flatMap((row) => {
      const category = tree.byId.get(row.key)
      return category && parentIds.has(category.parent_id ?? -1)
        ? // Magento 2.4.5 to 2.4.7 give the numeric id here despite the code 'category_uid' (magento/magento2#36363).
          [{ label: category.name, value: String(category.category_id), count: row.n, position: category.position }]
        : []
    })
    .sort((a, b) => a.position - b.position)
    .map(({ position: _position, ...option }) => option)

  const result = [
    {
      attribute_code: 'price',
      label: 'Price',
      position: 0,
      options: rowsOf('price').map((row) => {
        const from = row.key * PRICE_STEP
        const to = from + PRICE_STEP
        return { label: `${from}-${to}`, value: `${from}_${to}`, count: row.n }
      }),
    },
    { attribute_code: 'category_uid', label: 'Category', position: 1, options: categoryOptions },
    ...(['color', 'size', 'brand'] as const).map((code, index) => ({
      attribute_code: code,
      label: ATTRIBUTE_LABELS[code],
      position: 2 + index,
      options: rowsOf(code)
        .flatMap((row) => {
          const option = options.get(row.key)
          return option
            ? [{ label: option.label, value: String(option.option_id), count: row.n, sort: option.sort_order }]
            : []
        })
        .sort((a, b) => a.sort - b.sort)
        .map(({ sort: _sort, ...option }) => option),
    })),
  ]
  return result
    .filter((aggregation) => aggregation.options.length > 0)
    .map((aggregation) => ({
      ...aggregation,
      count: aggregation.options.length,
    }))
}
