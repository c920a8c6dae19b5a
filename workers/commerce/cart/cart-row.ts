// Loading carts with Magento's ownership rules: a guest cart is only for guests, a customer cart only for its owner.
import { randomToken } from '../auth/tokens.ts'
import { z } from 'zod'
import type { UrlRewriteRow } from '../catalog/loaders.ts'
import { PRODUCT_COLUMNS, type ImageRow, type ProductRow } from '../catalog/rows.ts'
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
  // Magento's GetCartForUser: a quote belongs to the store it was made in (its currency, prices and rules).
  if (cart.store_id !== ctx.store.store_id) throw noSuchEntityError(`Wrong store code specified for cart "${cartId}"`)
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

// The coupon, images and URL rewrites come along as JSON columns of the cart's and the products' rows: D1 runs
// three statements instead of six (each statement costs D1 its own pass), and they are validated here like any other answer.
const CouponJsonSchema = z.object({
  code: z.string(),
  label: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  amount: z.number(),
  min_subtotal: z.number(),
  free_shipping: z.number(),
})
const ImagesJsonSchema = z.array(
  z.object({
    product_id: z.number(),
    file: z.string(),
    label: z.string().nullable(),
    position: z.number(),
    disabled: z.number(),
  }),
)
const RewritesJsonSchema = z.array(z.object({ entity_id: z.number(), request_path: z.string() }))

/** A JSON column read with its schema; SQL NULL (no coupon) is null. */
function jsonColumn<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  return text === null || text === undefined ? null : schema.parse(JSON.parse(text))
}

/** The cart's active coupon as a JSON object (NULL without one); the coupon code compares without case. */
const COUPON_JSON = `(SELECT json_object('code', code, 'label', label, 'discount_type', discount_type, 'amount', amount,
  'min_subtotal', min_subtotal, 'free_shipping', free_shipping) FROM coupon WHERE is_active = 1 AND code = c.coupon_code)`

/** A product's images in position order and its URL rewrites, as JSON arrays, for the cart's product cards. */
const CARD_JSON = `(SELECT json_group_array(json_object('product_id', product_id, 'file', file, 'label', label,
    'position', position, 'disabled', disabled))
    FROM (SELECT * FROM product_image i WHERE i.product_id = p.product_id ORDER BY i.position)) AS images_json,
  (SELECT json_group_array(json_object('entity_id', entity_id, 'request_path', request_path)) FROM url_rewrite r
    WHERE r.entity_type = 'product' AND r.redirect_code = 0 AND r.entity_id = p.product_id) AS rewrites_json`

type CartWithCoupon = CartRow & { coupon_json: string | null }
type ProductWithCards = ProductRow & { images_json?: string | null; rewrites_json?: string | null }

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
  // One D1 batch, sent at once: the catalogue's statement batcher would first wait a timer turn for other reads
  // (a millisecond in workerd), and nothing else is asked for before the cart is read.
  const answers = await db.batch([
    db.prepare(`SELECT c.*, ${COUPON_JSON} AS coupon_json FROM cart c WHERE c.cart_id = ${cartIdSql}`).bind(which.bind),
    db.prepare(`SELECT * FROM cart_item WHERE cart_id = ${cartIdSql} ORDER BY item_id`).bind(which.bind),
    db
      .prepare(
        `SELECT ${PRODUCT_COLUMNS}${options.cards ? `, ${CARD_JSON}` : ''} FROM product p JOIN product_store ps
        ON ps.product_id = p.product_id AND ps.store_id = ? WHERE p.product_id IN (SELECT product_id FROM cart_item
        WHERE cart_id = ${cartIdSql} UNION SELECT variant_id FROM cart_item WHERE cart_id = ${cartIdSql}
        AND variant_id IS NOT NULL)`,
      )
      .bind(ctx.store.store_id, which.bind, which.bind),
  ])
  // D1Result's rows are untyped at run time; each statement's SQL decides their shape, as with `.all<R>()`.
  const [carts, items, products] = answers as [
    D1Result<CartWithCoupon>,
    D1Result<CartItemRow>,
    D1Result<ProductWithCards>,
  ]
  if (!carts || !items || !products) throw new Error('D1 batch answered fewer results than statements')
  const found = carts.results[0]
  if (!found && cartId === '') return null
  let coupon: Coupon | null = null
  let row: CartRow | undefined
  if (found) {
    const { coupon_json: couponJson, ...cart } = found
    coupon = jsonColumn(CouponJsonSchema, couponJson)
    row = cart
  }
  const checked = checkedCart(ctx, cartId || (row?.cart_id ?? ''), row)
  const rows = new Map<number, ProductRow>()
  const images = new Map<number, ImageRow[]>()
  const rewrites = new Map<number, UrlRewriteRow[]>()
  for (const { images_json: imagesJson, rewrites_json: rewritesJson, ...row } of products.results) {
    rows.set(row.product_id, row)
    // No images or rewrites read as "none", as the loaders answer a product without rows.
    const productImages = jsonColumn(ImagesJsonSchema, imagesJson)
    if (productImages?.length) images.set(row.product_id, productImages)
    const productRewrites = jsonColumn(RewritesJsonSchema, rewritesJson)
    if (productRewrites?.length) rewrites.set(row.product_id, productRewrites)
  }
  for (const item of items.results) {
    for (const id of item.variant_id === null ? [item.product_id] : [item.product_id, item.variant_id]) {
      catalog.product.prime(id, rows.get(id))
      if (options.cards) {
        catalog.images.prime(id, images.get(id))
        catalog.urlRewrites.prime(id, rewrites.get(id))
      }
    }
  }
  return { cart: checked, items: items.results, coupon }
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
      FROM cart c WHERE c.cart_id = ${byId ? '?' : customerCartId(ctx)}`,
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

/** The customer's active cart of this store (a quote belongs to one store, as in Magento): bound to the customer id. */
const customerCartId = (ctx: Context) =>
  `(SELECT cart_id FROM cart WHERE customer_id = ? AND store_id = ${ctx.store.store_id} AND is_active = 1
    ORDER BY created_at DESC LIMIT 1)`

export async function customerCart(ctx: Context, customerId: number): Promise<CartRow> {
  const existing = await ctx.db
    .prepare(
      'SELECT * FROM cart WHERE customer_id = ? AND store_id = ? AND is_active = 1 ORDER BY created_at DESC LIMIT 1',
    )
    .bind(customerId, ctx.store.store_id)
    .first<CartRow>()
  return existing ?? createCart(ctx, customerId)
}

/** customerCart with its contents read in the same round trip (a new cart is empty). */
export async function customerCartContents(
  ctx: Context,
  customerId: number,
  options: CartReadOptions = { cards: false },
): Promise<CartContents> {
  const contents = await readCart(ctx, { sql: customerCartId(ctx), bind: customerId }, '', options)
  return contents ?? { cart: await createCart(ctx, customerId), items: [], coupon: null }
}

export const touchCart = (ctx: Context, cartId: string) =>
  ctx.db.prepare(`UPDATE cart SET updated_at = datetime('now') WHERE cart_id = ?`).bind(cartId).run()
