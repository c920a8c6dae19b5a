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

/** Makes one backend operation answer 503 for requests mentioning `match` (an email), as an outage would. */
export async function failOperation(
  request: APIRequestContext,
  operationName: string,
  match: string,
  fail = true,
): Promise<void> {
  const response = await request.post('/_dev/commerce/latency', { data: { operationName, ms: 0, match, fail } })
  if (!response.ok()) throw new Error(`outage not set: ${await response.text()}`)
}

/** The link in the newest outbox mail to `email` (for steps that only prepare a test). */
export async function mailLink(request: APIRequestContext, email: string): Promise<string> {
  // A reused connection the server has just closed (ECONNRESET) is retried: reading the outbox changes nothing.
  const response = await request.get('/_dev/mail', { headers: { Accept: 'application/json' }, maxRetries: 2 })
  const body: unknown = await response.json()
  const items: unknown[] =
    typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items) ? body.items : []
  for (const item of items) {
    if (
      typeof item !== 'object' ||
      item === null ||
      !('to_email' in item) ||
      item.to_email !== email ||
      !('body_html' in item)
    )
      continue
    const href = /href="([^"]+)"/.exec(String(item.body_html))?.[1]
    if (href) return href.replaceAll('&amp;', '&')
  }
  throw new Error(`no mail with a link to ${email}`)
}
