import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { graphql } from './commerce'

export const PASSWORD = 'Password123!'

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** A fresh customer (us_et signs up without confirmation) and their token. */
export async function createCustomer(
  request: APIRequestContext,
  label: string,
  store = 'us_et',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label)
  await graphql(
    request,
    'mutation Create($email: String!, $password: String!) { createCustomer(input: { email: $email, password: $password, firstname: "Grace", lastname: "Hopper" }) { customer { email } } }',
    { email, password: PASSWORD },
    store,
  )
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation Token($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
    store,
  )
  return { email, token: generateCustomerToken.token }
}

/** Signs the browser in as that customer: the httpOnly session cookie the login sets. */
export async function signIn(context: BrowserContext, token: string, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'vsf-customer', value: token, url: baseURL ?? 'http://localhost', httpOnly: true }])
}

/** Runs an operation as the customer (Authorization header), through the storefront's dev pass-through. */
export async function customerGraphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'us_et',
): Promise<T> {
  const response = await request.post('/_dev/commerce/graphql', {
    data: { query, variables },
    headers: { Store: store, Authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`)
  return body.data
}

export const NL_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Keizersgracht', '123', 'Grachtengordel'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31 20 123 4567',
}

/** Saves an address in the customer's book through the backend (for tests that are not about the form). */
export async function addAddress(
  request: APIRequestContext,
  token: string,
  overrides: Partial<typeof NL_ADDRESS> & { default_shipping?: boolean; default_billing?: boolean } = {},
): Promise<number> {
  const { createCustomerAddress } = await customerGraphql<{ createCustomerAddress: { id: number } }>(
    request,
    token,
    'mutation Add($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    { input: { ...NL_ADDRESS, ...overrides } },
  )
  return createCustomerAddress.id
}
