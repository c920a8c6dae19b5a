import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { useStore } from '~/state/use-store'
import type { MenuLink } from '~/lib/content-model'
import type { MenuCategory } from '~/lib/menu'
import type { StoreCode } from '~/lib/stores'
import { setToggle, ui } from '~/state/ui'
import { ContentLink } from '../content-link'
import { CloseIcon, MenuIcon } from '../icons'
import { dotStyle } from './desktop-nav'
import { StoreSwitcher } from './store-switcher'

type MobileMenuProps = { categories: MenuCategory[]; links: MenuLink[]; store: StoreCode; slug: string }

/**
 * The hamburger sidebar (spec §2). Built on <details> so it opens without JavaScript; with JavaScript its open
 * state is the `mobileMenu` toggle, so opening the cart, wishlist or login closes it.
 *
 * The page holds only the top-level categories here (the desktop navigation already holds the tree, and a phone
 * may never open the menu): without JavaScript they link to their category pages, which list their subcategories.
 * The first opening with JavaScript unfolds the whole tree from the data the page already has (spec: "loading
 * categories first if not loaded").
 */
export function MobileMenu({ categories, links, store, slug }: MobileMenuProps) {
  const mobileMenu = useStore(ui, (state) => state.mobileMenu)
  const location = useLocation()
  const [unfolded, setUnfolded] = useState(false)
  if (mobileMenu && !unfolded) setUnfolded(true)

  const details = useRef<HTMLDetailsElement>(null)
  const hydrating = useRef(true)
  useEffect(() => {
    // This code loads on the first tap or focus, or once the browser is idle (mobile-menu-island.tsx): a tap that
    // already opened the <details> natively is kept, so the state follows the page. A navigation closes the menu.
    setToggle('mobileMenu', hydrating.current && details.current?.open === true)
    hydrating.current = false
  }, [location.pathname])

  useEffect(() => {
    if (!mobileMenu) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setToggle('mobileMenu', false)
      else if (event.key === 'Tab' && details.current) keepFocusIn(details.current.lastElementChild, event)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mobileMenu])

  // Open, the menu is the page for assistive technology, as a modal drawer is: everything beside it (header links,
  // the page, the footer) is inert, so a screen reader's cursor cannot wander under the backdrop. Opening a dialog
  // closes the menu (state/ui.ts), which gives the page back first.
  useEffect(() => {
    const panel = details.current
    if (!mobileMenu || !panel) return
    const made: Element[] = []
    for (let node: Element = panel; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement) continue
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert')
    }
  }, [mobileMenu])

  // Opened from the menu button, the keyboard goes into the panel (the button lies under its backdrop); closed
  // from inside (its close button, Escape), it goes back to the menu button, not to the document.
  const wasOpen = useRef(false)
  useEffect(() => {
    const element = details.current
    const opening = !wasOpen.current && mobileMenu
    const closing = wasOpen.current && !mobileMenu
    wasOpen.current = mobileMenu
    if (opening && element?.firstElementChild === document.activeElement)
      element?.querySelector<HTMLElement>('.drawer-head button')?.focus()
    if (!closing || !element) return
    const active = document.activeElement
    if (active === document.body || (active !== element.firstElementChild && element.contains(active))) {
      element.querySelector<HTMLElement>('summary')?.focus()
    }
  }, [mobileMenu])

  return (
    <details
      ref={details}
      className="lg:hidden"
      open={mobileMenu}
      onToggle={(event) => {
        const open = event.currentTarget.open
        if (open !== ui.mobileMenu) setToggle('mobileMenu', open)
      }}
    >
      <summary className="hbtn burger">
        <MenuIcon title="Menu" />
      </summary>
      {/* A link followed from the menu closes it, also one to the page already shown (no navigation then). */}
      <div
        className="drawer"
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) setToggle('mobileMenu', false)
        }}
      >
        <button type="button" aria-label="Close menu" tabIndex={-1} onClick={() => setToggle('mobileMenu', false)} />
        <nav aria-label="Mobile categories">
          <div className="drawer-head">
            <span>Categories</span>
            <button type="button" onClick={() => setToggle('mobileMenu', false)} className="hbtn">
              <CloseIcon title="Close menu" />
            </button>
          </div>
          <ul className="mnav">
            {categories.map((category) =>
              unfolded ? (
                <MobileCategory key={category.path} category={category} store={store} />
              ) : (
                <li key={category.path}>
                  <SiteLink to={`/${store}/${category.path}`}>{category.name}</SiteLink>
                </li>
              ),
            )}
          </ul>
          {links.length > 0 ? (
            <ul className="mnav-links">
              {links.map((link, position) => (
                <li key={position}>
                  <ContentLink
                    link={link.link}
                    store={store}
                    className={link.highlight ? 'font-semibold text-red-700' : undefined}
                  >
                    {link.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
          {/* The header's switcher does not fit a phone's header, so phones change store here. */}
          <div className="mnav-links">
            <StoreSwitcher store={store} slug={slug} id="mobile-store-switcher" />
          </div>
        </nav>
      </div>
    </details>
  )
}

function MobileCategory({ category, store }: { category: MenuCategory; store: StoreCode }) {
  if (category.children.length === 0) {
    return (
      <li>
        <SiteLink to={`/${store}/${category.path}`}>{category.name}</SiteLink>
      </li>
    )
  }
  return (
    <li>
      <details>
        <summary>
          {category.color ? <span aria-hidden="true" className="dot" style={dotStyle(category.color)} /> : null}
          {category.name}
        </summary>
        <ul>
          <li>
            <SiteLink to={`/${store}/${category.path}`}>All {category.name}</SiteLink>
          </li>
          {category.children.map((child) => (
            <MobileCategory key={child.path} category={child} store={store} />
          ))}
        </ul>
      </details>
    </li>
  )
}

/**
 * Tab and Shift+Tab go round the open panel instead of reaching the page under its backdrop (a modal's focus
 * trap; the panel is a <details>, not a modal <dialog>, so that it works without JavaScript).
 */
function keepFocusIn(panel: Element | null, event: KeyboardEvent) {
  if (!panel) return
  const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button, select, summary')].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  const active = document.activeElement
  const outside = !(active instanceof Node) || !panel.contains(active)
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }
}
