import { type Cart } from '~/lib/cart'
import { formatMoney } from '~/lib/price'

/** Subtotal excluding tax, taxes, discounts with their labels, shipping and the grand total. */
export function CartTotals({ cart, locale }: { cart: Cart; locale: string }) {
  const prices = cart.prices
  const money = (amount: { value: number | null; currency: string | null } | null | undefined) =>
    formatMoney(amount?.value ?? 0, amount?.currency, locale)
  const shipping = cart.shipping_addresses.find(
    (address) => address?.selected_shipping_method,
  )?.selected_shipping_method
  return (
    <dl className="space-y-2 text-sm" aria-label="Order summary">
      <Row label="Subtotal (excl. tax)" value={money(prices?.subtotal_excluding_tax)} />
      {(prices?.applied_taxes ?? []).map((tax, index) =>
        tax ? <Row key={`${tax.label}-${index}`} label={tax.label} value={money(tax.amount)} /> : null,
      )}
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
