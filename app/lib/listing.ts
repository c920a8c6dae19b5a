import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '~graphql/generated'

/** Spec §9: page sizes, default 12, default page 1. */
export const PAGE_SIZES = [12, 24, 36, 48, 60] as const
export const DEFAULT_PAGE_SIZE = 12
/** A guard against absurd page numbers before the backend is asked. */
export const MAX_PAGE = 10_000

/** Spec §9: the five sort options and their exact labels; '' is the default (the backend's own order). */
export const SORT_OPTIONS = [
  { value: '', label: 'Sort: Default' },
  { value: 'name_ASC', label: 'Sort: Name A-Z' },
  { value: 'name_DESC', label: 'Sort: Name Z-A' },
  { value: 'price_ASC', label: 'Sort: Price from low to high' },
  { value: 'price_DESC', label: 'Sort: Price from high to low' },
] as const
export type SortValue = (typeof SORT_OPTIONS)[number]['value']

/** The filters a listing accepts as query parameters: the backend's filterable attributes. */
export const FILTER_CODES = ['price', 'category_uid', 'color', 'size', 'brand'] as const
export type FilterCode = (typeof FILTER_CODES)[number]

const VALUE = /^[A-Za-z0-9_.*=+/-]{1,64}$/
const MAX_VALUES = 20
const MAX_TERM = 128

export type ListingParams = {
  page: number
  sort: SortValue
  term: string
  itemsPerPage: number
  filters: Partial<Record<FilterCode, string[]>>
}

/** Reads the listing's state from the URL; anything unknown or malformed falls back to the defaults. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const pageNumber = Number.parseInt(search.get('page') ?? '', 10)
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1
  const sortParam = search.get('sort') ?? ''
  const sort = SORT_OPTIONS.find((option) => option.value === sortParam)?.value ?? ''
  const size = Number(search.get('itemsPerPage'))
  const itemsPerPage = PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE
  const term = (search.get('term') ?? '').trim().slice(0, MAX_TERM)
  const filters: ListingParams['filters'] = {}
  for (const code of FILTER_CODES) {
    const values = search
      .getAll(code)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => VALUE.test(value))
    const unique = [...new Set(values)].slice(0, MAX_VALUES)
    if (unique.length > 0) filters[code] = unique
  }
  return { page, sort, term, itemsPerPage, filters }
}

/**
 * Spec §5: one value uses equals, several an in-list; the price range runs from the minimum to the maximum of the
 * underscore-separated bucket values ('10_20,20_30' → 10…30; '*' is open).
 */
export function toProductFilter(filters: ListingParams['filters'], categoryUid?: string): ProductAttributeFilterInput {
  const filter: ProductAttributeFilterInput = {}
  const equalities: Record<string, { eq: string } | { in: string[] }> = {}
  for (const [code, values] of Object.entries(filters)) {
    if (!values?.length) continue
    if (code === 'price') {
      const range = priceRange(values)
      if (range) filter.price = range
      continue
    }
    equalities[code] = values.length === 1 && values[0] !== undefined ? { eq: values[0] } : { in: values }
  }
  Object.assign(filter, equalities)
  if (categoryUid) filter.category_uid = { eq: categoryUid }
  return filter
}

export function priceRange(values: readonly string[]): { from?: string; to?: string } | undefined {
  const bounds = values.flatMap((value) => value.split('_'))
  const numbers = bounds
    .filter((bound) => bound !== '*' && bound !== '')
    .map(Number)
    .filter(Number.isFinite)
  if (numbers.length === 0) return undefined
  const openBelow = values.some((value) => value.startsWith('*'))
  const openAbove = values.some((value) => value.endsWith('*'))
  return {
    ...(openBelow ? {} : { from: String(Math.min(...numbers)) }),
    ...(openAbove ? {} : { to: String(Math.max(...numbers)) }),
  }
}

export function toSort(sort: SortValue, term: string): ProductAttributeSortInput | undefined {
  if (!sort) return term ? { relevance: 'DESC' } : undefined
  const [field, direction] = sort.split('_') as ['name' | 'price', 'ASC' | 'DESC']
  return { [field]: direction }
}

/** The URL of a listing state change: every listing is linkable; a change of filters or size starts at page 1. */
export function listingHref(
  pathname: string,
  current: URLSearchParams,
  changes: Record<string, string | string[] | null>,
): string {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key)
    if (value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) if (item !== '') next.append(key, item)
  }
  if (!('page' in changes)) next.delete('page')
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}
