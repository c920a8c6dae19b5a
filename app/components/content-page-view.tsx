import type { ReactNode } from 'react'
import type { Block } from '~/lib/blocks'
import type { StoreCode } from '~/lib/stores'
import { BlockRenderer } from './blocks/block-renderer'

type ContentPageViewProps = { title: string | undefined; blocks: Block[]; store: StoreCode; children?: ReactNode }

/** A content page: its title as the page heading (unless a hero block carries one), then its blocks. */
export function ContentPageView({ title, blocks, store, children }: ContentPageViewProps) {
  const hasHero = blocks.some((block) => block.component === 'hero')
  return (
    <article className="space-y-10">
      {title && !hasHero ? <h1 className="font-serif text-3xl font-bold md:text-4xl">{title}</h1> : null}
      <BlockRenderer blocks={blocks} store={store} />
      {children}
    </article>
  )
}
