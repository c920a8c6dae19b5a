import { CART_MESSAGES, MAX_QUANTITY } from './cart'

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
