// reCAPTCHA v3 as Magento applies it to GraphQL: off without keys; with keys, a protected mutation needs a token in
// `X-ReCaptcha` that Google's siteverify (answered here by a stand-in for Google, which this machine cannot reach)
// finds genuine and scores at least the minimum.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleGraphql } from '../../../workers/commerce/graphql/handler'
import { VALIDATION_FAILURE, TECHNICAL_FAILURE, recaptchaSettings } from '../../../workers/commerce/graphql/recaptcha'
import { at, gql, type GraphqlBody } from './client'

const VERIFY_URL = 'https://recaptcha.test/siteverify'
const KEYS = {
  RECAPTCHA_WEBSITE_KEY: 'site-key',
  RECAPTCHA_PRIVATE_KEY: 'secret-key',
  RECAPTCHA_VERIFY_URL: VERIFY_URL,
}
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }`
const CONFIG = '{ recaptchaV3Config { is_enabled website_key forms minimum_score failure_message } }'

/** Google's siteverify as the stand-in answers it: `score` per token, and what was asked. */
function siteverify(scores: Record<string, number>) {
  const asked: URLSearchParams[] = []
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== VERIFY_URL) return real(input, init)
    const form = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams()
    asked.push(form)
    const score = scores[form.get('response') ?? '']
    return Response.json(
      score === undefined ? { success: false, 'error-codes': ['invalid-input-response'] } : { success: true, score },
    )
  })
  return asked
}

async function call(query: string, variables: Record<string, unknown>, extra: Record<string, string>, headers = {}) {
  const response = await handleGraphql(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
    { ...env, ...extra },
  )
  const body: GraphqlBody = await response.json()
  return body
}

const signIn = (headers: Record<string, string> = {}, extra: Record<string, string> = KEYS) =>
  call(SIGN_IN, { email: 'customer@example.com', password: 'Password123!' }, extra, headers)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reCAPTCHA v3 on the GraphQL API', () => {
  it('is off in the embedded default: no keys, no protected forms, sign-in needs no token', async () => {
    const config = await gql(CONFIG)
    expect(at(config.data, 'recaptchaV3Config')).toEqual({
      is_enabled: false,
      website_key: '',
      forms: [],
      minimum_score: 0.5,
      failure_message: VALIDATION_FAILURE,
    })
    const body = await gql(SIGN_IN, { email: 'customer@example.com', password: 'Password123!' })
    expect(at(body.data, 'generateCustomerToken.token')).toEqual(expect.any(String))
  })

  it('reports the keys and forms of a store that has them', async () => {
    const body = await call(CONFIG, {}, { ...KEYS, RECAPTCHA_FORMS: 'customer_login, NEWSLETTER, NOT_A_FORM' })
    expect(at(body.data, 'recaptchaV3Config')).toEqual({
      is_enabled: true,
      website_key: 'site-key',
      forms: ['CUSTOMER_LOGIN', 'NEWSLETTER'],
      minimum_score: 0.5,
      failure_message: VALIDATION_FAILURE,
    })
  })

  it('refuses a protected mutation without a token, before it runs', async () => {
    const asked = siteverify({})
    const body = await signIn()
    expect(body.errors).toEqual([
      { message: VALIDATION_FAILURE, path: ['generateCustomerToken'], extensions: { category: 'graphql-input' } },
    ])
    expect(body.data).toEqual({ generateCustomerToken: null })
    expect(asked).toHaveLength(0)
  })

  it('cannot be slipped past by an alias, a fragment or an inline fragment on the mutation type', async () => {
    const asked = siteverify({})
    const wrapped = [
      'mutation { in: generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
      `mutation { ...SignIn }
       fragment SignIn on Mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }`,
      'mutation { ... on Mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } } }',
    ]
    for (const query of wrapped) {
      const body = await call(query, {}, KEYS)
      expect(body.errors?.[0]?.message, query).toBe(VALIDATION_FAILURE)
      expect(JSON.stringify(body.data), query).not.toContain('"token":"')
    }
    expect(asked).toHaveLength(0)
  })

  it('refuses a token Google does not know, or one scored below the minimum', async () => {
    siteverify({ human: 0.9, robot: 0.1 })
    expect((await signIn({ 'X-ReCaptcha': 'forged' })).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    expect((await signIn({ 'X-ReCaptcha': 'robot' })).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    const lenient = await signIn({ 'X-ReCaptcha': 'robot' }, { ...KEYS, RECAPTCHA_MINIMUM_SCORE: '0.05' })
    expect(at(lenient.data, 'generateCustomerToken.token')).toEqual(expect.any(String))
  })

  it('lets a genuine token through, asking Google with the secret and the token', async () => {
    const asked = siteverify({ human: 0.9 })
    const body = await signIn({ 'X-ReCaptcha': 'human', 'CF-Connecting-IP': '203.0.113.7' })
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'generateCustomerToken.token')).toEqual(expect.any(String))
    expect(asked.map((form) => Object.fromEntries(form))).toEqual([
      { secret: 'secret-key', response: 'human', remoteip: '203.0.113.7' },
    ])
  })

  it("says it is the store's problem when Google cannot be asked", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'))
    const body = await signIn({ 'X-ReCaptcha': 'human' })
    expect(body.errors?.[0]?.message).toBe(TECHNICAL_FAILURE)
  })

  it('guards only the forms the store lists, and queries never', async () => {
    siteverify({})
    const onlyNewsletter = { ...KEYS, RECAPTCHA_FORMS: 'NEWSLETTER' }
    const body = await signIn({}, onlyNewsletter)
    expect(at(body.data, 'generateCustomerToken.token')).toEqual(expect.any(String))
    const subscribe = await call(
      'mutation { subscribeEmailToNewsletter(email: "someone@example.com") { status } }',
      {},
      onlyNewsletter,
    )
    expect(subscribe.errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    const query = await call('{ storeConfig { store_code } }', {}, onlyNewsletter)
    expect(at(query.data, 'storeConfig.store_code')).toBe('us_et')
  })

  it('guards the contact form when CONTACT is protected, a genuine token letting the message through', async () => {
    siteverify({ human: 0.9 })
    const contact = (headers: Record<string, string>) =>
      call(
        'mutation { contactUs(input: { name: "Ann", email: "ann@example.com", comment: "Hello" }) { status } }',
        {},
        { ...KEYS, RECAPTCHA_FORMS: 'CONTACT' },
        headers,
      )
    expect((await contact({})).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    expect(at((await contact({ 'X-ReCaptcha': 'human' })).data, 'contactUs.status')).toBe(true)
  })

  it("guards what Magento's modules guard: the password change, not a profile update; the order, not its payment method", async () => {
    siteverify({})
    const signedIn = await gql(SIGN_IN, { email: 'customer@example.com', password: 'Password123!' })
    const auth = { Authorization: `Bearer ${String(at(signedIn.data, 'generateCustomerToken.token'))}` }
    const store = { ...KEYS, RECAPTCHA_FORMS: 'CUSTOMER_EDIT,PLACE_ORDER' }
    const password = await call(
      'mutation { changeCustomerPassword(currentPassword: "wrong", newPassword: "Password456!") { email } }',
      {},
      store,
      auth,
    )
    expect(password.errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    const profile = await call(
      'mutation { updateCustomerV2(input: { firstname: "Jane" }) { customer { firstname } } }',
      {},
      store,
      auth,
    )
    expect(at(profile.data, 'updateCustomerV2.customer.firstname')).toBe('Jane')
    const order = await call(
      'mutation { placeOrder(input: { cart_id: "no-such-cart" }) { order { order_number } } }',
      {},
      store,
    )
    expect(order.errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    const payment = await call(
      'mutation { setPaymentMethodOnCart(input: { cart_id: "no-such-cart", payment_method: { code: "checkmo" } }) { cart { id } } }',
      {},
      store,
    )
    expect(payment.errors?.[0]?.message).not.toBe(VALIDATION_FAILURE)
    expect(payment.errors?.[0]?.message).toContain('no-such-cart')
  })

  it('reads the defaults when the variables are missing or odd', () => {
    expect(recaptchaSettings({ RECAPTCHA_WEBSITE_KEY: 'k' })).toBeNull()
    expect(
      recaptchaSettings({ RECAPTCHA_WEBSITE_KEY: 'k', RECAPTCHA_PRIVATE_KEY: 's', RECAPTCHA_MINIMUM_SCORE: '7' }),
    ).toEqual({
      websiteKey: 'k',
      privateKey: 's',
      forms: ['CUSTOMER_LOGIN', 'CUSTOMER_CREATE', 'CUSTOMER_FORGOT_PASSWORD'],
      minimumScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    })
  })
})
