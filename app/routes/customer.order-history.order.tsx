import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { Link, data } from 'react-router'
import { CustomerOrderDetailDocument } from '~graphql/generated'
import { type OrderAddressLike, formatOrderDate, orderAddressLines, parseOrderNumber } from '~/lib/account/orders'
import { loadCountries } from '~/lib/checkout.server'
import { countryNamer } from '~/lib/checkout'
import { servicesContext } from '~/lib/context.server'
import { orderItemOptions } from '~/lib/cart'
import { formatMoney } from '~/lib/price'
import { STORES } from '~/lib/stores'
import { AccountTable } from '~/components/account/account-table'
import type { Route } from './+types/customer.order-history.order'

/**
 * One order of the signed-in customer: one backend call, which only searches their own orders, so another
 * shopper's number (or a made-up one) is the 404 page and tells nothing about that order.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const number = parseOrderNumber(params.orderId)
  if (!number) throw data(null, { status: 404 })
  const [{ customer }, countries] = await orUnavailable(
    Promise.all([
      services.commerce.query(CustomerOrderDetailDocument, { number }),
      loadCountries(services).catch(() => []),
    ]),
  )
  const order = customer?.orders?.items.find((candidate) => candidate?.number === number)
  if (!order) throw data(null, { status: 404 })
  const lines = (address: OrderAddressLike | null) => orderAddressLines(address, countryNamer(countries))
  return {
    store: services.store,
    order: {
      number: order.number,
      date: order.order_date,
      status: order.status,
      shippingMethod: order.shipping_method,
      paymentMethods: (order.payment_methods ?? []).flatMap((method) => (method?.name ? [method.name] : [])),
      shippingAddress: lines(order.shipping_address),
      billingAddress: lines(order.billing_address),
      coupons: order.applied_coupons.flatMap((coupon) => (coupon?.code ? [coupon.code] : [])),
      items: (order.items ?? []).flatMap((item) =>
        item
          ? [
              {
                id: item.id,
                name: item.product_name ?? item.product_sku,
                sku: item.product_sku,
                quantity: item.quantity_ordered ?? 0,
                price: item.product_sale_price,
                options: orderItemOptions(item, STORES[services.store].iso),
              },
            ]
          : [],
      ),
      total: order.total,
    },
  }
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { store, order } = loaderData
  const locale = STORES[store].iso
  const money = (amount: { value: number | null; currency: string | null } | null | undefined) =>
    formatMoney(amount?.value, amount?.currency, locale)
  const total = order.total
  return (
    <article aria-labelledby="order-title" className="space-y-8">
      <header className="space-y-1">
        <h2 data-focus-on-arrival id="order-title" className="text-xl font-semibold">
          Order #{order.number}
        </h2>
        <p className="text-sm text-stone-600">
          Placed on {formatOrderDate(order.date, locale)} · Status: <strong>{order.status}</strong>
        </p>
        <p className="text-sm">
          <Link to={`/${store}/customer/order-history`} className="underline">
            Back to my orders
          </Link>
        </p>
      </header>

      <section aria-labelledby="order-items" className="space-y-3">
        <h3 id="order-items" className="font-semibold">
          Items ordered
        </h3>
        <AccountTable
          columns={[
            { label: 'Product' },
            { label: 'SKU' },
            { label: 'Price' },
            { label: 'Quantity' },
            { label: 'Subtotal' },
          ]}
        >
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-stone-200 align-top">
              <th scope="row" className="py-3 pr-4 font-medium">
                {item.name}
                {item.options.length > 0 ? (
                  <dl className="mt-1 font-normal text-stone-600">
                    {item.options.map((option) => (
                      <div key={`${option.label}-${option.value}`} className="flex gap-1">
                        <dt>{option.label}:</dt>
                        <dd>{option.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </th>
              <td className="py-3 pr-4">{item.sku}</td>
              <td className="py-3 pr-4">{money(item.price)}</td>
              <td className="py-3 pr-4">{item.quantity}</td>
              <td className="py-3">
                {formatMoney((item.price.value ?? 0) * item.quantity, item.price.currency, locale)}
              </td>
            </tr>
          ))}
        </AccountTable>
      </section>

      {total ? (
        <section aria-labelledby="order-totals" className="max-w-sm space-y-2">
          <h3 id="order-totals" className="font-semibold">
            Order totals
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            <dt>Subtotal</dt>
            <dd className="text-right">{money(total.subtotal)}</dd>
            {(total.discounts ?? []).map((discount) =>
              discount ? (
                <div key={discount.label} className="contents">
                  <dt>
                    {discount.label}
                    {order.coupons.length > 0 ? ` (${order.coupons.join(', ')})` : ''}
                  </dt>
                  <dd className="text-right">-{money(discount.amount)}</dd>
                </div>
              ) : null,
            )}
            <dt>Shipping</dt>
            <dd className="text-right">{money(total.total_shipping)}</dd>
            <dt>Tax</dt>
            <dd className="text-right">{money(total.total_tax)}</dd>
            <dt className="font-semibold">Grand total</dt>
            <dd className="text-right font-semibold">{money(total.grand_total)}</dd>
          </dl>
        </section>
      ) : null}

      <div className="grid gap-6 sm:grid-cols-2">
        {order.shippingAddress.length > 0 ? (
          <OrderFacts title="Shipping address" lines={order.shippingAddress} address />
        ) : null}
        {order.shippingMethod ? <OrderFacts title="Shipping method" lines={[order.shippingMethod]} /> : null}
        {order.billingAddress.length > 0 ? (
          <OrderFacts title="Billing address" lines={order.billingAddress} address />
        ) : null}
        {order.paymentMethods.length > 0 ? <OrderFacts title="Payment method" lines={order.paymentMethods} /> : null}
      </div>
    </article>
  )
}

function OrderFacts({ title, lines, address = false }: { title: string; lines: string[]; address?: boolean }) {
  const content = lines.map((line, index) => (
    <span key={`${index}-${line}`} className="block">
      {line}
    </span>
  ))
  return (
    <section className="space-y-1">
      <h3 className="font-semibold">{title}</h3>
      {address ? <address className="not-italic">{content}</address> : <p>{content}</p>}
    </section>
  )
}

export function meta(args: Route.MetaArgs) {
  const number = parseOrderNumber(args.params.orderId)
  return seoMeta(args, { title: number ? `Order ${number}` : 'Order', noindex: true })
}
