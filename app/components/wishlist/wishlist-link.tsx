import { Link } from 'react-router'
import type { StoreCode } from '~/lib/stores'
import { itemsIn } from '~/lib/text'
import { setToggle } from '~/state/ui'
import { HeartIcon } from '../icons'
import { WithWishlist } from './wishlist-context'

/**
 * The header's wishlist: for a customer it opens the wishlist sidebar (without JavaScript, or in a new tab, the
 * wishlist page) and shows the count; a guest is asked to sign in first (spec §4: only customers keep one).
 */
export function WishlistLink({
  store,
  isLoggedIn,
  popup,
}: {
  store: StoreCode
  isLoggedIn: boolean
  /** 'dialog' once hydrated: the link then opens the sidebar or the sign-in window. */
  popup?: 'dialog'
}) {
  const page = `/${store}/customer/my-wishlist`
  return (
    <Link
      aria-haspopup={popup}
      to={isLoggedIn ? page : `/${store}/customer/login?redirectTo=${encodeURIComponent(page)}`}
      className="hbtn relative"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        // Either one closes the mobile menu (spec §2).
        setToggle(isLoggedIn ? 'wishlistSidebar' : 'loginModal', true)
      }}
    >
      <HeartIcon title="Wishlist" />
      {isLoggedIn ? (
        <WithWishlist fallback={null}>
          {(wishlist) =>
            wishlist.count > 0 ? (
              <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 text-white">
                {wishlist.count}
                <span className="sr-only">{` ${itemsIn(wishlist.count, 'wishlist')}`}</span>
              </span>
            ) : null
          }
        </WithWishlist>
      ) : null}
    </Link>
  )
}
