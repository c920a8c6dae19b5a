import { orUnavailable } from '~/lib/outage.server'
import { seoMeta } from '~/lib/seo'
import { Link, replace, useSearchParams } from 'react-router'
import { useStore } from '~/state/use-store'
import { WishlistDocument } from '~graphql/generated'
import { WishlistItems } from '~/components/wishlist/wishlist-items'
import { servicesContext } from '~/lib/context.server'
import { toWishlistItemView } from '~/lib/wishlist/wishlist-items'
import { completePendingAdd, isPageLoad } from '~/lib/wishlist/wishlist.server'
import { wishlistCount } from '~/lib/wishlist/wishlist'
import { ui } from '~/state/ui'
import type { Route } from './+types/customer.my-wishlist'

const WISHLIST_PAGE_SIZE = 24

/**
 * The customer's wishlist (spec §2 my-wishlist), also the wishlist sidebar's data and its page without JavaScript.
 * Guarded here too: the sidebar loads this route alone, without the account layout.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!services.customerToken) {
    throw replace(`/${services.store}/customer/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  // The add waiting for this sign-in (made by the layout) goes first: the list shows the product its notice names.
  // (The layout took the cookie already: the same add is waited for, never made a second time.)
  if (isPageLoad(request)) await completePendingAdd(services).catch(() => null)
  const rawPage = url.searchParams.get('page') ?? '1'
  const page = /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1
  const { customer } = await orUnavailable(
    services.commerce.query(WishlistDocument, { pageSize: WISHLIST_PAGE_SIZE, currentPage: page }),
  )
  const lists = customer?.wishlists ?? []
  const list = lists[0]
  const items = (list?.items_v2?.items ?? []).flatMap((item) => {
    const view = item ? toWishlistItemView(item) : null
    return view ? [view] : []
  })
  const totalPages = Math.max(1, list?.items_v2?.page_info?.total_pages ?? 1)
  // A page past the end (its last item was just moved to the cart or removed, or a stale link): the last page.
  if (items.length === 0 && page > totalPages) {
    const search = new URLSearchParams(url.search)
    if (totalPages > 1) search.set('page', String(totalPages))
    else search.delete('page')
    const query = search.toString()
    throw replace(`${url.pathname}${query ? `?${query}` : ''}`)
  }
  return { store: services.store, items, count: wishlistCount(lists), page, totalPages }
}

export default function MyWishlist({ loaderData }: Route.ComponentProps) {
  const { store, items, count, page, totalPages } = loaderData
  const wishlistView = useStore(ui, (state) => state.wishlistView)
  const [params] = useSearchParams()
  // `?view=` makes the choice work without JavaScript; with it, the UI toggle of spec §2 decides.
  const requested = params.get('view')
  const view = requested === 'list' || requested === 'grid' ? requested : wishlistView
  const viewHref = (next: 'grid' | 'list') => {
    const search = new URLSearchParams(params)
    search.set('view', next)
    return `?${search.toString()}`
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 data-focus-on-arrival className="text-xl font-semibold">
            My wishlist
          </h2>
          <p className="text-sm text-stone-600" role="status">
            {count} {count === 1 ? 'item' : 'items'}
          </p>
        </div>
        <div className="flex gap-1" role="group" aria-label="View">
          {(['grid', 'list'] as const).map((option) => (
            <Link
              key={option}
              to={viewHref(option)}
              replace
              preventScrollReset
              aria-current={view === option ? 'true' : undefined}
              onClick={() => (ui.wishlistView = option)}
              className="rounded border border-stone-300 px-3 py-1 text-sm aria-[current=true]:bg-stone-900 aria-[current=true]:text-white"
            >
              {option === 'grid' ? 'Grid' : 'List'}
            </Link>
          ))}
        </div>
      </div>
      <WishlistItems items={items} store={store} view={view} />
      {totalPages > 1 ? (
        <nav aria-label="Wishlist pages" className="flex gap-2">
          {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
            <Link
              key={number}
              to={`?page=${number}`}
              aria-current={number === page ? 'page' : undefined}
              className="rounded border border-stone-300 px-3 py-1 text-sm aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
            >
              {number}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  )
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'My wishlist', noindex: true })
}
