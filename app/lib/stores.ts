/** The four country stores (spec §1, §9). Every route carries one of these codes as its first segment. */
export const STORE_CODES = ['de_et', 'fr_et', 'nl_et', 'us_et'] as const
export type StoreCode = (typeof STORE_CODES)[number]

export const DEFAULT_STORE: StoreCode = 'us_et'
export const DEFAULT_CURRENCY = 'EUR'
export const DEFAULT_COUNTRY = 'NL'

export type StoreLocale = {
  code: StoreCode
  /** BCP 47 tag used for number, date and currency formatting. */
  iso: string
  defaultCurrency: string
  /** Content-service language; undefined means the space's default language (English). */
  contentLanguage: string | undefined
  label: string
}

export const STORES: Record<StoreCode, StoreLocale> = {
  de_et: { code: 'de_et', iso: 'de-DE', defaultCurrency: 'EUR', contentLanguage: 'de', label: 'Deutschland' },
  fr_et: { code: 'fr_et', iso: 'fr-FR', defaultCurrency: 'EUR', contentLanguage: 'fr', label: 'France' },
  nl_et: { code: 'nl_et', iso: 'nl-NL', defaultCurrency: 'EUR', contentLanguage: 'nl', label: 'Nederland' },
  us_et: { code: 'us_et', iso: 'en-US', defaultCurrency: 'EUR', contentLanguage: 'en', label: 'International' },
}

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value)
}

/** Maps a store or language hint ('nl' included, spec §7) to a store code, or undefined. */
export function toStoreCode(value: string | null | undefined): StoreCode | undefined {
  if (!value) return undefined
  if (isStoreCode(value)) return value
  const byLanguage: Record<string, StoreCode> = { nl: 'nl_et', de: 'de_et', fr: 'fr_et', en: 'us_et' }
  return byLanguage[value]
}

/**
 * The store code a path starts with. React Router's data requests add `.data` (`/us_et.data` for a store's home,
 * `/us_et/hair.html.data`), so the suffix is ignored.
 */
export function storeFromPath(pathname: string): StoreCode | undefined {
  const first = pathname.replace(/\.data$/, '').split('/')[1]
  return isStoreCode(first) ? first : undefined
}

export function isDataRequestPath(pathname: string): boolean {
  return pathname.endsWith('.data')
}
