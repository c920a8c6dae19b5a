import { FocusSafeItem } from '~/components/focus-safe-item'
import { ProductCard } from '~/components/product/product-card'
import type { StoreCode } from '~/lib/stores'
import type { WishlistItemView } from '~/lib/wishlist/wishlist-items'
import { WishlistItemActions, useWishlistItemFetchers } from './wishlist-item-actions'

/** The wishlist's items as cards (grid) or rows (list), each with its chosen options, add-to-cart and removal. */
export function WishlistItems({
  items,
  store,
  view,
  onNavigate,
}: {
  items: WishlistItemView[]
  store: StoreCode
  view: 'grid' | 'list'
  onNavigate?: () => void
}) {
  const fetchers = useWishlistItemFetchers()
  // While its removal or move is on the way the item is already gone; it comes back if that fails.
  const leaving = [fetchers.remover.formData?.get('ids[0]'), fetchers.mover.formData?.get('wishlist')]
  const shown = items.filter((item) => !leaving.includes(item.id))
  // The empty state lives here so the fetchers stay mounted to announce the last removal.
  if (shown.length === 0) return <p className="rounded-lg bg-stone-100 p-6">Your wishlist is empty.</p>
  return (
    <>
      {/* The catalogue's prices are without VAT (the cart adds it), as the listings say. */}
      <p className="mb-3 text-sm text-stone-600">Prices excl. VAT</p>
      <ul
        aria-label="Wishlist items"
        className={view === 'list' ? 'divide-y divide-stone-200' : 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3'}
      >
        {shown.map((item) => (
          <FocusSafeItem key={item.id} className={view === 'list' ? 'py-4' : 'flex flex-col gap-3'}>
            <ProductCard product={item.product} store={store} layout={view} actions={false} />
            <div className={`space-y-2 ${view === 'list' ? 'mt-2 sm:pl-[156px]' : ''}`}>
              {item.options.length > 0 || item.quantity > 1 ? (
                <dl className="text-sm text-stone-600">
                  {item.options.map((option) => (
                    <div key={option.label} className="flex gap-1">
                      <dt>{option.label}:</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                  {/* More than one: "Add to cart" puts that many in the cart, so it is said before. */}
                  {item.quantity > 1 ? (
                    <div className="flex gap-1">
                      <dt>Quantity:</dt>
                      <dd>{item.quantity}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
              <WishlistItemActions
                item={item}
                store={store}
                fetchers={fetchers}
                {...(onNavigate ? { onNavigate } : {})}
              />
            </div>
          </FocusSafeItem>
        ))}
      </ul>
    </>
  )
}
