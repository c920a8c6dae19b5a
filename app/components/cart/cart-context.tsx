import { type ReactNode, createContext, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { Cart, CartCount } from '~/lib/cart'
import { readStreamedQuantity } from '~/lib/streamed-cart'
import type { StoredAddResult } from './add-result.server'

/** The layout's cart: the whole cart on the cart page and the checkout, elsewhere only its count (for the badge). */
export type CartSummary = { cart: Cart | CartCount; unavailable: boolean }

type CartContextValue = {
  /** The cart as the layout loaded it (streamed). */
  loaded: Promise<CartSummary>
  /** The newest cart a cart action answered with, while the layout's cart is the one it replaced. */
  latest: Cart | null
  /** The layout's cart of the first document: the count the edge streamed after it belongs to it alone. */
  documentCart: Promise<CartSummary>
  publish: (cart: Cart) => void
  /** A refused add-to-cart sent without JavaScript, for the form of that product. */
  addResult: StoredAddResult | null
}

const CartContext = createContext<CartContextValue | null>(null)

/**
 * Cart actions answer with the whole cart and skip revalidation (one round trip); the answer replaces the
 * layout's cart until the layout loads a newer one.
 */
export function CartProvider({
  loaded,
  addResult,
  children,
}: {
  loaded: Promise<CartSummary>
  addResult: StoredAddResult | null
  children: ReactNode
}) {
  const [published, setPublished] = useState<{ base: Promise<CartSummary>; cart: Cart } | null>(null)
  const publish = useCallback((cart: Cart) => setPublished({ base: loaded, cart }), [loaded])
  // The count belongs to the document it came with: a later layout load (a revalidation) brings the cart itself.
  const [documentCart] = useState(loaded)
  const latest = published?.base === loaded ? published.cart : null
  const value = useMemo(
    () => ({ loaded, latest, documentCart, publish, addResult }),
    [loaded, latest, documentCart, publish, addResult],
  )
  return <CartContext value={value}>{children}</CartContext>
}

export function useCartContext(): CartContextValue {
  const value = use(CartContext)
  if (!value) throw new Error('useCartContext outside CartProvider')
  return value
}

/**
 * The header badge's source: the layout's cart promise (as React Router streams it) and the newest action answer's
 * count, which wins when present. No promise is derived here: a promise made during render is made anew on every
 * suspended attempt, and a navigation waiting on it never finishes.
 */
export function useCartBadge(): { loaded: Promise<CartSummary>; latestQuantity: number | undefined } {
  const { loaded, latest, documentCart } = useCartContext()
  // Hydration renders the server's snapshot (the page's HTML has no count), then the streamed one. Read here, not
  // in the provider: a context value changing right after hydration reaches every island still waiting for its
  // code and replaces its server HTML by nothing (components/island.tsx); here only the badge renders again.
  const streamed = useSyncExternalStore(noSubscription, readStreamedQuantity, () => undefined)
  const streamedQuantity = loaded === documentCart ? streamed : undefined
  return { loaded, latestQuantity: latest?.total_quantity ?? streamedQuantity }
}

/** The streamed count is written once, before the page's code runs: nothing to subscribe to. */
function noSubscription(): () => void {
  return () => undefined
}
