// Orders: the customer's history (customer.orders, deprecated customerOrders), guest lookups by number, e-mail and
// billing postcode or by token, cancellation with Magento's rules, reorder, and purchased downloadable links.
// A customer sees and changes only their own orders; a guest never sees a customer's order.
import { z } from 'zod'
import { addItems } from '../cart/add-items.ts'
import { UNLIMITED_QTY, loadLines } from '../cart/cart-items.ts'
import { cartView } from '../cart/cart-view.ts'
import { customerCart, touchCart } from '../cart/cart-row.ts'
import { requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { decodeUid } from '../graphql/uid.ts'
import { queueMail } from '../mail/outbox.ts'
import { orderView, orderViews, parseOrderAddress, type OrderItemRow, type OrderRow } from '../sales/order-view.ts'

const CANNOT_LOCATE = "We couldn't locate an order with the information provided."
// Magento\OrderCancellation\Model\CustomerCanCancel: these states cannot be cancelled.
const FINAL_STATES = ['closed', 'complete', 'canceled', 'holded']

/**
 * Where customer.orders looks (its `scope`): STORE, Magento's default, the store view of the request's Store header;
 * WEBSITE and GLOBAL every store view (this backend has one website, which the account spans).
 */
type OrderScope = 'STORE' | 'WEBSITE' | 'GLOBAL'

async function ordersOf(
  ctx: Context,
  customerId: number,
  currentPage: number,
  pageSize: number,
  numbers: string[] | null,
  scope: OrderScope,
) {
  const where = [
    'customer_id = ?',
    ...(scope === 'STORE' ? ['store_id = ?'] : []),
    ...(numbers ? ['increment_id IN (SELECT value FROM json_each(?))'] : []),
  ].join(' AND ')
  const binds = [
    customerId,
    ...(scope === 'STORE' ? [ctx.store.store_id] : []),
    ...(numbers ? [JSON.stringify(numbers)] : []),
  ]
  const [page, count] = await ctx.db.batch<OrderRow & { n?: number }>([
    ctx.db
      .prepare(`SELECT * FROM sales_order WHERE ${where} ORDER BY created_at DESC, order_id DESC LIMIT ? OFFSET ?`)
      .bind(...binds, pageSize, (currentPage - 1) * pageSize),
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM sales_order WHERE ${where}`).bind(...binds),
  ])
  const total = count?.results[0]?.n ?? 0
  return {
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    items: await orderViews(ctx, page?.results ?? []),
  }
}

const OrdersArgsSchema = z.object({
  scope: z.enum(['STORE', 'WEBSITE', 'GLOBAL']).nullish(),
  currentPage: z.number().int().nullish(),
  pageSize: z.number().int().nullish(),
  filter: z
    .object({
      number: z
        .object({ eq: z.string().nullish(), in: z.array(z.string().nullish()).nullish(), match: z.string().nullish() })
        .nullish(),
    })
    .nullish(),
})
const GuestOrderArgsSchema = z.object({
  input: z.object({ number: z.string(), email: z.string(), postcode: z.string() }),
})
const GuestOrderByTokenArgsSchema = z.object({ input: z.object({ token: z.string() }) })
const CancelOrderArgsSchema = z.object({ input: z.object({ order_id: z.string(), reason: z.string() }) })
const ReorderItemsArgsSchema = z.object({ orderNumber: z.string() })

// guestOrder and guestOrderByToken: the order of this store whose billing e-mail and postcode match; a customer's
// order must be looked up signed in.
async function guestOrder(ctx: Context, number: string, email: string, postcode: string) {
  const order = await ctx.db
    .prepare('SELECT * FROM sales_order WHERE increment_id = ? AND store_id = ?')
    .bind(number, ctx.store.store_id)
    .first<OrderRow>()
  if (!order) throw noSuchEntityError(CANNOT_LOCATE)
  const billing = parseOrderAddress(order.billing_address_json)
  if (!billing || (billing.postcode ?? '') !== postcode || order.email !== email) throw noSuchEntityError(CANNOT_LOCATE)
  if (order.customer_id !== null) throw authorizationError('Please login to view the order.')
  return orderView(ctx, order)
}

async function ownOrder(ctx: Context, customerId: number, number: string): Promise<OrderRow> {
  const order = await ctx.db
    .prepare('SELECT * FROM sales_order WHERE increment_id = ? AND store_id = ?')
    .bind(number, ctx.store.store_id)
    .first<OrderRow>()
  if (!order || order.customer_id !== customerId)
    throw inputError(`Order number "${number}" doesn't belong to the current customer`)
  return order
}

const BuyRequestSchema = z.object({
  selected: z.array(z.string()).default([]),
  entered: z.array(z.object({ uid: z.string(), value: z.string() })).default([]),
})

function buyRequest(json: string | null) {
  const parsed = BuyRequestSchema.safeParse(json ? JSON.parse(json) : {})
  return parsed.success ? parsed.data : { selected: [], entered: [] }
}

type DownloadRow = {
  link_hash: string
  number_of_downloads_bought: number
  number_of_downloads_used: number
  status: string
  created_at: string
  increment_id: string
  title: string
  product_name: string | null
}

export const orderResolvers: ResolverMap = {
  Query: {
    // The deprecated list: every order of the customer, as Magento's collection of them (no store filter).
    customerOrders: (_source: unknown, _args, ctx) => ordersOf(ctx, requireCustomer(ctx), 1, 100, null, 'GLOBAL'),
    guestOrder: (_source: unknown, args, ctx) => {
      const { input } = GuestOrderArgsSchema.parse(args)
      return guestOrder(ctx, input.number.trim(), input.email.trim(), input.postcode.trim())
    },
    guestOrderByToken: async (_source: unknown, args, ctx) => {
      const { input } = GuestOrderByTokenArgsSchema.parse(args)
      const [number, protect] = (decodeUid(input.token) ?? '').split(':')
      const order =
        number && protect
          ? await ctx.db
              .prepare('SELECT * FROM sales_order WHERE increment_id = ? AND protect_code = ? AND store_id = ?')
              .bind(number, protect, ctx.store.store_id)
              .first<OrderRow>()
          : null
      if (!order) throw noSuchEntityError(CANNOT_LOCATE)
      if (order.customer_id !== null) throw authorizationError('Please login to view the order.')
      return orderView(ctx, order)
    },
    // Links bought by the customer; Magento lists them from order placement on. This store enables them at once
    // ("Order Item Status to Enable Downloads" = Pending, see placeOrder), as shops selling guides and videos do.
    // download_url is on this backend's origin; the storefront passes /downloadable/download/* through to it.
    // Whichever store view they were bought in, as the customer's orders are (Magento's
    // GetPurchasedDownloadableProducts filters on the customer alone).
    customerDownloadableProducts: async (_source: unknown, _args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { results } = await ctx.db
        .prepare(
          `SELECT d.link_hash, d.number_of_downloads_bought, d.number_of_downloads_used, d.status, d.created_at,
          d.title, o.increment_id, (SELECT i.name FROM sales_order_item i JOIN downloadable_link l ON l.product_id = i.product_id
          WHERE i.order_id = d.order_id AND l.link_id = d.link_id LIMIT 1) AS product_name
          FROM downloadable_link_purchased d JOIN sales_order o ON o.order_id = d.order_id
          WHERE d.customer_id = ? AND d.status NOT IN ('pending_payment', 'payment_review')
          ORDER BY d.purchased_id DESC`,
        )
        .bind(customerId)
        .all<DownloadRow>()
      return {
        items: results.map((row) => ({
          date: row.created_at,
          download_url: `${ctx.origin}/downloadable/download/link/id/${row.link_hash}/`,
          order_increment_id: row.increment_id,
          remaining_downloads:
            row.number_of_downloads_bought === 0
              ? 'Unlimited'
              : String(row.number_of_downloads_bought - row.number_of_downloads_used),
          status: row.status,
          // The shop module's titles (extension.graphql): Magento's type names no product or link.
          link_title: row.title,
          product_name: row.product_name,
        })),
      }
    },
  },
  Mutation: {
    cancelOrder: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { input } = CancelOrderArgsSchema.parse(args)
      const orderId = /^\d+$/.test(input.order_id.trim()) ? Number(input.order_id) : 0
      if (orderId === 0) throw inputError('Required parameter "order_id" is missing or incorrect.')
      if (!input.reason.trim()) throw inputError('Required parameter "reason" is missing or incorrect.')
      const order = await ctx.db.prepare('SELECT * FROM sales_order WHERE order_id = ?').bind(orderId).first<OrderRow>()
      if (!order) return { error: "The entity that was requested doesn't exist. Verify the entity and try again." }
      if (order.customer_id !== customerId) return { error: 'Current user is not authorized to cancel this order' }
      if (FINAL_STATES.includes(order.status))
        return { error: 'Order already closed, complete, cancelled or on hold', order: await orderView(ctx, order) }
      const store = ctx.stores.find((s) => s.store_id === order.store_id)
      if (store?.order_cancellation !== 1) return { error: 'Order cancellation is not enabled for requested store.' }
      // Cancelling returns the ordered quantities to stock, records the reason as a visible comment and expires
      // the order's downloadable links.
      const { results: items } = await ctx.db
        .prepare('SELECT * FROM sales_order_item WHERE order_id = ?')
        .bind(orderId)
        .all<OrderItemRow>()
      await ctx.db.batch([
        ctx.db
          .prepare(`UPDATE sales_order SET status = 'canceled', updated_at = datetime('now') WHERE order_id = ?`)
          .bind(orderId),
        ctx.db.prepare('INSERT INTO sales_order_comment (order_id, message) VALUES (?, ?)').bind(orderId, input.reason),
        // Magento's SetLinkStatusObserver: the links of a cancelled order expire.
        ctx.db.prepare(`UPDATE downloadable_link_purchased SET status = 'expired' WHERE order_id = ?`).bind(orderId),
        ...items.flatMap((item) => {
          const back = 'UPDATE product SET qty = qty + ?, in_stock = CASE WHEN qty + ? > 0 THEN 1 ELSE in_stock END'
          const moves = orderedStock(item)
          // An older line (no moves recorded) took the stock of the product it names by SKU (a variant's own).
          if (!moves)
            return [
              ctx.db.prepare(`${back} WHERE sku = ? AND qty < ?`).bind(item.qty, item.qty, item.sku, UNLIMITED_QTY),
            ]
          return moves.map(({ product_id, qty }) =>
            ctx.db.prepare(`${back} WHERE product_id = ? AND qty < ?`).bind(qty, qty, product_id, UNLIMITED_QTY),
          )
        }),
      ])
      await queueMail(ctx.db, {
        storeId: order.store_id,
        to: order.email,
        subject: `Your ${ctx.store.name} order #${order.increment_id} has been cancelled`,
        html: `<p>Your order #${order.increment_id} has been cancelled.</p>`,
      })
      const updated = await ctx.db
        .prepare('SELECT * FROM sales_order WHERE order_id = ?')
        .bind(orderId)
        .first<OrderRow>()
      return { order: updated ? await orderView(ctx, updated) : null }
    },
    // The order's items go into the customer's cart again; what cannot be added is reported, not thrown.
    reorderItems: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { orderNumber } = ReorderItemsArgsSchema.parse(args)
      const order = await ownOrder(ctx, customerId, orderNumber)
      const { results: items } = await ctx.db
        .prepare('SELECT * FROM sales_order_item WHERE order_id = ? ORDER BY item_id')
        .bind(order.order_id)
        .all<OrderItemRow>()
      const cart = await customerCart(ctx, customerId)
      const errors = []
      for (const item of items) {
        const parent = item.product_id === null ? null : await ctx.catalog.product(item.product_id)
        if (!parent) {
          errors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a product with SKU "${item.sku}"`,
            path: ['orderNumber'],
          })
          continue
        }
        const request = buyRequest(item.buy_request_json)
        const input = {
          sku: item.sku,
          quantity: item.qty,
          parent_sku: parent.sku !== item.sku ? parent.sku : null,
          selected_options: request.selected,
          entered_options: request.entered,
        }
        const userErrors = await addItems(ctx, cart.cart_id, [input], await loadLines(ctx, cart.cart_id))
        errors.push(...userErrors.map((error) => ({ ...error, path: ['orderNumber'] })))
      }
      await touchCart(ctx, cart.cart_id)
      return { cart: await cartView(ctx, cart), userInputErrors: errors }
    },
  },
  Customer: {
    orders: (customer: CustomerRow, args, ctx) => {
      const parsed = OrdersArgsSchema.parse(args)
      const currentPage = parsed.currentPage ?? 1
      const pageSize = parsed.pageSize ?? 20
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.')
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.')
      const number = parsed.filter?.number
      const numbers = number?.eq
        ? [number.eq]
        : number?.in
          ? number.in.filter((value): value is string => typeof value === 'string')
          : number?.match
            ? [number.match]
            : null
      return ordersOf(ctx, customer.customer_id, currentPage, pageSize, numbers, parsed.scope ?? 'STORE')
    },
  },
}

const StockMovesSchema = z.array(z.object({ product_id: z.number().int(), qty: z.number().positive() }))

/** The stock an order line took, as checkout.ts recorded it; null for a line from before it did. */
function orderedStock(item: OrderItemRow): { product_id: number; qty: number }[] | null {
  if (!item.stock_moves_json) return null
  const recorded = StockMovesSchema.safeParse(JSON.parse(item.stock_moves_json))
  return recorded.success ? recorded.data : null
}
