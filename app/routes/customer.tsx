import { orUnavailable } from '~/lib/outage.server'
import { forgetFormDrafts } from '~/components/form-draft'
import { Form, NavLink, Outlet, replace } from 'react-router'
import { loadCustomerSummary } from '~/lib/account/account.server'
import { accountNavFor } from '~/lib/account/nav'
import { servicesContext } from '~/lib/context.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/customer'

/**
 * My Account (spec §2): signed-in customers only; others go to sign in and come back. The customer is asked once
 * per request (shared with the root loader's is_b2b) and the children read it from here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  // In place of this page in the history (client-side navigations; a document's redirect is that already): Back
  // from the sign-in page goes to the page before, not here again to be sent back (after signing out, say).
  if (!services.customerToken) {
    throw replace(`/${services.store}/customer/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  const customer = await orUnavailable(loadCustomerSummary(services))
  return { store: services.store, customer }
}

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { store, customer } = loaderData
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      {/* Not an <aside>: the account's navigation belongs to the page, and its H1 names the page in <main>. */}
      <div className="space-y-4">
        <h1 className="font-serif text-2xl font-bold">My Account</h1>
        <nav aria-label="My account">
          <ul className="space-y-1">
            {accountNavFor(customer?.is_b2b === true).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={`/${store}/customer/${item.path}`}
                  className="block rounded px-3 py-2 hover:bg-stone-100 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={`/${store}/customer/logout`} onSubmit={forgetFormDrafts}>
          <button type="submit" className="px-3 py-2 text-sm underline">
            Sign out
          </button>
        </Form>
      </div>
      <section>{customer ? <Outlet /> : <p>Your account could not be loaded.</p>}</section>
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My Account', noindex: true })
}
