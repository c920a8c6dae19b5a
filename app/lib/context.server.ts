import { createContext } from 'react-router'
import { type CommerceClient, createCommerceClient } from './commerce.server'
import { type ContentClient, createContentClient } from './content.server'
import { COOKIE, isPlausibleToken, readCookies } from './cookies'
import { KvCache } from './kv-cache.server'
import type { RecaptchaConfig } from './recaptcha'
import { ServerTiming } from './server-timing.server'
import { DEFAULT_STORE, type StoreCode, storeFromPath } from './stores'

/** Everything a loader or action needs for one request, built once in the worker entry. */
export type RequestServices = {
  env: Env
  waitUntil: (promise: Promise<unknown>) => void
  timing: ServerTiming
  cache: KvCache
  cookies: Map<string, string>
  store: StoreCode
  customerToken: string | undefined
  commerce: CommerceClient
  /**
   * The same backend without the customer's token: for shared catalogue answers (store config, categories, listings,
   * products, routes) that are cached under keys every shopper reads. An answer fetched with a token may be personal
   * (customer-group prices), so it must never land in a shared entry.
   */
  catalogue: CommerceClient
  content: ContentClient
  /** Cookies an action or loader wants set on the response, beyond what React Router returns. */
  responseCookies: string[]
  /** Set when the backend refused the customer token: the response then signs the shopper out (spec §4). */
  authorizationFailed: boolean
  /**
   * Set when a part of the layout stood in for a backend that failed (lib/layout.server.ts orFallback): the page is
   * whole for this shopper but must not be kept by a shared cache, which would hand the gap to the next visitors.
   */
  degraded: boolean
  /** The store's reCAPTCHA v3 settings as the layout read them: the document then carries their script. */
  recaptcha: RecaptchaConfig | null
}

export const servicesContext = createContext<RequestServices>()

/**
 * Set for a render that fills the edge page cache: the stored page is shared by every visitor, so it must be whole,
 * every streamed part in place, for browsers without JavaScript too (app/entry.server.tsx).
 */
export const wholeDocumentContext = createContext<boolean>(false)

/**
 * On a page rendered for the edge page cache: how many seconds old its oldest price-and-stock data already was
 * (KvCache.catalogueAgeSeconds). The page cache counts the page's life from then and removes the header.
 */
export const DATA_AGE_HEADER = 'X-Page-Data-Age'

export function isEmbedded(env: Env): boolean {
  return !env.MAGENTO_GRAPHQL_URL
}

export function createServices(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  store?: StoreCode,
  /** For the edge page cache's background refresh: see KvCacheOptions.catalogueFreshFor. */
  catalogueFreshFor?: number,
): RequestServices {
  const timing = new ServerTiming()
  const cookies = readCookies(request.headers.get('Cookie'))
  const resolvedStore = store ?? storeFromPath(new URL(request.url).pathname) ?? DEFAULT_STORE
  const rawToken = cookies.get(COOKIE.customer)
  const customerToken = isPlausibleToken(rawToken) ? rawToken : undefined
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise)
  const services: RequestServices = {
    env,
    waitUntil,
    timing,
    cookies,
    store: resolvedStore,
    customerToken,
    responseCookies: [],
    authorizationFailed: false,
    degraded: false,
    recaptcha: null,
    cache: new KvCache({ kv: env.CACHE, waitUntil, timing, catalogueFreshFor }),
    commerce: createCommerceClient({
      endpoint: env.MAGENTO_GRAPHQL_URL,
      binding: env.COMMERCE,
      store: resolvedStore,
      token: customerToken,
      timing,
      onAuthorizationError: () => {
        services.authorizationFailed = true
      },
    }),
    catalogue: createCommerceClient({
      endpoint: env.MAGENTO_GRAPHQL_URL,
      binding: env.COMMERCE,
      store: resolvedStore,
      token: undefined,
      timing,
    }),
    content: createContentClient({
      endpoint: env.STORYBLOK_ENDPOINT,
      binding: env.CONTENT,
      token: env.STORYBLOK_TOKEN,
      region: env.STORYBLOK_REGION,
      timing,
    }),
  }
  return services
}
