// storeConfig, availableStores, currency, countries and country.
import { z } from 'zod'
import type { Context, StoreRow } from '../graphql/context.ts'
import { noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'

// Magento's default sales/cancellation/reasons.
export const CANCELLATION_REASONS = [
  'The item(s) are no longer needed',
  'The order was placed by mistake',
  'Item(s) not arriving within the expected timeframe',
  'Found a better price elsewhere',
  'Other',
]

function storeConfig(store: StoreRow, ctx: Context) {
  return {
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    is_default_store: store.is_default === 1,
    store_group_code: 'et_group',
    store_group_name: 'Estelle Tijs',
    is_default_store_group: true,
    website_id: 1,
    website_code: 'base',
    website_name: 'Estelle Tijs',
    locale: store.locale,
    base_currency_code: store.currency,
    default_display_currency_code: store.currency,
    timezone: 'Europe/Amsterdam',
    weight_unit: 'kgs',
    default_country: store.country,
    base_url: `${ctx.origin}/`,
    base_link_url: `${ctx.origin}/`,
    secure_base_url: `${ctx.origin}/`,
    secure_base_link_url: `${ctx.origin}/`,
    base_media_url: ctx.mediaBaseUrl,
    secure_base_media_url: ctx.mediaBaseUrl,
    base_static_url: `${ctx.origin}/static/`,
    secure_base_static_url: `${ctx.origin}/static/`,
    use_store_in_url: false,
    default_title: store.default_title,
    title_prefix: '',
    title_suffix: '',
    title_separator: '-',
    default_description: `${store.name}: professional hair, body and face care and training.`,
    default_keywords: 'hair, body, face, training',
    header_logo_src: store.header_logo_src,
    logo_width: store.logo_width,
    logo_height: store.logo_height,
    logo_alt: store.logo_alt,
    welcome: 'Welcome to Estelle Tijs',
    copyright: `© ${store.name}`,
    absolute_footer: '',
    front: 'cms',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    no_route: 'cms/noroute/index',
    product_url_suffix: '.html',
    category_url_suffix: '.html',
    root_category_id: store.root_category_id,
    root_category_uid: encodeUid(store.root_category_id),
    catalog_default_sort_by: 'position',
    grid_per_page: 12,
    grid_per_page_values: '12,24,36,48,60',
    list_per_page: 12,
    list_per_page_values: '12,24,36,48,60',
    list_mode: 'grid-list',
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '1',
    minimum_password_length: '8',
    required_character_classes_number: '2',
    create_account_confirmation: store.account_confirmation === 1,
    customer_access_token_lifetime: 1,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    magento_wishlist_general_is_enabled: '1',
    newsletter_enabled: true,
    contact_enabled: true,
    order_cancellation_enabled: store.order_cancellation === 1,
    order_cancellation_reasons:
      store.order_cancellation === 1 ? CANCELLATION_REASONS.map((description) => ({ description })) : [],
    cart_expires_in_days: 30,
    cart_summary_display_quantity: 1,
    minicart_display: true,
    minicart_max_items: 10,
    max_items_in_order_summary: 10,
    countries_with_required_region: 'US',
    optional_zip_countries: '',
    display_state_if_optional: false,
    check_money_order_enabled: true,
    check_money_order_title: 'Check / Money order',
    zero_subtotal_enabled: false,
    demonotice: 0,
    show_cms_breadcrumbs: 1,
    configurable_thumbnail_source: 'parent',
    autocomplete_on_storefront: true,
  }
}

type CountryRow = { country_id: string; iso3: string; name_en: string; names_json: string }
type RegionRow = { region_id: number; country_id: string; code: string; name: string }

const NamesSchema = z.record(z.string(), z.string())

async function loadCountries(ctx: Context, id?: string) {
  const countries = await ctx.db
    .prepare(`SELECT * FROM country ${id ? 'WHERE country_id = ?' : ''} ORDER BY name_en`)
    .bind(...(id ? [id] : []))
    .all<CountryRow>()
  const regions = await ctx.db.prepare('SELECT * FROM region ORDER BY name').all<RegionRow>()
  return countries.results.map((country) => {
    const names = NamesSchema.safeParse(JSON.parse(country.names_json))
    const available = regions.results.filter((region) => region.country_id === country.country_id)
    return {
      id: country.country_id,
      two_letter_abbreviation: country.country_id,
      three_letter_abbreviation: country.iso3,
      full_name_english: country.name_en,
      full_name_locale: (names.success ? names.data[ctx.store.locale] : undefined) ?? country.name_en,
      available_regions:
        available.length > 0 ? available.map((r) => ({ id: r.region_id, code: r.code, name: r.name })) : null,
    }
  })
}

/** The countries' names by id, read once per isolate (they are seeded, never changed at run time). */
let countryNames: Promise<Map<string, CountryRow>> | undefined

function countryRows(ctx: Context): Promise<Map<string, CountryRow>> {
  countryNames ??= ctx.db
    .prepare('SELECT * FROM country')
    .all<CountryRow>()
    .then(({ results }) => new Map(results.map((row) => [row.country_id, row])))
    .catch((error: unknown) => {
      countryNames = undefined // asked again next time
      throw error
    })
  return countryNames
}

/** A cart address's country as Magento labels it: the country's name in the store's language (the code if unknown). */
async function countryLabel(ctx: Context, code: string): Promise<string> {
  const row = (await countryRows(ctx)).get(code)
  if (!row) return code
  const names = NamesSchema.safeParse(JSON.parse(row.names_json))
  return (names.success ? names.data[ctx.store.locale] : undefined) ?? row.name_en
}

const CountrySourceSchema = z.object({ code: z.string() })
const CountryIdSchema = z.string().nullish()

export const storeResolvers: ResolverMap = {
  CartAddressCountry: {
    label: (source: unknown, _args, ctx) => countryLabel(ctx, CountrySourceSchema.parse(source).code),
  },
  Query: {
    storeConfig: (_source: unknown, _args, ctx) => storeConfig(ctx.store, ctx),
    // One website and store group, so the current group is every store.
    availableStores: (_source: unknown, _args, ctx) => ctx.stores.map((store) => storeConfig(store, ctx)),
    currency: (_source: unknown, _args, ctx) => ({
      base_currency_code: ctx.store.currency,
      base_currency_symbol: '€',
      default_display_currency_code: ctx.store.currency,
      default_display_currency_symbol: '€',
      default_display_currecy_code: ctx.store.currency,
      default_display_currecy_symbol: '€',
      available_currency_codes: [ctx.store.currency],
      exchange_rates: [{ currency_to: ctx.store.currency, rate: 1 }],
    }),
    countries: (_source: unknown, _args, ctx) => loadCountries(ctx),
    country: async (_source: unknown, args, ctx) => {
      const id = CountryIdSchema.parse(args.id)
      const [country] = id ? await loadCountries(ctx, id.toUpperCase()) : []
      if (!country) throw noSuchEntityError(`The country isn't available.`)
      return country
    },
  },
}
