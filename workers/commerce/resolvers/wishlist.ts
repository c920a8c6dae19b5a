// The customer's single wishlist. The storefront addresses it as id '0', which like Magento means "the default list".
import { z } from 'zod'
import { configurableChoices } from '../cart/cart-items.ts'
import { toProductSource, type ProductSource } from '../catalog/product-source.ts'
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/rows.ts'
import { requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

type WishlistRow = {
  wishlist_id: number
  customer_id: number
  sharing_code: string
  updated_at: string
  /** The item count and items read with the list (readWishlist); absent, the fields read them. */
  read?: { count: number; items: ItemRow[] }
}
type ItemRow = {
  item_id: number
  product_id: number
  qty: number
  description: string | null
  options_json: string
  added_at: string
}

const ITEM_TYPENAMES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  grouped: 'GroupedProductWishlistItem',
  downloadable: 'DownloadableWishlistItem',
}

/** A configurable item remembers the variant the customer chose (Magento keeps it as the item's buy request). */
const ItemOptionsSchema = z.object({ child_id: z.number().int().optional() })

function itemOptions(json: string): z.infer<typeof ItemOptionsSchema> {
  try {
    const parsed = ItemOptionsSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** More than a page of items in one call is not a shopper's request. */
const MAX_ITEMS_PER_CALL = 100

const WishlistUpdatesSchema = z
  .array(z.object({ wishlist_item_id: z.string(), quantity: z.number().nullish(), description: z.string().nullish() }))
  .max(MAX_ITEMS_PER_CALL)
const WishlistItemIdsSchema = z.array(z.string()).max(MAX_ITEMS_PER_CALL)
/** The list's id as the storefront gives it ('0' for the default list). */
const WishlistIdSchema = z.string()
const ItemsPageArgsSchema = z.object({
  currentPage: z.number().int().default(1),
  pageSize: z.number().int().default(20),
})

async function ownItemIds(ctx: Context, wishlistId: number): Promise<Set<string>> {
  const { results } = await ctx.db
    .prepare('SELECT item_id FROM wishlist_item WHERE wishlist_id = ?')
    .bind(wishlistId)
    .all<{ item_id: number }>()
  return new Set(results.map((row) => String(row.item_id)))
}

const notInWishlist = ({ wishlist_item_id: id }: { wishlist_item_id: string }) => ({
  code: 'UNDEFINED',
  message: `The wishlist item with ID "${id}" does not belong to the wishlist`,
})

async function wishlistOf(ctx: Context, customerId: number): Promise<WishlistRow> {
  const find = () =>
    ctx.db.prepare('SELECT * FROM wishlist WHERE customer_id = ?').bind(customerId).first<WishlistRow>()
  const existing = await find()
  if (existing) return existing
  // Two first requests of a new customer may race to create the list: one insert wins, both read it.
  await ctx.db
    .prepare('INSERT INTO wishlist (customer_id, sharing_code) VALUES (?, ?) ON CONFLICT(customer_id) DO NOTHING')
    .bind(customerId, crypto.randomUUID().replaceAll('-', ''))
    .run()
  const created = await find()
  if (!created) throw new Error('Wishlist insert returned no row')
  return created
}

async function ownWishlist(ctx: Context, rawId: unknown): Promise<WishlistRow> {
  const customerId = requireCustomer(ctx)
  const id = WishlistIdSchema.parse(rawId)
  const wishlist = await wishlistOf(ctx, customerId)
  if (id !== '0' && id !== String(wishlist.wishlist_id)) throw noSuchEntityError(`The wishlist was not found.`)
  return wishlist
}

const ITEM_COLUMNS = 'item_id, product_id, qty, description, options_json, added_at'
const ITEM_COUNT_SQL = 'SELECT COUNT(*) AS n FROM wishlist_item i JOIN product p ON p.product_id = i.product_id WHERE'

/**
 * The customer's list with its count, items and their products (primed into the loader, variants included) in one
 * round trip (one D1 batch): the header's count and toggles on every page of a signed-in shopper. A customer
 * without a list gets one, as wishlistOf does.
 */
async function readWishlist(ctx: Context, customerId: number): Promise<WishlistRow> {
  const { db, catalog } = ctx
  const list = '(SELECT wishlist_id FROM wishlist WHERE customer_id = ?)'
  const [lists, counts, rows, products] = await Promise.all([
    catalog.run<WishlistRow>(db.prepare('SELECT * FROM wishlist WHERE customer_id = ?').bind(customerId)),
    catalog.run<{ n: number }>(db.prepare(`${ITEM_COUNT_SQL} i.wishlist_id = ${list}`).bind(customerId)),
    catalog.run<ItemRow>(
      db
        .prepare(`SELECT ${ITEM_COLUMNS} FROM wishlist_item WHERE wishlist_id = ${list} ORDER BY item_id`)
        .bind(customerId),
    ),
    catalog.run<ProductRow>(
      db
        .prepare(
          `SELECT ${PRODUCT_COLUMNS} FROM product p JOIN product_store ps ON ps.product_id = p.product_id
          AND ps.store_id = ? WHERE p.product_id IN (SELECT product_id FROM wishlist_item WHERE wishlist_id = ${list}
          UNION SELECT CASE WHEN json_valid(options_json) THEN json_extract(options_json, '$.child_id') END
          FROM wishlist_item WHERE wishlist_id = ${list})`,
        )
        .bind(ctx.store.store_id, customerId, customerId),
    ),
  ])
  const wishlist = lists.results[0]
  if (!wishlist) return { ...(await wishlistOf(ctx, customerId)), read: { count: 0, items: [] } }
  const found = new Map(products.results.map((row) => [row.product_id, row]))
  for (const item of rows.results) {
    const row = found.get(item.product_id)
    catalog.product.prime(item.product_id, row)
    const childId = row?.type_id === 'configurable' ? itemOptions(item.options_json).child_id : undefined
    if (childId !== undefined) catalog.product.prime(childId, found.get(childId))
  }
  return { ...wishlist, read: { count: counts.results[0]?.n ?? 0, items: rows.results } }
}

async function items(ctx: Context, wishlist: WishlistRow) {
  const results =
    wishlist.read?.items ??
    (
      await ctx.db
        .prepare(`SELECT ${ITEM_COLUMNS} FROM wishlist_item WHERE wishlist_id = ? ORDER BY item_id`)
        .bind(wishlist.wishlist_id)
        .all<ItemRow>()
    ).results
  const listed = await Promise.all(
    results.map(async (item) => {
      const row = await ctx.catalog.product(item.product_id)
      if (!row) return []
      const product = toProductSource(row)
      const childId = row.type_id === 'configurable' ? itemOptions(item.options_json).child_id : undefined
      const childRow = childId === undefined ? undefined : await ctx.catalog.product(childId)
      const variant = childRow ? toProductSource(childRow) : null
      return [
        {
          __typename: ITEM_TYPENAMES[row.type_id] ?? 'SimpleWishlistItem',
          id: String(item.item_id),
          quantity: item.qty,
          qty: item.qty,
          description: item.description,
          added_at: item.added_at,
          product,
          customizable_options: [],
          // ConfigurableWishlistItem: null variant when no options were chosen, as in Magento.
          configured_variant: variant,
          child_sku: variant?.sku ?? product.sku,
          // Resolved only when asked for (graphql-js calls a function-valued field): the header never does.
          configurable_options: () => (variant ? configurableChoices(ctx, product, variant) : []),
        },
      ]
    }),
  )
  return listed.flat()
}

/** The product to keep and its options: a configurable with parent_sku is kept with the chosen variant. */
async function wishedProduct(
  ctx: Context,
  input: { sku: string; parent_sku?: string | null | undefined },
): Promise<{ product: ProductSource; options: string } | { error: string }> {
  const bySku = async (sku: string) => {
    const id = await ctx.catalog.productIdBySku(sku)
    const row = id === undefined ? undefined : await ctx.catalog.product(id)
    return row ? toProductSource(row) : null
  }
  const notFound = (sku: string) => ({ error: `Could not find a product with SKU "${sku}"` })
  if (!input.parent_sku) {
    const product = await bySku(input.sku)
    return product ? { product, options: '{}' } : notFound(input.sku)
  }
  const parent = await bySku(input.parent_sku)
  if (!parent) return notFound(input.parent_sku)
  if (parent.type_id !== 'configurable') return { product: parent, options: '{}' }
  const child = await bySku(input.sku)
  const links = (await ctx.catalog.configurableChildren(parent.product_id)) ?? []
  if (!child || !links.some((link) => link.child_id === child.product_id)) return notFound(input.sku)
  return { product: parent, options: JSON.stringify({ child_id: child.product_id }) }
}

const wishlistSource = (wishlist: WishlistRow) => ({ ...wishlist, id: String(wishlist.wishlist_id) })

const WishlistItemsSchema = z
  .array(z.object({ sku: z.string(), quantity: z.number(), parent_sku: z.string().nullish() }))
  .max(MAX_ITEMS_PER_CALL)

export const wishlistResolvers: ResolverMap = {
  Query: {
    wishlist: async (_source: unknown, _args, ctx) => {
      const wishlist = await wishlistOf(ctx, requireCustomer(ctx))
      const list = await items(ctx, wishlist)
      return {
        items: list,
        items_count: list.length,
        name: 'Wish List',
        sharing_code: wishlist.sharing_code,
        updated_at: wishlist.updated_at,
      }
    },
  },
  Mutation: {
    addProductsToWishlist: async (_source: unknown, args, ctx) => {
      const wishlist = await ownWishlist(ctx, args.wishlistId)
      const parsed = WishlistItemsSchema.safeParse(args.wishlistItems)
      if (!parsed.success) throw inputError(`At most ${MAX_ITEMS_PER_CALL} wish list items can be added at once.`)
      const userErrors: { code: string; message: string }[] = []
      for (const item of parsed.data) {
        const wished = await wishedProduct(ctx, item)
        if ('error' in wished) {
          userErrors.push({ code: 'PRODUCT_NOT_FOUND', message: wished.error })
          continue
        }
        if (!(item.quantity > 0) || !Number.isFinite(item.quantity)) {
          userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' })
          continue
        }
        const productId = wished.product.product_id
        // The same product with the same options is one item whose quantity grows, as in Magento.
        await ctx.db.batch([
          ctx.db
            .prepare(
              `UPDATE wishlist_item SET qty = qty + ? WHERE wishlist_id = ? AND product_id = ? AND options_json = ?`,
            )
            .bind(item.quantity, wishlist.wishlist_id, productId, wished.options),
          ctx.db
            .prepare(
              `INSERT INTO wishlist_item (wishlist_id, product_id, qty, options_json) SELECT ?, ?, ?, ? WHERE NOT EXISTS
            (SELECT 1 FROM wishlist_item WHERE wishlist_id = ? AND product_id = ? AND options_json = ?)`,
            )
            .bind(
              wishlist.wishlist_id,
              productId,
              item.quantity,
              wished.options,
              wishlist.wishlist_id,
              productId,
              wished.options,
            ),
          ctx.db
            .prepare(`UPDATE wishlist SET updated_at = datetime('now') WHERE wishlist_id = ?`)
            .bind(wishlist.wishlist_id),
        ])
      }
      return { wishlist: wishlistSource(wishlist), user_errors: userErrors }
    },
    removeProductsFromWishlist: async (_source: unknown, args, ctx) => {
      const wishlist = await ownWishlist(ctx, args.wishlistId)
      const ids = WishlistItemIdsSchema.safeParse(args.wishlistItemsIds)
      if (!ids.success) throw inputError(`At most ${MAX_ITEMS_PER_CALL} wish list items can be removed at once.`)
      if (ids.data.length === 0) throw inputError('The list of wishlist items ids is required.')
      const own = await ownItemIds(ctx, wishlist.wishlist_id)
      // Someone else's or an unknown item is reported, never touched (Magento's message).
      const userErrors = ids.data.filter((id) => !own.has(id)).map((id) => notInWishlist({ wishlist_item_id: id }))
      const mine = ids.data.filter((id) => own.has(id)).map(Number)
      if (mine.length > 0) {
        await ctx.db
          .prepare('DELETE FROM wishlist_item WHERE wishlist_id = ? AND item_id IN (SELECT value FROM json_each(?))')
          .bind(wishlist.wishlist_id, JSON.stringify(mine))
          .run()
      }
      return { wishlist: wishlistSource(wishlist), user_errors: userErrors }
    },
    updateProductsInWishlist: async (_source: unknown, args, ctx) => {
      const wishlist = await ownWishlist(ctx, args.wishlistId)
      const parsed = WishlistUpdatesSchema.safeParse(args.wishlistItems)
      if (!parsed.success) throw inputError(`At most ${MAX_ITEMS_PER_CALL} wish list items can be updated at once.`)
      const own = await ownItemIds(ctx, wishlist.wishlist_id)
      // Someone else's or an unknown item is reported, never touched, as removeProductsFromWishlist does.
      const userErrors = parsed.data.filter((update) => !own.has(update.wishlist_item_id)).map(notInWishlist)
      const updates = parsed.data.filter((update) => own.has(update.wishlist_item_id))
      if (updates.length > 0) {
        await ctx.db.batch(
          updates.map((update) =>
            ctx.db
              .prepare(
                'UPDATE wishlist_item SET qty = COALESCE(?, qty), description = COALESCE(?, description) WHERE wishlist_id = ? AND item_id = ?',
              )
              .bind(
                update.quantity ?? null,
                update.description ?? null,
                wishlist.wishlist_id,
                Number(update.wishlist_item_id),
              ),
          ),
        )
      }
      return { wishlist: wishlistSource(wishlist), user_errors: userErrors }
    },
  },
  Customer: {
    wishlist: async (customer: CustomerRow, _args, ctx) =>
      wishlistSource(await readWishlist(ctx, customer.customer_id)),
    wishlists: async (customer: CustomerRow, _args, ctx) => [
      wishlistSource(await readWishlist(ctx, customer.customer_id)),
    ],
    wishlist_v2: async (customer: CustomerRow, args, ctx) => {
      const wishlist = await readWishlist(ctx, customer.customer_id)
      const id = WishlistIdSchema.parse(args.id)
      return id === '0' || id === String(wishlist.wishlist_id) ? wishlistSource(wishlist) : null
    },
  },
  Wishlist: {
    // The header asks for the count on every page: one count, not the items with their products.
    items_count: async (wishlist: WishlistRow, _args, ctx) => {
      if (wishlist.read) return wishlist.read.count
      const row = await ctx.db
        .prepare(`${ITEM_COUNT_SQL} i.wishlist_id = ?`)
        .bind(wishlist.wishlist_id)
        .first<{ n: number }>()
      return row?.n ?? 0
    },
    items: (wishlist: WishlistRow, _args, ctx) => items(ctx, wishlist),
    items_v2: async (wishlist: WishlistRow, args, ctx) => {
      const { currentPage, pageSize } = ItemsPageArgsSchema.parse(args)
      const all = await items(ctx, wishlist)
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
      }
    },
  },
}
