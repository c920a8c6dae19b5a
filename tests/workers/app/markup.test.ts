import { describe, expect, it } from 'vitest'
import { call, customerToken, guestCartWith } from './worker'

/** What every page's markup must hold whatever it shows: ids that name one element each (labels, ARIA, focus). */

const PAGES = [
  '/us_et',
  '/us_et/hair.html',
  '/us_et/search?term=shampoo',
  '/us_et/p/ET-H00001',
  '/us_et/p/ET-H00013',
  '/us_et/p/ET-F00015',
  '/us_et/p/ET-H00016',
  '/us_et/p/ET-F00018',
  '/us_et/p/ET-T00019',
  '/us_et/Business',
  '/us_et/Register',
  '/us_et/Contact',
  '/us_et/customer/login',
  '/us_et/ForgotPassword',
  '/us_et/Faq',
]

const ACCOUNT_PAGES = [
  '/us_et/customer/my-profile',
  '/us_et/customer/addresses-details',
  '/us_et/customer/addresses-details/create',
  '/us_et/customer/my-newsletter',
  '/us_et/customer/my-wishlist',
  '/us_et/customer/order-history',
  '/us_et/customer/my-reviews',
]

function duplicateIds(html: string): string[] {
  const seen = new Map<string, number>()
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]+)"/g)) {
    const id = match[1] ?? ''
    seen.set(id, (seen.get(id) ?? 0) + 1)
  }
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id)
}

/** Heading levels that go down by more than one step (an h1 followed by an h3): each as "h1 → h3". */
function skippedLevels(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
  return levels.flatMap((level, index) => {
    const previous = levels[index - 1]
    return previous !== undefined && level > previous + 1 ? [`h${previous} → h${level}`] : []
  })
}

describe('every kind of page', () => {
  it('has ids that name one element each, headings that go down one level at a time, and no attribute its element may not carry', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const token = await customerToken('loyal@example.com')
    const pages: [string, string][] = [
      ...PAGES.map((path): [string, string] => [path, '']),
      ['/us_et/cart', `vsf-cart=${cartId}`],
      ...ACCOUNT_PAGES.map((path): [string, string] => [path, `vsf-customer=${token}`]),
    ]
    for (const [path, cookie] of pages) {
      const response = await call(path, { headers: cookie ? { Cookie: cookie } : {} })
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(duplicateIds(html), path).toEqual([])
      expect(skippedLevels(html), `${path} headings`).toEqual([])
      // Attributes an element may not carry (HTML's content model): a pattern on a radio or checkbox.
      expect(html.match(/<input[^>]*type="(radio|checkbox)"[^>]*\spattern=/g), `${path} patterns`).toBeNull()
    }
  })
})

describe('a store without reCAPTCHA keys (the embedded default)', () => {
  it('sends no token script and no token field with any protected form', async () => {
    const token = await customerToken('loyal@example.com')
    const pages: [string, string][] = [
      ...['/us_et', '/us_et/p/ET-H00001', '/us_et/Register', '/us_et/Business', '/us_et/Contact'].map(
        (path): [string, string] => [path, ''],
      ),
      ['/us_et/customer/login', ''],
      ['/us_et/ForgotPassword', ''],
      ['/us_et/customer/my-profile', `vsf-customer=${token}`],
    ]
    for (const [path, cookie] of pages) {
      const html = await (await call(path, { headers: cookie ? { Cookie: cookie } : {} })).text()
      expect(html, path).not.toContain('recaptchaController')
      expect(html, path).not.toContain('data-recaptcha-action')
    }
  })
})

describe('a product card', () => {
  it('tells its rating as the product page does, to one decimal (the stars shown are rounded)', async () => {
    const html = await (await call('/us_et/hair.html?itemsPerPage=48')).text()
    const ratings = [...html.matchAll(/Rated ([^ ]+) of 5/g)].map((match) => match[1] ?? '')
    expect(ratings.length).toBeGreaterThan(0)
    for (const rating of ratings) expect(rating).toMatch(/^[0-5]\.\d$/)
  })
})
