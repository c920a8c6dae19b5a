// reCAPTCHA v3 switched on, in a real browser against the production build: the embedded backend's development
// switch lays the keys over its variables and sends its siteverify calls to a stand-in served here (Google cannot be
// reached from this machine); the page's requests for Google's script are answered by a stand-in `grecaptcha`.
// Runs as its own project after every other (playwright.config.ts): while it runs, sign-in needs a token.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test'
import { PASSWORD, createCustomer, uniqueEmail } from './support/account'

const WEBSITE_KEY = 'e2e-site-key'
const PRIVATE_KEY = 'e2e-secret-key'
const OPS_TOKEN = 'local-ops-token'
const FAILURE = 'reCAPTCHA verification failed.'

/** Google's script as the stand-in gives it: a token per call, naming the action, for this store's key only. */
const GOOGLE_SCRIPT = `window.grecaptcha = {
  ready: function (callback) { callback() },
  execute: function (key, options) {
    if (key !== ${JSON.stringify(WEBSITE_KEY)}) return Promise.reject(new Error('unknown key'))
    window.__tokens = (window.__tokens || 0) + 1
    return Promise.resolve('e2e-token-' + options.action + '-' + window.__tokens + '-' + Math.random().toString(36).slice(2))
  },
}`

/** Customers made before reCAPTCHA is on (creating one then needs a token too); new ones for each run of the file. */
const customers = { login: '', offline: '', noJs: '' }

/** What the stand-in siteverify was asked: each token with the secret it came with. */
const verified: { token: string; secret: string }[] = []
let siteverify: Server | undefined

test.describe.configure({ mode: 'serial' })

async function purgeStorefrontCaches(request: APIRequestContext) {
  // The storefront keeps the backend's recaptchaV3Config with the layout's answers; the ops purge drops them.
  const purged = await request.post('/api/cache/purge', { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })
  expect(purged.ok()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  // Off while the customers are made (a run stopped halfway may have left it on).
  expect((await request.delete('/_dev/commerce/recaptcha')).ok()).toBe(true)
  for (const name of ['login', 'offline', 'noJs'] as const) {
    customers[name] = uniqueEmail(`recaptcha-${name}`)
    await createCustomer(request, customers[name])
  }
  const server = createServer((incoming, answer) => {
    let body = ''
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()))
    incoming.on('end', () => {
      const form = new URLSearchParams(body)
      const token = form.get('response') ?? ''
      verified.push({ token, secret: form.get('secret') ?? '' })
      const genuine = token.startsWith('e2e-token-') && form.get('secret') === PRIVATE_KEY
      answer.setHeader('Content-Type', 'application/json')
      answer.end(JSON.stringify(genuine ? { success: true, score: 0.9 } : { success: false }))
    })
  })
  siteverify = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const on = await request.post('/_dev/commerce/recaptcha', {
    data: {
      RECAPTCHA_WEBSITE_KEY: WEBSITE_KEY,
      RECAPTCHA_PRIVATE_KEY: PRIVATE_KEY,
      RECAPTCHA_FORMS: 'CUSTOMER_LOGIN,CUSTOMER_CREATE',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
  })
  expect(on.ok()).toBe(true)
  await purgeStorefrontCaches(request)
})

test.afterAll(async ({ request }) => {
  await request.delete('/_dev/commerce/recaptcha')
  await purgeStorefrontCaches(request)
  await new Promise((resolve) => siteverify?.close(resolve))
})

test.beforeEach(() => {
  verified.length = 0
})

/** Answers the page's requests for Google's script with the stand-in; counts them. */
async function standInForGoogle(context: BrowserContext, reachable = true) {
  const requested: string[] = []
  await context.route('https://www.google.com/recaptcha/api.js**', async (route) => {
    requested.push(route.request().url())
    if (reachable) await route.fulfill({ contentType: 'text/javascript', body: GOOGLE_SCRIPT })
    else await route.abort('internetdisconnected')
  })
  return requested
}

test('signs in with a token Google’s script gives as the form is sent, loading the script only then', async ({
  page,
  context,
}) => {
  const email = customers.login
  const requested = await standInForGoogle(context)
  await page.goto('/us_et/customer/login')
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('Email') })
  await expect(form.locator('input[name="recaptcha-CUSTOMER_LOGIN"]')).toHaveCount(1)
  await expect(form.getByText('This form is protected by reCAPTCHA')).toBeVisible()
  expect(requested).toEqual([])

  await page.getByLabel('Email').fill(email)
  await expect.poll(() => requested.length).toBe(1)
  expect(new URL(requested[0] ?? '').searchParams.get('render')).toBe(WEBSITE_KEY)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  expect(verified).toEqual([{ token: expect.stringMatching(/^e2e-token-customer_login-/), secret: PRIVATE_KEY }])
})

test('registers and is signed in: one token for the new account, another for the sign-in', async ({
  page,
  context,
}) => {
  await standInForGoogle(context)
  const email = uniqueEmail('recaptcha-register')
  await page.goto('/us_et/Register')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
  const tokens = verified.map((call) => call.token)
  expect(tokens).toEqual([
    expect.stringMatching(/^e2e-token-customer_create-/),
    expect.stringMatching(/^e2e-token-customer_login-/),
  ])
  expect(new Set(tokens).size).toBe(2)
})

test('when Google cannot be reached the sign-in goes without a token and the page says why', async ({
  page,
  context,
}) => {
  const email = customers.offline
  await standInForGoogle(context, false)
  await page.goto('/us_et/customer/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByText(FAILURE).first()).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(verified).toEqual([])
})

test('without JavaScript: the form says it needs JavaScript, and a sign-in is refused with the reason', async ({
  browser,
}) => {
  const email = customers.noJs
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/us_et/customer/login')
    // (Playwright's text search skips <noscript>; the browser shows its paragraph when scripting is off.)
    const notice = page.getByRole('main').locator('noscript p')
    await expect(notice).toHaveText('This form is protected against spam by reCAPTCHA, which needs JavaScript.')
    await expect(notice).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
    expect((await answer).status()).toBe(400)
    await expect(page.getByRole('main').getByText(FAILURE).first()).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    expect(verified).toEqual([])
  } finally {
    await context.close()
  }
})
