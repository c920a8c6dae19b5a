import { data, redirect } from 'react-router'
import {
  CategoryPageDocument,
  type CategoryPageQuery,
  FilterOptionLabelsDocument,
  ProductListingDocument,
  type ProductListingQuery,
} from '~graphql/generated'
import { type CardProduct, toCardProduct } from './card-product'
import { CommerceError } from './commerce.server'
import type { RequestServices } from './context.server'
import { KvCache } from './kv-cache.server'
import { type ListingParams, optionLabelKey, toProductFilter, toSort } from './listing'

type ListingAnswer = NonNullable<ProductListingQuery['products']>
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
 * Products of a category or a search. Category listings are cached briefly (prices and stock move); searches only
 * in the isolate's memory, since every term would be another KV entry. A page past the end redirects to the last page.
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
  const run = () => services.catalogue.query(ProductListingDocument, variables, { get: true })
  try {
    const key = KvCache.key(services.store, 'listing', await digest(JSON.stringify(variables)))
    // A category page's own category replaces any category filter, so only a search names its categories.
    const [result, categoryNames] = await Promise.all([
      services.cache.get(key, params.term ? 'search' : 'short', run),
      categoryUid ? {} : loadCategoryNames(services, params.filters.category_uid ?? []),
    ])
    if (!result.products) throw data(null, { status: 404 })
    const totalPages = result.products.page_info?.total_pages ?? 1
    if (params.page > Math.max(1, totalPages)) throw redirect(pageHref(currentHref, Math.max(1, totalPages)))
    const optionLabels = await loadMissingOptionLabels(services, params, result.products.aggregations)
    return { ...shapeListing(result.products), categoryNames, optionLabels }
  } catch (error) {
    const last = error instanceof CommerceError ? PAGE_OVERFLOW.exec(error.firstMessage)?.[1] : undefined
    if (last) throw redirect(pageHref(currentHref, Number(last)))
    throw error
  }
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

async function digest(value: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(hash).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
