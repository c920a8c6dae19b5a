// Loading carts with Magento's ownership rules: a guest cart is only for guests, a customer cart only for its owner.
import { randomToken } from '../auth/tokens.ts'
import { imagesSql, urlRewritesSql, type UrlRewriteRow } from '../catalog/loaders.ts'
import { PRODUCT_COLUMNS, type ImageRow, type ProductRow } from '../catalog/rows.ts'
import { groupBy } from '../graphql/loader.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, noSuchEntityError } from '../graphql/errors.ts'
import type { CartItemRow } from './cart-items.ts'
import type { Coupon } from './totals.ts'

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

function checkedCart(ctx: Context, cartId: string, cart: CartRow | null | undefined): CartRow {
  if (!cart) throw noSuchEntityError(`Could not find a cart with ID "${cartId}"`)
  if (cart.customer_id !== ctx.customerId) {
    throw authorizationError(`The current user cannot perform operations on cart "${cartId}"`)
  }
  if (cart.is_active !== 1) throw noSuchEntityError(`The cart isn't active.`)
  return cart
}

export async function loadCart(ctx: Context, cartId: string): Promise<CartRow> {
  const cart = await ctx.db.prepare('SELECT * FROM cart WHERE cart_id = ?').bind(cartId).first<CartRow>()
  return checkedCart(ctx, cartId, cart)
}

/** A cart with what its view needs: items, their products and variants (primed into the loader), the coupon. */
export type CartContents = { cart: CartRow; items: CartItemRow[]; coupon: Coupon | null }

/** What a cart read takes along: `cards` adds the items' images and URL rewrites (the cart's product cards). */
export type CartReadOptions = { cards: boolean }

/**
 * The cart, its items, their products and its coupon in one round trip (one D1 batch) instead of one query after
 * the other; the same ownership checks as loadCart. `which` picks the cart: an id, or a customer's active cart.
 */
async function readCart(
  ctx: Context,
  which: { sql: string; bind: string | number },
  cartId: string,
  options: CartReadOptions,
) {
  const { db, catalog } = ctx
  const cartIdSql = which.sql
  const itemProductIds = `IN (SELECT product_id FROM cart_item WHERE cart_id = ${cartIdSql}
    UNION SELECT variant_id FROM cart_item WHERE cart_id = ${cartIdSql} AND variant_id IS NOT NULL)`
  const none = Promise.resolve(undefined)
  const [carts, items, products, coupons, images, rewrites] = await Promise.all([
    catalog.run<CartRow>(db.prepare(`SELECT * FROM cart WHERE cart_id = ${cartIdSql}`).bind(which.bind)),
    catalog.run<CartItemRow>(
      db.prepare(`SELECT * FROM cart_item WHERE cart_id = ${cartIdSql} ORDER BY item_id`).bind(which.bind),
    ),
    catalog.run<ProductRow>(
      db
        .prepare(
          `SELECT ${PRODUCT_COLUMNS} FROM product p JOIN product_store ps ON ps.product_id = p.product_id
          AND ps.store_id = ? WHERE p.product_id IN (SELECT product_id FROM cart_item WHERE cart_id = ${cartIdSql}
          UNION SELECT variant_id FROM cart_item WHERE cart_id = ${cartIdSql} AND variant_id IS NOT NULL)`,
        )
        .bind(ctx.store.store_id, which.bind, which.bind),
    ),
    catalog.run<Coupon>(
      db
        .prepare(
          `SELECT * FROM coupon WHERE is_active = 1 AND code = (SELECT coupon_code FROM cart WHERE cart_id = ${cartIdSql})`,
        )
        .bind(which.bind),
    ),
    options.cards ? catalog.run<ImageRow>(db.prepare(imagesSql(itemProductIds)).bind(which.bind, which.bind)) : none,
    options.cards
      ? catalog.run<UrlRewriteRow>(db.prepare(urlRewritesSql(itemProductIds)).bind(which.bind, which.bind))
      : none,
  ])
  const cart = carts.results[0]
  if (!cart && cartId === '') return null
  const checked = checkedCart(ctx, cartId || (cart?.cart_id ?? ''), cart)
  const found = new Map(products.results.map((row) => [row.product_id, row]))
  const imagesOf = images ? groupBy(images.results, (row) => row.product_id) : undefined
  const rewritesOf = rewrites ? groupBy(rewrites.results, (row) => row.entity_id) : undefined
  for (const item of items.results) {
    for (const id of item.variant_id === null ? [item.product_id] : [item.product_id, item.variant_id]) {
      catalog.product.prime(id, found.get(id))
      if (imagesOf) catalog.images.prime(id, imagesOf.get(id))
      if (rewritesOf) catalog.urlRewrites.prime(id, rewritesOf.get(id))
    }
  }
  return { cart: checked, items: items.results, coupon: coupons.results[0] ?? null }
}

/**
 * A cart's id and item count alone (the storefront's header badge), in one statement, with the same ownership checks:
 * the count is of the lines whose product this store sells, as in the cart's view (cart-items.ts drops the others).
 */
export async function loadCartCount(
  ctx: Context,
  which: { cartId: string } | { customerId: number },
): Promise<{ cart: CartRow; total_quantity: number } | null> {
  const byId = 'cartId' in which
  const row = await ctx.db
    .prepare(
      `SELECT c.*, (SELECT COALESCE(SUM(i.qty), 0) FROM cart_item i
        JOIN product_store ps ON ps.product_id = i.product_id AND ps.store_id = ?
        JOIN product p ON p.product_id = i.product_id WHERE i.cart_id = c.cart_id) AS total_quantity
      FROM cart c WHERE c.cart_id = ${byId ? '?' : CUSTOMER_CART_ID}`,
    )
    .bind(ctx.store.store_id, byId ? which.cartId : which.customerId)
    .first<CartRow & { total_quantity: number }>()
  if (!row) return byId ? { cart: checkedCart(ctx, which.cartId, null), total_quantity: 0 } : null
  const { total_quantity, ...cart } = row
  return { cart: checkedCart(ctx, byId ? which.cartId : row.cart_id, cart), total_quantity }
}

/** loadCart with the cart's contents read in the same round trip. */
export async function loadCartContents(
  ctx: Context,
  cartId: string,
  options: CartReadOptions = { cards: false },
): Promise<CartContents> {
  const contents = await readCart(ctx, { sql: '?', bind: cartId }, cartId, options)
  // readCart answers null only for a customer's cart that does not exist; an id always has a row or throws.
  return contents ?? { cart: checkedCart(ctx, cartId, null), items: [], coupon: null }
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

const CUSTOMER_CART_ID =
  '(SELECT cart_id FROM cart WHERE customer_id = ? AND is_active = 1 ORDER BY created_at DESC LIMIT 1)'

export async function customerCart(ctx: Context, customerId: number): Promise<CartRow> {
  const existing = await ctx.db
    .prepare('SELECT * FROM cart WHERE customer_id = ? AND is_active = 1 ORDER BY created_at DESC LIMIT 1')
    .bind(customerId)
    .first<CartRow>()
  return existing ?? createCart(ctx, customerId)
}

/** customerCart with its contents read in the same round trip (a new cart is empty). */
export async function customerCartContents(
  ctx: Context,
  customerId: number,
  options: CartReadOptions = { cards: false },
): Promise<CartContents> {
  const contents = await readCart(ctx, { sql: CUSTOMER_CART_ID, bind: customerId }, '', options)
  return contents ?? { cart: await createCart(ctx, customerId), items: [], coupon: null }
}

export const touchCart = (ctx: Context, cartId: string) =>
  ctx.db.prepare(`UPDATE cart SET updated_at = datetime('now') WHERE cart_id = ?`).bind(cartId).run()
