import { Suspense, lazy, useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { useSnapshot } from 'valtio'
import type { StoreCode } from '~/lib/stores'
import type { WishlistItemView } from '~/lib/wishlist/wishlist-items'
import { setToggle, ui } from '~/state/ui'
import { CloseIcon } from '../icons'
import { useCloseOnNavigation } from '../lazy-dialog'

// The items (product cards, their actions) load when the sidebar first opens, not with every page.
const WishlistItems = lazy(() => import('./wishlist-items').then((module) => ({ default: module.WishlistItems })))

type WishlistPageData = { items: WishlistItemView[]; count: number; totalPages: number }

/**
 * The wishlist sidebar (spec §2): a modal native <dialog> opened by the header's wishlist link; focus stays
 * inside, Escape closes, focus returns to the opener. Its items load when it opens (the wishlist page's data);
 * without JavaScript the header link leads to that page instead.
 */
export function WishlistSidebar({ store }: { store: StoreCode }) {
  const { wishlistSidebar } = useSnapshot(ui)
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const fetcher = useFetcher<WishlistPageData>()
  const page = `/${store}/customer/my-wishlist`
  const { load } = fetcher

  // Following a link out of it closes it.
  useCloseOnNavigation('wishlistSidebar')

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (wishlistSidebar && !dialog.open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      void load(page)
    } else if (!wishlistSidebar && dialog.open) {
      dialog.close()
    }
  }, [wishlistSidebar, load, page])

  const close = () => setToggle('wishlistSidebar', false)
  const data = fetcher.data

  return (
    <dialog
      ref={ref}
      aria-labelledby="wishlist-sidebar-title"
      onClose={() => {
        close()
        opener.current?.focus()
        opener.current = null
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(32rem,100vw)] max-w-none overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      {wishlistSidebar ? (
        <div className="space-y-6">
          <div className="flex items-center justify-between">
            <h2 id="wishlist-sidebar-title" className="font-serif text-2xl font-semibold">
              Wishlist
            </h2>
            <button type="button" onClick={close} className="rounded p-2 hover:bg-stone-100">
              <CloseIcon title="Close wishlist" />
            </button>
          </div>
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
        </div>
      ) : null}
    </dialog>
  )
}
