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

  // The card repeats up to 60 times a page: its rules are the `.card` family in app.css, not utility strings.
  return (
    <article className={horizontal ? 'card row' : 'card'}>
      <div
        className="card-media"
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
          />
        ) : null}
        {discount > 0 ? <span className="badge sale">−{discount}%</span> : null}
        {product.is_training ? <span className="badge training">Training</span> : null}
        {actions && product.sku ? (
          <div className="card-wish">
            <WishlistToggle sku={product.sku} name={name} typename={product.__typename} chooseOptionsHref={href} />
          </div>
        ) : null}
      </div>
      <div className="card-body">
        <h3>
          <Link to={href} prefetch="intent">
            {name}
          </Link>
        </h3>
        <p>
          {discount > 0 ? (
            <>
              <span className="sr-only">Special price </span>
              <b className="sale">{formatMoney(final, minimum.final_price.currency, locale)}</b>{' '}
              <span className="sr-only">Regular price </span>
              <s>{formatMoney(regular, minimum.regular_price.currency, locale)}</s>
            </>
          ) : (
            <b>{formatMoney(final, minimum.final_price.currency, locale)}</b>
          )}
        </p>
        {soldOut ? <p className="note">This product is not in stock</p> : null}
        {actions && product.__typename === 'SimpleProduct' && !soldOut && !product.is_training && product.sku ? (
          <QuickAddButton sku={product.sku} name={name} store={store} />
        ) : null}
        {product.review_count > 0 ? (
          <p className="note">
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="sr-only">Rated {stars} of 5</span> ({product.review_count})
          </p>
        ) : null}
      </div>
    </article>
  )
}
