// Issue 11: a cart read takes its coupon, its products' images and URL rewrites along as JSON columns of the cart's
// and the products' rows (three D1 statements instead of six). What the cart answers must be exactly what the same
// products and coupon answer when read on their own, and one cart's read never carries another cart's rows.
import { describe, expect, it } from 'vitest'
import { at, gql } from './client.ts'

const STORE = { Store: 'us_et' }
const VARIANT = [btoa('configurable/93/1'), btoa('configurable/139/12')]
const CARD = 'sku name thumbnail { url label } small_image { url label } url_key url_rewrites { url }'

async function cartWith(items: Record<string, unknown>[], coupon?: string): Promise<string> {
  const created = await gql('mutation { createEmptyCart }', {}, STORE)
  const cartId = at(created.data, 'createEmptyCart')
  if (typeof cartId !== 'string') throw new Error(JSON.stringify(created.errors))
  const added = await gql(
    'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    { cartId, items },
    STORE,
  )
  expect(at(added.data, 'addProductsToCart.user_errors')).toEqual([])
  if (coupon) {
    const applied = await gql(
      'mutation ($cartId: String!, $code: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { id } } }',
      { cartId, code: coupon },
      STORE,
    )
    expect(applied.errors).toBeUndefined()
  }
  return cartId
}

async function readCart(cartId: string) {
  const answer = await gql(
    `query ($cartId: String!) { cart(cart_id: $cartId) {
      total_quantity applied_coupons { code }
      prices { discounts { label amount { value } } grand_total { value } }
      items { product { ${CARD} } ... on ConfigurableCartItem { configured_variant { ${CARD} } } }
    } }`,
    { cartId },
    STORE,
  )
  expect(answer.errors).toBeUndefined()
  return answer.data
}

async function productsBySku(skus: string[]) {
  const answer = await gql(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 20) { items { ${CARD}
      ... on ConfigurableProduct { variants { product { ${CARD} } } } } } }`,
    { skus },
    STORE,
  )
  expect(answer.errors).toBeUndefined()
  return at(answer.data, 'products.items')
}

describe('a cart read with its coupon, images and URL rewrites in its rows', () => {
  it('answers each product card as the product itself answers it, the variant’s too', async () => {
    const cartId = await cartWith([
      { sku: 'ET-H00001', quantity: 2 },
      { sku: 'ET-H00013', quantity: 1, selected_options: VARIANT },
    ])
    const cart = await readCart(cartId)
    const products = await productsBySku(['ET-H00001', 'ET-H00013'])
    if (!Array.isArray(products)) throw new Error('no products')
    const bySku = new Map(products.map((product: unknown) => [at(product, 'sku'), product]))
    expect(at(cart, 'cart.items.0.product')).toEqual(stripVariants(bySku.get('ET-H00001')))
    expect(at(cart, 'cart.items.1.product')).toEqual(stripVariants(bySku.get('ET-H00013')))
    const variants = at(bySku.get('ET-H00013'), 'variants')
    const variant = Array.isArray(variants)
      ? variants.map((entry: unknown) => at(entry, 'product')).find((p) => at(p, 'sku') === 'ET-H00013-BLACK-100-ML')
      : undefined
    expect(variant).toBeDefined()
    expect(at(cart, 'cart.items.1.configured_variant')).toEqual(variant)
    // The cards carry real images and URLs, not empty stand-ins.
    expect(at(cart, 'cart.items.0.product.thumbnail.url')).toMatch(/\.svg$/)
    expect(at(cart, 'cart.items.0.product.url_rewrites.0.url')).toMatch(/\.html$/)
  })

  it('applies the cart’s own coupon, whatever the case it was entered in, and no coupon to a cart without one', async () => {
    const withCoupon = await cartWith([{ sku: 'ET-H00001', quantity: 1 }], 'welcome10')
    const without = await cartWith([{ sku: 'ET-H00001', quantity: 1 }])
    const discounted = await readCart(withCoupon)
    const plain = await readCart(without)
    expect(at(discounted, 'cart.applied_coupons')).toEqual([{ code: 'WELCOME10' }])
    expect(at(discounted, 'cart.prices.discounts.0.label')).toBe('Welcome 10%')
    expect(at(plain, 'cart.applied_coupons')).toBeNull()
    expect(at(plain, 'cart.prices.discounts')).toEqual([])
    const full = Number(at(plain, 'cart.prices.grand_total.value'))
    expect(Number(at(discounted, 'cart.prices.grand_total.value'))).toBeLessThan(full)
  })

  it('never carries another cart’s items, products or coupon, read one after the other or at once', async () => {
    const first = await cartWith([{ sku: 'ET-H00001', quantity: 2 }], 'WELCOME10')
    const second = await cartWith([{ sku: 'ET-H00010', quantity: 1 }])
    const [a, b] = await Promise.all([readCart(first), readCart(second)])
    expect(at(a, 'cart.items.0.product.sku')).toBe('ET-H00001')
    expect(at(a, 'cart.total_quantity')).toBe(2)
    expect(at(a, 'cart.applied_coupons')).toEqual([{ code: 'WELCOME10' }])
    expect(at(b, 'cart.items.0.product.sku')).toBe('ET-H00010')
    expect(at(b, 'cart.items.1')).toBeUndefined()
    expect(at(b, 'cart.total_quantity')).toBe(1)
    expect(at(b, 'cart.applied_coupons')).toBeNull()
  })
})

/** A product as the cart shows it: the configurable's own card, without its variants. */
function stripVariants(product: unknown): unknown {
  if (typeof product !== 'object' || product === null) return product
  return Object.fromEntries(Object.entries(product).filter(([key]) => key !== 'variants'))
}
