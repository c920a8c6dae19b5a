// categories, categoryList and the CategoryTree fields. The whole tree of the store is small, so it is loaded once
// per request and filtered in memory.
import { z } from 'zod'
import { mediaUrl, type Context } from '../graphql/context.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { decodeIdUid, encodeUid } from '../graphql/uid.ts'
import { categorySource, type CategorySource } from './category-source.ts'
import { EqualFilterSchema, MatchFilterSchema, PagingSchema, equalValues } from './filters.ts'
import { ProductsArgsSchema, listProducts } from './product-search.ts'
import type { CategoryRow } from './rows.ts'

const CategoryArgsSchema = PagingSchema.extend({
  filters: z
    .object({
      ids: EqualFilterSchema.nullish(),
      category_uid: EqualFilterSchema.nullish(),
      parent_id: EqualFilterSchema.nullish(),
      parent_category_uid: EqualFilterSchema.nullish(),
      url_key: EqualFilterSchema.nullish(),
      url_path: EqualFilterSchema.nullish(),
      name: MatchFilterSchema.nullish(),
    })
    .nullish(),
})
const CategoryIdArgsSchema = z.object({ id: z.number().int().nullish() })

async function findCategories(ctx: Context, rawArgs: Record<string, unknown>): Promise<CategorySource[]> {
  const { filters } = CategoryArgsSchema.parse(rawArgs)
  const tree = await ctx.catalog.categoryTree()
  const root = ctx.store.root_category_id
  const inStore = [...tree.byId.values()].filter(
    (c) => c.category_id === root || c.path.split('/').includes(String(root)),
  )
  const conditions: ((category: CategoryRow) => boolean)[] = []
  const ids = (values: string[] | null, decode: boolean) =>
    values?.map((value) => (decode ? decodeIdUid(value) : Number(value))) ?? null
  const byId = ids(equalValues(filters?.ids), false) ?? ids(equalValues(filters?.category_uid), true)
  if (byId) conditions.push((c) => byId.includes(c.category_id))
  const byParent = ids(equalValues(filters?.parent_id), false) ?? ids(equalValues(filters?.parent_category_uid), true)
  if (byParent) conditions.push((c) => byParent.includes(c.parent_id))
  const urlKeys = equalValues(filters?.url_key)
  if (urlKeys) conditions.push((c) => urlKeys.includes(c.url_key))
  const urlPaths = equalValues(filters?.url_path)
  if (urlPaths) conditions.push((c) => urlPaths.includes(c.url_path))
  const name = filters?.name?.match?.toLowerCase()
  if (name) conditions.push((c) => c.name.toLowerCase().includes(name))
  // Without filters Magento answers the store's root category, whose children form the menu.
  if (conditions.length === 0) return inStore.filter((c) => c.category_id === root).map(categorySource)
  // The root itself is a category of the store: filtered by its own id or uid, Magento answers it.
  return inStore.filter((c) => conditions.every((matches) => matches(c))).map(categorySource)
}

export const categoryQueryResolvers: ResolverMap = {
  Query: {
    categories: async (_source: unknown, args, ctx) => {
      const { pageSize, currentPage } = CategoryArgsSchema.parse(args)
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.')
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.')
      const all = await findCategories(ctx, args)
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        total_count: all.length,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
      }
    },
    categoryList: (_source: unknown, args, ctx) => findCategories(ctx, args),
    // Deprecated `category(id)`: without an id, the store's root category.
    category: async (_source: unknown, args, ctx) => {
      const { id } = CategoryIdArgsSchema.parse(args)
      const root = ctx.store.root_category_id
      const category = (await ctx.catalog.categoryTree()).byId.get(id ?? root)
      const inStore = category && (category.category_id === root || category.path.split('/').includes(String(root)))
      if (!category || !inStore) throw noSuchEntityError("Category doesn't exist")
      return categorySource(category)
    },
  },
  CategoryTree: {
    id: (category: CategorySource) => category.category_id,
    uid: (category: CategorySource) => encodeUid(category.category_id),
    url_suffix: () => '.html',
    canonical_url: (category: CategorySource) => `${category.url_path}.html`,
    relative_url: (category: CategorySource) => category.relative_url ?? `${category.url_path}.html`,
    redirect_code: (category: CategorySource) => category.redirect_code ?? 0,
    type: () => 'CATEGORY',
    image: (category: CategorySource, _args, ctx) =>
      category.image ? mediaUrl(ctx, `catalog/category/${category.image}`) : null,
    available_sort_by: () => ['position', 'name', 'price'],
    default_sort_by: () => 'position',
    children: async (category: CategorySource, _args, ctx) => {
      const tree = await ctx.catalog.categoryTree()
      return (tree.children.get(category.category_id) ?? []).map(categorySource)
    },
    children_count: async (category: CategorySource, _args, ctx) => {
      const tree = await ctx.catalog.categoryTree()
      const prefix = `${category.path}/`
      return String([...tree.byId.values()].filter((c) => c.path.startsWith(prefix)).length)
    },
    product_count: async (category: CategorySource, _args, ctx) =>
      (await ctx.catalog.categoryProductCounts()).get(category.category_id) ?? 0,
    breadcrumbs: async (category: CategorySource, _args, ctx) => {
      const tree = await ctx.catalog.categoryTree()
      const ancestors = category.path
        .split('/')
        .map(Number)
        .slice(0, -1)
        .flatMap((id) => {
          const ancestor = tree.byId.get(id)
          return ancestor && ancestor.level >= 2 ? [ancestor] : []
        })
      if (ancestors.length === 0) return null
      return ancestors.map((ancestor) => ({
        category_id: ancestor.category_id,
        category_uid: encodeUid(ancestor.category_id),
        category_name: ancestor.name,
        category_level: ancestor.level,
        category_url_key: ancestor.url_key,
        category_url_path: ancestor.url_path,
      }))
    },
    products: async (category: CategorySource, args, ctx) => {
      const parsed = ProductsArgsSchema.parse({
        ...args,
        filter: { category_id: { eq: String(category.category_id) } },
      })
      if (parsed.currentPage < 1) throw inputError('currentPage value must be greater than 0.')
      if (parsed.pageSize < 1) throw inputError('pageSize value must be greater than 0.')
      return listProducts(ctx, parsed)
    },
  },
}
