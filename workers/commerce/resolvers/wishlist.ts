// The customer's single wishlist. The storefront addresses it as id '0', which like Magento means "the default list".
import { z } from 'zod'
import { toProductSource } from '../catalog/product-source.ts'
import { requireCustomer, type CustomerRow } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'

type WishlistRow = { wishlist_id: number; customer_id: number; sharing_code: string; updated_at: string }
type ItemRow = { item_id: number; product_id: number; qty: number; description: string | null; added_at: string }

const ITEM_TYPENAMES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  grouped: 'GroupedProductWishlistItem',
  downloadable: 'DownloadableWishlistItem',
}

async function wishlistOf(ctx: Context, customerId: number): Promise<WishlistRow> {
  const existing = await ctx.db
    .prepare('SELECT * FROM wishlist WHERE customer_id = ?')
    .bind(customerId)
    .first<WishlistRow>()
  if (existing) return existing
  const created = await ctx.db
    .prepare('INSERT INTO wishlist (customer_id, sharing_code) VALUES (?, ?) RETURNING *')
    .bind(customerId, crypto.randomUUID().replaceAll('-', ''))
    .first<WishlistRow>()
  if (!created) throw new Error('Wishlist insert returned no row')
  return created
}

async function ownWishlist(ctx: Context, rawId: unknown): Promise<WishlistRow> {
  const customerId = requireCustomer(ctx)
  const id = z.string().parse(rawId)
  const wishlist = await wishlistOf(ctx, customerId)
  if (id !== '0' && id !== String(wishlist.wishlist_id)) throw noSuchEntityError(`The wishlist was not found.`)
  return wishlist
}

async function items(ctx: Context, wishlist: WishlistRow) {
  const { results } = await ctx.db
    .prepare(
      'SELECT item_id, product_id, qty, description, added_at FROM wishlist_item WHERE wishlist_id = ? ORDER BY item_id',
    )
    .bind(wishlist.wishlist_id)
    .all<ItemRow>()
  const products = await Promise.all(results.map((item) => ctx.catalog.product(item.product_id)))
  return results.flatMap((item, index) => {
    const row = products[index]
    if (!row) return []
    return [
      {
        __typename: ITEM_TYPENAMES[row.type_id] ?? 'SimpleWishlistItem',
        id: String(item.item_id),
        quantity: item.qty,
        qty: item.qty,
        description: item.description,
        added_at: item.added_at,
        product: toProductSource(row),
        customizable_options: [],
      },
    ]
  })
}

const wishlistSource = (wishlist: WishlistRow) => ({ ...wishlist, id: String(wishlist.wishlist_id) })

const WishlistItemsSchema = z.array(
  z.object({ sku: z.string(), quantity: z.number(), parent_sku: z.string().nullish() }),
)

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
      const userErrors: { code: string; message: string }[] = []
      for (const item of WishlistItemsSchema.parse(args.wishlistItems)) {
        // A configurable is wished for as its parent, as Magento does for parent_sku.
        const sku = item.parent_sku ?? item.sku
        const productId = await ctx.catalog.productIdBySku(sku)
        if (productId === undefined) {
          userErrors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` })
          continue
        }
        if (item.quantity <= 0) {
          userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' })
          continue
        }
        await ctx.db.batch([
          ctx.db
            .prepare(`UPDATE wishlist_item SET qty = qty + ? WHERE wishlist_id = ? AND product_id = ?`)
            .bind(item.quantity, wishlist.wishlist_id, productId),
          ctx.db
            .prepare(
              `INSERT INTO wishlist_item (wishlist_id, product_id, qty) SELECT ?, ?, ? WHERE NOT EXISTS
            (SELECT 1 FROM wishlist_item WHERE wishlist_id = ? AND product_id = ?)`,
            )
            .bind(wishlist.wishlist_id, productId, item.quantity, wishlist.wishlist_id, productId),
          ctx.db
            .prepare(`UPDATE wishlist SET updated_at = datetime('now') WHERE wishlist_id = ?`)
            .bind(wishlist.wishlist_id),
        ])
      }
      return { wishlist: wishlistSource(wishlist), user_errors: userErrors }
    },
    removeProductsFromWishlist: async (_source: unknown, args, ctx) => {
      const wishlist = await ownWishlist(ctx, args.wishlistId)
      const ids = z.array(z.string()).parse(args.wishlistItemsIds)
      if (ids.length === 0) throw inputError('The list of wishlist items ids is required.')
      await ctx.db
        .prepare('DELETE FROM wishlist_item WHERE wishlist_id = ? AND item_id IN (SELECT value FROM json_each(?))')
        .bind(wishlist.wishlist_id, JSON.stringify(ids.map(Number)))
        .run()
      return { wishlist: wishlistSource(wishlist), user_errors: [] }
    },
    updateProductsInWishlist: async (_source: unknown, args, ctx) => {
      const wishlist = await ownWishlist(ctx, args.wishlistId)
      const updates = z
        .array(
          z.object({ wishlist_item_id: z.string(), quantity: z.number().nullish(), description: z.string().nullish() }),
        )
        .parse(args.wishlistItems)
      for (const update of updates) {
        await ctx.db
          .prepare(
            'UPDATE wishlist_item SET qty = COALESCE(?, qty), description = COALESCE(?, description) WHERE wishlist_id = ? AND item_id = ?',
          )
          .bind(
            update.quantity ?? null,
            update.description ?? null,
            wishlist.wishlist_id,
            Number(update.wishlist_item_id),
          )
          .run()
      }
      return { wishlist: wishlistSource(wishlist), user_errors: [] }
    },
  },
  Customer: {
    wishlist: async (customer: CustomerRow, _args, ctx) => wishlistSource(await wishlistOf(ctx, customer.customer_id)),
    wishlists: async (customer: CustomerRow, _args, ctx) => [
      wishlistSource(await wishlistOf(ctx, customer.customer_id)),
    ],
    wishlist_v2: async (customer: CustomerRow, args, ctx) => {
      const wishlist = await wishlistOf(ctx, customer.customer_id)
      const id = z.string().parse(args.id)
      return id === '0' || id === String(wishlist.wishlist_id) ? wishlistSource(wishlist) : null
    },
  },
  Wishlist: {
    items_count: async (wishlist: WishlistRow, _args, ctx) => (await items(ctx, wishlist)).length,
    items: (wishlist: WishlistRow, _args, ctx) => items(ctx, wishlist),
    items_v2: async (wishlist: WishlistRow, args, ctx) => {
      const { currentPage, pageSize } = z
        .object({ currentPage: z.number().int().default(1), pageSize: z.number().int().default(20) })
        .parse(args)
      const all = await items(ctx, wishlist)
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
      }
    },
  },
}
