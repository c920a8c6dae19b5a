import { type CSSProperties, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { useStore } from '~/state/use-store'
import { type MenuCategory, splitNavigation } from '~/lib/menu'
import type { StoreCode } from '~/lib/stores'
import { ui } from '~/state/ui'
import { ChevronDownIcon } from '../icons'

type DesktopNavProps = { categories: MenuCategory[]; store: StoreCode }

/**
 * Desktop category navigation (spec §2): all but the last two categories left, the last two right; a category
 * with children has a two-level submenu. Hover opens it with CSS; without JavaScript so does keyboard focus, and
 * with JavaScript the toggle button, Escape and outside clicks control it.
 */
export function DesktopNav({ categories, store }: DesktopNavProps) {
  const { left, right } = splitNavigation(categories)
  const nav = useRef<HTMLElement>(null)
  const location = useLocation()

  useEffect(() => {
    ui.activeSubmenu = -1
  }, [location.pathname])

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) ui.activeSubmenu = -1
    }
    // A submenu the pointer opened is closed by Escape too, until the pointer leaves its item (WCAG 1.4.13).
    function onKeyDown(event: KeyboardEvent) {
      const hovered = event.key === 'Escape' && nav.current?.querySelector('.dnav-item:hover')
      if (!hovered) return
      hovered.classList.add('esc')
      hovered.addEventListener('pointerleave', () => hovered.classList.remove('esc'), { once: true })
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  // One markup for the whole tree (the mobile sidebar holds only the top level until it is opened); the rules of
  // `.dnav` and friends live in app.css, so each of its links carries a short class or none.
  return (
    <nav ref={nav} aria-label="Categories" className="dnav">
      <div>
        <ul>
          {left.map((category, index) => (
            <NavItem key={category.path} category={category} index={index} store={store} />
          ))}
        </ul>
        <ul>
          {right.map((category, index) => (
            <NavItem key={category.path} category={category} index={left.length + index} store={store} alignRight />
          ))}
        </ul>
      </div>
    </nav>
  )
}

type NavItemProps = { category: MenuCategory; index: number; store: StoreCode; alignRight?: boolean }

function NavItem({ category, index, store, alignRight = false }: NavItemProps) {
  const open = useStore(ui, (state) => state.activeSubmenu === index)
  const prefetchLinks = useStore(ui, (state) => state.prefetchLinks)
  const button = useRef<HTMLButtonElement>(null)
  const submenuId = `submenu-${index}`
  const hasChildren = category.children.length > 0

  // Escape closes the open submenu; focus returns to its toggle when it was in the item (never pulled from elsewhere).
  const item = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      ui.activeSubmenu = -1
      if (item.current?.contains(document.activeElement)) button.current?.focus()
    }
    // A click elsewhere closes it too.
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !item.current?.contains(event.target)) ui.activeSubmenu = -1
    }
    // Focus leaving the item (Tab past its last link) closes its submenu.
    function onFocusOut(event: FocusEvent) {
      if (!(event.relatedTarget instanceof Node && item.current?.contains(event.relatedTarget))) ui.activeSubmenu = -1
    }
    const element = item.current
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    element?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      element?.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  return (
    <li ref={item} className="dnav-item">
      <SiteLink to={`/${store}/${category.path}`} prefetch={prefetchLinks ? 'viewport' : 'intent'}>
        {category.name}
      </SiteLink>
      {hasChildren ? (
        <>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={`${category.name} subcategories`}
            onClick={() => (ui.activeSubmenu = open ? -1 : index)}
          >
            <ChevronDownIcon width={16} height={16} />
          </button>
          <div
            id={submenuId}
            className={`dnav-panel${alignRight ? ' end' : ''}${open ? ' open' : ''}`}
            style={panelStyle(category.color)}
          >
            <ul>
              {category.children.map((child) => (
                <li key={child.path}>
                  <SiteLink to={`/${store}/${child.path}`}>
                    <span
                      aria-hidden="true"
                      className="dot"
                      style={child.color && child.color !== category.color ? dotStyle(child.color) : undefined}
                    />
                    {child.name}
                  </SiteLink>
                  {child.children.length > 0 ? (
                    <ul>
                      {child.children.map((grandchild) => (
                        <li key={grandchild.path}>
                          <SiteLink to={`/${store}/${grandchild.path}`}>{grandchild.name}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </li>
  )
}

/** The colour bullet of spec §2 (category_color); without one it stays the class's grey. */
export function dotStyle(color: string | undefined): CSSProperties | undefined {
  return color ? { backgroundColor: color } : undefined
}

/** A submenu's bullets take its category's colour from the panel (`--dot`), written once instead of per bullet. */
function panelStyle(color: string | undefined): CSSProperties | undefined {
  return color ? ({ '--dot': color } as CSSProperties) : undefined
}
