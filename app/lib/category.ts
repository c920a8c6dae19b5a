import type { Crumb } from '~/components/breadcrumbs'
import { categoryPath } from './menu'
import type { StoreCode } from './stores'

type BreadcrumbInput = ReadonlyArray<{ category_name: string | null; category_url_path: string | null } | null> | null | undefined

/** Spec §2: breadcrumbs link to `/{url_path}{url_suffix}` below the store; the current category ends the trail. */
export function categoryCrumbs(store: StoreCode, breadcrumbs: BreadcrumbInput, current: string, suffix: string | null | undefined): Crumb[] {
  const trail = (breadcrumbs ?? []).flatMap((crumb) =>
    crumb?.category_name && crumb.category_url_path
      ? [{ label: crumb.category_name, href: `/${store}/${categoryPath(crumb.category_url_path, suffix)}` }]
      : [],
  )
  return [{ label: 'Home', href: `/${store}` }, ...trail, { label: current }]
}
