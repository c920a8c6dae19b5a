// Storyblok's "story published" webhook: a JSON POST whose raw body is signed with HMAC-SHA1 (hex) of the
// webhook secret, sent in the `webhook-signature` header. Receivers verify against the unparsed body,
// so the exact string that was signed is what gets sent and returned.

export const PUBLISHER_EMAIL = 'editor@estelletijs.example'

export interface PublishedEvent {
  storyId: number
  storyName: string
  spaceId: number
  fullSlug: string
}

export function publishedPayload(event: PublishedEvent): string {
  return JSON.stringify({
    action: 'published',
    text: `The user ${PUBLISHER_EMAIL} published the Story ${event.storyName} (${event.fullSlug})`,
    story_id: event.storyId,
    space_id: event.spaceId,
    full_slug: event.fullSlug,
  })
}

export async function signWebhookBody(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ])
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(body))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface WebhookDelivery {
  url: string
  /** HTTP status of the receiver, or 0 when it could not be reached. */
  status: number
  error?: string
}

// Awaited rather than fired in waitUntil so the publish answer can report whether the receiver accepted it.
export async function deliverWebhook(url: string, body: string, signature: string | null): Promise<WebhookDelivery> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (signature) headers.set('webhook-signature', signature)
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
    await response.body?.cancel()
    return { url, status: response.status }
  } catch (error) {
    return { url, status: 0, error: error instanceof Error ? error.message : String(error) }
  }
}
