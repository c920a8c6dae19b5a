import { expect, test } from '@playwright/test'

/** What the storefront's edge page cache said about an answer (Server-Timing `edge-cache;desc="…"`). */
function cacheOutcome(headers: Record<string, string>): string | undefined {
  return /edge-cache;desc="([a-z-]+)/.exec(headers['server-timing'] ?? '')?.[1]
}

// Under `vite preview` (Miniflare) the worker's Cache API is real: an anonymous page is stored and served again.
test('an anonymous page is served from the edge cache on the next visit; a cart cookie never meets it', async ({
  request,
}) => {
  const path = `/us_et/Faq?e2e=${Date.now()}${Math.floor(Math.random() * 1000)}`
  const first = await request.get(path)
  expect(first.status()).toBe(200)
  expect(cacheOutcome(first.headers())).toBe('miss')
  const second = await request.get(path)
  expect(cacheOutcome(second.headers())).toBe('hit')
  expect(await second.text()).toBe(await first.text())

  const withCart = await request.get(path, { headers: { Cookie: 'vsf-cart=abcdefabcdefabcdefabcdefabcdefab' } })
  expect(cacheOutcome(withCart.headers())).toBe('bypass')
  expect(withCart.headers()['cache-control']).toBe('private, no-store')
})
