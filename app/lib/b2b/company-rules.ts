import { STORE_COUNTRY as STORE_COUNTRIES } from '../store-country'
import type { StoreCode } from '../stores'

/**
 * A business customer's company data is checked against the shapes of the countries the shop's stores serve:
 * de_et Germany, fr_et France, nl_et the Netherlands; us_et ("International") sells from the Netherlands (spec
 * §1: country NL). The store's own country is the first guess (and its examples are shown), but a Dutch salon
 * registering in the German store is still a Dutch salon: see `companyValue`. Belgium, which no store is named after,
 * is served from the Dutch and French stores (the academy trains in Antwerp), so Belgian salons register too.
 */
export type CompanyCountry = 'NL' | 'DE' | 'FR' | 'BE'

export const STORE_COUNTRY: Record<StoreCode, CompanyCountry> = STORE_COUNTRIES

type CountryRules = {
  vat: RegExp
  vatExample: string
  registry: RegExp
  registryLabel: string
  registryExample: string
  postcode: RegExp
  postcodeExample: string
}

export const COUNTRY_RULES: Record<CompanyCountry, CountryRules> = {
  // btw-id: NL + 9 digits + B + 2 digits; KvK: 8 digits; postcode 1234 AB.
  NL: {
    vat: /^NL\d{9}B\d{2}$/,
    vatExample: 'NL123456789B01',
    registry: /^\d{8}$/,
    registryLabel: 'KvK',
    registryExample: '12345678',
    postcode: /^[1-9]\d{3} ?[A-Z]{2}$/,
    postcodeExample: '1017 GC',
  },
  // USt-IdNr.: DE + 9 digits; Handelsregister: HRA/HRB/GnR/PR/VR and a number; PLZ 5 digits.
  DE: {
    vat: /^DE\d{9}$/,
    vatExample: 'DE123456789',
    registry: /^(HRA|HRB|GNR|PR|VR) ?\d{1,6} ?[A-Z]?$/,
    registryLabel: 'Handelsregister',
    registryExample: 'HRB 123456',
    postcode: /^\d{5}$/,
    postcodeExample: '10115',
  },
  // TVA: FR + 2 key characters + the 9-digit SIREN; SIREN (9) or SIRET (14 digits); code postal 5 digits.
  FR: {
    vat: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
    vatExample: 'FR12345678901',
    registry: /^(\d{9}|\d{14})$/,
    registryLabel: 'SIREN/SIRET',
    registryExample: '123456789',
    postcode: /^\d{5}$/,
    postcodeExample: '75001',
  },
  // BTW/TVA: BE + the 10-digit enterprise number (0 or 1 first); KBO/BCE: that number; postcode 4 digits.
  BE: {
    vat: /^BE[01]\d{9}$/,
    vatExample: 'BE0123456789',
    registry: /^[01]\d{9}$/,
    registryLabel: 'KBO/BCE',
    registryExample: '0123.456.789',
    postcode: /^[1-9]\d{3}$/,
    postcodeExample: '2000',
  },
}

/** Spaces, dots and dashes are how people write these numbers; the country prefix may be left out. */
export function normalizeVat(value: string, country: CompanyCountry): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase()
  return /^[A-Z]{2}/.test(compact) ? compact : `${country}${compact}`
}

export function normalizeRegistry(value: string, country: CompanyCountry): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, ' ')
  return country === 'DE' ? upper : upper.replace(/[\s.]/g, '')
}

export function normalizePostcode(value: string, country: CompanyCountry): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, '')
  return country === 'NL' && upper.length === 6 ? `${upper.slice(0, 4)} ${upper.slice(4)}` : upper
}

/** A website as people type it ("salon.nl"): https is assumed; only http(s) with a dotted host name is accepted. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname) || url.username || url.password) return null
    return url.href.length <= 255 ? url.href : null
  } catch {
    return null
  }
}

/**
 * A company number in the first shape it fits: a VAT number in the country its prefix names (without a prefix,
 * the store's); a registry number or zip code in the store's country's shape, else another served country's.
 * Null when it fits none.
 */
export function companyValue(
  kind: 'vat' | 'registry' | 'postcode',
  value: string,
  storeCountry: CompanyCountry,
): string | null {
  if (kind === 'vat') {
    // normalizeVat keeps a prefix the number already has: that prefix then names the country to check against.
    const vat = normalizeVat(value, storeCountry)
    const country = COMPANY_COUNTRIES.find((candidate) => vat.startsWith(candidate)) ?? storeCountry
    return COUNTRY_RULES[country].vat.test(vat) ? vat : null
  }
  const normalize = kind === 'registry' ? normalizeRegistry : normalizePostcode
  for (const country of [storeCountry, ...COMPANY_COUNTRIES.filter((other) => other !== storeCountry)]) {
    const normalized = normalize(value, country)
    if (COUNTRY_RULES[country][kind].test(normalized)) return normalized
  }
  return null
}

const COMPANY_COUNTRIES: readonly CompanyCountry[] = ['NL', 'DE', 'FR', 'BE']

/** The country a normalised VAT number names by its prefix (NL…, DE…), or the store's for a number without one. */
export function vatCountry(vat: string, storeCountry: CompanyCountry): CompanyCountry {
  return COMPANY_COUNTRIES.find((candidate) => vat.startsWith(candidate)) ?? storeCountry
}

/** `value` in the shape `country` writes a registry number or a postcode in (normalised), or null. */
export function fitsCountry(kind: 'registry' | 'postcode', value: string, country: CompanyCountry): string | null {
  const normalized = (kind === 'registry' ? normalizeRegistry : normalizePostcode)(value, country)
  return COUNTRY_RULES[country][kind].test(normalized) ? normalized : null
}
