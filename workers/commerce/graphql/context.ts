// Per-request context: the store view chosen by the Store header, the signed-in customer and the batch loaders.
import { createCatalogLoaders, type CatalogLoaders } from '../catalog/loaders.ts'
import type { CustomerRow } from '../customer/customer-row.ts'
import type { RecaptchaSettings } from './recaptcha.ts'

export type StoreRow = {
  store_id: number
  code: string
  name: string
  locale: string
  currency: string
  country: string
  default_title: string
  header_logo_src: string
  logo_width: number
  logo_height: number
  logo_alt: string
  is_default: number
  sort_order: number
  root_category_id: number
  account_confirmation: number
  newsletter_confirmation: number
  order_cancellation: number
}

export type Context = {
  db: D1Database
  store: StoreRow
  stores: StoreRow[]
  customerId: number | null
  tokenHash: string | null
  /** The signed-in customer's row as read with the token, for queries (a mutation reads it again after changing it). */
  customer?: CustomerRow | null
  mediaBaseUrl: string
  origin: string
  /** The store's reCAPTCHA keys and protected forms, null when it has none (graphql/recaptcha.ts). */
  recaptcha: RecaptchaSettings | null
  catalog: CatalogLoaders
}

export async function loadStores(db: D1Database): Promise<StoreRow[]> {
  const { results } = await db.prepare('SELECT * FROM store ORDER BY sort_order').all<StoreRow>()
  return results
}

/** How long an isolate keeps the store views: they change only with a migration or a new seed. */
export const STORES_TTL_MS = 60_000

let storesLoaded: { at: number; stores: Promise<StoreRow[]> } | undefined

/**
 * The store views as every request needs them (the Store header picks one), read once per isolate and again after
 * STORES_TTL_MS instead of once per request. A failed or empty read is not kept (a database still being migrated).
 */
export function storesOf(db: D1Database, now = Date.now()): Promise<StoreRow[]> {
  if (storesLoaded && now - storesLoaded.at < STORES_TTL_MS) return storesLoaded.stores
  const entry = { at: now, stores: loadStores(db) }
  storesLoaded = entry
  entry.stores.then(
    (stores) => {
      if (stores.length === 0 && storesLoaded === entry) storesLoaded = undefined
    },
    () => {
      if (storesLoaded === entry) storesLoaded = undefined
    },
  )
  return entry.stores
}

/** For tests: the next request reads the store views again. */
export function forgetStores(): void {
  storesLoaded = undefined
}

export function createContext(fields: Omit<Context, 'catalog'>): Context {
  return { ...fields, catalog: createCatalogLoaders(fields.db, fields.store.store_id) }
}

export function mediaUrl(ctx: Context, path: string): string {
  return `${ctx.mediaBaseUrl}${path}`
}
