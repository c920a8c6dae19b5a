import { Form, NavLink, Outlet, redirect } from 'react-router'
import { CustomerSummaryDocument } from '~graphql/generated'
import { servicesContext } from '~/lib/context.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/customer'

/** My Account (spec §2): signed-in customers only; others go to sign in and come back. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!services.customerToken) {
    throw redirect(`/${services.store}/customer/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  const { customer } = await services.commerce.query(CustomerSummaryDocument, {})
  return { store: services.store, customer }
}

/** The account navigation: one entry per built child of spec §2's /customer. */
const ACCOUNT_NAV = [
  { path: 'my-profile', label: 'My profile' },
  { path: 'addresses-details', label: 'Addresses' },
  { path: 'order-history', label: 'My orders' },
  { path: 'my-reviews', label: 'My reviews' },
  { path: 'my-wishlist', label: 'My wishlist' },
] as const

/** Business customers only (spec §2, §6): the fast order by CSV upload. */
const B2B_NAV = [{ path: 'fast-order', label: 'Fast order' }] as const

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { store, customer } = loaderData
  const entries = customer?.is_b2b ? [...ACCOUNT_NAV, ...B2B_NAV] : ACCOUNT_NAV
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <aside className="space-y-4">
        <h1 className="font-serif text-2xl font-bold">My Account</h1>
        <nav aria-label="My account">
          <ul className="space-y-1">
            {entries.map((entry) => (
              <li key={entry.path}>
                <NavLink
                  to={`/${store}/customer/${entry.path}`}
                  className="block rounded px-3 py-2 hover:bg-stone-100 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={`/${store}/customer/logout`}>
          <button type="submit" className="px-3 py-2 text-sm underline">
            Sign out
          </button>
        </Form>
      </aside>
      <section>{customer ? <Outlet /> : <p>Your account could not be loaded.</p>}</section>
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My Account', noindex: true })
}
