import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { signBody } from '../../../workers/storefront/content-webhook'
import {
  PAGE_CACHE_REFRESH_AFTER_SECONDS,
  PAGE_CACHE_TTL_SECONDS,
  isStorablePage,
  pageCache,
  pageCacheKey,
  pageCacheKeyVersion,
  readCachedPage,
  storePage,
  storedCopy,
} from '../../../workers/storefront/page-cache'
import { WHOLE_DOCUMENT_WAIT_MS } from '../../../app/entry.server'
import { DATA_AGE_HEADER } from '~/lib/context.server'
import { forgetInMemory } from '~/lib/kv-cache.server'
import { cartTailMarkup, withTail } from '../../../workers/storefront/cart-tail'
import { ORIGIN, call, commerce, commerceDelaying, commerceFailing, formPost, guestCartWith } from './worker'

/** The commerce backend answering 503 to everything, as in tests/workers/app/outage.test.ts. */
const commerceDown: Fetcher = {
  fetch: async () => Response.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 }),
  connect: () => {
    throw new Error('no sockets')
  },
}

/** Every test works on its own URL (a unique query), so no test sees another's stored page. */
function freshPath(base = '/us_et'): string {
  return `${base}${base.includes('?') ? '&' : '?'}pc=${crypto.randomUUID()}`
}

function cacheOutcome(response: Response): string | undefined {
  return /edge-cache;desc="([a-z-]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1]
}

/** Renders and drains a page (the stored copy is written while the body is read). */
async function visit(
  path: string,
  init: RequestInit = {},
  origin = ORIGIN,
): Promise<{ response: Response; body: string }> {
  const response = await call(path, init, {}, origin)
  const body = await response.text()
  return { response, body }
}

describe('edge page cache: anonymous pages', () => {
  it('stores an anonymous GET document and serves the next one from the cache, saying so in Server-Timing', async () => {
    const path = freshPath()
    const first = await visit(path)
    expect(first.response.status).toBe(200)
    expect(cacheOutcome(first.response)).toBe('miss')
    const second = await visit(path)
    expect(cacheOutcome(second.response)).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.response.headers.get('Content-Type')).toContain('text/html')
  })

  it('adds the store cookies of the URL around a cached body, and the stored copy carries none', async () => {
    const path = freshPath('/de_et')
    await visit(path)
    const hit = await visit(path)
    expect(cacheOutcome(hit.response)).toBe('hit')
    expect(hit.response.headers.getSetCookie()).toContain('vsf-store=de_et; Path=/; SameSite=Lax')
    const matching = await visit(path, {
      headers: { Cookie: 'vsf-store=de_et; vsf-currency=EUR; vsf-country=NL; vsf-locale=de_et' },
    })
    expect(cacheOutcome(matching.response)).toBe('hit')
    expect(matching.response.headers.getSetCookie()).toEqual([])
  })

  it("never serves one store's page for another", async () => {
    const id = crypto.randomUUID()
    const us = await visit(`/us_et?pc=${id}`)
    const de = await visit(`/de_et?pc=${id}`)
    expect(cacheOutcome(de.response)).toBe('miss')
    expect(de.body).not.toBe(us.body)
    expect(de.body).toContain('href="/de_et/')
    expect(de.body).not.toContain('href="/us_et/')
  })
})

describe('edge page cache: personal requests neither read nor fill it', () => {
  const personal: [string, () => Promise<string>][] = [
    [
      'a cart and a customer token',
      async () => `vsf-cart=${await guestCartWith('ET-H00004')}; vsf-customer=abcdefgh12345678`,
    ],
    ['a cart id that cannot be one', async () => 'vsf-cart=not-a-cart-id!'],
    ['a customer token', async () => 'vsf-customer=abcdefgh12345678'],
    ['a coupon', async () => 'coupon-code=SUMMER10'],
    ['a sale person', async () => 'vsf-sale-person=abcdefgh12345678'],
    [
      'a flash message',
      async () => `vsf-message=${encodeURIComponent(JSON.stringify({ message: 'Hi', type: 'info' }))}`,
    ],
    ['a refused add waiting to be shown', async () => 'vsf-cart-add=x'],
    ['an order just placed', async () => 'checkout-order=x'],
    ['a wishlist add waiting for sign-in', async () => 'vsf-wishlist-pending=x'],
    ['a currency the URL does not say', async () => 'vsf-currency=USD'],
    ['a duplicated store cookie', async () => 'vsf-store=us_et; vsf-store=de_et'],
  ]
  it.each(personal)('with %s: no read of a stored page, no store of its own', async (_label, cookie) => {
    const path = freshPath()
    const anonymous = await visit(path)
    expect(cacheOutcome(anonymous.response)).toBe('miss')
    const withCookie = await visit(path, { headers: { Cookie: await cookie() } })
    expect(cacheOutcome(withCookie.response)).toBe('bypass')

    const other = freshPath()
    await visit(other, { headers: { Cookie: await cookie() } })
    expect(cacheOutcome((await visit(other)).response)).toBe('miss')
  })

  it('a non-GET request is not served from the cache', async () => {
    const path = freshPath('/us_et/customer/login')
    await visit(path)
    const post = await visit(path, formPost({ email: 'nobody', password: '' }))
    expect(cacheOutcome(post.response)).toBe('bypass')
    expect(post.response.status).toBe(400)
  })

  it('a .data request neither reads nor fills it', async () => {
    const id = crypto.randomUUID()
    await visit(`/us_et.data?pc=${id}`)
    const document = await visit(`/us_et?pc=${id}`)
    expect(cacheOutcome(document.response)).toBe('miss')
    const data = await visit(`/us_et.data?pc=${id}`)
    expect(cacheOutcome(data.response)).toBe('bypass')
    expect(data.body).not.toContain('<!DOCTYPE')
  })

  it("a mail's link with its address and secret is the recipient's page, never stored", async () => {
    for (const base of [
      `/us_et/reset-password?email=ada%40example.com&key=${'k'.repeat(32)}`,
      `/us_et/customer/account/createPassword?email=ada%40example.com&key=${'c'.repeat(32)}`,
      '/us_et/customer/account/confirm?email=ada%40example.com&key=not-a-real-key',
    ]) {
      const path = freshPath(base)
      const first = await visit(path)
      expect(first.response.headers.get('Cache-Control'), path).toBe('private, no-store')
      const second = await visit(path)
      expect(cacheOutcome(second.response), path).not.toBe('hit')
    }
    // The same pages without the link's parameters are shared as usual.
    expect(pageCacheKey(new Request(`${ORIGIN}/us_et/reset-password`), 'us_et', '0').cacheable).toBe(true)
    expect(pageCacheKey(new Request(`${ORIGIN}/us_et/reset-password?key=x`), 'us_et', '0').cacheable).toBe(false)
  })

  it('a 404 is never stored as a success', async () => {
    const path = freshPath('/us_et/no-such-page-anywhere.html')
    const first = await visit(path)
    expect(first.response.status).toBe(404)
    const second = await visit(path)
    expect(second.response.status).toBe(404)
    expect(cacheOutcome(second.response)).not.toBe('hit')
  })

  it('a 5xx (backend down) is never stored, and the next visit renders again', async () => {
    const path = freshPath('/us_et/hydrating-lavender-hair-mask.html')
    const down = await call(path, {}, { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceDown })
    await down.text()
    expect(down.status).toBe(503)
    const next = await visit(path)
    expect(next.response.status).toBe(200)
    expect(cacheOutcome(next.response)).toBe('miss')
  })
})

/**
 * A page rendered while one backend operation fails is whole for its visitor but `no-store`; the next visitor
 * renders it again with the part, and that page is the one shared.
 */
async function expectGapNotShared(base: string, operation: string) {
  const path = freshPath(base)
  const partial = await call(path, {}, { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceFailing(operation) })
  await partial.text()
  expect(partial.status).toBe(200)
  expect(partial.headers.get('Cache-Control')).toContain('no-store')
  expect(cacheOutcome((await visit(path)).response)).toBe('miss')
  expect(cacheOutcome((await visit(path)).response)).toBe('hit')
}

describe('edge page cache: a page with a part left out', () => {
  it('is whole for its visitor but never stored: the next visitor gets the part again', async () => {
    // Only the layout's reCAPTCHA settings fail (an outage of that call): the page renders without them.
    await expectGapNotShared('/fr_et', 'RecaptchaConfig')
  })
})

describe('edge page cache: a streamed part that failed', () => {
  it('keeps the whole page out of the cache once the parts have settled: related products down', async () => {
    await expectGapNotShared('/us_et/p/ET-H00022', 'ProductRelated')
  })

  it("home's product carousels down", async () => {
    await expectGapNotShared('/nl_et', 'ProductsBySku')
  })
})

describe('edge page cache: cookies the server never reads', () => {
  it('an analytics or consent cookie gets the shared page, and a page stored for it carries nothing of it', async () => {
    const path = freshPath()
    const tracked = await visit(path, { headers: { Cookie: '_ga=GA1.2.3; cookie_consent=all; vsf-store=us_et' } })
    expect(cacheOutcome(tracked.response)).toBe('miss')
    expect(tracked.body).not.toContain('GA1.2.3')
    const anonymous = await visit(path)
    expect(cacheOutcome(anonymous.response)).toBe('hit')
    expect(anonymous.body).toBe(tracked.body)
    const again = await visit(path, { headers: { Cookie: '_ga=GA1.9.9' } })
    expect(cacheOutcome(again.response)).toBe('hit')
  })

  it("beside a personal cookie it changes nothing: the page is the shopper's own", async () => {
    const path = freshPath()
    await visit(path)
    const page = await visit(path, { headers: { Cookie: '_ga=GA1.2.3; vsf-customer=abcdefgh12345678' } })
    expect(cacheOutcome(page.response)).toBe('bypass')
  })
})

describe('edge page cache: a guest with a cart gets the shared page and their count streamed after it', () => {
  const streamedCount = (body: string) => /window\.__etCart=\{"quantity":(\d+)\}/.exec(body)?.[1]

  it('a stored page is served with the count written before </body>, privately, and the stored copy stays anonymous', async () => {
    const path = freshPath('/us_et/hair.html')
    const anonymous = await visit(path)
    expect(cacheOutcome(anonymous.response)).toBe('miss')
    const cartId = await guestCartWith('ET-H00004')
    const guest = await visit(path, { headers: { Cookie: `vsf-cart=${cartId}; vsf-store=us_et` } })
    expect(cacheOutcome(guest.response)).toBe('hit')
    expect(guest.response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(streamedCount(guest.body)).toBe('1')
    // The same page, with only the tail added before its end; no cart id anywhere in it.
    const tailAt = guest.body.indexOf('<script>window.__etCart')
    expect(guest.body.slice(0, tailAt)).toBe(anonymous.body.slice(0, tailAt))
    expect(guest.body.endsWith('</body></html>')).toBe(true)
    expect(guest.body).not.toContain(cartId)
    // Without JavaScript the badge's placeholder shows the count.
    expect(guest.body).toContain('html.no-js .cbadge-edge::after{content:"1"')
    const next = await visit(path)
    expect(cacheOutcome(next.response)).toBe('hit')
    expect(next.body).toBe(anonymous.body)
    expect(next.response.headers.get('Cache-Control') ?? '').not.toContain('private')
  })

  it('a miss is rendered anonymously and stored: the next anonymous visitor gets it without the count', async () => {
    const path = freshPath('/us_et/hydrating-lavender-hair-mask.html')
    const guest = await visit(path, { headers: { Cookie: `vsf-cart=${await guestCartWith('ET-H00004')}` } })
    expect(cacheOutcome(guest.response)).toBe('miss')
    expect(guest.response.status).toBe(200)
    expect(streamedCount(guest.body)).toBe('1')
    const anonymous = await visit(path)
    expect(cacheOutcome(anonymous.response)).toBe('hit')
    expect(anonymous.body).not.toContain('__etCart')
    expect(anonymous.body).not.toContain('cbadge-edge::after')
  })

  it("one guest's count never reaches another guest or an anonymous visitor", async () => {
    const path = freshPath()
    const one = await guestCartWith('ET-H00004')
    const two = await guestCartWith('ET-H00004')
    const added = z
      .object({ addProductsToCart: z.object({ cart: z.object({ total_quantity: z.number() }) }) })
      .parse(
        await commerce(
          'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00001", quantity: 2 }]) { cart { total_quantity } } }',
          { cartId: two },
        ),
      )
    const twoCount = added.addProductsToCart.cart.total_quantity
    expect(twoCount).toBeGreaterThan(1)
    const first = await visit(path, { headers: { Cookie: `vsf-cart=${one}` } })
    const second = await visit(path, { headers: { Cookie: `vsf-cart=${two}` } })
    expect(streamedCount(first.body)).toBe('1')
    expect(streamedCount(second.body)).toBe(String(twoCount))
    expect((await visit(path)).body).not.toContain('__etCart')
  })

  it('the cart page and the checkout are rendered for the shopper, never shared', async () => {
    const cartId = await guestCartWith('ET-H00004')
    // The router percent-decodes: every spelling of the cart page is the cart page (another letter case is moved to
    // the route's own spelling, below).
    for (const base of ['/us_et/cart', '/us_et/checkout/user-account', '/us_et/%63art']) {
      const path = freshPath(base)
      // An anonymous visit first (the empty cart page, which may be stored under this address).
      if (!base.includes('checkout')) expect((await visit(path)).body).toContain('Your cart is empty')
      const page = await visit(path, { headers: { Cookie: `vsf-cart=${cartId}` } })
      expect(cacheOutcome(page.response), base).toBe('bypass')
      expect(page.body).not.toContain('__etCart')
      if (base !== '/us_et/checkout/user-account') expect(page.body, base).not.toContain('Your cart is empty')
    }
    for (const base of ['/us_et/Cart', '/us_et/CART']) {
      const page = await visit(freshPath(base), { headers: { Cookie: `vsf-cart=${cartId}` } })
      expect(page.response.status, base).toBe(301)
      expect(page.response.headers.get('Location'), base).toMatch(/^\/us_et\/cart\?/)
      expect(page.body).not.toContain('__etCart')
    }
  })

  it('a cart id the backend refuses gives no count, and the page removes the cookie', async () => {
    const path = freshPath()
    const page = await visit(path, { headers: { Cookie: `vsf-cart=${'x'.repeat(32)}` } })
    expect(page.response.status).toBe(200)
    expect(streamedCount(page.body)).toBe('0')
    expect(page.body).toContain('document.cookie="vsf-cart=; Max-Age=0; Path=/; SameSite=Lax"')
    expect(page.body).not.toContain('cbadge-edge::after')
  })

  it('with the backend down the shared page still ends, without a count', async () => {
    const path = freshPath()
    await visit(path)
    const down = await call(
      path,
      { headers: { Cookie: `vsf-cart=${'y'.repeat(32)}` } },
      { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceDown },
    )
    const body = await down.text()
    expect(down.status).toBe(200)
    expect(cacheOutcome(down)).toBe('hit')
    expect(body).not.toContain('__etCart')
    expect(body.endsWith('</body></html>')).toBe(true)
  })

  it("a page that is not shared (a 404) is the shopper's own render", async () => {
    const path = freshPath('/us_et/no-such-page-anywhere.html')
    const page = await visit(path, { headers: { Cookie: `vsf-cart=${await guestCartWith('ET-H00004')}` } })
    expect(page.response.status).toBe(404)
    expect(cacheOutcome(page.response)).toBe('bypass')
    expect(page.response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('the cart tail is written before </body> whatever the chunks', () => {
  async function through(chunks: Uint8Array[], tail: string): Promise<string> {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
    return new Response(withTail(body, Promise.resolve(tail))).text()
  }

  it('across a split </body> and a character split between chunks', async () => {
    const page = new TextEncoder().encode(`<html><body><p>Crème ${'é'.repeat(40)}</p></body></html>\n`)
    const cuts = [1, 20, 33, 64, page.length - 9, page.length - 3]
    const chunks = cuts.map((cut, index) => page.slice(index === 0 ? 0 : cuts[index - 1], cut))
    chunks.push(page.slice(cuts.at(-1)))
    const text = await through(chunks, '<!--tail-->')
    expect(text).toBe(`<html><body><p>Crème ${'é'.repeat(40)}</p><!--tail--></body></html>\n`)
  })

  it('in a page of large chunks, however they end', async () => {
    const page = new TextEncoder().encode(`<html><body>${'<p>Pflegespülung</p>'.repeat(300)}</body></html>`)
    const end = page.length
    for (const cuts of [[end], [4096, 8192], [end - 64], [end - 65], [end - 10], [100, end - 70, end - 2]]) {
      const chunks = [...cuts, end].map((cut, index, all) => page.slice(index === 0 ? 0 : all[index - 1], cut))
      const text = await through(
        chunks.filter((chunk) => chunk.length > 0),
        '<!--tail-->',
      )
      expect(text, cuts.join(',')).toBe(`<html><body>${'<p>Pflegespülung</p>'.repeat(300)}<!--tail--></body></html>`)
    }
  })

  it('at the end when the page has no </body>', async () => {
    expect(await through([new TextEncoder().encode('<p>short')], '<!--tail-->')).toBe('<p>short<!--tail-->')
  })

  it('the markup carries a whole number only', () => {
    expect(cartTailMarkup({ quantity: 2, forget: false })).toContain('{"quantity":2}')
    expect(cartTailMarkup({ quantity: -1, forget: false })).toContain('{"quantity":0}')
    expect(cartTailMarkup({ quantity: 1.5, forget: false })).not.toContain('cbadge-edge')
    expect(cartTailMarkup(null)).toBe('')
  })
})

describe('edge page cache: invalidation and freshness', () => {
  it('the ops purge makes every stored page unreachable', async () => {
    const path = freshPath()
    await visit(path)
    expect(cacheOutcome((await visit(path)).response)).toBe('hit')
    const purge = await call('/api/cache/purge', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token' },
    })
    expect(purge.status).toBe(200)
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
  })

  it('the content publish webhook invalidates it too', async () => {
    const path = freshPath()
    await visit(path)
    expect(cacheOutcome((await visit(path)).response)).toBe('hit')
    const body = JSON.stringify({ action: 'published', story_id: 1, full_slug: 'home' })
    const hook = await call('/api/content-webhook', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'webhook-signature': await signBody('test-webhook-secret', body) },
    })
    expect(hook.status).toBe(200)
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
  })

  it(`a page older than ${PAGE_CACHE_REFRESH_AFTER_SECONDS} s is still served, marked for a background refresh`, async () => {
    const cache = await pageCache()
    const key = `${ORIGIN}/__page-cache/test/us_et/ageing-${crypto.randomUUID()}`
    const copy = storedCopy(new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html' } }))
    const headers = new Headers(copy.headers)
    headers.set('X-Page-Cache-Stored-At', String(Date.now() - (PAGE_CACHE_REFRESH_AFTER_SECONDS + 1) * 1000))
    await cache.put(key, new Response(await copy.text(), { status: 200, headers }))
    const served = await readCachedPage(cache, key)
    expect(served?.response.status).toBe(200)
    expect(served?.refresh).toBe(true)
    expect(served?.response.headers.get('X-Page-Cache-Stored-At')).toBeNull()
  })

  it(`a stored page older than ${PAGE_CACHE_TTL_SECONDS} s is not served, a fresh one is`, async () => {
    const cache = await pageCache()
    const page = new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    const fresh = `${ORIGIN}/__page-cache/test/us_et/fresh-${crypto.randomUUID()}`
    await cache.put(fresh, storedCopy(page.clone()))
    const served = await readCachedPage(cache, fresh)
    expect(served?.response.status).toBe(200)
    expect(served?.refresh).toBe(false)

    const stale = `${ORIGIN}/__page-cache/test/us_et/stale-${crypto.randomUUID()}`
    const copy = storedCopy(page)
    const headers = new Headers(copy.headers)
    headers.set('X-Page-Cache-Stored-At', String(Date.now() - (PAGE_CACHE_TTL_SECONDS + 1) * 1000))
    await cache.put(stale, new Response(await copy.text(), { status: 200, headers }))
    expect(await readCachedPage(cache, stale)).toBeUndefined()
  })
})

/** The real commerce backend, with one operation answering `ms` late. */
/** A Suspense boundary React streamed after the shell (shown by a script, so never without JavaScript). */
const STREAMED_BOUNDARY = '<!--$?-->'

describe('edge page cache: a stored page is whole', () => {
  it('a part that streams for a shopper is in place in the stored page, for every later visitor', async () => {
    const path = freshPath('/us_et/p/ET-H00013')
    const slow = { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceDelaying('ProductRelated', 300) }
    const first = await call(path, {}, slow)
    const body = await first.text()
    expect(cacheOutcome(first)).toBe('miss')
    expect(body).not.toContain(STREAMED_BOUNDARY)
    expect(body).toContain('Related products')
    const next = await visit(path)
    expect(cacheOutcome(next.response)).toBe('hit')
    expect(next.body).toBe(body)
  })

  it(`a part still missing after ${WHOLE_DOCUMENT_WAIT_MS} ms streams as usual, and that page is not stored`, async () => {
    const path = freshPath('/us_et/p/ET-H00022')
    const slow = { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceDelaying('ProductRelated', WHOLE_DOCUMENT_WAIT_MS + 500) }
    const first = await call(path, {}, slow)
    const body = await first.text()
    expect(first.status).toBe(200)
    expect(body).toContain(STREAMED_BOUNDARY)
    expect(first.headers.get('Cache-Control')).toBe('no-store')
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
  }, 15_000)
})

describe("a page rendered for one shopper (not the cache's)", () => {
  const slow = { MAGENTO_GRAPHQL_URL: '', COMMERCE: commerceDelaying('ProductRelated', 300) }
  const personal = 'coupon-code=WELCOME10'

  it('comes whole to a browser not known to run scripts: one without JavaScript never shows a streamed part', async () => {
    const page = await call(freshPath('/us_et/p/ET-H00013'), { headers: { Cookie: personal } }, slow)
    const body = await page.text()
    expect(cacheOutcome(page)).toBe('bypass')
    expect(body).not.toContain(STREAMED_BOUNDARY)
    expect(body).toContain('Related products')
    // The page marks a browser that runs it, for the next pages.
    expect(body).toContain('document.cookie="vsf-js=1; Path=/; Max-Age=31536000; SameSite=Lax"')
  })

  it('streams its late parts after the shell to a browser that runs scripts', async () => {
    const page = await call(freshPath('/us_et/p/ET-H00013'), { headers: { Cookie: `${personal}; vsf-js=1` } }, slow)
    expect(await page.text()).toContain(STREAMED_BOUNDARY)
  })

  it('the mark changes nothing of the shared page: it is read and filled as for any visitor', async () => {
    const path = freshPath('/us_et/Faq')
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
    expect(cacheOutcome((await visit(path, { headers: { Cookie: 'vsf-js=1' } })).response)).toBe('hit')
  })
})

describe("edge page cache: the isolate's memory layer", () => {
  it('serves a page stored in this isolate without the Cache API, with the same freshness and purge', async () => {
    const path = freshPath('/us_et/Faq')
    const first = await visit(path)
    expect(cacheOutcome(first.response)).toBe('miss')
    // Gone from the Cache API (another colo's eviction, say): this isolate still has it.
    const decision = pageCacheKey(new Request(`${ORIGIN}${path}`), 'us_et', await pageCacheKeyVersion(env))
    if (!decision.cacheable) throw new Error('the page should be cacheable')
    expect(await (await pageCache()).delete(decision.key)).toBe(true)
    const second = await visit(path)
    expect(cacheOutcome(second.response)).toBe('hit')
    expect(second.body).toBe(first.body)

    const purge = await call('/api/cache/purge', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token' },
    })
    expect(purge.status).toBe(200)
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
  })

  it(`a page in memory older than ${PAGE_CACHE_TTL_SECONDS} s is not served`, async () => {
    const cache = await pageCache()
    const key = `${ORIGIN}/__page-cache/test/us_et/memory-${crypto.randomUUID()}`
    await storePage(
      cache,
      key,
      new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html' } }),
    )
    await cache.delete(key)
    expect((await readCachedPage(cache, key))?.response.status).toBe(200)
    vi.useFakeTimers({ now: Date.now() + (PAGE_CACHE_TTL_SECONDS + 1) * 1000, toFake: ['Date'] })
    try {
      expect(await readCachedPage(cache, key)).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('edge page cache: poisoned requests', () => {
  it('an odd Host fills only its own entry: the real host neither reads it nor sees the odd host', async () => {
    const path = freshPath()
    const odd = await visit(path, {}, 'http://evil.example')
    expect(cacheOutcome(odd.response)).toBe('miss')
    const real = await visit(path)
    expect(cacheOutcome(real.response)).toBe('miss')
    expect(real.body).not.toContain('evil.example')
  })

  it('a huge query string neither fills nor reads it', async () => {
    const path = `/us_et?q=${'x'.repeat(2000)}&pc=${crypto.randomUUID()}`
    await visit(path)
    expect(cacheOutcome((await visit(path)).response)).toBe('bypass')
  })

  it('request headers a page could vary on do not change what the next visitor gets (no Vary stored)', async () => {
    const path = freshPath()
    const tricked = await visit(path, {
      headers: {
        'Accept-Language': 'xx',
        'X-Forwarded-Host': 'evil.example',
        'Accept-Encoding': 'identity',
        'User-Agent': 'Googlebot',
      },
    })
    expect(cacheOutcome(tricked.response)).toBe('miss')
    const next = await visit(path)
    expect(cacheOutcome(next.response)).toBe('hit')
    expect(next.response.headers.get('Vary')).toBeNull()
    expect(next.body).not.toContain('evil.example')
  })

  it("a cart shopper's own page (with the count) is never stored, and another cookie beside the cart bypasses it", async () => {
    const cart = `vsf-cart=${await guestCartWith('ET-H00004')}`
    const path = freshPath()
    const shopper = await visit(path, { headers: { Cookie: cart } })
    expect(shopper.response.headers.get('Cache-Control')).toBe('private, no-store')
    const next = await visit(path)
    expect(cacheOutcome(next.response)).toBe('hit')
    expect(next.body).not.toContain('__etCart')
    const tricked = await visit(path, { headers: { Cookie: `${cart}; vsf-message=x` } })
    expect(cacheOutcome(tricked.response)).toBe('bypass')
  })
})

describe('edge page cache: a page is as old as its prices and stock', () => {
  it('a render from answers already some seconds old is kept only for what is left of the 60 s', async () => {
    const copy = storedCopy(
      new Response('<!DOCTYPE html><p>page</p>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8', [DATA_AGE_HEADER]: '50' },
      }),
    )
    expect(copy.headers.get(DATA_AGE_HEADER)).toBeNull()
    expect(copy.headers.get('Cache-Control')).toBe(`public, max-age=${PAGE_CACHE_TTL_SECONDS - 50}`)
    const storedAt = Number(copy.headers.get('X-Page-Cache-Stored-At'))
    expect(Date.now() - storedAt).toBeGreaterThanOrEqual(50_000)
    const cache = await pageCache()
    const key = `${ORIGIN}/__page-cache/test/us_et/aged-${crypto.randomUUID()}`
    await cache.put(key, copy)
    // Past the refresh age at once: the next visitor's hit renders it again in the background.
    expect((await readCachedPage(cache, key))?.refresh).toBe(true)
    expect(
      isStorablePage(
        new Response('<!DOCTYPE html>', {
          headers: { 'Content-Type': 'text/html', [DATA_AGE_HEADER]: String(PAGE_CACHE_TTL_SECONDS) },
        }),
      ),
    ).toBe(false)
  })

  it('a product page rendered while its product answer was served stale is not stored, and says nothing of it', async () => {
    const product = '/us_et/p/ET-H00034'
    await visit(freshPath(product))
    const listed = await env.CACHE.list({ prefix: 'v1:us_et:product:ET-H00034' })
    const key = listed.keys.find((entry) => entry.name === 'v1:us_et:product:ET-H00034')?.name
    expect(key).toBeDefined()
    const entry = z.object({ storedAt: z.number(), value: z.unknown() }).parse(await env.CACHE.get(key ?? '', 'json'))
    // The product's answer is now 70 s old: KV serves it while a refresh runs, and the page must not outlive it.
    await env.CACHE.put(key ?? '', JSON.stringify({ ...entry, storedAt: Date.now() - 70_000 }))
    forgetInMemory()
    const path = freshPath(product)
    const first = await visit(path)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get(DATA_AGE_HEADER)).toBeNull()
    expect(cacheOutcome(first.response)).toBe('bypass')
    // The refresh ran meanwhile: the next visitor's page is rendered from the new answer, and stored.
    expect(cacheOutcome((await visit(path)).response)).toBe('miss')
    expect(cacheOutcome((await visit(path)).response)).toBe('hit')
  })
})

describe('a page for a personal cookie', () => {
  it.each([
    ['a flash message', `vsf-message=${encodeURIComponent(JSON.stringify({ message: 'Hi', type: 'info' }))}`],
    ['an order just placed', 'checkout-order=x'],
    ['a coupon', 'coupon-code=SUMMER10'],
    ['a wishlist add waiting for sign-in', 'vsf-wishlist-pending=x'],
  ])('with %s is private: no shared cache and no service worker keeps it', async (_label, cookie) => {
    const { response } = await visit(freshPath('/us_et/Faq'), { headers: { Cookie: cookie } })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})
