import { Suspense, useState } from 'react'
import { Await, Link, useActionData } from 'react-router'
import { BlockRenderer } from '~/components/blocks/block-renderer'

import { type ProductPageData, galleryImages, productBreadcrumbs, resolveVariant } from '~/lib/product'
import { isPriceRange } from '~/lib/card-product'
import { productName } from '~/lib/product-url'
import { STORES } from '~/lib/stores'
import type { SubmissionResult } from '@conform-to/react'
import { AddToCartForm, addToCartErrorId, addToCartFormId } from './add-to-cart-form'
import { ProductGallery } from './product-gallery'
import { ProductOptions } from './product-options'
import { ProductPrice, StockStatus } from './product-price'
import { ProductReviews } from './product-reviews'
import { ProductTypeDetails, TrainingOptions } from './product-type-details'
import { RelatedProducts } from './related-products'
import { ReviewForm } from './review-form'
import { WishlistToggle } from '~/components/wishlist/wishlist-toggle'
import { WithWishlist } from '~/components/wishlist/wishlist-context'
import { wishedItems } from '~/lib/wishlist/wishlist'
import { useHydrated } from '~/components/cart/js-flag'
import { HeartIcon } from '~/components/icons'
import { useCartContext } from '~/components/cart/cart-context'
import { CART_MESSAGES } from '~/lib/cart'

type ReviewActionData = { result: SubmissionResult; sent: boolean }

/** The product page for every product type; shared by `/p/{sku}` and the product's own URL. */
export function ProductView({ data }: { data: ProductPageData }) {
  const { product, store, selection } = data
  const actionData = useActionData<ReviewActionData>()
  const locale = STORES[store].iso
  const name = productName(product.name)
  const variant =
    product.__typename === 'ConfigurableProduct'
      ? resolveVariant(product.configurable_options, product.variants, selection)
      : undefined
  const prices = variant?.price_range ?? product.price_range
  const images = galleryImages(product, variant, name)
  const crumbs = productBreadcrumbs(product.categories)
  const isRange = !variant && isPriceRange(prices)
  const { description, shortDescription, extraInformation: extra } = data.html
  // Add to cart refused for options not chosen: without JavaScript the server's answer says so, with it the form.
  const { addResult } = useCartContext()
  const refusedForOptions =
    addResult?.sku === product.sku && (addResult.result.error?.['']?.includes(CART_MESSAGES.chooseOptions) ?? false)
  const [optionsMissing, setOptionsMissing] = useState(refusedForOptions)

  return (
    <div className="space-y-12">
      {crumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={`/${store}`} className="hover:underline">
                Home
              </Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.path}>
                <span aria-hidden="true" className="mr-1">
                  /
                </span>
                <Link to={`/${store}/${crumb.path}`} className="hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2">
        <ProductGallery key={variant?.uid ?? product.uid} images={images} name={name} />
        <div className="space-y-6">
          <div className="space-y-2">
            <h1 className="font-serif text-3xl font-bold">{name}</h1>
            <p className="text-sm text-stone-600">
              SKU: <span>{variant?.sku ?? product.sku}</span>
            </p>
          </div>
          <div role="group" aria-label="Price and availability" aria-live="polite" className="space-y-1">
            <ProductPrice
              regular={prices.minimum_price.regular_price}
              final={prices.minimum_price.final_price}
              locale={locale}
              from={isRange}
            />
            <StockStatus
              status={variant?.stock_status ?? product.stock_status}
              onlyLeft={variant ? variant.only_x_left_in_stock : product.only_x_left_in_stock}
            />
          </div>
          {shortDescription ? (
            <div className="prose text-stone-700" dangerouslySetInnerHTML={{ __html: shortDescription }} />
          ) : null}
          {product.__typename === 'ConfigurableProduct' ? (
            <ProductOptions
              product={product}
              selection={selection}
              missingErrorId={optionsMissing ? addToCartErrorId(product) : undefined}
            />
          ) : null}
          <TrainingOptions product={product} />
          <ProductTypeDetails product={product} store={store} locale={locale} />
          <AddToCartForm product={product} store={store} selection={selection} onOptionsMissing={setOptionsMissing} />
          {product.sku ? (
            <ProductWishlistToggle
              product={product}
              sku={product.sku}
              name={name}
              variantSku={variant?.sku}
              store={store}
            />
          ) : null}
          <Suspense fallback={null}>
            <Await resolve={data.sizeGuide} errorElement={null}>
              {(blocks) =>
                blocks ? (
                  <details className="rounded-lg border border-stone-200 p-3">
                    <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-stone-900">
                      Size guide
                    </summary>
                    <div className="mt-3">
                      <BlockRenderer blocks={blocks} store={store} />
                    </div>
                  </details>
                ) : null
              }
            </Await>
          </Suspense>
        </div>
      </div>

      {description || extra ? (
        <section aria-labelledby="product-description" className="max-w-3xl space-y-4">
          <h2 id="product-description" className="heading">
            Description
          </h2>
          {description ? (
            <div className="prose text-stone-800" dangerouslySetInnerHTML={{ __html: description }} />
          ) : null}
          {extra ? <div className="prose text-stone-800" dangerouslySetInnerHTML={{ __html: extra }} /> : null}
        </section>
      ) : null}

      <RelatedProducts title="Related products" id="related-products" products={data.related} store={store} />
      <RelatedProducts title="You may also like" id="upsell-products" products={data.upsell} store={store} />

      <section id="reviews" aria-labelledby="reviews-title" className="space-y-6">
        <h2 id="reviews-title" className="heading">
          Reviews
        </h2>
        <ProductReviews reviews={data.reviews} reviewCount={product.review_count} store={store} />
        <ReviewForm ratings={data.ratings} lastResult={actionData} />
      </section>
    </div>
  )
}

/**
 * The product page's heart. Without JavaScript, while the product is not in the wishlist, it sends the add form
 * itself (its ticked options, its typed date and name) to the wishlist, which takes the variant ticked and gives
 * the form back as it was (routes/wishlist-actions.tsx); otherwise it is the wishlist toggle.
 */
function ProductWishlistToggle({
  product,
  sku,
  name,
  variantSku,
  store,
}: {
  product: ProductPageData['product']
  sku: string
  name: string
  variantSku: string | null | undefined
  store: string
}) {
  const hydrated = useHydrated()
  const toggle = (
    <WishlistToggle sku={sku} name={name} typename={product.__typename} variantSku={variantSku} appearance="button" />
  )
  if (hydrated) return toggle
  const sendsAddForm = (
    <button
      type="submit"
      form={addToCartFormId(product)}
      formAction={`/${store}/wishlist`}
      // The add form's own requirements (a date, a name) are the cart's, not the wishlist's.
      formNoValidate
      name="intent"
      value="add"
      aria-label={`Add to wishlist: ${name}`}
      className="above inline-flex items-center gap-2 rounded-full border border-stone-900 px-5 py-2.5 font-medium hover:bg-stone-100"
    >
      <HeartIcon width={20} height={20} fill="none" className="text-red-700" />
      Add to wishlist
    </button>
  )
  return (
    <WithWishlist fallback={sendsAddForm}>
      {(wishlist) => (wishedItems(wishlist, sku, variantSku).length > 0 ? toggle : sendsAddForm)}
    </WithWishlist>
  )
}
