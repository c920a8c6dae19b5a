// The per-request cost of the GraphQL endpoint: parsed and validated documents are kept per isolate (and behave
// exactly as uncached ones), the store views are read once, and a cart read is a fixed number of D1 round trips.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetStores } from '../../../workers/commerce/graphql/context.ts'
import {
  MAX_CACHED_DOCUMENTS,
  MAX_CACHED_QUERY_LENGTH,
  cachedDocuments,
} from '../../../workers/commerce/graphql/documents.ts'
import { handleGraphql } from '../../../workers/commerce/graphql/handler.ts'
import { at, gql, type GraphqlBody } from './client.ts'

beforeEach(() => {
  cachedDocuments.clear()
  forgetStores()
})

/** The commerce environment with a database that counts round trips (a batch is one). */
function countingEnv(): { env: CommerceEnv; trips: () => number } {
  let trips = 0
  const real = new WeakMap<D1PreparedStatement, D1PreparedStatement>()
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop)
        if (typeof value !== 'function') return value
        if (prop === 'bind') return (...values: unknown[]) => counted(target.bind(...values))
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') trips++
        return (...args: unknown[]): unknown => Reflect.apply(value, target, args)
      },
    })
    real.set(proxy, statement)
    return proxy
  }
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => counted(target.prepare(sql))
      if (prop === 'batch')
        return (list: D1PreparedStatement[]) => {
          trips++
          return target.batch(list.map((statement) => real.get(statement) ?? statement))
        }
      const value: unknown = Reflect.get(target, prop)
      return typeof value === 'function' ? (...args: unknown[]): unknown => Reflect.apply(value, target, args) : value
    },
  })
  return { env: { ...env, DB: db }, trips: () => trips }
}

async function post(
  target: CommerceEnv,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlBody> {
  const response = await handleGraphql(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'us_et', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
    target,
  )
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null) throw new Error('not a GraphQL answer')
  return body
}

async function cartWith(skus: string[]): Promise<string> {
  const created = await gql('mutation { createEmptyCart }')
  const cartId = at(created.data, 'createEmptyCart')
  if (typeof cartId !== 'string') throw new Error(JSON.stringify(created.errors))
  const added = await gql(
    'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    { cartId, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  )
  expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
  return cartId
}

describe('document cache', () => {
  it('answers a cached query with each request’s own variables', async () => {
    const query = 'query ($search: String!) { products(search: $search, pageSize: 1) { items { sku } } }'
    const oil = await gql(query, { search: 'oil' })
    expect(cachedDocuments.has(query)).toBe(true)
    const shampoo = await gql(query, { search: 'shampoo' })
    expect(at(oil.data, 'products.items.0.sku')).toBeTypeOf('string')
    expect(at(shampoo.data, 'products.items.0.sku')).toBeTypeOf('string')
    expect(at(oil.data, 'products.items.0.sku')).not.toBe(at(shampoo.data, 'products.items.0.sku'))
    // Wrong variables are refused per request, not remembered with the document.
    const wrong = await gql(query, { search: 3 })
    expect(wrong.errors?.[0]?.message).toMatch(/String cannot represent a non string value/)
    expect(at((await gql(query, { search: 'oil' })).data, 'products.items.0.sku')).toBe(
      at(oil.data, 'products.items.0.sku'),
    )
  })

  it('fails a cached invalid query the same way every time', async () => {
    const query = '{ storeConfig { nope } }'
    const first = await gql(query)
    expect(cachedDocuments.has(query)).toBe(true)
    const second = await gql(query)
    expect(first.errors?.[0]?.message).toMatch(/^Cannot query field "nope" on type "StoreConfig"\./)
    expect(second).toEqual(first)
  })

  it('still enforces the depth, complexity and alias limits on a cached query', async () => {
    const nested = 'children { '.repeat(20) + 'uid' + ' }'.repeat(20)
    const deep = `{ categories { items { ${nested} } } }`
    const aliases = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')} }`
    for (let i = 0; i < 2; i++) {
      expect((await gql(deep)).errors?.[0]?.message).toMatch(/^Max query depth should be 20 but got \d+\.$/)
      expect((await gql(aliases)).errors?.[0]?.message).toMatch(/^Max number of aliases/)
    }
    expect(cachedDocuments.has(deep)).toBe(true)
  })

  it('picks the operation per request, and refuses an unknown one each time', async () => {
    const query = 'query A { storeConfig { store_code } } query B { storeConfig { locale } }'
    const call = async (operationName: string) => {
      const response = await handleGraphql(
        new Request('http://commerce/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Store: 'us_et' },
          body: JSON.stringify({ query, operationName }),
        }),
        env,
      )
      const body: unknown = await response.json()
      return body
    }
    expect(at(await call('A'), 'data.storeConfig.store_code')).toBe('us_et')
    expect(at(await call('B'), 'data.storeConfig.locale')).toBe('en_US')
    expect(at(await call('C'), 'errors.0.message')).toBe('Unknown operation named "C".')
  })

  it('does not keep syntax errors, long queries or more than its bound', async () => {
    const broken = '{ storeConfig { '
    expect((await gql(broken)).errors?.[0]?.message).toMatch(/^Syntax Error/)
    expect(cachedDocuments.has(broken)).toBe(false)
    const long = `{ storeConfig { store_code } }${' '.repeat(MAX_CACHED_QUERY_LENGTH)}`
    expect(at((await gql(long)).data, 'storeConfig.store_code')).toBe('us_et')
    expect(cachedDocuments.has(long)).toBe(false)
    for (let i = 0; i < MAX_CACHED_DOCUMENTS + 5; i++) await gql(`{ a${i}: __typename }`)
    expect(cachedDocuments.size).toBe(MAX_CACHED_DOCUMENTS)
    // The least recently used went first.
    expect(cachedDocuments.has('{ a0: __typename }')).toBe(false)
    expect(cachedDocuments.has(`{ a${MAX_CACHED_DOCUMENTS + 4}: __typename }`)).toBe(true)
  })
})

describe('round trips', () => {
  it('reads the store views once, not on every request', async () => {
    const counting = countingEnv()
    await post(counting.env, '{ __typename }')
    expect(counting.trips()).toBe(1)
    await post(counting.env, '{ __typename }')
    await post(counting.env, '{ storeConfig { store_code } }')
    expect(counting.trips()).toBe(1)
  })

  it('reads a guest cart with its items, products, coupon and the cards’ images and URLs in one round trip', async () => {
    const cartId = await cartWith(['ET-H00001', 'ET-H00004'])
    const counting = countingEnv()
    await post(counting.env, '{ __typename }')
    const before = counting.trips()
    const badge = await post(counting.env, 'query ($id: String!) { cart(cart_id: $id) { id total_quantity } }', {
      id: cartId,
    })
    expect(at(badge, 'data.cart.total_quantity')).toBe(2)
    expect(at(badge, 'data.cart.id')).toBe(cartId)
    expect(counting.trips() - before).toBe(1)
    const full = await post(
      counting.env,
      `query ($id: String!) { cart(cart_id: $id) { total_quantity items { uid product { sku url_rewrites { url }
        thumbnail { url } is_training } prices { row_total { value } } } prices { grand_total { value } } } }`,
      { id: cartId },
    )
    expect(at(full, 'data.cart.items.1.product.sku')).toBe('ET-H00004')
    expect(at(full, 'data.cart.items.0.product.thumbnail.url')).toMatch(/^\/media\/catalog\/product\/.+\.svg$/)
    expect(at(full, 'data.cart.items.0.product.url_rewrites.0.url')).toMatch(/\.html$/)
    expect(counting.trips() - before).toBe(2)
    // The same through a fragment, as the storefront asks it.
    const viaFragment = await post(
      counting.env,
      `query ($id: String!) { cart(cart_id: $id) { ...C } } fragment C on Cart { items { product { thumbnail { url } } } }`,
      { id: cartId },
    )
    expect(at(viaFragment, 'data.cart.items.0.product.thumbnail.url')).toBeTypeOf('string')
    expect(counting.trips() - before).toBe(3)
  })

  it('answers a signed-in customer’s layout reads (summary, wishlist, cart count) in few round trips', async () => {
    const signedIn = await gql(
      'mutation { generateCustomerToken(email: "loyal@example.com", password: "Password123!") { token } }',
    )
    const headers = { Authorization: `Bearer ${String(at(signedIn.data, 'generateCustomerToken.token'))}` }
    const counting = countingEnv()
    await post(counting.env, '{ __typename }')
    let before = counting.trips()
    const summary = await post(counting.env, '{ customer { email firstname is_b2b is_subscribed } }', {}, headers)
    expect(at(summary, 'data.customer.email')).toBe('loyal@example.com')
    // The token and the customer's row are one query.
    expect(counting.trips() - before, 'summary').toBe(2)
    before = counting.trips()
    const wishlist = await post(
      counting.env,
      `{ customer { wishlists { id items_count items_v2(pageSize: 100) { items { id product { sku }
        ... on ConfigurableWishlistItem { configured_variant { sku } } } } } } }`,
      {},
      headers,
    )
    const count = at(wishlist, 'data.customer.wishlists.0.items_count')
    expect(count).toBeGreaterThan(0)
    expect(at(wishlist, 'data.customer.wishlists.0.items_v2.items')).toHaveLength(Number(count))
    // The token with the customer, then the list with its count, items and products.
    expect(counting.trips() - before, 'wishlist').toBe(2)
    // A customer without an active cart gets one on the first read (an insert); the count is of the later reads.
    await post(counting.env, '{ customerCart { id } }', {}, headers)
    before = counting.trips()
    const cart = await post(counting.env, '{ customerCart { id total_quantity } }', {}, headers)
    expect(at(cart, 'data.customerCart.id')).toBeTypeOf('string')
    expect(counting.trips() - before, 'cart').toBe(2)
  })

  it('reads a page of products per kind of data, not per product, in the same round trips as ever', async () => {
    const counting = countingEnv()
    await post(counting.env, '{ __typename }')
    const listing = (pageSize: number) =>
      post(
        counting.env,
        `{ products(search: "a", pageSize: ${pageSize}) { total_count items { sku name url_key url_rewrites { url }
          thumbnail { url label } small_image { url } review_count rating_summary categories { uid name }
          price_range { minimum_price { final_price { value } } }
          ... on ConfigurableProduct { configurable_options { attribute_code values { label } }
            variants { product { sku thumbnail { url } } } } } } }`,
      )
    let before = counting.trips()
    const few = await listing(4)
    const fewTrips = counting.trips() - before
    before = counting.trips()
    const many = await listing(24)
    const manyTrips = counting.trips() - before
    expect(at(few, 'data.products.items')).toHaveLength(4)
    expect((at(many, 'data.products.items') as unknown[]).length).toBeGreaterThan(10)
    // The loaders' batches wait one task turn (graphql/loader.ts): the count is the one the timers gave.
    expect(manyTrips).toBe(fewTrips)
    expect(manyTrips).toBe(6)
    before = counting.trips()
    const page = await post(
      counting.env,
      `{ products(filter: { sku: { eq: "ET-H00001" } }) { items { sku media_gallery { url } related_products {
        sku thumbnail { url } url_rewrites { url } } upsell_products { sku thumbnail { url } } } } }`,
    )
    expect(at(page, 'data.products.items.0.sku')).toBe('ET-H00001')
    expect(counting.trips() - before).toBe(5)
  })

  it('refuses a foreign cart the same way as before', async () => {
    const cartId = await cartWith(['ET-H00001'])
    const signedIn = await gql(
      'mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
    )
    const token = String(at(signedIn.data, 'generateCustomerToken.token'))
    const refused = await post(
      countingEnv().env,
      'query ($id: String!) { cart(cart_id: $id) { id items { uid } } }',
      { id: cartId },
      { Authorization: `Bearer ${token}` },
    )
    expect(at(refused, 'errors.0.message')).toBe(`The current user cannot perform operations on cart "${cartId}"`)
    expect(at(refused, 'errors.0.extensions.category')).toBe('graphql-authorization')
    const missing = await post(countingEnv().env, '{ cart(cart_id: "nope") { id } }')
    expect(at(missing, 'errors.0.message')).toBe('Could not find a cart with ID "nope"')
    // The count-only read (one statement) refuses exactly as the whole read does.
    const foreignCount = await post(
      countingEnv().env,
      'query ($id: String!) { cart(cart_id: $id) { id total_quantity } }',
      { id: cartId },
      { Authorization: `Bearer ${token}` },
    )
    expect(at(foreignCount, 'errors.0.message')).toBe(at(refused, 'errors.0.message'))
    expect(at(foreignCount, 'errors.0.extensions.category')).toBe('graphql-authorization')
  })
})

describe('the count-only cart read', () => {
  it('answers the same id and quantity as the whole cart, for guests and customers', async () => {
    const cartId = await cartWith(['ET-H00001', 'ET-H00004'])
    const count = await gql('query ($id: String!) { cart(cart_id: $id) { __typename id total_quantity } }', {
      id: cartId,
    })
    const whole = await gql(
      'query ($id: String!) { cart(cart_id: $id) { __typename id total_quantity items { quantity } } }',
      { id: cartId },
    )
    expect(at(count.data, 'cart')).toEqual({ __typename: 'Cart', id: cartId, total_quantity: 2 })
    expect(at(whole.data, 'cart.total_quantity')).toBe(2)

    const signedIn = await gql(
      'mutation { generateCustomerToken(email: "b2b@example.com", password: "Password123!") { token } }',
    )
    const headers = { Authorization: `Bearer ${String(at(signedIn.data, 'generateCustomerToken.token'))}` }
    const first = await gql('{ customerCart { id total_quantity } }', {}, headers)
    const again = await gql('{ customerCart { id total_quantity } }', {}, headers)
    const full = await gql('{ customerCart { id total_quantity items { uid } } }', {}, headers)
    expect(at(first.data, 'customerCart.id')).toBeTypeOf('string')
    expect(at(again.data, 'customerCart')).toEqual(at(first.data, 'customerCart'))
    expect(at(full.data, 'customerCart.id')).toBe(at(first.data, 'customerCart.id'))
    expect(at(full.data, 'customerCart.total_quantity')).toBe(at(first.data, 'customerCart.total_quantity'))
  })
})
