import { describe, expect, it } from 'vitest'
import type { ProductCardFragment } from '~graphql/generated'
import { asCardProduct, toCardProduct } from '~/lib/card-product'

const money = (value: number | null) => ({ value, currency: 'EUR' as const })
const fragment = (overrides: Partial<ProductCardFragment> = {}): ProductCardFragment => ({
  __typename: 'SimpleProduct',
  uid: 'MQ==',
  sku: 'ET-H00001',
  name: 'Rose &amp; Almond Mask',
  url_key: 'rose-almond-mask',
  url_suffix: '.html',
  url_rewrites: [{ url: 'rose-almond-mask.html' }],
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  is_training: false,
  rating_summary: 80,
  review_count: 2,
  small_image: { url: '/media/mask.svg', label: 'Mask' },
  price_range: {
    minimum_price: { regular_price: money(40), final_price: money(30) },
    maximum_price: { regular_price: money(40), final_price: money(30) },
  },
  ...overrides,
})

describe('toCardProduct', () => {
  it('keeps what the card shows: decoded name, path, image, prices, rating', () => {
    expect(toCardProduct(fragment())).toEqual({
      typename: 'SimpleProduct',
      sku: 'ET-H00001',
      name: 'Rose & Almond Mask',
      path: 'rose-almond-mask.html',
      image: '/media/mask.svg',
      regular: 40,
      final: 30,
      currency: 'EUR',
      rating: { summary: 80, count: 2 },
    })
  })

  it('says sold out and training only when true, and leaves out a missing image, rewrite and rating', () => {
    const card = toCardProduct(
      fragment({
        stock_status: 'OUT_OF_STOCK',
        is_training: true,
        small_image: null,
        url_rewrites: [],
        review_count: 0,
        rating_summary: 0,
      }),
    )
    expect(card).toMatchObject({ soldOut: true, training: true, path: 'p/ET-H00001' })
    expect(card).not.toHaveProperty('image')
    expect(card).not.toHaveProperty('rating')
    expect(toCardProduct(fragment())).not.toHaveProperty('soldOut')
  })

  it('says "From" when the price is the lowest of several, as the product page does', () => {
    const range = toCardProduct(
      fragment({
        __typename: 'ConfigurableProduct',
        price_range: {
          minimum_price: { regular_price: money(76), final_price: money(76) },
          maximum_price: { regular_price: money(82), final_price: money(82) },
        },
      }),
    )
    expect(range).toMatchObject({ from: true, final: 76 })
    expect(toCardProduct(fragment())).not.toHaveProperty('from')
    // No maximum known: one price, no "From".
    const single = fragment({
      price_range: { minimum_price: { regular_price: money(40), final_price: money(30) }, maximum_price: null },
    })
    expect(toCardProduct(single)).not.toHaveProperty('from')
  })

  it('keeps an unknown price unknown rather than zero', () => {
    const card = toCardProduct(
      fragment({
        price_range: { minimum_price: { regular_price: money(null), final_price: money(null) }, maximum_price: null },
      }),
    )
    expect(card).toMatchObject({ regular: null, final: null })
  })

  it('passes a shaped product through and shapes a whole fragment', () => {
    const card = toCardProduct(fragment())
    expect(asCardProduct(card)).toBe(card)
    expect(asCardProduct(fragment())).toEqual(card)
  })
})
