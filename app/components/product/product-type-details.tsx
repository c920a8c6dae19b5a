import { Link } from 'react-router'
import { optionLabel } from '~/lib/cart'
import { formatMoney } from '~/lib/price'
import type { ProductDetails } from '~/lib/product'
import { productName } from '~/lib/product-url'
import { STORES, type StoreCode } from '~/lib/stores'
import { ProductPrice, StockStatus } from './product-price'

type Props = { product: ProductDetails; store: StoreCode; locale: string }

/** What only some product types have: grouped items, downloadable samples (a bundle's parts are chosen in its add form). */
export function ProductTypeDetails({ product, store, locale }: Props) {
  switch (product.__typename) {
    case 'GroupedProduct':
      // While the set can be added, its add form lists the products with their quantities (add-to-cart-form.tsx).
      return product.stock_status === 'OUT_OF_STOCK' ? <GroupedItems items={product.grouped} store={store} /> : null
    case 'DownloadableProduct':
      return <Downloads product={product} locale={locale} />
    default:
      return null
  }
}

type GroupedList = Extract<ProductDetails, { __typename: 'GroupedProduct' }>['grouped']

function GroupedItems({ items, store }: { items: GroupedList; store: StoreCode }) {
  const sorted = [...(items ?? [])].sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
  return (
    <section aria-labelledby="grouped-items" className="space-y-3">
      <h2 id="grouped-items" className="text-lg font-semibold">
        In this set
      </h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {sorted.map((item) =>
          item?.product ? (
            <li key={item.product.uid} className="flex items-center gap-3 p-3">
              <GroupedMember product={item.product} store={store} />
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}

type GroupedChild = NonNullable<NonNullable<NonNullable<GroupedList>[number]>['product']>

/** One product of a set: its picture, its name linking to its page, its price and its stock. */
export function GroupedMember({ product, store }: { product: GroupedChild; store: StoreCode }) {
  const minimum = product.price_range.minimum_price
  return (
    <>
      {product.small_image?.url ? (
        <img
          src={product.small_image.url}
          alt=""
          width={64}
          height={80}
          loading="lazy"
          className="h-20 w-16 shrink-0 rounded object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">
          <Link to={`/${store}/p/${encodeURIComponent(product.sku ?? '')}`} className="hover:underline">
            {productName(product.name)}
          </Link>
        </p>
        <ProductPrice
          regular={minimum.regular_price}
          final={minimum.final_price}
          locale={STORES[store].iso}
          size="small"
        />
        <div className="text-sm">
          <StockStatus status={product.stock_status} onlyLeft={product.only_x_left_in_stock} />
        </div>
      </div>
    </>
  )
}

function Downloads({
  product,
  locale,
}: {
  product: Extract<ProductDetails, { __typename: 'DownloadableProduct' }>
  locale: string
}) {
  const links = [...(product.downloadable_product_links ?? [])].sort(
    (a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0),
  )
  const samples = [...(product.downloadable_product_samples ?? [])].sort(
    (a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0),
  )
  // Links sold separately are chosen with the add to cart (add-to-cart-form.tsx); otherwise every link comes with
  // the product and is listed here.
  const chosenInForm = product.links_purchased_separately === 1
  if (chosenInForm && samples.length === 0) return null
  const sampleList = (
    <ul className="list-disc pl-5 text-sm">
      {samples.map((sample) =>
        sample?.sample_url ? (
          <li key={sample.sample_url}>
            <a href={sample.sample_url} className="underline" download>
              {sample.title}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  )
  return (
    <section aria-labelledby="downloads" className="space-y-3">
      <h2 id="downloads" className="text-lg font-semibold">
        {chosenInForm ? 'Samples' : product.links_title || 'Downloads'}
      </h2>
      {chosenInForm ? (
        sampleList
      ) : (
        <>
          <ul className="space-y-1 text-sm">
            {links.map((link) =>
              link ? (
                <li key={link.uid} className="flex justify-between gap-4">
                  <span>{link.title}</span>
                  <span>{link.price ? `+ ${formatMoney(link.price, 'EUR', locale)}` : 'Included'}</span>
                </li>
              ) : null,
            )}
          </ul>
          {samples.length > 0 ? (
            <>
              <h3 className="font-medium">Samples</h3>
              {sampleList}
            </>
          ) : null}
        </>
      )}
    </section>
  )
}

/** Spec §1: training orders need a date and an attendant name; shown here, entered with the add-to-cart step. */
export function TrainingOptions({ product }: { product: ProductDetails }) {
  if (!('options' in product) || !product.is_training) return null
  const options = [...(product.options ?? [])].sort((a, b) => (a?.sort_order ?? 0) - (b?.sort_order ?? 0))
  if (options.length === 0) return null
  return (
    <section aria-labelledby="training-options" className="space-y-2 rounded-lg bg-stone-100 p-4">
      <h2 id="training-options" className="text-lg font-semibold">
        To book this training
      </h2>
      <p className="text-sm text-stone-700">You choose these when you add the training to your cart:</p>
      <ul className="list-disc pl-5 text-sm">
        {options.map((option) =>
          option ? (
            <li key={option.uid}>
              {optionLabel(option.title)}
              {option.required ? ' (required)' : ''}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}
