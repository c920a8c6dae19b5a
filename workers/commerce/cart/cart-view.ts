// The Cart object as GraphQL returns it: items with prices, totals, addresses and methods, computed in one pass.
import type { Context } from '../graphql/context.ts'
import { encodeUid } from '../graphql/uid.ts'
import { parseAddress, type CartAddress } from './cart-address.ts'
import { loadLines, type CartLine } from './cart-items.ts'
import {
  customerCartContents,
  loadCartContents,
  type CartContents,
  type CartReadOptions,
  type CartRow,
} from './cart-row.ts'
import {
  TAX_LABEL,
  TAX_RATE,
  availableShippingMethods,
  couponApplies,
  cartTotals,
  round,
  rowTotal,
  type Coupon,
  type ShippingMethod,
} from './totals.ts'

export const PAYMENT_METHODS = [
  { code: 'checkmo', title: 'Check / Money order' },
  { code: 'banktransfer', title: 'Bank Transfer Payment' },
]

/**
 * What the order mail tells a buyer of each method, as a Magento shop configures it (payment/banktransfer/
 * instructions; payment/checkmo/payable_to and mailing_address). The demo shop's own details.
 */
export const PAYMENT_INSTRUCTIONS: Readonly<Record<string, string>> = {
  checkmo:
    'Make your check payable to Estelle Tijs B.V. and send it to Estelle Tijs B.V., Damrak 1, 1012 LG Amsterdam, ' +
    'the Netherlands, with your order number. We process your order once it has arrived.',
  banktransfer:
    'Transfer the total to Estelle Tijs B.V., IBAN NL91 ABNA 0417 1643 00 (BIC ABNANL2A), with your order number as ' +
    'the reference. We process your order once it has arrived.',
}

const ITEM_TYPENAMES: Record<string, string> = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  downloadable: 'DownloadableCartItem',
  grouped: 'SimpleCartItem',
}

export async function loadCoupon(ctx: Context, code: string | null): Promise<Coupon | null> {
  if (!code) return null
  return ctx.db.prepare('SELECT * FROM coupon WHERE code = ? AND is_active = 1').bind(code).first<Coupon>()
}

function itemSource(ctx: Context, line: CartLine, discount: number, couponLabel: string | null) {
  const money = (value: number) => ({ value: round(value), currency: ctx.store.currency })
  const row = rowTotal(line.unitPrice, line.item.qty)
  return {
    __typename: ITEM_TYPENAMES[line.product.type_id] ?? 'SimpleCartItem',
    id: String(line.item.item_id),
    uid: encodeUid(line.item.item_id),
    quantity: line.item.qty,
    is_available: line.salable,
    errors: null,
    product: line.product,
    configured_variant: line.variant ?? line.product,
    prices: {
      price: money(line.unitPrice),
      price_including_tax: money(line.unitPrice * (1 + TAX_RATE)),
      row_total: money(row),
      row_total_including_tax: money(row * (1 + TAX_RATE)),
      total_item_discount: money(discount),
      discounts:
        discount > 0 ? [{ label: couponLabel ?? 'Discount', amount: money(discount), applied_to: 'ITEM' }] : [],
      fixed_product_taxes: [],
    },
    configurable_options: line.configurableOptions,
    bundle_options: [...new Set(line.bundle.map((pick) => pick.optionId))].map((optionId) => {
      const picks = line.bundle.filter((pick) => pick.optionId === optionId)
      return {
        id: optionId,
        uid: encodeUid(`bundle/${optionId}`),
        label: picks[0]?.optionTitle ?? '',
        type: picks[0]?.optionType ?? 'select',
        values: picks.map((pick) => ({
          id: pick.selectionId,
          uid: encodeUid(`bundle/${optionId}/${pick.selectionId}/${pick.qty}`),
          label: pick.product.name,
          price: pick.product.special_price ?? pick.product.price,
          quantity: pick.qty,
        })),
      }
    }),
    links: line.links.map((link) => ({
      id: link.link_id,
      uid: encodeUid(`downloadable/${link.link_id}`),
      title: link.title,
      price: link.price,
      sort_order: link.sort_order,
    })),
    samples: [],
    customizable_options: line.customOptions.map(({ option, value }) => ({
      id: option.option_id,
      customizable_option_uid: encodeUid(`custom-option/${option.option_id}`),
      label: option.title,
      type: option.type,
      is_required: option.required === 1,
      sort_order: option.sort_order,
      values: [
        {
          id: option.option_id,
          customizable_option_value_uid: encodeUid(`custom-option/${option.option_id}`),
          label: '',
          value,
          price: { type: 'FIXED', units: '€', value: option.price },
        },
      ],
    })),
  }
}

function addressSource(ctx: Context, address: CartAddress, extra: Record<string, unknown> = {}) {
  return {
    uid: encodeUid(`${address.customer_address_id ?? 0}/${address.postcode ?? ''}`),
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode ?? null,
    telephone: address.telephone ?? null,
    vat_id: address.vat_id ?? null,
    region: { code: address.region_code ?? null, label: address.region ?? null, region_id: address.region_id ?? null },
    // Its label (the country's name) is resolved when asked for (resolvers/store.ts).
    country: { code: address.country_code },
    ...extra,
  }
}

// AvailableShippingMethod / SelectedShippingMethod.
export function shippingMethodSource(ctx: Context, m: ShippingMethod) {
  const money = (value: number) => ({ value: round(value), currency: ctx.store.currency })
  return {
    ...m,
    amount: money(m.amount),
    base_amount: money(m.amount),
    price_excl_tax: money(m.amount),
    price_incl_tax: money(m.amount * (1 + TAX_RATE)),
    available: true,
    error_message: '',
  }
}

/** The view of a cart by id (ownership checked), read in one round trip with its items, products and coupon. */
export async function cartViewById(ctx: Context, cartId: string, options?: CartReadOptions) {
  return cartView(ctx, await loadCartContents(ctx, cartId, options))
}

/** The view of the signed-in customer's active cart (created when there is none). */
export async function customerCartView(ctx: Context, customerId: number, options?: CartReadOptions) {
  return cartView(ctx, await customerCartContents(ctx, customerId, options))
}

/** A cart row alone (its contents are read here) or a cart read with its contents (cart-row.ts). */
export async function cartView(ctx: Context, source: CartRow | CartContents) {
  const cart = 'items' in source ? source.cart : source
  const [lines, storedCoupon] =
    'items' in source
      ? [await loadLines(ctx, cart.cart_id, source.items), source.coupon]
      : await Promise.all([loadLines(ctx, cart.cart_id), loadCoupon(ctx, cart.coupon_code)])
  const rowTotals = lines.map((line) => rowTotal(line.unitPrice, line.item.qty))
  // Magento drops a coupon whose rule no longer applies (the cart fell below its minimum) when it collects the
  // totals: the cart then answers no applied coupon, not one that gives nothing.
  const coupon =
    storedCoupon &&
    couponApplies(
      storedCoupon,
      rowTotals.reduce((sum, row) => sum + row, 0),
    )
      ? storedCoupon
      : null
  const isVirtual = lines.length > 0 && lines.every((line) => line.isVirtual)
  const before = cartTotals(rowTotals, coupon, 0)
  const methods = isVirtual ? [] : availableShippingMethods(before.subtotalWithDiscount, coupon)
  const selected =
    methods.find((m) => m.carrier_code === cart.shipping_carrier_code && m.method_code === cart.shipping_method_code) ??
    null
  const totals = cartTotals(rowTotals, coupon, selected?.amount ?? 0)
  const money = (value: number) => ({ value: round(value), currency: ctx.store.currency })
  const methodSource = (m: ShippingMethod) => shippingMethodSource(ctx, m)
  const items = lines.map((line, index) => itemSource(ctx, line, totals.discounts[index] ?? 0, coupon?.label ?? null))
  const shipping = parseAddress(cart.shipping_address_json)
  const billing = parseAddress(cart.billing_address_json)
  const payment = PAYMENT_METHODS.find((m) => m.code === cart.payment_method_code)
  return {
    id: cart.cart_id,
    email: cart.email,
    is_virtual: isVirtual,
    total_quantity: lines.reduce((sum, line) => sum + line.item.qty, 0),
    items,
    itemsV2: {
      items,
      total_count: items.length,
      page_info: { current_page: 1, page_size: items.length, total_pages: 1 },
    },
    applied_coupon: coupon ? { code: coupon.code } : null,
    applied_coupons: coupon ? [{ code: coupon.code }] : null,
    prices: {
      subtotal_excluding_tax: money(totals.subtotal),
      subtotal_including_tax: money(totals.subtotalIncludingTax),
      subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscount),
      applied_taxes: totals.tax > 0 ? [{ label: TAX_LABEL, amount: money(totals.tax) }] : [],
      discount: totals.discount > 0 ? { label: [coupon?.label ?? 'Discount'], amount: money(totals.discount) } : null,
      discounts:
        totals.discount > 0
          ? [
              {
                label: coupon?.label ?? 'Discount',
                amount: money(totals.discount),
                applied_to: 'ITEM',
                coupon: coupon ? { code: coupon.code } : null,
              },
            ]
          : [],
      grand_total: money(totals.grandTotal),
    },
    shipping_addresses: shipping
      ? [
          addressSource(ctx, shipping, {
            available_shipping_methods: methods.map(methodSource),
            selected_shipping_method: selected ? methodSource(selected) : null,
            cart_items_v2: items,
            cart_items: items.map((item) => ({ cart_item_id: Number(item.id), quantity: item.quantity })),
            items_weight: 0,
          }),
        ]
      : [],
    billing_address: billing ? addressSource(ctx, billing) : null,
    available_payment_methods: PAYMENT_METHODS.map((m) => ({ ...m, is_deferred: false })),
    selected_payment_method: payment
      ? { code: payment.code, title: payment.title, purchase_order_number: null }
      : { code: '', title: '', purchase_order_number: null },
    // Internal: what placeOrder needs, not exposed by the schema.
    lines,
    totals,
    selectedShipping: selected,
    shippingMethods: methods,
  }
}
