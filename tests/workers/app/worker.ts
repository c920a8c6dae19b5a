/**
 * Calls the storefront worker (workers/app.ts) as workerd would, with the real embedded backends behind its
 * COMMERCE and CONTENT bindings (see vitest.config.ts), and talks to those backends directly for test data.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import worker from '../../../workers/app'

export const ORIGIN = 'http://shop.test'

/** The embedded commerce backend the tests run against (vitest.config.ts binds it; production config has none). */
export function commerceBinding(): Fetcher {
  if (!env.COMMERCE) throw new Error('the worker tests need the COMMERCE service binding of wrangler.toml')
  return env.COMMERCE
}
/** A test request has no Cloudflare `cf` properties, which the storefront never reads; only the type says otherwise. */
type IncomingRequest = Parameters<typeof worker.fetch>[0]

/** One request through the worker; `overrides` replace bindings or variables (a production configuration, say). */
export async function call(
  path: string,
  init: RequestInit = {},
  overrides: Partial<Env> = {},
  origin = ORIGIN,
): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${origin}${path}`, { redirect: 'manual', ...init }) as IncomingRequest,
    { ...env, ...overrides },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** A same-origin form post, as our own pages send it. */
export function formPost(
  fields: [string, string][] | Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
  }
}

export function cookieValue(response: Response, name: string): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    if (cookie.startsWith(`${name}=`)) return decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '')
  }
  return undefined
}

const GraphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
})

/** A GraphQL call straight to the embedded commerce backend (test data, checks), not through the storefront. */
export async function commerce(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Store: 'us_et' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await commerceBinding().fetch('http://commerce/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  })
  const answer = GraphqlAnswerSchema.parse(await response.json())
  if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join(', '))
  return answer.data
}

export async function guestCartWith(sku: string): Promise<string> {
  const { createEmptyCart } = z
    .object({ createEmptyCart: z.string() })
    .parse(await commerce('mutation { createEmptyCart }'))
  await commerce(
    'mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    {
      cartId: createEmptyCart,
      sku,
    },
  )
  return createEmptyCart
}

export async function appliedCoupons(cartId: string): Promise<string[]> {
  const answer = z
    .object({ cart: z.object({ applied_coupons: z.array(z.object({ code: z.string() })).nullable() }) })
    .parse(
      await commerce('query ($cartId: String!) { cart(cart_id: $cartId) { applied_coupons { code } } }', { cartId }),
    )
  return (answer.cart.applied_coupons ?? []).map((coupon) => coupon.code)
}

export async function customerToken(email = 'customer@example.com', password = 'Password123!'): Promise<string> {
  const answer = z
    .object({ generateCustomerToken: z.object({ token: z.string() }) })
    .parse(
      await commerce(
        'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
        { email, password },
      ),
    )
  return answer.generateCustomerToken.token
}

/**
 * A training course (ET-T00019) in a cart, with its date and attendant (spec §5), added straight to the backend as
 * another tab or device would; an anonymous operation, so no latency switch set for a named one slows it.
 */
/** The ISO date `days` from today (UTC), for a training's booking. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export async function addTrainingTo(cartId: string, token?: string, date = daysFromToday(30)): Promise<void> {
  const product = z
    .object({ products: z.object({ items: z.array(z.object({ options: z.array(z.object({ uid: z.string() })) })) }) })
    .parse(
      await commerce(
        '{ products(filter: { sku: { eq: "ET-T00019" } }) { items { ... on CustomizableProductInterface { options { uid } } } } }',
      ),
    )
  const [dateOption, attendant] = product.products.items[0]?.options ?? []
  if (!dateOption || !attendant) throw new Error('the training product has no date and attendant options')
  await commerce(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
    }`,
    {
      cartId,
      items: [
        {
          sku: 'ET-T00019',
          quantity: 1,
          selected_options: [btoa('configurable/139/18')],
          entered_options: [
            { uid: dateOption.uid, value: date },
            { uid: attendant.uid, value: 'Sam Student' },
          ],
        },
      ],
    },
    token,
  )
}

const REVIEW_ADDRESS = `{ firstname: "Test", lastname: "Shopper", street: ["Damrak 1"], city: "Amsterdam",
  postcode: "1012 LG", country_code: "NL", telephone: "+31200000000" }`

/**
 * A us_et cart's shipping address, flat-rate method and billing address, set straight in the backend (a guest's
 * e-mail is the caller's): what is left is the review and Place order.
 */
export async function fillCheckoutSteps(cartId: string, token?: string): Promise<void> {
  for (const step of [
    `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: ${REVIEW_ADDRESS} }] }) { cart { id } } }`,
    `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: ${REVIEW_ADDRESS} } }) { cart { id } } }`,
  ])
    await commerce(step, { id: cartId }, token)
}

/** A new customer (us_et signs up without confirmation) and their token: no test sees another's cart or wishlist. */
export async function newCustomerToken(label: string): Promise<string> {
  const email = `${label}-${crypto.randomUUID()}@example.com`
  await commerce(
    `mutation ($email: String!) { createCustomerV2(input: { email: $email, password: "Password123!", firstname: "Test",
    lastname: "Shopper" }) { customer { email } } }`,
    { email },
  )
  return customerToken(email)
}

/** A business customer as the /Business registration makes one (extension.graphql `b2b_company`). */
export async function createBusinessCustomer(
  email: string,
  password: string,
  extra: { gender?: number; website?: string } = {},
): Promise<void> {
  await commerce(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { is_b2b } } }',
    {
      input: {
        email,
        password,
        firstname: 'Bella',
        lastname: 'Jansen',
        ...(extra.gender ? { gender: extra.gender } : {}),
        b2b_company: {
          company_name: 'Salon Bella B.V.',
          vat_id: 'NL852147963B01',
          chamber_of_commerce: '12345678',
          ...(extra.website ? { website: extra.website } : {}),
          street: 'Kerkstraat',
          house_number: '12',
          postcode: '1017 GC',
        },
      },
    },
  )
}

/**
 * The embedded commerce backend, with the requests that name `operation` (in a POST's body or a GET's query) answered
 * by `answer`, which may pass them on (`forward`) and change what comes back.
 */
export function commerceIntercepting(
  operation: string,
  answer: (forward: () => Promise<Response>) => Promise<Response>,
): Fetcher {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      const text = request.method === 'POST' ? await request.clone().text() : new URL(request.url).search
      const forward = () => commerceBinding().fetch(request)
      return text.includes(operation) ? answer(forward) : forward()
    },
    connect: (address, options) => commerceBinding().connect(address, options),
  }
}

/** The embedded commerce backend, with one operation answering as the development switch's `fail` makes it. */
export function commerceFailing(operation: string): Fetcher {
  return commerceIntercepting(operation, () =>
    Promise.resolve(Response.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 })),
  )
}

/** The embedded commerce backend, with one operation answering `ms` later. */
export function commerceDelaying(operation: string, ms: number): Fetcher {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      const body = request.method === 'POST' ? await request.clone().text() : ''
      if (`${request.url} ${body}`.includes(operation)) await new Promise((resolve) => setTimeout(resolve, ms))
      return commerceBinding().fetch(request)
    },
    connect: () => {
      throw new Error('no sockets')
    },
  }
}

/** An address form's fields as another customer filled them in (a form left open while the session changed). */
export const ANOTHER_CUSTOMERS_ADDRESS = {
  firstname: 'Xavier',
  lastname: 'Customer',
  street: 'Xstraat',
  houseNumber: '99',
  postcode: '3011 AA',
  city: 'Rotterdam',
  countryCode: 'NL',
  telephone: '0101234567',
} as const
