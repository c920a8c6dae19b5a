import { Suspense } from 'react'
import { Await } from 'react-router'
import type { CardProduct } from '~/lib/card-product'
import { RELATED_SHOWN } from '~/lib/product'
import type { StoreCode } from '~/lib/stores'
import { ProductCard } from './product-card'

type RelatedProductsProps = { title: string; id: string; products: Promise<CardProduct[]>; store: StoreCode }

/** A row of product cards that streams in; the row's height is held while it loads. */
export function RelatedProducts({ title, id, products, store }: RelatedProductsProps) {
  return (
    <Suspense fallback={<CardsSkeleton title={title} id={id} />}>
      <Await resolve={products} errorElement={null}>
        {(items) =>
          items.length === 0 ? null : (
            <section aria-labelledby={id} className="space-y-4">
              <h2 id={id} className="heading">
                {title}
              </h2>
              <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
                {items.slice(0, RELATED_SHOWN).map((product) => (
                  <li key={product.sku}>
                    <ProductCard product={product} store={store} />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </Await>
    </Suspense>
  )
}

function CardsSkeleton({ title, id }: { title: string; id: string }) {
  return (
    <section aria-labelledby={id} aria-busy="true" className="space-y-4">
      <h2 id={id} className="heading">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: RELATED_SHOWN }, (_, index) => (
          <div key={index} className="aspect-[216/268] rounded-lg bg-stone-100" />
        ))}
      </div>
    </section>
  )
}
