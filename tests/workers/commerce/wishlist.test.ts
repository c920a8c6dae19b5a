import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

const CONFIGURABLE = 'ET-H00013'

/** A fresh customer in us_et (no confirmation there), so no test sees another's wishlist. */
async function freshCustomer(): Promise<Record<string, string>> {
  const email = `wisher-${crypto.randomUUID()}@example.com`
  const created = await gql(
    `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Wim", lastname: "Wens",
    password: "Password123!" }) { customer { email } } }`,
    { email },
  )
  if (created.errors) throw new Error(JSON.stringify(created.errors))
  const body = await gql(
    'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
    { email },
  )
  const token = at(body.data, 'generateCustomerToken.token')
  if (typeof token !== 'string') throw new Error('no token')
  return { Authorization: `Bearer ${token}` }
}

async function variantsOf(sku: string): Promise<string[]> {
  const body = await gql(
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { sku } } } } } }',
    { sku },
  )
  const variants = at(body.data, 'products.items.0.variants')
  if (!Array.isArray(variants)) throw new Error('no variants')
  return variants.map((variant) => String(at(variant, 'product.sku')))
}

const ADD = `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
  user_errors { code message }
  wishlist { items_count items_v2 { items { id quantity product { sku }
    ... on ConfigurableWishlistItem { configured_variant { sku } configurable_options { option_label value_label } } } } } } }`

const REMOVE = `mutation ($ids: [ID!]!) { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: $ids) {
  user_errors { code message } wishlist { items_count } } }`
const UPDATE = `mutation ($items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { code message } } }`

describe('wishlist', () => {
  it('keeps a configurable with its chosen variant, one item per variant', async () => {
    const auth = await freshCustomer()
    const [first, second] = await variantsOf(CONFIGURABLE)
    const added = await gql(
      ADD,
      {
        items: [
          { sku: first, parent_sku: CONFIGURABLE, quantity: 1 },
          { sku: second, parent_sku: CONFIGURABLE, quantity: 1 },
          { sku: first, parent_sku: CONFIGURABLE, quantity: 1 },
        ],
      },
      auth,
    )
    expect(added.errors).toBeUndefined()
    expect(at(added.data, 'addProductsToWishlist.user_errors')).toEqual([])
    expect(at(added.data, 'addProductsToWishlist.wishlist.items_count')).toBe(2)
    const items = at(added.data, 'addProductsToWishlist.wishlist.items_v2.items')
    expect(items).toMatchObject([
      { quantity: 2, product: { sku: CONFIGURABLE }, configured_variant: { sku: first } },
      { quantity: 1, product: { sku: CONFIGURABLE }, configured_variant: { sku: second } },
    ])
    expect(at(items, '0.configurable_options.0.value_label')).toEqual(expect.any(String))
  })

  it('refuses a variant that belongs to another product and an unknown sku with user errors', async () => {
    const auth = await freshCustomer()
    const added = await gql(
      ADD,
      {
        items: [
          { sku: 'ET-H00001', parent_sku: CONFIGURABLE, quantity: 1 },
          { sku: 'NOPE', quantity: 1 },
          { sku: 'ET-H00001', quantity: 0 },
        ],
      },
      auth,
    )
    expect(at(added.data, 'addProductsToWishlist.user_errors')).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "ET-H00001"' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ])
    expect(at(added.data, 'addProductsToWishlist.wishlist.items_count')).toBe(0)
  })

  it("reports another customer's item instead of removing it", async () => {
    const owner = await freshCustomer()
    const stranger = await freshCustomer()
    const added = await gql(ADD, { items: [{ sku: 'ET-H00001', quantity: 1 }] }, owner)
    const id = String(at(added.data, 'addProductsToWishlist.wishlist.items_v2.items.0.id'))
    const foreign = await gql(REMOVE, { ids: [id] }, stranger)
    expect(at(foreign.data, 'removeProductsFromWishlist.user_errors')).toEqual([
      { code: 'UNDEFINED', message: `The wishlist item with ID "${id}" does not belong to the wishlist` },
    ])
    const still = await gql('{ customer { wishlists { items_count } } }', {}, owner)
    expect(at(still.data, 'customer.wishlists.0.items_count')).toBe(1)
    const own = await gql(REMOVE, { ids: [id] }, owner)
    expect(at(own.data, 'removeProductsFromWishlist')).toEqual({ user_errors: [], wishlist: { items_count: 0 } })
  })

  it("reports another customer's item instead of changing it, and changes the customer's own", async () => {
    const owner = await freshCustomer()
    const stranger = await freshCustomer()
    const added = await gql(ADD, { items: [{ sku: 'ET-H00001', quantity: 1 }] }, owner)
    const id = String(at(added.data, 'addProductsToWishlist.wishlist.items_v2.items.0.id'))
    const foreign = await gql(UPDATE, { items: [{ wishlist_item_id: id, quantity: 7 }] }, stranger)
    expect(at(foreign.data, 'updateProductsInWishlist.user_errors')).toEqual([
      { code: 'UNDEFINED', message: `The wishlist item with ID "${id}" does not belong to the wishlist` },
    ])
    const quantity = async () =>
      at(
        (await gql('{ customer { wishlists { items_v2 { items { quantity } } } } }', {}, owner)).data,
        'customer.wishlists.0.items_v2.items.0.quantity',
      )
    expect(await quantity()).toBe(1)
    const own = await gql(UPDATE, { items: [{ wishlist_item_id: id, quantity: 3 }] }, owner)
    expect(at(own.data, 'updateProductsInWishlist.user_errors')).toEqual([])
    expect(await quantity()).toBe(3)
  })

  it('refuses oversized input as a graphql-input error', async () => {
    const auth = await freshCustomer()
    const many = Array.from({ length: 101 }, () => ({ sku: 'ET-H00001', quantity: 1 }))
    expect(categoryOf(await gql(ADD, { items: many }, auth))).toBe('graphql-input')
    expect(categoryOf(await gql(REMOVE, { ids: Array.from({ length: 101 }, (_, i) => String(i)) }, auth))).toBe(
      'graphql-input',
    )
    const updates = Array.from({ length: 101 }, (_, i) => ({ wishlist_item_id: String(i), quantity: 1 }))
    expect(categoryOf(await gql(UPDATE, { items: updates }, auth))).toBe('graphql-input')
  })
})
