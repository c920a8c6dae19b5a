// The executable schema: our Magento subset plus the extension, with resolvers attached. Built once per isolate.
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql'
import extensionSdl from '../../../graphql/schema/extension.graphql?raw'
import magentoSdl from '../../../graphql/schema/magento.graphql?raw'
import { categoryQueryResolvers } from '../catalog/categories.ts'
import { productResolvers } from '../catalog/products.ts'
import { accountResolvers } from '../resolvers/account.ts'
import { addressResolvers } from '../resolvers/addresses.ts'
import { cartResolvers } from '../resolvers/cart.ts'
import { checkoutResolvers } from '../resolvers/checkout.ts'
import { cmsResolvers } from '../resolvers/cms.ts'
import { newsletterResolvers } from '../resolvers/newsletter.ts'
import { orderResolvers } from '../resolvers/orders.ts'
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
]

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
  return schema
}

let schema: GraphQLSchema | undefined

export function getSchema(): GraphQLSchema {
  // The SDL files are checked by tests and scripts/check-schema.mjs, so building skips SDL validation.
  schema ??= attach(buildSchema(`${magentoSdl}\n${extensionSdl}`, { assumeValidSDL: true }), RESOLVERS)
  return schema
}
