import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CacheStrategy, KvCache, MEMORY_TTL_MS, forgetInMemory } from '~/lib/kv-cache.server'
import { CommerceError } from '~/lib/commerce.server'
import { STALE_IF_ERROR_SECONDS, isUnavailable } from '~/lib/outage.server'
import { ServerTiming } from '~/lib/server-timing.server'

function setup(now: { value: number }) {
  const pending: Promise<unknown>[] = []
  const timing = new ServerTiming()
  const cache = new KvCache({
    kv: env.CACHE,
    waitUntil: (promise) => pending.push(promise),
    timing,
    now: () => now.value,
  })
  return { cache, timing, settle: () => Promise.all(pending) }
}

beforeEach(() => forgetInMemory())

describe('KvCache', () => {
  it('loads on a miss, stores the value and serves it fresh afterwards', async () => {
    const now = { value: 1_000_000 }
    const first = setup(now)
    const load = vi.fn(async () => ({ name: 'tree' }))
    expect(await first.cache.get('v1:us_et:tree', 'long', load)).toEqual({ name: 'tree' })
    await first.settle()

    const second = setup(now)
    expect(await second.cache.get('v1:us_et:tree', 'long', load)).toEqual({ name: 'tree' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(second.timing.header()).toContain('memory-hit')

    // Past the memory layer's lifetime the entry comes from KV, still without a load.
    now.value += MEMORY_TTL_MS + 1
    const third = setup(now)
    expect(await third.cache.get('v1:us_et:tree', 'long', load)).toEqual({ name: 'tree' })
    expect(third.timing.header()).toContain('cache-hit')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets purged keys in memory at once', async () => {
    const now = { value: 1_500_000 }
    const first = setup(now)
    await first.cache.get('v1:us_et:story:topbar', 'content', async () => 'old')
    await first.settle()
    await env.CACHE.delete('v1:us_et:story:topbar')
    forgetInMemory(['v1:us_et:story:topbar'])
    const second = setup(now)
    expect(await second.cache.get('v1:us_et:story:topbar', 'content', async () => 'new')).toBe('new')
  })

  it('serves a stale entry and refreshes it in waitUntil', async () => {
    const now = { value: 2_000_000 }
    const first = setup(now)
    await first.cache.get('v1:us_et:swr', 'long', async () => 'old')
    await first.settle()

    now.value += (CacheStrategy.long.fresh + 1) * 1000
    const second = setup(now)
    expect(await second.cache.get('v1:us_et:swr', 'long', async () => 'new')).toBe('old')
    expect(second.timing.header()).toContain('cache-stale')
    await second.settle()

    const third = setup(now)
    expect(await third.cache.get('v1:us_et:swr', 'long', async () => 'newer')).toBe('new')
  })

  it('never stores a failed load, and keeps serving stale when a refresh fails', async () => {
    const now = { value: 3_000_000 }
    const failing = setup(now)
    // With nothing stored to stand in, a backend failure is the 503 of unavailable().
    const failure = await failing.cache
      .get('v1:us_et:err', 'long', () => Promise.reject(new Error('down')))
      .catch((error: unknown) => error)
    expect(isUnavailable(failure)).toBe(true)
    await failing.settle()
    expect(await env.CACHE.get('v1:us_et:err')).toBeNull()

    const ok = setup(now)
    await ok.cache.get('v1:us_et:err', 'long', async () => 'good')
    await ok.settle()
    now.value += (CacheStrategy.long.fresh + 1) * 1000
    const stale = setup(now)
    expect(await stale.cache.get('v1:us_et:err', 'long', () => Promise.reject(new Error('down')))).toBe('good')
    await stale.settle()
    const after = setup(now)
    expect(await after.cache.get('v1:us_et:err', 'long', async () => 'x')).toBe('good')
  })

  it('reloads once an entry is past its maximum age', async () => {
    const now = { value: 4_000_000 }
    const first = setup(now)
    await first.cache.get('v1:us_et:old', 'short', async () => 'old')
    await first.settle()
    now.value += (CacheStrategy.short.maxAge + 1) * 1000
    const second = setup(now)
    expect(await second.cache.get('v1:us_et:old', 'short', async () => 'fresh')).toBe('fresh')
  })

  it('serves an entry past its maximum age when the reload fails, for up to a day (stale-if-error)', async () => {
    const now = { value: 4_500_000 }
    const first = setup(now)
    await first.cache.get('v1:us_et:sie', 'short', async () => 'last good')
    await first.settle()

    now.value += (CacheStrategy.short.maxAge + 3600) * 1000
    const down = setup(now)
    expect(await down.cache.get('v1:us_et:sie', 'short', () => Promise.reject(new Error('timeout')))).toBe('last good')
    expect(down.timing.header()).toContain('cache-stale-if-error')
    await down.settle()
    // Not written back as if fresh: once the backend is back, the next read loads.
    forgetInMemory()
    const back = setup(now)
    expect(await back.cache.get('v1:us_et:sie', 'short', async () => 'new')).toBe('new')
    // Kept in KV beyond maxAge, so that it can stand in.
    expect(await env.CACHE.get('v1:us_et:sie')).not.toBeNull()

    now.value += (CacheStrategy.short.maxAge + STALE_IF_ERROR_SECONDS + 1) * 1000
    forgetInMemory()
    const tooOld = setup(now)
    const failure = await tooOld.cache
      .get('v1:us_et:sie', 'short', () => Promise.reject(new Error('timeout')))
      .catch((error: unknown) => error)
    expect(isUnavailable(failure)).toBe(true)
  })

  it('passes a GraphQL error on as it is: the backend answered', async () => {
    const { cache } = setup({ value: 4_700_000 })
    const answer = new CommerceError('no such page', [{ message: 'no such page', category: undefined }], false)
    await expect(cache.get('v1:us_et:gql', 'short', () => Promise.reject(answer))).rejects.toBe(answer)
  })

  it('shares one load between concurrent readers of a key in a request', async () => {
    const { cache } = setup({ value: 5_000_000 })
    const load = vi.fn(async () => 1)
    await Promise.all([cache.get('v1:x:dedupe', 'long', load), cache.get('v1:x:dedupe', 'long', load)])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('treats an unreadable entry as a miss', async () => {
    await env.CACHE.put('v1:us_et:junk', 'not json')
    const { cache } = setup({ value: 7_000_000 })
    expect(await cache.get('v1:us_et:junk', 'long', async () => 'loaded')).toBe('loaded')
  })
})

describe('KvCache shouldCache', () => {
  it('serves but does not store values the caller marks as not cacheable', async () => {
    const now = { value: 8_000_000 }
    const first = setup(now)
    expect(
      await first.cache.get(
        'v1:us_et:route:nope',
        'medium',
        async () => null,
        (value) => value !== null,
      ),
    ).toBeNull()
    await first.settle()
    expect(await env.CACHE.get('v1:us_et:route:nope')).toBeNull()
  })
})

describe('KvCache search strategy', () => {
  it('keeps search answers in memory only, never in KV', async () => {
    const now = { value: 9_000_000 }
    const first = setup(now)
    const load = vi.fn(async () => ['shampoo'])
    await first.cache.get('v1:us_et:listing:search', 'search', load)
    await first.settle()
    expect(await env.CACHE.get('v1:us_et:listing:search')).toBeNull()
    const second = setup(now)
    expect(await second.cache.get('v1:us_et:listing:search', 'search', load)).toEqual(['shampoo'])
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe("KvCache and the age of a page's prices", () => {
  it('says how old the oldest price-and-stock answer it served is; other answers do not count', async () => {
    const now = { value: 5_000_000 }
    const writer = setup(now)
    await writer.cache.get('v1:us_et:product:AGE', 'short', async () => ({ price: 1 }))
    await writer.cache.get('v1:us_et:tree-age', 'long', async () => ({ tree: 1 }))
    await writer.settle()
    now.value += 40_000
    const reader = setup(now)
    await reader.cache.get('v1:us_et:tree-age', 'long', async () => ({ tree: 2 }))
    expect(reader.cache.catalogueAgeSeconds()).toBe(0)
    await reader.cache.get('v1:us_et:product:AGE', 'short', async () => ({ price: 2 }))
    expect(reader.cache.catalogueAgeSeconds()).toBe(40)
  })

  it('loads such an answer again past `catalogueFreshFor` (the page refresh), though it is still fresh', async () => {
    const now = { value: 6_000_000 }
    const writer = setup(now)
    await writer.cache.get('v1:us_et:product:RENEW', 'short', async () => ({ price: 1 }))
    await writer.settle()
    now.value += 20_000
    const pending: Promise<unknown>[] = []
    const refresh = new KvCache({
      kv: env.CACHE,
      waitUntil: (promise) => pending.push(promise),
      timing: new ServerTiming(),
      now: () => now.value,
      catalogueFreshFor: 15,
    })
    expect(await refresh.get('v1:us_et:product:RENEW', 'short', async () => ({ price: 2 }))).toEqual({ price: 2 })
    expect(refresh.catalogueAgeSeconds()).toBe(0)
    await Promise.all(pending)
    // An ordinary render after it reads the renewed answer.
    const reader = setup(now)
    expect(await reader.cache.get('v1:us_et:product:RENEW', 'short', async () => ({ price: 3 }))).toEqual({ price: 2 })
  })

  it('does not count an answer served in place of a failed load: through an outage pages keep being shared', async () => {
    const now = { value: 7_000_000 }
    const writer = setup(now)
    await writer.cache.get('v1:us_et:product:DOWN', 'short', async () => ({ price: 1 }))
    await writer.settle()
    now.value += (CacheStrategy.short.maxAge + 60) * 1000
    forgetInMemory()
    const reader = setup(now)
    const down = async (): Promise<{ price: number }> => {
      throw new CommerceError('down', [], true)
    }
    expect(await reader.cache.get('v1:us_et:product:DOWN', 'short', down)).toEqual({ price: 1 })
    expect(reader.cache.catalogueAgeSeconds()).toBe(0)
  })
})

describe('KvCache and an answer not to be kept', () => {
  it('is not written to KV, and is asked again only after the memory layer forgets it', async () => {
    const now = { value: 8_000_000 }
    const load = vi.fn(async () => null)
    const first = setup(now)
    expect(await first.cache.get('v1:us_et:story:nothing', 'content', load, (value) => value !== null)).toBeNull()
    await first.settle()
    expect(await env.CACHE.get('v1:us_et:story:nothing')).toBeNull()
    const second = setup(now)
    await second.cache.get('v1:us_et:story:nothing', 'content', load, (value) => value !== null)
    expect(load).toHaveBeenCalledTimes(1)
    now.value += MEMORY_TTL_MS + 1
    const third = setup(now)
    await third.cache.get('v1:us_et:story:nothing', 'content', load, (value) => value !== null)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
