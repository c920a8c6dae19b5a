// The rest of Magento's cart mutations: the per-type add mutations of the classic API (addSimpleProductsToCart and
// its siblings, which throw where addProductsToCart reports user errors), assigning a guest cart to the signed-in
// customer, and moving wishlist items into the cart.
import { z } from 'zod'
import { addItems, type UserError } from '../cart/add-items.ts'
import { loadLines } from '../cart/cart-items.ts'
import { customerCart, loadCart, touchCart, type CartRow } from '../cart/cart-row.ts'
import { cartViewById } from '../cart/cart-view.ts'
import { requireCustomer } from '../customer/customer-row.ts'
import type { Context } from '../graphql/context.ts'
import { authorizationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { encodeUid } from '../graphql/uid.ts'

const CustomizableSchema = z
  .array(z.object({ id: z.number().int().nullish(), uid: z.string().nullish(), value_string: z.string() }).nullish())
  .nullish()
const DataSchema = z.object({
  sku: z.string(),
  quantity: z.number(),
  parent_sku: z.string().nullish(),
  selected_options: z.array(z.string().nullish()).nullish(),
  entered_options: z.array(z.object({ uid: z.string(), value: z.string() })).nullish(),
})
const LegacyItemSchema = z.object({
  data: DataSchema,
  customizable_options: CustomizableSchema,
  parent_sku: z.string().nullish(),
  variant_sku: z.string().nullish(),
  bundle_options: z
    .array(z.object({ id: z.number().int(), quantity: z.number(), value: z.array(z.string().nullish()) }).nullish())
    .nullish(),
  downloadable_product_links: z.array(z.object({ link_id: z.number().int() }).nullish()).nullish(),
})
type LegacyItem = z.infer<typeof LegacyItemSchema>

const LegacyInputSchema = z.object({
  input: z
    .object({ cart_id: z.string().nullish(), cart_items: z.array(LegacyItemSchema.nullish()).nullish() })
    .nullish(),
})
const AssignGuestCartArgsSchema = z.object({ cart_id: z.string() })
const WishlistItemsToCartArgsSchema = z.object({
  wishlistId: z.string(),
  wishlistItemIds: z.array(z.string()).nullish(),
})

// A legacy item as the CartItemInput of addProductsToCart: options become uids.
function toCartItem(item: LegacyItem) {
  const entered = [
    ...(item.data.entered_options ?? []),
    ...(item.customizable_options ?? []).flatMap((option) => {
      if (!option) return []
      const uid = option.uid ?? (option.id ? encodeUid(`custom-option/${option.id}`) : null)
      return uid ? [{ uid, value: option.value_string }] : []
    }),
  ]
  const selected = [
    ...(item.data.selected_options ?? []).filter((uid): uid is string => typeof uid === 'string'),
    ...(item.bundle_options ?? []).flatMap((option) =>
      option
        ? option.value
            .filter((value): value is string => typeof value === 'string')
            .map((selection) => encodeUid(`bundle/${option.id}/${selection}/${option.quantity}`))
        : [],
    ),
    ...(item.downloadable_product_links ?? []).flatMap((link) =>
      link ? [encodeUid(`downloadable/${link.link_id}`)] : [],
    ),
  ]
  return {
    sku: item.variant_sku ?? item.data.sku,
    quantity: item.data.quantity,
    parent_sku: item.parent_sku ?? item.data.parent_sku ?? null,
    selected_options: selected,
    entered_options: entered,
  }
}

const thrown = (error: UserError) =>
  error.code === 'PRODUCT_NOT_FOUND' ? noSuchEntityError(error.message) : inputError(error.message)

const addLegacy = async (_source: unknown, args: Record<string, unknown>, ctx: Context) => {
  const { input } = LegacyInputSchema.parse(args)
  const cartId = input?.cart_id ?? ''
  if (!cartId.trim()) throw inputError('Required parameter "cart_id" is missing')
  const items = (input?.cart_items ?? []).filter((item): item is LegacyItem => item !== null && item !== undefined)
  if (items.length === 0) throw inputError('Required parameter "cart_items" is missing')
  await loadCart(ctx, cartId)
  for (const item of items) {
    if (item.data.quantity <= 0) throw inputError('Please enter a number greater than 0 in this field.')
  }
  const [error] = await addItems(ctx, cartId, items.map(toCartItem), await loadLines(ctx, cartId))
  if (error) throw thrown(error)
  await touchCart(ctx, cartId)
  return { cart: await cartViewById(ctx, cartId) }
}

type WishlistRow = { wishlist_id: number; customer_id: number }
type WishlistItemRow = { item_id: number; product_id: number; qty: number; sku: string }

export const cartMoreResolvers: ResolverMap = {
  Mutation: {
    addSimpleProductsToCart: addLegacy,
    addVirtualProductsToCart: addLegacy,
    addConfigurableProductsToCart: addLegacy,
    addBundleProductsToCart: addLegacy,
    addDownloadableProductsToCart: addLegacy,
    // The guest cart becomes the customer's active cart (Magento's assignCustomer); the guest keeps no access.
    assignCustomerToGuestCart: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { cart_id: cartId } = AssignGuestCartArgsSchema.parse(args)
      const cart = await ctx.db.prepare('SELECT * FROM cart WHERE cart_id = ?').bind(cartId).first<CartRow>()
      if (!cart) throw noSuchEntityError(`Could not find a cart with ID "${cartId}"`)
      if (cart.customer_id !== null)
        throw authorizationError(`The current user cannot perform operations on cart "${cartId}"`)
      if (cart.is_active !== 1) throw noSuchEntityError("The cart isn't active.")
      if (cart.store_id !== ctx.store.store_id)
        throw noSuchEntityError(`Wrong store code specified for cart "${cartId}"`)
      await ctx.db.batch([
        ctx.db
          .prepare('UPDATE cart SET is_active = 0 WHERE customer_id = ? AND store_id = ? AND is_active = 1')
          .bind(customerId, ctx.store.store_id),
        ctx.db
          .prepare(
            `UPDATE cart SET customer_id = ?, email = (SELECT email FROM customer WHERE customer_id = ?),
            updated_at = datetime('now') WHERE cart_id = ?`,
          )
          .bind(customerId, customerId, cartId),
      ])
      return cartViewById(ctx, cartId)
    },
    // Wishlist items go into the customer's cart and leave the wishlist; what cannot be added stays, reported.
    addWishlistItemsToCart: async (_source: unknown, args, ctx) => {
      const customerId = requireCustomer(ctx)
      const { wishlistId, wishlistItemIds } = WishlistItemsToCartArgsSchema.parse(args)
      const wishlist = await ctx.db
        .prepare('SELECT * FROM wishlist WHERE customer_id = ?')
        .bind(customerId)
        .first<WishlistRow>()
      if (!wishlist || (wishlistId !== '0' && wishlistId !== String(wishlist.wishlist_id)))
        throw noSuchEntityError('The wishlist was not found.')
      const { results } = await ctx.db
        .prepare(
          `SELECT w.item_id, w.product_id, w.qty, p.sku FROM wishlist_item w JOIN product p ON p.product_id = w.product_id
          WHERE w.wishlist_id = ? ORDER BY w.item_id`,
        )
        .bind(wishlist.wishlist_id)
        .all<WishlistItemRow>()
      const chosen = wishlistItemIds
        ? results.filter((item) => wishlistItemIds.includes(String(item.item_id)))
        : results
      if (wishlistItemIds && chosen.length !== wishlistItemIds.length)
        throw inputError('The wishlist item ids "' + wishlistItemIds.join(',') + '" were not found.')
      const cart = await customerCart(ctx, customerId)
      const errors = []
      for (const item of chosen) {
        const [error] = await addItems(
          ctx,
          cart.cart_id,
          [{ sku: item.sku, quantity: item.qty }],
          await loadLines(ctx, cart.cart_id),
        )
        if (error) {
          errors.push({ ...error, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.item_id) })
          continue
        }
        await ctx.db.prepare('DELETE FROM wishlist_item WHERE item_id = ?').bind(item.item_id).run()
      }
      await touchCart(ctx, cart.cart_id)
      return {
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
        // Wishlist's own resolvers answer its fields from the row, as customer.wishlists does.
        wishlist: { ...wishlist, id: String(wishlist.wishlist_id) },
      }
    },
  },
}
