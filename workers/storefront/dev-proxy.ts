import { z } from 'zod'
import { isEmbedded } from '~/lib/context.server'
import { BENCH_BODY_PREFIX, handleBenchBaseline } from './bench-baseline'
import { WEBHOOK_PATH } from './content-webhook'

/** What the embedded content backend answers to a local publish: the webhook body it signed, and the signature. */
const PublishAnswerSchema = z.object({ payload: z.string(), signature: z.string().nullable() })
export const DEV_PREFIX = '/_dev/'

/**
 * The development endpoints (`/_dev/commerce/*` with its latency switch, `/_dev/content/*` with unauthenticated
 * publishing, `/_dev/mail` with every mail including password-reset links) exist only when the `DEV_ENDPOINTS`
 * variable is "1" or "true". wrangler.toml (what a deployment gets) leaves it empty; `.dev.vars` (local only, never
 * deployed, created from `.dev.vars.example` by `npm start`, `npm run dev`, the build and the tests) sets it.
 */
export function devEndpointsEnabled(env: Env): boolean {
  return env.DEV_ENDPOINTS === '1' || env.DEV_ENDPOINTS === 'true'
}

export function isDevPath(pathname: string): boolean {
  return pathname === '/_dev' || pathname.startsWith(DEV_PREFIX)
}

/**
 * With the embedded backends in use and the development switch on, the storefront also serves them on its own port
 * so that GraphQL tools, scripts and people can reach them: `/_dev/commerce/*`, `/_dev/content/*`, `/_dev/mail`.
 * The media files their answers link to (`/media/*`, `/cms-assets/*`) and purchased downloads
 * (`/downloadable/download/*`) are served whenever the embedded backends are, a hosted demo included. None of
 * these paths exist when a real Magento and Storyblok are configured.
 *
 * A publish through `/_dev/content/_publish/…` is delivered to this storefront's webhook as Storyblok would
 * deliver it, so "marketer publishes → cache purged" works locally end to end.
 */
export async function handleDevProxy(
  url: URL,
  request: Request,
  env: Env,
  deliverWebhook: (request: Request) => Promise<Response>,
): Promise<Response | null> {
  // A backend is embedded when no real one is configured and its service binding exists (a deployment against a
  // real Storyblok space removes the binding and may set only STORYBLOK_REGION).
  const commerce = isEmbedded(env) ? env.COMMERCE : undefined
  const content = env.STORYBLOK_ENDPOINT ? undefined : env.CONTENT
  const dev = devEndpointsEnabled(env)
  const { pathname } = url

  if (commerce && pathname.startsWith('/media/')) return forward(commerce, request, pathname, url.search)
  // Purchased downloads (My downloads): the embedded backend serves Magento's download link path, a demo included.
  if (commerce && pathname.startsWith('/downloadable/download/'))
    return forward(commerce, request, pathname, url.search)
  if (content && pathname.startsWith('/cms-assets/')) return forward(content, request, pathname, url.search)
  if (!isDevPath(pathname)) return null
  if (!dev) return notFound()

  if (commerce && pathname.startsWith('/_dev/commerce/')) {
    return forward(commerce, request, pathname.slice('/_dev/commerce'.length), url.search, '/_dev/commerce')
  }
  if (pathname.startsWith(BENCH_BODY_PREFIX)) return handleBenchBaseline(request, pathname, env)
  if (commerce && pathname === '/_dev/mail') return forward(commerce, request, '/mail', url.search)
  if (content && pathname.startsWith('/_dev/content/')) {
    const path = pathname.slice('/_dev/content'.length)
    const response = await forward(content, request, path, url.search, '/_dev/content')
    if (request.method !== 'POST' || !path.startsWith('/_publish/stories/') || !response.ok) return response
    return withWebhookDelivery(response, url, deliverWebhook)
  }
  return notFound()
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })
}

async function withWebhookDelivery(
  response: Response,
  url: URL,
  deliverWebhook: (request: Request) => Promise<Response>,
): Promise<Response> {
  const text = await response.text()
  const answer = PublishAnswerSchema.safeParse(safeJson(text))
  const headers = new Headers(response.headers)
  if (answer.success) {
    const webhook = new Request(new URL(WEBHOOK_PATH, url), {
      method: 'POST',
      body: answer.data.payload,
      headers: { 'Content-Type': 'application/json', 'webhook-signature': answer.data.signature ?? '' },
    })
    const delivered = await deliverWebhook(webhook)
    headers.set('X-Webhook-Status', String(delivered.status))
  }
  return new Response(text, { status: response.status, headers })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const BACKEND_ORIGIN = 'http://backend'

/**
 * The request to the backend's own path; a redirect it answers (the content API's `cv` redirect) leads back to
 * where the backend is served here (`prefix`), not to the binding's internal address.
 */
async function forward(
  binding: Fetcher,
  request: Request,
  path: string,
  search: string,
  prefix = '',
): Promise<Response> {
  const target = new URL(`${path}${search}`, BACKEND_ORIGIN)
  let response: Response
  try {
    response = await binding.fetch(new Request(target, request))
  } catch {
    return new Response('The embedded backend is not reachable.', { status: 502 })
  }
  const location = response.headers.get('Location')
  if (location === null) return response
  const next = new URL(location, target)
  if (next.origin !== BACKEND_ORIGIN) return response
  const headers = new Headers(response.headers)
  headers.set('Location', `${prefix}${next.pathname}${next.search}`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
