import { MAX_QUANTITY } from './cart'

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
