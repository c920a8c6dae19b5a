import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { TOO_MANY_LINKED_PRODUCTS } from '../../../workers/commerce/catalog/product-fields.ts'
import { at, categoryOf, gql } from './client.ts'

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const post = (body: string) =>
  exports.default.fetch(
    new Request('http://commerce/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
  )

describe('graphql endpoint', () => {
  it('answers malformed JSON with a GraphQL error', async () => {
    const response = await post('{not json')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { category: 'graphql-input' } }] })
  })

  it('answers a syntax error and an unknown field in Magento shape', async () => {
    const syntax = await gql('{ storeConfig { ')
    expect(syntax.errors?.[0]?.message).toMatch(/^Syntax Error/)
    expect(categoryOf(syntax)).toBe('graphql')
    const unknown = await gql('{ storeConfig { nope } }')
    expect(unknown.errors?.[0]?.message).toMatch(/^Cannot query field "nope" on type "StoreConfig"\./)
  })

  it('rejects variables of the wrong type', async () => {
    const body = await gql('query ($size: Int) { products(search: "oil", pageSize: $size) { total_count } }', {
      size: 'many',
    })
    expect(body.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value/)
  })

  it('limits query depth', async () => {
    const nested = 'children { '.repeat(20) + 'uid' + ' }'.repeat(20)
    const body = await gql(`{ categories { items { ${nested} } } }`)
    expect(body.errors?.[0]?.message).toMatch(/^Max query depth should be 20 but got \d+\.$/)
  })

  it('limits aliases', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')
    const body = await gql(`{ ${aliases} }`)
    expect(body.errors?.[0]?.message).toMatch(/^Max number of aliases/)
  })

  it('counts a fragment spread twice at each of forty levels as its trillion fields, without walking them', async () => {
    // F0 spreads F1 twice, F1 spreads F2 twice…: 2^40 fields in 1.6 KB. Walked path by path, this took seconds per
    // 2 levels (a request that stalled every other shopper); each fragment is measured once now.
    const levels = 40
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)
    const query = `query Bomb { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { __typename }`
    const body = await gql(query)
    expect(body.errors?.[0]?.message).toBe(`Max query complexity should be 1000 but got ${2 ** levels}.`)
  })

  it('counts depth through fragments as if they were written out', async () => {
    const nested = 'children { '.repeat(17) + 'uid' + ' }'.repeat(17)
    const fragment = `fragment Deep on CategoryTree { ${nested} }`
    // categories, items, seventeen levels of children and uid: 20 deep, the most allowed.
    const allowed = await gql(`{ categories { items { ...Deep } } } ${fragment}`)
    expect(allowed.errors).toBeUndefined()
    // The same fragment one level further down: 21.
    const deeper = await gql(`{ categories { items { ...Deep children { ...Deep } } } } ${fragment}`)
    expect(deeper.errors?.[0]?.message).toBe('Max query depth should be 20 but got 21.')
  })

  it('serves queries over GET and refuses mutations there', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }')
    const ok = await exports.default.fetch(
      new Request(`http://commerce/graphql?query=${query}`, { headers: { Store: 'nl_et' } }),
    )
    expect(at(await ok.json(), 'data.storeConfig.store_code')).toBe('nl_et')
    const mutation = encodeURIComponent('mutation { createEmptyCart }')
    const refused = await exports.default.fetch(new Request(`http://commerce/graphql?query=${mutation}`))
    expect(at(await refused.json(), 'errors.0.message')).toBe('Mutation requests allowed only for POST requests')
  })

  it('serves generated product images', async () => {
    const response = await exports.default.fetch(
      new Request('http://commerce/media/catalog/product/hair/argan-shampoo-1.svg'),
    )
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toContain('viewBox="0 0 1080 1340"')
    // Placeholder art carries no text (see media/svg.ts).
    expect(svg).not.toContain('<text')
    const missing = await exports.default.fetch(new Request('http://commerce/media/../secret'))
    expect(missing.status).toBe(404)
  })

  it('bounds the linked products one request returns, however deep they nest', async () => {
    const nested = (levels: number): string => (levels === 0 ? 'sku' : `sku related_products { ${nested(levels - 1)} }`)
    const response = await post(
      JSON.stringify({ query: `{ products(filter: {}, pageSize: 1000) { items { ${nested(6)} } } }` }),
    )
    const text = await response.text()
    // Six levels over the catalogue came to 7 MB before the bound.
    expect(text.length).toBeLessThan(1_000_000)
    const body: unknown = JSON.parse(text)
    expect(at(body, 'errors.0.message')).toBe(TOO_MANY_LINKED_PRODUCTS)
    expect(at(body, 'errors.0.extensions.category')).toBe('graphql-input')

    // A product page's related products, and a listing's, stay well inside it.
    const listing = await gql(`{ products(filter: {}, pageSize: 100) { items { ${nested(1)} } } }`)
    expect(listing.errors).toBeUndefined()
    const related = list(at(listing.data, 'products.items')).flatMap((item) => list(at(item, 'related_products')))
    expect(related.length).toBeGreaterThan(0)
  })

  it('finds a name match of any length, in any letter case', async () => {
    const long = await gql(`{ products(filter: { name: { match: "${'x'.repeat(60)}" } }) { total_count } }`)
    expect(long.errors).toBeUndefined()
    expect(at(long.data, 'products.total_count')).toBe(0)
    const upper = await gql('{ products(filter: { name: { match: "SHAMPOO" } }) { total_count } }')
    const lower = await gql('{ products(filter: { name: { match: "shampoo" } }) { total_count } }')
    expect(Number(at(upper.data, 'products.total_count'))).toBeGreaterThan(0)
    expect(at(upper.data, 'products.total_count')).toBe(at(lower.data, 'products.total_count'))
    // The pattern characters of LIKE are plain text.
    const percent = await gql('{ products(filter: { name: { match: "%" } }) { total_count } }')
    expect(at(percent.data, 'products.total_count')).toBe(0)
  })

  it('lets caches keep the catalogue read over GET, never a cart read by its id', async () => {
    const get = (query: string) =>
      exports.default.fetch(new Request(`http://commerce/graphql?query=${encodeURIComponent(query)}`))
    const catalogue = await get('{ storeConfig { store_code } products(search: "oil") { total_count } }')
    expect(catalogue.headers.get('Cache-Control')).toBe('public, max-age=60')
    const cartId = String(at((await gql('mutation { createEmptyCart }')).data, 'createEmptyCart'))
    const cart = await get(`{ cart(cart_id: "${cartId}") { email total_quantity } }`)
    expect(at(await cart.json(), 'data.cart.total_quantity')).toBe(0)
    expect(cart.headers.get('Cache-Control')).toBe('no-store')
    const mixed = await get(`{ storeConfig { store_code } cart(cart_id: "${cartId}") { email } }`)
    expect(mixed.headers.get('Cache-Control')).toBe('no-store')
  })
})
