import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { type Cart, cartItems } from '~/lib/cart'
import { CartItemRow } from './cart-item-row'
import type { CartActionData } from './cart-fetcher'
import { CartTotals } from './cart-totals'
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
  const items = cartItems(cart)
  const action = `/${store}/cart`
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
      <forms.Coupon cart={cart} action={action} lastResult={lastResult} idPrefix={idPrefix} />
      <CartTotals cart={cart} locale={locale} />
      <Link
        to={`/${store}/checkout/user-account`}
        onClick={onNavigate}
        className="block rounded-full bg-stone-900 px-6 py-3 text-center font-medium text-white hover:bg-stone-700"
      >
        Go to checkout
      </Link>
    </div>
  )
}
