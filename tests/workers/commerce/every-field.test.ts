// Every field a client may select on the main answers (products of every type, categories, store configuration,
// a filled cart, the customer with orders) resolves without an error: a non-null field the backend has no data for
// would otherwise fail the whole parent. Selections are generated from the schema, a few levels deep.
import { env } from 'cloudflare:workers'
import {
  execute,
  getNamedType,
  isAbstractType,
  isLeafType,
  isObjectType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { customerIdForToken } from '../../../workers/commerce/auth/tokens.ts'
import { createContext, loadStores } from '../../../workers/commerce/graphql/context.ts'
import { getSchema } from '../../../workers/commerce/graphql/schema.ts'
import { at, gql } from './client.ts'

// Links back to other entities (a category's products, a product's related products) would multiply the
// selection without testing anything new; those fields are covered by the catalogue tests.
const SKIPPED = new Set(['related_products', 'upsell_products', 'crosssell_products', 'product_links', 'products'])

function selection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return ''
  if (isAbstractType(type)) {
    const parts = schema
      .getPossibleTypes(type)
      .map((impl) => {
        const inner = selection(schema, impl, depth)
        return inner ? `... on ${impl.name} ${inner}` : ''
      })
      .filter(Boolean)
    return `{ __typename ${parts.join(' ')} }`
  }
  if (!isObjectType(type)) return ''
  const fields = Object.values(type.getFields()).flatMap((field) => {
    if (SKIPPED.has(field.name)) return []
    if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) return []
    const named = getNamedType(field.type)
    if (isLeafType(named)) return [field.name]
    if (depth <= 0) return []
    const inner = selection(schema, named, depth - 1)
    return inner ? [`${field.name} ${inner}`] : []
  })
  return fields.length > 0 ? `{ ${fields.join(' ')} }` : ''
}

async function run(query: string, token: string | null = null, storeCode = 'us_et') {
  const stores = await loadStores(env.DB)
  const store = stores.find((s) => s.code === storeCode)
  if (!store) throw new Error('store missing')
  const auth = token ? await customerIdForToken(env.DB, token) : null
  const context = createContext({
    db: env.DB,
    store,
    stores,
    customerId: auth?.customerId ?? null,
    tokenHash: auth?.tokenHash ?? null,
    recaptcha: null,
    mediaBaseUrl: '/media/',
    origin: 'http://commerce',
  })
  const result = await execute({ schema: getSchema(), document: parse(query), contextValue: context })
  return {
    data: result.data,
    errors: (result.errors ?? []).map((error) => `${error.path?.join('.')}: ${error.message}`),
  }
}

const typeOf = (name: string): GraphQLNamedType => {
  const type = getSchema().getType(name)
  if (!type) throw new Error(`no type ${name}`)
  return type
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const select = (name: string, depth: number) => selection(getSchema(), typeOf(name), depth)

describe('every field of the main answers', () => {
  it('resolves products of every type, categories and the store configuration', async () => {
    const products = await run(`{ products(filter: { price: { from: "0" } }, pageSize: 300) ${select('Products', 3)} }`)
    expect(products.errors).toEqual([])
    expect(new Set(list(at(products.data, 'products.items')).map((item) => at(item, '__typename'))).size).toBe(6)
    const rest = await run(`{
      categories ${select('CategoryResult', 4)}
      storeConfig ${select('StoreConfig', 2)}
      availableStores ${select('StoreConfig', 1)}
      currency ${select('Currency', 2)}
      countries ${select('Country', 2)}
      cmsBlocks(identifiers: ["footer-links"]) ${select('CmsBlocks', 2)}
      productReviewRatingsMetadata ${select('ProductReviewRatingsMetadata', 3)}
      attributesList(entityType: CATALOG_PRODUCT) ${select('AttributesMetadataOutput', 3)}
      recaptchaV3Config ${select('ReCaptchaConfigurationV3', 1)}
    }`)
    expect(rest.errors).toEqual([])
  }, 60_000)

  it('resolves a filled cart, the customer and their orders', async () => {
    const signIn = await gql(
      'mutation { generateCustomerToken(email: "loyal@example.com", password: "Password123!") { token } }',
    )
    const token = String(at(signIn.data, 'generateCustomerToken.token'))
    // A quote belongs to one store: the cart is made and read in nl_et.
    const inStore = { Authorization: `Bearer ${token}`, Store: 'nl_et' }
    const cart = await gql('{ customerCart { id } }', {}, inStore)
    const cartId = String(at(cart.data, 'customerCart.id'))
    const listing = await run(
      '{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { __typename sku stock_status only_x_left_in_stock } } }',
    )
    const items = list(at(listing.data, 'products.items'))
    const simple = items.find(
      (item) =>
        at(item, '__typename') === 'SimpleProduct' &&
        at(item, 'only_x_left_in_stock') === null &&
        at(item, 'stock_status') === 'IN_STOCK',
    )
    const downloadable = items.find((item) => at(item, '__typename') === 'DownloadableProduct')
    await gql(
      'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
      {
        cartId,
        items: [
          { sku: at(simple, 'sku'), quantity: 1 },
          { sku: at(downloadable, 'sku'), quantity: 1 },
        ],
      },
      inStore,
    )
    const answer = await run(
      `{ cart(cart_id: "${cartId}") ${select('Cart', 4)} customer ${select('Customer', 4)} }`,
      token,
      'nl_et',
    )
    expect(answer.errors).toEqual([])
  }, 60_000)
})
