import { STREAMED_CART_GLOBAL } from '~/lib/streamed-cart'
import { getCartSummaryOrEmpty } from '~/lib/cart.server'
import type { RequestServices } from '~/lib/context.server'
import { COOKIE } from '~/lib/cookies'
import { itemsIn } from '~/lib/text'

/**
 * A guest with a cart gets the same shared page as an anonymous visitor (the edge page cache), and their one personal
 * part, the cart badge's count, streams in the same response: the page's bytes go out at once and the count, read
 * from the backend meanwhile, is written just before `</body>`. Like partial prerendering, but one response and no
 * second request.
 *
 * The count reaches the page twice: a global the cart context reads after hydration (components/cart/cart-context.tsx),
 * and a rule that shows it in the badge's placeholder while the page has no JavaScript (the `no-js` class stays).
 */

/** Past this the page ends without a count (the badge then shows none, as during a cart outage). */
export const CART_TAIL_WAIT_MS = 2000

/** The document's end, which the tail goes before. */
const BODY_END_BYTES = new TextEncoder().encode('</body>')
/** Bytes kept back from the page until the tail is known: room for `</body></html>` and whitespace after it. */
const HELD_BYTES = 64

export type StreamedCart = { quantity: number; forget: boolean }

/** The guest's cart count by the spec's cart load (§4); a refused id is to be forgotten, an outage shows nothing. */
export async function loadStreamedCart(services: RequestServices): Promise<StreamedCart | null> {
  const summary = await getCartSummaryOrEmpty(services, false)
  if (summary.unavailable) return null
  const forget = services.responseCookies.some((cookie) => cookie.startsWith(`${COOKIE.cart}=;`))
  return { quantity: summary.cart.total_quantity, forget }
}

/** The markup written before `</body>`: nothing from the request but a number and a flag is in it. */
export function cartTailMarkup(cart: StreamedCart | null): string {
  if (!cart) return ''
  const quantity = Number.isSafeInteger(cart.quantity) && cart.quantity > 0 ? cart.quantity : 0
  const forget = cart.forget
    ? `document.cookie=${JSON.stringify(`${COOKIE.cart}=; Max-Age=0; Path=/; SameSite=Lax`)};`
    : ''
  const script = `<script>window.${STREAMED_CART_GLOBAL}=${JSON.stringify({ quantity })};${forget}</script>`
  if (quantity === 0) return script
  // Without JavaScript the badge's placeholder shows the count; with it, the header's badge does (after hydration).
  const style =
    `<style>html.no-js .cbadge-edge{display:block}` +
    `html.no-js .cbadge-edge::after{content:"${quantity}";content:"${quantity}" / "${quantity} ${itemsIn(quantity, 'cart')}"}</style>`
  return script + style
}

/** The page's body with the tail written before its last `</body>` (or at its end when there is none). */
export function withTail(body: ReadableStream<Uint8Array>, tail: Promise<string>): ReadableStream<Uint8Array> {
  let held = new Uint8Array(0)
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const joined = concat(held, chunk)
      const keep = Math.min(HELD_BYTES, joined.length)
      if (joined.length > keep) controller.enqueue(joined.subarray(0, joined.length - keep))
      held = joined.slice(joined.length - keep)
    },
    async flush(controller) {
      // Bytes, not text: the held part may begin inside a character.
      const markup = new TextEncoder().encode(await tail)
      const at = lastIndexOf(held, BODY_END_BYTES)
      const cut = at === -1 ? held.length : at
      controller.enqueue(concat(concat(held.subarray(0, cut), markup), held.subarray(cut)))
    },
  })
  return body.pipeThrough(transform)
}

/** The tail once the count is known, or an empty one past the wait (the page must end either way). */
export function cartTail(count: Promise<StreamedCart | null>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CART_TAIL_WAIT_MS)
  })
  return Promise.race([count.catch(() => null), late])
    .then(cartTailMarkup)
    .finally(() => clearTimeout(timer))
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  for (let start = haystack.length - needle.length; start >= 0; start--) {
    if (needle.every((byte, index) => haystack[start + index] === byte)) return start
  }
  return -1
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}
