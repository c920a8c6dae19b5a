import { expect, test } from '@playwright/test'
import { createCartWith, setLatency, useNewGuestCart } from './support/commerce'

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const DELAY_MS = 1500

test('the page shell streams before a delayed deferred part, which then arrives in the same response', async ({
  request,
  baseURL,
}) => {
  const cartId = await createCartWith(request, 'ET-H00001', 2)
  await setLatency(request, 'CartTotalQty', DELAY_MS, cartId)
  try {
    const started = Date.now()
    const response = await fetch(`${baseURL}/us_et/Faq`, {
      headers: { 'User-Agent': BROWSER_UA, Cookie: `vsf-cart=${cartId}` },
    })
    const reader = response.body?.getReader()
    if (!reader) throw new Error('no body')
    const decoder = new TextDecoder()
    // Read until the header has arrived (the shell), noting when, then read the rest of the same response.
    let html = ''
    let shellAt = Number.POSITIVE_INFINITY
    let shell = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      html += decoder.decode(chunk.value, { stream: true })
      if (!shell && html.includes('</header>')) {
        shellAt = Date.now() - started
        shell = html
      }
    }
    const totalAt = Date.now() - started

    expect(shell).toContain('<header')
    expect(shell).not.toContain('items in cart')
    expect(shellAt).toBeLessThan(DELAY_MS)
    expect(totalAt).toBeGreaterThanOrEqual(DELAY_MS)
    expect(html).toContain('items in cart')
  } finally {
    await setLatency(request, 'CartTotalQty', 0, cartId)
  }
})

test('the cart badge shows the cart quantity', async ({ page, context, request }) => {
  await useNewGuestCart(context, request, 'ET-H00001', 3)
  await page.goto('/us_et')
  await expect(page.getByRole('link', { name: /Cart/ })).toContainText('3')
})

// The configurable product at its canonical URL (through the catch-all) and at `/p/{sku}`.
const PRODUCT_URLS = ['/us_et/hydrating-aloe-conditioner.html', '/us_et/p/ET-H00013']
const CRAWLER_UA = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

/** What the document holds inside `<main>` in document order: the shell, before any streamed part is appended. */
function mainOf(html: string): string {
  const start = html.indexOf('<main')
  const end = html.indexOf('</main>', start)
  return start >= 0 && end > start ? html.slice(start, end) : ''
}

for (const [who, userAgent] of [
  ['crawlers', CRAWLER_UA],
  ['browsers', BROWSER_UA],
] as const) {
  for (const path of PRODUCT_URLS) {
    test(`${who} get the whole product in the first HTML at ${path}`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'User-Agent': userAgent } })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('</html>')
      const main = mainOf(html)
      // Gallery, name, price, stock, options and the add-to-cart form sit in <main> itself, not in a deferred part.
      expect(main).toContain('aria-label="Images of Hydrating Aloe Conditioner"')
      expect(main).toMatch(/<h1[^>]*>Hydrating Aloe Conditioner<\/h1>/)
      expect(main).toContain('SKU: <span>ET-H00013</span>')
      expect(main).toMatch(/From.*€\d+\.\d\d/)
      expect(main).toContain('In stock')
      expect(main).toMatch(/<fieldset[^>]*>.*<legend[^>]*>[^<]*Color/s)
      expect(main).toMatch(
        /<form[^>]*aria-label="Add Hydrating Aloe Conditioner to cart"[^>]*action="\/us_et\/cart\/add" method="post"/,
      )
    })
  }
}

for (const path of PRODUCT_URLS) {
  test(`a browser without JavaScript shows the whole product at ${path}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Hydrating Aloe Conditioner' })).toBeVisible()
    await expect(
      main.getByRole('region', { name: 'Images of Hydrating Aloe Conditioner' }).getByRole('img').first(),
    ).toBeVisible()
    await expect(main.getByText('SKU: ET-H00013', { exact: true })).toBeVisible()
    await expect(main.getByText(/€\d+\.\d\d/).first()).toBeVisible()
    await expect(main.getByText('In stock')).toBeVisible()
    await expect(main.getByRole('radio', { name: 'Black' })).toBeVisible()
    const form = main.getByRole('form', { name: 'Add Hydrating Aloe Conditioner to cart' })
    await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible()
    await context.close()
  })
}

test('crawlers get the complete document of a content page at once', async ({ request }) => {
  const response = await request.get('/us_et/Faq', { headers: { 'User-Agent': CRAWLER_UA } })
  const html = await response.text()
  expect(mainOf(html)).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  expect(html).toContain('</html>')
})

test('without JavaScript, a page rendered for the shopper alone has its late parts in place too', async ({
  browser,
  request,
}) => {
  // A real browser's agent (not a crawler's) with a personal cookie: the page is rendered for this shopper, not the
  // shared one, and its related products come late (a product no other test reads, its answer delayed).
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: BROWSER_UA })
  await context.addCookies([{ name: 'coupon-code', value: 'WELCOME10', url: test.info().project.use.baseURL ?? '' }])
  await setLatency(request, 'ProductRelated', DELAY_MS, 'ET-F00042')
  try {
    const page = await context.newPage()
    await page.goto('/us_et/p/ET-F00042')
    const related = page.getByRole('region', { name: 'Related products' })
    await expect(related.getByRole('link').first()).toBeVisible()
  } finally {
    await setLatency(request, 'ProductRelated', 0, 'ET-F00042')
    await context.close()
  }
})
