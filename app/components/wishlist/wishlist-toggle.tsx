import { useEffect, useRef } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { JsFlag } from '~/components/cart/js-flag'
import { type WishlistEntry, WISHLIST_MESSAGES, wishedItems } from '~/lib/wishlist/wishlist'
import type { WishlistActionData } from '~/routes/wishlist-actions'
import { notify } from '~/state/notifications'
import { setToggle } from '~/state/ui'
import { HeartIcon } from '../icons'
import { WithWishlist, useWishlistContext } from './wishlist-context'
import { pendingButtonProps } from '~/components/pending-button'

export type WishlistToggleProps = {
  sku: string
  name: string
  typename: string
  /** A configurable's chosen variant (product page, cart item). */
  variantSku?: string | null | undefined
  /** Where a configurable's options are chosen, for cards: without a variant it cannot be added from there. */
  chooseOptionsHref?: string | undefined
  appearance?: 'icon' | 'button'
  className?: string
}

/**
 * Spec §4: the wishlist toggle adds when the product is absent and removes when present. A plain form POST
 * (works without JavaScript); a guest's add is kept and the guest asked to sign in (the login modal, or the
 * sign-in page without JavaScript), coming back with the product added.
 */
export function WishlistToggle(props: WishlistToggleProps) {
  return (
    <WithWishlist fallback={<ToggleForm {...props} wished={[]} />}>
      {(wishlist) => <ToggleForm {...props} wished={wishedItems(wishlist, props.sku, props.variantSku)} />}
    </WithWishlist>
  )
}

function ToggleForm({
  sku,
  name,
  typename,
  variantSku,
  chooseOptionsHref,
  appearance = 'icon',
  className = '',
  wished,
}: WishlistToggleProps & { wished: WishlistEntry[] }) {
  const { store } = useWishlistContext()
  const location = useLocation()
  const fetcher = useFetcher<WishlistActionData>()
  const handled = useRef<WishlistActionData | undefined>(undefined)

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    if (answer.signIn) {
      notify({ message: answer.message, type: 'info', title: WISHLIST_MESSAGES.title })
      setToggle('loginModal', true)
    } else if (answer.ok) {
      notify({ message: answer.message, type: 'success', title: WISHLIST_MESSAGES.title })
    } else {
      notify({ message: answer.message, type: 'danger', title: WISHLIST_MESSAGES.errorTitle })
    }
  }, [fetcher.state, fetcher.data])

  // While the answer is on its way the toggle already shows where it is going.
  const pendingIntent = fetcher.formData?.get('intent')
  const present = pendingIntent ? pendingIntent === 'add' : wished.length > 0
  const pending = fetcher.state !== 'idle'
  const needsVariant = typename === 'ConfigurableProduct' && !variantSku
  const label = present ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`
  const iconClass = className ? `icon-btn ${className}` : 'icon-btn'

  if (!present && needsVariant && chooseOptionsHref) {
    return (
      <Link to={chooseOptionsHref} className={`above inline-flex ${iconClass}`}>
        <HeartIcon title={`Choose options to add ${name} to wishlist`} width={20} height={20} />
      </Link>
    )
  }

  return (
    <fetcher.Form
      method="post"
      action={`/${store}/wishlist`}
      className={appearance === 'icon' ? 'above inline-flex' : 'above'}
      onSubmit={(event) => {
        if (present || !needsVariant) return
        // Spec: a configurable needs its chosen variant; the server says the same without JavaScript.
        event.preventDefault()
        notify({ message: WISHLIST_MESSAGES.chooseOptions, type: 'danger', title: WISHLIST_MESSAGES.errorTitle })
      }}
    >
      <JsFlag />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {present ? (
        <>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="name" value={name} />
          {wished.map((entry, index) => (
            <input key={entry.id} type="hidden" name={`ids[${index}]`} value={entry.id} />
          ))}
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="sku" value={sku} />
          {variantSku ? <input type="hidden" name="variant" value={variantSku} /> : null}
        </>
      )}
      {appearance === 'icon' ? (
        <button type="submit" {...pendingButtonProps(pending)} className={iconClass} aria-label={label}>
          <HeartIcon width={20} height={20} fill={present ? 'currentColor' : 'none'} />
        </button>
      ) : (
        // Named by its visible text first, so a voice user can say what they see (WCAG 2.5.3), then the product.
        <button
          type="submit"
          {...pendingButtonProps(pending)}
          aria-label={`${present ? 'Remove from wishlist' : 'Add to wishlist'}: ${name}`}
          className={`inline-flex items-center gap-2 rounded-full border border-stone-900 px-5 py-2.5 font-medium hover:bg-stone-100 ${className}`}
        >
          <HeartIcon width={20} height={20} fill={present ? 'currentColor' : 'none'} className="text-red-700" />
          {present ? 'Remove from wishlist' : 'Add to wishlist'}
        </button>
      )}
    </fetcher.Form>
  )
}
