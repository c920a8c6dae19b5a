/** One entry of the My Account navigation: a child path of /{store}/customer and its label. */
export type AccountNavItem = {
  path: string
  label: string
  /** Shown to business customers only (spec §6: is_b2b), e.g. the fast order. */
  b2bOnly?: boolean
}

/**
 * The My Account navigation (spec §2 lists the children). Only pages that exist are listed: whoever builds another
 * child adds its entry here, in the order it should appear.
 */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { path: 'my-profile', label: 'My profile' },
  { path: 'addresses-details', label: 'Addresses' },
  { path: 'order-history', label: 'My orders' },
  { path: 'my-reviews', label: 'My reviews' },
  { path: 'my-downloads', label: 'My downloads' },
  { path: 'my-newsletter', label: 'My newsletter' },
  { path: 'my-wishlist', label: 'My wishlist' },
  { path: 'fast-order', label: 'Fast order', b2bOnly: true },
]

export function accountNavFor(isB2b: boolean): AccountNavItem[] {
  return ACCOUNT_NAV.filter((item) => isB2b || !item.b2bOnly)
}
