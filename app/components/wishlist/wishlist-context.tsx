import { type ReactNode, Suspense, createContext, use, useEffect, useMemo } from 'react'
import { Await } from 'react-router'
import type { FlashMessage } from '~/lib/message-cookie'
import type { StoreCode } from '~/lib/stores'
import type { WishlistSummary } from '~/lib/wishlist/wishlist'
import { notify } from '~/state/notifications'

export type LayoutWishlist = WishlistSummary & { notice: FlashMessage | null }

/** Plain data when the layout had it in time; a promise that streams in otherwise. */
type WishlistContextValue = { loaded: LayoutWishlist | Promise<LayoutWishlist>; isLoggedIn: boolean; store: StoreCode }

const WishlistContext = createContext<WishlistContextValue | null>(null)

/**
 * The layout's wishlist (count and wished-for products) for the header, the sidebar and every toggle. It is
 * server state: each wishlist action revalidates the layout, which loads it afresh; nothing is copied client-side.
 */
export function WishlistProvider({
  loaded,
  isLoggedIn,
  store,
  children,
}: WishlistContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ loaded, isLoggedIn, store }), [loaded, isLoggedIn, store])
  useEffect(() => {
    let current = true
    // The outcome of an add made after sign-in (asked for as a guest) is shown once.
    Promise.resolve(loaded).then(
      (wishlist) => {
        if (current && wishlist.notice) notify(wishlist.notice)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [loaded])
  return <WishlistContext value={value}>{children}</WishlistContext>
}

export function useWishlistContext(): WishlistContextValue {
  const value = use(WishlistContext)
  if (!value) throw new Error('useWishlistContext outside WishlistProvider')
  return value
}

/**
 * Renders with the wishlist once known: at once when the layout had it, otherwise `fallback` until it streams in
 * (and when it could not be loaded).
 */
export function WithWishlist({
  fallback,
  children,
}: {
  fallback: ReactNode
  children: (wishlist: LayoutWishlist) => ReactNode
}) {
  const { loaded } = useWishlistContext()
  // Ready data renders in place: no boundary that React could stream separately (invisible without JavaScript).
  if (!(loaded instanceof Promise)) return children(loaded)
  return (
    <Suspense fallback={fallback}>
      <Await resolve={loaded} errorElement={fallback}>
        {children}
      </Await>
    </Suspense>
  )
}
