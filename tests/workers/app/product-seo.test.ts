import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call } from './worker'

/** What search engines read on a product page: its meta description and the schema.org Product (spec §9 SEO). */

const ProductLd = z.object({
  '@type': z.literal('Product'),
  name: z.string(),
  sku: z.string(),
  image: z.url(),
  description: z.string(),
  offers: z.object({
    '@type': z.literal('Offer'),
    url: z.string(),
    price: z.number(),
    priceCurrency: z.string(),
    availability: z.string(),
  }),
  aggregateRating: z.object({ ratingValue: z.number(), reviewCount: z.number(), bestRating: z.literal(5) }),
})

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => {
    const value: unknown = JSON.parse(match[1] ?? 'null')
    return z.array(z.unknown()).safeParse(value).data ?? [value]
  })
}

describe('a product page for search engines', () => {
  it('describes the product in plain text and offers it at its own address, price and stock', async () => {
    const html = await (await call('/us_et/p/ET-H00010')).text()
    const product = ProductLd.parse(
      jsonLd(html).find((entry) => z.object({ '@type': z.literal('Product') }).safeParse(entry).success),
    )
    expect(product.sku).toBe('ET-H00010')
    expect(product.offers.url).toMatch(/^https?:\/\/[^/]+\/us_et\/[\w-]+\.html$/)
    expect(html).toContain(`<link rel="canonical" href="${product.offers.url}"`)
    expect(product.offers.priceCurrency).toBe('EUR')
    expect(product.offers.availability).toBe('https://schema.org/InStock')
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0)
    expect(product.description.length).toBeGreaterThan(20)
    expect(product.description.length).toBeLessThanOrEqual(500)
    expect(product.description).not.toMatch(/[<>]/)
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThanOrEqual(160)
  })

  it('gives a shared link its preview: the product title, address and picture (Open Graph)', async () => {
    for (const path of ['/us_et/p/ET-H00010', '/us_et/hydrating-lavender-hair-mask.html']) {
      const html = await (await call(path)).text()
      const og = (property: string) =>
        new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)?.[1] ?? null
      const product = ProductLd.parse(
        jsonLd(html).find((entry) => z.object({ '@type': z.literal('Product') }).safeParse(entry).success),
      )
      expect(og('type')).toBe('product')
      expect(og('url')).toBe(product.offers.url)
      expect(og('image')).toBe(product.image)
      expect(og('title')).toContain(product.name)
    }
  })
})

describe('a product address with its SKU in another case', () => {
  it('moves for good to the SKU as the catalogue writes it, the query kept', async () => {
    const response = await call('/us_et/p/et-h00010?size=3')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/us_et/p/ET-H00010?size=3')
    expect((await call('/us_et/p/ET-H00010')).status).toBe(200)
    expect((await call('/us_et/p/et-h99999')).status).toBe(404)
  })
})
