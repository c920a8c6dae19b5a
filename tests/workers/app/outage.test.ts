import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { RouterContextProvider, isRouteErrorResponse } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { BACKEND_BUDGET_MS } from '~/lib/backend-budget'
import { cmsPage } from '~/lib/cms.server'
import { readContentPage, requireContentPage, loadContentPage } from '~/lib/content-page.server'
import { type RequestServices, createServices, servicesContext } from '~/lib/context.server'
import { CacheStrategy, KvCache, forgetInMemory } from '~/lib/kv-cache.server'
import { loadFooter, loadTopbar, orFallback, storyCacheKey } from '~/lib/layout.server'
import { RETRY_AFTER_SECONDS, STALE_IF_ERROR_SECONDS, isUnavailable } from '~/lib/outage.server'
import { loadProductPage } from '~/lib/product.server'
import { loader as catchAllLoader } from '~/routes/catch-all'
import { loader as homeLoader } from '~/routes/home'

/**
 * Commerce and content outages, end to end through the storefront's loaders and its real KV cache. The backends
 * are stand-ins behind the service bindings: they answer like the embedded backends' development switch does when
 * it is set to fail (a 503) or to be slow, and like the healthy backends otherwise.
 */
type Behaviour = 'down' | 'slow' | { answer: (request: Request) => Promise<Response> }

function backend(behaviour: Behaviour): Fetcher {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      if (behaviour === 'down') return Response.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 })
      if (behaviour === 'slow') {
        // Waits until the storefront gives up (its signal aborts), like a backend that never answers in time.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20_000)
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer)
            resolve()
          })
        })
        throw new DOMException('The operation was aborted', 'TimeoutError')
      }
      return behaviour.answer(request)
    },
    connect() {
      throw new Error('not used')
    },
  }
}

const PRODUCT = {
  __typename: 'SimpleProduct',
  uid: 'MQ==',
  sku: 'ET-H00001',
  name: 'Hydrating Lavender Hair Mask',
  url_key: 'hydrating-lavender-hair-mask',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  review_count: 0,
  rating_summary: 0,
  image: null,
  price_range: {
    minimum_price: {
      regular_price: { value: 39.95, currency: 'EUR' },
      final_price: { value: 39.95, currency: 'EUR' },
    },
  },
}

type Setup = { commerce: Behaviour; content: Behaviour; path?: string }

function servicesFor({ commerce, content, path = '/us_et/p/ET-H00001' }: Setup): RequestServices {
  return createServices(
    new Request(`http://shop.test${path}`),
    { ...env, MAGENTO_GRAPHQL_URL: '', STORYBLOK_ENDPOINT: '', COMMERCE: backend(commerce), CONTENT: backend(content) },
    createExecutionContext(),
  )
}

/** What a loader threw: the 503 answer of `unavailable()`, with its Retry-After. */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work
  } catch (error) {
    return error
  }
  throw new Error('expected the loader to throw')
}

function expect503(error: unknown) {
  expect(isUnavailable(error)).toBe(true)
  expect(error).toMatchObject({ init: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } } })
}

/** Stores an answer in KV as written `ageSeconds` ago, as KvCache itself would have. */
async function cached(key: string, value: unknown, ageSeconds: number) {
  await env.CACHE.put(key, JSON.stringify({ storedAt: Date.now() - ageSeconds * 1000, value }))
}

beforeEach(async () => {
  forgetInMemory()
  for (const key of (await env.CACHE.list()).keys) await env.CACHE.delete(key.name)
})

describe('commerce down or slow', () => {
  it('a product page with nothing cached answers 503 with Retry-After', async () => {
    expect503(
      await thrown(
        loadProductPage(
          servicesFor({ commerce: 'down', content: 'down' }),
          'ET-H00001',
          new URL('http://shop.test/us_et/p/ET-H00001'),
        ),
      ),
    )
  })

  it(`a slow backend is given up on after the ${BACKEND_BUDGET_MS} ms budget, then 503`, async () => {
    const started = Date.now()
    const error = await thrown(
      loadProductPage(
        servicesFor({ commerce: 'slow', content: 'down' }),
        'ET-H00001',
        new URL('http://shop.test/us_et/p/ET-H00001'),
      ),
    )
    const waited = Date.now() - started
    expect503(error)
    expect(waited).toBeGreaterThanOrEqual(BACKEND_BUDGET_MS - 50)
    expect(waited).toBeLessThan(BACKEND_BUDGET_MS + 1500)
  })

  it('a product cached past its life is served stale while the backend is down (stale-if-error)', async () => {
    const key = KvCache.key('us_et', 'product', 'ET-H00001')
    const answer = { products: { items: [PRODUCT] }, productReviewRatingsMetadata: { items: [] } }
    await cached(key, answer, CacheStrategy.short.maxAge + 3600)
    const services = servicesFor({ commerce: 'down', content: 'down' })
    const page = await loadProductPage(services, 'ET-H00001', new URL('http://shop.test/us_et/p/ET-H00001'))
    expect(page.product.name).toBe('Hydrating Lavender Hair Mask')
    expect(services.timing.header()).toContain('cache-stale-if-error')
    // Related products and reviews are secondary: they stream in empty rather than failing the page.
    expect(await page.related).toEqual([])
    expect((await page.reviews).items).toEqual([])
  })

  it('a cached answer older than a day past its life is not served any more', async () => {
    const key = KvCache.key('us_et', 'product', 'ET-H00001')
    const answer = { products: { items: [PRODUCT] }, productReviewRatingsMetadata: { items: [] } }
    await cached(key, answer, CacheStrategy.short.maxAge + STALE_IF_ERROR_SECONDS + 60)
    expect503(
      await thrown(
        loadProductPage(
          servicesFor({ commerce: 'down', content: 'down' }),
          'ET-H00001',
          new URL('http://shop.test/us_et/p/ET-H00001'),
        ),
      ),
    )
  })

  it('the URL resolver down is a 503 at a product or category address, not a 404', async () => {
    const error = await thrown(
      runCatchAll(servicesFor({ commerce: 'down', content: 'down', path: '/us_et/hair.html' }), 'hair.html'),
    )
    expect(isRouteErrorResponseLike(error, 404)).toBe(false)
    expect503(error)
  })

  it('a routes answer cached past its life keeps the address working while commerce is down', async () => {
    await cached(
      KvCache.key('us_et', 'route', 'hair.html'),
      { route: { __typename: 'CategoryTree', uid: 'Mw==', redirect_code: 0, relative_url: 'hair.html' } },
      7200,
    )
    await cached(
      KvCache.key('us_et', 'category', 'Mw=='),
      { categories: { items: [{ uid: 'Mw==', name: 'Hair', breadcrumbs: [], url_suffix: '.html' }] } },
      7200,
    )
    const services = servicesFor({ commerce: 'down', content: 'down', path: '/us_et/hair.html' })
    // The listing was never cached: the category page as a whole is unavailable, but through the cached route.
    expect503(await thrown(runCatchAll(services, 'hair.html')))
    expect(services.timing.header()).toContain('cache-stale-if-error')
    // A stale copy stands in whole: the page may still be shared.
    expect(services.degraded).toBe(false)
  })

  it('a Magento CMS page cached past its life is served stale while commerce is down, not a 503', async () => {
    await cached(KvCache.key('us_et', 'store-config'), { storeConfig: { cms_no_route: 'no-route' } }, 7200)
    await cached(
      KvCache.key('us_et', 'cms-page', 'about-us'),
      { cmsPage: { title: 'About us', content_heading: 'About us', content: '<p>Since 1998.</p>' } },
      7200,
    )
    const services = servicesFor({ commerce: 'down', content: 'down', path: '/us_et/Cms/about-us' })
    expect(await cmsPage(services, 'about-us')).toMatchObject({
      kind: 'cms',
      title: 'About us',
      html: '<p>Since 1998.</p>',
    })
    expect(services.timing.header()).toContain('cache-stale-if-error')
  })

  it('content pages at catch-all addresses still render while the resolver is down', async () => {
    const content: Behaviour = { answer: async (request) => storyAnswer(new URL(request.url).pathname) }
    const result = await runCatchAll(
      servicesFor({ commerce: 'down', content, path: '/us_et/pages/hair-care-guide' }),
      'pages/hair-care-guide',
    )
    expect(result).toMatchObject({ kind: 'content', title: 'Hair care guide' })
  })
})

describe('content down or slow', () => {
  it('the layout renders from its last cached copy, served stale-if-error', async () => {
    const story = { id: 1, uuid: 'u1', full_slug: 'topbar', name: 'Top bar', content: storyContent('topbar') }
    await cached(storyCacheKey('us_et', 'topbar'), story, CacheStrategy.content.maxAge + 60)
    const services = servicesFor({ commerce: 'down', content: 'down' })
    expect(await orFallback(services, loadTopbar(services), [], 'top bar')).toMatchObject([{ text: 'Free shipping' }])
    expect(services.timing.header()).toContain('cache-stale-if-error')
  })

  it('without a cached copy the layout leaves the CMS parts out instead of failing', async () => {
    const services = servicesFor({ commerce: 'down', content: 'slow' })
    const started = Date.now()
    const [topbar, footer] = await Promise.all([
      orFallback(services, loadTopbar(services), [], 'top bar'),
      orFallback(services, loadFooter(services), null, 'footer'),
    ])
    expect(topbar).toEqual([])
    expect(footer).toBeNull()
    // Parts left out: the page is this shopper's only (entry.server.tsx marks it no-store).
    expect(services.degraded).toBe(true)
    expect(Date.now() - started).toBeLessThan(BACKEND_BUDGET_MS + 1500)
  })

  it('home renders without its CMS blocks', async () => {
    const services = servicesFor({ commerce: 'down', content: 'down', path: '/us_et' })
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    const url = new URL('http://shop.test/us_et')
    const home = await homeLoader({
      request: new Request(url),
      url,
      params: { locale: 'us_et' },
      context,
      pattern: '/:locale',
    })
    expect(home.blocks).toEqual([])
    // The blocks are a gap, not a page without blocks: the page is not shared (entry.server.tsx, no-store).
    expect(services.degraded).toBe(true)
    expect(await loadContentPage(services, 'home')).toBeNull()
  })

  it('a page that is only its story answers 503, not 404', async () => {
    const services = servicesFor({ commerce: 'down', content: 'down', path: '/us_et/Faq' })
    expect503(await thrown(requireContentPage(services, 'faq')))
    expect503(await thrown(readContentPage(services, 'faq')))
  })

  it('a story the content service does not have is still a 404', async () => {
    const content: Behaviour = {
      answer: async () => Response.json(['This record could not be found'], { status: 404 }),
    }
    const error = await thrown(
      requireContentPage(servicesFor({ commerce: 'down', content, path: '/us_et/Faq' }), 'faq'),
    )
    expect(isRouteErrorResponseLike(error, 404)).toBe(true)
  })
})

function runCatchAll(services: RequestServices, slug: string) {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  const url = new URL(`http://shop.test/us_et/${slug}`)
  return catchAllLoader({
    request: new Request(url),
    url,
    params: { locale: 'us_et', '*': slug },
    context,
    pattern: '/:locale/*',
  })
}

/** A thrown `data(null, { status })` as React Router receives it. */
function isRouteErrorResponseLike(error: unknown, status: number): boolean {
  if (isRouteErrorResponse(error)) return error.status === status
  return (
    typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    typeof error.init === 'object' &&
    error.init !== null &&
    'status' in error.init &&
    error.init.status === status
  )
}

function storyContent(slug: string): Record<string, unknown> {
  if (slug === 'topbar')
    return {
      _uid: 'root',
      component: 'topbar',
      items: [{ _uid: 't1', component: 'topbar_item', text: 'Free shipping' }],
    }
  return { _uid: 'root', component: 'page', title: 'Hair care guide', body: [] }
}

function storyAnswer(pathname: string): Response {
  const slug = pathname.replace(/^\/v2\/cdn\/stories\//, '')
  if (slug !== 'pages/hair-care-guide') return Response.json(['This record could not be found'], { status: 404 })
  return Response.json({
    story: { id: 1, uuid: 'u1', full_slug: slug, name: 'Hair care guide', content: storyContent(slug) },
    cv: 1,
  })
}
