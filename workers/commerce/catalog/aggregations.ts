// Layered-navigation aggregations over the products a search matched: price buckets, categories and the
// filterable attributes (a configurable counts for every value its salable variants have).
import type { Context } from '../graphql/context.ts'
import { encodeUid } from '../graphql/uid.ts'
import type { SearchScope } from './product-search.ts'

const PRICE_STEP = 20
const ATTRIBUTE_LABELS = { color: 'Color', size: 'Size', brand: 'Brand' } as const

export async function aggregations(ctx: Context, scope: SearchScope) {
  const matched = `WITH matched AS (SELECT p.product_id, p.index_price, p.color, p.size, p.brand ${scope.sql})`
  const [prices, categories, attributes] = await ctx.db.batch<{ key: number; code?: string; n: number }>([
    ctx.db
      .prepare(
        `${matched} SELECT CAST(index_price / ${PRICE_STEP} AS INTEGER) AS key, COUNT(*) AS n FROM matched GROUP BY key ORDER BY key`,
      )
      .bind(...scope.binds),
    ctx.db
      .prepare(
        `${matched} SELECT cp.category_id AS key, COUNT(*) AS n FROM matched m
        JOIN category_product cp ON cp.product_id = m.product_id GROUP BY cp.category_id`,
      )
      .bind(...scope.binds),
    ctx.db
      .prepare(
        `${matched}, attribute_values AS (
          SELECT product_id, 'color' AS code, color AS value FROM matched WHERE color IS NOT NULL
          UNION SELECT product_id, 'size', size FROM matched WHERE size IS NOT NULL
          UNION SELECT product_id, 'brand', brand FROM matched WHERE brand IS NOT NULL
          UNION SELECT m.product_id, 'color', c.color FROM matched m JOIN configurable_link l ON l.parent_id = m.product_id
            JOIN product c ON c.product_id = l.child_id WHERE c.color IS NOT NULL AND c.in_stock = 1
          UNION SELECT m.product_id, 'size', c.size FROM matched m JOIN configurable_link l ON l.parent_id = m.product_id
            JOIN product c ON c.product_id = l.child_id WHERE c.size IS NOT NULL AND c.in_stock = 1)
        SELECT code, value AS key, COUNT(DISTINCT product_id) AS n FROM attribute_values GROUP BY code, value`,
      )
      .bind(...scope.binds),
  ])
  const [tree, options] = await Promise.all([ctx.catalog.categoryTree(), ctx.catalog.attributeOptions()])

  // Categories one level below the filtered category (or the store's top level), as Magento lists them.
  const parentIds = new Set(scope.categoryIds ?? [ctx.store.root_category_id])
  const categoryOptions = (categories?.results ?? [])
    .flatMap((row) => {
      const category = tree.byId.get(row.key)
      return category && parentIds.has(category.parent_id ?? -1)
        ? [{ label: category.name, value: encodeUid(category.category_id), count: row.n, position: category.position }]
        : []
    })
    .sort((a, b) => a.position - b.position)
    .map(({ position: _position, ...option }) => option)

  const result = [
    {
      attribute_code: 'price',
      label: 'Price',
      position: 0,
      options: (prices?.results ?? []).map((row) => {
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
      options: (attributes?.results ?? [])
        .filter((row) => row.code === code)
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
