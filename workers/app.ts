import { type RequestHandler, RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import { ApplyCouponToCartDocument, CartTotalQtyDocument, CustomerCartTotalQtyDocument } from '~graphql/generated'
import { CommerceError } from '~/lib/commerce.server'
import { isMissingCart } from '~/lib/cart.server'
import { createServices, servicesContext, wholeDocumentContext } from '~/lib/context.server'
import { COOKIE } from '~/lib/cookies'
import { discardBody } from '~/lib/form-body.server'
import { ownPath } from '~/lib/safe-path'
import { signedOutRedirect } from '~/lib/session.server'
import { DEFAULT_STORE, type StoreCode, isDataRequestPath, storeFromPath } from '~/lib/stores'
import {
  PURGE_PATH,
  WEBHOOK_PATH,
  handleContentWebhook,
  handlePurgeAll,
  hasOpsToken,
} from './storefront/content-webhook'
import { devEndpointsEnabled, handleDevProxy } from './storefront/dev-proxy'
import { runEdge } from './storefront/edge'
import { cartTail, loadStreamedCart, withTail } from './storefront/cart-tail'
import {
  anonymousRequest,
  PAGE_CACHE_REFRESH_AFTER_SECONDS,
  PAGE_CACHE_TTL_SECONDS,
  hasPersonalCookie,
  isStorablePage,
  pageCache,
  pageCacheKey,
  pageCacheTiming,
  pageCacheKeyVersion,
  readCachedPage,
  storePage,
  withoutCacheNotes,
} from './storefront/page-cache'
import { crossSiteRefusal, isCrossSiteRequest } from './storefront/origin'
import { formTarget, methodNotAllowedPage } from './storefront/form-target'
import { withFirstErrorFocused } from './storefront/refused-form'
import { withSecurityHeaders } from './storefront/security-headers'
import { deleteStrayCopies } from './storefront/stray-cookies'
import { isSitemapPath, robotsTxt, sitemap } from './storefront/sitemap'

let handlerOfBuild: { build: ServerBuild; handle: RequestHandler } | undefined

/**
 * Handed a build function, React Router derives its route tables (the static handler, the ranked route branches)
 * anew on every request, a cost every rendered page paid. The build module changes only in development, after an
 * edit: one handler per build module.
 */
async function serverBuild(): Promise<ServerBuild> {
  return import('virtual:react-router/server-build')
}

async function requestHandler(request: Request, context: RouterContextProvider): Promise<Response> {
  const build = await serverBuild()
  if (handlerOfBuild?.build !== build)
    handlerOfBuild = { build, handle: createRequestHandler(build, import.meta.env.MODE) }
  return handlerOfBuild.handle(request, context)
}

/** Root-level paths that are not shop pages and so never get a store prefix. */
const ROOT_FILES = new Set(['/favicon.ico', '/sw.js', '/manifest.webmanifest', '/offline.html'])

export default {
  async fetch(request, env, ctx) {
    let response: Response
    try {
      response = await handle(request, env, ctx)
    } catch (error) {
      // Never a stack trace or a server path in an answer: the details go to the log only.
      console.error('storefront: unhandled error', error instanceof Error ? (error.stack ?? error.message) : error)
      response = unexpectedError()
    }
    const url = new URL(request.url)
    const answer = withSecurityHeaders(response, url, externalCheckoutOrigins(env))
    deleteStrayCopies(answer.headers, url.pathname)
    return answer
  },
} satisfies ExportedHandler<Env>

async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  const lookupSlug = async (storyId: string) => {
    const story = await createServices(request, env, ctx).content.getStory(storyId, undefined)
    return story?.full_slug ?? null
  }
  const spaceVersion = () => createServices(request, env, ctx).content.spaceVersion()

  // These two authenticate themselves (signature, bearer token) and are called by servers, not browsers.
  // What they leave unread of a body is drained before they answer (discardBody says why).
  if (url.pathname === WEBHOOK_PATH || url.pathname === PURGE_PATH) {
    const answer =
      url.pathname === WEBHOOK_PATH
        ? await handleContentWebhook(request, env, lookupSlug, spaceVersion)
        : await handlePurgeAll(request, env)
    await discardBody(request)
    return answer
  }

  if (isCrossSiteRequest(request, url)) {
    await discardBody(request)
    return crossSiteRefusal()
  }

  const proxied = await handleDevProxy(url, request, env, (webhook) =>
    handleContentWebhook(webhook, env, lookupSlug, spaceVersion),
  )
  if (proxied) return proxied

  if (url.pathname === '/robots.txt' || isSitemapPath(url.pathname)) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await discardBody(request)
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      })
    }
    if (url.pathname === '/robots.txt') return robotsTxt(url.origin)
    return sitemap(url.pathname, url.origin, (store) => createServices(request, env, ctx, store))
  }

  // React Router's lazy route discovery asks for the manifest at the root.
  if (url.pathname === '/__manifest') return render(request, env, ctx, [])
  if (ROOT_FILES.has(url.pathname) || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/.well-known/')) {
    await discardBody(request)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }

  const edge = await runEdge(request, {
    async applyCoupon(store, storedCartId, code) {
      // The customer token, when present, comes from the request's cookies.
      const { commerce, customerToken } = createServices(request, env, ctx, store)
      try {
        // A customer has a cart per store: the one of the link's store, whatever store the cookie's cart is of.
        const cart = customerToken
          ? (await commerce.query(CustomerCartTotalQtyDocument, {})).customerCart
          : storedCartId
            ? (await commerce.query(CartTotalQtyDocument, { cartId: storedCartId })).cart
            : null
        // An empty cart has nothing to apply a coupon to (Magento refuses it): the code waits for the next add.
        if (!cart || cart.total_quantity <= 0) return { applied: false, held: true }
        await commerce.mutate(ApplyCouponToCartDocument, { cartId: cart.id, couponCode: code })
        return { applied: true }
      } catch (error) {
        // A cart the backend no longer knows (expired, or never ours) is no cart: the code waits, as it does then.
        // A refused customer token too: the page the shopper is sent to signs them out (spec §4), and the code waits.
        if (isMissingCart(error) || (error instanceof CommerceError && error.isAuthorization))
          return { applied: false, held: true }
        const reason =
          error instanceof CommerceError && !error.network
            ? error.joinedMessage
            : 'The coupon could not be applied right now. Please try again in a moment.'
        return { applied: false, reason }
      }
    },
  })
  if (edge.kind === 'respond') return edge.response
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') {
    // React Router runs a route's action for any method: only POST may reach one (forms and its own fetches use it).
    const target = isDataRequestPath(url.pathname) ? 'action' : formTarget(await serverBuild(), url)
    if (target === 'none' || (method !== 'POST' && target === 'action')) {
      await discardBody(request)
      return methodNotAllowedPage(url, target === 'action')
    }
    // A route that answers other methods itself never sees one React Router does not take (PROPFIND, LOCK…): its
    // refusal would read "Unexpected Server Error". The JSON APIs answer as they do for PUT; pages with the page.
    if (target === 'address' && !ROUTER_METHODS.has(method)) {
      await discardBody(request)
      if (!JSON_API_PATH.test(url.pathname)) return methodNotAllowedPage(url, true)
      return Response.json(
        { message: 'Use POST.' },
        { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
      )
    }
  }
  return renderThroughPageCache(request, env, ctx, edge.store, edge.setCookies)
}

/** The methods React Router hands to a route's action; any other it refuses before the route's code runs. */
const ROUTER_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The JSON endpoints (the integration middleware and the fast order's steps), which answer in JSON. */
const JSON_API_PATH = /^\/[a-z]{2}_[a-z]{2}\/(?:api\/|customer\/fast-order\/)/

/**
 * Anonymous documents go through the edge page cache (workers/storefront/page-cache.ts). The URL's store cookies
 * are added around the page, after the storability check, so a stored body never carries them. A guest with a cart
 * gets the same shared page with the cart's count streamed after it (workers/storefront/cart-tail.ts).
 */
async function renderThroughPageCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  store: StoreCode,
  setCookies: string[],
): Promise<Response> {
  // A new build's pages link new hashed assets: its deploy must not meet the previous build's stored pages.
  const decision = pageCacheKey(request, store, await pageCacheKeyVersion(env))
  if (!decision.cacheable)
    return withTiming(await render(request, env, ctx, setCookies), pageCacheTiming('bypass', decision.reason))
  // The stored page is rendered without cookies: nothing but the URL can shape what every visitor gets.
  const shared = anonymousRequest(request)
  const personal = (response: Response) =>
    decision.guestCart ? withStreamedCart(response, request, env, ctx, store) : response
  const cache = await pageCache()
  const hit = await readCachedPage(cache, decision.key)
  if (hit) {
    if (hit.refresh && !refreshing.has(decision.key)) {
      refreshing.add(decision.key)
      ctx.waitUntil(refreshPage(shared, env, ctx, cache, decision.key).finally(() => refreshing.delete(decision.key)))
    }
    return withTiming(withCookies(personal(hit.response), setCookies), pageCacheTiming('hit', cartNote(decision)))
  }
  const response = await render(shared, env, ctx, [], true)
  if (!isStorablePage(response) || !response.body) {
    if (decision.guestCart) {
      // Not a shared page (an error, a redirect): the shopper's own render, as without the cache.
      await response.body?.cancel()
      return withTiming(await render(request, env, ctx, setCookies), pageCacheTiming('bypass', 'personal-or-error'))
    }
    return withTiming(
      withCookies(withoutCacheNotes(response), setCookies),
      pageCacheTiming('bypass', 'personal-or-error'),
    )
  }
  const [forBrowser, forCache] = response.body.tee()
  ctx.waitUntil(storePage(cache, decision.key, new Response(forCache, response)))
  return withTiming(
    withCookies(personal(withoutCacheNotes(new Response(forBrowser, response))), setCookies),
    pageCacheTiming('miss', cartNote(decision)),
  )
}

function cartNote(decision: { guestCart: boolean }): string | undefined {
  return decision.guestCart ? 'cart-tail' : undefined
}

/** The shared page for a guest with a cart: private, with the cart's count read meanwhile and written at its end. */
function withStreamedCart(
  response: Response,
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  store: StoreCode,
): Response {
  if (!response.body) return response
  const services = createServices(request, env, ctx, store)
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  const body = withTail(response.body, cartTail(loadStreamedCart(services)))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** Pages of this isolate being rendered again in the background (one refresh per page at a time). */
const refreshing = new Set<string>()

async function refreshPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  cache: Cache,
  key: string,
): Promise<void> {
  try {
    const response = await render(request, env, ctx, [], true, true)
    if (isStorablePage(response)) await storePage(cache, key, response)
    else await response.body?.cancel()
  } catch (error) {
    console.warn('page cache refresh failed', error instanceof Error ? error.message : error)
  }
}

function withCookies(response: Response, setCookies: string[]): Response {
  if (setCookies.length === 0) return response
  const headers = new Headers(response.headers)
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function withTiming(response: Response, entry: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Server-Timing', entry)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** `whole`: the page is for the edge page cache, every streamed part in place (see wholeDocumentContext). */
async function render(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  setCookies: string[],
  whole = false,
  /** The page cache's background refresh: its page must outlive the stored one, so its prices are loaded anew. */
  refresh = false,
): Promise<Response> {
  const started = performance.now()
  const services = createServices(
    request,
    env,
    ctx,
    undefined,
    refresh ? PAGE_CACHE_TTL_SECONDS - PAGE_CACHE_REFRESH_AFTER_SECONDS : undefined,
  )
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(wholeDocumentContext, whole)
  const response = await requestHandler(request, context)
  // A body nobody read (an action that refused the method, say) is drained before answering: a client still
  // sending it would otherwise trip its next request on the same connection (discardBody explains).
  await discardBody(request)

  if (services.authorizationFailed) {
    // Spec §4: signed out, token, cart and sale person dropped, a warning kept for the localized home page. A
    // document (any method) is redirected here; `.data` answers already carry the same redirect and its cookies
    // (handleDataRequest in app/entry.server.tsx), encoded for React Router's client.
    if (!isDataRequestPath(new URL(request.url).pathname)) return signedOutRedirect(services.store, request.method)
  }

  const headers = new Headers(response.headers)
  // Signed out by the backend, a `.data` answer carries the signed-out cookies already: what the request's own
  // work had queued (a checkout step's "cart not found" notice, say) must not overwrite them.
  const own = services.authorizationFailed ? [] : services.responseCookies
  for (const cookie of [...setCookies, ...own]) headers.append('Set-Cookie', cookie)
  guardLocation(headers, request, env)
  // Every answer gives the worker's own time until the headers; its upstream calls and cache answers are named for
  // operators (the ops token) and in local development only (ServerTiming.publicHeader says why).
  services.timing.record('render', performance.now() - started, 'until headers')
  const detailed = devEndpointsEnabled(env) || (await hasOpsToken(request, env))
  headers.append('Server-Timing', detailed ? services.timing.header() : services.timing.publicHeader())
  // Personal pages must never be stored by a shared cache, nor kept by the service worker (public/sw.js): a guest's
  // order confirmation or a one-time notice is as personal as a cart.
  if (services.customerToken || services.cookies.has(COOKIE.cart) || hasPersonalCookie(services.cookies))
    headers.set('Cache-Control', 'private, no-store')
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  // A form posted without JavaScript and refused: the page comes back with the keyboard on its first error.
  const noScriptPost = request.method === 'POST' && !isDataRequestPath(new URL(request.url).pathname)
  return noScriptPost ? withFirstErrorFocused(answer) : answer
}

/**
 * The last line against open redirects: whatever a loader or action answered, a Location on this site must be one
 * of our store paths (another site is allowed only when it is the configured external checkout).
 */
function guardLocation(headers: Headers, request: Request, env: Env): void {
  const location = headers.get('Location')
  if (location === null) return
  const requestUrl = new URL(request.url)
  const store = storeFromPath(requestUrl.pathname) ?? DEFAULT_STORE
  let target: URL
  try {
    target = new URL(location, requestUrl)
  } catch {
    headers.set('Location', `/${store}`)
    return
  }
  if (target.origin === requestUrl.origin) {
    const own = ownPath(location.startsWith('/') ? location : `${target.pathname}${target.search}`)
    if (own === undefined) headers.set('Location', `/${store}`)
    return
  }
  if (!externalCheckoutOrigins(env).includes(target.origin)) headers.set('Location', `/${store}`)
}

/** The external checkout's origin, when one is configured and valid: forms may lead there (see withSecurityHeaders). */
function externalCheckoutOrigins(env: Env): string[] {
  if (!env.EXTERNAL_CHECKOUT_URL) return []
  try {
    return [new URL(env.EXTERNAL_CHECKOUT_URL).origin]
  } catch {
    return []
  }
}

function unexpectedError(): Response {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>An error occurred | Estelle Tijs</title></head>' +
    '<body><main><h1>An error occurred</h1><p><a href="/">Back to Home page</a></p></main></body></html>'
  return new Response(page, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
