import type { APIRequestContext } from '@playwright/test'

/** Talks to the embedded commerce backend through the storefront's `/_dev/commerce` pass-through. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'us_et',
): Promise<T> {
  const response = await request.post('/_dev/commerce/graphql', {
    data: { query, variables },
    headers: { Store: store },
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`)
  return body.data
}

/** A guest cart holding `quantity` of a simple product; returns its id. */
export async function createCartWith(
  request: APIRequestContext,
  sku: string,
  quantity: number,
  store = 'us_et',
): Promise<string> {
  const { createEmptyCart } = await graphql<{ createEmptyCart: string }>(
    request,
    'mutation { createEmptyCart }',
    {},
    store,
  )
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    'mutation Add($cartId: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }',
    { cartId: createEmptyCart, sku, quantity },
    store,
  )
  if (added.addProductsToCart.user_errors.length > 0) throw new Error(added.addProductsToCart.user_errors[0]?.message)
  return createEmptyCart
}

/** Slows one backend operation; with `match` (e.g. a cart id) only requests that mention it, so parallel tests are unaffected. */
export async function setLatency(
  request: APIRequestContext,
  operationName: string,
  ms: number,
  match?: string,
): Promise<void> {
  const response = await request.post('/_dev/commerce/latency', {
    data: { operationName, ms, ...(match ? { match } : {}) },
  })
  if (!response.ok()) throw new Error(`latency not set: ${await response.text()}`)
}

const CHECKOUT_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Keizersgracht', '123'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31 20 123 4567',
}

/**
 * A guest cart with email, shipping address and method and billing address set, so a test about the payment step
 * starts there instead of repeating the earlier steps (which other tests cover through the browser).
 */
export async function cartReadyForPayment(request: APIRequestContext, sku: string, email: string): Promise<string> {
  const cartId = await createCartWith(request, sku, 1)
  await graphql(
    request,
    `
      mutation ($cartId: String!, $email: String!, $address: CartAddressInput!) {
        setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
          cart {
            id
          }
        }
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
          cart {
            id
          }
        }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
          cart {
            id
          }
        }
        setShippingMethodsOnCart(
          input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }
        ) {
          cart {
            id
          }
        }
      }
    `,
    { cartId, email, address: CHECKOUT_ADDRESS },
  )
  return cartId
}
