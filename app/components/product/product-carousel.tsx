import { type ReactNode, Suspense } from 'react'
import { Await } from 'react-router'
import type { CardProduct } from '~/lib/card-product'
import type { StoreCode } from '~/lib/stores'
import { ProductCard } from './product-card'

type ProductCarouselProps = { title: string; products: Promise<CardProduct[]>; store: StoreCode }

/**
 * A row of product cards that scrolls sideways; its height is reserved while the products stream in. A carousel
 * with no products (an empty category, a failed read) leaves nothing behind, not even its heading.
 */
export function ProductCarousel({ title, products, store }: ProductCarouselProps) {
  return (
    <Suspense
      fallback={
        <CarouselSection title={title}>
          <CarouselSkeleton />
        </CarouselSection>
      }
    >
      <Await resolve={products} errorElement={null}>
        {(items) =>
          items.length === 0 ? null : (
            <CarouselSection title={title}>
              <ul className="carousel">
                {items.map((product) => (
                  <li key={product.sku}>
                    <ProductCard product={product} store={store} />
                  </li>
                ))}
              </ul>
            </CarouselSection>
          )
        }
      </Await>
    </Suspense>
  )
}

function CarouselSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title || 'Products'}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        {title ? <h2 className="heading">{title}</h2> : null}
        {/* The catalogue's prices are without VAT (the cart adds it): said for the row, as a listing says it. */}
        <p className="text-sm text-stone-600">Prices excl. VAT</p>
      </div>
      {children}
    </section>
  )
}

function CarouselSkeleton() {
  return (
    <ul aria-hidden="true" className="carousel skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index}>
          <div />
          <div />
          <div />
        </li>
      ))}
    </ul>
  )
}
