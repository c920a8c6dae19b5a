import type { Crumb } from '~/components/breadcrumbs'
import type { Subcategory } from '~/components/listing/subcategory-links'
import { categoryPath } from './menu'
import type { StoreCode } from './stores'

type BreadcrumbInput =
  ReadonlyArray<{ category_name: string | null; category_url_path: string | null } | null> | null | undefined

/** Spec §2: breadcrumbs link to `/{url_path}{url_suffix}` below the store; the current category ends the trail. */
export function categoryCrumbs(
  store: StoreCode,
  breadcrumbs: BreadcrumbInput,
  current: string,
  suffix: string | null | undefined,
): Crumb[] {
  const trail = (breadcrumbs ?? []).flatMap((crumb) =>
    crumb?.category_name && crumb.category_url_path
      ? [{ label: crumb.category_name, href: `/${store}/${categoryPath(crumb.category_url_path, suffix)}` }]
      : [],
  )
  return [{ label: 'Home', href: `/${store}` }, ...trail, { label: current }]
}

type ChildInput =
  | ReadonlyArray<{
      name: string | null
      url_path: string | null
      url_suffix: string | null
      include_in_menu: number | null
      position: number | null
    } | null>
  | null
  | undefined

/** A category's children as its page lists them: those shown in menus, in position order (like the menus). */
export function subcategories(children: ChildInput): Subcategory[] {
  return (children ?? [])
    .flatMap((child) => (child?.name && child.url_path && child.include_in_menu === 1 ? [child] : []))
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((child) => ({ name: child.name ?? '', path: categoryPath(child.url_path, child.url_suffix) }))
}
