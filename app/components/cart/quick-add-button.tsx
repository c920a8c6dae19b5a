import { useLocation } from 'react-router'
import { useCartFetcher } from '~/components/cart/cart-fetcher'
import { JsFlag } from '~/components/cart/js-flag'
import type { StoreCode } from '~/lib/stores'
import { notify } from '~/state/notifications'
import { setToggle } from '~/state/ui'
import { pendingButtonProps } from '~/components/pending-button'

/** A listing card's add button, only for products that need no choice (simple, in stock, not a training). */
export function QuickAddButton({ sku, name, store }: { sku: string; name: string; store: StoreCode }) {
  const location = useLocation()
  const fetcher = useCartFetcher((answer) => {
    if (answer.ok && answer.message) {
      notify({ message: answer.message, type: 'success', title: 'Cart' })
      setToggle('cartSidebar', true)
    } else if (!answer.ok) {
      notify({
        message: answer.result.error?.['']?.[0] ?? 'The product could not be added to your cart.',
        type: 'danger',
      })
    }
  })
  return (
    <fetcher.Form method="post" action={`/${store}/cart/add`} defaultShouldRevalidate={false} className="above">
      <JsFlag />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" {...pendingButtonProps(fetcher.state !== 'idle')} className="small-btn">
        Add to cart<span className="sr-only">{` ${name}`}</span>
      </button>
    </fetcher.Form>
  )
}
