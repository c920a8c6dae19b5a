import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { Link } from 'react-router'
import { CustomerDownloadsDocument } from '~graphql/generated'
import { toDownloads } from '~/lib/account/downloads'
import { formatOrderDate } from '~/lib/account/orders'
import { EMBEDDED_COMMERCE_URL } from '~/lib/commerce.server'
import { isEmbedded, servicesContext } from '~/lib/context.server'
import { STORES } from '~/lib/stores'
import { AccountTable } from '~/components/account/account-table'
import type { Route } from './+types/customer.my-downloads'

/** The customer's downloadable purchases and their links: one backend call. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { customerDownloadableProducts } = await orUnavailable(services.commerce.query(CustomerDownloadsDocument, {}))
  const embeddedOrigin = isEmbedded(services.env) ? new URL(EMBEDDED_COMMERCE_URL).origin : undefined
  return { store: services.store, downloads: toDownloads(customerDownloadableProducts?.items, embeddedOrigin) }
}

export default function MyDownloads({ loaderData }: Route.ComponentProps) {
  const { store, downloads } = loaderData
  const locale = STORES[store].iso
  return (
    <div className="space-y-6">
      <h2 data-focus-on-arrival className="text-xl font-semibold">
        My downloads
      </h2>
      {downloads.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-6">You have not bought any downloadable products yet.</p>
      ) : (
        <AccountTable
          caption="Your downloadable products"
          columns={[
            { label: 'Title' },
            { label: 'Order' },
            { label: 'Date' },
            { label: 'Status' },
            { label: 'Remaining downloads' },
            { label: 'Download', hidden: true },
          ]}
        >
          {downloads.map((download) => (
            <tr key={download.key} className="border-b border-stone-200">
              <th scope="row" className="py-3 pr-4 font-medium">
                {download.title}
                {download.product ? <span className="block font-normal text-stone-600">{download.product}</span> : null}
              </th>
              <td className="py-3 pr-4">
                {download.order ? (
                  <Link to={`/${store}/customer/order-history/${download.order}`} className="underline">
                    #{download.order}
                  </Link>
                ) : null}
              </td>
              <td className="py-3 pr-4">{formatOrderDate(download.date, locale)}</td>
              <td className="py-3 pr-4">{download.status}</td>
              <td className="py-3 pr-4">{download.remaining}</td>
              <td className="py-3">
                {download.url ? (
                  // A file, not a page: a plain link the browser downloads.
                  <a href={download.url} className="underline" download>
                    Download<span className="sr-only"> {download.title}</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </AccountTable>
      )}
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My downloads', noindex: true })
}
