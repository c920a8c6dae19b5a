import { CART_MESSAGES, type Cart, MAX_QUANTITY, cartItems } from './cart'
import { trainingDateError } from './cart-add'
import { productName } from './product-url'

/**
 * Why an add was refused when its item would come to more than a cart line may hold (MAX_QUANTITY): the same words
 * whichever way the products came (an add, the wishlist, the sign-in merge, the fast order). `room`: how many more
 * the cart can take. Server-side words: kept out of lib/cart.ts, which the browser loads.
 */
export function lineMaxMessage(room: number): string {
  return room > 0
    ? `Your cart can hold at most ${MAX_QUANTITY} of a product: at most ${room} more can be added.`
    : `Your cart already holds ${MAX_QUANTITY} of this product, the most it can hold.`
}

/** How many of a product with little stock are left, and how many of them the cart already holds. */
export function stockLeftMessage(left: number, held: number): string {
  return held > 0 ? `Your cart already holds ${held} of the ${left} left in stock.` : CART_MESSAGES.tooMany(left)
}

/**
 * Spec §5's booking rule on a cart however it was filled (a cart kept from before the day, another client): a
 * training booked for a day that has passed, or further out than the shop books, is not ordered. The add refuses
 * such a date; the checkout asks for this too, before every step and Place order.
 */
export function bookedDateError(cart: Pick<Cart, 'items'>, today?: string): string | null {
  return bookedDateGoneLines(cart, today)[0]?.message ?? null
}

/** The lines bookedDateError refuses, each with its message: the cart page shows one while its line is there. */
export function bookedDateGoneLines(cart: Pick<Cart, 'items'>, today?: string): { uid: string; message: string }[] {
  return cartItems(cart).flatMap((item) => {
    if (!item.product.is_training || !('customizable_options' in item)) return []
    const date = item.customizable_options
      .find((option) => option?.type === 'date')
      ?.values.find((value) => value?.value)
      ?.value?.slice(0, 10)
    return date && trainingDateError(date, today)
      ? [{ uid: item.uid, message: trainingDateGone(productName(item.product.name)) }]
      : []
  })
}

export const trainingDateGone = (product: string) =>
  `${product} is booked for a date it can no longer be ordered for. Please remove it and book it again from its page.`
