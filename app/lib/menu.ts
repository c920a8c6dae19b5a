import type { MenuCategoryFragment } from '~graphql/generated'

export type MenuCategory = {
  uid: string
  name: string
  /** Path below the store prefix: `{url_path}{url_suffix}` (spec §2). */
  path: string
  color: string | undefined
  children: MenuCategory[]
}

type TreeNode = MenuCategoryFragment & { children?: ReadonlyArray<TreeNode | null> | null }

/** Keeps the categories shown in menus (include_in_menu), ordered by position, down to the given depth. */
export function toMenu(nodes: ReadonlyArray<TreeNode | null> | null | undefined, depth = 4): MenuCategory[] {
  if (!nodes || depth <= 0) return []
  return nodes
    .filter((node): node is TreeNode => node !== null && node.include_in_menu === 1 && Boolean(node.name && node.url_path))
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? '',
      path: categoryPath(node.url_path, node.url_suffix),
      color: node.category_color ?? undefined,
      children: toMenu(node.children, depth - 1),
    }))
}

export function categoryPath(urlPath: string | null | undefined, urlSuffix: string | null | undefined): string {
  return `${urlPath ?? ''}${urlSuffix ?? ''}`
}

/** Desktop navigation: all but the last two categories on the left, the last two on the right (spec §2, §9). */
export function splitNavigation<T>(items: readonly T[]): { left: T[]; right: T[] } {
  const cut = Math.max(0, items.length - 2)
  return { left: items.slice(0, cut), right: items.slice(cut) }
}

export const BRAND_LOGOS = ['hair', 'body', 'face', 'training'] as const
export type BrandLogo = (typeof BRAND_LOGOS)[number] | 'default'

/**
 * The logo follows the selected top-level category: the first path segment names it. Top-level categories whose
 * url key is one of the four brands get that brand's logo; everything else gets the default.
 */
export function logoForPath(pathBelowStore: string, topLevel: readonly MenuCategory[]): BrandLogo {
  const first = pathBelowStore.split('/').find(Boolean)?.replace(/\.html$/, '')
  if (!first) return 'default'
  const category = topLevel.find((item) => item.path.replace(/\.html$/, '').split('/')[0] === first)
  const key = category?.path.replace(/\.html$/, '')
  return BRAND_LOGOS.find((brand) => brand === key) ?? 'default'
}
