// Magento reports every failure as a GraphQL error whose extensions.category tells the client how to react
// (the storefront logs the customer out on graphql-authorization, for example).
import { GraphQLError } from 'graphql'

export type ErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'

const magentoError =
  (category: ErrorCategory) =>
  (message: string): GraphQLError =>
    new GraphQLError(message, { extensions: { category } })

export const inputError = magentoError('graphql-input')
export const authorizationError = magentoError('graphql-authorization')
export const authenticationError = magentoError('graphql-authentication')
export const noSuchEntityError = magentoError('graphql-no-such-entity')
export const alreadyExistsError = magentoError('graphql-already-exists')
export const requestError = magentoError('graphql')

export const NOT_AUTHORIZED = "The current customer isn't authorized."
