import type { ComponentType } from 'react'
import { Link, useNavigate } from 'react-router'
import { type Cart, cartItems, isQuantityUpdate } from '~/lib/cart'
import { CartItemRow } from './cart-item-row'
import { type CartActionData, useCartFetcher } from './cart-fetcher'
import { CartTotals, CartUpdateAnnouncer } from './cart-totals'
import { cartUpdatesPending, lineUpdatePending, settleCartUpdates } from './pending-updates'
import type { CouponFormProps } from './coupon-form'
import type { QuantityFormProps } from './quantity-form'

/**
 * The cart's forms (quantity, coupon): conform and their code. The drawer, whose code loads when it opens, takes
 * them as they are (cart-forms.ts); the cart page takes their islands (cart-form-islands.tsx), so the page's
 * first JavaScript does without them until the shopper first touches a form.
 */
export type CartForms = {
  Quantity: ComponentType<QuantityFormProps>
  Coupon: ComponentType<CouponFormProps>
}

type Props = {
  cart: Cart
  store: string
  locale: string
  lastResult?: CartActionData
  idPrefix: string
  forms: CartForms
  onNavigate?: () => void
}

/** Items, totals, coupon and the way to checkout: the same in the cart page and the cart sidebar. */
export function CartContents({ cart, store, locale, lastResult, idPrefix, forms, onNavigate }: Props) {
  const navigate = useNavigate()
  // Its answers reach the header's count like the quantity forms' own (cart-fetcher.ts).
  const updater = useCartFetcher()
  const items = cartItems(cart)
  const action = `/${store}/cart`
  const checkout = `/${store}/checkout/user-account`

  /**
   * Quantity fields typed in before their form's code had arrived (the cart page loads it on first touch): the form
   * has not seen the change, so nothing waits to send it. Read from the page itself.
   */
  function unsentQuantities(): FormData[] {
    return items.flatMap((item) => {
      // A change its form has seen goes through pending-updates.ts: sent there, not a second time here.
      if (lineUpdatePending(`${idPrefix}-${item.uid}`)) return []
      const form = document.getElementById(`${idPrefix}-quantity-${item.uid}`)
      const field = form instanceof HTMLFormElement ? form.elements.namedItem('quantity') : null
      if (!(form instanceof HTMLFormElement) || !(field instanceof HTMLInputElement)) return []
      const typed = field.value.trim()
      if (!/^\d{1,6}$/.test(typed) || !isQuantityUpdate(Number(typed)) || Number(typed) === item.quantity) return []
      const data = new FormData(form)
      data.set('js', '1')
      return [data]
    })
  }

  /** Every change the shopper made: those waiting and on their way, then those the forms have not seen. */
  async function sendQuantities(): Promise<void> {
    const unseen = unsentQuantities()
    await settleCartUpdates()
    for (const data of unseen) await updater.submit(data, { method: 'post', action, defaultShouldRevalidate: false })
  }
  if (items.length === 0) {
    return (
      <div className="space-y-4 py-8 text-center">
        <p className="text-lg">Your cart is empty.</p>
        <Link
          to={`/${store}`}
          onClick={onNavigate}
          className="inline-block rounded-full bg-stone-900 px-6 py-3 text-white"
        >
          Continue shopping
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <ul className="divide-y divide-stone-200" aria-label="Cart items">
        {items.map((item) => (
          <CartItemRow
            key={item.uid}
            item={item}
            store={store}
            locale={locale}
            action={action}
            lastResult={lastResult}
            idPrefix={idPrefix}
            QuantityForm={forms.Quantity}
          />
        ))}
      </ul>
      {/* A box of its own: the island's wrapper takes no margin, and the coupon sat flush against the totals. */}
      <div>
        <forms.Coupon cart={cart} action={action} lastResult={lastResult} idPrefix={idPrefix} />
      </div>
      <CartTotals cart={cart} locale={locale} />
      <CartUpdateAnnouncer cart={cart} locale={locale} />
      <Link
        to={checkout}
        onClick={(event) => {
          onNavigate?.()
          // A quantity typed a moment ago goes first: the checkout then shows (and orders) what the shopper set.
          if (event.defaultPrevented || (!cartUpdatesPending() && unsentQuantities().length === 0)) return
          event.preventDefault()
          void sendQuantities().then(() => navigate(checkout))
        }}
        className="block rounded-full bg-stone-900 px-6 py-3 text-center font-medium text-white hover:bg-stone-700"
      >
        Go to checkout
      </Link>
    </div>
  )
}
