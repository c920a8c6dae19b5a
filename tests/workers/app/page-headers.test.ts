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
