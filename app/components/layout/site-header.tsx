import { Suspense, useEffect, useRef, useState } from 'react'
import { Await, Link } from 'react-router'
import type { MenuLink, TopbarItem } from '~/lib/content-model'
import { type BrandLogo, type MenuCategory } from '~/lib/menu'
import type { StoreCode } from '~/lib/stores'
import { itemsIn } from '~/lib/text'
import type { CartSummary } from '../cart/cart-context'
import { useHydrated } from '../cart/js-flag'
import { setToggle } from '~/state/ui'
import { BagIcon, SearchIcon, UserIcon } from '../icons'
import { Logo } from '../logo'
import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu-island'
import { SearchBox } from './search-box-island'
import { StoreSwitcher } from './store-switcher'
import { TopBar } from './top-bar'
import { WishlistLink } from '../wishlist/wishlist-link'

export type SiteHeaderProps = {
  store: StoreCode
  slug: string
  brand: BrandLogo
  logo: { width: number; height: number }
  topbar: TopbarItem[]
  categories: MenuCategory[]
  links: MenuLink[]
  isLoggedIn: boolean
  cartBadge: { loaded: Promise<CartSummary>; latestQuantity: number | undefined }
}

export function SiteHeader(props: SiteHeaderProps) {
  const { store, slug, brand, logo, topbar, categories, links, isLoggedIn, cartBadge } = props
  // With JavaScript the cart, wishlist and sign-in links open dialogs (without it, they are pages): said once hydrated.
  const popup = useHydrated() ? 'dialog' : undefined
  const sentinel = useRef<HTMLDivElement>(null)
  const [stuck, setStuck] = useState(false)

  // The header is CSS-sticky; this only adds the shadow once it has left its initial offset, and drops it above.
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setStuck(entry ? !entry.isIntersecting : false))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <>
      <TopBar items={topbar} links={links} store={store} />
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <header
        data-stuck={stuck}
        className={`sticky top-0 z-30 bg-white transition-shadow ${stuck ? 'shadow-md' : 'border-b border-stone-200'}`}
      >
        <div className="mx-auto flex h-16 max-w-screen-xl items-center gap-3 px-4">
          <MobileMenu categories={categories} links={links} store={store} slug={slug} />
          <Logo store={store} brand={brand} width={logo.width} height={logo.height} />
          <SearchBox store={store} />
          <div className="ml-auto flex items-center gap-1 md:ml-2">
            <Link to={`/${store}/search`} className="hbtn md:hidden">
              <SearchIcon title="Search" />
            </Link>
            <AccountLink store={store} isLoggedIn={isLoggedIn} popup={popup} />
            <WishlistLink store={store} isLoggedIn={isLoggedIn} popup={popup} />
            <Link
              to={`/${store}/cart`}
              aria-haspopup={popup}
              className="hbtn relative"
              onClick={(event) => {
                // A plain click opens the cart drawer; a new tab or window still gets the cart page.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                setToggle('cartSidebar', true)
              }}
            >
              <BagIcon title="Cart" />
              <Suspense fallback={null}>
                <Await resolve={cartBadge.loaded} errorElement={null}>
                  {(summary) => <CartBadge quantity={cartBadge.latestQuantity ?? summary.cart.total_quantity} />}
                </Await>
              </Suspense>
              {/* Filled by the count the edge streams after a shared page, while JavaScript is off (cart-tail.ts). */}
              <span className="cbadge-edge" />
            </Link>
            <div className="hidden sm:block">
              <StoreSwitcher store={store} slug={slug} id="store-switcher" />
            </div>
          </div>
        </div>
        <DesktopNav categories={categories} store={store} />
      </header>
    </>
  )
}

function CartBadge({ quantity }: { quantity: number }) {
  if (quantity <= 0) return null
  return (
    <span className="cbadge">
      {quantity}
      <span className="sr-only">{` ${itemsIn(quantity, 'cart')}`}</span>
    </span>
  )
}

/** Spec §2: to my-profile when signed in; otherwise the login modal (the sign-in page without JavaScript). */
function AccountLink({ store, isLoggedIn, popup }: { store: StoreCode; isLoggedIn: boolean; popup?: 'dialog' }) {
  return (
    <Link
      to={isLoggedIn ? `/${store}/customer/my-profile` : `/${store}/customer/login`}
      aria-haspopup={isLoggedIn ? undefined : popup}
      data-account-link
      className="hbtn"
      onClick={(event) => {
        setToggle('mobileMenu', false)
        if (isLoggedIn) return
        event.preventDefault()
        setToggle('loginModal', true)
      }}
    >
      <UserIcon title={isLoggedIn ? 'My account' : 'Sign in'} />
    </Link>
  )
}
