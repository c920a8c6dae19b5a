import { useEffect, useRef } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { useCartFetcher } from '~/components/cart/cart-fetcher'
import { JsFlag } from '~/components/cart/js-flag'
import { CART_MESSAGES } from '~/lib/cart'
import { productName, productPath } from '~/lib/product-url'
import type { StoreCode } from '~/lib/stores'
import { WISHLIST_MESSAGES } from '~/lib/wishlist/wishlist'
import type { WishlistItemView } from '~/lib/wishlist/wishlist-items'
import type { WishlistActionData } from '~/routes/wishlist-actions'
import { notify } from '~/state/notifications'

const PRIMARY =
  'rounded-full bg-stone-900 px-4 py-2 text-center text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-60'

/**
 * The fetchers of a wishlist's add-to-cart and remove buttons, owned by the wishlist (page or sidebar) rather than
 * by each item: a moved or removed item leaves the list with the very answer that must still be announced.
 */
export function useWishlistItemFetchers() {
  const mover = useCartFetcher((answer) => {
    if (answer.ok && answer.message) notify({ message: answer.message, type: 'success', title: 'Cart' })
    else if (!answer.ok) {
      notify({
        message: answer.result.error?.['']?.[0] ?? CART_MESSAGES.unavailable,
        type: 'danger',
        title: WISHLIST_MESSAGES.errorTitle,
      })
    }
  })
  const remover = useFetcher<WishlistActionData>()
  const handled = useRef<WishlistActionData | undefined>(undefined)
  useEffect(() => {
    const answer = remover.data
    if (remover.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    notify({
      message: answer.message,
      type: answer.ok ? 'success' : 'danger',
      title: answer.ok ? WISHLIST_MESSAGES.title : WISHLIST_MESSAGES.errorTitle,
    })
  }, [remover.state, remover.data])
  return { mover, remover }
}

export type WishlistItemFetchers = ReturnType<typeof useWishlistItemFetchers>

/**
 * A wishlist item's add-to-cart (spec §4: the `?wishlist=` flow, after which the item leaves the wishlist) and
 * its removal. Items with something left to choose go to the product page, which carries the same `?wishlist=`.
 */
export function WishlistItemActions({
  item,
  store,
  fetchers,
  onNavigate,
}: {
  item: WishlistItemView
  store: StoreCode
  fetchers: WishlistItemFetchers
  onNavigate?: () => void
}) {
  const location = useLocation()
  const { mover, remover } = fetchers
  const name = productName(item.product.name)
  const returnTo = `${location.pathname}${location.search}`

  const { move } = item
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2">
      {move.kind === 'direct' ? (
        <mover.Form method="post" action={`/${store}/cart/add`} className="contents">
          <JsFlag />
          <input type="hidden" name="sku" value={item.product.sku ?? ''} />
          <input type="hidden" name="quantity" value={String(move.quantity)} />
          {move.selected.map((uid, index) => (
            <input key={uid} type="hidden" name={`selected[${index}]`} value={uid} />
          ))}
          <input type="hidden" name="wishlist" value={item.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" disabled={mover.state !== 'idle'} className={PRIMARY}>
            Add to cart<span className="sr-only"> {name}</span>
          </button>
        </mover.Form>
      ) : move.kind === 'choose' ? (
        <Link
          to={`/${store}/${productPath(item.product)}${item.productSearch}`}
          onClick={onNavigate}
          className={PRIMARY}
        >
          Choose options<span className="sr-only"> of {name}</span>
        </Link>
      ) : item.product.stock_status === 'OUT_OF_STOCK' ? null /* its card says so already */ : (
        <p className="text-sm text-stone-600">{CART_MESSAGES.notInStock}</p>
      )}
      <remover.Form method="post" action={`/${store}/wishlist`}>
        <JsFlag />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="ids[0]" value={item.id} />
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          disabled={remover.state !== 'idle'}
          className="rounded-full border border-stone-300 px-4 py-2 text-sm hover:bg-stone-100 disabled:opacity-60"
        >
          Remove<span className="sr-only"> {name} from wishlist</span>
        </button>
      </remover.Form>
    </div>
  )
}
