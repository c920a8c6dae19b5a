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

export const round = (value: number): number => Math.round(value * 100) / 100

export function couponApplies(coupon: Coupon, subtotal: number): boolean {
  return subtotal >= coupon.min_subtotal
}

// Discount per line: percentages per row, fixed amounts spread over the rows by their share of the subtotal.
export function lineDiscounts(rowTotals: number[], coupon: Coupon | null): number[] {
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  if (!coupon || !couponApplies(coupon, subtotal) || subtotal === 0) return rowTotals.map(() => 0)
  if (coupon.discount_type === 'percent') return rowTotals.map((row) => round((row * coupon.amount) / 100))
  const total = Math.min(coupon.amount, subtotal)
  return rowTotals.map((row) => round((total * row) / subtotal))
}

export function availableShippingMethods(subtotalAfterDiscount: number, coupon: Coupon | null): ShippingMethod[] {
  const methods: ShippingMethod[] = [
    {
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Flat Rate',
      method_title: 'Fixed',
      amount: FLAT_RATE,
    },
  ]
  if (round(subtotalAfterDiscount * (1 + TAX_RATE)) >= FREE_SHIPPING_THRESHOLD || coupon?.free_shipping === 1) {
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
