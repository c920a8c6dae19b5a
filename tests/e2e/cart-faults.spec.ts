import { type APIRequestContext, expect, test } from '@playwright/test'
import { createCartWith, setLatency } from './support/commerce'

// Bad input and faults at the add-to-cart action, as a browser without JavaScript would post them.
test.describe.configure({ mode: 'serial' })

async function add(request: APIRequestContext, form: Record<string, string>) {
  return request.post('/us_et/cart/add', { form: { returnTo: '/us_et/p/ET-H00001', quantity: '1', ...form }, maxRedirects: 0 })
}

function addResult(response: { headers(): Record<string, string> }): string {
  const cookies = response.headers()['set-cookie'] ?? ''
  return decodeURIComponent(/vsf-cart-add=([^;]*)/.exec(cookies)?.[1] ?? '')
}

test('an unknown SKU is refused with the backend message, not a 500', async ({ request }) => {
  const response = await add(request, { sku: 'ET-NO-SUCH-SKU' })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/us_et/p/ET-H00001')
  expect(addResult(response)).toMatch(/ET-NO-SUCH-SKU/)
})

test('an unknown option uid on a configurable product is refused', async ({ request }) => {
  const response = await add(request, { sku: 'ET-H00034', 'selected[0]': 'bm90LWEtdWlk', returnTo: '/us_et/p/ET-H00034' })
  expect(response.status()).toBe(302)
  expect(addResult(response).length).toBeGreaterThan(0)
})

test('script and oversized input are refused by validation and never echoed as markup', async ({ request, page }) => {
  const script = await add(request, { sku: '<script>alert(1)</script>' })
  expect(script.status()).toBe(302)
  const huge = await add(request, { sku: 'ET-H00001', 'entered[0].uid': 'dWlk', 'entered[0].value': 'x'.repeat(5000) })
  expect(huge.status()).toBe(302)
  let dialog = false
  page.on('dialog', async (event) => {
    dialog = true
    await event.dismiss()
  })
  await page.goto('/us_et/p/ET-H00001')
  expect(dialog).toBe(false)
})

test('a backend that times out during add keeps the cart and says so', async ({ request, context, page, baseURL }) => {
  test.setTimeout(60_000)
  const cartId = await createCartWith(request, 'ET-H00001', 1)
  await context.addCookies([{ name: 'vsf-cart', value: cartId, url: baseURL ?? '' }])
  await setLatency(request, 'AddProductsToCart', 11_000, cartId)
  try {
    const response = await page.request.post('/us_et/cart/add', {
      form: { sku: 'ET-H00022', quantity: '1', returnTo: '/us_et/p/ET-H00022', js: '1' },
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('The cart is unavailable right now. Please try again in a moment.')
  } finally {
    await setLatency(request, 'AddProductsToCart', 0, cartId)
  }
  const cookie = (await context.cookies()).find((entry) => entry.name === 'vsf-cart')
  expect(cookie?.value).toBe(cartId)
  await page.goto('/us_et/cart')
  await expect(page.getByRole('main').getByRole('link', { name: /Purifying|Hydrating|Smoothing|Revitalizing|Soothing|Nourishing|Gentle|Radiant/ }).first()).toBeVisible()
})
