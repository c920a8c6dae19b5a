// The executable schema: our Magento subset plus the extension, with resolvers attached. Built once per isolate.
import {
  buildSchema,
  getNullableType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import extensionSdl from '../../../graphql/schema/extension.graphql?raw'
import magentoSdl from '../../../graphql/schema/magento.graphql?raw'
import { categoryQueryResolvers } from '../catalog/categories.ts'
import { productResolvers } from '../catalog/products.ts'
import { accountResolvers } from '../resolvers/account.ts'
import { accountMoreResolvers } from '../resolvers/account-more.ts'
import { attributeResolvers } from '../resolvers/attributes.ts'
import { cartMoreResolvers } from '../resolvers/cart-more.ts'
import { compareListResolvers } from '../resolvers/compare-lists.ts'
import { estimateResolvers } from '../resolvers/estimates.ts'
import { addressResolvers } from '../resolvers/addresses.ts'
import { cartResolvers } from '../resolvers/cart.ts'
import { checkoutResolvers } from '../resolvers/checkout.ts'
import { cmsResolvers } from '../resolvers/cms.ts'
import { newsletterResolvers } from '../resolvers/newsletter.ts'
import { orderResolvers } from '../resolvers/orders.ts'
import { unconfiguredResolvers } from '../resolvers/unconfigured.ts'
import { wishlistResolvers } from '../resolvers/wishlist.ts'
import { reviewQueryResolvers } from '../resolvers/reviews.ts'
import { routeResolvers } from '../resolvers/route.ts'
import { storeResolvers } from '../resolvers/store.ts'
import type { ResolverMap } from './resolver-types.ts'

const RESOLVERS: ResolverMap[] = [
  storeResolvers,
  categoryQueryResolvers,
  productResolvers,
  routeResolvers,
  cmsResolvers,
  reviewQueryResolvers,
  accountResolvers,
  addressResolvers,
  newsletterResolvers,
  orderResolvers,
  wishlistResolvers,
  cartResolvers,
  checkoutResolvers,
  unconfiguredResolvers,
  accountMoreResolvers,
  attributeResolvers,
  cartMoreResolvers,
  compareListResolvers,
  estimateResolvers,
]

// A field nobody resolves answers its same-named property, like graphql-js's default, except that a missing list
// answers [] instead of null: Magento's resolvers answer empty lists for data a store does not have (no tier prices,
// no invoices), and several of those lists are non-null.
const fallbacks = new WeakSet<GraphQLFieldResolver<unknown, unknown>>()

function fallbackResolver(field: GraphQLField<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  const empty = isListType(getNullableType(field.type)) ? [] : null
  const resolve: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    const value: unknown =
      typeof source === 'object' && source !== null ? Reflect.get(source, info.fieldName) : undefined
    if (typeof value === 'function') return Reflect.apply(value, source, [args, context, info])
    return value === undefined ? empty : value
  }
  fallbacks.add(resolve)
  return resolve
}

// Whether a field has a resolver of its own (the parity test requires one for every root field).
export const usesOwnResolver = (field: GraphQLField<unknown, unknown>): boolean =>
  field.resolve !== undefined && !fallbacks.has(field.resolve)

function attach(schema: GraphQLSchema, maps: ResolverMap[]): GraphQLSchema {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName)
      if (!isObjectType(type)) throw new Error(`Resolver for unknown object type ${typeName}`)
      const typeFields = type.getFields()
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = typeFields[fieldName]
        // A resolver for a field the schema lacks is a bug; fail at start-up rather than silently ignoring it.
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`)
        field.resolve = resolve
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) field.resolve ??= fallbackResolver(field)
  }
  return schema
}

let schema: GraphQLSchema | undefined

export function getSchema(): GraphQLSchema {
  // The SDL files are checked by tests and scripts/check-schema.mjs, so building skips SDL validation.
  schema ??= attach(buildSchema(`${magentoSdl}\n${extensionSdl}`, { assumeValidSDL: true }), RESOLVERS)
  return schema
}
