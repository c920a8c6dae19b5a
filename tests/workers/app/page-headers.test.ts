import { describe, expect, it } from 'vitest'
import { call, customerToken, guestCartWith } from './worker'

/** Issue 8 item 24: the headers every page answers with, through workers/app.ts with the real backends. */

const PUBLIC_PAGES = [
  '/us_et',
  '/de_et',
  '/us_et/hair.html',
  '/us_et/p/ET-H00004',
  '/us_et/search?term=shampoo',
  '/us_et/Faq',
  '/us_et/AboutUs',
  '/us_et/Contact',
  '/us_et/customer/login',
  '/us_et/cart',
  '/us_et/no-such-page-at-all',
]

describe('Server-Timing', () => {
  it.each(PUBLIC_PAGES)('is on %s, naming the worker time and every upstream call or cache answer', async (path) => {
    const response = await call(path)
    expect([200, 404]).toContain(response.status)
    const timing = response.headers.get('Server-Timing') ?? ''
    expect(timing).toMatch(/render-\d+;dur=[\d.]+;desc="until headers"/)
    expect(timing).toMatch(/(commerce|content|cache-\w+|memory-\w+)-\d+;dur=/)
    await response.text()
  })

  it('is on a signed-in customer’s pages and on .data answers', async () => {
    const token = await customerToken()
    for (const path of ['/us_et/customer/my-profile', '/us_et/customer/my-profile.data', '/us_et/hair.html.data']) {
      const response = await call(path, { headers: { Cookie: `vsf-customer=${token}` } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Server-Timing'), path).toMatch(/render-\d+/)
      await response.text()
    }
  })
})

describe('Cache-Control: private, no-store', () => {
  it('is on every page a signed-in customer sees', async () => {
    const token = await customerToken()
    for (const path of [
      '/us_et',
      '/us_et/p/ET-H00004',
      '/us_et/customer/my-profile',
      '/us_et/customer/my-wishlist',
      '/us_et/cart',
      '/us_et/customer/my-profile.data',
    ]) {
      const response = await call(path, { headers: { Cookie: `vsf-customer=${token}` } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
      await response.text()
    }
  })

  it('is on every page of a guest with a cart, checkout included', async () => {
    const cartId = await guestCartWith('ET-H00004')
    for (const path of [
      '/us_et',
      '/us_et/cart',
      '/us_et/checkout/user-account',
      '/us_et/hair.html',
      '/us_et/cart.data',
    ]) {
      const response = await call(path, { headers: { Cookie: `vsf-cart=${cartId}` } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
      await response.text()
    }
  })

  it('is not on a guest’s catalogue page, which holds nothing personal', async () => {
    const response = await call('/us_et/hair.html')
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('private')
    await response.text()
  })
})

describe('the section addresses of spec §2 without a page of their own', () => {
  it.each(['Cms', 'Page', 'storyblok'])('/{store}/%s is the store home', async (section) => {
    for (const store of ['us_et', 'fr_et']) {
      const response = await call(`/${store}/${section}`)
      expect(response.status, `${store} ${section}`).toBe(302)
      expect(response.headers.get('Location')).toBe(`/${store}`)
    }
  })
})

/** The document policy: framed by the shop only, no plugins, no `<base>`, forms sent to the shop only. */
const POLICY = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'"

describe('security headers', () => {
  it.each(PUBLIC_PAGES)(
    '%s may be framed by the shop only, sniffs no type and keeps its address to itself',
    async (path) => {
      const response = await call(path)
      expect(response.headers.get('Content-Security-Policy')).toBe(POLICY)
      expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      // Over plain HTTP (local development) there is no HSTS; see the next test for HTTPS.
      expect(response.headers.get('Strict-Transport-Security')).toBeNull()
      await response.text()
    },
  )

  it('keeps a browser on HTTPS once it has seen the shop over HTTPS', async () => {
    for (const path of ['/us_et', '/robots.txt', '/us_et/hair.html.data']) {
      const response = await call(path, {}, {}, 'https://shop.example')
      expect(response.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000')
      await response.text()
    }
  })

  it('lets forms lead to the configured external checkout, and nowhere else', async () => {
    const response = await call('/us_et/Faq', {}, { EXTERNAL_CHECKOUT_URL: 'https://checkout.example/start?x=1' })
    expect(response.headers.get('Content-Security-Policy')).toBe(`${POLICY} https://checkout.example`)
    await response.text()
  })

  it("are on a signed-in customer's pages, on answers that are not documents, and on refusals", async () => {
    const token = await customerToken()
    const page = await call('/us_et/customer/my-profile', { headers: { Cookie: `vsf-customer=${token}` } })
    expect(page.headers.get('Content-Security-Policy')).toBe(POLICY)
    await page.text()
    for (const path of ['/us_et/search-suggestions?term=%3Cimg%3E', '/us_et/hair.html.data', '/robots.txt']) {
      const response = await call(path)
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      await response.text()
    }
    const refused = await call('/us_et/cart/add', { method: 'POST', headers: { Origin: 'https://evil.example' } })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it("lets Storyblok's visual editor frame a preview, and nobody else", async () => {
    const response = await call('/us_et/Faq?_storyblok=12&_storyblok_tk[space_id]=1')
    expect(response.headers.get('Content-Security-Policy')).toBe(
      POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'self' https://app.storyblok.com"),
    )
    expect(response.headers.get('X-Frame-Options')).toBeNull()
    await response.text()
  })

  it('never lets the editor frame a page of the shopper’s own, whatever the address says', async () => {
    const token = await customerToken()
    for (const path of [
      '/us_et/customer/my-profile?_storyblok=1',
      '/us_et/Customer/my-profile?_storyblok=1',
      '/us_et/%63ustomer/my-profile?_storyblok=1',
      '/us_et/cart?_storyblok=1',
      '/us_et/Register?_storyblok=1',
      '/us_et/reset-password?_storyblok=1',
    ]) {
      // Signed in for the account's pages; as a visitor for the forms that a customer is sent away from.
      const signedIn = /customer/i.test(decodeURIComponent(path))
      const init = signedIn ? { headers: { Cookie: `vsf-customer=${token}` } } : {}
      let response = await call(path, init)
      // Another letter case of the route is moved to its spelling, with the address's query: the page there.
      if (path.includes('/Customer/')) {
        expect(response.status, path).toBe(301)
        response = await call(response.headers.get('Location') ?? '', init)
      }
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Content-Security-Policy'), path).toBe(POLICY)
      expect(response.headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN')
      await response.text()
    }
  })
})
