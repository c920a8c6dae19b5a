// Cart queries and mutations: guest and customer carts, items, coupons and merging.
import type { GraphQLResolveInfo } from 'graphql'
import { z } from 'zod'
import { addItems, CartItemInputSchema, DECIMAL_QTY, flaggedCartErrors, stockError } from '../cart/add-items.ts'
import { loadLines } from '../cart/cart-items.ts'
import { createCart, customerCart, loadCart, loadCartCount, touchCart, type CartRow } from '../cart/cart-row.ts'
import { cartView, cartViewById, customerCartView, loadCoupon } from '../cart/cart-view.ts'
import { couponApplies, rowTotal } from '../cart/totals.ts'
import { requireCustomer } from '../customer/customer-row.ts'
import { isEmail } from '../customer/validation.ts'
import type { Context } from '../graphql/context.ts'
import { alreadyExistsError, authorizationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { selectedNames, selectsAny } from '../graphql/selection.ts'
import { decodeIdUid } from '../graphql/uid.ts'

const CART_ITEM_FIELDS: ReadonlySet<string> = new Set(['items', 'itemsV2'])
const COUNT_FIELDS: ReadonlySet<string> = new Set(['id', 'total_quantity', '__typename'])

const asksCountOnly = (info: GraphQLResolveInfo): boolean =>
  [...selectedNames(info)].every((name) => COUNT_FIELDS.has(name))

const COUPON_INVALID = "The coupon code isn't valid. Verify the code and try again."

/** Built once: a zod schema costs far more to build than to run, and the cart is read on every cart page. */
const CartIdArgs = z.object({ cart_id: z.string() })

const cartIdOf = (input: unknown): string => {
  const id = CartIdArgs.parse(input).cart_id
  if (!id.trim()) throw inputError('Required parameter "cart_id" is missing')
  return id
}

// The mutations' arguments, built once for the same reason.
const CreateEmptyCartArgs = z.object({ input: z.object({ cart_id: z.string().nullish() }).nullish() })
const CreateGuestCartArgs = z.object({ input: z.object({ cart_uid: z.string().nullish() }).nullish() })
const AddProductsToCartArgs = z.object({ cartId: z.string(), cartItems: z.array(CartItemInputSchema) })
const UpdateCartItemsArgs = z.object({
  input: z.object({
    cart_id: z.string(),
    cart_items: z.array(
      z
        .object({
          cart_item_uid: z.string().nullish(),
          cart_item_id: z.number().int().nullish(),
          quantity: z.number().nullish(),
        })
        .nullish(),
    ),
  }),
})
const RemoveItemFromCartArgs = z.object({
  input: z.object({
    cart_id: z.string(),
    cart_item_uid: z.string().nullish(),
    cart_item_id: z.number().int().nullish(),
  }),
})
const ApplyCouponArgs = z.object({ input: z.object({ cart_id: z.string(), coupon_code: z.string() }) })
const CartIdInputArgs = z.object({ input: CartIdArgs })
const SetGuestEmailArgs = z.object({ input: z.object({ cart_id: z.string(), email: z.string() }) })
const MergeCartsArgs = z.object({ source_cart_id: z.string(), destination_cart_id: z.string().nullish() })

async function withCart(ctx: Context, cartId: string, change: (cart: CartRow) => Promise<void>) {
  const cart = await loadCart(ctx, cartId)
  await change(cart)
  await touchCart(ctx, cartId)
  return { cart: await cartViewById(ctx, cartId) }
}

const subtotalOf = (lines: readonly { unitPrice: number; item: { qty: number } }[]): number =>
  lines.reduce((sum, line) => sum + rowTotal(line.unitPrice, line.item.qty), 0)

/**
 * After lines change: a coupon whose rule no longer applies (the cart fell below its minimum, or is empty) is taken
 * off the cart for good, as Magento's TotalsCollector::_validateCouponCode clears the quote's code when the totals
 * are collected and the quote saved. Raising the cart again later does not bring it back; it must be applied anew.
 * `couponCode` is the cart's as stored (a change of lines leaves it as the caller read it): no coupon, no reads.
 */
async function dropCouponUnlessApplies(ctx: Context, cartId: string, couponCode: string | null): Promise<void> {
  if (!couponCode) return
  const [lines, coupon] = await Promise.all([loadLines(ctx, cartId), loadCoupon(ctx, couponCode)])
  if (coupon && lines.length > 0 && couponApplies(coupon, subtotalOf(lines))) return
  await ctx.db.prepare('UPDATE cart SET coupon_code = NULL WHERE cart_id = ?').bind(cartId).run()
}

async function findItem(
  ctx: Context,
  cartId: string,
  raw: { cart_item_uid?: string | null; cart_item_id?: number | null },
) {
  const itemId = raw.cart_item_uid ? decodeIdUid(raw.cart_item_uid) : (raw.cart_item_id ?? null)
  if (itemId === null) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.')
  const lines = await loadLines(ctx, cartId)
  const line = lines.find((l) => l.item.item_id === itemId)
  if (!line) throw noSuchEntityError(`Could not find cart item with id: ${raw.cart_item_uid ?? itemId}`)
  return line
}

export const cartResolvers: ResolverMap = {
  Query: {
    // A read asking for the items takes their cards' images and URL rewrites along (one round trip for the cart page);
    // one asking only the count (the header badge) is one statement.
    cart: async (_source: unknown, args, ctx, info) => {
      const cartId = cartIdOf(args)
      if (asksCountOnly(info)) {
        const counted = await loadCartCount(ctx, { cartId })
        if (counted) return { id: counted.cart.cart_id, total_quantity: counted.total_quantity }
      }
      return cartViewById(ctx, cartId, { cards: selectsAny(info, CART_ITEM_FIELDS) })
    },
    customerCart: async (_source: unknown, _args, ctx, info) => {
      const customerId = requireCustomer(ctx)
      if (asksCountOnly(info)) {
        // No active cart yet: the full path creates it, as Magento does on this query.
        const counted = await loadCartCount(ctx, { customerId })
        if (counted) return { id: counted.cart.cart_id, total_quantity: counted.total_quantity }
      }
      return customerCartView(ctx, customerId, { cards: selectsAny(info, CART_ITEM_FIELDS) })
    },
  },
  Mutation: {
    createEmptyCart: async (_source: unknown, args, ctx) => {
      if (ctx.customerId !== null) return (await customerCart(ctx, ctx.customerId)).cart_id
      const requested = CreateEmptyCartArgs.parse(args).input?.cart_id
      if (requested) {
        if (!/^[a-zA-Z0-9]{32}$/.test(requested)) throw inputError('Cart ID length should be 32 characters.')
        if (await ctx.db.prepare('SELECT 1 FROM cart WHERE cart_id = ?').bind(requested).first())
          throw alreadyExistsError(`Cart with ID "${requested}" already exists.`)
      }
      return (await createCart(ctx, null, requested ?? undefined)).cart_id
    },
    createGuestCart: async (_source: unknown, args, ctx) => {
      if (ctx.customerId !== null) throw inputError('Use `Query.customerCart` for logged in customer.')
      const requested = CreateGuestCartArgs.parse(args).input?.cart_uid
      if (requested) {
        if (!/^[a-zA-Z0-9]{32}$/.test(requested)) throw inputError('Cart ID length should be 32 characters.')
        if (await ctx.db.prepare('SELECT 1 FROM cart WHERE cart_id = ?').bind(requested).first())
          throw alreadyExistsError(`Cart with ID "${requested}" already exists.`)
      }
      return { cart: await cartView(ctx, await createCart(ctx, null, requested ?? undefined)) }
    },
    addProductsToCart: async (_source: unknown, args, ctx) => {
      const { cartId, cartItems } = AddProductsToCartArgs.parse(args)
      await loadCart(ctx, cartId)
      const lines = await loadLines(ctx, cartId)
      const flagged = flaggedCartErrors(lines)
      const userErrors = await addItems(ctx, cartId, cartItems, lines)
      await touchCart(ctx, cartId)
      return { cart: await cartViewById(ctx, cartId), user_errors: [...flagged, ...userErrors] }
    },
    updateCartItems: async (_source: unknown, args, ctx) => {
      const { input } = UpdateCartItemsArgs.parse(args)
      return withCart(ctx, input.cart_id, async (cart) => {
        if (input.cart_items.length === 0) throw inputError('Required parameter "cart_items" is missing.')
        for (const update of input.cart_items) {
          if (!update) continue
          const line = await findItem(ctx, cart.cart_id, update)
          if (update.quantity === null || update.quantity === undefined)
            throw inputError('Required parameter "quantity" for "cart_items" is missing.')
          if (update.quantity <= 0) {
            await ctx.db.prepare('DELETE FROM cart_item WHERE item_id = ?').bind(line.item.item_id).run()
            continue
          }
          if (!Number.isInteger(update.quantity)) throw inputError(DECIMAL_QTY)
          const error = stockError(line.stockProduct, update.quantity)
          if (error) throw inputError(error.message)
          await ctx.db
            .prepare('UPDATE cart_item SET qty = ? WHERE item_id = ?')
            .bind(update.quantity, line.item.item_id)
            .run()
        }
        await dropCouponUnlessApplies(ctx, cart.cart_id, cart.coupon_code)
      })
    },
    removeItemFromCart: async (_source: unknown, args, ctx) => {
      const { input } = RemoveItemFromCartArgs.parse(args)
      return withCart(ctx, input.cart_id, async (cart) => {
        const itemId = input.cart_item_uid ? decodeIdUid(input.cart_item_uid) : (input.cart_item_id ?? null)
        if (itemId === null) throw inputError('Required parameter "cart_item_uid" is missing.')
        const result = await ctx.db
          .prepare('DELETE FROM cart_item WHERE cart_id = ? AND item_id = ?')
          .bind(cart.cart_id, itemId)
          .run()
        if (result.meta.changes === 0) throw noSuchEntityError("The cart doesn't contain the item")
        await dropCouponUnlessApplies(ctx, cart.cart_id, cart.coupon_code)
      })
    },
    applyCouponToCart: async (_source: unknown, args, ctx) => {
      const { input } = ApplyCouponArgs.parse(args)
      return withCart(ctx, input.cart_id, async (cart) => {
        const lines = await loadLines(ctx, cart.cart_id)
        if (lines.length === 0) throw noSuchEntityError('Cart does not contain products.')
        const subtotal = subtotalOf(lines)
        // A coupon whose rule no longer applies (the cart fell below its minimum) is dropped, as Magento drops it when
        // it collects the totals: the cart shows none, so it does not stand in the way of another.
        const stored = await loadCoupon(ctx, cart.coupon_code)
        if (stored && couponApplies(stored, subtotal))
          throw inputError('A coupon is already applied to the cart. Please remove it to apply another')
        const coupon = await loadCoupon(ctx, input.coupon_code.trim())
        if (!coupon || !couponApplies(coupon, subtotal)) throw noSuchEntityError(COUPON_INVALID)
        await ctx.db.prepare('UPDATE cart SET coupon_code = ? WHERE cart_id = ?').bind(coupon.code, cart.cart_id).run()
      })
    },
    removeCouponFromCart: async (_source: unknown, args, ctx) => {
      const { input } = CartIdInputArgs.parse(args)
      return withCart(ctx, input.cart_id, async (cart) => {
        await ctx.db.prepare('UPDATE cart SET coupon_code = NULL WHERE cart_id = ?').bind(cart.cart_id).run()
      })
    },
    setGuestEmailOnCart: async (_source: unknown, args, ctx) => {
      const { input } = SetGuestEmailArgs.parse(args)
      if (ctx.customerId !== null) throw inputError('The request is not allowed for logged in customers')
      if (!isEmail(input.email)) throw inputError('Invalid email format')
      return withCart(ctx, input.cart_id, async (cart) => {
        await ctx.db.prepare('UPDATE cart SET email = ? WHERE cart_id = ?').bind(input.email.trim(), cart.cart_id).run()
      })
    },
    mergeCarts: async (_source: unknown, args, ctx) => {
      const customerId = ctx.customerId
      if (customerId === null) throw authorizationError("The current customer isn't authorized.")
      const { source_cart_id: sourceId, destination_cart_id: destinationId } = MergeCartsArgs.parse(args)
      const source = await ctx.db.prepare('SELECT * FROM cart WHERE cart_id = ?').bind(sourceId).first<CartRow>()
      if (!source) throw noSuchEntityError(`Could not find a cart with ID "${sourceId}"`)
      if (source.is_active !== 1) throw noSuchEntityError("The cart isn't active.")
      if (source.customer_id !== null && source.customer_id !== customerId) {
        throw authorizationError(`The current user cannot perform operations on cart "${sourceId}"`)
      }
      if (source.store_id !== ctx.store.store_id)
        throw noSuchEntityError(`Wrong store code specified for cart "${sourceId}"`)
      const destination = destinationId ? await loadCart(ctx, destinationId) : await customerCart(ctx, customerId)
      if (destination.cart_id === source.cart_id)
        throw inputError('The source cart and the destination cart must not be the same.')
      // The guest cart is taken before its lines are read: of two merges at once (a sign-in sent twice), one finds
      // it no longer active, as a merge after another does, instead of adding the same quantities a second time.
      const claimed = await ctx.db
        .prepare('UPDATE cart SET is_active = 0 WHERE cart_id = ? AND is_active = 1')
        .bind(source.cart_id)
        .run()
      if (claimed.meta.changes === 0) throw noSuchEntityError("The cart isn't active.")
      try {
        const sourceLines = await loadLines(ctx, source.cart_id)
        const destinationLines = await loadLines(ctx, destination.cart_id)
        const statements = sourceLines.flatMap((line) => {
          const same = destinationLines.find(
            (d) =>
              d.product.product_id === line.product.product_id &&
              (d.variant?.product_id ?? null) === (line.variant?.product_id ?? null) &&
              d.item.options_json === line.item.options_json,
          )
          if (!same)
            return [
              ctx.db
                .prepare('UPDATE cart_item SET cart_id = ? WHERE item_id = ?')
                .bind(destination.cart_id, line.item.item_id),
            ]
          // As Magento's CartQuantityValidator: a guest line that, added to the customer's same line, asks for more
          // than the stock holds is not carried over (it goes with the guest cart).
          if (stockError(line.variant ?? line.product, same.item.qty + line.item.qty)) return []
          return [
            ctx.db
              .prepare('UPDATE cart_item SET qty = qty + ? WHERE item_id = ?')
              .bind(line.item.qty, same.item.item_id),
          ]
        })
        await ctx.db.batch([
          ...statements,
          ctx.db.prepare('DELETE FROM cart_item WHERE cart_id = ?').bind(source.cart_id),
          // Magento's Quote::merge: the guest cart's coupon, when it has one, is the one the merged cart keeps.
          ctx.db
            .prepare('UPDATE cart SET coupon_code = COALESCE(?, coupon_code) WHERE cart_id = ?')
            .bind(source.coupon_code, destination.cart_id),
        ])
      } catch (error) {
        // Nothing was moved (a read failed, or the batch, which is one transaction): the guest cart is the shopper's
        // again.
        await ctx.db.prepare('UPDATE cart SET is_active = 1 WHERE cart_id = ?').bind(source.cart_id).run()
        throw error
      }
      // The coupon the merge left on the cart (the guest's, else the customer's own).
      await dropCouponUnlessApplies(ctx, destination.cart_id, source.coupon_code ?? destination.coupon_code)
      return cartViewById(ctx, destination.cart_id)
    },
  },
}
