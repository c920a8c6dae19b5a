import { expect, test } from '@playwright/test'

/**
 * Issue 8 items 1-4 against what `npm start` serves (the production build): the same answers the worker tests prove
 * in workerd, here through vite preview, where an uncaught error would otherwise show Miniflare's stack-trace page.
 */
const STACK_OR_PATH = /\n\s*at \S+|\/work\/|node_modules|\.tsx?:\d+/

test('cart/add never redirects off the site and never echoes junk fields', async ({ request }) => {
  const add = await request.post('/us_et/cart/add', {
    form: { sku: 'ET-H00004', quantity: '1', returnTo: '/..//evil.example' },
    maxRedirects: 0,
  })
  expect(add.status()).toBe(302)
  expect(add.headers()['location']).toBe('/us_et')

  const junk: Record<string, string> = { sku: 'ET-H00004', quantity: '0' }
  for (let index = 0; index < 200; index++) junk[`junk${index}`] = 'x'.repeat(10)
  const refused = await request.post('/us_et/cart/add', { form: junk, maxRedirects: 0 })
  expect(
    refused
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value)
      .join(''),
  ).not.toContain('junk')
})

test('2,000 fields, a JSON body and a cross-site post get clear 4xx answers without a stack trace', async ({
  request,
}) => {
  const many: Record<string, string> = { sku: 'ET-H00004', quantity: '1' }
  for (let index = 0; index < 2000; index++) many[`junk${index}`] = 'x'.repeat(10)
  const tooMany = await request.post('/us_et/cart/add', { form: many, maxRedirects: 0 })
  expect(tooMany.status()).toBe(413)
  expect(await tooMany.text()).not.toMatch(STACK_OR_PATH)

  const json = await request.post('/us_et/customer/login', { data: { email: 'a@b.c' }, maxRedirects: 0 })
  expect(json.status()).toBe(415)
  expect(await json.text()).toContain('This address accepts form submissions only')

  const crossSite = await request.post('/us_et/customer/logout', {
    headers: { Origin: 'https://evil.example' },
    form: {},
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)
})

test('signing in from a login link with a hostile redirect target ends on our own page', async ({ page }) => {
  await page.goto('/us_et/customer/login?redirectTo=%2F..%2F%2Fevil.example')
  await expect(page.locator('#login-page input[name="redirectTo"]')).toHaveValue('/us_et/customer/my-profile')
  const form = page.locator('#login-page')
  await form.getByLabel('Email').fill('customer@example.com')
  await form.getByLabel('Password').fill('Password123!')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/us_et\/customer\/my-profile$/)
})
