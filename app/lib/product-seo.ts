import { decodeHTML } from 'entities'
import type { JsonLd } from './seo'

type ProductForSeo = {
  sku: string | null
  name: string
  stock_status: string | null
  review_count: number
  rating_summary: number
  image: { url: string | null } | null
  price_range: { minimum_price: { final_price: { value: number | null; currency: string | null } } }
}

/** schema.org Product with its offer and, when reviewed, its aggregate rating (spec §9 SEO). */
export function productJsonLd(origin: string, href: string, product: ProductForSeo, description: string): JsonLd {
  const final = product.price_range.minimum_price.final_price
  const image = product.image?.url ? new URL(product.image.url, origin).toString() : null
  return {
    '@type': 'Product',
    name: product.name,
    sku: product.sku ?? '',
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}${href}`,
      price: final.value ?? 0,
      priceCurrency: final.currency ?? 'EUR',
      availability:
        product.stock_status === 'OUT_OF_STOCK' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((product.rating_summary / 20) * 10) / 10,
            reviewCount: product.review_count,
            bestRating: 5,
          },
        }
      : {}),
  }
}

/** Plain text from sanitised HTML, for descriptions in structured data and meta tags. */
export function plainText(html: string, max = 300): string {
  // Entities decoded once the tags are gone ("Tom &amp; Jerry" is "Tom & Jerry", "&lt;3" stays text); the cut falls
  // between characters as a reader sees them, never inside an emoji or an accented letter.
  const text = decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  const characters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  )
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text
}
