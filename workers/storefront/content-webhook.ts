import { z } from 'zod'
import { readBoundedBody } from '~/lib/form-body.server'
import { KvCache, forgetInMemory, keyDigest } from '~/lib/kv-cache.server'
import { storyCacheKey } from '~/lib/layout.server'
import { STORE_CODES } from '~/lib/stores'
import { bumpPageCacheVersion } from './page-cache'

export const WEBHOOK_PATH = '/api/content-webhook'
export const PURGE_PATH = '/api/cache/purge'
const MAX_BODY = 64 * 1024
/** Workers KV refuses keys longer than this many bytes. */
const MAX_KV_KEY_BYTES = 512

const PayloadSchema = z.object({
  action: z.string(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
  space_id: z.union([z.number(), z.string()]).optional(),
})

/** Looks a story's full slug up by id, for payloads that carry only `story_id` (Storyblok's documented shape). */
export type SlugLookup = (storyId: string) => Promise<string | null>
/** The content space's cache version now (Storyblok's cv, which every publish moves), or null when unknown. */
export type SpaceVersion = () => Promise<number | null>

/** How long the cv a story's delivery was handled at is remembered (a replay later than this purges once more). */
const HANDLED_TTL_SECONDS = 7 * 24 * 60 * 60

/**
 * Storyblok's publish webhook: verifies `webhook-signature` (hex HMAC-SHA1 of the raw body with the webhook
 * secret) and purges the story's cached copies in every store's language. Bad or missing signature → 401.
 *
 * Storyblok signs the body only (no time, no delivery id), so a captured delivery stays valid forever. What tells a
 * replay from a new publish is the space's cv: the delivery of a story at the cv it was already handled at changes
 * nothing and purges nothing (a replay cannot be used to empty every store's page cache at will).
 */
export async function handleContentWebhook(
  request: Request,
  env: Env,
  lookupSlug: SlugLookup,
  spaceVersion: SpaceVersion,
): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405)
  const secret = env.STORYBLOK_WEBHOOK_SECRET
  // Read no more than a payload can be, whatever Content-Length says (or a chunked body does not say).
  const bytes = await readBoundedBody(request, MAX_BODY)
  if (!secret) {
    // Storyblok's webhook log shows only the 401: the operator's log says why.
    console.error('content webhook: the STORYBLOK_WEBHOOK_SECRET secret is not set, so no delivery can be verified')
    return json({ error: 'Unauthorized' }, 401)
  }
  if (typeof bytes === 'string') return json({ error: 'Unauthorized' }, 401)
  const raw = new TextDecoder().decode(bytes)
  const valid = await verifySignature(secret, raw, request.headers.get('webhook-signature'))
  if (!valid) return json({ error: 'Unauthorized' }, 401)

  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return json({ error: 'Invalid JSON' }, 400)
  }
  const payload = PayloadSchema.safeParse(body)
  if (!payload.success) return json({ error: 'Unexpected payload' }, 400)

  // An asset, user or datasource event changes no story: nothing to purge (and, naming no story, no replay check
  // could stop a captured delivery from emptying every store's page cache at will).
  if (payload.data.story_id === undefined && payload.data.full_slug === undefined)
    return json({ purged: [], ignored: true })
  const slug =
    payload.data.full_slug ??
    (payload.data.story_id !== undefined ? await lookupSlug(String(payload.data.story_id)) : null)
  const keys = slug ? STORE_CODES.map((store) => storyCacheKey(store, slug)) : []
  // No story with such a slug can be cached (KV would refuse its key), so there is nothing to purge: say so, touch nothing.
  if (keys.some((key) => new TextEncoder().encode(key).length > MAX_KV_KEY_BYTES))
    return json({ error: 'Slug too long' }, 400)

  // A story's delivery at the cv it was handled at before is a replay: nothing was published since.
  const story = payload.data.story_id ?? payload.data.full_slug
  const handledKey =
    story === undefined ? null : KvCache.key('', 'webhook', await keyDigest(`${payload.data.action}:${story}`))
  const version = handledKey ? await spaceVersion() : null
  if (handledKey && version !== null) {
    if ((await env.CACHE.get(handledKey)) === String(version)) return json({ purged: [], replay: true })
    await env.CACHE.put(handledKey, String(version), { expirationTtl: HANDLED_TTL_SECONDS })
  }

  // Any published story can show on many pages (menus, blocks): every stored page goes, whatever the slug.
  await bumpPageCacheVersion(env)
  // Storyblok's payload names the story by id only, and the published API no longer finds one just unpublished or
  // deleted; a moved story's old slug is not named at all: then every story is purged (a few dozen entries).
  const everyStory = GONE_ACTIONS.has(payload.data.action) && (!slug || payload.data.action === 'moved')
  const purged = everyStory ? [...new Set([...keys, ...(await allStoryKeys(env))])] : keys
  if (purged.length === 0) return json({ purged: [] })
  await Promise.all(purged.map((key) => env.CACHE.delete(key)))
  forgetInMemory(purged)
  return json({ purged })
}

/** Storyblok's actions after which a story may be gone from the published API, or from its old slug. */
const GONE_ACTIONS: ReadonlySet<string> = new Set(['unpublished', 'deleted', 'moved'])

/** Every story entry of every store in KV (the stories a purge by slug cannot name). */
async function allStoryKeys(env: Env): Promise<string[]> {
  const keys: string[] = []
  for (const store of STORE_CODES) for await (const page of keyPages(env, storyCacheKey(store, ''))) keys.push(...page)
  return keys
}

/** The names of the KV entries under `prefix`, a listing page at a time. */
async function* keyPages(env: Env, prefix: string): AsyncGenerator<string[]> {
  let cursor: string | undefined
  do {
    const page: KVNamespaceListResult<unknown> = await env.CACHE.list({ prefix, ...(cursor ? { cursor } : {}) })
    yield page.keys.map((key) => key.name)
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

/** Whether the request carries `Authorization: Bearer <OPS_TOKEN>` (never true when no token is configured). */
export async function hasOpsToken(request: Request, env: Env): Promise<boolean> {
  const expected = env.OPS_TOKEN
  if (!expected) console.error('ops: the OPS_TOKEN secret is not set, so the purge answers 401 to everyone')
  const given = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  return Boolean(expected) && given !== '' && (await constantTimeEqual(given, expected))
}

/** Ops: purges every cached entry of this cache version. Needs `Authorization: Bearer <OPS_TOKEN>`. */
export async function handlePurgeAll(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405)
  if (!(await hasOpsToken(request, env))) return json({ error: 'Unauthorized' }, 401)
  let purged = 0
  for await (const page of keyPages(env, KvCache.key(''))) {
    await Promise.all(page.map((key) => env.CACHE.delete(key)))
    purged += page.length
  }
  forgetInMemory()
  await bumpPageCacheVersion(env)
  return json({ purged })
}

export async function signBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function verifySignature(secret: string, body: string, signature: string | null): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false
  return constantTimeEqual((await signBody(secret, body)).toLowerCase(), signature.toLowerCase())
}

/** Compares through digests so neither the length nor the position of a difference leaks through timing. */
async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const encoder = new TextEncoder()
  const [left, right] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(a)),
    crypto.subtle.digest('SHA-256', encoder.encode(b)),
  ])
  const x = new Uint8Array(left)
  const y = new Uint8Array(right)
  let difference = 0
  for (let index = 0; index < x.length; index++) difference |= (x[index] ?? 0) ^ (y[index] ?? 0)
  return difference === 0
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
