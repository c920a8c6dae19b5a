import { Suspense } from 'react'
import { Await } from 'react-router'
import type { CardProduct } from '~/lib/card-product'
import type { StoreCode } from '~/lib/stores'
import { ProductCard } from './product-card'

type ProductCarouselProps = { title: string; products: Promise<CardProduct[]>; store: StoreCode }

/** A row of product cards that scrolls sideways; its height is reserved while the products stream in. */
export function ProductCarousel({ title, products, store }: ProductCarouselProps) {
  return (
    <section className="space-y-4" aria-label={title || 'Products'}>
      {title ? <h2 className="font-serif text-2xl font-semibold">{title}</h2> : null}
      <Suspense fallback={<CarouselSkeleton />}>
        <Await resolve={products} errorElement={null}>
          {(items) =>
            items.length === 0 ? null : (
              <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2">
                {items.map((product) => (
                  <li key={product.sku} className="w-44 shrink-0 snap-start md:w-[216px]">
                    <ProductCard product={product} store={store} />
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  )
}

function CarouselSkeleton() {
  return (
    <ul aria-hidden="true" className="flex gap-4 overflow-hidden">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="w-44 shrink-0 md:w-[216px]">
          <div className="aspect-[216/268] animate-pulse rounded-lg bg-stone-100" />
          <div className="mt-2 h-4 w-3/4 rounded bg-stone-100" />
          <div className="mt-1 h-4 w-1/3 rounded bg-stone-100" />
        </li>
      ))}
    </ul>
  )
}
