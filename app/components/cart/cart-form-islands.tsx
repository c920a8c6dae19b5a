import { island } from '../island'
import type { CartForms } from './cart-contents'
import type { CouponFormProps } from './coupon-form'
import type { QuantityFormProps } from './quantity-form'

/**
 * The cart page's forms as islands (components/island.tsx): rendered whole on the server, their code (conform, the
 * debounced quantity, the coupon) loads on the first pointer, focus or touch in them, or once the browser is idle.
 * A coupon or a quantity sent before is held and sent once it is here; a quantity typed before is sent then
 * (quantity-form.tsx).
 */
export const CART_FORM_ISLANDS: CartForms = {
  Quantity: island<QuantityFormProps>({
    name: 'cart-quantity-form',
    load: () => import('./quantity-form').then((module) => module.QuantityForm),
    wake: 'idle',
  }),
  Coupon: island<CouponFormProps>({
    name: 'cart-coupon-form',
    load: () => import('./coupon-form').then((module) => module.CouponForm),
    wake: 'idle',
  }),
}
