import { type APIRequestContext, type Page, expect } from '@playwright/test'
import { graphql } from './commerce'

export const PASSWORD = 'Password123!'

/** A fresh address per test, so no test depends on what an earlier run left in the database. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** A customer created straight in the backend, for journeys that start after registration. */
export async function createCustomer(
  request: APIRequestContext,
  email: string,
  store = 'us_et',
  password = PASSWORD,
): Promise<void> {
  await graphql(
    request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password, firstname: 'Test', lastname: 'Shopper' } },
    store,
  )
}

/** Opens the development outbox and follows the link of the newest mail sent to `email`. */
export async function openMailLink(page: Page, email: string, linkName: string | RegExp): Promise<void> {
  await page.goto('/_dev/mail')
  const mail = page.getByRole('article').filter({ hasText: email }).first()
  await expect(mail).toBeVisible()
  await mail.getByRole('link', { name: linkName }).click()
}

export async function signInOnPage(page: Page, store: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`/${store}/customer/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
}
