import { expect, test } from '@playwright/test'
import { PASSWORD, createCustomer, signInOnPage, uniqueEmail } from './support/account'
import { whenHydrated } from './support/page'

test('edits the profile and changes the email, which asks for the password', async ({ page, request }) => {
  const email = uniqueEmail('profile')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  const nav = page.getByRole('navigation', { name: 'My account' })
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'My newsletter' })).toBeVisible()

  const profile = page.getByRole('region', { name: 'My profile' })
  await profile.getByLabel('First name').fill('Grace')
  await profile.getByLabel('Date of birth (optional)').fill('1990-05-17')
  await profile.getByLabel('Gender (optional)').selectOption('Female')
  const newEmail = uniqueEmail('profile-new')
  await profile.getByLabel('Email', { exact: true }).fill(newEmail)
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByText('This field is required')).toBeVisible()
  await profile.getByLabel('Password (to change your email)').fill('wrong-password-1')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  // The refusal belongs to the password field: marked invalid and linked to it.
  const emailPassword = profile.getByLabel('Password (to change your email)')
  await expect(emailPassword).toHaveAccessibleDescription(
    "The password doesn't match this account. Verify the password and try again.",
  )
  await expect(emailPassword).toHaveAttribute('aria-invalid', 'true')
  await expect(profile.getByLabel('First name')).toHaveValue('Grace')
  await profile.getByLabel('Password (to change your email)').fill(PASSWORD)
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You saved the account information.' })).toBeVisible()
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(newEmail)
  await expect(profile.getByLabel('First name')).toHaveValue('Grace')
  await expect(profile.getByLabel('Gender (optional)')).toHaveValue('2')
  await expect(profile.getByLabel('Date of birth (optional)')).toHaveValue('1990-05-17')
})

test('a password change with mistakes gets the spec texts on the same form', async ({ page, request }) => {
  const email = uniqueEmail('password-bad')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  // The form's own code checks the two new passwords: a click before it is in would be a plain post.
  await whenHydrated(page)
  const password = page.getByRole('region', { name: 'Change password' })
  await password.getByLabel('Current password').fill(PASSWORD)
  await password.getByLabel('New password', { exact: true }).fill('Changed456!')
  await password.getByLabel('Confirm new password').fill('Changed457!')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Password does not match')).toBeVisible()
  await password.getByLabel('Current password').fill('wrong-password-1')
  await password.getByLabel('Confirm new password').fill('Changed456!')
  await password.getByRole('button', { name: 'Change password' }).click()
  const current = password.getByLabel('Current password')
  await expect(current).toHaveAccessibleDescription(
    "The password doesn't match this account. Verify the password and try again.",
  )
  await expect(current).toHaveAttribute('aria-invalid', 'true')
})

test('changes the password, signs out and signs in with the new one', async ({ page, request }) => {
  const email = uniqueEmail('password')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  const password = page.getByRole('region', { name: 'Change password' })
  await password.getByLabel('Current password').fill(PASSWORD)
  await password.getByLabel('New password', { exact: true }).fill('Changed456!')
  await password.getByLabel('Confirm new password').fill('Changed456!')
  const button = password.getByRole('button', { name: 'Change password' })
  await button.focus()
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
  // The passwords leave their fields; the page stays where it was, with the keyboard on the button.
  for (const label of ['Current password', 'New password', 'Confirm new password'])
    await expect(password.getByLabel(label, { exact: true })).toHaveValue('')
  // Within a pixel: a fractional layout (a font, a zoom) rounds scrollY either way; a jump is far more.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(1)
  await expect(button).toBeFocused()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/us_et$/)
  await signInOnPage(page, 'us_et', email, 'Changed456!')
})

test('without JavaScript: changes the password and subscribes to the newsletter from the account', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('account-nojs')
  await createCustomer(request, email, 'nl_et')
  await signInOnPage(page, 'nl_et', email)

  const password = page.getByRole('region', { name: 'Change password' })
  await password.getByLabel('Current password').fill(PASSWORD)
  await password.getByLabel('New password', { exact: true }).fill('short')
  await password.getByLabel('Confirm new password').fill('short')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('The field should have at least 8 characters')).toBeVisible()
  await expect(password.getByLabel('Current password')).toHaveValue('')
  await password.getByLabel('Current password').fill(PASSWORD)
  await password.getByLabel('New password', { exact: true }).fill('Changed456!')
  await password.getByLabel('Confirm new password').fill('Changed456!')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My newsletter' }).click()
  await expect(page.getByText('You are not subscribed to our newsletter.')).toBeVisible()
  await page.getByLabel('Subscribe to our newsletter').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You are subscribed to our newsletter.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'We have saved your subscription.' })).toBeVisible()
  await page.getByLabel('Subscribe to our newsletter').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You are not subscribed to our newsletter.')).toBeVisible()
  await context.close()
})

test('account pages are personal: never stored by a cache', async ({ page, request }) => {
  const email = uniqueEmail('account-cache')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  const response = await page.goto('/us_et/customer/my-newsletter')
  expect(response?.headers()['cache-control']).toBe('private, no-store')
})

test('each account page has a title of its own, with JavaScript and without', async ({ page, request }) => {
  const email = uniqueEmail('account-titles')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  const pages: [string, string][] = [
    ['my-profile', 'My profile'],
    ['addresses-details', 'Addresses'],
    ['order-history', 'My orders'],
    ['my-wishlist', 'My wishlist'],
  ]
  for (const [path, title] of pages) {
    await page.goto(`/us_et/customer/${path}`)
    await expect(page).toHaveTitle(`${title} | Estelle Tijs`)
  }
  // Between pages of the account, the title follows the page.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My newsletter' }).click()
  await expect(page).toHaveTitle('My newsletter | Estelle Tijs')
})

test('a business customer is known site-wide (is_b2b from the layout)', async ({ page }) => {
  await signInOnPage(page, 'us_et', 'b2b@example.com')
  await expect(page.getByRole('region', { name: 'My profile' }).getByText('Business customer')).toBeVisible()
})

test("moving between My Account's pages puts the focus on the page reached, not on the shared heading", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('focus')
  await createCustomer(request, email)
  await signInOnPage(page, 'us_et', email)
  // A move made by the page's code (a click before it runs loads the next page whole, focus at its start).
  await whenHydrated(page)
  const nav = page.getByRole('navigation', { name: 'My account' })
  await nav.getByRole('link', { name: 'My orders' }).click()
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeFocused()
  await nav.getByRole('link', { name: 'Addresses' }).click()
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused()
})
