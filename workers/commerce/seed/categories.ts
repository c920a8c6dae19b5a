// The category tree: a root, the store's default category and four areas, each four levels deep.
import { AREAS, slugify, type CategoryNode } from './catalog-terms.ts'
import { insertRows, type SqlValue } from './sql.ts'
import { ROOT_CATEGORY_ID, STORES } from './stores.ts'

export type SeededCategory = {
  id: number
  area: string
  level: number
  urlPath: string
  ancestors: number[] // from the area down to this category, excluding the default category
}

export type CategorySeed = {
  statements: string[]
  categories: SeededCategory[]
  leavesByArea: Map<string, SeededCategory[]>
}

type CategoryWords = { intro: (name: string, top: boolean) => string; meta: (name: string) => string }

const ENGLISH: CategoryWords = {
  intro: (name, top) => `${name}: ${top ? 'discover the full range' : 'a curated selection'} by Estelle Tijs.`,
  meta: (name) => `${name} by Estelle Tijs.`,
}

/** A category's introduction and meta description in each store's language (STORES order: en, de, fr, nl). */
const CATEGORY_WORDS: readonly CategoryWords[] = [
  ENGLISH,
  {
    intro: (name, top) =>
      `${name}: ${top ? 'entdecken Sie das ganze Sortiment' : 'eine sorgfältige Auswahl'} von Estelle Tijs.`,
    meta: (name) => `${name} von Estelle Tijs.`,
  },
  {
    intro: (name, top) => `${name} : ${top ? 'découvrez toute la gamme' : 'une sélection soignée'} par Estelle Tijs.`,
    meta: (name) => `${name} par Estelle Tijs.`,
  },
  {
    intro: (name, top) =>
      `${name}: ${top ? 'ontdek het volledige assortiment' : 'een zorgvuldige selectie'} van Estelle Tijs.`,
    meta: (name) => `${name} van Estelle Tijs.`,
  },
]

export function categorySeed(): CategorySeed {
  const rows: SqlValue[][] = []
  const texts: SqlValue[][] = []
  const rewrites: SqlValue[][] = []
  const categories: SeededCategory[] = []
  const leavesByArea = new Map<string, SeededCategory[]>()
  let nextId = ROOT_CATEGORY_ID + 1

  rows.push([1, null, '1', 0, 0, 'root-catalog', '', 0, 0, null, null])
  rows.push([ROOT_CATEGORY_ID, 1, `1/${ROOT_CATEGORY_ID}`, 1, 1, 'default-category', '', 0, 1, null, null])
  for (const store of STORES) {
    texts.push([1, store.id, 'Root Catalog', null, null, null, null])
    texts.push([ROOT_CATEGORY_ID, store.id, 'Default Category', null, null, null, null])
  }

  const visit = (
    node: CategoryNode,
    area: string,
    color: string,
    parentPath: string,
    parentUrl: string,
    ancestors: number[],
    position: number,
  ): void => {
    const id = nextId
    nextId += 1
    const urlKey = slugify(node.term[0])
    const urlPath = parentUrl ? `${parentUrl}/${urlKey}` : urlKey
    const level = ancestors.length + 2
    const chain = [...ancestors, id]
    const image = level <= 3 ? `${area}/${urlKey}.svg` : null
    rows.push([
      id,
      ancestors.at(-1) ?? ROOT_CATEGORY_ID,
      `${parentPath}/${id}`,
      level,
      position,
      urlKey,
      urlPath,
      1,
      1,
      color,
      image,
    ])
    STORES.forEach((store, index) => {
      const name = node.term[index] ?? node.term[0]
      const words = CATEGORY_WORDS[index] ?? ENGLISH
      const description = `<p>${words.intro(name, level === 2)}</p>`
      texts.push([
        id,
        store.id,
        name,
        description,
        `${name} | ${store.title}`,
        words.meta(name),
        `${name.toLowerCase()}, estelle tijs`,
      ])
    })
    rewrites.push([0, `${urlPath}.html`, 'category', id, `catalog/category/view/id/${id}`, 0])
    const category = { id, area, level, urlPath, ancestors: chain }
    categories.push(category)
    const children = node.children ?? []
    if (children.length === 0) leavesByArea.set(area, [...(leavesByArea.get(area) ?? []), category])
    children.forEach((child, index) => visit(child, area, color, `${parentPath}/${id}`, urlPath, chain, index + 1))
  }
  AREAS.forEach((area, index) => visit(area.node, area.code, area.color, `1/${ROOT_CATEGORY_ID}`, '', [], index + 1))

  // A renamed category keeps its old address as a permanent redirect.
  rewrites.push([0, 'hair/shampoos.html', 'category', ROOT_CATEGORY_ID + 2, 'hair/shampoo.html', 301])

  return {
    statements: [
      ...insertRows(
        'category',
        [
          'category_id',
          'parent_id',
          'path',
          'level',
          'position',
          'url_key',
          'url_path',
          'include_in_menu',
          'is_anchor',
          'category_color',
          'image',
        ],
        rows,
      ),
      ...insertRows(
        'category_store',
        ['category_id', 'store_id', 'name', 'description', 'meta_title', 'meta_description', 'meta_keywords'],
        texts,
      ),
      ...insertRows(
        'url_rewrite',
        ['store_id', 'request_path', 'entity_type', 'entity_id', 'target_path', 'redirect_code'],
        rewrites,
      ),
    ],
    categories,
    leavesByArea,
  }
}
