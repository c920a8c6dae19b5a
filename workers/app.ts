import { RouterContextProvider, createRequestHandler } from 'react-router'
import { ApplyCouponToCartDocument } from '~graphql/generated'
import { createServices, servicesContext } from '~/lib/context.server'
import { signedOutRedirect } from '~/lib/session.server'
import { isDataRequestPath } from '~/lib/stores'
import { PURGE_PATH, WEBHOOK_PATH, handleContentWebhook, handlePurgeAll } from './storefront/content-webhook'
import { handleDevProxy } from './storefront/dev-proxy'
import { runEdge } from './storefront/edge'
import { isSitemapPath, robotsTxt, sitemap } from './storefront/sitemap'

const requestHandler = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE)

/** Root-level paths that are not shop pages and so never get a store prefix. */
const ROOT_FILES = new Set(['/favicon.ico', '/sw.js', '/manifest.webmanifest', '/offline.html'])

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    const lookupSlug = async (storyId: string) => {
      const story = await createServices(request, env, ctx).content.getStory(storyId, undefined)
      return story?.full_slug ?? null
    }

    if (url.pathname === WEBHOOK_PATH) return handleContentWebhook(request, env, lookupSlug)
    if (url.pathname === PURGE_PATH) return handlePurgeAll(request, env)

    const proxied = await handleDevProxy(url, request, env, (webhook) => handleContentWebhook(webhook, env, lookupSlug))
    if (proxied) return proxied

    if (url.pathname === '/robots.txt') return robotsTxt(url.origin)
    if (isSitemapPath(url.pathname)) return sitemap(url.pathname, url.origin, (store) => createServices(request, env, ctx, store))

    // React Router's lazy route discovery asks for the manifest at the root.
    if (url.pathname === '/__manifest') return render(request, env, ctx, [])
    if (ROOT_FILES.has(url.pathname) || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/.well-known/')) {
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    }

    const edge = await runEdge(request, {
      async applyCoupon(store, cartId, code) {
        // The customer token, when present, comes from the request's cookies.
        const { commerce } = createServices(request, env, ctx, store)
        try {
          await commerce.mutate(ApplyCouponToCartDocument, { cartId, couponCode: code })
          return true
        } catch {
          return false
        }
      },
    })
    if (edge.kind === 'respond') return edge.response
    return render(request, env, ctx, edge.setCookies)
  },
} satisfies ExportedHandler<Env>

async function render(request: Request, env: Env, ctx: ExecutionContext, setCookies: string[]): Promise<Response> {
  const services = createServices(request, env, ctx)
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  const response = await requestHandler(request, context)

  if (services.authorizationFailed) {
    // Spec §4: signed out, token, cart and sale person dropped, a warning kept for the localized home page. A
    // document (any method) is redirected here; `.data` answers already carry the same redirect and its cookies
    // (handleDataRequest in app/entry.server.tsx), encoded for React Router's client.
    if (!isDataRequestPath(new URL(request.url).pathname)) return signedOutRedirect(services.store, request.method)
  }

  const headers = new Headers(response.headers)
  for (const cookie of [...setCookies, ...services.responseCookies]) headers.append('Set-Cookie', cookie)
  const timing = services.timing.header()
  if (timing) headers.append('Server-Timing', timing)
  // Personal pages must never be stored by a shared cache.
  if (services.customerToken || services.cookies.has('vsf-cart')) headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
