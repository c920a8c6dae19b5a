// Cart arithmetic with no I/O: Magento's defaults for this shop. Catalogue prices exclude tax; 21 % Dutch VAT is
// added on goods and shipping; flat rate shipping per order, free above a threshold or with a free-shipping coupon.
// The threshold is the goods' value as the shopper pays it, after discounts and with VAT (Magento's free shipping
// carrier with "Include Tax to Amount"), which is what the shop's "Free shipping on orders over €50" promises.

export const TAX_RATE = 0.21
export const TAX_LABEL = 'VAT 21%'
export const FLAT_RATE = 4.95
export const FREE_SHIPPING_THRESHOLD = 50

export type Coupon = {
  code: string
  label: string
  discount_type: 'percent' | 'fixed'
  amount: number
  min_subtotal: number
  free_shipping: number
}

export type ShippingMethod = {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  amount: number
}

/**
 * Whole cents, half a cent away from zero, as Magento's PriceCurrency::round (PHP's round, which first rounds to 15
 * significant digits): 73.5 × 0.21 is 15.434999… in binary and must give 15.44, not 15.43.
 */
export function cents(value: number): number {
  return Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))
}

export const round = (value: number): number => cents(value) / 100

/**
 * Each line rounded to the cent with what the lines before it lost or gained carried over (Magento's
 * SalesRule Utility::deltaRoundingFix), so the lines add up to the rounded whole: 10 % of five rows of €47.95 is
 * 4.80 + 4.79 + 4.80 + 4.79 + 4.80 = €23.98, not 5 × €4.80.
 */
export function carryRounding(exact: readonly number[]): number[] {
  let sum = 0
  let given = 0
  return exact.map((value) => {
    sum += value
    const line = cents(sum) - given
    given += line
    return line / 100
  })
}

export function couponApplies(coupon: Coupon, subtotal: number): boolean {
  return subtotal >= coupon.min_subtotal
}

/**
 * Discount per line: percentages per row, fixed amounts spread over the rows by their share of the subtotal (the
 * whole amount, at most the subtotal: Magento's CartFixed action), each rounded with carryRounding.
 */
export function lineDiscounts(rowTotals: number[], coupon: Coupon | null): number[] {
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  if (!coupon || !couponApplies(coupon, subtotal) || subtotal === 0) return rowTotals.map(() => 0)
  if (coupon.discount_type === 'percent') return carryRounding(rowTotals.map((row) => (row * coupon.amount) / 100))
  const total = Math.min(coupon.amount, subtotal)
  return carryRounding(rowTotals.map((row) => (total * row) / subtotal))
}

/** A line's row total: its unit price times its quantity, to the cent (Magento's item row_total). */
export const rowTotal = (unitPrice: number, qty: number): number => round(unitPrice * qty)

/**
 * A free-shipping coupon makes the rate request free, so the flat rate answers €0.00 too (Magento's
 * OfflineShipping Flatrate carrier); the free shipping carrier is offered with it or above the threshold.
 */
export function availableShippingMethods(subtotalAfterDiscount: number, coupon: Coupon | null): ShippingMethod[] {
  const freeByCoupon = coupon?.free_shipping === 1
  const methods: ShippingMethod[] = [
    {
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Flat Rate',
      method_title: 'Fixed',
      amount: freeByCoupon ? 0 : FLAT_RATE,
    },
  ]
  if (round(subtotalAfterDiscount * (1 + TAX_RATE)) >= FREE_SHIPPING_THRESHOLD || freeByCoupon) {
    methods.push({
      carrier_code: 'freeshipping',
      method_code: 'freeshipping',
      carrier_title: 'Free Shipping',
      method_title: 'Free',
      amount: 0,
    })
  }
  return methods
}

export function cartTotals(rowTotals: number[], coupon: Coupon | null, shippingAmount: number) {
  const discounts = lineDiscounts(rowTotals, coupon)
  const subtotal = round(rowTotals.reduce((sum, row) => sum + row, 0))
  const discount = round(discounts.reduce((sum, d) => sum + d, 0))
  const taxable = subtotal - discount + shippingAmount
  const tax = round(taxable * TAX_RATE)
  return {
    discounts,
    subtotal,
    discount,
    subtotalIncludingTax: round(subtotal * (1 + TAX_RATE)),
    subtotalWithDiscount: round(subtotal - discount),
    shipping: shippingAmount,
    tax,
    grandTotal: round(taxable + tax),
  }
}
