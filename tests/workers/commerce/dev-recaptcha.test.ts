// The development reCAPTCHA switch: the browser tests turn reCAPTCHA on at run time, against a stand-in for Google's
// siteverify, and off again, on the one build every other test uses.
import { exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VALIDATION_FAILURE } from '../../../workers/commerce/graphql/recaptcha'
import { at, type GraphqlBody } from './client'

const VERIFY_URL = 'https://recaptcha.test/siteverify'
const CONFIG = '{ recaptchaV3Config { is_enabled website_key forms } }'
const SIGN_IN = `mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }`

async function gql(query: string, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et', ...headers },
      body: JSON.stringify({ query }),
    }),
  )
  return response.json<GraphqlBody>()
}

function configure(method: 'POST' | 'DELETE', body?: unknown) {
  return exports.default.fetch(
    new Request('http://commerce/recaptcha', {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  )
}

afterEach(async () => {
  vi.restoreAllMocks()
  await configure('DELETE')
})

describe('the development reCAPTCHA switch', () => {
  it('lays variables over the worker’s own: on with keys, a protected mutation then needs a genuine token', async () => {
    const asked: string[] = []
    const real = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url !== VERIFY_URL) return real(input, init)
      const token = init?.body instanceof URLSearchParams ? (init.body.get('response') ?? '') : ''
      asked.push(token)
      return Response.json(token === 'good' ? { success: true, score: 0.9 } : { success: false })
    })
    const set = await configure('POST', {
      RECAPTCHA_WEBSITE_KEY: 'site-key',
      RECAPTCHA_PRIVATE_KEY: 'secret-key',
      RECAPTCHA_FORMS: 'CUSTOMER_LOGIN',
      RECAPTCHA_VERIFY_URL: VERIFY_URL,
    })
    expect(set.status).toBe(200)
    // What is laid over is shown, the secret only as set.
    expect(await set.json()).toMatchObject({ RECAPTCHA_WEBSITE_KEY: 'site-key', RECAPTCHA_PRIVATE_KEY: '(set)' })

    expect((await gql(CONFIG)).data).toEqual({
      recaptchaV3Config: { is_enabled: true, website_key: 'site-key', forms: ['CUSTOMER_LOGIN'] },
    })
    expect((await gql(SIGN_IN)).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    expect((await gql(SIGN_IN, { 'X-ReCaptcha': 'forged' })).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    expect(at((await gql(SIGN_IN, { 'X-ReCaptcha': 'good' })).data, 'generateCustomerToken.token')).toEqual(
      expect.any(String),
    )
    expect(asked).toEqual(['forged', 'good'])
  })

  it('goes back to the worker’s variables (off here) on DELETE', async () => {
    await configure('POST', { RECAPTCHA_WEBSITE_KEY: 'site-key', RECAPTCHA_PRIVATE_KEY: 'secret-key' })
    expect((await gql(SIGN_IN)).errors?.[0]?.message).toBe(VALIDATION_FAILURE)
    const cleared = await configure('DELETE')
    expect(await cleared.json()).toEqual({})
    expect((await gql(CONFIG)).data).toEqual({ recaptchaV3Config: { is_enabled: false, website_key: '', forms: [] } })
    expect(at((await gql(SIGN_IN)).data, 'generateCustomerToken.token')).toEqual(expect.any(String))
  })

  it('refuses what is not a set of reCAPTCHA variables, and keeps the settings it had', async () => {
    expect((await configure('POST', 'not json')).status).toBe(400)
    expect((await configure('POST', { RECAPTCHA_WEBSITE_KEY: 1 })).status).toBe(400)
    expect((await configure('POST', { OTHER_VARIABLE: 'x' })).status).toBe(400)
    expect((await configure('POST', { RECAPTCHA_VERIFY_URL: 'javascript:alert(1)' })).status).toBe(400)
    expect(at((await gql(SIGN_IN)).data, 'generateCustomerToken.token')).toEqual(expect.any(String))
    const put = await exports.default.fetch(new Request('http://commerce/recaptcha', { method: 'PUT' }))
    expect(put.status).toBe(405)
  })
})
