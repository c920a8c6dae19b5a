import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { RECAPTCHA_TEST } from '../../support/recaptcha-test-keys'
import { call, cookieValue, formPost } from './worker'

/**
 * A store whose Magento protects sign-in, registration and the newsletter with reCAPTCHA v3: the storefront with the
 * commerce backend that has keys (COMMERCE_RECAPTCHA, vitest.config.ts), whose token checks go to a stand-in for
 * Google's siteverify (tokens starting with `human-` are genuine). The browser's part is tests/unit/recaptcha-client.
 */
function recaptchaCommerce(): Fetcher {
  const binding: unknown = Reflect.get(env, 'COMMERCE_RECAPTCHA')
  if (typeof binding !== 'object' || binding === null || !('fetch' in binding)) {
    throw new Error('the workers-app project binds COMMERCE_RECAPTCHA to the protected commerce backend')
  }
  return binding as Fetcher
}
const PROTECTED = { COMMERCE: recaptchaCommerce() }

const PASSWORD = 'Password123!'
const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID()}@example.com`
const FAILURE = 'reCAPTCHA verification failed.'

/** The page's token fields: each one's action and name. */
function tokenFields(html: string): string[] {
  return [...html.matchAll(/<input [^>]*data-recaptcha-action="([a-z_]+)"[^>]*>/g)].map(
    ([field, action]) => `${action} ${/name="([^"]+)"/.exec(field)?.[1]}`,
  )
}

/** A sign-in posted without JavaScript to the protected store, with the token fields given. */
const signIn = (tokens: Record<string, string>) =>
  call('/us_et/customer/login', formPost({ email: 'customer@example.com', password: PASSWORD, ...tokens }), PROTECTED)

function registration(email: string, tokens: Record<string, string>): Record<string, string> {
  return { firstname: 'Rita', lastname: 'Cap', email, password: PASSWORD, confirmPassword: PASSWORD, ...tokens }
}

describe('a store that protects forms with reCAPTCHA v3', () => {
  it("gives its pages the token script with the store's key and each protected form its token fields", async () => {
    const login = await (await call('/fr_et/customer/login', {}, PROTECTED)).text()
    expect(login).toMatch(/<script[^>]*>\(function recaptchaController\(/)
    expect(login).toContain(`("${RECAPTCHA_TEST.websiteKey}","fr",10000)`)
    expect(tokenFields(login)).toEqual(['customer_login recaptcha-CUSTOMER_LOGIN'])
    expect(login).toContain('which needs JavaScript')

    const register = await (await call('/us_et/Register', {}, PROTECTED)).text()
    expect(tokenFields(register)).toEqual([
      'customer_create recaptcha-CUSTOMER_CREATE',
      'customer_login recaptcha-CUSTOMER_LOGIN',
    ])
    // Not protected here: the password reset request has no field.
    const forgot = await (await call('/us_et/ForgotPassword', {}, PROTECTED)).text()
    expect(tokenFields(forgot)).toEqual([])
  })

  it('refuses a sign-in without a token with the reason on the form, without JavaScript too', async () => {
    const response = await signIn({})
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(FAILURE)
    expect(cookieValue(response, 'vsf-customer')).toBeUndefined()
  })

  it('refuses a token Google does not know', async () => {
    const response = await signIn({ 'recaptcha-CUSTOMER_LOGIN': 'forged' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(FAILURE)
  })

  it('signs in with a genuine token', async () => {
    const response = await signIn({ 'recaptcha-CUSTOMER_LOGIN': 'human-1' })
    expect(response.status).toBe(302)
    expect(cookieValue(response, 'vsf-customer')).toEqual(expect.any(String))
  })

  it('creates an account with one token and signs the new customer in with the other', async () => {
    const both = await call(
      '/us_et/Register',
      formPost(
        registration(uniqueEmail('rc-both'), {
          'recaptcha-CUSTOMER_CREATE': 'human-create',
          'recaptcha-CUSTOMER_LOGIN': 'human-login',
        }),
      ),
      PROTECTED,
    )
    expect(both.headers.get('Location')).toBe('/us_et/customer/my-profile')
    expect(cookieValue(both, 'vsf-customer')).toEqual(expect.any(String))

    // The sign-in's token refused: the account exists, the shopper is sent to sign in by hand with the reason.
    const createOnly = await call(
      '/us_et/Register',
      formPost(registration(uniqueEmail('rc-create'), { 'recaptcha-CUSTOMER_CREATE': 'human-create' })),
      PROTECTED,
    )
    expect(createOnly.headers.get('Location')).toBe('/us_et/customer/login')
    expect(cookieValue(createOnly, 'vsf-customer')).toBeUndefined()
    expect(cookieValue(createOnly, 'vsf-message')).toContain(FAILURE)
  })

  it('takes a newsletter sign-up only with a genuine token', async () => {
    const email = uniqueEmail('rc-news')
    const refused = await call('/us_et/newsletter', formPost({ email }), PROTECTED)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(FAILURE)
    const accepted = await call('/us_et/newsletter', formPost({ email, 'recaptcha-NEWSLETTER': 'human-n' }), PROTECTED)
    expect(accepted.status).toBe(302)
  })
})
