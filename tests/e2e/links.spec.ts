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
const CONCURRENCY = 6

/** Runs `work` over `items` with at most `limit` at a time (the server has few cores; a burst only queues). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T)
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

// One test per store, so the four run side by side; each checks its store's pages and the links found on them.
for (const store of STORES) {
  test(`every internal link on every kind of page of ${store} answers 200 or redirects to a page that does`, async ({
    playwright,
    request,
    baseURL,
  }) => {
    const started = Date.now()
    const account = await playwright.request.newContext({ baseURL })
    const [cart] = await Promise.all([createCartWith(request, 'ET-H00001', 1, store), signIn(account, store)])
    // My Account pages are whatever the account navigation offers, so new ones are crawled as they land.
    const home = await account.get(`/${store}/customer`)
    expect(home.status()).toBe(200)
    const accountPages = new Set([`/${store}/customer`])
    for (const link of internalLinks(await home.text())) {
      if (link.startsWith(`/${store}/customer/`) && !link.includes('logout')) accountPages.add(link)
    }
    expect(accountPages.size).toBeGreaterThanOrEqual(3)

    const pages = [
      ...CATALOGUE.map((path) => ({ path: `/${store}${path ? `/${path}` : ''}`, client: request })),
      ...[...accountPages].map((path) => ({ path, client: account })),
    ]
    const links = new Map<string, string>()
    const broken: string[] = []
    await eachLimited(pages, CONCURRENCY, async ({ path, client }) => {
      const headers = client === request ? { Cookie: `vsf-cart=${cart}` } : undefined
      const response = await client.get(path, { headers })
      if (response.status() !== 200) broken.push(`${path} itself answers ${response.status()}`)
      for (const link of internalLinks(await response.text())) if (!links.has(link)) links.set(link, path)
    })

    // Links are checked without personal cookies: every link must work for whoever follows it.
    await eachLimited([...links.keys()], CONCURRENCY, async (link) => {
      const status = await finalStatus(request, link)
      if (status !== '200') broken.push(`${link} (on ${links.get(link)}) answers ${status}`)
    })
    await account.dispose()

    expect(broken).toEqual([])
    expect(links.size).toBeGreaterThan(50)
    test.info().annotations.push({
      type: 'crawl',
      description: `${pages.length} pages, ${links.size} links in ${Date.now() - started} ms`,
    })
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
