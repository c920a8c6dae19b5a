import { expect, test } from '@playwright/test'
import { PASSWORD, failOperation, openMailLink, uniqueEmail } from './support/account'
import { whenHydrated } from './support/page'

const CONFIRM_NOTICE = 'You must confirm your account. Please check your email for the confirmation link.'

test('registers in a store without confirmation and is signed in at once (from the login modal)', async ({ page }) => {
  const email = uniqueEmail('register-us')
  await page.goto('/us_et/Faq')
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('Sign up for our newsletter').check()
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/us_et\/customer\/my-profile$/)
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await expect(page.getByText('Thank you for registering with Estelle Tijs. Your account is ready.')).toBeVisible()
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
})

test('without JavaScript: registers in a confirming store, confirms from the mail and signs in', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('register-de')
  await page.goto('/de_et/Register')
  await page.getByLabel('First name').fill('Klara')
  await page.getByLabel('Last name').fill('Berg')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/de_et\/customer\/login$/)
  const notice = page.getByRole('status').filter({ hasText: 'Registration confirmation' })
  await expect(notice).toContainText(CONFIRM_NOTICE)
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined()

  await openMailLink(page, email, 'Confirm your account')
  await expect(page).toHaveURL(/\/de_et\/customer\/account\/confirm\?/)
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for confirming your account' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/de_et\/customer\/my-profile$/)
  await expect(page.getByRole('main').getByText(email)).toBeVisible()

  await openMailLink(page, email, 'Confirm your account')
  await expect(page.getByText('This confirmation link has already been used')).toBeVisible()
  await context.close()
})

test('with JavaScript: the confirming store shows the persistent notice and the mail link signs in', async ({
  page,
}) => {
  const email = uniqueEmail('register-de-js')
  await page.goto('/de_et/Register')
  await page.getByLabel('First name').fill('Jonas')
  await page.getByLabel('Last name').fill('Vogel')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/de_et\/customer\/login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Registration confirmation' })).toContainText(CONFIRM_NOTICE)

  await openMailLink(page, email, 'Confirm your account')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/de_et\/customer\/my-profile$/)
})

test('bad registration input gets clear messages on the same form, with and without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/nl_et/Register')
    await page.getByLabel('First name').fill('<script>alert(1)</script>')
    await page.getByLabel('Last name').fill('x'.repeat(300))
    await page.getByLabel('Email').fill('customer@example.com')
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh')
    await page.getByLabel('Confirm password').fill('abcdefgx')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await expect(page.getByText('Please use only letters, numbers, spaces')).toBeVisible()
    await expect(page.getByText('The field should have at most 255 characters')).toBeVisible()
    await expect(page.getByText('Please use one uppercase and one number in your password.')).toBeVisible()
    await expect(page.getByText("Passwords don't match")).toBeVisible()

    await page.getByLabel('First name').fill('Sam')
    await page.getByLabel('Last name').fill('Jansen')
    // Not that account's password: with it, the form would be its owner's registration sent twice, which signs in.
    await page.getByLabel('Password', { exact: true }).fill('Taken-Email9')
    await page.getByLabel('Confirm password').fill('Taken-Email9')
    await page.getByRole('button', { name: 'Create an account' }).click()
    const duplicate = 'A customer with the same email address already exists in an associated website.'
    await expect(page.getByRole('alert').filter({ hasText: duplicate })).toBeVisible()
    // With JavaScript the form raises the notice; without, the page its request renders carries it.
    await expect(page.getByRole('status').filter({ hasText: 'Registration error' })).toContainText(duplicate)
    await expect(page.getByLabel('First name')).toHaveValue('Sam')
    await expect(page.getByLabel('Email')).toHaveValue('customer@example.com')
    // The server never sends a password back.
    if (!javaScriptEnabled) await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    // Put right, the form goes through: the error notice of the earlier attempt is out of date and goes too.
    await page.getByLabel('Email').fill(uniqueEmail('register-retry'))
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/nl_et\/customer\/my-profile$/)
    await expect(page.getByRole('status').filter({ hasText: 'Registration error' })).toHaveCount(0)
    await context.close()
  }
})

test('without JavaScript: a backend outage while registering is a message on the form, not an error page', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('register-outage')
  await failOperation(request, 'CreateCustomer', email)
  try {
    await page.goto('/us_et/Register')
    await page.getByLabel('First name').fill('Noor')
    await page.getByLabel('Last name').fill('Bakker')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create an account' }).click()
    expect((await answer).status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(
      'Your account could not be created right now. Please try again in a moment.',
    )
    await expect(page.getByLabel('Email')).toHaveValue(email)
  } finally {
    await failOperation(request, 'CreateCustomer', email, false)
    await context.close()
  }
})

test('a click right below a field that turns out wrong still lands: its message waits for the pointer to let go', async ({
  page,
}) => {
  await page.goto('/us_et/Register')
  await whenHydrated(page)
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(uniqueEmail('shift'))
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}-other`)
  // Leaving the field by clicking the box below it: the field's message must not move the box mid-click.
  const newsletter = page.getByLabel('Sign up for our newsletter')
  await newsletter.click()
  await expect(newsletter).toBeChecked()
  await expect(page.getByText("Passwords don't match")).toBeVisible()
})
