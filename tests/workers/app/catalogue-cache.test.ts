import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetInMemory } from '~/lib/kv-cache.server'
import { bumpPageCacheVersion } from '../../../workers/storefront/page-cache'
import { call, commerceBinding, customerToken } from './worker'

/**
 * Issue 8 item 7: catalogue answers live in KV under keys every shopper reads, so none of them may come from a
 * request that carried a customer token (a real Magento answers such requests with customer-group prices).
 * The commerce binding is wrapped: every answer to a request with a token is marked, so a marked text reaching a
 * guest means a personal answer was shared.
 */
const PERSONAL = 'PERSONAL-ANSWER'
type Seen = { operation: string; token: boolean }

function operationOf(query: string | null | undefined): string {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? 'anonymous'
}

function markingCommerce(seen: Seen[]): Fetcher {
  return {
    async fetch(input, init) {
      const request = new Request(input, init)
      const token = request.headers.has('Authorization')
      const url = new URL(request.url)
      let query = url.searchParams.get('query')
      if (request.method === 'POST') {
        const body: unknown = JSON.parse(await request.clone().text())
        query =
          typeof body === 'object' && body !== null && 'query' in body && typeof body.query === 'string'
            ? body.query
            : null
      }
      seen.push({ operation: operationOf(query), token })
      const response = await commerceBinding().fetch(request)
      if (!token) return response
      const text = await response.text()
      return new Response(text.replaceAll('"name":"', `"name":"${PERSONAL} `), {
        status: response.status,
        headers: response.headers,
      })
    },
    connect: (address, options) => commerceBinding().connect(address, options),
  }
}

async function emptyCaches() {
  forgetInMemory()
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  // Pages stored by the edge page cache would answer without running a loader, so no KV entry would be filled.
  await bumpPageCacheVersion(env)
}

const PAGES = ['/us_et/p/ET-H00004', '/us_et/hair.html', '/us_et/hair/shampoo.html?page=1&sort=name', '/us_et']
/** Operations whose answers are cached for everyone. */
const SHARED = [
  'ProductPage',
  'ProductListing',
  'CategoryPage',
  'StoreConfig',
  'CategoryTree',
  'ResolveRoute',
  'AvailableStores',
]

describe('shared catalogue cache entries', () => {
  beforeEach(emptyCaches)

  it('never hold an answer fetched with a customer token: a guest after a signed-in customer sees no personal answer', async () => {
    const token = await customerToken()
    const seen: Seen[] = []
    const COMMERCE = markingCommerce(seen)

    for (const path of PAGES) {
      const response = await call(path, { headers: { Cookie: `vsf-customer=${token}` } }, { COMMERCE })
      expect(response.status, path).toBe(200)
      await response.text()
    }
    for (const path of PAGES) {
      const response = await call(path, {}, { COMMERCE })
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain(PERSONAL)
    }
    // The customer's own (personal) requests did carry the token, so the marking was live; shared ones never did.
    expect(seen.some((entry) => entry.token)).toBe(true)
    expect(seen.filter((entry) => entry.token && SHARED.includes(entry.operation))).toEqual([])
  })

  it('serve the signed-in customer from the entries the guests fill', async () => {
    await call('/us_et/p/ET-H00004', {}, {})
    const seen: Seen[] = []
    const token = await customerToken()
    const response = await call(
      '/us_et/p/ET-H00004',
      { headers: { Cookie: `vsf-customer=${token}` } },
      { COMMERCE: markingCommerce(seen) },
    )
    expect(response.headers.get('Server-Timing')).toMatch(/(memory|cache)-hit[^,]*v1:us_et:product:ET-H00004/)
    expect(seen.map((entry) => entry.operation)).not.toContain('ProductPage')
  })
})
