import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '~graphql/generated'
import { formatMoney } from './price'
import { searchTerm } from './search-term'
import { STORES, type StoreCode } from './stores'

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
/** Names for a filter the backend's answer has no aggregation for (a choice that left no products, say). */
export const FILTER_LABELS: Record<FilterCode, string> = {
  price: 'Price',
  category_uid: 'Category',
  color: 'Color',
  size: 'Size',
  brand: 'Brand',
}

/** How a chosen option value's name is looked up in `Listing.optionLabels`. */
export const optionLabelKey = (code: string, value: string) => `${code}=${value}`

export function isFilterCode(code: string): code is FilterCode {
  return (FILTER_CODES as readonly string[]).includes(code)
}

const VALUE = /^[A-Za-z0-9_.*=+/-]{1,64}$/
const MAX_VALUES = 20

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
  const term = searchTerm(search.get('term'))
  const filters: ListingParams['filters'] = {}
  for (const code of FILTER_CODES) {
    const values = search
      .getAll(code)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      // A price value that bounds nothing is no filter, so it gets no tag either.
      .filter((value) => VALUE.test(value) && (code !== 'price' || priceBounds(value) !== undefined))
    const unique = [...new Set(values)].slice(0, MAX_VALUES)
    if (unique.length > 0) filters[code] = unique
  }
  return { page, sort, term, itemsPerPage, filters }
}

/**
 * A category filter value as Magento takes it: its `category_uid` is strict base64 of a numeric id, and anything
 * else ('3', 'abc', a value cut short) makes it refuse the whole listing ("Value of uid … is incorrect").
 */
export function isCategoryUid(value: string): boolean {
  try {
    const decoded = atob(value)
    return /^\d{1,10}$/.test(decoded) && btoa(decoded) === value
  } catch {
    return false
  }
}

/**
 * Magento 2.4.5 to 2.4.7 name the category aggregation `category_uid` but give each option's value as the numeric
 * category id (magento/magento2#36363): the filter is sent back as a uid, so ids become uids here.
 */
export function toCategoryUidValue(value: string): string {
  return /^\d{1,10}$/.test(value) ? btoa(value) : value
}

/** Spec §5: one value uses equals, several an in-list; price is a range (priceRange). */
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

export type PriceBounds = { from?: number; to?: number }

const PRICE = /^-?\d{1,12}(?:\.\d{1,4})?$/

/**
 * One price value, `from_to` (a bare number is both). A missing or non-numeric bound is open ('10_' is 10 or more,
 * '_20' up to 20, 'Infinity_1' up to 1); bounds in the wrong order are swapped; prices are never below 0. A value
 * with no bound at all filters nothing: undefined.
 */
function priceBounds(value: string): PriceBounds | undefined {
  const parts = value.split('_')
  const [low, high] = [parts[0], parts.at(-1)].map((part) =>
    part !== undefined && PRICE.test(part) ? Math.max(0, Number(part)) : undefined,
  )
  if (low === undefined && high === undefined) return undefined
  if (low === undefined || high === undefined) return low === undefined ? { to: high } : { from: low }
  return { from: Math.min(low, high), to: Math.max(low, high) }
}

/**
 * Spec §5: the range runs from the minimum to the maximum of the values ('10_20,20_30' → 10…30); a value open on one
 * side opens the range on that side. The backend (Magento's FilterRangeTypeInput) takes `from` and `to` as numbers
 * in strings, either left out: only those are sent, and no range at all when nothing bounds it.
 */
export function priceRange(values: readonly string[]): { from?: string; to?: string } | undefined {
  const ranges = values.flatMap((value) => priceBounds(value) ?? [])
  if (ranges.length === 0) return undefined
  const froms = ranges.map((range) => range.from)
  const tos = ranges.map((range) => range.to)
  const from = froms.every((bound) => bound !== undefined) ? Math.min(...froms) : undefined
  const to = tos.every((bound) => bound !== undefined) ? Math.max(...tos) : undefined
  if (from === undefined && to === undefined) return undefined
  return { ...(from === undefined ? {} : { from: String(from) }), ...(to === undefined ? {} : { to: String(to) }) }
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

/**
 * The URL after one filter value is ticked or unticked: the current URL with that change, never the form's fields,
 * which may still hold a state the address has since left (Back, a removed tag, Clear all).
 */
export function filterToggleHref(
  pathname: string,
  current: URLSearchParams,
  code: FilterCode,
  value: string,
  on: boolean,
): string {
  const selected = parseListingParams(current).filters[code] ?? []
  const next = on ? [...new Set([...selected, value])] : selected.filter((other) => other !== value)
  return listingHref(pathname, current, { [code]: next })
}

/**
 * The words on an active filter's tag: the option's own label when the listing has it, else a price range in the
 * store's money, as the price filter's options say it (a filter that found nothing has no options to name it), or the
 * value; a category the listing does not name shows the filter's name alone, never its uid.
 */
export function activeFilterText(
  filterLabel: string,
  code: FilterCode,
  value: string,
  known: string | undefined,
  store: StoreCode,
): string {
  const bounds = code === 'price' ? priceBounds(value) : undefined
  const text = known ?? (bounds ? priceRangeText(bounds, store) : code === 'category_uid' ? undefined : value)
  return text ? `${filterLabel}: ${text}` : filterLabel
}

/** A price range in the store's money: "€20.00 – €40.00", "up to 20,00 €", "€100.00 and above". */
export function priceRangeText({ from, to }: PriceBounds, store: StoreCode): string {
  const { iso, defaultCurrency } = STORES[store]
  const money = (value: number) => formatMoney(value, defaultCurrency, iso)
  if (from !== undefined && to !== undefined) return from === to ? money(from) : `${money(from)} – ${money(to)}`
  return from !== undefined ? `${money(from)} and above` : `up to ${money(to ?? 0)}`
}
