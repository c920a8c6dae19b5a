import { ORDER_NUMBER_PATTERN, streetDisplayLines } from '../checkout'
import { formatMagentoDate } from '../date-format'

/** Order history rules: paging, the order number of the URL, dates and addresses for display. */

export const ORDERS_PAGE_SIZE = 10

/** `?page=` of the history: a positive whole number; anything else is the first page (no zod: read in the browser). */
export function parseOrdersPage(raw: string | null): number {
  const page = Number(raw ?? undefined)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** The order number from the URL, or undefined (then the page is a 404 without asking the backend). */
export function parseOrderNumber(raw: string | undefined): string | undefined {
  return raw !== undefined && ORDER_NUMBER_PATTERN.test(raw) ? raw : undefined
}

/** Magento's dates are `YYYY-MM-DD HH:MM:SS` in UTC; shown as a date in the store's locale, or as given. */
export function formatOrderDate(value: string | null | undefined, locale: string): string {
  return value ? formatMagentoDate(value, locale, 'long') : ''
}

export type OrderAddressLike = {
  firstname: string
  lastname: string
  street: readonly (string | null)[]
  city: string
  postcode: string | null
  region: string | null
  country_code: string | null
  telephone: string | null
}

/** An order's address as lines of text (street and house number on one line, spec §3's list read back). */
export function orderAddressLines(
  address: OrderAddressLike | null | undefined,
  countryName: (code: string) => string,
): string[] {
  if (!address) return []
  return [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    ...streetDisplayLines(address.street),
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region ?? '',
    address.country_code ? countryName(address.country_code) : '',
    address.telephone ?? '',
  ].filter(Boolean)
}
