import type { ReactNode } from 'react'
import type { Block } from '~/lib/blocks'
import type { CarouselProducts } from '~/lib/carousels.server'
import type { StoreCode } from '~/lib/stores'
import { BlockRenderer } from './blocks/block-renderer'
import { ProductCarousel } from './product/product-carousel'

type ContentPageViewProps = {
  title: string | undefined
  blocks: Block[]
  store: StoreCode
  carousels?: CarouselProducts
  children?: ReactNode
}

/** A content page: its title as the page heading (unless a hero block carries one), then its blocks. */
export function ContentPageView({ title, blocks, store, carousels = {}, children }: ContentPageViewProps) {
  const hasHero = blocks.some((block) => block.component === 'hero')
  return (
    <article className="space-y-10">
      {title && !hasHero ? <h1 className="font-serif text-3xl font-bold md:text-4xl">{title}</h1> : null}
      <BlockRenderer blocks={blocks} store={store} slots={carouselSlots(blocks, store, carousels)} />
      {children}
    </article>
  )
}

export function carouselSlots(
  blocks: readonly Block[],
  store: StoreCode,
  carousels: CarouselProducts,
): Record<string, ReactNode> {
  const slots: Record<string, ReactNode> = {}
  for (const block of blocks) {
    const products = carousels[block._uid]
    if (block.component === 'product_carousel' && products) {
      slots[block._uid] = <ProductCarousel title={block.title} products={products} store={store} />
    }
  }
  return slots
}
