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
  overrides: Partial<typeof NL_ADDRESS> & {
    region?: { region_id: number }
    default_shipping?: boolean
    default_billing?: boolean
  } = {},
): Promise<number> {
  const { createCustomerAddress } = await customerGraphql<{ createCustomerAddress: { id: number } }>(
    request,
    token,
    'mutation Add($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    { input: { ...NL_ADDRESS, ...overrides } },
  )
  return createCustomerAddress.id
}

/** Fills the customer's cart with `quantity` of a product; returns the cart id. */
export async function fillCustomerCart(
  request: APIRequestContext,
  token: string,
  sku: string,
  quantity = 1,
  store = 'us_et',
): Promise<string> {
  const { customerCart } = await customerGraphql<{ customerCart: { id: string } }>(
    request,
    token,
    '{ customerCart { id } }',
    {},
    store,
  )
  const added = await customerGraphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    token,
    'mutation Add($cartId: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }',
    { cartId: customerCart.id, sku, quantity },
    store,
  )
  if (added.addProductsToCart.user_errors.length > 0) throw new Error(added.addProductsToCart.user_errors[0]?.message)
  return customerCart.id
}

/**
 * Places an order for the customer's cart through the backend (for tests about what comes after); its number.
 * One mutation document after the cart id: Magento runs mutation fields in order, so it is one round trip.
 */
export async function placeCustomerOrder(
  request: APIRequestContext,
  token: string,
  sku: string,
  { virtual = false } = {},
): Promise<string> {
  const { customerCart } = await customerGraphql<{ customerCart: { id: string } }>(
    request,
    token,
    '{ customerCart { id } }',
  )
  const shipping = virtual
    ? ''
    : `shipping: setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
       method: setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }`
  const { add, placeOrder } = await customerGraphql<{
    add: { user_errors: { message: string }[] }
    placeOrder: { order: { order_number: string } | null; errors: { message: string }[] }
  }>(
    request,
    token,
    `mutation Order($cartId: String!, $sku: String!, $address: CartAddressInput!) {
      add: addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } }
      ${shipping}
      billing: setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
      payment: setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } }
      placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { message } }
    }`,
    { cartId: customerCart.id, sku, address: { ...NL_ADDRESS, save_in_address_book: false } },
  )
  if (add.user_errors.length > 0 || !placeOrder.order)
    throw new Error(JSON.stringify([add.user_errors, placeOrder.errors]))
  return placeOrder.order.order_number
}
