// Bad input for the fields and mutations added for Magento parity: wrong ids, foreign carts, orders and lists,
// another customer's token, missing input. Each answers Magento's message and category, never an internal error.
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql, type GraphqlBody } from './client.ts'

async function signIn(email: string): Promise<Record<string, string>> {
  const body = await gql(
    'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
    {
      email,
    },
  )
  const token = at(body.data, 'generateCustomerToken.token')
  if (typeof token !== 'string') throw new Error(`sign-in failed for ${email}`)
  return { Authorization: `Bearer ${token}` }
}

async function newCustomer(): Promise<Record<string, string>> {
  const email = `parity-${crypto.randomUUID()}@example.com`
  await gql(
    'mutation ($email: String!) { createCustomer(input: { email: $email, password: "Password123!", firstname: "Ada", lastname: "Lovelace" }) { customer { email } } }',
    { email },
  )
  return signIn(email)
}

function expectError(body: GraphqlBody, message: string, category: string) {
  expect(body.errors?.[0]?.message).toBe(message)
  expect(categoryOf(body)).toBe(category)
}

const NL = { Store: 'nl_et' }

describe('guest order lookup', () => {
  it('refuses a wrong postcode or e-mail and a customer order', async () => {
    const query = 'query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }'
    expectError(
      await gql(query, { input: { number: '000000001', email: 'loyal@example.com', postcode: '0000 XX' } }, NL),
      "We couldn't locate an order with the information provided.",
      'graphql-no-such-entity',
    )
    expectError(
      await gql(query, { input: { number: '000000001', email: 'someone@example.com', postcode: '1016 GV' } }, NL),
      "We couldn't locate an order with the information provided.",
      'graphql-no-such-entity',
    )
    // The right data of a customer's order: the customer must sign in.
    expectError(
      await gql(query, { input: { number: '000000001', email: 'loyal@example.com', postcode: '1016 GV' } }, NL),
      'Please login to view the order.',
      'graphql-authorization',
    )
    // Another store view does not find it.
    expectError(
      await gql(query, { input: { number: '000000001', email: 'loyal@example.com', postcode: '1016 GV' } }),
      "We couldn't locate an order with the information provided.",
      'graphql-no-such-entity',
    )
    for (const token of ['', 'not-a-token', btoa('000000001:guessed')])
      expectError(
        await gql('query ($token: String!) { guestOrderByToken(input: { token: $token }) { number } }', { token }, NL),
        "We couldn't locate an order with the information provided.",
        'graphql-no-such-entity',
      )
    const missing = await gql('{ guestOrder(input: { number: "1", email: "a@b.c" }) { number } }')
    expect(missing.errors?.[0]?.message).toContain('postcode')
    expect(categoryOf(missing)).toBe('graphql')
  })
})

describe('order cancellation and reorder', () => {
  const cancel =
    'mutation ($id: ID!, $reason: String!) { cancelOrder(input: { order_id: $id, reason: $reason }) { error order { status } } }'

  it('follows Magento’s cancellation rules', async () => {
    expectError(
      await gql(cancel, { id: '1', reason: 'Other' }),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    const stranger = await signIn('customer@example.com')
    expect(at((await gql(cancel, { id: '1', reason: 'Other' }, stranger)).data, 'cancelOrder')).toEqual({
      error: 'Current user is not authorized to cancel this order',
      order: null,
    })
    expect(at((await gql(cancel, { id: '99999999', reason: 'Other' }, stranger)).data, 'cancelOrder')).toEqual({
      error: "The entity that was requested doesn't exist. Verify the entity and try again.",
      order: null,
    })
    expectError(
      await gql(cancel, { id: 'abc', reason: 'Other' }, stranger),
      'Required parameter "order_id" is missing or incorrect.',
      'graphql-input',
    )
    expectError(
      await gql(cancel, { id: '1', reason: ' ' }, stranger),
      'Required parameter "reason" is missing or incorrect.',
      'graphql-input',
    )
    const loyal = await signIn('loyal@example.com')
    expect(at((await gql(cancel, { id: '1', reason: 'Other' }, { ...loyal, ...NL })).data, 'cancelOrder')).toEqual({
      error: 'Order already closed, complete, cancelled or on hold',
      order: { status: 'Complete' },
    })
    const noReason = await gql('mutation { cancelOrder(input: { order_id: "1" }) { error } }', {}, loyal)
    expect(noReason.errors?.[0]?.message).toBe(
      'Field "CancelOrderInput.reason" of required type "String!" was not provided.',
    )
  })

  it('reorders only the customer’s own orders', async () => {
    const reorder = 'mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { id } userInputErrors { code } } }'
    expectError(
      await gql(reorder, { n: '000000001' }),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    expectError(
      await gql(reorder, { n: '000000001' }, { ...(await newCustomer()), ...NL }),
      'Order number "000000001" doesn\'t belong to the current customer',
      'graphql-input',
    )
  })
})

describe('classic cart mutations, estimates and payments', () => {
  it('refuses unknown products, foreign carts and missing input', async () => {
    const add =
      'mutation ($cart: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }'
    const guestCart = String(at((await gql('mutation { createEmptyCart }')).data, 'createEmptyCart'))
    expectError(
      await gql(add, { cart: guestCart, sku: 'NO-SUCH-SKU' }),
      'Could not find a product with SKU "NO-SUCH-SKU"',
      'graphql-no-such-entity',
    )
    expectError(
      await gql(add, { cart: 'unknown-cart', sku: 'X' }),
      'Could not find a cart with ID "unknown-cart"',
      'graphql-no-such-entity',
    )
    const customer = await newCustomer()
    expectError(
      await gql(add, { cart: guestCart, sku: 'X' }, customer),
      `The current user cannot perform operations on cart "${guestCart}"`,
      'graphql-authorization',
    )
    expectError(
      await gql('mutation { addSimpleProductsToCart(input: { cart_id: "", cart_items: [] }) { cart { id } } }'),
      'Required parameter "cart_id" is missing',
      'graphql-input',
    )
    expectError(
      await gql(
        'mutation ($cart: String!) { addSimpleProductsToCart(input: { cart_id: $cart, cart_items: [] }) { cart { id } } }',
        { cart: guestCart },
      ),
      'Required parameter "cart_items" is missing',
      'graphql-input',
    )
    const estimate =
      'mutation ($cart: String!) { estimateTotals(input: { cart_id: $cart, address: { country_code: US } }) { cart { id } } }'
    expectError(await gql(estimate, { cart: 'nope' }), 'Could not find a cart with ID "nope"', 'graphql-no-such-entity')
    expectError(
      await gql(estimate, { cart: guestCart }, customer),
      `The current user cannot perform operations on cart "${guestCart}"`,
      'graphql-authorization',
    )
    expectError(
      await gql('mutation ($cart: String!) { assignCustomerToGuestCart(cart_id: $cart) { id } }', { cart: guestCart }),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    expectError(
      await gql('mutation { createBraintreeClientToken }'),
      'The Braintree payment method is not active.',
      'graphql-input',
    )
    expectError(
      await gql(
        'mutation ($cart: String!) { createPaypalExpressToken(input: { cart_id: $cart, code: "paypal_express", urls: { return_url: "r", cancel_url: "c" } }) { token } }',
        { cart: guestCart },
      ),
      'The requested Payment Method is not available.',
      'graphql-input',
    )
    expectError(
      await gql('{ customerPaymentTokens { items { public_hash } } }'),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    expectError(
      await gql('mutation { deletePaymentToken(public_hash: "abc") { result } }', {}, customer),
      'Could not find a token using public hash: abc',
      'graphql-no-such-entity',
    )
    expectError(
      await gql(
        'mutation { sendEmailToFriend(input: { product_id: 1, sender: { name: "a", email: "a@b.c", message: "m" }, recipients: [] }) { sender { name } } }',
      ),
      '"Email to a Friend" is not enabled.',
      'graphql-input',
    )
  })
})

describe('compare lists, attributes and accounts', () => {
  it('keeps a customer’s compare list to that customer', async () => {
    const owner = await newCustomer()
    const created = await gql(
      'mutation { createCompareList(input: { products: ["999999", "x"] }) { uid item_count } }',
      {},
      owner,
    )
    expect(at(created.data, 'createCompareList.item_count')).toBe(0)
    const uid = String(at(created.data, 'createCompareList.uid'))
    const other = await newCustomer()
    expectError(
      await gql('query ($uid: ID!) { compareList(uid: $uid) { uid } }', { uid }, other),
      'This customer is not authorized to access this list',
      'graphql-input',
    )
    expectError(
      await gql('query ($uid: ID!) { compareList(uid: $uid) { uid } }', { uid }),
      'This customer is not authorized to access this list',
      'graphql-input',
    )
    expect(at((await gql('{ compareList(uid: "unknown") { uid } }')).data, 'compareList')).toBeNull()
    expectError(
      await gql('mutation { addProductsToCompareList(input: { uid: "unknown", products: ["1"] }) { uid } }'),
      '"uid" value does not exist',
      'graphql-input',
    )
    expectError(
      await gql('mutation { assignCompareListToCustomer(uid: "unknown") { result } }'),
      'Customer must be logged',
      'graphql-input',
    )
    expect(
      at((await gql('mutation { deleteCompareList(uid: "unknown") { result } }')).data, 'deleteCompareList.result'),
    ).toBe(false)
  })

  it('reports unknown attributes the way each metadata query does', async () => {
    const v2 = await gql(
      '{ customAttributeMetadataV2(attributes: [{ attribute_code: "nope", entity_type: "catalog_product" }, { attribute_code: "color", entity_type: "nothing" }, { attribute_code: "color", entity_type: "catalog_product" }]) { items { code } errors { type message } } }',
    )
    expect(v2.errors).toBeUndefined()
    expect(at(v2.data, 'customAttributeMetadataV2')).toEqual({
      items: [{ code: 'color' }],
      errors: [
        { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "nope" could not be found.' },
        { type: 'ENTITY_NOT_FOUND', message: 'Entity "nothing" could not be found.' },
      ],
    })
    const v1 = await gql(
      '{ customAttributeMetadata(attributes: [{ attribute_code: "color" }]) { items { attribute_code } } }',
    )
    expect(v1.errors?.[0]?.message).toBe('Missing entity_type for the input attribute_code: color.')
    const form = await gql(
      '{ attributesForm(formCode: "customer_account_create") { items { code is_required } errors { type } } }',
    )
    expect(at(form.data, 'attributesForm.items.0')).toEqual({ code: 'prefix', is_required: false })
    expectError(
      await gql('{ attributesForm(formCode: " ") { items { code } } }'),
      'Required parameter "formCode" of type string.',
      'graphql-input',
    )
  })

  it('guards account updates and deletion', async () => {
    expectError(
      await gql('mutation { updateCustomer(input: { firstname: "X" }) { customer { firstname } } }'),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    const customer = await newCustomer()
    expectError(
      await gql(
        'mutation { updateCustomer(input: { email: "new@example.com" }) { customer { email } } }',
        {},
        customer,
      ),
      'Provide the current "password" to change "email".',
      'graphql-input',
    )
    expectError(
      await gql(
        'mutation { updateCustomer(input: { email: "new@example.com", password: "wrong" }) { customer { email } } }',
        {},
        customer,
      ),
      "The password doesn't match this account. Verify the password and try again.",
      'graphql-authentication',
    )
    expectError(
      await gql(
        'mutation { updateCustomer(input: { email: "customer@example.com", password: "Password123!" }) { customer { email } } }',
        {},
        customer,
      ),
      'A customer with the same email address already exists in an associated website.',
      'graphql-already-exists',
    )
    expectError(
      await gql('mutation { updateCustomer(input: { lastname: " " }) { customer { email } } }', {}, customer),
      'Required parameters are missing: lastname',
      'graphql-input',
    )
    expectError(
      await gql('mutation { deleteCustomer }'),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
    expect(at((await gql('mutation { deleteCustomer }', {}, customer)).data, 'deleteCustomer')).toBe(true)
    // The deleted customer's token no longer works.
    expectError(
      await gql('{ customer { email } }', {}, customer),
      "The current customer isn't authorized.",
      'graphql-authorization',
    )
  })
})

describe('download links', () => {
  it('answers an unknown link 404 and a link of an uninvoiced order as not available', async () => {
    const fetchPath = (path: string) => exports.default.fetch(new Request(`http://commerce${path}`))
    expect((await fetchPath('/downloadable/download/link/id/unknown/')).status).toBe(404)
    const hash = crypto.randomUUID().replaceAll('-', '')
    await env.DB.prepare(
      "INSERT INTO downloadable_link_purchased (order_id, customer_id, link_id, link_hash, title) VALUES (3, 3, 1, ?, 'Guide')",
    )
      .bind(hash)
      .run()
    const response = await fetchPath(`/downloadable/download/link/id/${hash}/`)
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('The link is not available.')
  })
})
