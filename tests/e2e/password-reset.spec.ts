import { expect, test } from '@playwright/test'
import { graphql } from './support/commerce'
import { holdScripts, whenHydrated } from './support/page'
import { PASSWORD, createCustomer, failOperation, mailLink, openMailLink, uniqueEmail } from './support/account'

const SENT =
  'If there is an account associated with this email address, you will receive an email with a link to reset your password.'
const RESET_LINK = /\/reset-password\?/

for (const javaScriptEnabled of [true, false]) {
  test(`resets a forgotten password from the mail and is signed in (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    const email = uniqueEmail('reset')
    await createCustomer(request, email)

    await page.goto('/us_et/customer/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Reset my password' }).click()
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()

    await openMailLink(page, email, RESET_LINK)
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Fresh789!')
    await page.getByLabel('Confirm new password').fill('Fresh780!')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Fresh789!')
    await page.getByLabel('Confirm new password').fill('Fresh789!')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/us_et\/customer\/my-profile$/)
    await expect(page.getByRole('main').getByText(email)).toBeVisible()

    await context.close()
  })
}

test('an unknown address gets the same answer, and a forged or broken link says so', async ({ page }) => {
  await page.goto('/fr_et/ForgotPassword')
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByRole('button', { name: 'Reset my password' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()

  await page.goto(
    `/fr_et/customer/account/createPassword?email=${encodeURIComponent('customer@example.com')}&key=forgedtoken0000`,
  )
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm new password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert')).toContainText('This password reset link has expired or has already been used.')

  const broken = await page.goto('/fr_et/reset-password?key=%3Cscript%3E')
  expect(broken?.status()).toBe(200)
  await expect(page.getByRole('alert')).toContainText('This password reset link has expired or has already been used.')
})

test('a reset link works once: a used link says so and offers a new one', async ({ page, request }) => {
  const email = uniqueEmail('reset-used')
  await createCustomer(request, email)
  await graphql(request, 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }', { email })
  const link = await mailLink(request, email)
  const key = new URL(link, 'http://shop.example').searchParams.get('key')
  await graphql(
    request,
    'mutation ($email: String!, $key: String!) { resetPassword(email: $email, resetPasswordToken: $key, newPassword: "Fresh789!") }',
    { email, key },
  )

  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('Other789!')
  await page.getByLabel('Confirm new password').fill('Other789!')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert')).toContainText('This password reset link has expired or has already been used.')
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
})

test('a failing backend gets the spec text on the forgot-password form, input kept', async ({ page, request }) => {
  const email = uniqueEmail('reset-outage')
  await failOperation(request, 'RequestPasswordResetEmail', email)
  try {
    await page.goto('/nl_et/ForgotPassword')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Reset my password' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'It was not possible to request a new password, please check the entered email address.',
    )
    await expect(page.getByLabel('Email')).toHaveValue(email)
  } finally {
    await failOperation(request, 'RequestPasswordResetEmail', email, false)
  }
})

test("the server's answer stays when the form's checks arrive after it", async ({ page, request }) => {
  const email = uniqueEmail('reset-late-code')
  await failOperation(request, 'RequestPasswordResetEmail', email)
  // The form's validation code is held back until the server has answered the submission.
  const held = await holdScripts(page, /\/assets\/zod-submission-[\w-]+\.js$/)
  try {
    await page.goto('/nl_et/ForgotPassword')
    await whenHydrated(page)
    await page.getByLabel('Email').fill(email)
    const answered = page.waitForResponse((response) => response.url().endsWith('/nl_et/ForgotPassword.data'))
    await page.getByRole('button', { name: 'Reset my password' }).click()
    await answered
    const message = 'It was not possible to request a new password, please check the entered email address.'
    await expect(page.getByRole('alert')).toHaveText(message)
    held.release()
    // The code is loaded and has run its held checks once the page is quiet; the server's message stays.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /zod-submission-[\w-]+\.js$/.test(entry.name)),
    )
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('alert')).toHaveText(message)
    await expect(page.getByLabel('Email')).toHaveValue(email)
  } finally {
    held.release()
    await failOperation(request, 'RequestPasswordResetEmail', email, false)
  }
})
