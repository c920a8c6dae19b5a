// products(search, filter, sort, pageSize, currentPage): Magento's catalogue search on SQLite. Full-text search
// uses the FTS5 table product_search (bm25 gives the relevance order); filters become SQL conditions.
import { z } from 'zod'
import type { Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import { decodeIdUid, isStrictUid } from '../graphql/uid.ts'
import { searchStatement, statisticsStatement } from './aggregations.ts'
import { SEARCH_ROWID_STRIDE, searchRowid } from '../seed/search-rowid.ts'
import { EqualFilterSchema, MatchFilterSchema, PagingSchema, RangeFilterSchema, equalValues } from './filters.ts'

const SortEnum = z.enum(['ASC', 'DESC']).nullish()

export const ProductsArgsSchema = PagingSchema.extend({
  search: z.string().nullish(),
  filter: z
    .object({
      category_id: EqualFilterSchema.nullish(),
      category_uid: EqualFilterSchema.nullish(),
      category_url_path: EqualFilterSchema.nullish(),
      sku: EqualFilterSchema.nullish(),
      url_key: EqualFilterSchema.nullish(),
      name: MatchFilterSchema.nullish(),
      description: MatchFilterSchema.nullish(),
      short_description: MatchFilterSchema.nullish(),
      price: RangeFilterSchema.nullish(),
      color: EqualFilterSchema.nullish(),
      size: EqualFilterSchema.nullish(),
      brand: EqualFilterSchema.nullish(),
    })
    .nullish(),
  sort: z.object({ name: SortEnum, price: SortEnum, position: SortEnum, relevance: SortEnum }).nullish(),
})

export type ProductsArgs = z.infer<typeof ProductsArgsSchema>

export type SearchScope = {
  sql: string
  binds: (string | number)[]
  categoryIds: number[] | null
  hasSearch: boolean
  // The one category a plain category page lists (no search, no other filter): its counts are precomputed.
  categoryPage: number | null
}

// A row of the statistics query: code 'total' (key null), 'price' (bucket), 'category' (child category id) or an
// attribute code (option id), with its product count.
export type FacetRow = { code: string; key: number | null; n: number }

export type ProductsSource = {
  ids: number[]
  total: number
  pageSize: number
  currentPage: number
  scope: SearchScope
  // Present when the query asked for aggregations: they came with the page in the same D1 batch.
  facets: FacetRow[] | null
}

/**
 * Magento's "Maximum Query Length" (catalog search, 128 by default): a longer search text is cut to it, so a search
 * of thousands of words (sent through the public middleware) costs what any search costs.
 */
export const MAX_QUERY_LENGTH = 128

// Each term becomes a quoted prefix query, so user input can never form FTS5 syntax; a repeated word counts once.
function ftsQuery(search: string): string | null {
  const terms = search
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
  return terms ? [...new Set(terms)].map((term) => `"${term}"*`).join(' ') : null
}

async function categoryIdsFor(ctx: Context, filter: NonNullable<ProductsArgs['filter']>): Promise<number[] | null> {
  const ids: number[] = []
  let filtered = false
  const byId = equalValues(filter.category_id)
  if (byId) {
    filtered = true
    ids.push(...byId.map(Number).filter(Number.isInteger))
  }
  const byUid = equalValues(filter.category_uid)
  if (byUid) {
    filtered = true
    const refused = byUid.find((uid) => !isStrictUid(uid))
    if (refused !== undefined) throw inputError(`Value of uid "${refused}" is incorrect.`)
    ids.push(...byUid.map(decodeIdUid).filter((id): id is number => id !== null))
  }
  const byPath = equalValues(filter.category_url_path)
  if (byPath) {
    filtered = true
    const tree = await ctx.catalog.categoryTree()
    for (const category of tree.byId.values()) if (byPath.includes(category.url_path)) ids.push(category.category_id)
  }
  return filtered ? ids : null
}

export async function buildScope(ctx: Context, args: ProductsArgs): Promise<SearchScope> {
  const conditions = ['p.visibility = 4']
  const binds: (string | number)[] = [ctx.store.store_id]
  let join = ''
  const search = args.search?.trim() ? ftsQuery(args.search) : null
  if (args.search?.trim()) {
    // Relevance is bm25's score: lower is better. A search without any word character matches nothing.
    // The store's rows are one rowid range (see search-rowid.ts); the product id is the rowid's remainder.
    const first = searchRowid(ctx.store.store_id, 0)
    join = `JOIN (SELECT rowid - ? AS product_id, bm25(product_search) AS score FROM product_search
      WHERE product_search MATCH ? AND rowid BETWEEN ? AND ?) h ON h.product_id = p.product_id`
    binds.push(first, search ?? '""', first, first + SEARCH_ROWID_STRIDE - 1)
  }
  const filter = args.filter ?? {}
  const categoryIds = await categoryIdsFor(ctx, filter)
  if (categoryIds) {
    // category_product_index lists the visible products with texts in this store, which the query requires anyway.
    conditions.push(`p.product_id IN (SELECT product_id FROM category_product_index WHERE store_id = ?
      AND category_id IN (SELECT value FROM json_each(?)))`)
    binds.push(ctx.store.store_id, JSON.stringify(categoryIds))
  }
  const categoryConditions = conditions.length
  for (const column of ['sku', 'url_key'] as const) {
    const values = equalValues(filter[column])
    if (values) {
      // Any case, as MySQL's collation matches in Magento.
      conditions.push(`p.${column} COLLATE NOCASE IN (SELECT value FROM json_each(?))`)
      binds.push(JSON.stringify(values))
    }
  }
  for (const column of ['name', 'description', 'short_description'] as const) {
    const match = filter[column]?.match
    if (match) {
      // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes. Case is folded for ASCII, as LIKE does.
      conditions.push(`instr(lower(ps.${column}), lower(?)) > 0`)
      binds.push(match)
    }
  }
  for (const code of ['color', 'size', 'brand'] as const) {
    const values = equalValues(filter[code])
    if (values) {
      // A configurable matches when any of its salable variants has the value, as in Magento's layered navigation:
      // product_attribute_index holds a product's own values and those of its in-stock variants.
      conditions.push(`p.product_id IN (SELECT product_id FROM product_attribute_index WHERE code = '${code}'
        AND value IN (SELECT value FROM json_each(?)))`)
      binds.push(JSON.stringify(values.map(Number).filter(Number.isInteger)))
    }
  }
  const price = filter.price
  if (price?.from !== null && price?.from !== undefined && price.from !== '') {
    conditions.push('p.index_price >= ?')
    binds.push(Number(price.from))
  }
  if (price?.to !== null && price?.to !== undefined && price.to !== '') {
    conditions.push('p.index_price <= ?')
    binds.push(Number(price.to))
  }
  const categoryPage =
    join === '' && conditions.length === categoryConditions && categoryIds && new Set(categoryIds).size === 1
      ? (categoryIds[0] ?? null)
      : null
  if (categoryPage !== null) {
    // A plain category page is one range of category_product_index (one row per product), in price or position order.
    return {
      sql: `FROM category_product_index c JOIN product p ON p.product_id = c.product_id
        JOIN product_store ps ON ps.product_id = p.product_id AND ps.store_id = ?
        WHERE c.store_id = ? AND c.category_id = ? AND p.visibility = 4`,
      binds: [ctx.store.store_id, ctx.store.store_id, categoryPage],
      categoryIds,
      hasSearch: false,
      categoryPage,
    }
  }
  return {
    sql: `FROM product p JOIN product_store ps ON ps.product_id = p.product_id AND ps.store_id = ? ${join}
      WHERE ${conditions.join(' AND ')}`,
    binds,
    categoryIds,
    hasSearch: join !== '',
    categoryPage,
  }
}

function orderBy(args: ProductsArgs, scope: SearchScope): { sql: string; binds: (string | number)[] } {
  const parts: string[] = []
  const binds: (string | number)[] = []
  const page = scope.categoryPage !== null
  const position = () => {
    // In one category, the lowest position among the filtered categories is the position in it.
    if (page) return 'c.position'
    if (!scope.categoryIds) return 'p.product_id'
    binds.push(JSON.stringify(scope.categoryIds))
    return `(SELECT MIN(cp.position) FROM category_product cp WHERE cp.product_id = p.product_id
      AND cp.category_id IN (SELECT value FROM json_each(?)))`
  }
  for (const [field, direction] of Object.entries(args.sort ?? {})) {
    if (!direction) continue
    if (field === 'name') parts.push(`ps.name_sort ${direction}, ps.name ${direction}`)
    if (field === 'price') parts.push(`${page ? 'c' : 'p'}.index_price ${direction}`)
    if (field === 'position') parts.push(`${position()} ${direction}`)
    // bm25 is lower for better matches, so DESC relevance is ascending score.
    if (field === 'relevance' && scope.hasSearch) parts.push(`h.score ${direction === 'DESC' ? 'ASC' : 'DESC'}`)
  }
  if (parts.length === 0) parts.push(scope.hasSearch ? 'h.score ASC' : `${position()} ASC`)
  return { sql: `ORDER BY ${parts.join(', ')}, ${page ? 'c' : 'p'}.product_id ASC`, binds }
}

export async function searchProducts(
  ctx: Context,
  rawArgs: Record<string, unknown>,
  withFacets = false,
): Promise<ProductsSource> {
  const args = ProductsArgsSchema.parse(rawArgs)
  const { pageSize, currentPage } = args
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.')
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.')
  if (!args.search?.trim() && !args.filter) throw inputError("'search' or 'filter' input argument is required.")
  return listProducts(ctx, args, withFacets)
}

// One D1 batch: the page of ids and the statistics (the total, plus the aggregation counts when asked for).
export async function listProducts(ctx: Context, args: ProductsArgs, withFacets = false): Promise<ProductsSource> {
  const { pageSize, currentPage } = args
  const scope = await buildScope(ctx, args)
  const order = orderBy(args, scope)
  const offset = (currentPage - 1) * pageSize
  // The aggregations need the category tree and the option labels: loaded (memoised) alongside the page, not after.
  const prefetch = withFacets ? [ctx.catalog.categoryTree(), ctx.catalog.attributeOptions()] : []
  let ids: number[]
  let facets: FacetRow[]
  if (scope.hasSearch) {
    const [rows] = await Promise.all([
      searchStatement(ctx, scope, order, { offset, size: pageSize }, withFacets).all<FacetRow>(),
      ...prefetch,
    ])
    ids = rows.results
      .filter((row) => row.code === 'page')
      .sort((a, b) => a.n - b.n)
      .flatMap((row) => (row.key === null ? [] : [row.key]))
    facets = rows.results.filter((row) => row.code !== 'page')
  } else {
    const [[page, stats]] = await Promise.all([
      ctx.db.batch<{ product_id: number } & FacetRow>([
        ctx.db
          .prepare(`SELECT p.product_id ${scope.sql} ${order.sql} LIMIT ? OFFSET ?`)
          .bind(...scope.binds, ...order.binds, pageSize, offset),
        statisticsStatement(ctx, scope, withFacets),
      ]),
      ...prefetch,
    ])
    ids = (page?.results ?? []).map((row) => row.product_id)
    facets = stats?.results ?? []
  }
  const total = facets.find((row) => row.code === 'total')?.n ?? 0
  const totalPages = Math.ceil(total / pageSize)
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`)
  }
  return {
    ids,
    total,
    pageSize,
    currentPage,
    scope,
    facets: withFacets ? facets : null,
  }
}
