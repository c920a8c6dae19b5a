import type { MenuLink, TopbarItem } from '~/lib/content-model'
import type { StoreCode } from '~/lib/stores'
import { ContentLink } from '../content-link'

/**
 * Content-driven top bar, and on wide screens the content's main menu at its right (on phones and tablets the main
 * menu is in the category sidebar). Without content it is not rendered at all. A main menu link the content marks
 * `highlight` stands out (bold, in the accent colour) wherever it is shown.
 */
export function TopBar({ items, links, store }: { items: TopbarItem[]; links: MenuLink[]; store: StoreCode }) {
  if (items.length === 0 && links.length === 0) return null
  return (
    <div className={`bg-stone-900 text-xs text-stone-50 ${items.length === 0 ? 'hidden lg:block' : ''}`}>
      <div className="mx-auto flex max-w-screen-xl items-center justify-center gap-6 px-4 py-2 lg:justify-between">
        {items.length > 0 ? (
          <aside aria-label="Shop information">
            <ul className="flex items-center justify-center gap-6">
              {items.map((item, index) => (
                <li key={index} className={index > 0 ? 'hidden md:block' : undefined}>
                  {item.link?.cached_url || item.link?.url ? (
                    <ContentLink link={item.link} store={store} className="hover:underline">
                      {item.text}
                    </ContentLink>
                  ) : (
                    item.text
                  )}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        {links.length > 0 ? (
          <nav aria-label="Main menu" className="hidden min-w-0 lg:block">
            <ul className="flex flex-wrap items-center justify-end gap-x-5 gap-y-1">
              {links.map((link, position) => (
                <li key={position}>
                  <ContentLink
                    link={link.link}
                    store={store}
                    className={link.highlight ? 'font-semibold text-amber-300 hover:underline' : 'hover:underline'}
                  >
                    {link.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  )
}
