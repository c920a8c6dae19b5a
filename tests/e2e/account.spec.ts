import { expect, test } from '@playwright/test'
import { createCartWith } from './support/commerce'

const EMAIL = 'customer@example.com'
const PASSWORD = 'Password123!'

test('sign in through the login modal, see the profile, sign out', async ({ page, context }) => {
  await page.goto('/us_et/Faq')
  await page.getByRole('link', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email').fill(EMAIL)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(page).toHaveURL(/\/us_et\/Faq$/)
  const token = (await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')
  expect(token?.httpOnly).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toContain('vsf-customer')

  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await expect(page.getByText(EMAIL)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/us_et$/)
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined()
})

test('a wrong password shows the backend message and the persistent notice', async ({ page }) => {
  await page.goto('/de_et')
  await page.getByRole('link', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByLabel('Email').fill(EMAIL)
  await dialog.getByLabel('Password').fill('wrong-password-1')
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  const message = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
  await expect(dialog.getByRole('alert')).toHaveText(message)
  await expect(page.getByRole('status').filter({ hasText: 'Registration error' })).toContainText(message)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('without JavaScript: my account asks to sign in and comes back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/nl_et/customer/my-profile')
  await expect(page).toHaveURL(/\/nl_et\/customer\/login\?redirectTo=/)
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password').fill('nope')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('The account sign-in was incorrect')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/nl_et\/customer\/my-profile$/)
  await expect(page.getByText(EMAIL)).toBeVisible()
  await context.close()
})

test('signing in merges the guest cart into the customer cart', async ({ page, context, request, baseURL }) => {
  const guestCart = await createCartWith(request, 'ET-H00001', 2)
  await context.addCookies([{ name: 'vsf-cart', value: guestCart, url: baseURL ?? '' }])
  await page.goto('/us_et/customer/login')
  await page.getByLabel('Email').fill('b2b@example.com')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Business customer', { exact: true })).toBeVisible()
  const cart = (await context.cookies()).find((cookie) => cookie.name === 'vsf-cart')
  expect(cart?.value).toBeTruthy()
  expect(cart?.value).not.toBe(guestCart)
  await expect(page.getByRole('link', { name: /Cart/ })).toContainText(/[2-9]|\d\d/)
})

test('a refused customer token signs the shopper out with a warning', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'vsf-customer', value: 'expired-or-forged-token-123456', url: baseURL ?? '' }])
  await page.goto('/fr_et/Faq')
  await expect(page).toHaveURL(/\/fr_et$/)
  await expect(page.getByRole('status').filter({ hasText: 'You are not authorized, please log in.' })).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined()
})

test('the wishlist asks guests to sign in and shows a customer their saved products', async ({ page }) => {
  await page.goto('/us_et')
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email').fill('loyal@example.com')
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click()
  await expect(page.getByRole('heading', { name: 'My wishlist' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})
