import type { CartForms } from './cart-contents'
import { CouponForm } from './coupon-form'
import { QuantityForm } from './quantity-form'

/** The cart's forms themselves, for the drawer (its code, forms included, loads when it first opens). */
export const CART_FORMS: CartForms = { Quantity: QuantityForm, Coupon: CouponForm }
