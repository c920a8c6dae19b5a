import { readListingParams, withCategoryUids, withMoneyLabels } from '~/lib/listing.server'
import { describe, expect, it } from 'vitest'
import {
  isCategoryUid,
  activeFilterText,
  filterToggleHref,
  listingHref,
  parseListingParams,
  priceRange,
  toProductFilter,
  toSort,
} from '~/lib/listing'

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

  it('keeps a price value with one bound and drops one with none', () => {
    expect(params('price=abc_def&price=10_&price=_&price=Infinity_1').filters).toEqual({ price: ['10_', 'Infinity_1'] })
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

  it('leaves a missing or non-numeric bound open', () => {
    expect(priceRange(['10_'])).toEqual({ from: '10' })
    expect(priceRange(['_20'])).toEqual({ to: '20' })
    expect(priceRange(['Infinity_1'])).toEqual({ to: '1' })
    expect(priceRange(['5_NaN'])).toEqual({ from: '5' })
    expect(priceRange(['0x10_20'])).toEqual({ to: '20' })
    expect(toProductFilter({ price: ['10_'] })).toEqual({ price: { from: '10' } })
  })

  it('opens the whole range on the side any value leaves open, and ignores values without a bound', () => {
    expect(priceRange(['10_20', '30_'])).toEqual({ from: '10' })
    expect(priceRange(['_5', '10_20'])).toEqual({ to: '20' })
    expect(priceRange(['10_', '_20'])).toBeUndefined()
    expect(priceRange(['x_y', '10_20'])).toEqual({ from: '10', to: '20' })
    expect(priceRange(['_', ''])).toBeUndefined()
    expect(toProductFilter({ price: ['_'] })).toEqual({})
  })

  it('reads reversed and negative bounds without breaking: prices start at 0', () => {
    expect(priceRange(['30_10'])).toEqual({ from: '10', to: '30' })
    expect(priceRange(['-5_10'])).toEqual({ from: '0', to: '10' })
    expect(priceRange(['15'])).toEqual({ from: '15', to: '15' })
    expect(priceRange(['10.5_20.25'])).toEqual({ from: '10.5', to: '20.25' })
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
    expect(listingHref('/us_et/hair.html', new URLSearchParams('color=1'), { page: '2' })).toBe(
      '/us_et/hair.html?color=1&page=2',
    )
    expect(listingHref('/x', new URLSearchParams('color=1'), { color: null })).toBe('/x')
  })
})

describe('filterToggleHref', () => {
  it('builds the next address from the current one plus the one change', () => {
    // After "Clear all" the address has no colour: ticking a size must not bring the cleared colour back.
    expect(filterToggleHref('/us_et/hair.html', new URLSearchParams(''), 'size', '14', true)).toBe(
      '/us_et/hair.html?size=14',
    )
    expect(filterToggleHref('/x', new URLSearchParams('color=1&itemsPerPage=24&page=3'), 'size', '14', true)).toBe(
      '/x?color=1&itemsPerPage=24&size=14',
    )
    expect(filterToggleHref('/x', new URLSearchParams('color=1,2&sort=name_ASC'), 'color', '1', false)).toBe(
      '/x?sort=name_ASC&color=2',
    )
    expect(filterToggleHref('/x', new URLSearchParams('color=1'), 'color', '1', true)).toBe('/x?color=1')
    expect(filterToggleHref('/x', new URLSearchParams('price=10_'), 'price', '10_', false)).toBe('/x')
  })
})

describe('activeFilterText', () => {
  it("names the choice, a price range in the store's money, and never shows a category uid", () => {
    expect(activeFilterText('Color', 'color', '1', 'Black', 'us_et')).toBe('Color: Black')
    expect(activeFilterText('Category', 'category_uid', 'Mw==', 'Hair', 'us_et')).toBe('Category: Hair')
    expect(activeFilterText('Category', 'category_uid', 'Mw==', undefined, 'us_et')).toBe('Category')
    expect(activeFilterText('Price', 'price', '10_', undefined, 'us_et')).toBe('Price: €10.00 and above')
    expect(activeFilterText('Price', 'price', '_20', undefined, 'de_et')).toBe('Price: up to 20,00\u00a0€')
    expect(activeFilterText('Price', 'price', '20_10', undefined, 'us_et')).toBe('Price: €10.00 – €20.00')
    expect(activeFilterText('Price', 'price', '20_20', undefined, 'us_et')).toBe('Price: €20.00')
    // The facet's own words when the listing has the option (withMoneyLabels gives them).
    expect(activeFilterText('Price', 'price', '0_20', '€0.00 – €20.00', 'us_et')).toBe('Price: €0.00 – €20.00')
  })
})

describe("the price filter's options", () => {
  const price = (labels: string[]) => [
    {
      attribute_code: 'price',
      label: 'Price',
      count: 3,
      position: 0,
      options: labels.map((label) => ({ label, value: label, count: 1 })),
    },
    {
      attribute_code: 'color',
      label: 'Color',
      count: 1,
      position: 1,
      options: [{ label: '20-40', value: '4', count: 1 }],
    },
  ]
  const labels = (store: 'us_et' | 'de_et' | 'nl_et') =>
    (withMoneyLabels(price(['0-20', '20-40', '100-*', '*-10', 'odd']), store) ?? []).map((aggregation) =>
      (aggregation?.options ?? []).map((option) => option?.label?.replace(/\u00a0|\u202f/g, ' ')),
    )

  it("are written in the store's money, open ends in words; other filters keep their labels", () => {
    expect(labels('us_et')).toEqual([
      ['€0.00 – €20.00', '€20.00 – €40.00', '€100.00 and above', 'up to €10.00', 'odd'],
      ['20-40'],
    ])
    expect(labels('de_et')[0]?.[1]).toBe('20,00 € – 40,00 €')
    expect(labels('nl_et')[0]?.[1]).toBe('€ 20,00 – € 40,00')
  })
})

describe("the category filter's values", () => {
  it('are uids Magento decodes: strict base64 of a numeric id', () => {
    expect(isCategoryUid('Mw==')).toBe(true)
    expect(isCategoryUid('MTI=')).toBe(true)
    for (const value of ['3', 'Mw', 'abc', 'YWJj', 'Mw==x', '']) expect(isCategoryUid(value), value).toBe(false)
  })

  it("come as ids from Magento 2.4.7 and go out as uids, only the store's top-level categories on a search", () => {
    const aggregations = [
      {
        attribute_code: 'category_uid',
        label: 'Category',
        count: 3,
        position: 1,
        options: [
          { label: 'Hair', value: '3', count: 5 },
          { label: 'Shampoo', value: '4', count: 2 },
          { label: 'Body', value: 'Ng==', count: 1 },
        ],
      },
      {
        attribute_code: 'color',
        label: 'Color',
        count: 1,
        position: 2,
        options: [{ label: 'Red', value: '5', count: 1 }],
      },
    ]
    const [category, color] = withCategoryUids(aggregations, new Set(['Mw==', 'Ng==']))
    expect(category?.options).toEqual([
      { label: 'Hair', value: 'Mw==', count: 5 },
      { label: 'Body', value: 'Ng==', count: 1 },
    ])
    expect(category?.count).toBe(2)
    expect(color).toBe(aggregations[1])
    expect(withCategoryUids(aggregations, null)[0]?.options?.map((option) => option?.value)).toEqual([
      'Mw==',
      'NA==',
      'Ng==',
    ])
  })

  it('leave out of the address what is no uid', () => {
    const params = readListingParams(new URLSearchParams('term=oil&category_uid=3,Mw==,abc&color=5'))
    expect(params.filters).toEqual({ category_uid: ['Mw=='], color: ['5'] })
    expect(readListingParams(new URLSearchParams('category_uid=3')).filters).toEqual({})
  })
})
