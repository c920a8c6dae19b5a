import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

const CART_FIELDS = `id email is_virtual total_quantity applied_coupons { code }
  items { __typename uid quantity product { sku } prices { price { value } row_total { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    ... on SimpleCartItem { customizable_options { label values { value } } } }
  prices { subtotal_excluding_tax { value } subtotal_including_tax { value } applied_taxes { label amount { value } }
    discounts { label amount { value } } grand_total { value currency } }
  shipping_addresses { city available_shipping_methods { carrier_code method_code amount { value } }
    selected_shipping_method { carrier_code method_code amount { value } } }
  billing_address { city } available_payment_methods { code title } selected_payment_method { code }`

const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
  cart { ${CART_FIELDS} } user_errors { code message } } }`

const ADDRESS = {
  firstname: 'Eva',
  lastname: 'Jansen',
  street: ['Damrak', '1'],
  city: 'Amsterdam',
  postcode: '1012 LG',
  country_code: 'NL',
  telephone: '+31200000000',
}

async function guestCart(headers: Record<string, string> = {}): Promise<string> {
  const body = await gql('mutation { createGuestCart { cart { id } } }', {}, headers)
  const id = at(body.data, 'createGuestCart.cart.id')
  if (typeof id !== 'string') throw new Error(JSON.stringify(body.errors))
  return id
}

async function signIn(email: string): Promise<Record<string, string>> {
  const body = await gql(
    'mutation { generateCustomerToken(email: "' + email + '", password: "Password123!") { token } }',
  )
  return { Authorization: `Bearer ${String(at(body.data, 'generateCustomerToken.token'))}` }
}

describe('free shipping', () => {
  const methodsFor = async (sku: string, quantity: number) => {
    const cartId = await guestCart()
    await gql(ADD, { cartId, items: [{ sku, quantity }] })
    const shipping = await gql(
      `mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
      shipping_addresses: [{ address: $address }] }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId, address: ADDRESS },
    )
    const methods = at(shipping.data, 'setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods')
    return Array.isArray(methods) ? methods.map((method) => at(method, 'carrier_code')) : []
  }

  it('starts at €50 as the shopper pays it (with VAT), as the shop promises', async () => {
    // €45.95 before VAT is €55.60 with it: over the €50.
    expect(await methodsFor('ET-H00007', 1)).toEqual(['flatrate', 'freeshipping'])
    // €38.95 is €47.13 with VAT: under.
    expect(await methodsFor('ET-H00109', 1)).toEqual(['flatrate'])
  })
})

describe('a coupon whose rule stops applying', () => {
  it('is no longer applied once the cart falls below its minimum, as Magento drops it', async () => {
    const cheap = await gql(
      '{ products(filter: { price: { to: "20" } }, pageSize: 50) { items { __typename sku stock_status only_x_left_in_stock } } }',
    )
    const items: unknown = at(cheap.data, 'products.items')
    const simple = (Array.isArray(items) ? (items as unknown[]) : []).find(
      (item) =>
        at(item, '__typename') === 'SimpleProduct' &&
        at(item, 'stock_status') === 'IN_STOCK' &&
        at(item, 'only_x_left_in_stock') === null,
    )
    const sku = String(at(simple, 'sku'))
    const cartId = await guestCart()
    const added = await gql(ADD, { cartId, items: [{ sku, quantity: 10 }] })
    const unit = Number(at(added.data, 'addProductsToCart.cart.items.0.prices.price.value'))
    expect(unit * 10).toBeGreaterThanOrEqual(25)
    expect(unit).toBeLessThan(25)
    const applied = await gql(
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE5" }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId },
    )
    expect(at(applied.data, 'applyCouponToCart.cart.applied_coupons')).toEqual([{ code: 'SAVE5' }])
    const uid = at(applied.data, 'applyCouponToCart.cart.items.0.uid')
    const lowered = await gql(
      `mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1 }] }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId, uid },
    )
    expect(at(lowered.data, 'updateCartItems.cart.applied_coupons')).toBeNull()
    expect(at(lowered.data, 'updateCartItems.cart.prices.discounts')).toEqual([])
    // Dropped, it does not stand in the way of another coupon (the cart shows none to remove).
    const another = await gql(
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId },
    )
    expect(another.errors).toBeUndefined()
    expect(at(another.data, 'applyCouponToCart.cart.applied_coupons')).toEqual([{ code: 'WELCOME10' }])
    // One that still applies does.
    const third = await gql(
      'mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE5" }) { cart { id } } }',
      { id: cartId },
    )
    expect(third.errors?.[0]?.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    )
  })
})

describe('guest cart and checkout', () => {
  it('adds items, applies a coupon and places an order', async () => {
    const cartId = await guestCart()
    const added = await gql(ADD, {
      cartId,
      items: [
        { sku: 'ET-H00001', quantity: 2 },
        { sku: 'ET-H00013', quantity: 1, selected_options: [btoa('configurable/93/1'), btoa('configurable/139/12')] },
      ],
    })
    expect(added.errors).toBeUndefined()
    expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
    expect(at(added.data, 'addProductsToCart.cart.total_quantity')).toBe(3)
    expect(at(added.data, 'addProductsToCart.cart.items.1')).toMatchObject({
      __typename: 'ConfigurableCartItem',
      configured_variant: { sku: 'ET-H00013-BLACK-100-ML' },
      configurable_options: [{ value_label: 'Black' }, { value_label: '100 ml' }],
    })

    const badCoupon = await gql(
      'mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "NOPE" }) { cart { id } } }',
      { id: cartId },
    )
    expect(badCoupon.errors?.[0]?.message).toBe("The coupon code isn't valid. Verify the code and try again.")
    const coupon = await gql(
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId },
    )
    expect(at(coupon.data, 'applyCouponToCart.cart.applied_coupons')).toEqual([{ code: 'WELCOME10' }])
    const subtotal = Number(at(coupon.data, 'applyCouponToCart.cart.prices.subtotal_excluding_tax.value'))
    expect(Number(at(coupon.data, 'applyCouponToCart.cart.prices.discounts.0.amount.value'))).toBeCloseTo(
      subtotal * 0.1,
      1,
    )

    await gql(
      'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { email } } }',
      { id: cartId },
    )
    const shipping = await gql(
      `mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
      shipping_addresses: [{ address: $address }] }) { cart { ${CART_FIELDS} } } }`,
      { id: cartId, address: ADDRESS },
    )
    expect(
      at(
        shipping.data,
        'setShippingAddressesOnCart.cart.shipping_addresses.0.available_shipping_methods.0.carrier_code',
      ),
    ).toBe('flatrate')
    await gql(
      'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { billing_address { city } } } }',
      { id: cartId },
    )
    const method = await gql(
      `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) {
      cart { ${CART_FIELDS} } } }`,
      { id: cartId },
    )
    expect(
      at(method.data, 'setShippingMethodsOnCart.cart.shipping_addresses.0.selected_shipping_method.amount.value'),
    ).toBe(4.95)
    const payment = await gql(
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) {
      cart { ${CART_FIELDS} } } }`,
      { id: cartId },
    )
    const cart = at(payment.data, 'setPaymentMethodOnCart.cart')
    const tax = Number(at(cart, 'prices.applied_taxes.0.amount.value'))
    const discount = Number(at(cart, 'prices.discounts.0.amount.value'))
    expect(Number(at(cart, 'prices.grand_total.value'))).toBeCloseTo(subtotal - discount + 4.95 + tax, 2)
    expect(tax).toBeCloseTo((subtotal - discount + 4.95) * 0.21, 1)

    const placed = await gql(
      'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { code message } } }',
      { id: cartId },
    )
    expect(placed.errors).toBeUndefined()
    expect(at(placed.data, 'placeOrder.order.order_number')).toMatch(/^\d{9}$/)
    const after = await gql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId })
    expect(after.errors?.[0]?.message).toBe("The cart isn't active.")
  })

  it('reports user errors instead of failing', async () => {
    const cartId = await guestCart()
    const body = await gql(ADD, {
      cartId,
      items: [
        { sku: 'NOPE', quantity: 1 },
        { sku: 'ET-F00006', quantity: 1 },
        { sku: 'ET-H00004', quantity: 50 },
        { sku: 'ET-H00013', quantity: 1 },
      ],
    })
    expect(body.errors).toBeUndefined()
    const codes = at(body.data, 'addProductsToCart.user_errors')
    expect(Array.isArray(codes) ? codes.map((e) => at(e, 'code')) : []).toEqual([
      'PRODUCT_NOT_FOUND',
      'NOT_SALABLE',
      'INSUFFICIENT_STOCK',
      'UNDEFINED',
    ])
    expect(at(body.data, 'addProductsToCart.cart.total_quantity')).toBe(0)
  })

  it('needs date and attendant for a training and keeps them on the item', async () => {
    const product = await gql(
      '{ products(filter: { sku: { eq: "ET-T00019" } }) { items { ... on CustomizableProductInterface { options { uid title } } } } }',
    )
    const options = at(product.data, 'products.items.0.options')
    const dateUid = at(options, '0.uid')
    const nameUid = at(options, '1.uid')
    const cartId = await guestCart()
    const missing = await gql(ADD, {
      cartId,
      items: [{ sku: 'ET-T00019', quantity: 1, selected_options: [btoa('configurable/139/18')] }],
    })
    expect(at(missing.data, 'addProductsToCart.user_errors.0.code')).toBe('UNDEFINED')
    const added = await gql(ADD, {
      cartId,
      items: [
        {
          sku: 'ET-T00019',
          quantity: 1,
          selected_options: [btoa('configurable/139/18')],
          entered_options: [
            { uid: dateUid, value: '2026-03-01' },
            { uid: nameUid, value: 'Sam Student' },
          ],
        },
      ],
    })
    expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
    expect(at(added.data, 'addProductsToCart.cart.is_virtual')).toBe(true)
    expect(at(added.data, 'addProductsToCart.cart.items.0.product.sku')).toBe('ET-T00019')
  })

  it('updates and removes items', async () => {
    const cartId = await guestCart()
    const added = await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    const uid = at(added.data, 'addProductsToCart.cart.items.0.uid')
    const updated = await gql(
      'mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 3 }] }) { cart { total_quantity } } }',
      { id: cartId, uid },
    )
    expect(at(updated.data, 'updateCartItems.cart.total_quantity')).toBe(3)
    const removed = await gql(
      'mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }',
      { id: cartId, uid },
    )
    expect(at(removed.data, 'removeItemFromCart.cart.total_quantity')).toBe(0)
    const again = await gql(
      'mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }',
      { id: cartId, uid },
    )
    expect(categoryOf(again)).toBe('graphql-no-such-entity')
  })

  it('keeps an empty middle street line, so later lines keep their positions (as Magento does)', async () => {
    const cartId = await guestCart()
    await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    const set = await gql(
      `mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
        shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { street } } } }`,
      { id: cartId, address: { ...ADDRESS, street: ['Damrak', '1', '', 'Back door', ''] } },
    )
    expect(set.errors).toBeUndefined()
    expect(at(set.data, 'setShippingAddressesOnCart.cart.shipping_addresses.0.street')).toEqual([
      'Damrak',
      '1',
      '',
      'Back door',
    ])
  })

  it('refuses unknown carts and placing an incomplete order', async () => {
    const unknown = await gql('{ cart(cart_id: "0123456789abcdef0123456789abcdef") { id } }')
    expect(unknown.errors?.[0]?.message).toBe('Could not find a cart with ID "0123456789abcdef0123456789abcdef"')
    expect(categoryOf(unknown)).toBe('graphql-no-such-entity')
    const cartId = await guestCart()
    await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    const placed = await gql(
      'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { code } } }',
      { id: cartId },
    )
    expect(at(placed.data, 'placeOrder.errors.0.code')).toBe('GUEST_EMAIL_MISSING')
  })
})

describe('a cart belongs to the store it was made in (Magento GetCartForUser)', () => {
  it('is refused in another store, for reads, adds and merges alike', async () => {
    const cartId = await guestCart({ Store: 'us_et' })
    await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] }, { Store: 'us_et' })
    const wrong = `Wrong store code specified for cart "${cartId}"`
    const read = await gql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId }, { Store: 'de_et' })
    expect(read.errors?.[0]?.message).toBe(wrong)
    expect(categoryOf(read)).toBe('graphql-no-such-entity')
    const add = await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] }, { Store: 'de_et' })
    expect(add.errors?.[0]?.message).toBe(wrong)
    const auth = { ...(await signIn('customer@example.com')), Store: 'de_et' }
    const merge = await gql('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: cartId }, auth)
    expect(merge.errors?.[0]?.message).toBe(wrong)
    // In its own store it is whole.
    const own = await gql(
      'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
      { id: cartId },
      { Store: 'us_et' },
    )
    expect(at(own.data, 'cart.total_quantity')).toBe(1)
  })

  it('gives a customer one cart per store', async () => {
    const auth = await signIn('customer@example.com')
    const us = String(
      at((await gql('{ customerCart { id } }', {}, { ...auth, Store: 'us_et' })).data, 'customerCart.id'),
    )
    const de = String(
      at((await gql('{ customerCart { id } }', {}, { ...auth, Store: 'de_et' })).data, 'customerCart.id'),
    )
    expect(de).not.toBe(us)
    expect(
      String(at((await gql('{ customerCart { id } }', {}, { ...auth, Store: 'us_et' })).data, 'customerCart.id')),
    ).toBe(us)
  })
})

describe('customer cart', () => {
  it('merges the guest cart into the customer cart and protects it from others', async () => {
    const auth = await signIn('customer@example.com')
    const guestId = await guestCart()
    await gql(ADD, { cartId: guestId, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    const mine = await gql('{ customerCart { id } }', {}, auth)
    const customerCartId = String(at(mine.data, 'customerCart.id'))
    const merged = await gql(
      'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id items { product { sku } } } }',
      { s: guestId, d: customerCartId },
      auth,
    )
    expect(merged.errors).toBeUndefined()
    expect(JSON.stringify(at(merged.data, 'mergeCarts.items'))).toContain('ET-H00001')
    const stranger = await gql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: customerCartId })
    expect(categoryOf(stranger)).toBe('graphql-authorization')
    const other = await gql(
      'query ($id: String!) { cart(cart_id: $id) { id } }',
      { id: customerCartId },
      await signIn('b2b@example.com'),
    )
    expect(categoryOf(other)).toBe('graphql-authorization')
  })

  it('leaves out a guest line that the stock cannot add to the customer line (as Magento 2.4.7 merges)', async () => {
    const email = `merge-${crypto.randomUUID()}@example.com`
    const created = await gql(
      'mutation ($email: String!) { createCustomerV2(input: { email: $email, password: "Password123!", firstname: "Eva", lastname: "Jansen" }) { customer { email } } }',
      { email },
    )
    expect(created.errors).toBeUndefined()
    const auth = await signIn(email)
    const stock = await gql('{ products(filter: { sku: { eq: "ET-H00004" } }) { items { only_x_left_in_stock } } }')
    const left = Number(at(stock.data, 'products.items.0.only_x_left_in_stock'))
    expect(left).toBeGreaterThan(0)
    const customerCartId = String(at((await gql('{ customerCart { id } }', {}, auth)).data, 'customerCart.id'))
    await gql(ADD, { cartId: customerCartId, items: [{ sku: 'ET-H00004', quantity: left }] }, auth)
    const guestId = await guestCart()
    const guestAdd = await gql(ADD, {
      cartId: guestId,
      items: [
        { sku: 'ET-H00004', quantity: 1 },
        { sku: 'ET-H00001', quantity: 1 },
      ],
    })
    expect(at(guestAdd.data, 'addProductsToCart.user_errors')).toEqual([])
    const merged = await gql(
      'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { items { quantity product { sku } } } }',
      { s: guestId, d: customerCartId },
      auth,
    )
    expect(merged.errors).toBeUndefined()
    expect(at(merged.data, 'mergeCarts.items')).toEqual([
      { quantity: left, product: { sku: 'ET-H00004' } },
      { quantity: 1, product: { sku: 'ET-H00001' } },
    ])
  })

  it('checks out with a saved address and lists the order', async () => {
    const auth = await signIn('loyal@example.com')
    const cartId = String(at((await gql('{ customerCart { id } }', {}, auth)).data, 'customerCart.id'))
    await gql(
      ADD,
      {
        cartId,
        items: [
          { sku: 'ET-B00002', quantity: 1 },
          { sku: 'ET-H00013', quantity: 1, selected_options: [btoa('configurable/93/1'), btoa('configurable/139/12')] },
        ],
      },
      auth,
    )
    const steps = [
      'mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: 1 }] }) { cart { id } } }',
      'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: 2 } }) { cart { id } } }',
      'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }',
    ]
    for (const step of steps) expect((await gql(step, { id: cartId }, auth)).errors).toBeUndefined()
    const foreign = await gql(
      'mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: 3 }] }) { cart { id } } }',
      { id: cartId },
      auth,
    )
    expect(categoryOf(foreign)).toBe('graphql-authorization')
    const placed = await gql(
      'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { message } } }',
      { id: cartId },
      auth,
    )
    const number = at(placed.data, 'placeOrder.order.order_number')
    expect(number).toMatch(/^\d{9}$/)
    const orders = await gql(
      `query ($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { number payment_methods { type }
        items { product_sku selected_options { label value } } } } } }`,
      { n: number },
      auth,
    )
    // The variant's choices stay with the order item (Magento's selected_options), as the cart showed them.
    expect(at(orders.data, 'customer.orders.items.0')).toEqual({
      number,
      payment_methods: [{ type: 'banktransfer' }],
      items: [
        { product_sku: 'ET-B00002', selected_options: [] },
        {
          product_sku: 'ET-H00013-BLACK-100-ML',
          selected_options: [
            { label: 'Color', value: 'Black' },
            { label: 'Size', value: '100 ml' },
          ],
        },
      ],
    })
  })

  it('refuses the customer cart to guests', async () => {
    expect(categoryOf(await gql('{ customerCart { id } }'))).toBe('graphql-authorization')
  })
})

const CHECKOUT_STEPS = [
  'setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { id } }',
  'setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }',
  'setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }',
  'setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }',
  'setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } }',
]
/**
 * A guest's cart through every checkout step to Place order, with a flat rate and check / money order;
 * `orderFields`: what to read of the order placed (orderV2).
 */
async function placeGuestOrder(cartId: string, orderFields = '') {
  for (const step of CHECKOUT_STEPS) {
    const uses = step.includes('$address')
    const done = await gql(
      `mutation ($id: String!${uses ? ', $address: CartAddressInput!' : ''}) { ${step} }`,
      uses ? { id: cartId, address: ADDRESS } : { id: cartId },
    )
    expect(done.errors).toBeUndefined()
  }
  return gql(
    `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number }
      ${orderFields ? `orderV2 { ${orderFields} }` : ''} errors { code message } } }`,
    { id: cartId },
  )
}

/** The confirmation mail of order `number`, as the backend's outbox holds it. */
async function mailOfOrder(number: string): Promise<string> {
  const { exports } = await import('cloudflare:workers')
  const outbox: unknown = await (
    await exports.default.fetch(new Request('http://commerce/mail', { headers: { Accept: 'application/json' } }))
  ).json()
  const items: unknown = at(outbox, 'items')
  const mail = (Array.isArray(items) ? (items as unknown[]) : []).find((item) =>
    String(at(item, 'subject')).endsWith(`order #${number}`),
  )
  return String(at(mail, 'body_html'))
}

/** The cart's one line reads unavailable, and Place order refuses the cart. */
async function expectUnavailableAndNotOrdered(cartId: string) {
  const read = await gql('query ($id: String!) { cart(cart_id: $id) { items { is_available } } }', { id: cartId })
  expect(at(read.data, 'cart.items')).toEqual([{ is_available: false }])
  const placed = await placeGuestOrder(cartId)
  expect(at(placed.data, 'placeOrder.order')).toBeNull()
  expect(at(placed.data, 'placeOrder.errors.0.code')).toBe('UNABLE_TO_PLACE_ORDER')
}

describe("a bundle's chosen parts", () => {
  const BUNDLE = `{ products(filter: { sku: { eq: "ET-F00015" } }) { items { sku ... on BundleProduct {
    items { required options { uid product { sku } } } } } } }`
  const setStock = (sku: string, inStock: boolean) =>
    env.DB.prepare('UPDATE product SET in_stock = ? WHERE sku = ?')
      .bind(inStock ? 1 : 0, sku)
      .run()

  /** One option of each required item of the bundle: the uids to send and the chosen parts' SKUs. */
  async function choice() {
    const body = await gql(BUNDLE)
    const items: unknown = at(body.data, 'products.items.0.items')
    const required = (Array.isArray(items) ? (items as unknown[]) : []).filter((item) => at(item, 'required'))
    expect(required.length).toBeGreaterThan(0)
    return {
      uids: required.map((item) => String(at(item, 'options.0.uid'))),
      skus: required.map((item) => String(at(item, 'options.0.product.sku'))),
    }
  }

  it('refuses two parts for an option that takes one (radio or select)', async () => {
    const body = await gql(
      `{ products(filter: { sku: { eq: "ET-F00015" } }) { items { ... on BundleProduct { items { type options { uid } } } } } }`,
    )
    const items: unknown = at(body.data, 'products.items.0.items')
    const single = (Array.isArray(items) ? (items as unknown[]) : []).find((item) =>
      ['radio', 'select'].includes(String(at(item, 'type'))),
    )
    const uids = [String(at(single, 'options.0.uid')), String(at(single, 'options.1.uid'))]
    const cartId = await guestCart()
    const refused = await gql(ADD, { cartId, items: [{ sku: 'ET-F00015', quantity: 1, selected_options: uids }] })
    expect(at(refused.data, 'addProductsToCart.user_errors')).toEqual([
      { code: 'UNDEFINED', message: 'Please specify product option(s).' },
    ])
    expect(at(refused.data, 'addProductsToCart.cart.items')).toEqual([])
  })

  it('refuses a sold-out part as Magento does, and an order of a bundle whose part sold out since', async () => {
    const { uids, skus } = await choice()
    const part = skus[0] ?? ''
    const cartId = await guestCart()
    try {
      await setStock(part, false)
      const refused = await gql(ADD, { cartId, items: [{ sku: 'ET-F00015', quantity: 1, selected_options: uids }] })
      expect(at(refused.data, 'addProductsToCart.user_errors')).toEqual([
        { code: 'UNDEFINED', message: 'The required options you selected are not available.' },
      ])
      expect(at(refused.data, 'addProductsToCart.cart.items')).toEqual([])

      await setStock(part, true)
      const added = await gql(ADD, { cartId, items: [{ sku: 'ET-F00015', quantity: 1, selected_options: uids }] })
      expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])

      // The part sells out while the bundle waits in the cart: the line is unavailable and cannot be ordered.
      await setStock(part, false)
      await expectUnavailableAndNotOrdered(cartId)
    } finally {
      await setStock(part, true)
    }
  })
})

describe('stock a cart line takes', () => {
  const stockOf = async (sku: string) =>
    (await env.DB.prepare('SELECT qty, in_stock FROM product WHERE sku = ?')
      .bind(sku)
      .first<{ qty: number; in_stock: number }>()) ?? {
      qty: -1,
      in_stock: -1,
    }
  const setQty = (sku: string, qty: number) =>
    env.DB.prepare('UPDATE product SET qty = ?, in_stock = 1 WHERE sku = ?').bind(qty, sku).run()

  it('a quantity above what is left marks the line unavailable, and it cannot be ordered', async () => {
    const before = await stockOf('ET-H00001')
    const cartId = await guestCart()
    try {
      await setQty('ET-H00001', 5)
      const added = await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 3 }] })
      expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
      // Others buy meanwhile: 2 are left for the 3 in this cart.
      await setQty('ET-H00001', 2)
      await expectUnavailableAndNotOrdered(cartId)
    } finally {
      await setQty('ET-H00001', before.qty)
    }
  })

  it("an add to a cart with such a line lists the cart's error first and still adds, as Magento's AddProductsToCart", async () => {
    const before = await stockOf('ET-H00001')
    const cartId = await guestCart()
    try {
      await setQty('ET-H00001', 5)
      await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 3 }] })
      await setQty('ET-H00001', 2)
      const added = await gql(ADD, { cartId, items: [{ sku: 'ET-H00010', quantity: 1 }] })
      expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([
        { code: 'UNDEFINED', message: 'Not all of your products are available in the requested quantity.' },
      ])
      expect(at(added.data, 'addProductsToCart.cart.total_quantity')).toBe(4)
      const refused = await gql(ADD, { cartId, items: [{ sku: 'ET-H00001', quantity: 1 }] })
      expect(at(refused.data, 'addProductsToCart.user_errors')).toEqual([
        { code: 'UNDEFINED', message: 'Not all of your products are available in the requested quantity.' },
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      ])
      expect(at(refused.data, 'addProductsToCart.cart.total_quantity')).toBe(4)
    } finally {
      await setQty('ET-H00001', before.qty)
    }
  })

  it("lists a bundle's chosen parts in the product's order of options, whatever order the add named them in", async () => {
    const body = await gql(`{ products(filter: { sku: { eq: "ET-H00055" } }) { items { ... on BundleProduct {
      items { title options { uid } } } } } }`)
    const items: unknown = at(body.data, 'products.items.0.items')
    const options = Array.isArray(items) ? (items as unknown[]) : []
    expect(options.length).toBeGreaterThan(1)
    const titles = options.map((item) => at(item, 'title'))
    // This set's second option sorts first by its uid, which is how a cart line keeps its choices.
    const reversed = options.map((item) => String(at(item, 'options.0.uid'))).reverse()
    const cartId = await guestCart()
    const added = await gql(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
        user_errors { message } cart { items { ... on BundleCartItem { bundle_options { label } } } } } }`,
      { cartId, items: [{ sku: 'ET-H00055', quantity: 1, selected_options: reversed }] },
    )
    expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
    const listed: unknown = at(added.data, 'addProductsToCart.cart.items.0.bundle_options')
    expect((Array.isArray(listed) ? (listed as unknown[]) : []).map((option) => at(option, 'label'))).toEqual(titles)
  })

  it("a bundle's order takes its parts' stock, not the set's, and keeps what the set was made of", async () => {
    const body = await gql(`{ products(filter: { sku: { eq: "ET-F00015" } }) { items { ... on BundleProduct {
      items { required title options { uid quantity product { sku name } } } } } } }`)
    const items: unknown = at(body.data, 'products.items.0.items')
    const required = (Array.isArray(items) ? (items as unknown[]) : []).filter((item) => at(item, 'required'))
    const uids = required.map((item) => String(at(item, 'options.0.uid')))
    const part = String(at(required[0], 'options.0.product.sku'))
    const perSet = Number(at(required[0], 'options.0.quantity')) || 1
    const [setBefore, partBefore] = [await stockOf('ET-F00015'), await stockOf(part)]
    try {
      await setQty(part, 10)
      await setQty('ET-F00015', 1)
      const cartId = await guestCart()
      const added = await gql(ADD, { cartId, items: [{ sku: 'ET-F00015', quantity: 2, selected_options: uids }] })
      expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
      const placed = await placeGuestOrder(
        cartId,
        `items { __typename quantity_ordered ... on BundleOrderItem { bundle_options { label values {
          product_name product_sku quantity } } } }`,
      )
      expect(at(placed.data, 'placeOrder.errors')).toEqual([])
      expect(await stockOf(part)).toEqual({ qty: 10 - 2 * perSet, in_stock: 1 })
      // The order line names the set's parts (per set), as the cart did: the order page and the mail show them.
      const parts = required.map((item) => ({
        label: at(item, 'title'),
        values: [
          {
            product_name: at(item, 'options.0.product.name'),
            product_sku: at(item, 'options.0.product.sku'),
            quantity: Number(at(item, 'options.0.quantity')) || 1,
          },
        ],
      }))
      expect(at(placed.data, 'placeOrder.orderV2.items')).toEqual([
        { __typename: 'BundleOrderItem', quantity_ordered: 2, bundle_options: parts },
      ])
      const mail = await mailOfOrder(String(at(placed.data, 'placeOrder.order.order_number')))
      for (const option of parts) expect(mail).toContain(`${String(option.label)}: `)
      expect(mail).toContain(String(at(required[0], 'options.0.product.name')))
      expect(await stockOf('ET-F00015')).toEqual({ qty: 1, in_stock: 1 })
    } finally {
      await env.DB.prepare('UPDATE product SET qty = ?, in_stock = ? WHERE sku = ?')
        .bind(setBefore.qty, setBefore.in_stock, 'ET-F00015')
        .run()
      await env.DB.prepare('UPDATE product SET qty = ?, in_stock = ? WHERE sku = ?')
        .bind(partBefore.qty, partBefore.in_stock, part)
        .run()
    }
  })
})

describe("a cart address's country", () => {
  it("is labelled with the country's name in the store's language, as Magento does", async () => {
    for (const [store, label] of [
      ['us_et', 'Netherlands'],
      ['nl_et', 'Nederland'],
    ] as const) {
      const cartId = await guestCart({ Store: store })
      const set = await gql(
        `mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
        shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { country { code label } } } } }`,
        { id: cartId, address: ADDRESS },
        { Store: store },
      )
      expect(at(set.data, 'setShippingAddressesOnCart.cart.shipping_addresses.0.country')).toEqual({
        code: 'NL',
        label,
      })
    }
  })
})
