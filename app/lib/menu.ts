import { cssColor } from './css-color'
import type { MenuCategoryFragment } from '~graphql/generated'

export type MenuCategory = {
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
    .filter(
      (node): node is TreeNode => node !== null && node.include_in_menu === 1 && Boolean(node.name && node.url_path),
    )
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((node) => ({
      name: node.name ?? '',
      path: categoryPath(node.url_path, node.url_suffix),
      color: cssColor(node.category_color),
      children: toMenu(node.children, depth - 1),
    }))
}

/**
 * The tree as the page carries it to the browser: one line per category, depth first, `{depth}{name}\t{path}` and
 * `\t{colour}` only where the colour differs from the parent's (an empty one: none). A child's path is written
 * below its parent's (`shampoo.html` under `hair.html`); one that is not starts with `/`. About a third of the
 * same tree as objects with keys, and it holds nothing the menus do not read.
 */
export function packMenu(categories: readonly MenuCategory[]): string {
  const lines: string[] = []
  const walk = (items: readonly MenuCategory[], depth: number, parent: MenuCategory | undefined) => {
    for (const item of items) {
      const prefix = childPrefix(parent)
      const below = item.path.startsWith(prefix) ? item.path.slice(prefix.length) : undefined
      const path = below !== undefined && !below.startsWith('/') ? below : `/${item.path}`
      const color = item.color === parent?.color ? '' : `\t${clean(item.color ?? '')}`
      lines.push(`${depth}${clean(item.name)}\t${clean(path)}${color}`)
      walk(item.children, depth + 1, item)
    }
  }
  walk(categories, 0, undefined)
  return lines.join('\n')
}

/** The inverse of packMenu; lines it cannot read (a depth that skips a level) are left out. */
export function unpackMenu(packed: string): MenuCategory[] {
  const root: MenuCategory[] = []
  const parents: MenuCategory[] = []
  for (const line of packed.split('\n')) {
    const depth = Number(line[0])
    const [name, path, color] = line.slice(1).split('\t')
    if (!Number.isInteger(depth) || depth > parents.length || !name || path === undefined) continue
    const parent = depth > 0 ? parents[depth - 1] : undefined
    const item: MenuCategory = {
      name,
      path: path.startsWith('/') ? path.slice(1) : `${childPrefix(parent)}${path}`,
      color: color === undefined ? parent?.color : color || undefined,
      children: [],
    }
    ;(parent ? parent.children : root).push(item)
    parents.length = depth
    parents.push(item)
  }
  return root
}

/** `hair.html` → `hair/`: where a child's path usually starts. */
function childPrefix(parent: MenuCategory | undefined): string {
  return parent ? `${parent.path.replace(/\.[^/.]*$/, '')}/` : ''
}

function clean(text: string): string {
  return text.replace(/[\t\n\r]+/g, ' ')
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
  const first = pathBelowStore
    .split('/')
    .find(Boolean)
    ?.replace(/\.html$/, '')
  if (!first) return 'default'
  const category = topLevel.find((item) => item.path.replace(/\.html$/, '').split('/')[0] === first)
  const key = category?.path.replace(/\.html$/, '')
  return BRAND_LOGOS.find((brand) => brand === key) ?? 'default'
}
