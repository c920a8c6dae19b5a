import { describe, expect, it } from 'vitest'
import { at, categoryOf, gql } from './client.ts'

const ROUTE = `query ($url: String!) { route(url: $url) { __typename relative_url redirect_code type
  ... on CategoryTree { uid name } ... on ProductInterface { sku } ... on CmsPage { identifier title } } }`

describe('route and urlResolver', () => {
  it('resolves a category path', async () => {
    const body = await gql(ROUTE, { url: '/hair/shampoo.html' })
    expect(at(body.data, 'route')).toMatchObject({
      __typename: 'CategoryTree',
      uid: btoa('4'),
      relative_url: 'hair/shampoo.html',
      redirect_code: 0,
      type: 'CATEGORY',
    })
  })

  it('resolves a product url key and redirects its old key', async () => {
    const product = await gql('{ products(filter: { sku: { eq: "ET-B00002" } }) { items { url_key } } }')
    const urlKey = String(at(product.data, 'products.items.0.url_key'))
    const current = await gql(ROUTE, { url: `${urlKey}.html` })
    expect(at(current.data, 'route')).toMatchObject({ sku: 'ET-B00002', redirect_code: 0, type: 'PRODUCT' })
    const old = await gql(ROUTE, { url: `old-${urlKey}.html` })
    expect(at(old.data, 'route')).toMatchObject({
      sku: 'ET-B00002',
      redirect_code: 301,
      relative_url: `${urlKey}.html`,
    })
  })

  it('resolves CMS pages per store and answers null for unknown urls', async () => {
    const page = await gql(ROUTE, { url: 'about-us' }, { Store: 'de_et' })
    expect(at(page.data, 'route')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'about-us',
      title: 'Über uns',
      type: 'CMS_PAGE',
    })
    // Every page's address leads to that page, in every store (a translated page never stands in for another).
    for (const store of ['de_et', 'fr_et', 'nl_et', 'us_et']) {
      for (const [url, identifier] of [
        ['privacy', 'privacy'],
        ['terms', 'terms'],
        ['faq', 'faq'],
        ['no-route', 'no-route'],
      ]) {
        const body = await gql(ROUTE, { url }, { Store: store })
        expect(at(body.data, 'route'), `${store} ${url}`).toMatchObject({ __typename: 'CmsPage', identifier })
      }
    }
    const missing = await gql(ROUTE, { url: 'does-not-exist.html' })
    expect(missing.errors).toBeUndefined()
    expect(at(missing.data, 'route')).toBeNull()
  })

  it('serves the deprecated urlResolver', async () => {
    const body = await gql('{ urlResolver(url: "hair.html") { id entity_uid type relative_url redirectCode } }')
    expect(at(body.data, 'urlResolver')).toEqual({
      id: 3,
      entity_uid: btoa('3'),
      type: 'CATEGORY',
      relative_url: 'hair.html',
      redirectCode: 0,
    })
  })
})

describe('cms', () => {
  it('serves a page and blocks', async () => {
    const body = await gql(`{ cmsPage(identifier: "privacy") { identifier title content meta_title url_key }
      cmsBlocks(identifiers: ["footer-links"]) { items { identifier title content } } }`)
    expect(body.errors).toBeUndefined()
    expect(at(body.data, 'cmsPage')).toMatchObject({ identifier: 'privacy', title: 'Privacy policy' })
    expect(at(body.data, 'cmsBlocks.items.0.identifier')).toBe('footer-links')
  })

  it('reports unknown pages and blocks', async () => {
    const page = await gql('{ cmsPage(identifier: "nope") { title } }')
    expect(page.errors?.[0]?.message).toBe('The CMS page with the "nope" ID doesn\'t exist.')
    expect(categoryOf(page)).toBe('graphql-no-such-entity')
    const block = await gql('{ cmsBlocks(identifiers: ["nope"]) { items { title } } }')
    expect(categoryOf(block)).toBe('graphql-no-such-entity')
  })
})
