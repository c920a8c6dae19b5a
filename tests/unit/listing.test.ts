import { describe, expect, it } from 'vitest'
import { listingHref, parseListingParams, priceRange, toProductFilter, toSort } from '~/lib/listing'

const params = (query: string) => parseListingParams(new URLSearchParams(query))

describe('parseListingParams', () => {
  it('applies the defaults: page 1, default sort, 12 per page', () => {
    expect(params('')).toEqual({ page: 1, sort: '', term: '', itemsPerPage: 12, filters: {} })
  })

  it('reads page, sort, size, term and filters', () => {
    expect(params('page=3&sort=price_DESC&itemsPerPage=48&term=shampoo&color=12,13&price=10_20')).toEqual({
      page: 3,
      sort: 'price_DESC',
      term: 'shampoo',
      itemsPerPage: 48,
      filters: { color: ['12', '13'], price: ['10_20'] },
    })
  })

  it.each(['page=-4', 'page=abc', 'page=0', 'page=1e3x'])('falls back to page 1 for %s', (query) => {
    expect(params(query).page).toBe(1)
  })

  it('caps huge page numbers and ignores unknown sizes, sorts and filters', () => {
    expect(params('page=999999999').page).toBe(10_000)
    expect(params('itemsPerPage=13').itemsPerPage).toBe(12)
    expect(params('sort=evil_DESC').sort).toBe('')
    expect(params('unknown=1&color=<script>').filters).toEqual({})
  })
})

describe('toProductFilter', () => {
  it('uses eq for one value and in for several, and adds the category', () => {
    expect(toProductFilter({ color: ['12'], size: ['1', '2'] }, 'Mw==')).toEqual({
      color: { eq: '12' },
      size: { in: ['1', '2'] },
      category_uid: { eq: 'Mw==' },
    })
  })

  it('builds the price range from the minimum and maximum of the buckets', () => {
    expect(priceRange(['20_30', '10_20'])).toEqual({ from: '10', to: '30' })
    expect(priceRange(['100_*'])).toEqual({ from: '100' })
    expect(priceRange(['*_10'])).toEqual({ to: '10' })
    expect(priceRange(['x_y'])).toBeUndefined()
  })
})

describe('toSort', () => {
  it('maps the sort options and sorts searches by relevance by default', () => {
    expect(toSort('name_ASC', '')).toEqual({ name: 'ASC' })
    expect(toSort('price_DESC', 'x')).toEqual({ price: 'DESC' })
    expect(toSort('', '')).toBeUndefined()
    expect(toSort('', 'serum')).toEqual({ relevance: 'DESC' })
  })
})

describe('listingHref', () => {
  it('changes one parameter and restarts paging', () => {
    expect(listingHref('/us_et/hair.html', new URLSearchParams('page=3&color=1'), { sort: 'name_ASC' })).toBe(
      '/us_et/hair.html?color=1&sort=name_ASC',
    )
    expect(listingHref('/us_et/hair.html', new URLSearchParams('color=1'), { page: '2' })).toBe('/us_et/hair.html?color=1&page=2')
    expect(listingHref('/x', new URLSearchParams('color=1'), { color: null })).toBe('/x')
  })
})
