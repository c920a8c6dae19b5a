import { isWholeCartPath } from '~/lib/cart'
import { CART_ADD_COOKIE } from '~/components/cart/add-result.server'
import { COOKIE, LAST_ORDER_COOKIE, SCRIPTS_COOKIE, isPlausibleCartId, readCookies } from '~/lib/cookies'
import { DATA_AGE_HEADER } from '~/lib/context.server'
import { PENDING_WISHLIST_COOKIE } from '~/lib/wishlist/pending-add'
import { STORES, type StoreCode, isDataRequestPath, isStoreCode } from '~/lib/stores'

/**
 * Edge page cache for anonymous visitors (issue 11 item 4): a GET document that depends on nothing but its URL is
 * served from the Workers Cache API. Eligibility is an allowlist, so a cookie nobody told this file about (a new
 * personal cookie, a flash message, a pending wishlist add, a third-party cookie) means no read and no store.
 * The store cookies that follow from the URL alone are added around the cached body by the caller (runEdge).
 */

/** Catalogue pages are at most this old. */
export const PAGE_CACHE_TTL_SECONDS = 60
/**
 * Past this age a hit is still served, and one request renders the page again in the background: a busy page is
 * refreshed before it expires, so visitors do not all miss at once when it does (and none gets it past 60 s).
 */
export const PAGE_CACHE_REFRESH_AFTER_SECONDS = 45
/** KV key of the cache version; a purge replaces it, so every stored page falls out of the key space at once. */
export const PAGE_CACHE_VERSION_KEY = 'edge-page-cache:version'
/** A request longer than these is not worth a cache entry (and must not be able to flood the cache). */
const MAX_PATH = 512
const MAX_QUERY = 256
const MAX_PARAMS = 16
/** Query parameters that carry a secret or a person: `key` and `email` (reset, confirm), `code`, `token`. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['key', 'email', 'code', 'token', 'salesperson_session'])
/** Internal headers of the stored copy; never sent to a browser. */
const STORED_AT = 'X-Page-Cache-Stored-At'
const ORIGINAL_CACHE_CONTROL = 'X-Page-Cache-Cache-Control'
/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = ['Set-Cookie', 'Server-Timing', 'Vary', 'Age', 'Date', 'Content-Length', 'Content-Encoding']
/** How long one isolate trusts the KV version before asking again (a purge in this isolate applies at once). */
const VERSION_MEMO_MS = 1000

/**
 * Every cookie the storefront's server reads besides the URL's and the cart's: a request carrying one gets its own
 * page. Any other cookie (analytics, consent, a browser extension's) changes nothing the server renders: it neither
 * keeps a visitor from the shared page nor reaches the render that fills it, which is given no cookies at all.
 * tests/repo/cookie-reads.test.ts fails on a cookie read that is not classified here or below.
 */
export const PERSONAL_COOKIES: ReadonlySet<string> = new Set([
  COOKIE.customer,
  COOKIE.message,
  COOKIE.salePerson,
  COOKIE.coupon,
  CART_ADD_COOKIE,
  LAST_ORDER_COOKIE,
  PENDING_WISHLIST_COOKIE,
])

/** Whether the request carries any personal cookie (its answer is then this visitor's alone). */
export function hasPersonalCookie(cookies: ReadonlyMap<string, string>): boolean {
  for (const name of cookies.keys()) if (PERSONAL_COOKIES.has(name)) return true
  return false
}

/**
 * Cookies that change how a page is sent, never what it says (SCRIPTS_COOKIE: whether late parts may stream): they
 * neither keep a visitor from the shared page nor reach the render that fills it.
 */
export const DELIVERY_COOKIES: ReadonlySet<string> = new Set([SCRIPTS_COOKIE])

/** The URL's cookies: an anonymous page may carry them when each says what the URL's store says. */
export const URL_COOKIES: ReadonlySet<string> = new Set([
  COOKIE.store,
  COOKIE.currency,
  COOKIE.country,
  COOKIE.locale,
  COOKIE.i18nRedirected,
])

/** The only cookies an anonymous page may carry: each must say what the URL's store says (or be the root redirect's mark). */
function urlCookieValue(name: string, store: StoreCode): string | undefined {
  const values = new Map<string, string>([
    [COOKIE.store, store],
    [COOKIE.currency, STORES[store].defaultCurrency],
    [COOKIE.country, 'NL'],
    [COOKIE.locale, store],
  ])
  return values.get(name)
}

/**
 * `guestCart`: the request carries a guest cart (and nothing else personal). Its page is the shared one, with the
 * cart's count streamed after it (workers/storefront/cart-tail.ts); it may be read and filled by an anonymous render.
 */
export type PageCacheDecision =
  { cacheable: true; key: string; guestCart: boolean } | { cacheable: false; reason: string }

/** Decides from the request alone whether the page cache may be read or filled; the key includes origin and store. */
export function pageCacheKey(request: Request, store: StoreCode, version: string): PageCacheDecision {
  if (request.method !== 'GET') return { cacheable: false, reason: 'method' }
  const url = new URL(request.url)
  if (isDataRequestPath(url.pathname)) return { cacheable: false, reason: 'data' }
  if (url.pathname.length > MAX_PATH || url.search.length > MAX_QUERY) return { cacheable: false, reason: 'long-url' }
  const params = new URLSearchParams(url.search)
  if ([...params.keys()].length > MAX_PARAMS) return { cacheable: false, reason: 'long-url' }
  // Content previews show drafts: never shared.
  if ([...params.keys()].some((name) => name.startsWith('_storyblok'))) return { cacheable: false, reason: 'preview' }
  // A link from a mail (a password reset, a confirmation) carries an address and a secret: its page is the
  // recipient's, whatever the route says about caching.
  if ([...params.keys()].some((name) => SECRET_PARAMS.has(name))) return { cacheable: false, reason: 'secret' }
  const header = request.headers.get('Cookie')
  let guestCart = false
  if (header !== null && header.trim() !== '') {
    const cookies = readCookies(header)
    // Unparseable parts, duplicates or an oversized header: the request is not the plain anonymous one.
    const parts = header.split(';').filter((part) => part.trim() !== '')
    if (cookies.size !== parts.length) return { cacheable: false, reason: 'cookie' }
    for (const [name, value] of cookies) {
      if (name === COOKIE.cart) {
        // The cart page and the checkout show the cart itself: rendered for the shopper.
        if (!isPlausibleCartId(value) || isWholeCartPath(url.pathname)) return { cacheable: false, reason: 'cookie' }
        guestCart = true
      } else if (URL_COOKIES.has(name)) {
        if (name === COOKIE.i18nRedirected ? !isStoreCode(value) : urlCookieValue(name, store) !== value)
          return { cacheable: false, reason: 'cookie' }
      } else if (PERSONAL_COOKIES.has(name)) {
        return { cacheable: false, reason: 'cookie' }
      }
      // Any other name is a cookie the server never reads.
    }
  }
  params.sort()
  const query = params.toString()
  // Same origin as the request (so an odd Host only ever meets itself), version and store in the path.
  const key = `${url.origin}/__page-cache/${encodeURIComponent(version)}/${store}${url.pathname}${query ? `?${query}` : ''}`
  return { cacheable: true, key, guestCart }
}

/** The request as an anonymous visitor sends it: what fills the cache, whatever cookies the visitor has. */
export function anonymousRequest(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.delete('Cookie')
  return new Request(request, { headers })
}

/**
 * `caches.default` of the Workers runtime (Miniflare gives it under `vite preview` and in the vitest pool too). The
 * app's TypeScript also sees the DOM's CacheStorage, which has no `default`: a named cache stands in if it is absent.
 */
export async function pageCache(): Promise<Cache> {
  const storage: CacheStorage & { default?: Cache } = caches
  return storage.default ?? (await caches.open('pages'))
}

let memo: { version: string; at: number } | undefined

export async function pageCacheVersion(env: Env): Promise<string> {
  if (memo && Date.now() - memo.at < VERSION_MEMO_MS) return memo.version
  const version = (await env.CACHE.get(PAGE_CACHE_VERSION_KEY)) ?? '0'
  memo = { version, at: Date.now() }
  return version
}

/** The key's version: the purge version, and the build (a new build's pages link new hashed assets). */
export async function pageCacheKeyVersion(env: Env): Promise<string> {
  const build = await import('virtual:react-router/server-build')
  return `${await pageCacheVersion(env)}-${build.assets.version}`
}

/** Content publish and ops purge: every page stored so far is out of reach from now on. */
export async function bumpPageCacheVersion(env: Env): Promise<string> {
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`
  await env.CACHE.put(PAGE_CACHE_VERSION_KEY, version)
  memo = { version, at: Date.now() }
  // Out of reach by their keys already; this only frees the memory at once.
  memoryPages.clear()
  memoryBytes = 0
  return version
}

/**
 * The pages this isolate stored or read last, kept in memory: a hit on a busy page then costs no Cache API read. The
 * keys, the freshness (the time the page was first stored) and the purge (a new version in the key) are the Cache
 * API copy's, so memory never serves what the Cache API would not.
 */
const MEMORY_PAGES_MAX = 64
const MEMORY_PAGES_MAX_BYTES = 8 * 1024 * 1024
type MemoryPage = { body: Uint8Array; headers: [string, string][]; storedAt: number }
const memoryPages = new Map<string, MemoryPage>()
let memoryBytes = 0

function rememberPage(key: string, page: MemoryPage): void {
  forgetPage(key)
  memoryPages.set(key, page)
  memoryBytes += page.body.byteLength
  for (const oldest of memoryPages.keys()) {
    if (memoryPages.size <= MEMORY_PAGES_MAX && memoryBytes <= MEMORY_PAGES_MAX_BYTES) break
    forgetPage(oldest)
  }
}

function forgetPage(key: string): void {
  const page = memoryPages.get(key)
  if (!page) return
  memoryPages.delete(key)
  memoryBytes -= page.body.byteLength
}

/** A stored page, fresh and whole (and whether it is due for a background refresh), or nothing. */
export async function readCachedPage(
  cache: Cache,
  key: string,
): Promise<{ response: Response; refresh: boolean } | undefined> {
  let page = memoryPages.get(key)
  if (!page) {
    const stored = await cache.match(key)
    if (!stored) return undefined
    const storedAt = Number(stored.headers.get(STORED_AT))
    if (stored.status !== 200 || !Number.isFinite(storedAt)) {
      await stored.body?.cancel()
      return undefined
    }
    page = { body: new Uint8Array(await stored.arrayBuffer()), headers: [...stored.headers], storedAt }
    if (isFresh(page)) rememberPage(key, page)
  }
  if (!isFresh(page)) {
    forgetPage(key)
    return undefined
  }
  const headers = new Headers(page.headers)
  const original = headers.get(ORIGINAL_CACHE_CONTROL)
  headers.delete(STORED_AT)
  headers.delete(ORIGINAL_CACHE_CONTROL)
  headers.delete('Cache-Control')
  if (original) headers.set('Cache-Control', original)
  for (const name of PER_ANSWER_HEADERS) headers.delete(name)
  const refresh = Date.now() - page.storedAt > PAGE_CACHE_REFRESH_AFTER_SECONDS * 1000
  return { response: new Response(page.body.slice(), { status: 200, headers }), refresh }
}

function isFresh(page: MemoryPage): boolean {
  return Date.now() - page.storedAt <= PAGE_CACHE_TTL_SECONDS * 1000
}

/** Stores a rendered page (already checked with isStorablePage) in the Cache API and this isolate's memory. */
export async function storePage(cache: Cache, key: string, response: Response): Promise<void> {
  const copy = storedCopy(response)
  const body = new Uint8Array(await copy.arrayBuffer())
  await cache.put(key, new Response(body, { status: 200, headers: copy.headers }))
  rememberPage(key, { body, headers: [...copy.headers], storedAt: Number(copy.headers.get(STORED_AT)) })
}

/**
 * Whether a rendered answer may be stored: a whole 200 HTML document that set no cookie (the caller adds the
 * URL's store cookies after this check) and did not call itself private.
 */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200 || response.headers.get('Location') !== null) return false
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false
  if (response.headers.getSetCookie().length > 0) return false
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase()
  if (/private|no-store|no-cache/.test(cacheControl)) return false
  // Built from prices and stock already a TTL old (served stale while KV refreshed them): not worth keeping.
  if (dataAgeOf(response) >= PAGE_CACHE_TTL_SECONDS) return false
  return response.body !== null
}

/** How old the page's price-and-stock data was when it was rendered (DATA_AGE_HEADER), in whole seconds. */
function dataAgeOf(response: Response): number {
  const age = Number(response.headers.get(DATA_AGE_HEADER) ?? 0)
  return Number.isFinite(age) && age > 0 ? Math.floor(age) : 0
}

/** The answer for the browser: without the render's note to the page cache. */
export function withoutCacheNotes(response: Response): Response {
  if (!response.headers.has(DATA_AGE_HEADER)) return response
  const headers = new Headers(response.headers)
  headers.delete(DATA_AGE_HEADER)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The copy that goes into the cache: no per-answer headers, a TTL the Cache API honours, our own freshness mark. */
export function storedCopy(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const name of PER_ANSWER_HEADERS) headers.delete(name)
  const original = response.headers.get('Cache-Control')
  if (original) headers.set(ORIGINAL_CACHE_CONTROL, original)
  // A page is as old as its data: its life (and its refresh) counts from when that was loaded.
  const age = dataAgeOf(response)
  headers.delete(DATA_AGE_HEADER)
  headers.set('Cache-Control', `public, max-age=${Math.max(1, PAGE_CACHE_TTL_SECONDS - age)}`)
  headers.set(STORED_AT, String(Date.now() - age * 1000))
  return new Response(response.body, { status: 200, headers })
}

export function pageCacheTiming(outcome: 'hit' | 'miss' | 'bypass', reason?: string): string {
  return `edge-cache;desc="${outcome}${reason ? ` ${reason}` : ''}"`
}
