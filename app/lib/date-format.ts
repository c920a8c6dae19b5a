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
