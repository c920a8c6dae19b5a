import { data, redirect } from 'react-router'
import {
  CategoryPageDocument,
  type CategoryPageQuery,
  FilterOptionLabelsDocument,
  ListingFacetsDocument,
  ProductListingDocument,
  type ProductListingQuery,
} from '~graphql/generated'
import { type CardProduct, toCardProduct } from './card-product'
import { CommerceError } from './commerce.server'
import type { StoreCode } from './stores'
import type { RequestServices } from './context.server'
import { KvCache, keyDigest } from './kv-cache.server'
import { loadTopCategoryUids } from './layout.server'
import {
  FILTER_CODES,
  type FilterCode,
  type ListingParams,
  isCategoryUid,
  optionLabelKey,
  parseListingParams,
  priceRangeText,
  toCategoryUidValue,
  toProductFilter,
  toSort,
} from './listing'

type ListingAnswer = NonNullable<ProductListingQuery['products']>
type Aggregation = NonNullable<NonNullable<ListingAnswer['aggregations']>[number]>
/**
 * A listing as the page sends it: the backend's answer with each product shaped for its card, and the names of the
 * categories it is filtered by (the category aggregation lists only the categories below them).
 */
export type Listing = Omit<ListingAnswer, 'items'> & {
  items: CardProduct[]
  categoryNames: Record<string, string>
  /** Names of chosen option values the aggregations no longer offer, by `code=value` (optionLabelKey). */
  optionLabels: Record<string, string>
}
export type Category = NonNullable<NonNullable<NonNullable<CategoryPageQuery['categories']>['items']>[number]>

const PAGE_OVERFLOW = /greater than the (\d+) page/
/** Each category name is a read of its own: a filter by more categories than this names the rest only "Category". */
const MAX_NAMED_CATEGORIES = 5

/**
 * The listing's state from its address, as the loaders read it: a category filter value Magento would refuse (not a
 * uid) is left out rather than failing the page.
 */
export function readListingParams(search: URLSearchParams): ListingParams {
  const params = parseListingParams(search)
  const filters = { ...params.filters }
  const categories = filters.category_uid?.filter(isCategoryUid) ?? []
  if (categories.length > 0) filters.category_uid = categories
  else delete filters.category_uid
  return { ...params, filters }
}

/**
 * Products of a category or a search. A category's own listing is cached briefly (prices and stock move). A search
 * or a filtered listing is kept only in the isolate's memory: every term and every filter value in an address
 * would otherwise be another KV entry (a loop of made-up values would be a KV write each). A page past the end
 * redirects to the last page.
 *
 * A filter with chosen values offers its options as if it were not chosen (the other filters and the term still
 * apply), so a second value of it can be added: several values are an in-list match (spec §5).
 */
export async function loadListing(
  services: RequestServices,
  params: ListingParams,
  currentHref: string,
  categoryUid?: string,
): Promise<Listing> {
  const variables = {
    search: params.term || undefined,
    filter: toProductFilter(params.filters, categoryUid),
    pageSize: params.itemsPerPage,
    currentPage: params.page,
    sort: toSort(params.sort, params.term),
  }
  // A category page's own category replaces any category filter: it is not a choice.
  const chosen = FILTER_CODES.filter(
    (code) => (params.filters[code]?.length ?? 0) > 0 && !(categoryUid && code === 'category_uid'),
  )
  const run = () => services.catalogue.query(ProductListingDocument, variables, { get: true })
  try {
    const key = KvCache.key(services.store, 'listing', await keyDigest(JSON.stringify(variables)))
    const [result, categoryNames, ownFacets, topCategories] = await Promise.all([
      services.cache.get(key, params.term || chosen.length > 0 ? 'search' : 'short', run),
      categoryUid ? {} : loadCategoryNames(services, params.filters.category_uid ?? []),
      Promise.all(chosen.map((code) => loadOwnFacet(services, params, chosen, code, categoryUid))),
      // A category page shows no category filter; a search offers the store's top-level categories.
      categoryUid ? null : loadTopCategoryUids(services).catch(() => null),
    ])
    if (!result.products) throw data(null, { status: 404 })
    const totalPages = result.products.page_info?.total_pages ?? 1
    if (params.page > Math.max(1, totalPages)) throw redirect(pageHref(currentHref, Math.max(1, totalPages)))
    const aggregations = withMoneyLabels(
      withCategoryUids(withOwnFacets(result.products.aggregations, ownFacets), topCategories),
      services.store,
    )
    const optionLabels = await loadMissingOptionLabels(services, params, aggregations)
    return { ...shapeListing({ ...result.products, aggregations }), categoryNames, optionLabels }
  } catch (error) {
    const last = error instanceof CommerceError ? PAGE_OVERFLOW.exec(error.firstMessage)?.[1] : undefined
    if (last) throw redirect(pageHref(currentHref, Number(last)))
    throw error
  }
}

/**
 * The options of chosen filter `code`: the listing's aggregation for it without its own values. Cached like the
 * listing (in KV only when nothing else narrows it: then it is the category's or the shop's own, one per page). A
 * failure leaves the listing's own aggregation in place.
 */
async function loadOwnFacet(
  services: RequestServices,
  params: ListingParams,
  chosen: readonly FilterCode[],
  code: FilterCode,
  categoryUid: string | undefined,
): Promise<Aggregation | null> {
  const variables = {
    search: params.term || undefined,
    filter: toProductFilter({ ...params.filters, [code]: undefined }, categoryUid),
  }
  try {
    const key = KvCache.key(services.store, 'facets', await keyDigest(JSON.stringify(variables)))
    const narrowed = Boolean(params.term) || chosen.length > 1
    const answer = await services.cache.get(key, narrowed ? 'search' : 'short', () =>
      services.catalogue.query(ListingFacetsDocument, variables, { get: true }),
    )
    return answer.products?.aggregations?.find((aggregation) => aggregation?.attribute_code === code) ?? null
  } catch (error) {
    console.warn('listing: facet options unavailable', code, error instanceof Error ? error.message : error)
    return null
  }
}

/**
 * The price filter's options in the store's money (Magento labels its buckets `20-40`, `100-*`): "€20.00 – €40.00"
 * in us_et, "20,00 € – 40,00 €" in de_et, as the prices beside them; the active filter's tag takes the same words.
 */
export function withMoneyLabels(
  aggregations: ListingAnswer['aggregations'],
  store: StoreCode,
): ListingAnswer['aggregations'] {
  return (aggregations ?? []).map((aggregation) =>
    aggregation?.attribute_code === 'price'
      ? {
          ...aggregation,
          options: (aggregation.options ?? []).map((option) => {
            const [, from, to] = /^(\d+(?:\.\d+)?|\*)-(\d+(?:\.\d+)?|\*)$/.exec(option?.label ?? '') ?? []
            if (!option || !from || !to || (from === '*' && to === '*')) return option
            const bound = (value: string) => (value === '*' ? undefined : Number(value))
            return { ...option, label: priceRangeText({ from: bound(from), to: bound(to) }, store) }
          }),
        }
      : aggregation,
  )
}

/**
 * The category filter's options as uids (lib/listing.ts toCategoryUidValue) and, given the store's top-level
 * categories, only those: without a category filter Magento counts every category a product is in, at every depth,
 * and Hair beside its own Shampoo would offer overlapping counts.
 */
export function withCategoryUids(
  aggregations: ListingAnswer['aggregations'],
  topCategories: ReadonlySet<string> | null,
): NonNullable<ListingAnswer['aggregations']> {
  return (aggregations ?? []).map((aggregation) => {
    if (aggregation?.attribute_code !== 'category_uid') return aggregation
    const options = (aggregation.options ?? []).flatMap((option) => {
      if (!option) return []
      const value = toCategoryUidValue(option.value)
      return !topCategories || topCategories.has(value) ? [{ ...option, value }] : []
    })
    return { ...aggregation, options, count: options.length }
  })
}

/** The listing's aggregations with each chosen filter's own options in place (added when the listing has none). */
function withOwnFacets(
  aggregations: ListingAnswer['aggregations'],
  ownFacets: readonly (Aggregation | null)[],
): ListingAnswer['aggregations'] {
  const own = new Map(ownFacets.flatMap((facet) => (facet ? [[facet.attribute_code, facet] as const] : [])))
  if (own.size === 0) return aggregations
  const merged = (aggregations ?? []).map((aggregation) =>
    aggregation && own.has(aggregation.attribute_code)
      ? (own.get(aggregation.attribute_code) ?? aggregation)
      : aggregation,
  )
  const present = new Set(merged.map((aggregation) => aggregation?.attribute_code))
  for (const facet of own.values()) if (!present.has(facet.attribute_code)) merged.push(facet)
  return merged.sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
}

function shapeListing({ items, ...rest }: ListingAnswer): Omit<Listing, 'categoryNames' | 'optionLabels'> {
  return { ...rest, items: (items ?? []).flatMap((item) => (item ? [toCardProduct(item)] : [])) }
}

const OPTION_CODES = ['color', 'size', 'brand'] as const

/**
 * A chosen color, size or brand that left no products has no option in the answer's aggregations, so its tag would
 * show the bare option id: its name comes from the attribute's options (one cached read per store, and only then).
 */
async function loadMissingOptionLabels(
  services: RequestServices,
  params: ListingParams,
  aggregations: ListingAnswer['aggregations'],
): Promise<Record<string, string>> {
  const offered = new Set(
    (aggregations ?? []).flatMap((aggregation) =>
      (aggregation?.options ?? []).flatMap((option) =>
        option ? [optionLabelKey(aggregation?.attribute_code ?? '', option.value)] : [],
      ),
    ),
  )
  const missing = OPTION_CODES.flatMap((code) =>
    (params.filters[code] ?? []).map((value) => optionLabelKey(code, value)).filter((key) => !offered.has(key)),
  )
  if (missing.length === 0) return {}
  try {
    const answer = await services.cache.get(KvCache.key(services.store, 'filter-option-labels'), 'long', () =>
      services.catalogue.query(FilterOptionLabelsDocument, {}, { get: true }),
    )
    const labels = new Map(
      answer.customAttributeMetadataV2.items.flatMap((attribute) =>
        (attribute?.options ?? []).flatMap((option) =>
          option ? [[optionLabelKey(attribute?.code ?? '', option.value), option.label] as const] : [],
        ),
      ),
    )
    return Object.fromEntries(missing.flatMap((key) => (labels.has(key) ? [[key, labels.get(key) ?? '']] : [])))
  } catch (error) {
    console.warn('listing: filter option names unavailable', error instanceof Error ? error.message : error)
    services.degraded = true
    return {}
  }
}

/**
 * Names only label the filter's tags: a uid that names nothing leaves its tag unnamed, and so does a failed read,
 * which also keeps the page out of shared caches (`degraded`) so that the gap is not handed on.
 */
async function loadCategoryNames(services: RequestServices, uids: readonly string[]): Promise<Record<string, string>> {
  const named = await Promise.all(
    uids.slice(0, MAX_NAMED_CATEGORIES).map(async (uid) => {
      const category = await loadCategory(services, uid).catch((error: unknown) => {
        console.warn(`listing: category ${uid} unavailable`, error instanceof Error ? error.message : error)
        services.degraded = true
        return null
      })
      return category?.name ? [[uid, category.name] as const] : []
    }),
  )
  return Object.fromEntries(named.flat())
}

export async function loadCategory(services: RequestServices, uid: string): Promise<Category | null> {
  const result = await services.cache.get(
    KvCache.key(services.store, 'category', uid),
    'medium',
    () => services.catalogue.query(CategoryPageDocument, { uid }, { get: true }),
    (value) => Boolean(value.categories?.items?.[0]),
  )
  return result.categories?.items?.[0] ?? null
}

function pageHref(currentHref: string, page: number): string {
  const url = new URL(currentHref, 'http://localhost')
  if (page <= 1) url.searchParams.delete('page')
  else url.searchParams.set('page', String(page))
  return `${url.pathname}${url.search}`
}
