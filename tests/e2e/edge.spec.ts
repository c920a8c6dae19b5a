import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { graphql, useGuestCart, useNewGuestCart } from './support/commerce'
import { whenHydrated } from './support/page'

test('a first visit to / lands in the default store and is remembered', async ({ page, context }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/us_et$/)
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('us_et')
  expect(cookies.find((cookie) => cookie.name === 'vsf-locale')?.value).toBe('us_et')
})

test('a path without a store goes to the remembered store', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'vsf-locale', value: 'de_et', url: baseURL ?? '' }])
  await page.goto('/Faq')
  await expect(page).toHaveURL(/\/de_et\/Faq$/)
})

test('the store switcher moves to the same page in another store and sets the store cookies', async ({
  page,
  context,
}) => {
  await page.goto('/us_et')
  await page.getByRole('combobox', { name: 'Store' }).selectOption('fr_et')
  await expect(page).toHaveURL(/\/fr_et$/)
  await expect(page.getByText('Livraison gratuite dès 50 € d’achat')).toBeVisible()
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]))
  expect(cookies['vsf-store']?.value).toBe('fr_et')
  expect(cookies['vsf-currency']?.value).toBe('EUR')
  expect(cookies['vsf-locale']?.value).toBe('fr_et')
  expect(cookies['vsf-locale']?.httpOnly).toBe(false)
})

test('the keyboard looks through the stores in the switcher and moves only on Enter', async ({ page }) => {
  await page.goto('/us_et/Faq')
  await whenHydrated(page)
  const switches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/switch-store')) switches.push(request.url())
  })
  const store = page.getByRole('banner').getByRole('combobox', { name: 'Store' })
  await store.focus()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(store).toHaveValue('fr_et')
  // Each step changed the value; none of them may have sent the shopper anywhere.
  await page.waitForTimeout(500)
  expect(switches).toEqual([])
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fr_et\/Faq$/)
})

test('a store stepped to in the switcher applies when the keyboard leaves it with Tab', async ({ page }) => {
  await page.goto('/us_et/Faq')
  await whenHydrated(page)
  const store = page.getByRole('banner').getByRole('combobox', { name: 'Store' })
  await store.focus()
  await page.keyboard.press('ArrowUp')
  await expect(store).toHaveValue('nl_et')
  await page.keyboard.press('Tab')
  await expect(page).toHaveURL(/\/nl_et\/Faq$/)
})

test('the store switcher never leaves the site', async ({ page }) => {
  await page.goto('/us_et/switch-store?store=nl_et&slug=%2F%2Fevil.example')
  await expect(page).toHaveURL(/localhost:\d+\/nl_et$/)
})

test('?token= stores the session httpOnly, drops the cart and sale person, and goes home', async ({
  page,
  context,

  request,
}) => {
  // A real session, as a sales person's link carries it: a made-up token would be refused and signed out.
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
  )
  await useGuestCart(context, 'oldcart123')
  await page.goto(`/nl_et/Faq?token=${generateCustomerToken.token}&salesperson_session=sp-session-42`)
  await expect(page).toHaveURL(/\/nl_et$/)
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]))
  expect(cookies['vsf-customer']?.httpOnly).toBe(true)
  // The old guest cart is dropped; the signed-in customer's own cart may take its place.
  expect(cookies['vsf-cart']?.value).not.toBe('oldcart123')
  expect(cookies['vsf-sale-person']?.value).toBe('sp-session-42')
  expect(await page.evaluate(() => document.cookie)).not.toContain('vsf-customer')
})

test('?coupon= without a cart is kept in the coupon-code cookie', async ({ page, context }) => {
  await page.goto('/us_et?coupon=WELCOME10')
  await expect(page).toHaveURL(/\/us_et$/)
  const coupon = (await context.cookies()).find((cookie) => cookie.name === 'coupon-code')
  expect(coupon?.value).toBe('WELCOME10')
  await expect(
    page.getByText('The coupon code WELCOME10 will be applied when you add a product to your cart.'),
  ).toBeVisible()
})

test('?coupon= with a cart applies the coupon in the backend and goes home', async ({
  page,
  context,

  request,
}) => {
  const cartId = await useNewGuestCart(context, request, 'ET-H00004', 1)
  await page.goto('/us_et/hair.html?coupon=WELCOME10')
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.getByText('The coupon code WELCOME10 was applied to your cart.')).toBeVisible()
  const { cart } = await graphql<{ cart: { applied_coupons: { code: string }[] | null } }>(
    request,
    'query ($cartId: String!) { cart(cart_id: $cartId) { applied_coupons { code } } }',
    { cartId },
  )
  expect(cart.applied_coupons?.map((coupon) => coupon.code)).toEqual(['WELCOME10'])
})

test('?coupon= with a cart whose coupon the backend refuses shows the backend’s reason on home', async ({
  page,
  context,

  request,
}) => {
  const cartId = await useNewGuestCart(context, request, 'ET-H00004', 1)
  // What the backend itself answers to this code, so the test checks its words reach the shopper.
  const refusal = await request.post('/_dev/commerce/graphql', {
    data: {
      query:
        'mutation ($cartId: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: "NOSUCHCODE1" }) { cart { id } } }',
      variables: { cartId },
    },
    headers: { Store: 'us_et' },
  })
  const reason = ((await refusal.json()) as { errors?: { message: string }[] }).errors?.[0]?.message ?? ''
  expect(reason).not.toBe('')

  await page.goto('/us_et?coupon=NOSUCHCODE1')
  await expect(page).toHaveURL(/\/us_et$/)
  await expect(page.getByText(reason)).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'coupon-code')?.value ?? '').toBe('')
})

test('odd query strings and cookies never break the page', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'vsf-locale', value: '%E0%A4%A', url: baseURL ?? '' },
    { name: 'vsf-cart', value: '../../etc/passwd', url: baseURL ?? '' },
    { name: 'vsf-customer', value: 'x'.repeat(3000), url: baseURL ?? '' },
  ])
  const response = await page.goto('/us_et?token=&token=&coupon=%3Cscript%3E&page=-1')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('banner')).toBeVisible()
})

test('static files carry the security headers the worker gives its own answers', async ({ request }) => {
  const home = await request.get('/us_et')
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1]
  expect(stylesheet).toBeDefined()
  for (const path of ['/offline', '/sw.js', '/favicon.svg', '/fast-order-template.csv', stylesheet ?? '']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  }
  // The offline page is HTML: never framed by another site.
  const offline = await request.get('/offline')
  expect(offline.headers()['content-security-policy']).toBe(
    "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
  )
  expect(offline.headers()['x-frame-options']).toBe('SAMEORIGIN')
})

test('a phone can add the shop to its home screen: the page links a manifest whose icons exist at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/fr_et')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const answer = await request.get(href ?? '')
  expect(answer.headers()['content-type']).toContain('application/manifest+json')
  const manifest = z
    .object({
      name: z.string(),
      start_url: z.string(),
      display: z.string(),
      icons: z.array(
        z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() }),
      ),
    })
    .parse(await answer.json())
  expect(manifest).toMatchObject({ name: 'Estelle Tijs', start_url: '/', display: 'standalone' })
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  const icons = [...manifest.icons, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }]
  for (const icon of icons) {
    const file = await request.get(icon.src)
    expect(file.status(), icon.src).toBe(200)
    // A PNG's width and height are the first fields of its IHDR chunk (bytes 16 to 24).
    const png = await file.body()
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
  }
  // Chromium itself reads it without an error.
  const session = await page.context().newCDPSession(page)
  const read = await session.send('Page.getAppManifest')
  expect(read.errors).toEqual([])
})
