// Per-request context: the store view chosen by the Store header, the signed-in customer and the batch loaders.
import { createCatalogLoaders, type CatalogLoaders } from '../catalog/loaders.ts'

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
  mediaBaseUrl: string
  origin: string
  catalog: CatalogLoaders
}

export async function loadStores(db: D1Database): Promise<StoreRow[]> {
  const { results } = await db.prepare('SELECT * FROM store ORDER BY sort_order').all<StoreRow>()
  return results
}

export function createContext(fields: Omit<Context, 'catalog'>): Context {
  return { ...fields, catalog: createCatalogLoaders(fields.db, fields.store.store_id) }
}

export function mediaUrl(ctx: Context, path: string): string {
  return `${ctx.mediaBaseUrl}${path}`
}
