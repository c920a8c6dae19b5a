import { type ComponentType, useState } from 'react'
import { Link } from 'react-router'
import { FocusSafeItem } from '~/components/focus-safe-item'
import { FormError } from '~/components/form-errors'
import {
  CART_IMAGE_SIZE,
  CART_MESSAGES,
  type CartItem,
  cartItemFinalPrice,
  cartItemOptions,
  cartItemPrice,
  creditValue,
  stockShortfall,
} from '~/lib/cart'
import { formatMoney } from '~/lib/price'
import { productName, productPath } from '~/lib/product-url'
import { notify } from '~/state/notifications'
import { type CartActionData, useCartFetcher } from './cart-fetcher'
import { ConfirmDialog } from './confirm-dialog'
import { JsFlag, useHydrated } from './js-flag'
import type { QuantityFormProps } from './quantity-form'
import { WishlistToggle } from '../wishlist/wishlist-toggle'

type Props = {
  item: CartItem
  store: string
  locale: string
  action: string
  lastResult: CartActionData | undefined
  idPrefix: string
  /** The quantity form, or its island where the page loads its code later (cart-contents.tsx). */
  QuantityForm: ComponentType<QuantityFormProps>
}

/** One cart line: image 170×170, options, prices, credit value, quantity and removal. */
export function CartItemRow({ item, store, locale, action, lastResult, idPrefix, QuantityForm }: Props) {
  const name = productName(item.product.name)
  const remover = useCartFetcher((answer) => {
    if (answer.ok) notify({ message: CART_MESSAGES.removed(name), type: 'success', title: CART_MESSAGES.removedTitle })
    else notify({ message: answer.result.error?.['']?.[0] ?? CART_MESSAGES.unavailable, type: 'danger' })
  })
  const [confirming, setConfirming] = useState(false)
  const hydrated = useHydrated()
  const variant = 'configured_variant' in item ? item.configured_variant : null
  const image = variant?.thumbnail?.url ?? item.product.thumbnail?.url
  const price = cartItemPrice(item.prices)
  const currency = item.prices?.row_total.currency
  const options = cartItemOptions(item, locale)
  const removeResult = lastResult?.intent === 'remove' && lastResult.uid === item.uid ? lastResult : undefined
  // Optimistic: the line disappears while its removal is on the way and comes back if it fails.
  if (remover.state !== 'idle') return null

  return (
    <FocusSafeItem className="flex gap-4 py-4">
      <div
        className="shrink-0 overflow-hidden rounded bg-stone-100"
        style={{ width: CART_IMAGE_SIZE, height: CART_IMAGE_SIZE }}
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={CART_IMAGE_SIZE}
            height={CART_IMAGE_SIZE}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-medium">
          <Link to={`/${store}/${productPath(item.product)}`} className="hover:underline">
            {name}
          </Link>
        </h3>
        {options.length > 0 ? (
          <dl className="text-sm text-stone-600">
            {options.map((option) => (
              // Read as a line of text: a long label and its value wrap together, not in two columns.
              <div key={`${option.label}-${option.value}`}>
                <dt className="inline">{option.label}:</dt> <dd className="inline">{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {stockShortfall(item) ? (
          <p className="text-sm font-medium text-red-800">
            {stockShortfall(item) === 'sold-out' ? 'Out of stock' : 'Not available in this quantity'}
          </p>
        ) : null}
        {price ? (
          <p className="text-sm">
            <span className="sr-only">Price </span>
            <span className={price.hasSpecial ? 'text-stone-500 line-through' : 'font-semibold'}>
              {formatMoney(price.regular, currency, locale)}
            </span>
            {price.hasSpecial ? (
              <>
                {' '}
                <span className="sr-only">Special price </span>
                <span className="font-semibold text-red-700">{formatMoney(price.special, currency, locale)}</span>
              </>
            ) : null}
            {/* Read as "Price €60.95, Credits: 6": the gap between them is only a margin. */}
            <span className="sr-only">,</span>
            <span className="ml-3 text-xs text-stone-600">Credits: {creditValue(cartItemFinalPrice(price))}</span>
          </p>
        ) : null}
        <QuantityForm item={item} name={name} action={action} lastResult={lastResult} idPrefix={idPrefix} />
        <FormError errors={removeResult?.result.error?.['']?.filter(Boolean) ?? undefined} />
        {item.product.sku ? (
          <WishlistToggle
            sku={item.product.sku}
            name={name}
            typename={item.product.__typename}
            variantSku={item.__typename === 'ConfigurableCartItem' ? variant?.sku : null}
            className="self-start"
          />
        ) : null}
        {hydrated ? (
          <button type="button" className="self-start text-sm underline" onClick={() => setConfirming(true)}>
            Remove<span className="sr-only"> {name}</span>
          </button>
        ) : (
          <Link to={`/${store}/cart?remove=${encodeURIComponent(item.uid)}`} className="self-start text-sm underline">
            Remove<span className="sr-only"> {name}</span>
          </Link>
        )}
        <ConfirmDialog open={confirming} title="Remove product" onClose={() => setConfirming(false)}>
          <p>Do you really want to remove {name} from your cart?</p>
          <remover.Form
            method="post"
            action={action}
            defaultShouldRevalidate={false}
            className="flex justify-end gap-2"
            onSubmit={() => setConfirming(false)}
          >
            <JsFlag />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="uid" value={item.uid} />
            <input type="hidden" name="name" value={name} />
            <button
              type="button"
              className="rounded-full border border-stone-300 px-4 py-2"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button type="submit" className="rounded-full bg-stone-900 px-4 py-2 text-white">
              Remove
            </button>
          </remover.Form>
        </ConfirmDialog>
      </div>
    </FocusSafeItem>
  )
}
