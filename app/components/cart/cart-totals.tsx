import { useEffect, useRef, useState } from 'react'
import { type Cart } from '~/lib/cart'
import { itemsIn } from '~/lib/text'
import { formatMoney } from '~/lib/price'

type Money = { value: number | null; currency: string | null }

/** What the totals read of a cart (a Cart is one). */
type TotalsCart = {
  is_virtual: boolean
  shipping_addresses: ReadonlyArray<{ selected_shipping_method: { amount: Money } | null } | null>
  prices: {
    subtotal_excluding_tax: Money | null
    applied_taxes: ReadonlyArray<{ label: string; amount: Money } | null> | null
    discounts: ReadonlyArray<{ label: string; amount: Money } | null> | null
    grand_total: Money | null
  } | null
}

/**
 * In Magento's order of totals (as the order page and the mail have them): subtotal excluding tax, discounts with
 * their labels, shipping, then the tax on all of it, and the grand total.
 */
export function CartTotals({ cart, locale }: { cart: TotalsCart; locale: string }) {
  const prices = cart.prices
  const money = (amount: { value: number | null; currency: string | null } | null | undefined) =>
    formatMoney(amount?.value ?? 0, amount?.currency, locale)
  const shipping = cart.shipping_addresses.find(
    (address) => address?.selected_shipping_method,
  )?.selected_shipping_method
  return (
    <dl className="space-y-2 text-sm" aria-label="Order summary">
      <Row label="Subtotal (excl. tax)" value={money(prices?.subtotal_excluding_tax)} />
      {(prices?.discounts ?? []).map((discount, index) =>
        discount ? (
          <Row
            key={`${discount.label}-${index}`}
            label={discount.label || 'Discount'}
            value={`−${money(discount.amount)}`}
          />
        ) : null,
      )}
      <Row
        label="Shipping (excl. tax)"
        value={shipping ? money(shipping.amount) : cart.is_virtual ? 'Not needed' : 'Calculated at checkout'}
      />
      {(prices?.applied_taxes ?? []).map((tax, index) =>
        tax ? <Row key={`${tax.label}-${index}`} label={tax.label} value={money(tax.amount)} /> : null,
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>Grand total</dt>
        <dd>{money(prices?.grand_total)}</dd>
      </div>
    </dl>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-600">{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/**
 * Says a change of the cart that nothing else announces (a quantity, a coupon applied or removed) to screen readers:
 * the new count and total, once the answer is in. Empty at first, so a page's first view says nothing.
 */
export function CartUpdateAnnouncer({ cart, locale }: { cart: Cart; locale: string }) {
  const total = cart.prices?.grand_total
  const coupons = (cart.applied_coupons ?? []).map((coupon) => coupon?.code).join(',')
  const state = `${cart.total_quantity}|${total?.value ?? ''}|${coupons}`
  const seen = useRef(state)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (seen.current === state) return
    seen.current = state
    setMessage(
      `Cart updated: ${cart.total_quantity} ${itemsIn(cart.total_quantity, 'cart')}, grand total ${formatMoney(total?.value ?? 0, total?.currency, locale)}.`,
    )
  }, [state, cart.total_quantity, total, locale])
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  )
}
