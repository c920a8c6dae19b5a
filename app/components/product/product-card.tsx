import { SiteLink } from '~/components/site-link'
import type { ProductCardFragment } from '~graphql/generated'
import { type CardProduct, asCardProduct } from '~/lib/card-product'
import { discountPercentage, formatMoney } from '~/lib/price'
import { formatAverage, starsOf } from '~/lib/reviews'
import { STORES, type StoreCode } from '~/lib/stores'
import { QuickAddButton } from '~/components/cart/quick-add-button'
import { WishlistToggle } from '~/components/wishlist/wishlist-toggle'

type ProductCardProps = {
  product: CardProduct | ProductCardFragment
  store: StoreCode
  layout?: 'grid' | 'list'
  eager?: boolean
  /** The wishlist shows its own actions instead of the card's (quick add, wishlist toggle). */
  actions?: boolean
}

/** Spec §9: card images 216×268 (grid) and 140×200 (horizontal); sizes are reserved so nothing shifts. */
export function ProductCard({
  product: given,
  store,
  layout = 'grid',
  eager = false,
  actions = true,
}: ProductCardProps) {
  const product = asCardProduct(given)
  const { name, regular, final, currency } = product
  const href = `/${store}/${product.path}`
  const discount = discountPercentage(regular, final)
  const locale = STORES[store].iso
  const horizontal = layout === 'list'
  const [width, height] = horizontal ? [140, 200] : [216, 268]
  const soldOut = product.soldOut === true
  const stars = Math.round((product.rating?.summary ?? 0) / 20)

  // The card repeats up to 60 times a page: its rules are the `.card` family in app.css, not utility strings.
  return (
    <article className={horizontal ? 'card row' : 'card'}>
      {/* The image box's size is reserved by `.card-media` (and `.row`): nothing shifts as images load. */}
      <div className="card-media">
        {product.image ? (
          <img src={product.image} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} />
        ) : null}
        {discount > 0 ? <span className="badge sale">−{discount}%</span> : null}
        {product.training ? <span className="badge training">Training</span> : null}
        {actions && product.sku ? (
          <div className="card-wish">
            <WishlistToggle sku={product.sku} name={name} typename={product.typename} chooseOptionsHref={href} />
          </div>
        ) : null}
      </div>
      <div className="card-body">
        <h3>
          <SiteLink to={href} prefetch="intent">
            {name}
          </SiteLink>
        </h3>
        <p>
          {product.from ? <span className="from">From </span> : null}
          {discount > 0 ? (
            <>
              <span className="sr-only">Special price </span>
              <b className="sale">{formatMoney(final, currency, locale)}</b>{' '}
              <span className="sr-only">Regular price </span>
              <s>{formatMoney(regular, currency, locale)}</s>
            </>
          ) : (
            <b>{formatMoney(final, currency, locale)}</b>
          )}
        </p>
        {soldOut ? <p className="note">This product is not in stock</p> : null}
        {actions && product.typename === 'SimpleProduct' && !soldOut && !product.training && product.sku ? (
          <QuickAddButton sku={product.sku} name={name} store={store} />
        ) : null}
        {product.rating ? (
          <p className="note">
            <span aria-hidden="true">{starsOf(stars)}</span>
            <span className="sr-only">{`Rated ${formatAverage(product.rating.summary / 20)} of 5`}</span>
            {` (${product.rating.count})`}
          </p>
        ) : null}
      </div>
    </article>
  )
}
