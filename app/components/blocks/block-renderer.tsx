import type { ReactNode } from 'react'
import type { Block, BlockOf } from '~/lib/blocks'
import { dialable } from '~/lib/phone'
import { paragraphs } from '~/lib/text'
import type { StoreCode } from '~/lib/stores'
import { sizedImage } from '~/lib/storyblok-image'
import { ContentLink } from '../content-link'
import { NewsletterForm } from '../form-islands'

/**
 * How wide each block's picture is drawn (the page is at most 1,280 px with 1 rem either side): the width asked
 * of Storyblok's image service, and the candidates a browser picks from for its screen and density.
 */
const HERO = {
  width: 1600,
  widths: [640, 960, 1280, 1920, 2560],
  sizes: '(min-width: 1280px) 1248px, calc(100vw - 2rem)',
}
const HALF = {
  width: 800,
  widths: [400, 640, 800, 1200],
  sizes: '(min-width: 1280px) 608px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)',
}
const TILE = {
  width: 400,
  widths: [200, 300, 400, 600],
  sizes: '(min-width: 1280px) 300px, (min-width: 768px) calc(25vw - 2rem), calc(50vw - 1.5rem)',
}

type Renderers = { [Name in Block['component']]: (block: BlockOf<Name>, store: StoreCode) => ReactNode }

/** The block registry: one renderer per known content block. */
const renderers: Renderers = {
  hero: (block, store) => (
    <section className="relative overflow-hidden rounded-2xl bg-stone-100">
      {block.image?.filename ? (
        <img
          {...sizedImage(block.image.filename, HERO)}
          alt={block.image.alt ?? ''}
          width={1600}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {/* The text sets the height: the banner's 8:3 at the least, taller where the text needs it (a phone), so the
          headline and the button are never cut off; the image covers whatever height that is. */}
      <div className="relative flex aspect-[8/3] flex-col justify-center gap-4 bg-gradient-to-r from-black/50 to-transparent p-6 text-white md:p-16">
        <h1 className="max-w-xl font-serif text-3xl font-bold md:text-5xl">{block.title}</h1>
        {block.subtitle ? <p className="max-w-lg text-lg">{block.subtitle}</p> : null}
        {block.cta_label && block.cta_link ? (
          <ContentLink
            link={block.cta_link}
            store={store}
            className="w-fit rounded-full bg-white px-6 py-3 font-medium text-stone-900 hover:bg-stone-200"
          >
            {block.cta_label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  ),
  text_block: (block, store) => (
    <section className="mx-auto max-w-3xl space-y-4">
      {block.title ? <h2 className="heading">{block.title}</h2> : null}
      {paragraphs(block.text).map((paragraph, index) => (
        <p key={index} className="leading-relaxed text-stone-700">
          {paragraph}
        </p>
      ))}
      {block.link && block.link_label ? (
        <ContentLink link={block.link} store={store} className="inline-block font-medium underline">
          {block.link_label}
        </ContentLink>
      ) : null}
    </section>
  ),
  image_text: (block, store) => (
    <section
      className={`grid items-center gap-8 md:grid-cols-2 ${block.image_position === 'right' ? 'md:[&>*:first-child]:order-2' : ''}`}
    >
      {block.image?.filename ? (
        <img
          {...sizedImage(block.image.filename, HALF)}
          alt={block.image.alt ?? ''}
          width={800}
          height={600}
          loading="lazy"
          // Drawn 4:3 as the content model asks (docs/content-model.md), whatever shape the file has: a very tall
          // one is not four screens high.
          className="aspect-[4/3] w-full rounded-2xl object-cover"
        />
      ) : (
        <div />
      )}
      <div className="space-y-4">
        <h2 className="heading">{block.title}</h2>
        {paragraphs(block.text).map((paragraph, index) => (
          <p key={index} className="leading-relaxed text-stone-700">
            {paragraph}
          </p>
        ))}
        {block.link && block.link_label ? (
          <ContentLink link={block.link} store={store} className="inline-block font-medium underline">
            {block.link_label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  ),
  category_tiles: (block, store) => (
    <section className="space-y-4">
      {block.title ? <h2 className="heading">{block.title}</h2> : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {block.tiles.map((tile, position) => (
          <li key={position}>
            <ContentLink link={tile.link} store={store} className="tile">
              {tile.image?.filename ? (
                <img {...sizedImage(tile.image.filename, TILE)} alt="" width={400} height={400} loading="lazy" />
              ) : null}
              <span
                className="block p-3 text-center font-medium"
                style={tile.color ? { borderBottom: `4px solid ${tile.color}` } : undefined}
              >
                {tile.label}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  ),
  newsletter_cta: (block, store) => (
    <section className="rounded-2xl bg-stone-900 p-8 text-center text-white">
      <h2 className="heading">{block.title}</h2>
      {block.text ? <p className="mt-2 text-stone-300">{block.text}</p> : null}
      <div className="mx-auto mt-6 max-w-md rounded-xl bg-white p-4 text-stone-900">
        <NewsletterForm id={`newsletter-${block._uid}`} store={store} />
      </div>
    </section>
  ),
  product_carousel: () => null,
  faq_list: (block) => (
    <section className="mx-auto max-w-3xl space-y-4">
      {block.title ? <h2 className="heading">{block.title}</h2> : null}
      <div className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {block.items.map((item, position) => (
          <details key={position} className="group p-4">
            <summary className="cursor-pointer font-medium">{item.question}</summary>
            <div className="mt-2 space-y-2 text-stone-700">
              {paragraphs(item.answer).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  ),
  contact_info: (block) => (
    <section className="space-y-2 rounded-xl bg-stone-100 p-6">
      {block.title ? <h2 className="text-xl font-semibold">{block.title}</h2> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {block.email ? (
          <>
            <dt className="font-medium">Email</dt>
            <dd>
              <a href={`mailto:${block.email}`} className="underline">
                {block.email}
              </a>
            </dd>
          </>
        ) : null}
        {block.phone ? (
          <>
            <dt className="font-medium">Phone</dt>
            <dd>
              {dialable(block.phone) ? (
                <a href={`tel:${dialable(block.phone)}`} className="underline">
                  {block.phone}
                </a>
              ) : (
                block.phone
              )}
            </dd>
          </>
        ) : null}
        {block.address ? (
          <>
            <dt className="font-medium">Address</dt>
            <dd className="whitespace-pre-line">{block.address}</dd>
          </>
        ) : null}
        {block.opening_hours ? (
          <>
            <dt className="font-medium">Opening hours</dt>
            <dd className="whitespace-pre-line">{block.opening_hours}</dd>
          </>
        ) : null}
      </dl>
    </section>
  ),
  size_guide_table: (block) => (
    <section className="space-y-4 overflow-x-auto">
      {block.title ? <h2 className="text-xl font-semibold">{block.title}</h2> : null}
      <table className="sizes">
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, position) => (
            <tr key={position}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ),
}

export function BlockRenderer({
  blocks,
  store,
  slots,
}: {
  blocks: Block[]
  store: StoreCode
  slots?: Partial<Record<string, ReactNode>>
}) {
  return (
    <div className="space-y-12 wrap-break-word">
      {blocks.map((block) => {
        const slot = slots?.[block._uid]
        if (slot !== undefined) return <div key={block._uid}>{slot}</div>
        const render = renderers[block.component] as (block: Block, store: StoreCode) => ReactNode
        return <div key={block._uid}>{render(block, store)}</div>
      })}
    </div>
  )
}
