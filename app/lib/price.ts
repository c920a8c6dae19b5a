/** Money as the shop shows it: in the store's locale, in the answer's currency (EUR in every store). */
export function formatMoney(value: number | null | undefined, currency: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'EUR' }).format(value)
}

/** Spec §5: discount percentage = 100 − round(final / regular × 100); 0 without a real discount. */
export function discountPercentage(regular: number | null | undefined, final: number | null | undefined): number {
  if (!regular || final === null || final === undefined || final >= regular || regular <= 0) return 0
  return 100 - Math.round((final / regular) * 100)
}
