import { Link } from 'react-router'
import type { ProductCardFragment } from '~graphql/generated'
import { discountPercentage, formatMoney } from '~/lib/price'
import { productName, productPath } from '~/lib/product-url'
import { STORES, type StoreCode } from '~/lib/stores'
import { QuickAddButton } from '~/components/cart/quick-add-button'
import { WishlistToggle } from '~/components/wishlist/wishlist-toggle'

type ProductCardProps = {
  product: ProductCardFragment
  store: StoreCode
  layout?: 'grid' | 'list'
  eager?: boolean
  /** The wishlist shows its own actions instead of the card's (quick add, wishlist toggle). */
  actions?: boolean
}

/** Spec §9: card images 216×268 (grid) and 140×200 (horizontal); sizes are reserved so nothing shifts. */
export function ProductCard({ product, store, layout = 'grid', eager = false, actions = true }: ProductCardProps) {
  const href = `/${store}/${productPath(product)}`
  const name = productName(product.name)
  const minimum = product.price_range.minimum_price
  const regular = minimum.regular_price.value
  const final = minimum.final_price.value
  const discount = discountPercentage(regular, final)
  const locale = STORES[store].iso
  const horizontal = layout === 'list'
  const [width, height] = horizontal ? [140, 200] : [216, 268]
  const soldOut = product.stock_status === 'OUT_OF_STOCK'
  const stars = Math.round((product.rating_summary ?? 0) / 20)

  return (
    <article className={`group relative flex ${horizontal ? 'flex-row gap-4' : 'flex-col gap-2'}`}>
      <div
        className="relative shrink-0 overflow-hidden rounded-lg bg-stone-100"
        style={{ aspectRatio: `${width} / ${height}`, width: horizontal ? width : undefined }}
      >
        {product.small_image?.url ? (
          <img
            src={product.small_image.url}
            alt=""
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
        ) : null}
        {discount > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
            −{discount}%
          </span>
        ) : null}
        {product.is_training ? (
          <span className="absolute top-2 right-2 rounded-full bg-stone-900 px-2 py-0.5 text-xs text-white">
            Training
          </span>
        ) : null}
        {actions && product.sku ? (
          <div className="absolute right-2 bottom-2">
            <WishlistToggle sku={product.sku} name={name} typename={product.__typename} chooseOptionsHref={href} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0 hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-sm">
          {discount > 0 ? (
            <>
              <span className="sr-only">Special price </span>
              <span className="font-semibold text-red-700">
                {formatMoney(final, minimum.final_price.currency, locale)}
              </span>{' '}
              <span className="sr-only">Regular price </span>
              <s className="text-stone-500">{formatMoney(regular, minimum.regular_price.currency, locale)}</s>
            </>
          ) : (
            <span className="font-semibold">{formatMoney(final, minimum.final_price.currency, locale)}</span>
          )}
        </p>
        {soldOut ? <p className="text-xs text-stone-500">This product is not in stock</p> : null}
        {actions && product.__typename === 'SimpleProduct' && !soldOut && !product.is_training && product.sku ? (
          <QuickAddButton sku={product.sku} name={name} store={store} />
        ) : null}
        {product.review_count > 0 ? (
          <p className="text-xs text-stone-600">
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="sr-only">Rated {stars} of 5</span> ({product.review_count})
          </p>
        ) : null}
      </div>
    </article>
  )
}
