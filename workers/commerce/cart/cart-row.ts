// Loading carts with Magento's ownership rules: a guest cart is only for guests, a customer cart only for its owner.
import { randomToken } from '../auth/tokens.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, noSuchEntityError } from '../graphql/errors.ts'

export type CartRow = {
  cart_id: string
  store_id: number
  customer_id: number | null
  email: string | null
  is_active: number
  coupon_code: string | null
  shipping_address_json: string | null
  billing_address_json: string | null
  shipping_carrier_code: string | null
  shipping_method_code: string | null
  payment_method_code: string | null
}

export async function loadCart(ctx: Context, cartId: string): Promise<CartRow> {
  const cart = await ctx.db.prepare('SELECT * FROM cart WHERE cart_id = ?').bind(cartId).first<CartRow>()
  if (!cart) throw noSuchEntityError(`Could not find a cart with ID "${cartId}"`)
  if (cart.customer_id !== ctx.customerId) {
    throw authorizationError(`The current user cannot perform operations on cart "${cartId}"`)
  }
  if (cart.is_active !== 1) throw noSuchEntityError(`The cart isn't active.`)
  return cart
}

export async function createCart(ctx: Context, customerId: number | null, cartId = randomToken(16)): Promise<CartRow> {
  const cart = await ctx.db
    .prepare(
      'INSERT INTO cart (cart_id, store_id, customer_id, email) VALUES (?, ?, ?, (SELECT email FROM customer WHERE customer_id = ?)) RETURNING *',
    )
    .bind(cartId, ctx.store.store_id, customerId, customerId)
    .first<CartRow>()
  if (!cart) throw new Error('Cart insert returned no row')
  return cart
}

export async function customerCart(ctx: Context, customerId: number): Promise<CartRow> {
  const existing = await ctx.db
    .prepare('SELECT * FROM cart WHERE customer_id = ? AND is_active = 1 ORDER BY created_at DESC LIMIT 1')
    .bind(customerId)
    .first<CartRow>()
  return existing ?? createCart(ctx, customerId)
}

export const touchCart = (ctx: Context, cartId: string) =>
  ctx.db.prepare(`UPDATE cart SET updated_at = datetime('now') WHERE cart_id = ?`).bind(cartId).run()
