import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { handleContentWebhook, handlePurgeAll, signBody } from '../../../workers/storefront/content-webhook'
import { PAGE_CACHE_VERSION_KEY } from '../../../workers/storefront/page-cache'

const STORES = ['de_et', 'fr_et', 'nl_et', 'us_et']
const noLookup = vi.fn(async () => null)
const PurgedSchema = z.object({ purged: z.array(z.string()) })
/** A content service that gives no cv (an older or unreachable one): every delivery is handled. */
const noVersion = vi.fn(async () => null)

async function seedStory(slug: string) {
  await Promise.all(
    STORES.map((store) => env.CACHE.put(`v1:${store}:story:${slug}`, JSON.stringify({ storedAt: 1, value: {} }))),
  )
}

async function cached(slug: string): Promise<number> {
  const values = await Promise.all(STORES.map((store) => env.CACHE.get(`v1:${store}:story:${slug}`)))
  return values.filter((value) => value !== null).length
}

function webhook(body: string, signature: string | null): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (signature !== null) headers['webhook-signature'] = signature
  return new Request('http://shop.test/api/content-webhook', { method: 'POST', body, headers })
}

/** A correctly signed delivery of `body` to the webhook (no slug lookup, no space version unless given). */
async function deliver(body: string, lookup = noLookup): Promise<Response> {
  return handleContentWebhook(webhook(body, await signBody('test-webhook-secret', body)), env, lookup, noVersion)
}

describe('content webhook', () => {
  beforeEach(() => seedStory('topbar'))

  it('purges the published story in every store language when the signature is right', async () => {
    const body = JSON.stringify({ action: 'published', text: 'x', story_id: 1, space_id: 2, full_slug: 'topbar' })
    const response = await deliver(body)
    expect(response.status).toBe(200)
    expect(await cached('topbar')).toBe(0)
  })

  it('finds the slug by story id when the payload has none', async () => {
    const body = JSON.stringify({ action: 'published', text: 'x', story_id: 42, space_id: 2 })
    const lookup = vi.fn(async () => 'topbar')
    await handleContentWebhook(webhook(body, await signBody('test-webhook-secret', body)), env, lookup, noVersion)
    expect(lookup).toHaveBeenCalledWith('42')
    expect(await cached('topbar')).toBe(0)
  })

  it.each([
    ['a wrong signature', async (body: string) => signBody('another-secret', body)],
    ['no signature', async () => null],
    ['a malformed signature', async () => 'not-hex'],
  ])('answers 401 and purges nothing for %s', async (_label, sign) => {
    const body = JSON.stringify({ action: 'published', full_slug: 'topbar' })
    const response = await handleContentWebhook(webhook(body, await sign(body)), env, noLookup, noVersion)
    expect(response.status).toBe(401)
    expect(await cached('topbar')).toBe(4)
  })

  it.each([
    ['unpublished', { story_id: 43 }],
    ['deleted', { story_id: 43 }],
    ['moved', { story_id: 43, full_slug: 'pages/new-place' }],
  ])(
    'purges every story when %s names none it can still find (Storyblok sends the id only)',
    async (action, fields) => {
      await seedStory('pages/old-place')
      const body = JSON.stringify({ action, text: 'x', space_id: 2, ...fields })
      const response = await deliver(body)
      expect(response.status).toBe(200)
      expect(await cached('pages/old-place')).toBe(0)
      expect(await cached('topbar')).toBe(0)
    },
  )

  it('purges no other story for an event about a story it cannot find that did not take one away', async () => {
    const body = JSON.stringify({ action: 'entry_stage_changed', text: 'x', space_id: 2, story_id: 44 })
    const response = await deliver(body)
    expect(PurgedSchema.parse(await response.json()).purged).toEqual([])
    expect(await cached('topbar')).toBe(4)
  })

  it('ignores an event that names no story (an asset, a user): no purge, not even of the page cache', async () => {
    const version = await env.CACHE.get(PAGE_CACHE_VERSION_KEY)
    const body = JSON.stringify({ action: 'created', text: 'uploaded an asset', space_id: 2, asset_id: 7 })
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await deliver(body)
      expect(await response.json()).toEqual({ purged: [], ignored: true })
    }
    expect(await env.CACHE.get(PAGE_CACHE_VERSION_KEY)).toBe(version)
    expect(await cached('topbar')).toBe(4)
  })

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify({ action: 'published', full_slug: 'topbar' })
    const signature = await signBody('test-webhook-secret', body)
    const response = await handleContentWebhook(
      webhook(body.replace('topbar', 'footer'), signature),
      env,
      noLookup,
      noVersion,
    )
    expect(response.status).toBe(401)
  })

  it.each([
    ['600 characters', 'a'.repeat(600)],
    ['500 characters that the store prefix pushes past the key limit', `pages/${'b'.repeat(494)}`],
    ['multi-byte characters past the limit in bytes', 'é'.repeat(300)],
  ])('answers 400 and purges nothing for a correctly signed slug of %s', async (_label, slug) => {
    const deletes = vi.spyOn(env.CACHE, 'delete')
    const body = JSON.stringify({ action: 'published', full_slug: slug })
    const response = await deliver(body)
    expect(response.status).toBe(400)
    expect(await response.text()).not.toMatch(/at |exceeds|KV/)
    expect(deletes).not.toHaveBeenCalled()
    expect(await cached('topbar')).toBe(4)
    deletes.mockRestore()
  })

  it('handles a delivery once per publish: a replay at the same cv purges nothing, a later publish purges again', async () => {
    const body = JSON.stringify({ action: 'published', text: 'x', story_id: 7, space_id: 2, full_slug: 'topbar' })
    const signature = await signBody('test-webhook-secret', body)
    let cv = 1000
    const version = async () => cv
    const first = await handleContentWebhook(webhook(body, signature), env, noLookup, version)
    expect(PurgedSchema.parse(await first.json()).purged).toContain('v1:us_et:story:topbar')
    const pageCacheVersion = await env.CACHE.get(PAGE_CACHE_VERSION_KEY)

    await seedStory('topbar')
    const replay = await handleContentWebhook(webhook(body, signature), env, noLookup, version)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ purged: [], replay: true })
    expect(await cached('topbar')).toBe(4)
    expect(await env.CACHE.get(PAGE_CACHE_VERSION_KEY)).toBe(pageCacheVersion)

    // Another story published at the same cv is no replay of this one.
    await seedStory('footer')
    const other = JSON.stringify({ action: 'published', story_id: 8, full_slug: 'footer' })
    await handleContentWebhook(webhook(other, await signBody('test-webhook-secret', other)), env, noLookup, version)
    expect(await cached('footer')).toBe(0)

    cv = 1001
    await handleContentWebhook(webhook(body, signature), env, noLookup, version)
    expect(await cached('topbar')).toBe(0)
  })

  it('answers 400 to a signed body that is not JSON', async () => {
    const body = 'not json'
    const response = await deliver(body)
    expect(response.status).toBe(400)
  })
})

describe('purge all', () => {
  it('needs the ops token and then empties the cache', async () => {
    await seedStory('footer')
    await env.CACHE.put('v1:us_et:category-tree', '{}')
    const denied = await handlePurgeAll(
      new Request('http://shop.test/api/cache/purge', { method: 'POST', headers: { Authorization: 'Bearer wrong' } }),
      env,
    )
    expect(denied.status).toBe(401)
    expect(await cached('footer')).toBe(4)

    const response = await handlePurgeAll(
      new Request('http://shop.test/api/cache/purge', {
        method: 'POST',
        headers: { Authorization: 'Bearer test-ops-token' },
      }),
      env,
    )
    const { purged } = z.object({ purged: z.number() }).parse(await response.json())
    expect(purged).toBeGreaterThanOrEqual(5)
    expect(await cached('footer')).toBe(0)
    expect(await env.CACHE.get('v1:us_et:category-tree')).toBeNull()
  })
})

describe('content webhook through the worker, against the embedded content service', () => {
  it('reads the space cv: a delivery sent twice is handled once', async () => {
    const { call } = await import('./worker')
    const body = JSON.stringify({ action: 'published', story_id: 424242, full_slug: 'topbar' })
    const signature = await signBody('test-webhook-secret', body)
    const send = () =>
      call('/api/content-webhook', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'webhook-signature': signature },
      })
    const first = await send()
    expect(PurgedSchema.parse(await first.json()).purged).toContain('v1:de_et:story:topbar')
    const again = await send()
    expect(await again.json()).toEqual({ purged: [], replay: true })
  })
})
