import { type APIRequestContext, expect, test } from '@playwright/test'
import { createCartWith } from './support/commerce'

const STORES = ['de_et', 'fr_et', 'nl_et', 'us_et'] as const
// One product of each type (simple, configurable, bundle, grouped, virtual, downloadable, training) and one at its url_key.
const PRODUCTS = [
  'p/ET-H00001',
  'p/ET-H00013',
  'p/ET-F00015',
  'p/ET-H00016',
  'p/ET-B00017',
  'p/ET-F00018',
  'p/ET-T00019',
  'soothing-almond-conditioner.html',
]
const CONTENT = [
  'AboutUs',
  'Faq',
  'size-guide',
  'Contact',
  'pages/hair-care-guide',
  'pages/training-academy',
  'pages/terms-and-conditions',
  'pages/privacy-policy',
  'Cms/privacy',
]
const CATALOGUE = ['', 'hair.html', 'search?term=shampoo', 'cart', 'customer/login', ...PRODUCTS, ...CONTENT]
// The storefront worker renders on one thread, with the backends beside it: more requests at once only queue. A
// crawl of cold pages three at a time from both test workers (six at once, each a handful of backend calls) beside
// a browser test on two cores pushed backend calls past their 3 s budget in two clean-clone runs: one at a time.
const CONCURRENCY = 1

/** Runs `work` over `items` with at most `limit` at a time (the server has few cores; a burst only queues). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Internal `<a href>` targets of a document (streamed parts included), without fragments. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].flatMap((match) => {
    const href = (match[1] ?? '').replaceAll('&amp;', '&').split('#')[0] ?? ''
    return href.startsWith('/') && !href.startsWith('//') ? [href] : []
  })
}

/** Follows redirects by hand so the final page's own status is what counts; a 3xx chain may be at most 3 long. */
async function finalStatus(request: APIRequestContext, path: string): Promise<string> {
  let target = path
  for (let hop = 0; hop < 4; hop++) {
    // HEAD runs the same loaders and answers the same status as GET, without rendering the deferred parts.
    const response = await request.head(target, { maxRedirects: 0 })
    const location = response.headers()['location']
    if (response.status() < 300 || response.status() >= 400 || !location) return `${response.status()}`
    target = new URL(location, `http://localhost${target}`).href.replace(/^http:\/\/localhost/, '')
  }
  return 'redirect loop'
}

async function signIn(request: APIRequestContext, store: string) {
  const response = await request.post(`/${store}/customer/login`, {
    form: { email: 'customer@example.com', password: 'Password123!', redirectTo: `/${store}/customer` },
    maxRedirects: 0,
  })
  expect(response.status(), 'sign-in redirects').toBe(302)
}

const LINK_PARTS = 4

/**
 * Per store: the pages are fetched once (beforeAll), then their links are checked in parts, so that no single test
 * waits long on a loaded machine. Serial within a store (one crawl), the four stores side by side.
 */
for (const store of STORES) {
  test.describe(`links of ${store}`, () => {
    test.describe.configure({ mode: 'serial' })
    const links = new Map<string, string>()
    const pageFailures: string[] = []
    let client: APIRequestContext | undefined

    test.beforeAll(async ({ playwright }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL
      client = await playwright.request.newContext({ baseURL })
      const account = await playwright.request.newContext({ baseURL })
      const [cart] = await Promise.all([createCartWith(client, 'ET-H00001', 1, store), signIn(account, store)])
      // My Account pages are whatever the account navigation offers, so new ones are crawled as they land.
      const home = await account.get(`/${store}/customer`)
      const accountPages = new Set([`/${store}/customer`])
      for (const link of internalLinks(await home.text())) {
        if (link.startsWith(`/${store}/customer/`) && !link.includes('logout')) accountPages.add(link)
      }
      const guest = client
      const pages = [
        ...CATALOGUE.map((path) => ({
          path: `/${store}${path ? `/${path}` : ''}`,
          from: guest,
          cookie: `vsf-cart=${cart}`,
        })),
        ...[...accountPages].map((path) => ({ path, from: account, cookie: undefined })),
      ]
      await eachLimited(pages, CONCURRENCY, async ({ path, from, cookie }) => {
        const response = await from.get(path, { headers: cookie ? { Cookie: cookie } : {} })
        if (response.status() !== 200) pageFailures.push(`${path} answers ${response.status()}`)
        for (const link of internalLinks(await response.text())) if (!links.has(link)) links.set(link, path)
      })
      if (accountPages.size < 3) pageFailures.push(`only ${accountPages.size} My Account pages found`)
      await account.dispose()
    })

    test.afterAll(async () => {
      await client?.dispose()
    })

    test(`home, a category, each product type, search, cart, sign-in, content and My Account pages of ${store} answer 200`, () => {
      expect(pageFailures).toEqual([])
      expect(links.size).toBeGreaterThan(50)
    })

    for (let part = 0; part < LINK_PARTS; part++) {
      test(`internal links of ${store}, part ${part + 1} of ${LINK_PARTS}, answer 200 or redirect to a page that does`, async () => {
        if (!client) throw new Error('no crawl')
        const checker = client
        const mine = [...links.keys()].filter((_, index) => index % LINK_PARTS === part)
        const broken: string[] = []
        // Links are checked without personal cookies: every link must work for whoever follows it.
        await eachLimited(mine, CONCURRENCY, async (link) => {
          const status = await finalStatus(checker, link)
          if (status !== '200') broken.push(`${link} (on ${links.get(link)}) answers ${status}`)
        })
        expect(broken).toEqual([])
      })
    }
  })
}

test('the login modal links only to pages that exist', async ({ page, request }) => {
  await page.goto('/nl_et/Faq')
  await page.getByRole('link', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByLabel('Email')).toBeVisible()
  const hrefs = await dialog
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(await finalStatus(request, href), href).toBe('200')
})
