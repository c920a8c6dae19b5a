import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useSnapshot } from 'valtio'
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
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  return (
    <nav ref={nav} aria-label="Categories" className="hidden border-t border-stone-200 lg:block">
      <div className="mx-auto flex max-w-screen-xl justify-between px-4">
        <ul className="flex gap-1">
          {left.map((category, index) => (
            <NavItem key={category.uid} category={category} index={index} store={store} />
          ))}
        </ul>
        <ul className="flex gap-1">
          {right.map((category, index) => (
            <NavItem key={category.uid} category={category} index={left.length + index} store={store} alignRight />
          ))}
        </ul>
      </div>
    </nav>
  )
}

type NavItemProps = { category: MenuCategory; index: number; store: StoreCode; alignRight?: boolean }

function NavItem({ category, index, store, alignRight = false }: NavItemProps) {
  const { activeSubmenu, prefetchLinks } = useSnapshot(ui)
  const open = activeSubmenu === index
  const button = useRef<HTMLButtonElement>(null)
  const submenuId = `submenu-${category.uid.replace(/[^A-Za-z0-9_-]/g, '')}`
  const hasChildren = category.children.length > 0

  // Escape anywhere closes the open submenu and returns focus to its toggle.
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      ui.activeSubmenu = -1
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <li className="group relative flex items-center">
      <Link to={`/${store}/${category.path}`} prefetch={prefetchLinks ? 'viewport' : 'intent'} className="px-3 py-3 text-sm font-medium uppercase tracking-wide hover:text-stone-500">
        {category.name}
      </Link>
      {hasChildren ? (
        <>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={`${category.name} subcategories`}
            onClick={() => (ui.activeSubmenu = open ? -1 : index)}
            className="-ml-2 rounded p-1 hover:bg-stone-100"
          >
            <ChevronDownIcon width={16} height={16} />
          </button>
          <div
            id={submenuId}
            className={`absolute top-full z-30 w-[36rem] rounded-b-lg border border-stone-200 bg-white p-6 shadow-lg ${
              alignRight ? 'right-0' : 'left-0'
            } ${open ? 'block' : 'hidden group-hover:block [.no-js_&]:group-focus-within:block'}`}
          >
            <ul className="grid grid-cols-2 gap-x-8 gap-y-4">
              {category.children.map((child) => (
                <li key={child.uid}>
                  <Link to={`/${store}/${child.path}`} className="flex items-center gap-2 font-semibold hover:underline">
                    <span
                      aria-hidden="true"
                      className="inline-block h-2.5 w-2.5 rounded-full bg-stone-400"
                      style={child.color ?? category.color ? { backgroundColor: child.color ?? category.color } : undefined}
                    />
                    {child.name}
                  </Link>
                  {child.children.length > 0 ? (
                    <ul className="mt-1 space-y-1 pl-4.5 text-sm text-stone-600">
                      {child.children.map((grandchild) => (
                        <li key={grandchild.uid}>
                          <Link to={`/${store}/${grandchild.path}`} className="hover:underline">
                            {grandchild.name}
                          </Link>
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
