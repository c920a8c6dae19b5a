import { Suspense, lazy, useCallback } from 'react'
import { Link, useFetcher } from 'react-router'
import { useStore } from '~/state/use-store'
import type { StoreCode } from '~/lib/stores'
import type { WishlistItemView } from '~/lib/wishlist/wishlist-items'
import { setToggle, ui } from '~/state/ui'
import { useCloseOnNavigation } from '../lazy-dialog'
import { SidebarDialog } from '../sidebar-dialog'

// The items (product cards, their actions) load when the sidebar first opens, not with every page.
const WishlistItems = lazy(() => import('./wishlist-items').then((module) => ({ default: module.WishlistItems })))

type WishlistPageData = { items: WishlistItemView[]; count: number; totalPages: number }

/**
 * The wishlist sidebar (spec §2): a modal native <dialog> opened by the header's wishlist link; focus stays
 * inside, Escape closes, focus returns to the opener. Its items load when it opens (the wishlist page's data);
 * without JavaScript the header link leads to that page instead.
 */
export function WishlistSidebar({ store }: { store: StoreCode }) {
  const wishlistSidebar = useStore(ui, (state) => state.wishlistSidebar)
  const fetcher = useFetcher<WishlistPageData>()
  const page = `/${store}/customer/my-wishlist`
  const { load } = fetcher
  const loadItems = useCallback(() => void load(page), [load, page])

  // Following a link out of it closes it.
  useCloseOnNavigation('wishlistSidebar')

  const close = () => setToggle('wishlistSidebar', false)
  const data = fetcher.data

  return (
    <SidebarDialog
      id="wishlist-sidebar"
      title="Wishlist"
      closeLabel="Close wishlist"
      open={wishlistSidebar}
      onOpen={loadItems}
      onClose={close}
    >
      {data ? (
        <Suspense fallback={<p>Loading your wishlist…</p>}>
          <WishlistItems items={data.items} store={store} view="list" onNavigate={close} />
        </Suspense>
      ) : (
        <p>Loading your wishlist…</p>
      )}
      <Link
        to={page}
        onClick={close}
        className="inline-block rounded-full border border-stone-900 px-6 py-3 font-medium hover:bg-stone-100"
      >
        View my wishlist{data && data.count > data.items.length ? ` (${data.count})` : ''}
      </Link>
    </SidebarDialog>
  )
}
