import type { APIRequestContext, BrowserContext } from '@playwright/test'

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

/** The browser's guest cart: the `vsf-cart` cookie, as the storefront sets it (cookies ignore the port). */
export async function useGuestCart(context: BrowserContext, cartId: string): Promise<void> {
  await context.addCookies([{ name: 'vsf-cart', value: cartId, url: 'http://localhost' }])
}

/** A new guest cart holding `quantity` of a simple product, made this browser's cart; returns its id. */
export async function useNewGuestCart(
  context: BrowserContext,
  request: APIRequestContext,
  sku: string,
  quantity: number,
): Promise<string> {
  const cartId = await createCartWith(request, sku, quantity)
  await useGuestCart(context, cartId)
  return cartId
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

/** Makes one backend operation answer 503 (an outage) for requests mentioning `match`; `false` heals it. */
export async function setFailure(
  request: APIRequestContext,
  operationName: string,
  fail: boolean,
  match: string,
): Promise<void> {
  const response = await request.post('/_dev/commerce/latency', { data: { operationName, ms: 0, match, fail } })
  if (!response.ok()) throw new Error(`failure not set: ${await response.text()}`)
}

/** A fresh customer with a unique email (no leftovers from earlier runs); returns the email and a token. */
export async function createCustomer(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; password: string; token: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Password123!'
  await graphql(
    request,
    'mutation ($email: String!, $password: String!) { createCustomerV2(input: { email: $email, password: $password, firstname: "Test", lastname: "Shopper" }) { customer { email } } }',
    { email, password },
  )
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  )
  return { email, password, token: generateCustomerToken.token }
}

/** A guest cart holding one training (ET-T00019, date and attendant given); returns its id and the product name. */
export async function createTrainingCart(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const { products } = await graphql<{ products: { items: { name: string; options: { uid: string }[] }[] } }>(
    request,
    '{ products(filter: { sku: { eq: "ET-T00019" } }) { items { name ... on CustomizableProductInterface { options { uid } } } } }',
  )
  const product = products.items[0]
  if (!product) throw new Error('training ET-T00019 missing')
  const [date, attendant] = product.options
  const { createEmptyCart } = await graphql<{ createEmptyCart: string }>(request, 'mutation { createEmptyCart }')
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    `
      mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) {
          user_errors {
            message
          }
        }
      }
    `,
    {
      cartId: createEmptyCart,
      items: [
        {
          sku: 'ET-T00019',
          quantity: 1,
          selected_options: [btoa('configurable/139/18')],
          entered_options: [
            { uid: date?.uid, value: '2030-03-01' },
            { uid: attendant?.uid, value: 'Sam Student' },
          ],
        },
      ],
    },
  )
  if (added.addProductsToCart.user_errors.length > 0) throw new Error(added.addProductsToCart.user_errors[0]?.message)
  return { id: createEmptyCart, name: product.name }
}

/** Adds a bundle product with its default choices to a cart (as the product page would preselect them). */
export async function addDefaultBundle(request: APIRequestContext, cartId: string, sku: string): Promise<void> {
  const { products } = await graphql<{
    products: { items: { items: { options: { uid: string; is_default: boolean }[] }[] }[] }
  }>(
    request,
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on BundleProduct { items { options { uid is_default } } } } } }',
    { sku },
  )
  const selected = (products.items[0]?.items ?? []).flatMap((item) =>
    item.options.filter((option) => option.is_default).map((option) => option.uid),
  )
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    'mutation ($cartId: String!, $sku: String!, $selected: [ID!]) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1, selected_options: $selected }]) { user_errors { message } } }',
    { cartId, sku, selected },
  )
  if (added.addProductsToCart.user_errors.length > 0) throw new Error(added.addProductsToCart.user_errors[0]?.message)
}

/** Adds a configurable product's variant, chosen by option labels (e.g. ['color', 'Copper']), to a cart. */
export async function addConfigurable(
  request: APIRequestContext,
  cartId: string,
  sku: string,
  ...choices: [code: string, label: string][]
): Promise<void> {
  const { products } = await graphql<{
    products: {
      items: { configurable_options: { attribute_code: string; values: { uid: string; label: string }[] }[] }[]
    }
  }>(
    request,
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } } } } }',
    { sku },
  )
  const options = products.items[0]?.configurable_options ?? []
  const selected = choices.map(([code, label]) => {
    const uid = options
      .find((option) => option.attribute_code === code)
      ?.values.find((value) => value.label === label)?.uid
    if (!uid) throw new Error(`${sku} has no ${code} ${label}`)
    return uid
  })
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    'mutation ($cartId: String!, $sku: String!, $selected: [ID!]) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1, selected_options: $selected }]) { user_errors { message } } }',
    { cartId, sku, selected },
  )
  if (added.addProductsToCart.user_errors.length > 0) throw new Error(added.addProductsToCart.user_errors[0]?.message)
}
