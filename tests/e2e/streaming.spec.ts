import { expect, test } from '@playwright/test'
import { createCartWith, setLatency } from './support/commerce'

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const DELAY_MS = 1500

test('the page shell streams before a delayed deferred part, which then arrives in the same response', async ({ request, baseURL }) => {
  const cartId = await createCartWith(request, 'ET-H00001', 2)
  await setLatency(request, 'GuestCart', DELAY_MS, cartId)
  try {
    const started = Date.now()
    const response = await fetch(`${baseURL}/us_et/Faq`, { headers: { 'User-Agent': BROWSER_UA, Cookie: `vsf-cart=${cartId}` } })
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
    await setLatency(request, 'GuestCart', 0, cartId)
  }
})

test('the cart badge shows the cart quantity', async ({ page, context, request, baseURL }) => {
  const cartId = await createCartWith(request, 'ET-H00001', 3)
  await context.addCookies([{ name: 'vsf-cart', value: cartId, url: baseURL ?? '' }])
  await page.goto('/us_et')
  await expect(page.getByRole('link', { name: /Cart/ })).toContainText('3')
})

test('crawlers get the complete document at once', async ({ request }) => {
  const response = await request.get('/us_et/Faq', { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
  const html = await response.text()
  expect(html).toContain('<header')
  expect(html).toContain('</html>')
})
