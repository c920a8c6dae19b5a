/** Money as the shop shows it: in the store's locale, in the answer's currency (EUR in every store). */
export function formatMoney(
  value: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return moneyFormat(locale, currency ?? 'EUR').format(value)
}

/**
 * Building a number format loads locale data and is far dearer than using one: a cart or a listing formats dozens
 * of prices in a handful of locale and currency pairs, so each pair's format is built once and kept (it holds no
 * state between calls). The pairs come from the stores' locales and the backend's currency codes: a few.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>()

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    moneyFormats.set(key, format)
  }
  return format
}

/** Spec §5: discount percentage = 100 − round(final / regular × 100); 0 without a real discount. */
export function discountPercentage(regular: number | null | undefined, final: number | null | undefined): number {
  if (!regular || final === null || final === undefined || final >= regular || regular <= 0) return 0
  return 100 - Math.round((final / regular) * 100)
}
