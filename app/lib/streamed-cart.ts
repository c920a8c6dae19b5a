/**
 * The window property where the edge writes a guest's cart count after a shared page (workers/storefront/cart-tail.ts).
 * A module of its own: the layout reads it, and must not pull the cart's rules into every page's code.
 */
export const STREAMED_CART_GLOBAL = '__etCart'

/** The count the edge wrote, if any (anything else in its place is ignored). */
export function readStreamedQuantity(): number | undefined {
  const streamed: unknown = Reflect.get(window, STREAMED_CART_GLOBAL)
  if (typeof streamed !== 'object' || streamed === null || !('quantity' in streamed)) return undefined
  const { quantity } = streamed
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 0 ? quantity : undefined
}
