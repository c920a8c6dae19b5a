import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../../workers/app'
import { METHOD_NOT_ALLOWED } from '../../../workers/storefront/form-target'
import { FORM_BODY_MESSAGES } from '~/lib/form-body.server'
import { EVIL_HOST, HOSTILE_TARGETS, OUTSIDE_STORE_PATHS } from '../../support/hostile-redirects'
import { ORIGIN, call, cookieValue, formPost } from './worker'

/** Issue 8 items 1-4 and 6, through workers/app.ts with the real backends. */

/** A Location a browser resolves to one of our store paths. */
function expectOwnLocation(response: Response, fallback?: string) {
  const location = response.headers.get('Location') ?? ''
  expect(new URL(location, ORIGIN).host).toBe('shop.test')
  expect(location).toMatch(/^\/(de|fr|nl|us)_et(\/|\?|$)/)
  expect(location).not.toContain(EVIL_HOST)
  if (fallback) expect(location).toBe(fallback)
}

describe('open redirect (item 1): one table of hostile targets against every parameter', () => {
  const targets = [...HOSTILE_TARGETS, ...OUTSIDE_STORE_PATHS.filter(Boolean)]

  it('cart/add returnTo: the add succeeds, the redirect stays home', async () => {
    let cart = ''
    for (const target of targets) {
      const response = await call(
        '/us_et/cart/add',
        formPost({ sku: 'ET-H00004', quantity: '1', returnTo: target }, cart ? { Cookie: `vsf-cart=${cart}` } : {}),
      )
      expect(response.status, target).toBe(302)
      expectOwnLocation(response, '/us_et')
      cart ||= cookieValue(response, 'vsf-cart') ?? ''
    }
    expect(cart).not.toBe('')
  })

  it('a catalogue address with a trailing slash goes to the one address, never elsewhere', async () => {
    const slashed = await call('/de_et/hair.html/?page=2')
    expect(slashed.status).toBe(301)
    expect(slashed.headers.get('Location')).toBe('/de_et/hair.html?page=2')
    expect((await call('/de_et/hair.html?page=2')).status).toBe(200)
    for (const path of ['/us_et//evil.example/', '/us_et/%2F%2Fevil.example/', '/us_et/%5Cevil.example//']) {
      const response = await call(path)
      // At most a path of ours that names the host (a 404 there), never the host itself.
      const location = response.headers.get('Location')
      if (location === null) expect(response.status, path).toBe(404)
      else {
        expect(new URL(location, ORIGIN).host, path).toBe('shop.test')
        expect(location, path).toMatch(/^\/us_et(\/[^/\\]|$)/)
      }
    }
  })

  it('cart/add returnTo of a refused add', async () => {
    for (const target of targets) {
      const response = await call('/us_et/cart/add', formPost({ sku: 'ET-H00004', quantity: '0', returnTo: target }))
      expectOwnLocation(response, '/us_et')
    }
  })

  it('customer/login?redirectTo: the signed-out page never carries it in its form', async () => {
    for (const target of targets) {
      const response = await call(`/us_et/customer/login?redirectTo=${encodeURIComponent(target)}`)
      expect(response.status, target).toBe(200)
      const html = await response.text()
      expect(/name="redirectTo" value="([^"]*)"/.exec(html)?.[1], target).toBe('/us_et/customer/my-profile')
    }
  })

  it('customer/login redirectTo: signing in ends on our own page', async () => {
    for (const target of targets) {
      const response = await call(
        '/us_et/customer/login',
        formPost({ email: 'customer@example.com', password: 'Password123!', redirectTo: target }),
      )
      expect(response.status, target).toBe(302)
      expectOwnLocation(response, '/us_et/customer/my-profile')
    }
  })

  it('customer/login?redirectTo when already signed in', async () => {
    const signIn = await call(
      '/us_et/customer/login',
      formPost({ email: 'customer@example.com', password: 'Password123!' }),
    )
    const token = cookieValue(signIn, 'vsf-customer')
    for (const target of targets) {
      const response = await call(`/us_et/customer/login?redirectTo=${encodeURIComponent(target)}`, {
        headers: { Cookie: `vsf-customer=${token}` },
      })
      expectOwnLocation(response, '/us_et/customer/my-profile')
    }
  })

  it('keeps our own targets', async () => {
    const response = await call(
      '/us_et/cart/add',
      formPost({ sku: 'ET-H00004', quantity: '0', returnTo: '/us_et/p/ET-H00004?x=1' }),
    )
    expect(response.headers.get('Location')).toBe('/us_et/p/ET-H00004?x=1')
  })
})

/** Every non-GET the worker routes to React Router or the dev pass-through. */
const POST_PATHS = [
  '/us_et/cart/add',
  '/us_et/cart/add.data',
  '/us_et/customer/logout',
  '/us_et/cart',
  '/us_et/cart.data',
  '/us_et/customer/login',
  '/us_et/customer/login.data',
  '/us_et/Contact',
  '/us_et/checkout/user-account',
  '/us_et/checkout/shipping',
  '/us_et/checkout/billing',
  '/us_et/checkout/payment',
  '/us_et/p/ET-H00004',
  '/_dev/commerce/graphql',
  '/_dev/content/_publish/stories/home',
]

describe('cross-site POST (item 2)', () => {
  it.each([
    ['Origin: https://evil.example', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an origin that only starts like ours', { Origin: `${ORIGIN}.evil.example` }],
  ])('is refused with %s, changing nothing', async (_label, headers) => {
    for (const path of POST_PATHS) {
      const response = await call(path, {
        method: 'POST',
        body: 'sku=ET-H00004&quantity=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      })
      expect(response.status, path).toBe(403)
      expect(response.headers.getSetCookie(), path).toEqual([])
    }
  })

  it('lets our own pages post', async () => {
    const response = await call('/us_et/cart/add', formPost({ sku: 'ET-H00004', quantity: '1' }))
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-cart')).toBeTruthy()
  })

  it('leaves the signed webhook and the bearer purge to their own checks', async () => {
    const headers = { Origin: 'https://evil.example', 'Content-Type': 'application/json' }
    expect((await call('/api/content-webhook', { method: 'POST', body: '{}', headers })).status).toBe(401)
    expect((await call('/api/cache/purge', { method: 'POST', headers })).status).toBe(401)
  })
})

const multipart = '--b1\r\nContent-Disposition: form-data; name="sku"\r\n\r\nET-H00004\r\n--b1--\r\n'
const BAD_BODIES: [string, string | null, string | undefined][] = [
  ['no Content-Type', 'sku=ET-H00004', undefined],
  ['JSON', '{"sku":"ET-H00004"}', 'application/json'],
  ['text/plain', 'sku=ET-H00004', 'text/plain'],
  ['XML', '<sku>ET-H00004</sku>', 'application/xml'],
  ['multipart without a boundary', multipart, 'multipart/form-data'],
  ['multipart with another boundary', multipart, 'multipart/form-data; boundary=zz'],
]
/** Every form action, as a page post and as a `.data` post. */
const ACTION_PATHS = POST_PATHS.filter(
  (path) => path.startsWith('/us_et') && !path.endsWith('.data') && !path.endsWith('/logout'),
)

describe('bodies that are not forms (item 3)', () => {
  it.each(BAD_BODIES)('answer 400/415 with a clear message, never 500: %s', async (_label, body, type) => {
    for (const path of ACTION_PATHS.flatMap((page) => [page, `${page}.data`])) {
      const headers: Record<string, string> = { Origin: ORIGIN }
      if (type) headers['Content-Type'] = type
      const response = await call(path, { method: 'POST', body, headers })
      expect([400, 415], `${path} ${response.status}`).toContain(response.status)
      const text = await response.text()
      if (!path.endsWith('.data')) {
        expect(
          text.includes(FORM_BODY_MESSAGES.unsupported) || text.includes(FORM_BODY_MESSAGES.unreadable),
          path,
        ).toBe(true)
      }
      // (The development build's pages name module files; a stack trace has frames.)
      expect(text, path).not.toMatch(/\n\s*at \S+ \(|\bat \S+:\d+:\d+\)/)
    }
  })
})

describe('a body nobody read', () => {
  it('is drained before the answer (a 405 from a page that takes no POST), so the next request on the connection is safe', async () => {
    // Under `vite preview` an undrained body made the next request on that connection fail with a bare 500.
    const request = new Request(`${ORIGIN}/us_et/hair.html`, formPost({ title: 'x', text: 'y'.repeat(5000) }))
    const ctx = createExecutionContext()
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(405)
    expect(request.bodyUsed).toBe(true)
  })
})

describe('cart/add echo (item 4)', () => {
  it('echoes none of 200 junk fields into its cookie', async () => {
    const fields: [string, string][] = [
      ['sku', 'ET-H00004'],
      ['quantity', '0'],
    ]
    for (let index = 0; index < 200; index++) fields.push([`junk${index}`, 'x'.repeat(10)])
    const response = await call('/us_et/cart/add', formPost(fields))
    const cookies = response.headers.getSetCookie().join('\n')
    expect(cookies).not.toContain('junk')
    expect(cookies.length).toBeLessThan(1200)
  })

  it('answers 413 to 2,000 fields, without a stack trace', async () => {
    const fields: [string, string][] = [
      ['sku', 'ET-H00004'],
      ['quantity', '1'],
    ]
    for (let index = 0; index < 2000; index++) fields.push([`junk${index}`, 'x'.repeat(10)])
    const response = await call('/us_et/cart/add', formPost(fields))
    expect(response.status).toBe(413)
    expect(response.headers.getSetCookie().join('')).not.toContain('junk')
    expect(await response.text()).not.toMatch(/\n\s*at \S+|\/work\//)
  })

  it('answers a POST to the data of a page without an action with a plain 405 naming no module', async () => {
    for (const path of ['/us_et.data', '/us_et/hair.html.data', '/us_et/Faq.data']) {
      const response = await call(path, formPost({ a: '1' }))
      expect(response.status, path).toBe(405)
      const text = await response.text()
      expect(text, path).toBe('Method Not Allowed')
      expect(response.headers.get('Allow'), path).toContain('GET')
    }
  })

  it("answers a POST to a page without an action with the shop's own words, in the page and in its data", async () => {
    for (const path of ['/us_et/search?term=oil', '/us_et/checkout/thank-you', '/us_et/Faq']) {
      const response = await call(path, formPost({ a: '1' }))
      expect(response.status, path).toBe(405)
      const html = await response.text()
      expect(html, path).toContain(METHOD_NOT_ALLOWED)
      expect(html, path).not.toContain('did not provide an `action`')
    }
  })

  it('runs a form action for POST only: PUT, PATCH, DELETE and OPTIONS are refused with a 405 and change nothing', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const [path, body] of [
        ['/us_et/cart/add', { sku: 'ET-H00004', quantity: '1' }],
        ['/us_et/customer/login', { email: 'nobody@example.com', password: 'Secret-123' }],
        ['/us_et/Contact', { name: 'A', email: 'a@example.com', comment: 'x' }],
        ['/us_et/cart/add.data', { sku: 'ET-H00004', quantity: '1' }],
      ] as const) {
        const response = await call(path, { ...formPost(body), method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('Allow'), `${method} ${path}`).toBe('GET, HEAD, POST')
        expect(response.headers.getSetCookie(), `${method} ${path}`).toEqual([])
        await response.text()
      }
    }
    // A page without a form says so whatever the method; the JSON API answers in JSON.
    const page = await call('/us_et/Faq', { ...formPost({ a: '1' }), method: 'DELETE' })
    expect(page.status).toBe(405)
    expect(page.headers.get('Allow')).toBe('GET, HEAD')
    expect(await page.text()).toContain(METHOD_NOT_ALLOWED)
    const api = await call('/us_et/api/magento/getProductReviews', { method: 'PUT', body: '{}' })
    expect(api.status).toBe(405)
    expect(await api.json()).toEqual({ message: 'Use POST.' })
  })

  it('answers methods React Router does not take (WebDAV) plainly, never "Unexpected Server Error"', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'LOCK']) {
      for (const path of ['/us_et/api/magento/storeConfig', '/us_et/customer/fast-order/upload']) {
        const api = await call(path, { method, body: '{}' })
        expect(api.status, `${method} ${path}`).toBe(405)
        expect(await api.json()).toEqual({ message: 'Use POST.' })
      }
      const product = await call('/us_et/hydrating-lavender-hair-mask.html', { method })
      expect(product.status, method).toBe(405)
      expect(await product.text()).not.toContain('Unexpected Server Error')
    }
  })

  it('names upstream calls and cache keys in Server-Timing only for operators and local development', async () => {
    const production = { DEV_ENDPOINTS: '' }
    // A new term each time: a stored page would be answered without rendering.
    const path = () => `/us_et/search?term=private-${crypto.randomUUID()}`
    const visitor = await call(path(), {}, production)
    await visitor.text()
    const timing = visitor.headers.get('Server-Timing') ?? ''
    expect(timing).toMatch(/^render-\d+;dur=[\d.]+;desc="until headers"/)
    expect(timing).not.toMatch(/listing|memory-|cache-|commerce-|ProductListing/)
    const ops = await call(path(), { headers: { Authorization: 'Bearer test-ops-token' } }, production)
    await ops.text()
    expect(ops.headers.get('Server-Timing')).toMatch(/listing/)
    const wrong = await call(path(), { headers: { Authorization: 'Bearer not-the-token' } }, production)
    await wrong.text()
    expect(wrong.headers.get('Server-Timing')).not.toMatch(/listing/)
    const local = await call(path())
    await local.text()
    expect(local.headers.get('Server-Timing')).toMatch(/listing/)
  })

  it('answers a POST to robots.txt or a sitemap with a 405', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await call(path, formPost({ a: '1' }))
      expect(response.status, path).toBe(405)
      expect(response.headers.get('Allow'), path).toBe('GET, HEAD')
    }
  })

  it('bounds a body sent in chunks, without Content-Length, on every kind of endpoint', async () => {
    const chunks = (text: string, count: number) => {
      const bytes = new TextEncoder().encode(text)
      let sent = 0
      return new ReadableStream<Uint8Array<ArrayBuffer>>({
        pull(controller) {
          if (sent++ >= count) controller.close()
          else controller.enqueue(bytes.slice())
        },
      })
    }
    const junk = `junk=${'x'.repeat(64 * 1024)}&`
    const cases: [string, string, string, number][] = [
      ['/us_et/cart/add', 'application/x-www-form-urlencoded', `sku=ET-H00004&quantity=1&${junk}`, 413],
      ['/us_et/api/magento/customQuery', 'application/json', `[${JSON.stringify(junk)},`, 413],
      ['/api/content-webhook', 'application/json', junk, 401],
    ]
    for (const [path, type, text, status] of cases) {
      const response = await call(path, {
        method: 'POST',
        body: chunks(text, 200),
        headers: { 'Content-Type': type, Origin: ORIGIN },
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(status)
      expect(response.headers.getSetCookie().join('')).not.toContain('vsf-cart')
    }
  })

  it('answers an unexpected failure with a plain 500 page, no stack trace or server path', async () => {
    // A purge with a valid token but no cache binding throws inside the worker.
    const response = await call(
      '/api/cache/purge',
      { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } },
      {
        CACHE: undefined as unknown as KVNamespace,
      },
    )
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).toContain('An error occurred')
    expect(text).not.toMatch(/\bat \S+:\d+|\/work\/|TypeError|undefined/)
  })
})

describe('development endpoints (item 6)', () => {
  const DEV_REQUESTS: [string, string][] = [
    ['GET', '/_dev'],
    ['GET', '/_dev/'],
    ['GET', '/_dev/mail'],
    ['GET', '/_dev/commerce/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D'],
    ['POST', '/_dev/commerce/graphql'],
    ['POST', '/_dev/commerce/latency'],
    ['GET', '/_dev/content/v2/cdn/spaces/me'],
    ['GET', '/_dev/content/v2/cdn/stories/home?token=embedded-public-token'],
    ['POST', '/_dev/content/_publish/stories/home'],
    ['POST', '/_dev/content/_reset'],
    ['GET', '/_dev/anything/else'],
  ]
  const send = (method: string, path: string, overrides: Partial<Env>) =>
    call(
      path,
      method === 'POST' ? { method, body: '{}', headers: { 'Content-Type': 'application/json', Origin: ORIGIN } } : {},
      overrides,
    )

  it.each([
    ['the production configuration (wrangler.toml without .dev.vars)', { DEV_ENDPOINTS: '' }],
    ['a real Storyblok region with no endpoint', { DEV_ENDPOINTS: '', STORYBLOK_REGION: 'us', STORYBLOK_ENDPOINT: '' }],
    ['any other value than the switch', { DEV_ENDPOINTS: 'yes please' }],
  ])('answer 404 on every /_dev/ path with %s', async (_label, overrides) => {
    for (const [method, path] of DEV_REQUESTS) {
      const response = await send(method, path, overrides)
      expect(response.status, `${method} ${path}`).toBe(404)
    }
  })

  it('answer when the development switch is on', async () => {
    expect((await send('GET', '/_dev/mail', { DEV_ENDPOINTS: '1' })).status).toBe(200)
    expect(
      (await send('GET', '/_dev/commerce/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { DEV_ENDPOINTS: '1' }))
        .status,
    ).toBe(200)
  })

  it("send the content API's version redirect back to where it is served here, not to the binding's address", async () => {
    const response = await send('GET', '/_dev/content/v2/cdn/stories/topbar?token=embedded-public-token', {
      DEV_ENDPOINTS: '1',
    })
    expect(response.status).toBe(301)
    const location = response.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/_dev\/content\/v2\/cdn\/stories\/topbar\?token=embedded-public-token&cv=\d+$/)
    expect((await call(location, {}, { DEV_ENDPOINTS: '1' })).status).toBe(200)
  })

  it('leave the media the embedded catalogue links to on in production', async () => {
    const response = await call('/media/catalog/product/et-h00004.svg', {}, { DEV_ENDPOINTS: '' })
    expect(response.status).not.toBe(404)
  })
})

describe('sitemap parts that do not exist', () => {
  it('a products part past the last, or one written with a zero, is a 404, not an outage', async () => {
    const index = await (await call('/sitemap.xml')).text()
    const parts = [...index.matchAll(/\/sitemap\/us_et\/products-(\d+)\.xml/g)].map((match) => Number(match[1]))
    expect(parts.length).toBeGreaterThan(0)
    const past = Math.max(...parts) + 1
    for (const path of [
      `/sitemap/us_et/products-${past}.xml`,
      '/sitemap/us_et/products-0.xml',
      '/sitemap/us_et/products-01.xml',
    ]) {
      const answer = await call(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('Retry-After'), path).toBeNull()
    }
    expect((await call('/sitemap/us_et/products-1.xml')).status).toBe(200)
  })
})
