// Checkout: shipping and billing addresses, shipping and payment methods, and placing the order.
import { z } from 'zod'
import { randomToken } from '../auth/tokens.ts'
import { CartAddressSchema, type CartAddress } from '../cart/cart-address.ts'
import { loadCart, touchCart, type CartRow } from '../cart/cart-row.ts'
import { PAYMENT_INSTRUCTIONS, PAYMENT_METHODS, cartView, cartViewById } from '../cart/cart-view.ts'
import { UNLIMITED_QTY, loadLines, stockMoves } from '../cart/cart-items.ts'
import { round, rowTotal } from '../cart/totals.ts'
import { resolveRegion } from '../customer/region.ts'
import type { Context } from '../graphql/context.ts'
import { NOT_AUTHORIZED, authorizationError, inputError, noSuchEntityError } from '../graphql/errors.ts'
import type { ResolverMap } from '../graphql/resolver-types.ts'
import { queueMail } from '../mail/outbox.ts'
import { orderMailHtml, partName } from '../mail/order-mail.ts'
import {
  bundleOptionsSnapshot,
  downloadableLinksSnapshot,
  orderView,
  parseOrderAddress,
  type OrderRow,
} from '../sales/order-view.ts'
import { type AddressRow, saveOrderAddresses, streetInput, streetLines } from './addresses.ts'

const AddressInputSchema = z.object({
  address: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      company: z.string().nullish(),
      street: z.array(z.string().nullish()),
      city: z.string(),
      region: z.string().nullish(),
      region_id: z.number().int().nullish(),
      postcode: z.string().nullish(),
      country_code: z.string(),
      telephone: z.string().nullish(),
      vat_id: z.string().nullish(),
      save_in_address_book: z.boolean().nullish(),
    })
    .nullish(),
  customer_address_id: z.number().int().nullish(),
})

const ShippingAddressesArgsSchema = z.object({
  input: z.object({ cart_id: z.string(), shipping_addresses: z.array(AddressInputSchema.nullish()) }),
})
const BillingAddressArgsSchema = z.object({
  input: z.object({
    cart_id: z.string(),
    billing_address: AddressInputSchema.extend({
      same_as_shipping: z.boolean().nullish(),
      use_for_shipping: z.boolean().nullish(),
    }),
  }),
})
const ShippingMethodsArgsSchema = z.object({
  input: z.object({
    cart_id: z.string(),
    shipping_methods: z.array(
      z
        .object({
          carrier_code: z.string(),
          method_code: z.string(),
        })
        .nullish(),
    ),
  }),
})
const PaymentMethodInputSchema = z.object({ cart_id: z.string(), payment_method: z.object({ code: z.string() }) })
const PaymentMethodArgsSchema = z.object({ input: PaymentMethodInputSchema })
const PaymentMethodAndPlaceOrderArgsSchema = z.object({ input: PaymentMethodInputSchema.nullish() })
const CartIdInputArgsSchema = z.object({ input: z.object({ cart_id: z.string() }) })

type SavedAddressRow = Omit<AddressRow, 'address_id'>

async function resolveAddress(ctx: Context, input: z.infer<typeof AddressInputSchema>): Promise<CartAddress> {
  if (input.customer_address_id !== null && input.customer_address_id !== undefined) {
    if (ctx.customerId === null) throw authorizationError(NOT_AUTHORIZED)
    const row = await ctx.db
      .prepare('SELECT * FROM customer_address WHERE address_id = ?')
      .bind(input.customer_address_id)
      .first<SavedAddressRow>()
    if (!row) throw noSuchEntityError(`Could not find a address with ID "${input.customer_address_id}"`)
    if (row.customer_id !== ctx.customerId) {
      throw authorizationError(
        `Current customer does not have permission to address with ID "${input.customer_address_id}"`,
      )
    }
    return CartAddressSchema.parse({
      ...row,
      street: streetLines(row.street_json),
      customer_address_id: input.customer_address_id,
    })
  }
  const address = input.address
  if (!address) throw inputError('The shipping address must contain either "customer_address_id" or "address".')
  const street = streetInput(address.street)
  const missing = Object.entries({
    firstname: address.firstname,
    lastname: address.lastname,
    street: street.join(''),
    city: address.city,
    telephone: address.telephone ?? '',
  })
    .filter(([, value]) => !value.trim())
    .map(([field]) => field)
  if (missing.length > 0)
    throw inputError(missing.map((field) => `"${field}" is required. Enter and try again.`).join(' '))
  const country = await ctx.db
    .prepare('SELECT country_id FROM country WHERE country_id = ?')
    .bind(address.country_code.toUpperCase())
    .first()
  if (!country) throw inputError(`Country is not available`)
  const countryCode = address.country_code.toUpperCase()
  const region = await resolveRegion(ctx, countryCode, { region: address.region, region_id: address.region_id })
  return { ...address, ...region, street, country_code: countryCode }
}

const setAddress = (
  column: 'shipping_address_json' | 'billing_address_json',
  ctx: Context,
  cartId: string,
  address: CartAddress,
) => ctx.db.prepare(`UPDATE cart SET ${column} = ? WHERE cart_id = ?`).bind(JSON.stringify(address), cartId).run()

/** Magento's CheckCartCheckoutAllowance, as a guest checkout is refused. */
export const GUEST_CHECKOUT_NOT_ALLOWED =
  'Guest checkout is not allowed. Register a customer account or login with existing one.'

/**
 * Magento's default "Disable Guest Checkout if Cart Contains Downloadable Items" (Downloadable's
 * IsAllowedGuestCheckoutObserver): a guest's purchased links would belong to no account, where the buyer finds
 * them (My downloads). Every checkout step of a guest cart holding such an item is refused, as GetCartForCheckout does.
 */
async function allowCheckout(ctx: Context, cart: CartRow): Promise<void> {
  if (cart.customer_id !== null) return
  const lines = await loadLines(ctx, cart.cart_id)
  if (lines.some((line) => line.product.type_id === 'downloadable'))
    throw authorizationError(GUEST_CHECKOUT_NOT_ALLOWED)
}

async function respond(ctx: Context, cartId: string) {
  await touchCart(ctx, cartId)
  return { cart: await cartViewById(ctx, cartId) }
}

async function setPaymentMethod(ctx: Context, cartId: string, code: string) {
  const cart = await loadCart(ctx, cartId)
  await allowCheckout(ctx, cart)
  if (!PAYMENT_METHODS.some((m) => m.code === code)) throw inputError('The requested Payment Method is not available.')
  await ctx.db.prepare('UPDATE cart SET payment_method_code = ? WHERE cart_id = ?').bind(code, cart.cart_id).run()
}

// placeOrder and the deprecated setPaymentMethodAndPlaceOrder.
async function placeOrderFor(ctx: Context, cartId: string) {
  const cart = await loadCart(ctx, cartId)
  await allowCheckout(ctx, cart)
  const view = await cartView(ctx, cart)
  const fail = (code: string, message: string) => ({ order: null, orderV2: null, errors: [{ code, message }] })
  if (view.lines.length === 0)
    return fail(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: A server error stopped your order from being placed. Please try to place your order again',
    )
  if (!cart.email) return fail('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.')
  if (!view.is_virtual && !cart.shipping_address_json)
    return fail('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Please check the shipping address information.')
  if (!view.is_virtual && !view.selectedShipping)
    return fail(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: The shipping method is missing. Select the shipping method and try again.',
    )
  if (!cart.billing_address_json)
    return fail('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Please check the billing address information.')
  const payment = PAYMENT_METHODS.find((m) => m.code === cart.payment_method_code)
  if (!payment)
    return fail('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Enter a valid payment method and try again.')
  // Salable covers the quantity too (cart-items.ts: in stock, and enough of it, a bundle's parts included).
  const unavailable = view.lines.find((line) => !line.salable)
  if (unavailable) return fail('UNABLE_TO_PLACE_ORDER', 'Unable to place order: The requested qty is not available')

  const { totals } = view
  const order = await ctx.db
    .prepare(
      `INSERT INTO sales_order (increment_id, store_id, customer_id, email, status, subtotal, discount_amount, discount_label,
      shipping_amount, tax_amount, grand_total, coupon_code, shipping_method, shipping_description, payment_method, shipping_address_json,
      billing_address_json, protect_code) VALUES ('pending-' || ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING order_id`,
    )
    .bind(
      cart.cart_id,
      ctx.store.store_id,
      cart.customer_id,
      cart.email,
      totals.subtotal,
      totals.discount,
      view.prices.discounts[0]?.label ?? null,
      totals.shipping,
      totals.tax,
      totals.grandTotal,
      // The coupon the totals applied: one the cart fell below the minimum of is not the order's.
      view.applied_coupon?.code ?? null,
      view.selectedShipping ? `${view.selectedShipping.carrier_code}_${view.selectedShipping.method_code}` : null,
      view.selectedShipping ? `${view.selectedShipping.carrier_title} - ${view.selectedShipping.method_title}` : null,
      payment.code,
      cart.shipping_address_json,
      cart.billing_address_json,
      randomToken(16),
    )
    .first<{ order_id: number }>()
  if (!order) throw new Error('Order insert returned no row')
  const number = String(order.order_id).padStart(9, '0')
  await ctx.db.batch([
    ctx.db.prepare('UPDATE sales_order SET increment_id = ? WHERE order_id = ?').bind(number, order.order_id),
    ...view.lines.map((line, index) =>
      ctx.db
        .prepare(
          `INSERT INTO sales_order_item (order_id, product_id, sku, name, product_type, qty, price, row_total, discount_amount, options_json,
          buy_request_json, selected_options_json, stock_moves_json, bundle_options_json, downloadable_links_json)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          order.order_id,
          line.product.product_id,
          line.stockProduct.sku,
          line.product.name,
          line.product.type_id,
          line.item.qty,
          round(line.unitPrice),
          rowTotal(line.unitPrice, line.item.qty),
          totals.discounts[index] ?? 0,
          JSON.stringify(line.customOptions.map((c) => ({ label: c.option.title, value: c.value }))),
          line.item.options_json,
          JSON.stringify(line.configurableOptions.map((c) => ({ label: c.option_label, value: c.value_label }))),
          JSON.stringify(stockMoves(line).map(({ product, qty }) => ({ product_id: product.product_id, qty }))),
          JSON.stringify(bundleOptionsSnapshot(line)),
          JSON.stringify(downloadableLinksSnapshot(line)),
        ),
    ),
    // One purchased link per downloadable link bought (unlimited downloads), as Magento records them; available
    // at once ("Order Item Status to Enable Downloads" = Pending), since this store never invoices.
    ...view.lines.flatMap((line) =>
      line.links.map((link) =>
        ctx.db
          .prepare(
            "INSERT INTO downloadable_link_purchased (order_id, customer_id, link_id, link_hash, title, status) VALUES (?, ?, ?, ?, ?, 'available')",
          )
          .bind(order.order_id, cart.customer_id, link.link_id, randomToken(16), link.title),
      ),
    ),
    // Stock of limited products goes down (a bundle's parts, not the set); goods with unlimited stock stay.
    ...view.lines.flatMap((line) =>
      stockMoves(line).map(({ product, qty }) =>
        ctx.db
          .prepare(
            'UPDATE product SET qty = qty - ?, in_stock = CASE WHEN qty - ? <= 0 THEN 0 ELSE in_stock END WHERE product_id = ? AND qty < ?',
          )
          .bind(qty, qty, product.product_id, UNLIMITED_QTY),
      ),
    ),
    ctx.db.prepare('UPDATE cart SET is_active = 0 WHERE cart_id = ?').bind(cart.cart_id),
  ])
  if (cart.customer_id !== null)
    await saveOrderAddresses(ctx, cart.customer_id, cart.shipping_address_json, cart.billing_address_json)
  await queueMail(ctx.db, {
    storeId: ctx.store.store_id,
    to: cart.email,
    subject: `Your ${ctx.store.name} order #${number}`,
    html: orderMailHtml({
      number,
      locale: ctx.store.locale,
      currency: ctx.store.currency,
      lines: view.lines.map((line) => ({
        name: line.product.name,
        sku: line.stockProduct.sku,
        qty: line.item.qty,
        rowTotal: rowTotal(line.unitPrice, line.item.qty),
        options: [
          ...line.configurableOptions.map((option) => ({ label: option.option_label, value: option.value_label })),
          ...bundleOptionsSnapshot(line).map((option) => ({
            label: option.label,
            value: option.values.map((part) => partName(part.product_name, part.quantity)).join(', '),
          })),
          ...(line.links.length > 0
            ? [{ label: 'Downloads', value: line.links.map((link) => link.title).join(', ') }]
            : []),
          ...line.customOptions.map((custom) => ({ label: custom.option.title, value: custom.value })),
        ],
      })),
      totals,
      shippingDescription: view.selectedShipping
        ? `${view.selectedShipping.carrier_title} - ${view.selectedShipping.method_title}`
        : null,
      shippingAddress: parseOrderAddress(cart.shipping_address_json),
      billingAddress: parseOrderAddress(cart.billing_address_json),
      payment: { title: payment.title, instructions: PAYMENT_INSTRUCTIONS[payment.code] ?? null },
    }),
  })
  const placed = await ctx.db
    .prepare('SELECT * FROM sales_order WHERE order_id = ?')
    .bind(order.order_id)
    .first<OrderRow>()
  return {
    order: { order_number: number, order_id: number },
    orderV2: placed ? await orderView(ctx, placed) : null,
    errors: [],
  }
}

export const checkoutResolvers: ResolverMap = {
  Mutation: {
    setShippingAddressesOnCart: async (_source: unknown, args, ctx) => {
      const { input } = ShippingAddressesArgsSchema.parse(args)
      const cart = await loadCart(ctx, input.cart_id)
      await allowCheckout(ctx, cart)
      const addresses = input.shipping_addresses.filter((a) => a !== null && a !== undefined)
      if (addresses.length > 1) throw inputError('You cannot specify multiple shipping addresses.')
      const [first] = addresses
      if (!first) throw inputError('The shipping address is missing. Set the address and try again.')
      await setAddress('shipping_address_json', ctx, cart.cart_id, await resolveAddress(ctx, first))
      return respond(ctx, cart.cart_id)
    },
    setBillingAddressOnCart: async (_source: unknown, args, ctx) => {
      const { input } = BillingAddressArgsSchema.parse(args)
      const cart = await loadCart(ctx, input.cart_id)
      await allowCheckout(ctx, cart)
      const billing = input.billing_address
      if (billing.same_as_shipping) {
        if (!cart.shipping_address_json)
          throw inputError('The shipping address is missing. Set the address and try again.')
        await ctx.db
          .prepare('UPDATE cart SET billing_address_json = shipping_address_json WHERE cart_id = ?')
          .bind(cart.cart_id)
          .run()
      } else {
        const address = await resolveAddress(ctx, billing)
        await setAddress('billing_address_json', ctx, cart.cart_id, address)
        if (billing.use_for_shipping) await setAddress('shipping_address_json', ctx, cart.cart_id, address)
      }
      return respond(ctx, cart.cart_id)
    },
    setShippingMethodsOnCart: async (_source: unknown, args, ctx) => {
      const { input } = ShippingMethodsArgsSchema.parse(args)
      const cart = await loadCart(ctx, input.cart_id)
      await allowCheckout(ctx, cart)
      const [method] = input.shipping_methods.filter((m) => m !== null && m !== undefined)
      if (!method) throw inputError('Required parameter "shipping_methods" is missing')
      const view = await cartView(ctx, cart)
      if (!cart.shipping_address_json)
        throw inputError('The shipping address is missing. Set the address and try again.')
      const available = view.shippingMethods.some(
        (m) => m.carrier_code === method.carrier_code && m.method_code === method.method_code,
      )
      if (!available)
        throw inputError(`Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`)
      await ctx.db
        .prepare('UPDATE cart SET shipping_carrier_code = ?, shipping_method_code = ? WHERE cart_id = ?')
        .bind(method.carrier_code, method.method_code, cart.cart_id)
        .run()
      return respond(ctx, cart.cart_id)
    },
    setPaymentMethodOnCart: async (_source: unknown, args, ctx) => {
      const { input } = PaymentMethodArgsSchema.parse(args)
      await setPaymentMethod(ctx, input.cart_id, input.payment_method.code)
      return respond(ctx, input.cart_id)
    },
    placeOrder: async (_source: unknown, args, ctx) => {
      const { input } = CartIdInputArgsSchema.parse(args)
      return placeOrderFor(ctx, input.cart_id)
    },
    setPaymentMethodAndPlaceOrder: async (_source: unknown, args, ctx) => {
      const { input } = PaymentMethodAndPlaceOrderArgsSchema.parse(args)
      if (!input?.cart_id) throw inputError('Required parameter "cart_id" is missing')
      await setPaymentMethod(ctx, input.cart_id, input.payment_method.code)
      return placeOrderFor(ctx, input.cart_id)
    },
  },
}
