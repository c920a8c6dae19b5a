import { expect, test } from '@playwright/test'
import { createCustomer, openMailLink, signInOnPage, uniqueEmail } from './support/account'
import { whenHydrated } from './support/page'

for (const javaScriptEnabled of [true, false]) {
  test(`subscribes from the home block (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/us_et')
    const block = page.getByRole('main').getByRole('form', { name: 'Newsletter sign-up' })
    await block.getByLabel('Email').fill('not-an-email')
    await block.getByRole('button', { name: 'Subscribe' }).click()
    // Without JavaScript the error comes back on the newsletter page's own form, input kept.
    const form = page.getByRole('main').getByRole('form', { name: 'Newsletter sign-up' })
    await expect(form.getByText('Invalid email')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email')
    await form.getByLabel('Email').fill(uniqueEmail('home-news'))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your subscription.' }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/us_et$/)
    await context.close()
  })
}

test('the newsletter modal opens from the footer for a customer, with the email filled in', async ({
  page,
  request,
}) => {
  const usEmail = uniqueEmail('modal-news-us')
  await createCustomer(request, usEmail)
  await signInOnPage(page, 'us_et', usEmail)
  // The footer link opens the modal once the page has hydrated; before, it leads to the newsletter page.
  await whenHydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe to our newsletter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Newsletter' })
  await expect(dialog.getByLabel('Email')).toHaveValue(usEmail)
  await dialog.getByRole('button', { name: 'Subscribe' }).click()
  // The form's own answer (the dialog also holds the page's notices while it is open).
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for your subscription.' })).toHaveText(
    'Thank you for your subscription.',
  )
  await dialog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This email address is already subscribed.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My newsletter' }).click()
  await expect(page.getByText('You are subscribed to our newsletter.')).toBeVisible()
})

test('a guest subscribes through the modal in a double opt-in store, then confirms from the mail', async ({ page }) => {
  const email = uniqueEmail('modal-guest')
  await page.goto('/de_et/Faq')
  await whenHydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe to our newsletter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Newsletter' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'The confirmation request has been sent.' })).toHaveText(
    'The confirmation request has been sent. Please check your email.',
  )
  await openMailLink(page, email, 'Confirm subscription')
  await expect(page).toHaveURL(/\/de_et\/newsletter\/confirm\?id=\d+&code=\w+$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your subscription has been confirmed.')
})
