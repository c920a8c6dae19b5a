import type { TopbarItem } from '~/lib/content-model'
import type { StoreCode } from '~/lib/stores'
import { ContentLink } from '../content-link'

/** Content-driven top bar; without content it is not rendered at all. */
export function TopBar({ items, store }: { items: TopbarItem[]; store: StoreCode }) {
  if (items.length === 0) return null
  return (
    <aside aria-label="Shop information" className="bg-stone-900 text-stone-50 text-xs">
      <ul className="mx-auto flex max-w-screen-xl items-center justify-center gap-6 px-4 py-2">
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
  )
}
