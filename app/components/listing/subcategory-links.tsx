import { Link } from 'react-router'
import type { StoreCode } from '~/lib/stores'

export type Subcategory = { name: string; path: string }

/**
 * A category page's own subcategories (include_in_menu, in position order). Every category stays one tap away
 * without JavaScript: the phone's menu holds only the top level until a script unfolds it.
 */
export function SubcategoryLinks({ items, store }: { items: Subcategory[]; store: StoreCode }) {
  if (items.length === 0) return null
  return (
    <nav aria-label="Subcategories">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={`/${store}/${item.path}`} className="chip">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
