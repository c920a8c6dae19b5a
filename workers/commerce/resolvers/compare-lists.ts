// Product compare lists (Magento's CompareListGraphQl): a guest list is reached by its uid; a customer has one list,
// which createCompareList reuses and assignCompareListToCustomer merges into. Products are given by entity id.
// Another customer's list is refused; unknown product ids are skipped, as Magento skips them.
import { z } from 'zod'
import { randomToken } from '../auth/tokens.ts'
import { productSources } from '../catalog/product-fields.ts'
import { ATTRIBUTES } from '../eav/attributes.ts'
import type { Context } from '../graphql/context.ts'
import { inputError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import type { CustomerRow } from '../customer/customer-row.ts'
import type { ProductSource } from '../catalog/product-source.ts'

type ListRow = { list_id: number; uid: string; customer_id: number | null }

const NOT_AUTHORIZED_LIST = 'This customer is not authorized to access this list'
const COMPARABLE = ATTRIBUTES.filter((a) => a.entity_type === 'CATALOG_PRODUCT' && a.is_comparable === true)

// MaskedListIdToCompareListId: a list owned by a customer is only for that customer.
async function listByUid(ctx: Context, uid: string): Promise<ListRow | null> {
  const list = await ctx.db.prepare('SELECT * FROM compare_list WHERE uid = ?').bind(uid).first<ListRow>()
  if (list?.customer_id !== null && list?.customer_id !== undefined && list.customer_id !== ctx.customerId)
    throw inputError(NOT_AUTHORIZED_LIST)
  return list
}

const customerList = (ctx: Context, customerId: number) =>
  ctx.db.prepare('SELECT * FROM compare_list WHERE customer_id = ?').bind(customerId).first<ListRow>()

async function createList(ctx: Context, customerId: number | null): Promise<ListRow> {
  const row = await ctx.db
    .prepare('INSERT INTO compare_list (uid, customer_id) VALUES (?, ?) RETURNING *')
    .bind(randomToken(16), customerId)
    .first<ListRow>()
  if (!row) throw new Error('Compare list insert returned no row')
  return row
}

const ProductIdsSchema = z.array(z.union([z.string(), z.number()]).nullish()).nullish()

async function addProducts(ctx: Context, list: ListRow, raw: unknown) {
  const ids = (ProductIdsSchema.parse(raw) ?? []).flatMap((id) =>
    id !== null && id !== undefined && /^\d+$/.test(String(id)) ? [Number(id)] : [],
  )
  const visible = (await productSources(ctx, ids)).filter((product) => product.visibility > 1)
  if (visible.length === 0) return
  await ctx.db.batch(
    visible.map((product) =>
      ctx.db
        .prepare('INSERT OR IGNORE INTO compare_list_item (list_id, product_id) VALUES (?, ?)')
        .bind(list.list_id, product.product_id),
    ),
  )
}

function attributeValue(product: ProductSource, code: string): string {
  const attribute = COMPARABLE.find((a) => a.code === code)
  const raw: unknown = Reflect.get(product, code)
  if (attribute?.options) return attribute.options.find((o) => o.id === raw)?.label ?? ''
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
}

async function listView(ctx: Context, list: ListRow) {
  const { results } = await ctx.db
    .prepare('SELECT product_id FROM compare_list_item WHERE list_id = ? ORDER BY added_at, product_id')
    .bind(list.list_id)
    .all<{ product_id: number }>()
  const products = await productSources(
    ctx,
    results.map((row) => row.product_id),
  )
  return {
    uid: list.uid,
    item_count: products.length,
    attributes: COMPARABLE.map((a) => ({ code: a.code, label: a.label })),
    items: products.map((product) => ({
      uid: String(product.product_id),
      product,
      attributes: COMPARABLE.map((a) => ({ code: a.code, value: attributeValue(product, a.code) })),
    })),
  }
}

const UidArgsSchema = z.object({ uid: z.string() })
const ProductsInputSchema = z.object({ input: z.object({ uid: z.string(), products: z.unknown() }) })
const CreateCompareListArgsSchema = z.object({ input: z.object({ products: z.unknown() }).nullish() })

async function existingList(ctx: Context, uid: string): Promise<ListRow> {
  if (!uid.trim()) throw inputError('"uid" value must be specified.')
  const list = await listByUid(ctx, uid)
  if (!list) throw inputError('"uid" value does not exist')
  return list
}

export const compareListResolvers: ResolverMap = {
  Query: {
    compareList: async (_source: unknown, args, ctx) => {
      const { uid } = UidArgsSchema.parse(args)
      if (!uid.trim()) throw inputError('"uid" value must be specified')
      const list = await listByUid(ctx, uid)
      return list ? listView(ctx, list) : null
    },
  },
  Mutation: {
    createCompareList: async (_source: unknown, args, ctx) => {
      const { input } = CreateCompareListArgsSchema.parse(args)
      const existing = ctx.customerId === null ? null : await customerList(ctx, ctx.customerId)
      const list = existing ?? (await createList(ctx, ctx.customerId))
      await addProducts(ctx, list, input?.products)
      return listView(ctx, list)
    },
    addProductsToCompareList: async (_source: unknown, args, ctx) => {
      const { input } = ProductsInputSchema.parse(args)
      const list = await existingList(ctx, input.uid)
      await addProducts(ctx, list, input.products)
      return listView(ctx, list)
    },
    removeProductsFromCompareList: async (_source: unknown, args, ctx) => {
      const { input } = ProductsInputSchema.parse(args)
      const list = await existingList(ctx, input.uid)
      const ids = (ProductIdsSchema.parse(input.products) ?? []).map((id) => String(id ?? ''))
      await ctx.db
        .prepare(
          'DELETE FROM compare_list_item WHERE list_id = ? AND CAST(product_id AS TEXT) IN (SELECT value FROM json_each(?))',
        )
        .bind(list.list_id, JSON.stringify(ids))
        .run()
      return listView(ctx, list)
    },
    // The guest list joins the customer: merged into the customer's own list if there is one.
    assignCompareListToCustomer: async (_source: unknown, args, ctx) => {
      const { uid } = UidArgsSchema.parse(args)
      if (!uid.trim()) throw inputError('"uid" value must be specified')
      if (ctx.customerId === null) throw inputError('Customer must be logged')
      const list = await listByUid(ctx, uid)
      if (!list) return { result: false, compare_list: null }
      const own = await customerList(ctx, ctx.customerId)
      if (own && own.list_id !== list.list_id) {
        await ctx.db.batch([
          ctx.db
            .prepare(
              'INSERT OR IGNORE INTO compare_list_item (list_id, product_id) SELECT ?, product_id FROM compare_list_item WHERE list_id = ?',
            )
            .bind(own.list_id, list.list_id),
          ctx.db.prepare('DELETE FROM compare_list_item WHERE list_id = ?').bind(list.list_id),
          ctx.db.prepare('DELETE FROM compare_list WHERE list_id = ?').bind(list.list_id),
        ])
        return { result: true, compare_list: await listView(ctx, own) }
      }
      await ctx.db
        .prepare('UPDATE compare_list SET customer_id = ? WHERE list_id = ?')
        .bind(ctx.customerId, list.list_id)
        .run()
      return { result: true, compare_list: await listView(ctx, { ...list, customer_id: ctx.customerId }) }
    },
    deleteCompareList: async (_source: unknown, args, ctx) => {
      const { uid } = UidArgsSchema.parse(args)
      if (!uid.trim()) throw inputError('"uid" value must be specified')
      const list = await listByUid(ctx, uid)
      if (!list) return { result: false }
      await ctx.db.batch([
        ctx.db.prepare('DELETE FROM compare_list_item WHERE list_id = ?').bind(list.list_id),
        ctx.db.prepare('DELETE FROM compare_list WHERE list_id = ?').bind(list.list_id),
      ])
      return { result: true }
    },
  },
  Customer: {
    compare_list: async (customer: CustomerRow, _args, ctx) => {
      const list = await customerList(ctx, customer.customer_id)
      return list ? listView(ctx, list) : null
    },
  },
}
