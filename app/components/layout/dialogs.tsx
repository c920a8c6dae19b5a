import { Link } from 'react-router'
import type { StoreCode } from '~/lib/stores'
import { setToggle } from '~/state/ui'
import { lazyDialog } from '../lazy-dialog'

/** The layout's dialogs, each loaded on first open (components/lazy-dialog.tsx); root.tsx renders them. */
export const CartSidebar = lazyDialog('cartSidebar', () =>
  import('../cart/cart-sidebar').then((module) => module.CartSidebar),
)
export const WishlistSidebar = lazyDialog('wishlistSidebar', () =>
  import('../wishlist/wishlist-sidebar').then((module) => module.WishlistSidebar),
)
export const LoginModal = lazyDialog('loginModal', () =>
  import('../account/login-modal').then((module) => module.LoginModal),
)
export const NewsletterModal = lazyDialog('newsletterModal', () =>
  import('../account/newsletter-modal').then((module) => module.NewsletterModal),
)

/** Opens the newsletter modal; without JavaScript it is a link to the newsletter page. */
export function NewsletterTrigger({ store, className }: { store: StoreCode; className?: string }) {
  return (
    <Link
      to={`/${store}/newsletter`}
      className={className}
      onPointerEnter={NewsletterModal.preload}
      onFocus={NewsletterModal.preload}
      onClick={(event) => {
        event.preventDefault()
        setToggle('newsletterModal', true)
      }}
    >
      Subscribe to our newsletter
    </Link>
  )
}
