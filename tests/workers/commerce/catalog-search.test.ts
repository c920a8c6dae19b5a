// A search answers page and counts from one ranked statement: pages must follow the requested order without gaps or
// overlaps, whatever the sort, and the counts must match the hits.
import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH } from '../../../workers/commerce/catalog/product-search.ts'
import { at, gql } from './client.ts'

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const names = (value: unknown): string[] => list(value).map((item) => String(at(item, 'sku')))

async function pages(args: string, size: number, count: number): Promise<string[]> {
  const all: string[] = []
  for (let page = 1; page <= count; page += 1) {
    const body = await gql(`{ products(${args}, pageSize: ${size}, currentPage: ${page}) { items { sku } } }`)
    expect(body.errors).toBeUndefined()
    all.push(...names(at(body.data, 'products.items')))
  }
  return all
}

describe('name order', () => {
  it("follows Magento's collation: accents and case do not count (fr_et's Éclatant among the E's, Sérum before Shampooing)", async () => {
    const body = await gql(
      '{ products(filter: { name: { match: "a" } }, sort: { name: ASC }, pageSize: 200) { items { name } } }',
      {},
      { Store: 'fr_et' },
    )
    expect(body.errors).toBeUndefined()
    const shown = list(at(body.data, 'products.items')).map((item) => String(at(item, 'name')))
    const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    expect(shown.length).toBeGreaterThan(20)
    expect(shown.some((name) => /É|é/.test(name))).toBe(true)
    const folded = shown.map(fold)
    expect(folded).toEqual([...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })
})

describe('search pages', () => {
  for (const sort of [
    '',
    'sort: { name: ASC }',
    'sort: { price: DESC }',
    'sort: { relevance: DESC }',
    'sort: { position: ASC }',
  ]) {
    it(`pages consistently ${sort || 'by relevance (default)'}`, async () => {
      const args = `search: "shampoo"${sort ? `, ${sort}` : ''}`
      const whole = await gql(`{ products(${args}, pageSize: 200) { total_count items { sku } } }`)
      const everything = names(at(whole.data, 'products.items'))
      expect(everything.length).toBe(at(whole.data, 'products.total_count'))
      expect(everything.length).toBeGreaterThan(6)
      expect(await pages(args, 3, 3)).toEqual(everything.slice(0, 9))
    })
  }

  it('combines a search with a category filter and position order, and counts the same hits', async () => {
    const root = await gql('{ categories { items { children { uid } } } }')
    const uid = String(at(root.data, 'categories.items.0.children.0.uid'))
    const args = `search: "shampoo", filter: { category_uid: { eq: "${uid}" } }, sort: { position: ASC }`
    const whole = await gql(
      `{ products(${args}, pageSize: 200) { total_count items { sku } aggregations { attribute_code options { count } } } }`,
    )
    expect(whole.errors).toBeUndefined()
    const everything = names(at(whole.data, 'products.items'))
    expect(everything.length).toBe(at(whole.data, 'products.total_count'))
    // Every hit falls in exactly one price bucket, so the buckets add up to the total.
    const aggregations = at(whole.data, 'products.aggregations')
    const price: unknown = list(aggregations).find((a: unknown) => at(a, 'attribute_code') === 'price')
    const counts = list(at(price, 'options')).map((o) => Number(at(o, 'count')))
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(everything.length)
    expect(await pages(args, 2, 2)).toEqual(everything.slice(0, 4))
  })
})

describe('a long search text', () => {
  const skus = async (search: string) => {
    const body = await gql('query ($search: String!) { products(search: $search, pageSize: 200) { items { sku } } }', {
      search,
    })
    expect(body.errors).toBeUndefined()
    return names(at(body.data, 'products.items'))
  }

  it("is cut at Magento's maximum query length of 128 characters: a word past it does not count", async () => {
    const shampoos = await skus('shampoo')
    expect(shampoos.length).toBeGreaterThan(0)
    // Thousands of words cost what a search costs; the word that would match nothing lies past the cut.
    const padded = `shampoo ${'shampoo '.repeat(3000)}zzzznothing`
    expect(padded.indexOf('zzzznothing')).toBeGreaterThan(MAX_QUERY_LENGTH)
    expect(await skus(padded)).toEqual(shampoos)
    // Within the cut, every word still has to match.
    expect(await skus('shampoo zzzznothing')).toEqual([])
  })
})
