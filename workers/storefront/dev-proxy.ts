import { z } from 'zod'
import { isEmbedded } from '~/lib/context.server'
import { WEBHOOK_PATH } from './content-webhook'

/** What the embedded content backend answers to a local publish: the webhook body it signed, and the signature. */
const PublishAnswerSchema = z.object({ payload: z.string(), signature: z.string().nullable() })

/**
 * With the embedded backends in use, the storefront also serves them on its own port so that GraphQL tools,
 * scripts and people can reach them: `/_dev/commerce/*`, `/_dev/content/*`, `/_dev/mail`, plus the media files
 * their answers link to. None of these paths exist when a real Magento and Storyblok are configured.
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
  const commerce = isEmbedded(env)
  const content = !env.STORYBLOK_ENDPOINT
  const { pathname } = url

  if (commerce && pathname.startsWith('/_dev/commerce/')) {
    return forward(env.COMMERCE, request, pathname.slice('/_dev/commerce'.length), url.search)
  }
  if (commerce && pathname === '/_dev/mail') return forward(env.COMMERCE, request, '/mail', url.search)
  if (commerce && pathname.startsWith('/media/')) return forward(env.COMMERCE, request, pathname, url.search)
  if (content && pathname.startsWith('/cms-assets/')) return forward(env.CONTENT, request, pathname, url.search)
  if (content && pathname.startsWith('/_dev/content/')) {
    const path = pathname.slice('/_dev/content'.length)
    const response = await forward(env.CONTENT, request, path, url.search)
    if (request.method !== 'POST' || !path.startsWith('/_publish/stories/') || !response.ok) return response
    return withWebhookDelivery(response, url, deliverWebhook)
  }
  return null
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

async function forward(binding: Fetcher, request: Request, path: string, search: string): Promise<Response> {
  const target = new URL(`${path}${search}`, 'http://backend')
  try {
    return await binding.fetch(new Request(target, request))
  } catch {
    return new Response('The embedded backend is not reachable.', { status: 502 })
  }
}
