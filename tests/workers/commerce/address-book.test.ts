import { describe, expect, it } from 'vitest'
import { at, gql } from './client.ts'

// A fresh customer per test: the address book and orders are theirs alone.
async function newCustomer(): Promise<Record<string, string>> {
  const email = `book-${crypto.randomUUID()}@example.com`
  const created = await gql(
    'mutation ($email: String!) { createCustomer(input: { email: $email, password: "Password123!", firstname: "Ada", lastname: "Lovelace" }) { customer { email } } }',
    { email },
  )
  expect(created.errors).toBeUndefined()
  const body = await gql(
    'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
    { email },
  )
  const token = at(body.data, 'generateCustomerToken.token')
  if (typeof token !== 'string') throw new Error('sign-in failed')
  return { Authorization: `Bearer ${token}` }
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Keizersgracht', '123'],
  city: 'Amsterdam',
  postcode: '1015 CJ',
  country_code: 'NL',
  telephone: '+31 20 123 4567',
}

const ADDRESSES =
  '{ customer { default_shipping default_billing addresses { id street city region { region region_id } default_shipping default_billing } } }'

async function placeOrder(auth: Record<string, string>, save: boolean, sameAsShipping: boolean): Promise<void> {
  const cart = await gql('{ customerCart { id } }', {}, auth)
  const cartId = at(cart.data, 'customerCart.id')
  const steps = [
    'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-H00022", quantity: 1 }]) { user_errors { message } } }',
    'mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }',
    sameAsShipping
      ? 'mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }'
      : 'mutation ($cartId: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }',
    'mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    'mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } } }',
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { message } } }',
  ]
  for (const step of steps) {
    const body = await gql(step, { cartId, address: { ...ADDRESS, save_in_address_book: save } }, auth)
    expect(body.errors).toBeUndefined()
  }
}

describe('address book', () => {
  it('saves a new checkout address flagged save_in_address_book once, as the missing defaults', async () => {
    const auth = await newCustomer()
    await placeOrder(auth, true, true)
    const book = await gql(ADDRESSES, {}, auth)
    const addresses = at(book.data, 'customer.addresses')
    expect(addresses).toMatchObject([
      { street: ['Keizersgracht', '123'], default_shipping: true, default_billing: true },
    ])
  })

  it('keeps an unflagged checkout address out of the book', async () => {
    const auth = await newCustomer()
    await placeOrder(auth, false, false)
    expect(at((await gql(ADDRESSES, {}, auth)).data, 'customer.addresses')).toEqual([])
  })

  it('an update with an empty region clears the region of an earlier country', async () => {
    const auth = await newCustomer()
    const created = await gql(
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id region { region_id } } }',
      { input: { ...ADDRESS, country_code: 'US', region: { region: 'Texas', region_code: 'TX', region_id: 12 } } },
      auth,
    )
    const id = at(created.data, 'createCustomerAddress.id')
    expect(at(created.data, 'createCustomerAddress.region.region_id')).toBe(12)
    const updated = await gql(
      'mutation ($id: Int!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { country_code region { region region_id } } }',
      { id, input: { country_code: 'NL', region: { region: null, region_code: null, region_id: null } } },
      auth,
    )
    expect(at(updated.data, 'updateCustomerAddress')).toEqual({
      country_code: 'NL',
      region: { region: null, region_id: null },
    })
  })
})

describe('my reviews', () => {
  it("lists the customer's own reviews with their moderation state", async () => {
    const auth = await newCustomer()
    const created = await gql(
      'mutation { createProductReview(input: { sku: "ET-H00022", nickname: "Ada", summary: "Lovely", text: "Smells great.", ratings: [] }) { review { summary } } }',
      {},
      auth,
    )
    expect(created.errors).toBeUndefined()
    const mine = await gql(
      '{ customer { reviews(pageSize: 5) { items { summary status product { sku } } page_info { total_pages } } } }',
      {},
      auth,
    )
    expect(at(mine.data, 'customer.reviews.items')).toEqual([
      { summary: 'Lovely', status: 'PENDING', product: { sku: 'ET-H00022' } },
    ])
  })
})

describe('my downloads', () => {
  it('lists a bought downloadable link as available with its titles, and its link serves the file and counts it', async () => {
    const { exports } = await import('cloudflare:workers')
    const auth = await newCustomer()
    const cart = await gql('{ customerCart { id } }', {}, auth)
    const cartId = at(cart.data, 'customerCart.id')
    const steps = [
      'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ET-F00018", quantity: 1 }]) { user_errors { message } } }',
      'mutation ($cartId: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }',
      'mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } } }',
      'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { message } } }',
    ]
    for (const step of steps) expect((await gql(step, { cartId, address: ADDRESS }, auth)).errors).toBeUndefined()

    // The order's line names the link bought.
    const orders = await gql(
      '{ customer { orders { items { items { __typename ... on DownloadableOrderItem { downloadable_links { title } } } } } } }',
      {},
      auth,
    )
    expect(at(orders.data, 'customer.orders.items.0.items')).toEqual([
      { __typename: 'DownloadableOrderItem', downloadable_links: [{ title: 'PDF' }] },
    ])
    const list = await gql(
      '{ customerDownloadableProducts { items { download_url order_increment_id remaining_downloads status link_title product_name } } }',
      {},
      auth,
    )
    expect(list.errors).toBeUndefined()
    const items = at(list.data, 'customerDownloadableProducts.items')
    expect(items).toMatchObject([
      {
        status: 'available',
        remaining_downloads: 'Unlimited',
        link_title: 'PDF',
        product_name: 'Argan Care Guide E-Book',
      },
    ])
    // The account spans the website: bought in the default store view, listed in every other one.
    // The order itself is listed there when asked for the website's orders; Magento's default scope is the store.
    const elsewhere = await gql(
      `{ customerDownloadableProducts { items { order_increment_id link_title } }
        customer { website: orders(scope: WEBSITE) { total_count } store: orders { total_count }
          global: orders(scope: GLOBAL) { total_count } } }`,
      {},
      { ...auth, Store: 'nl_et' },
    )
    expect(at(elsewhere.data, 'customerDownloadableProducts.items')).toEqual([
      { order_increment_id: at(items, '0.order_increment_id'), link_title: 'PDF' },
    ])
    expect(at(elsewhere.data, 'customer')).toEqual({
      website: { total_count: 1 },
      store: { total_count: 0 },
      global: { total_count: 1 },
    })
    const url = String(at(items, '0.download_url'))
    expect(url).toMatch(/\/downloadable\/download\/link\/id\/[A-Za-z0-9_-]+\/$/)
    const file = await exports.default.fetch(new Request(url))
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="PDF\.txt"$/)
    expect(await file.text()).toContain(`Order #${String(at(items, '0.order_increment_id'))}`)

    const forged = await exports.default.fetch(
      new Request('http://commerce/downloadable/download/link/id/not-a-real-hash/'),
    )
    expect(forged.status).toBe(404)
  })
})
