/**
 * A date format of a locale, built once and kept, as the money formats are (price.ts): building an Intl format loads
 * the locale's data, and the order history built one for every row. A format holds no state between calls; the
 * locales are the stores' own, a handful. Magento's dates are calendar dates; its times are UTC instants, shown in
 * the stores' time zone (storeConfig.timezone, Europe/Amsterdam in every store).
 */
const STORE_TIME_ZONE = 'Europe/Amsterdam'

const dateFormats = new Map<string, Intl.DateTimeFormat>()

export function utcDateFormat(locale: string, dateStyle: 'medium' | 'long', timeZone = 'UTC'): Intl.DateTimeFormat {
  const key = `${locale}|${dateStyle}|${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone })
    dateFormats.set(key, format)
  }
  return format
}

/**
 * A date as Magento gives it in the store's words: `YYYY-MM-DD` as that day, `YYYY-MM-DD HH:MM:SS` (UTC) as the day it
 * was in the store (an order at 00:30 in Amsterdam is of that day, not the one before); anything that is not a date
 * comes back as it was.
 */
export function formatMagentoDate(value: string, locale: string, dateStyle: 'medium' | 'long'): string {
  const instant = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
  const date = new Date(instant ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(date.getTime())
    ? value
    : utcDateFormat(locale, dateStyle, instant ? STORE_TIME_ZONE : 'UTC').format(date)
}
