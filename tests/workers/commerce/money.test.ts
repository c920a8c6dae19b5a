import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  availableShippingMethods,
  carryRounding,
  cartTotals,
  lineDiscounts,
  round,
  type Coupon,
} from '../../../workers/commerce/cart/totals.ts'
import { at, gql } from './client.ts'

/** The backend's money as Magento 2.4.7 computes it: cents, coupons over several lines, and what a coupon keeps. */

const WELCOME10: Coupon = {
  code: 'WELCOME10',
  label: 'Welcome 10%',
  discount_type: 'percent',
  amount: 10,
  min_subtotal: 0,
  free_shipping: 0,
}
const SAVE5: Coupon = { ...WELCOME10, code: 'SAVE5', label: 'Five euros off', discount_type: 'fixed', amount: 5 }
const FREESHIP: Coupon = { ...WELCOME10, code: 'FREESHIP', amount: 0, free_shipping: 1 }

const sum = (values: number[]) => round(values.reduce((total, value) => total + value, 0))

describe('rounding to the cent', () => {
  it('takes half a cent up, whatever binary floating point makes of it (PHP round)', () => {
    expect(73.5 * 0.21).toBeLessThan(15.435)
    expect(round(73.5 * 0.21)).toBe(15.44)
    expect(round((21.95 * 10) / 100)).toBe(2.2)
    expect(round(16.95 * 3)).toBe(50.85)
    expect(round(-2.345)).toBe(-2.35)
    expect(round(0.004)).toBe(0)
  })

  it('carries what each line lost to the next, so the lines add up to the rounded whole', () => {
    expect(carryRounding([4.795, 4.795, 4.795, 4.795, 4.795])).toEqual([4.8, 4.79, 4.8, 4.79, 4.8])
    expect(carryRounding([])).toEqual([])
  })
})

describe('a coupon over several lines', () => {
  it('takes exactly its percentage of the subtotal', () => {
    const rows = [47.95, 47.95, 47.95, 47.95, 47.95]
    expect(sum(lineDiscounts(rows, WELCOME10))).toBe(23.98)
    expect(lineDiscounts([21.95], WELCOME10)).toEqual([2.2])
  })

  it('takes exactly its fixed amount, spread by each line’s share', () => {
    for (const rows of [
      [10.36, 12.95, 21.95],
      [10.36, 12.95, 16.95],
      [26.95, 40.05, 31.08, 1, 0.07],
    ])
      expect(sum(lineDiscounts(rows, SAVE5))).toBe(5)
    // Never more than the goods.
    expect(sum(lineDiscounts([1.5, 2], SAVE5))).toBe(3.5)
  })

  it('leaves VAT on the discounted goods and shipping rounded half up', () => {
    // €81.67 less 10 % (€8.17) is €73.50 taxable: VAT €15.435 is €15.44.
    const totals = cartTotals([68.72, 12.95], WELCOME10, 0)
    expect(totals.discount).toBe(8.17)
    expect(totals.tax).toBe(15.44)
    expect(totals.grandTotal).toBe(88.94)
  })
})

describe('a free-shipping coupon', () => {
  it('makes every method free, the flat rate too', () => {
    expect(availableShippingMethods(10, FREESHIP).map((method) => [method.carrier_code, method.amount])).toEqual([
      ['flatrate', 0],
      ['freeshipping', 0],
    ])
    expect(availableShippingMethods(10, null).map((method) => [method.carrier_code, method.amount])).toEqual([
      ['flatrate', 4.95],
    ])
  })
})

const CART = 'id applied_coupons { code } items { uid quantity } prices { discounts { amount { value } } }'
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
  cart { ${CART} } user_errors { code message } } }`
const UPDATE = `mutation ($id: String!, $uid: ID!, $qty: Float!) { updateCartItems(input: { cart_id: $id,
  cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) { cart { ${CART} } } }`
const REMOVE = `mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) {
  cart { ${CART} } } }`
const APPLY = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) {
  cart { ${CART} } } }`

async function guestCart(): Promise<string> {
  return String(at((await gql('mutation { createEmptyCart }')).data, 'createEmptyCart'))
}

/** Gentle Argan Hand Cream: €13.56, so two are over SAVE5's €25 minimum and one is under. */
const HAND_CREAM = 'ET-B00023'

describe('a coupon that stopped applying', () => {
  it('is gone for good: raising the cart again does not bring it back (Magento clears the quote’s code)', async () => {
    const id = await guestCart()
    const added = await gql(ADD, { cartId: id, items: [{ sku: HAND_CREAM, quantity: 2 }] })
    const uid = at(added.data, 'addProductsToCart.cart.items.0.uid')
    expect(at((await gql(APPLY, { id, code: 'SAVE5' })).data, 'applyCouponToCart.cart.applied_coupons')).toEqual([
      { code: 'SAVE5' },
    ])
    await gql(UPDATE, { id, uid, qty: 1 })
    const raised = await gql(UPDATE, { id, uid, qty: 2 })
    expect(at(raised.data, 'updateCartItems.cart.applied_coupons')).toBeNull()
    expect(at(raised.data, 'updateCartItems.cart.prices.discounts')).toEqual([])
  })

  it('is gone with the cart’s last line, so the next product added gets no discount', async () => {
    const id = await guestCart()
    const added = await gql(ADD, { cartId: id, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    await gql(APPLY, { id, code: 'WELCOME10' })
    const emptied = await gql(REMOVE, { id, uid: at(added.data, 'addProductsToCart.cart.items.0.uid') })
    expect(at(emptied.data, 'removeItemFromCart.cart.applied_coupons')).toBeNull()
    const again = await gql(ADD, { cartId: id, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    expect(at(again.data, 'addProductsToCart.cart.applied_coupons')).toBeNull()
  })
})

describe('signing in with a guest cart', () => {
  it('keeps the coupon the guest applied over the one in the customer’s cart (Magento Quote::merge)', async () => {
    const email = `money-merge-${crypto.randomUUID().slice(0, 8)}@example.com`
    const created = await gql(
      `mutation ($email: String!) { createCustomerV2(input: { firstname: "Mia", lastname: "Kok", email: $email,
        password: "Password123!" }) { customer { email } } }`,
      { email },
    )
    expect(created.errors).toBeUndefined()
    const token = at(
      (
        await gql(
          'mutation ($email: String!) { generateCustomerToken(email: $email, password: "Password123!") { token } }',
          {
            email,
          },
        )
      ).data,
      'generateCustomerToken.token',
    )
    const auth = { Authorization: `Bearer ${String(token)}` }
    const customerCart = String(at((await gql('{ customerCart { id } }', {}, auth)).data, 'customerCart.id'))
    await gql(ADD, { cartId: customerCart, items: [{ sku: 'ET-B00002', quantity: 1 }] }, auth)
    await gql(APPLY, { id: customerCart, code: 'SAVE5' }, auth)

    const guest = await guestCart()
    await gql(ADD, { cartId: guest, items: [{ sku: 'ET-H00001', quantity: 1 }] })
    await gql(APPLY, { id: guest, code: 'WELCOME10' })
    const merged = await gql(
      'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { applied_coupons { code } } }',
      { s: guest, d: customerCart },
      auth,
    )
    expect(at(merged.data, 'mergeCarts.applied_coupons')).toEqual([{ code: 'WELCOME10' }])
  })
})

describe('a quantity', () => {
  it('is a whole number: a fraction is refused on add and on update, as for Magento products without decimals', async () => {
    const id = await guestCart()
    const refused = await gql(ADD, { cartId: id, items: [{ sku: HAND_CREAM, quantity: 0.001 }] })
    expect(at(refused.data, 'addProductsToCart.user_errors')).toEqual([
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
    ])
    expect(at(refused.data, 'addProductsToCart.cart.items')).toEqual([])
    const added = await gql(ADD, { cartId: id, items: [{ sku: HAND_CREAM, quantity: 2 }] })
    const uid = at(added.data, 'addProductsToCart.cart.items.0.uid')
    const update = await gql(UPDATE, { id, uid, qty: 1.5 })
    expect(update.errors?.[0]?.message).toBe('You cannot use decimal quantity for this product.')
    const read = await gql(`query ($id: String!) { cart(cart_id: $id) { ${CART} } }`, { id })
    expect(at(read.data, 'cart.items.0.quantity')).toBe(2)
  })
})

describe('the demo customer’s past orders', () => {
  it('tax their goods and shipping as every order placed now, and add up', async () => {
    const token = at(
      (await gql('mutation { generateCustomerToken(email: "loyal@example.com", password: "Password123!") { token } }'))
        .data,
      'generateCustomerToken.token',
    )
    const answer = await gql(
      `{ customer { orders(pageSize: 20) { items { number total { subtotal { value } total_shipping { value }
        total_tax { value } grand_total { value } } } } } }`,
      {},
      { Authorization: `Bearer ${String(token)}`, Store: 'nl_et' },
    )
    const orders = z
      .array(
        z.object({
          number: z.string(),
          total: z.object({
            subtotal: z.object({ value: z.number() }),
            total_shipping: z.object({ value: z.number() }),
            total_tax: z.object({ value: z.number() }),
            grand_total: z.object({ value: z.number() }),
          }),
        }),
      )
      .parse(at(answer.data, 'customer.orders.items'))
    const seeded = orders.filter((order) => ['000000001', '000000002', '000000003'].includes(order.number))
    expect(seeded).toHaveLength(3)
    for (const { total } of seeded) {
      expect(total.total_tax.value).toBe(round((total.subtotal.value + total.total_shipping.value) * 0.21))
      expect(total.grand_total.value).toBe(
        round(total.subtotal.value + total.total_shipping.value + total.total_tax.value),
      )
    }
  })
})
