import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { Link } from 'react-router'
import { CustomerOrderListDocument } from '~graphql/generated'
import { ORDERS_PAGE_SIZE, formatOrderDate, parseOrdersPage } from '~/lib/account/orders'
import { servicesContext } from '~/lib/context.server'
import { formatMoney } from '~/lib/price'
import { STORES } from '~/lib/stores'
import { AccountTable } from '~/components/account/account-table'
import type { Route } from './+types/customer.order-history'
import { PageLinks } from '~/components/account/page-links'

/** The customer's orders, newest first, ten a page (`?page=`): one backend call. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const page = parseOrdersPage(url.searchParams.get('page'))
  const { customer } = await orUnavailable(
    services.commerce.query(CustomerOrderListDocument, { currentPage: page, pageSize: ORDERS_PAGE_SIZE }),
  )
  const orders = customer?.orders
  return {
    store: services.store,
    page,
    totalPages: orders?.page_info?.total_pages ?? 0,
    totalCount: orders?.total_count ?? 0,
    orders: (orders?.items ?? []).flatMap((order) => (order ? [order] : [])),
  }
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  const { store, page, totalPages, totalCount, orders } = loaderData
  const locale = STORES[store].iso
  const base = `/${store}/customer/order-history`
  return (
    <div className="space-y-6">
      <h2 data-focus-on-arrival className="text-xl font-semibold">
        My orders
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-6">
          {totalCount === 0 ? 'You have placed no orders yet.' : 'There are no orders on this page.'}{' '}
          {totalCount > 0 ? (
            <Link to={base} className="underline">
              Back to your latest orders
            </Link>
          ) : null}
        </p>
      ) : (
        <AccountTable
          caption="Your orders, newest first"
          columns={[
            { label: 'Order' },
            { label: 'Date' },
            { label: 'Total' },
            { label: 'Status' },
            { label: 'Details', hidden: true },
          ]}
        >
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-stone-200">
              <th scope="row" className="py-3 pr-4 font-medium">
                #{order.number}
              </th>
              <td className="py-3 pr-4">{formatOrderDate(order.order_date, locale)}</td>
              <td className="py-3 pr-4">
                {formatMoney(order.total?.grand_total.value, order.total?.grand_total.currency, locale)}
              </td>
              <td className="py-3 pr-4">{order.status}</td>
              <td className="py-3">
                <Link to={`${base}/${encodeURIComponent(order.number)}`} className="underline">
                  View order<span className="sr-only"> #{order.number}</span>
                </Link>
              </td>
            </tr>
          ))}
        </AccountTable>
      )}
      <PageLinks label="Order pages" base={base} page={page} totalPages={totalPages} />
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My orders', noindex: true })
}
