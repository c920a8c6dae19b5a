import { STALE_IF_ERROR_SECONDS, isBackendFailure, unavailable } from './outage.server'
import type { ServerTiming } from './server-timing.server'

/**
 * Named cache strategies (seconds). `fresh`: served without a refresh; until `maxAge`: served stale while a
 * refresh runs in waitUntil; after that: loaded before answering, and served stale when that load fails
 * (stale-if-error, up to STALE_IF_ERROR_SECONDS past `maxAge`). KV keeps entries at least 60 s.
 */
export const CacheStrategy = {
  /** Store config, available stores, category tree. */
  long: { fresh: 300, maxAge: 24 * 60 * 60 },
  /** Content stories: purged by the publish webhook, so they may live long. */
  content: { fresh: 600, maxAge: 7 * 24 * 60 * 60 },
  /** URL resolver results, CMS pages. */
  medium: { fresh: 120, maxAge: 60 * 60 },
  /** Product and listing queries: prices and stock change. */
  short: { fresh: 60, maxAge: 300 },
  /** Search results: kept only in the isolate's memory, so that every typed term does not become a KV write. */
  search: { fresh: 30, maxAge: 30 },
} as const
export type CacheStrategyName = keyof typeof CacheStrategy

/** The strategies of answers with prices and stock, whose age bounds how long a page built from them is kept. */
const CATALOGUE_STRATEGIES: ReadonlySet<CacheStrategyName> = new Set(['short', 'search'])

export const CACHE_KEY_VERSION = 'v1'

/** A short digest of what names an entry (a listing's variables, a webhook delivery), for a key of bounded length. */
export async function keyDigest(value: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(hash).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

type Entry = { storedAt: number; value: unknown }

/**
 * A small per-isolate layer in front of KV: hot entries (store config, category tree, stories) are read from memory
 * for a few seconds instead of from KV on every request. A purge clears it in the isolate that handles the purge;
 * other isolates follow within MEMORY_TTL_MS.
 */
export const MEMORY_TTL_MS = 10_000
const MEMORY_MAX_ENTRIES = 500
const memory = new Map<string, { entry: Entry; readAt: number }>()

function remember(key: string, entry: Entry, now: number): void {
  memory.delete(key)
  memory.set(key, { entry, readAt: now })
  if (memory.size > MEMORY_MAX_ENTRIES) {
    const oldest = memory.keys().next().value
    if (oldest !== undefined) memory.delete(oldest)
  }
}

/** Drops entries from this isolate's memory layer (all of them without keys). */
export function forgetInMemory(keys?: readonly string[]): void {
  if (!keys) memory.clear()
  else for (const key of keys) memory.delete(key)
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'storedAt' in value &&
    typeof value.storedAt === 'number' &&
    'value' in value
  )
}

export type KvCacheOptions = {
  kv: KVNamespace
  waitUntil: (promise: Promise<unknown>) => void
  timing: ServerTiming
  now?: () => number
  /**
   * A price-and-stock answer older than this (seconds) is loaded again before answering, as a miss: the edge page
   * cache's background refresh, whose page must outlive the one it replaces (page-cache.ts).
   */
  catalogueFreshFor?: number
}

/**
 * Stale-while-revalidate and stale-if-error over Workers KV. Only successful loads are stored: a loader that throws
 * is never cached. When the backend fails, the last stored answer keeps being served for up to a day past its
 * life, so cached pages stay up through an outage; with nothing stored, the failure becomes the 503 of
 * `unavailable()` (a GraphQL error, which is the backend answering, is passed on as it is).
 */
export class KvCache {
  private readonly inFlight = new Map<string, Promise<unknown>>()
  private readonly now: () => number
  /** When the oldest price-and-stock answer this request was served was loaded (CATALOGUE_STRATEGIES). */
  private oldestCatalogueAt: number | undefined

  constructor(private readonly options: KvCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /**
   * How old, in seconds, the oldest product or listing answer this request was served is (0 when all were loaded
   * now): a page built from them is no fresher, so the edge page cache counts its life from then.
   */
  catalogueAgeSeconds(): number {
    return this.oldestCatalogueAt === undefined ? 0 : Math.max(0, (this.now() - this.oldestCatalogueAt) / 1000)
  }

  /** How old (seconds) an entry of this strategy may be before this request loads it again before answering. */
  private renews(strategyName: CacheStrategyName): number {
    const limit = this.options.catalogueFreshFor
    return limit !== undefined && CATALOGUE_STRATEGIES.has(strategyName) ? limit : Number.POSITIVE_INFINITY
  }

  private served(strategyName: CacheStrategyName, storedAt: number): void {
    if (!CATALOGUE_STRATEGIES.has(strategyName)) return
    this.oldestCatalogueAt = Math.min(this.oldestCatalogueAt ?? storedAt, storedAt)
  }

  static key(...parts: string[]): string {
    return [CACHE_KEY_VERSION, ...parts].join(':')
  }

  /**
   * `shouldCache` decides whether a loaded value is stored in KV: a "not found" answer, for instance, is served but
   * not kept there (only for a few seconds in the isolate's bounded memory), so made-up URLs cannot fill the cache.
   */
  get<T>(
    key: string,
    strategyName: CacheStrategyName,
    load: () => Promise<T>,
    shouldCache: (value: T) => boolean = () => true,
  ): Promise<T> {
    const pending = this.inFlight.get(key)
    if (pending) return pending as Promise<T>
    const promise = this.read(key, strategyName, load, shouldCache)
    this.inFlight.set(key, promise)
    return promise
  }

  private async read<T>(
    key: string,
    strategyName: CacheStrategyName,
    load: () => Promise<T>,
    shouldCache: (value: T) => boolean,
  ): Promise<T> {
    const strategy = CacheStrategy[strategyName]
    const { kv, timing, waitUntil } = this.options
    const started = performance.now()
    const remembered = memory.get(key)
    const renew = this.renews(strategyName)
    if (remembered && this.now() - remembered.readAt < MEMORY_TTL_MS) {
      const age = (this.now() - remembered.entry.storedAt) / 1000
      if (age < Math.min(strategy.fresh, renew)) {
        timing.record('memory-hit', performance.now() - started, key)
        this.served(strategyName, remembered.entry.storedAt)
        // Written by this class from a value of the same key, so its shape is the loader's.
        return remembered.entry.value as T
      }
    }
    if (strategyName === 'search') {
      timing.record('memory-miss', performance.now() - started, key)
      const { value, loaded } = await this.loadOrStale(key, strategyName, load, remembered?.entry)
      if (loaded && shouldCache(value)) remember(key, { storedAt: this.now(), value }, this.now())
      return value
    }
    let stored: unknown = null
    try {
      stored = await kv.get(key, 'json')
    } catch {
      // An unreadable entry is a miss.
    }
    if (isEntry(stored)) remember(key, stored, this.now())
    const age = isEntry(stored) ? (this.now() - stored.storedAt) / 1000 : Number.POSITIVE_INFINITY
    if (isEntry(stored) && age < strategy.maxAge && age < renew) {
      const stale = age >= strategy.fresh
      timing.record(stale ? 'cache-stale' : 'cache-hit', performance.now() - started, key)
      if (stale) waitUntil(this.refresh(key, strategyName, load, shouldCache).catch(() => undefined))
      this.served(strategyName, stored.storedAt)
      // The entry was written by this class from a value of the same key, so its shape is the loader's.
      return stored.value as T
    }
    timing.record('cache-miss', performance.now() - started, key)
    const { value, loaded } = await this.loadOrStale(
      key,
      strategyName,
      load,
      isEntry(stored) ? stored : remembered?.entry,
    )
    if (loaded && shouldCache(value)) waitUntil(this.write(key, strategyName, value))
    // An answer not to be kept ("no such story") is still remembered in this isolate for MEMORY_TTL_MS (a bounded
    // layer): a space without a top bar, or one address asked again and again, is not a backend call every time.
    else if (loaded) remember(key, { storedAt: this.now(), value }, this.now())
    return value
  }

  /** Loads; when the backend fails, serves `previous` if it is within the stale-if-error window (not stored again). */
  private async loadOrStale<T>(
    key: string,
    strategyName: CacheStrategyName,
    load: () => Promise<T>,
    previous: Entry | undefined,
  ): Promise<{ value: T; loaded: boolean }> {
    const started = performance.now()
    try {
      return { value: await load(), loaded: true }
    } catch (error) {
      if (!isBackendFailure(error)) throw error
      const age = previous ? (this.now() - previous.storedAt) / 1000 : Number.POSITIVE_INFINITY
      console.warn(
        `backend failed for ${key}${previous ? ` (serving ${Math.round(age)} s old answer)` : ''}`,
        error instanceof Error ? error.message : error,
      )
      if (!previous || age >= CacheStrategy[strategyName].maxAge + STALE_IF_ERROR_SECONDS) throw unavailable()
      // Not counted in catalogueAgeSeconds: through an outage the page cache keeps absorbing the traffic with what
      // there is, rather than every visitor waiting out the backend's timeout.
      this.options.timing.record('cache-stale-if-error', performance.now() - started, key)
      // Written by this class from a value of the same key, so its shape is the loader's.
      return { value: previous.value as T, loaded: false }
    }
  }

  private async refresh<T>(
    key: string,
    strategyName: CacheStrategyName,
    load: () => Promise<T>,
    shouldCache: (value: T) => boolean,
  ): Promise<void> {
    const value = await load()
    if (shouldCache(value)) await this.write(key, strategyName, value)
  }

  private async write(key: string, strategyName: CacheStrategyName, value: unknown): Promise<void> {
    const strategy = CacheStrategy[strategyName]
    const entry: Entry = { storedAt: this.now(), value }
    remember(key, entry, this.now())
    try {
      // Kept past maxAge so that it can stand in while the backend fails (stale-if-error).
      await this.options.kv.put(key, JSON.stringify(entry), {
        expirationTtl: Math.max(60, strategy.maxAge + STALE_IF_ERROR_SECONDS),
      })
    } catch {
      // KV write limits must not fail a page.
    }
  }
}
