import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

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
})
