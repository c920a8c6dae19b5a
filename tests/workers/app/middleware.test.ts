import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MIDDLEWARE_MESSAGES } from '~/lib/middleware.server'
import { NOT_AUTHORIZED_MESSAGE } from '~/lib/session.server'
import { ORIGIN, call, commerce, cookieValue, customerToken, guestCartWith, newCustomerToken } from './worker'

/**
 * The integration middleware of spec §7 through workers/app.ts with the real embedded backends:
 * `POST /{locale}/api/{integration}/{method}` with a JSON array of arguments.
 */

function api(path: string, args: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(`/us_et/api/${path}`, {
    method: 'POST',
    body: JSON.stringify(args),
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
  })
}

const MessageSchema = z.object({ message: z.string() })
const GraphqlSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ category: z.string().optional() }) })),
})

describe('the integration middleware', () => {
  it("answers an integration that does not exist with the spec's 'Unknown middleware {name}' (500)", async () => {
    const response = await api('shopify/products', [])
    expect(response.status).toBe(500)
    expect(MessageSchema.parse(await response.json()).message).toBe('Unknown middleware shopify')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('answers a method an integration does not have with 404, and a prototype name is no method', async () => {
    for (const method of ['nope', 'constructor', '__proto__', 'toString']) {
      const response = await api(`magento/${method}`, [])
      expect(response.status, method).toBe(404)
    }
    const proto = await api('__proto__/x', [])
    expect(proto.status).toBe(500)
    expect(MessageSchema.parse(await proto.json()).message).toBe(MIDDLEWARE_MESSAGES.unknownIntegration('__proto__'))
  })

  it('runs a named call in the store of the address', async () => {
    const response = await call('/fr_et/api/magento/storeConfig', {
      method: 'POST',
      body: '[]',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    })
    expect(response.status).toBe(200)
    const answer = z.object({ storeConfig: z.object({ store_code: z.string() }) }).parse(await response.json())
    expect(answer.storeConfig.store_code).toBe('fr_et')
  })

  it("offers spec §7's currency, country and CMS block calls, and refuses malformed arguments", async () => {
    const post = (method: string, args: unknown) =>
      call(`/de_et/api/magento/${method}`, {
        method: 'POST',
        body: JSON.stringify(args),
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      })
    const currency = z
      .object({ currency: z.object({ available_currency_codes: z.array(z.string()) }) })
      .parse(await (await post('currency', [])).json())
    expect(currency.currency.available_currency_codes).toEqual(['EUR'])
    const country = z
      .object({ country: z.object({ id: z.string(), full_name_english: z.string() }) })
      .parse(await (await post('country', [{ id: 'nl' }])).json())
    expect(country.country).toMatchObject({ id: 'NL', full_name_english: 'Netherlands' })
    const blocks = z
      .object({ cmsBlocks: z.object({ items: z.array(z.object({ identifier: z.string(), title: z.string() })) }) })
      .parse(await (await post('cmsBlocks', [{ identifiers: ['size-guide'] }])).json())
    expect(blocks.cmsBlocks.items).toEqual([expect.objectContaining({ identifier: 'size-guide', title: 'Size guide' })])
    for (const [method, args] of [
      ['country', [{ id: '<script>' }]],
      ['cmsBlocks', [{ identifiers: [] }]],
      ['cmsBlocks', [{ identifiers: 'size-guide' }]],
    ] as const) {
      expect((await post(method, args)).status, `${method} ${JSON.stringify(args)}`).toBe(400)
    }
  })

  it('reads a guest cart by its id, and says so when there is none', async () => {
    const cartId = await guestCartWith('ET-H00001')
    const found = await api('magento/cartTotalQty', [{ cartId }])
    expect(found.status).toBe(200)
    expect(await found.json()).toEqual({ cart: { id: cartId, total_quantity: 1 } })

    const missing = await api('magento/cart', [{ cartId: 'no-such-cart' }])
    expect(missing.status).toBe(400)
    expect(MessageSchema.parse(await missing.json()).message).toContain('Could not find a cart')
  })

  it('runs a custom query and answers data and errors as GraphQL does', async () => {
    const ok = GraphqlSchema.parse(
      await (await api('magento/customQuery', [{ query: '{ storeConfig { store_code } }' }])).json(),
    )
    expect(ok).toEqual({ data: { storeConfig: { store_code: 'us_et' } }, errors: [] })

    const invalid = await api('magento/customQuery', [{ query: '{ noSuchField }' }])
    expect(invalid.status).toBe(200)
    const answer = GraphqlSchema.parse(await invalid.json())
    expect(answer.data).toBeNull()
    expect(answer.errors[0]?.message).toContain('noSuchField')
  })

  it('keeps queries and mutations apart: a custom query cannot change anything', async () => {
    const mutation = await api('magento/customQuery', [{ query: 'mutation { createEmptyCart }' }])
    expect(mutation.status).toBe(400)
    const two = await api('magento/customQuery', [
      { query: 'query A { storeConfig { store_code } } query B { countries { id } }' },
    ])
    expect(two.status).toBe(400)

    const created = GraphqlSchema.parse(
      await (await api('magento/customMutation', [{ mutation: 'mutation { createEmptyCart }' }])).json(),
    )
    expect(z.object({ createEmptyCart: z.string() }).parse(created.data).createEmptyCart).toMatch(/^\w{16,}$/)
  })

  it('never hands a session token to a client, whatever the operation is dressed as', async () => {
    for (const mutation of [
      'mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
      'mutation { t: generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
      'mutation { ...F } fragment F on Mutation { generateCustomerToken(email: "a@b.c", password: "x") { token } }',
      'mutation { ... on Mutation { revokeCustomerToken { result } } }',
    ]) {
      const response = await api('magento/customMutation', [{ mutation }])
      expect(response.status, mutation).toBe(403)
      expect(await response.text()).not.toMatch(/"token"/)
    }
  })

  it("leaves creating accounts to the shop's registration forms, which check a business's numbers", async () => {
    const email = `middleware-${crypto.randomUUID()}@example.com`
    for (const mutation of [
      `mutation { createCustomerV2(input: { firstname: "X", lastname: "<i>Y</i>", email: "${email}", password: "aaaaaaa1",
        b2b_company: { company_name: "?", vat_id: "LU12345678", chamber_of_commerce: "-", street: "-", house_number: "-", postcode: "-" } }) { customer { is_b2b } } }`,
      `mutation { c: createCustomer(input: { firstname: "Xa", lastname: "Ya", email: "${email}", password: "Password123!" }) { customer { email } } }`,
    ]) {
      const response = await api('magento/customMutation', [{ mutation }])
      expect(response.status, mutation).toBe(403)
      expect(MessageSchema.parse(await response.json()).message).toBe(MIDDLEWARE_MESSAGES.accountField)
    }
    // No account was made: its address and password do not sign in.
    await expect(
      commerce(`mutation { generateCustomerToken(email: "${email}", password: "Password123!") { token } }`),
    ).rejects.toThrow(/^The account sign-in was incorrect/)
  })

  it("leaves names, addresses, the wishlist's contents and reset requests to the shop's own forms", async () => {
    const token = await newCustomerToken('middleware-forms')
    const signedIn = { Cookie: `vsf-customer=${token}` }
    const cartId = await guestCartWith('ET-H00001')
    const address = `{ firstname: "X", lastname: "Y", street: ["S"], city: "Z", postcode: "<b>", country_code: NL, telephone: "call me" }`
    const refused: [string, 'accountField' | 'addressField' | 'wishlistField' | 'lookupField'][] = [
      ['mutation { updateCustomerV2(input: { firstname: "<b>Bob</b>" }) { customer { firstname } } }', 'accountField'],
      [
        'mutation { ... on Mutation { updateCustomer(input: { firstname: "<i>Eve</i>" }) { customer { firstname } } } }',
        'accountField',
      ],
      [
        `mutation { setShippingAddressesOnCart(input: { cart_id: "${cartId}", shipping_addresses: [{ address: ${address} }] }) { cart { id } } }`,
        'addressField',
      ],
      [
        `mutation { b: setBillingAddressOnCart(input: { cart_id: "${cartId}", billing_address: { address: ${address} } }) { cart { id } } }`,
        'addressField',
      ],
      [`mutation { createCustomerAddress(input: ${address}) { id } }`, 'addressField'],
      [
        `mutation { ...F } fragment F on Mutation { updateCustomerAddress(id: 1, input: { telephone: "call me" }) { id } }`,
        'addressField',
      ],
      [
        'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "ET-H00013-BLACK-100-ML", quantity: 1 }]) { wishlist { id } } }',
        'wishlistField',
      ],
      [
        'mutation { updateProductsInWishlist(wishlistId: "0", wishlistItems: [{ wishlist_item_id: "1", quantity: 100000 }]) { wishlist { id } } }',
        'wishlistField',
      ],
      ['mutation { requestPasswordResetEmail(email: "nobody@example.com") }', 'lookupField'],
    ]
    for (const [mutation, message] of refused) {
      const response = await api('magento/customMutation', [{ mutation }], signedIn)
      expect(response.status, mutation).toBe(403)
      expect(MessageSchema.parse(await response.json()).message, mutation).toBe(MIDDLEWARE_MESSAGES[message])
    }
    const lookup = await api('magento/customQuery', [
      { query: 'query { isEmailAvailable(email: "customer@example.com") { is_email_available } }' },
    ])
    expect(lookup.status).toBe(403)
    expect(MessageSchema.parse(await lookup.json()).message).toBe(MIDDLEWARE_MESSAGES.lookupField)
    // Nothing was written: the name and the address book are as they were.
    expect(
      await commerce('{ customer { firstname addresses { id } wishlists { items_v2 { items { id } } } } }', {}, token),
    ).toEqual({
      customer: {
        firstname: expect.not.stringMatching(/[<>]/) as unknown,
        addresses: [],
        wishlists: [{ items_v2: { items: [] } }],
      },
    })
  })

  it("leaves filling the cart and placing its order to the shop's own pages, which keep spec §5's rules", async () => {
    const cartId = await guestCartWith('ET-H00001')
    const cookie = { Cookie: `vsf-cart=${cartId}` }
    for (const mutation of [
      `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: "ET-T00019-HALF-DAY", quantity: 1 }]) { cart { id } } }`,
      `mutation { addSimpleProductsToCart(input: { cart_id: "${cartId}", cart_items: [{ data: { sku: "ET-H00001", quantity: 1.5 } }] }) { cart { id } } }`,
      `mutation { updateCartItems(input: { cart_id: "${cartId}", cart_items: [{ cart_item_uid: "Mg==", quantity: 5000 }] }) { cart { id } } }`,
      'mutation { reorderItems(orderNumber: "000000001") { cart { id } } }',
      `mutation { x: mergeCarts(source_cart_id: "${cartId}") { id } }`,
      `mutation { ...F } fragment F on Mutation { placeOrder(input: { cart_id: "${cartId}" }) { errors { message } } }`,
      'mutation { ... on Mutation { addWishlistItemsToCart(wishlistId: "1") { status } } }',
    ]) {
      const response = await api('magento/customMutation', [{ mutation }], cookie)
      expect(response.status, mutation).toBe(403)
      expect(MessageSchema.parse(await response.json()).message).toBe(MIDDLEWARE_MESSAGES.cartField)
    }
    // The cart is as the shop's own add left it.
    const read = GraphqlSchema.parse(
      await (
        await api('magento/customQuery', [
          { query: `query { cart(cart_id: "${cartId}") { total_quantity items { product { sku } } } }` },
        ])
      ).json(),
    )
    expect(read.data).toEqual({ cart: { total_quantity: 1, items: [{ product: { sku: 'ET-H00001' } }] } })
    // What does not change the cart's contents still goes through.
    const email = await api(
      'magento/customMutation',
      [
        {
          mutation: `mutation { setGuestEmailOnCart(input: { cart_id: "${cartId}", email: "a@example.com" }) { cart { email } } }`,
        },
      ],
      cookie,
    )
    expect(email.status).toBe(200)
  })

  it('refuses bodies that are not a JSON array of arguments, and other methods', async () => {
    const cases: [RequestInit, number][] = [
      [
        {
          method: 'POST',
          body: 'a=1',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        },
        415,
      ],
      [{ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', Origin: ORIGIN } }, 400],
      [{ method: 'POST', body: '[{', headers: { 'Content-Type': 'application/json', Origin: ORIGIN } }, 400],
      [
        {
          method: 'POST',
          body: JSON.stringify(['x'.repeat(70_000)]),
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        },
        413,
      ],
      [{ method: 'GET' }, 405],
    ]
    for (const [index, [init, status]] of cases.entries()) {
      const response = await call('/us_et/api/magento/customQuery', init)
      expect(response.status, `case ${index}`).toBe(status)
      expect(MessageSchema.safeParse(await response.json()).success).toBe(true)
    }
    const tooLong = await api('magento/customQuery', [{ query: `{ storeConfig { store_code } }${' '.repeat(20_000)}` }])
    expect(tooLong.status).toBe(400)
  })

  it('refuses a cross-site call, which would carry the shopper’s cookies', async () => {
    const response = await api('magento/customMutation', [{ mutation: 'mutation { createEmptyCart }' }], {
      Origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
  })

  it('acts for the signed-in shopper through the session cookie', async () => {
    const token = await customerToken()
    const response = await api('magento/customer', [], { Cookie: `vsf-customer=${token}` })
    expect(response.status).toBe(200)
    const answer = z.object({ customer: z.object({ email: z.string() }) }).parse(await response.json())
    expect(answer.customer.email).toBe('customer@example.com')
  })

  it('signs the shopper out when the backend refuses the session (spec §4), with a 401 rather than a redirect', async () => {
    const response = await api('magento/customQuery', [{ query: '{ customer { email } }' }], {
      Cookie: 'vsf-customer=abcdefabcdefabcdefabcdefabcdef12; vsf-cart=somecart',
    })
    expect(response.status).toBe(401)
    expect(cookieValue(response, 'vsf-customer')).toBe('')
    expect(cookieValue(response, 'vsf-cart')).toBe('')
    expect(cookieValue(response, 'vsf-message')).toContain(NOT_AUTHORIZED_MESSAGE)
  })

  it('reads a published content story in the language of the store', async () => {
    const response = await call('/de_et/api/sb/getContent', {
      method: 'POST',
      body: JSON.stringify([{ url: 'topbar' }]),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    })
    expect(response.status).toBe(200)
    expect(
      z.object({ content: z.object({ component: z.string() }) }).parse(await response.json()).content.component,
    ).toBe('topbar')
    expect((await api('sb/getContent', [{ url: '../secrets' }])).status).toBe(400)
    expect((await api('sb/getContent', [{ url: 'no-such-story' }])).status).toBe(404)
  })

  it('names a story by its slug only, as the publish purge does, and keeps no entry for a slug with none', async () => {
    // Spellings of one slug are that slug (one cache entry, which a publish purges); an id is refused.
    for (const url of ['TopBar', 'topbar/', 'topbar//'])
      expect((await api('sb/getContent', [{ url }])).status, url).toBe(200)
    expect((await api('sb/getContent', [{ url: '866394388' }])).status).toBe(400)
    const listed = await env.CACHE.list({ prefix: 'v1:us_et:story:' })
    expect(listed.keys.map((key) => key.name).filter((name) => /topbar./i.test(name))).toEqual([])

    const made = `no-such-story-${crypto.randomUUID()}`
    expect((await api('sb/getContent', [{ url: made }])).status).toBe(404)
    expect(await env.CACHE.get(`v1:us_et:story:${made}`)).toBeNull()
  })
})
