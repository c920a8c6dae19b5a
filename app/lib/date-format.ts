/**
 * A date format of a locale, built once and kept, as the money formats are (price.ts): building an Intl format loads
 * the locale's data, and the order history built one for every row. A format holds no state between calls; the
 * locales are the stores' own, a handful. Dates are Magento's, in UTC.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

export function utcDateFormat(locale: string, dateStyle: 'medium' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}|${dateStyle}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format
}

/**
 * A date as Magento gives it (`YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` in UTC) in the store's words; anything that is
 * not a date comes back as it was.
 */
export function formatMagentoDate(value: string, locale: string, dateStyle: 'medium' | 'long'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(date.getTime()) ? value : utcDateFormat(locale, dateStyle).format(date)
}
