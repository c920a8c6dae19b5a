// The four country stores, countries and US regions.
import { insertRows } from './sql.ts'

// Store ids double as the index into every translation tuple: [us_et, de_et, fr_et, nl_et].
export const STORES = [
  { id: 1, code: 'us_et', name: 'Estelle Tijs International', locale: 'en_US', title: 'Estelle Tijs' },
  { id: 2, code: 'de_et', name: 'Estelle Tijs Deutschland', locale: 'de_DE', title: 'Estelle Tijs Deutschland' },
  { id: 3, code: 'fr_et', name: 'Estelle Tijs France', locale: 'fr_FR', title: 'Estelle Tijs France' },
  { id: 4, code: 'nl_et', name: 'Estelle Tijs Nederland', locale: 'nl_NL', title: 'Estelle Tijs Nederland' },
] as const

export type Translation = readonly [en: string, de: string, fr: string, nl: string]

export const ROOT_CATEGORY_ID = 2

export function storeStatements(): string[] {
  const stores = insertRows(
    'store',
    [
      'store_id',
      'code',
      'name',
      'locale',
      'default_title',
      'header_logo_src',
      'logo_alt',
      'is_default',
      'sort_order',
      'root_category_id',
      'account_confirmation',
      'newsletter_confirmation',
    ],
    // de_et asks new customers and newsletter subscribers to confirm by e-mail (double opt-in, as German shops do).
    STORES.map((store, index) => [
      store.id,
      store.code,
      store.name,
      store.locale,
      store.title,
      'logo/et-logo.svg',
      `${store.name} logo`,
      store.code === 'us_et' ? 1 : 0,
      index,
      ROOT_CATEGORY_ID,
      store.code === 'de_et' ? 1 : 0,
      store.code === 'de_et' ? 1 : 0,
    ]),
  )
  const countries: [string, string, Translation][] = [
    ['NL', 'NLD', ['Netherlands', 'Niederlande', 'Pays-Bas', 'Nederland']],
    ['DE', 'DEU', ['Germany', 'Deutschland', 'Allemagne', 'Duitsland']],
    ['FR', 'FRA', ['France', 'Frankreich', 'France', 'Frankrijk']],
    ['BE', 'BEL', ['Belgium', 'Belgien', 'Belgique', 'België']],
    ['LU', 'LUX', ['Luxembourg', 'Luxemburg', 'Luxembourg', 'Luxemburg']],
    ['AT', 'AUT', ['Austria', 'Österreich', 'Autriche', 'Oostenrijk']],
    ['GB', 'GBR', ['United Kingdom', 'Vereinigtes Königreich', 'Royaume-Uni', 'Verenigd Koninkrijk']],
    ['US', 'USA', ['United States', 'Vereinigte Staaten', 'États-Unis', 'Verenigde Staten']],
  ]
  const countryRows = countries.map(([id, iso3, names]) => [
    id,
    iso3,
    names[0],
    JSON.stringify(Object.fromEntries(STORES.map((store, index) => [store.locale, names[index]]))),
  ])
  const usRegions: [string, string][] = [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['IL', 'Illinois'],
    ['MA', 'Massachusetts'],
    ['NY', 'New York'],
    ['OR', 'Oregon'],
    ['TX', 'Texas'],
    ['WA', 'Washington'],
  ]
  return [
    ...stores,
    ...insertRows('country', ['country_id', 'iso3', 'name_en', 'names_json'], countryRows),
    ...insertRows(
      'region',
      ['region_id', 'country_id', 'code', 'name'],
      usRegions.map(([code, name], index) => [index + 1, 'US', code, name]),
    ),
  ]
}
