import { proxy } from 'valtio/vanilla'

/** Every UI toggle of spec §2. Server state (cart, customer, wishlist) never lives here. */
export const ui = proxy({
  cartSidebar: false,
  wishlistSidebar: false,
  loginModal: false,
  newsletterModal: false,
  filterSidebar: false,
  mobileMenu: false,
  searchPanel: false,
  categoryView: 'grid' as 'grid' | 'list',
  wishlistView: 'grid' as 'grid' | 'list',
  /** Open desktop submenu; -1 is closed (spec §4). */
  activeSubmenu: -1,
  /** Set once the page has idled on a good connection: navigation links then prefetch when visible. */
  prefetchLinks: false,
})

export type Toggle =
  'cartSidebar' | 'wishlistSidebar' | 'loginModal' | 'newsletterModal' | 'filterSidebar' | 'mobileMenu' | 'searchPanel'

/** Opening the cart, the wishlist or the login modal closes the mobile menu (spec §2). */
const CLOSES_MOBILE_MENU: ReadonlySet<Toggle> = new Set(['cartSidebar', 'wishlistSidebar', 'loginModal'])

export function setToggle(toggle: Toggle, open: boolean): void {
  ui[toggle] = open
  if (open && CLOSES_MOBILE_MENU.has(toggle)) ui.mobileMenu = false
}

export function toggle(toggle: Toggle): void {
  setToggle(toggle, !ui[toggle])
}

/** Body scroll is locked while the cart or the mobile menu is open. */
export function isScrollLocked(state: { cartSidebar: boolean; mobileMenu: boolean }): boolean {
  return state.cartSidebar || state.mobileMenu
}

export function closeAll(): void {
  ui.cartSidebar = false
  ui.wishlistSidebar = false
  ui.loginModal = false
  ui.newsletterModal = false
  ui.filterSidebar = false
  ui.mobileMenu = false
  ui.searchPanel = false
  ui.activeSubmenu = -1
}
