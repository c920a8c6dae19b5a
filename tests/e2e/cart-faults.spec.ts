import { type APIRequestContext, expect, test } from '@playwright/test'
import { setLatency, useNewGuestCart } from './support/commerce'

// Bad input and faults at the add-to-cart action, as a browser without JavaScript would post them.
test.describe.configure({ mode: 'serial' })

async function add(request: APIRequestContext, form: Record<string, string>) {
  return request.post('/us_et/cart/add', {
    form: { returnTo: '/us_et/p/ET-H00001', quantity: '1', ...form },
    maxRedirects: 0,
  })
}

test('an unknown SKU is refused with the shop message in the same browser, not a 500', async ({ page }) => {
  // The page's own request context: the refusal's cookies reach the page that is checked.
  const response = await add(page.request, { sku: 'ET-NO-SUCH-SKU' })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/us_et/p/ET-H00001')
  await page.goto('/us_et/p/ET-H00001')
  await expect(page.getByRole('status').filter({ hasText: 'This product could not be found.' })).toBeVisible()
})

test('an unknown option uid on a configurable product is refused with the options message', async ({ page }) => {
  const response = await add(page.request, {
    sku: 'ET-H00034',
    'selected[0]': 'bm90LWEtdWlk',
    returnTo: '/us_et/p/ET-H00034',
  })
  expect(response.status()).toBe(302)
  await page.goto('/us_et/p/ET-H00034')
  await expect(page.getByRole('form', { name: /^Add .* to cart$/ }).getByRole('alert')).toHaveText(
    'Please choose the product options first.',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('script in a refused add comes back as text in the same form, never as markup', async ({ page }) => {
    let dialog = false
    page.on('dialog', async (event) => {
      dialog = true
      await event.dismiss()
    })
    const script = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    await page.goto('/us_et/p/ET-T00019?size=18')
    const form = page.getByRole('form', { name: /^Add .* to cart$/ })
    // No date: the training rule refuses the add and the form comes back with the shopper's input.
    await form.getByLabel("Student's name").fill(script)
    await form.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(page).toHaveURL(/\/us_et\/p\/ET-T00019\?size=18#add-to-cart-[\w=]+$/)
    await expect(form.getByText("Kindly add the date and the student's name.")).toBeVisible()
    await expect(form.getByLabel("Student's name")).toHaveValue(script)
    // Only the empty detail is marked as the missing one.
    await expect(form.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel("Student's name")).not.toHaveAttribute('aria-invalid', 'true')
    expect(dialog).toBe(false)
  })

  test('oversized input is refused by validation, the page still whole', async ({ page }) => {
    const huge = await add(page.request, {
      sku: 'ET-H00001',
      'entered[0].uid': 'dWlk',
      'entered[0].value': 'x'.repeat(5000),
    })
    expect(huge.status()).toBe(302)
    const answer = await page.goto('/us_et/p/ET-H00001')
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('form', { name: /^Add .* to cart$/ })).toBeVisible()
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'vsf-cart')).toBeUndefined()
  })
})

test('a backend that times out during add keeps the cart and says so', async ({ request, context, page }) => {
  test.setTimeout(60_000)
  const cartId = await useNewGuestCart(context, request, 'ET-H00001', 1)
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
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Purifying|Hydrating|Smoothing|Revitalizing|Soothing|Nourishing|Gentle|Radiant/ })
      .first(),
  ).toBeVisible()
})
