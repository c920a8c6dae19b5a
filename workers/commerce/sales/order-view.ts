// CustomerOrder as GraphQL returns it, for the order history, placeOrder's orderV2, the guest lookups and
// cancelOrder. Orders are snapshots: prices, names and addresses as they were when the order was placed.
import { z } from 'zod'
import type { CartLine } from '../cart/cart-items.ts'
import { finalPrice } from '../catalog/price.ts'
import { toProductSource } from '../catalog/product-source.ts'
import type { Context } from '../graphql/context.ts'
import { encodeUid } from '../graphql/uid.ts'

export type OrderRow = {
  order_id: number
  increment_id: string
  store_id: number
  customer_id: number | null
  email: string
  status: string
  subtotal: number
  discount_amount: number
  discount_label: string | null
  shipping_amount: number
  tax_amount: number
  grand_total: number
  coupon_code: string | null
  shipping_method: string | null
  shipping_description: string | null
  payment_method: string
  shipping_address_json: string | null
  billing_address_json: string
  created_at: string
  protect_code: string | null
}
export type OrderItemRow = {
  item_id: number
  order_id: number
  product_id: number | null
  sku: string
  name: string
  product_type: string
  qty: number
  price: number
  row_total: number
  discount_amount: number
  options_json: string
  buy_request_json: string | null
  selected_options_json: string
  stock_moves_json: string | null
  bundle_options_json: string
  downloadable_links_json: string
}

const AddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string().nullish(),
  country_code: z.string(),
  telephone: z.string().nullish(),
  region: z.string().nullish(),
  region_code: z.string().nullish(),
  region_id: z.number().nullish(),
  company: z.string().nullish(),
  vat_id: z.string().nullish(),
})

export function parseOrderAddress(json: string | null) {
  if (!json) return null
  const parsed = AddressSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : null
}

function orderAddress(json: string | null) {
  const address = parseOrderAddress(json)
  return address
    ? {
        ...address,
        region_id: address.region_id === null || address.region_id === undefined ? null : String(address.region_id),
      }
    : null
}

const PAYMENT_TITLES: Record<string, string> = { checkmo: 'Check / Money order', banktransfer: 'Bank Transfer Payment' }
// Magento's default labels of the order statuses.
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
  holded: 'On Hold',
}
const ITEM_TYPENAMES: Record<string, string> = { bundle: 'BundleOrderItem', downloadable: 'DownloadableOrderItem' }

const OptionsSchema = z.array(z.object({ label: z.string(), value: z.string() }))

/** A bundle's chosen parts per option, as the order line keeps them (sales_order_item.bundle_options_json). */
const BundleOptionsSchema = z.array(
  z.object({
    uid: z.string(),
    label: z.string(),
    values: z.array(
      z.object({
        uid: z.string(),
        product_name: z.string(),
        product_sku: z.string(),
        price: z.number(),
        quantity: z.number(),
      }),
    ),
  }),
)
/** The links a download's order line bought (sales_order_item.downloadable_links_json). */
const LinksSchema = z.array(z.object({ uid: z.string(), title: z.string(), sort_order: z.number() }))

function parsed<T>(schema: z.ZodType<T>, json: string, empty: T): T {
  const result = schema.safeParse(JSON.parse(json))
  return result.success ? result.data : empty
}

const options = (json: string) => parsed(OptionsSchema, json, [])

/** What a bundle line was made of when ordered: each option with its parts (name, SKU, price, quantity per set). */
export function bundleOptionsSnapshot(line: Pick<CartLine, 'bundle'>): z.infer<typeof BundleOptionsSchema> {
  const optionIds = [...new Set(line.bundle.map((pick) => pick.optionId))]
  return optionIds.map((optionId) => {
    const picks = line.bundle.filter((pick) => pick.optionId === optionId)
    return {
      uid: encodeUid(`bundle/${optionId}`),
      label: picks[0]?.optionTitle ?? '',
      values: picks.map((pick) => ({
        uid: encodeUid(`bundle/${optionId}/${pick.selectionId}/${pick.qty}`),
        product_name: pick.product.name,
        product_sku: pick.product.sku,
        price: finalPrice(pick.product),
        quantity: pick.qty,
      })),
    }
  })
}

/** The links a download line bought. */
export function downloadableLinksSnapshot(line: Pick<CartLine, 'links'>): z.infer<typeof LinksSchema> {
  return line.links.map((link) => ({
    uid: encodeUid(`downloadable/${link.link_id}`),
    title: link.title,
    sort_order: link.sort_order,
  }))
}

// The token of CustomerOrder: what guestOrderByToken takes. Unguessable, because it carries the protect code.
export const orderToken = (order: OrderRow): string =>
  order.protect_code ? encodeUid(`${order.increment_id}:${order.protect_code}`) : ''

type CommentRow = { order_id: number; message: string; created_at: string }

export async function orderViews(ctx: Context, orders: OrderRow[]) {
  const ids = JSON.stringify(orders.map((order) => order.order_id))
  const [items, comments] = await ctx.db.batch<OrderItemRow | CommentRow>([
    ctx.db
      .prepare('SELECT * FROM sales_order_item WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY item_id')
      .bind(ids),
    ctx.db
      .prepare(
        'SELECT order_id, message, created_at FROM sales_order_comment WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY comment_id',
      )
      .bind(ids),
  ])
  const itemRows = (items?.results ?? []).filter((row): row is OrderItemRow => 'item_id' in row)
  const commentRows = (comments?.results ?? []).filter((row): row is CommentRow => 'message' in row)
  const money = (value: number) => ({ value, currency: ctx.store.currency })
  return orders.map((order) => ({
    id: encodeUid(order.order_id),
    number: order.increment_id,
    order_number: order.increment_id,
    increment_id: order.increment_id,
    order_date: order.created_at,
    created_at: order.created_at,
    status: STATUS_LABELS[order.status] ?? order.status,
    email: order.email,
    grand_total: order.grand_total,
    token: orderToken(order),
    carrier: order.shipping_description?.split(' - ')[0] ?? null,
    shipping_method: order.shipping_description,
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    shipping_address: orderAddress(order.shipping_address_json),
    billing_address: orderAddress(order.billing_address_json),
    payment_methods: [
      {
        name: PAYMENT_TITLES[order.payment_method] ?? order.payment_method,
        type: order.payment_method,
        additional_data: [],
      },
    ],
    // Orders here are never invoiced, shipped or refunded, so those lists are empty as in Magento before invoicing.
    invoices: [],
    shipments: [],
    credit_memos: [],
    gift_message: null,
    comments: commentRows
      .filter((comment) => comment.order_id === order.order_id)
      .map((comment) => ({ message: comment.message, timestamp: comment.created_at })),
    total: {
      subtotal: money(order.subtotal),
      grand_total: money(order.grand_total),
      base_grand_total: money(order.grand_total),
      total_tax: money(order.tax_amount),
      total_shipping: money(order.shipping_amount),
      taxes: order.tax_amount > 0 ? [{ title: 'VAT', rate: 21, amount: money(order.tax_amount) }] : [],
      discounts:
        order.discount_amount > 0
          ? [{ label: order.discount_label ?? 'Discount', amount: money(order.discount_amount) }]
          : [],
      shipping_handling: {
        amount_including_tax: money(order.shipping_amount),
        amount_excluding_tax: money(order.shipping_amount),
        total_amount: money(order.shipping_amount),
        taxes: [],
        discounts: [],
      },
    },
    items: itemRows
      .filter((item) => item.order_id === order.order_id)
      .map((item) => ({
        __typename: ITEM_TYPENAMES[item.product_type] ?? 'OrderItem',
        id: encodeUid(item.item_id),
        product_name: item.name,
        product_sku: item.sku,
        product_type: item.product_type,
        product_url_key: null,
        product_sale_price: money(item.price),
        quantity_ordered: item.qty,
        quantity_invoiced: 0,
        quantity_shipped: 0,
        quantity_canceled: order.status === 'canceled' ? item.qty : 0,
        quantity_refunded: 0,
        quantity_returned: 0,
        status: order.status === 'canceled' ? 'Canceled' : 'Ordered',
        // The configurable choices, as they were when the order was placed.
        selected_options: options(item.selected_options_json),
        // The customizable options the shopper entered (a training's date and attendant).
        entered_options: options(item.options_json),
        // A bundle's parts and a download's links (read only on BundleOrderItem and DownloadableOrderItem).
        bundle_options: parsed(BundleOptionsSchema, item.bundle_options_json, []).map((option) => ({
          id: option.uid,
          uid: option.uid,
          label: option.label,
          values: option.values.map((value) => ({ ...value, id: value.uid, price: money(value.price) })),
        })),
        downloadable_links: parsed(LinksSchema, item.downloadable_links_json, []),
        discounts: item.discount_amount > 0 ? [{ label: 'Discount', amount: money(item.discount_amount) }] : [],
        product:
          item.product_id === null
            ? null
            : ctx.catalog.product(item.product_id).then((row) => (row ? toProductSource(row) : null)),
      })),
  }))
}

export async function orderView(ctx: Context, order: OrderRow) {
  const [view] = await orderViews(ctx, [order])
  if (!view) throw new Error('Order view missing')
  return view
}
