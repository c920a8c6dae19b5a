// Order history: customer.orders and the deprecated customerOrders. A customer sees only their own orders.
import { z } from 'zod'
import { toProductSource } from '../catalog/product-source.ts'
import { requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'

type OrderRow = {
  order_id: number
  increment_id: string
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
}
type OrderItemRow = {
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
  region_id: z.number().nullish(),
  company: z.string().nullish(),
  vat_id: z.string().nullish(),
})

function orderAddress(json: string | null) {
  if (!json) return null
  const parsed = AddressSchema.safeParse(JSON.parse(json))
  return parsed.success
    ? {
        ...parsed.data,
        region_id:
          parsed.data.region_id === null || parsed.data.region_id === undefined ? null : String(parsed.data.region_id),
      }
    : null
}

const PAYMENT_TITLES: Record<string, string> = { checkmo: 'Check / Money order', banktransfer: 'Bank Transfer Payment' }

async function ordersOf(
  ctx: Context,
  customerId: number,
  currentPage: number,
  pageSize: number,
  number: string | null,
) {
  const where = `customer_id = ?${number ? ' AND increment_id = ?' : ''}`
  const binds = number ? [customerId, number] : [customerId]
  const [page, count] = await ctx.db.batch<OrderRow & { n?: number }>([
    ctx.db
      .prepare(`SELECT * FROM sales_order WHERE ${where} ORDER BY created_at DESC, order_id DESC LIMIT ? OFFSET ?`)
      .bind(...binds, pageSize, (currentPage - 1) * pageSize),
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM sales_order WHERE ${where}`).bind(...binds),
  ])
  const orders = page?.results ?? []
  const { results: items } = await ctx.db
    .prepare('SELECT * FROM sales_order_item WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY item_id')
    .bind(JSON.stringify(orders.map((order) => order.order_id)))
    .all<OrderItemRow>()
  const money = (value: number) => ({ value, currency: ctx.store.currency })
  const total = count?.results[0]?.n ?? 0
  return {
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    items: orders.map((order) => ({
      id: encodeUid(order.order_id),
      number: order.increment_id,
      order_number: order.increment_id,
      increment_id: order.increment_id,
      order_date: order.created_at,
      created_at: order.created_at,
      status: order.status.charAt(0).toUpperCase() + order.status.slice(1),
      email: order.email,
      grand_total: order.grand_total,
      token: '',
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
      invoices: [],
      shipments: [],
      comments: [],
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
      items: items
        .filter((item) => item.order_id === order.order_id)
        .map((item) => ({
          __typename: 'OrderItem',
          id: encodeUid(item.item_id),
          product_name: item.name,
          product_sku: item.sku,
          product_type: item.product_type,
          product_sale_price: money(item.price),
          quantity_ordered: item.qty,
          quantity_invoiced: 0,
          quantity_shipped: 0,
          quantity_canceled: 0,
          quantity_refunded: 0,
          quantity_returned: 0,
          status: 'Ordered',
          selected_options: [],
          entered_options: [],
          discounts: item.discount_amount > 0 ? [{ label: 'Discount', amount: money(item.discount_amount) }] : [],
          product:
            item.product_id === null
              ? null
              : ctx.catalog.product(item.product_id).then((row) => (row ? toProductSource(row) : null)),
        })),
    })),
  }
}

const OrdersArgsSchema = z.object({
  currentPage: z.number().int().nullish(),
  pageSize: z.number().int().nullish(),
  filter: z.object({ number: z.object({ eq: z.string().nullish() }).nullish() }).nullish(),
})

export const orderResolvers: ResolverMap = {
  Query: {
    customerOrders: (_source: unknown, _args, ctx) => ordersOf(ctx, requireCustomer(ctx), 1, 100, null),
  },
  Customer: {
    orders: (customer: CustomerRow, args, ctx) => {
      const parsed = OrdersArgsSchema.parse(args)
      const currentPage = parsed.currentPage ?? 1
      const pageSize = parsed.pageSize ?? 20
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.')
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.')
      return ordersOf(ctx, customer.customer_id, currentPage, pageSize, parsed.filter?.number?.eq ?? null)
    },
  },
}
