import type { AnyVariables, TypedDocumentNode } from '@urql/core'
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type SelectionSetNode,
  parse,
} from 'graphql'
import { z } from 'zod'
import {
  AvailableStoresDocument,
  CartTotalQtyDocument,
  CheckoutCountriesDocument,
  CmsBlocksDocument,
  CountryDocument,
  CurrencyDocument,
  CustomerCartDocument,
  CustomerSummaryDocument,
  GuestCartDocument,
  ResolveRouteDocument,
  StoreConfigDocument,
  WishlistItemsCountDocument,
} from '~graphql/generated'
import { CommerceError } from './commerce.server'
import type { RequestServices } from './context.server'
import { loadStoryContent } from './layout.server'

/**
 * The integration middleware (spec §7): `POST /{locale}/api/{integration}/{method}` with a JSON array of arguments,
 * for clients that are not this storefront's pages (an app, an external checkout, a script of the shop's own).
 * `magento` runs GraphQL operations by name, or a client's own query or mutation (customQuery, customMutation),
 * against the commerce API with the store of the address and the shopper's session cookie; `sb` reads published
 * content stories. An integration that does not exist is the spec's 'Unknown middleware {name}' (500).
 *
 * The customer token stays in its httpOnly cookie: nothing here answers it, and a cross-site request never gets this
 * far (workers/storefront/origin.ts).
 */

export type MiddlewareAnswer = { status: number; body: unknown }

/** The longest query or mutation text a client may send; the storefront's own largest operation is under 4 KB. */
export const MAX_OPERATION_LENGTH = 16 * 1024
/** Arguments as the middleware's clients send them: the call's parameters, then optional extras (custom headers). */
const ArgumentsSchema = z.array(z.unknown()).max(3)
const VariablesSchema = z.record(z.string(), z.unknown())

export const MIDDLEWARE_MESSAGES = {
  unknownIntegration: (name: string) => `Unknown middleware ${name}`,
  unknownMethod: (integration: string, name: string) => `Unknown method ${name} of middleware ${integration}`,
  badArguments: 'The arguments of this call are not valid.',
  badOperation: (kind: OperationTypeNode) =>
    `Send exactly one GraphQL ${kind}, at most ${MAX_OPERATION_LENGTH} characters.`,
  tokenField: 'Signing in and out goes through the shop itself: a session token is never sent to a client.',
  accountField:
    "Accounts are created, and their names changed, through the shop's own forms, which check the names, the " +
    "password and a business's company numbers.",
  addressField:
    "Addresses are entered through the shop's own checkout and address book, which check the house number, the " +
    'postcode and the phone number.',
  wishlistField:
    "Products go into the wishlist through the shop's own pages, which offer only products that can be bought there.",
  lookupField:
    "Whether an address has an account is not told here: password resets are asked for on the shop's Forgot " +
    'password page, which answers every address alike.',
  cartField:
    "Products go into the cart, and orders are placed, through the shop's own pages, which check training dates, " +
    'attendants and quantities.',
  unavailable: 'The service is unavailable right now. Please try again in a moment.',
} as const

type Variables = Record<string, unknown>

/** A named GraphQL call (spec §7): its first argument becomes the variables of an operation the storefront sends. */
type NamedCall = (services: RequestServices, params: unknown) => Promise<MiddlewareAnswer>

function namedCall<Data, V extends AnyVariables>(
  document: TypedDocumentNode<Data, V>,
  params: z.ZodType<V>,
): NamedCall {
  return async (services, raw) => {
    const variables = params.safeParse(raw ?? {})
    if (!variables.success) return badArguments()
    try {
      return { status: 200, body: await services.commerce.query(document, variables.data) }
    } catch (error) {
      return failure(error)
    }
  }
}

const noParams = z.unknown().transform(() => ({}))
const cartParams = z.object({ cartId: z.string().min(1).max(64) }).transform(({ cartId }) => ({ cartId }))

/** Spec §7 calls that read, with the operations the storefront itself sends (so they validate against Magento). */
const MAGENTO_CALLS: Record<string, NamedCall> = {
  storeConfig: namedCall(StoreConfigDocument, noParams),
  availableStores: namedCall(AvailableStoresDocument, noParams),
  currency: namedCall(CurrencyDocument, noParams),
  countries: namedCall(CheckoutCountriesDocument, noParams),
  country: namedCall(
    CountryDocument,
    z.object({ id: z.string().regex(/^[A-Za-z]{2}$/) }).transform(({ id }) => ({ countryId: id.toUpperCase() })),
  ),
  cmsBlocks: namedCall(
    CmsBlocksDocument,
    z
      .object({ identifiers: z.array(z.string().min(1).max(128)).min(1).max(20) })
      .transform(({ identifiers }) => ({ identifiers })),
  ),
  route: namedCall(
    ResolveRouteDocument,
    z.object({ url: z.string().min(1).max(512) }).transform(({ url }) => ({ url })),
  ),
  cart: namedCall(GuestCartDocument, cartParams),
  cartTotalQty: namedCall(CartTotalQtyDocument, cartParams),
  customerCart: namedCall(CustomerCartDocument, noParams),
  customer: namedCall(CustomerSummaryDocument, noParams),
  wishlistItemsCount: namedCall(WishlistItemsCountDocument, noParams),
}

const CustomQuerySchema = z.object({
  query: z.string().min(1).max(MAX_OPERATION_LENGTH),
  queryVariables: VariablesSchema.optional(),
})
const CustomMutationSchema = z.object({
  mutation: z.string().min(1).max(MAX_OPERATION_LENGTH),
  mutationVariables: VariablesSchema.optional(),
})

/**
 * A story by its slug, as the cache and the publish webhook's purge name it: Storyblok's slugs are lowercase, without
 * doubled or trailing slashes, so `About-Us/` is `about-us`. A story's numeric id is refused: cached under the id, it
 * would outlive every publish (the purge knows slugs).
 */
const StoryParamsSchema = z.object({
  url: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9][a-z0-9/_-]*$/i)
    .transform((url) =>
      url
        .toLowerCase()
        .replace(/\/{2,}/g, '/')
        .replace(/\/+$/, ''),
    )
    .refine((slug) => !/^\d+$/.test(slug)),
})

const integrations: Record<
  string,
  (services: RequestServices, method: string, args: unknown[]) => Promise<MiddlewareAnswer>
> = {
  magento: magentoCall,
  sb: contentCall,
}

/** Names in answers are the client's own text: kept short, and JSON-encoded by the caller. */
function shown(name: string): string {
  return name.length > 64 ? `${name.slice(0, 64)}…` : name
}

export async function callMiddleware(
  services: RequestServices,
  integration: string,
  method: string,
  body: unknown,
): Promise<MiddlewareAnswer> {
  const call = Object.hasOwn(integrations, integration) ? integrations[integration] : undefined
  if (!call) return { status: 500, body: { message: MIDDLEWARE_MESSAGES.unknownIntegration(shown(integration)) } }
  const args = ArgumentsSchema.safeParse(body)
  if (!args.success) return { status: 400, body: { message: MIDDLEWARE_MESSAGES.badArguments } }
  return call(services, method, args.data)
}

async function magentoCall(services: RequestServices, method: string, args: unknown[]): Promise<MiddlewareAnswer> {
  if (method === 'customQuery') {
    const params = CustomQuerySchema.safeParse(args[0])
    if (!params.success) return badArguments()
    return runCustom(services, OperationTypeNode.QUERY, params.data.query, params.data.queryVariables ?? {})
  }
  if (method === 'customMutation') {
    const params = CustomMutationSchema.safeParse(args[0])
    if (!params.success) return badArguments()
    return runCustom(services, OperationTypeNode.MUTATION, params.data.mutation, params.data.mutationVariables ?? {})
  }
  const named = Object.hasOwn(MAGENTO_CALLS, method) ? MAGENTO_CALLS[method] : undefined
  if (!named) return { status: 404, body: { message: MIDDLEWARE_MESSAGES.unknownMethod('magento', shown(method)) } }
  return named(services, args[0])
}

/**
 * A client's own operation (spec §7 customQuery, customMutation): one operation of the kind the method names, so a
 * "query" never changes anything. Answers `{ data, errors }` as GraphQL does; the backend validates the rest.
 */
async function runCustom(
  services: RequestServices,
  kind: OperationTypeNode,
  source: string,
  variables: Variables,
): Promise<MiddlewareAnswer> {
  let document: DocumentNode
  try {
    document = parse(source, { noLocation: true, maxTokens: 4000 })
  } catch (error) {
    if (error instanceof GraphQLError) return { status: 400, body: { message: error.message } }
    throw error
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  const operation = operations.length === 1 ? operations[0] : undefined
  if (!operation || operation.operation !== kind) {
    return { status: 400, body: { message: MIDDLEWARE_MESSAGES.badOperation(kind) } }
  }
  const fields = rootFields(document, operation.selectionSet)
  const refused = REFUSED_FIELDS.find(([pattern]) => fields.some((field) => pattern.test(field)))
  if (refused) return { status: 403, body: { message: refused[1] } }
  try {
    const data =
      kind === OperationTypeNode.QUERY
        ? await services.commerce.query(document, variables)
        : await services.commerce.mutate(document, variables)
    return { status: 200, body: { data, errors: [] } }
  } catch (error) {
    if (error instanceof CommerceError && !error.network && !error.isAuthorization) {
      const errors = error.details.map((detail) => ({
        message: detail.message,
        extensions: { category: detail.category },
      }))
      return { status: 200, body: { data: null, errors } }
    }
    return failure(error)
  }
}

/**
 * Root fields that answer or change a session token (generateCustomerToken, exchangeExternalCustomerToken,
 * revokeCustomerToken, …): the token lives in its httpOnly cookie only, so signing in and out stay with the
 * storefront's own forms.
 */
const TOKEN_FIELD = /token/i

/**
 * Root fields that put products into a cart or change their quantities (adds of every kind, the wishlist's, a
 * re-order, cart merges), or place the cart's order. Spec §5's rules (training apart from regular products, with its
 * date and attendant; quantities) are the storefront's, not the backend's: these go through its own forms only.
 */
const CART_FIELD =
  /^(add\w*ToCart|updateCartItems|reorderItems|mergeCarts|assignCustomerToGuestCart|placeOrder|setPaymentMethodAndPlaceOrder)$/

/**
 * Root fields that create an account or change its names: spec §5's registration rules (names, password, a
 * business's VAT and registry numbers, which make it a B2B account with the fast order) and the profile's name rules
 * are the storefront's forms', not the backend's (Magento's name validator is not in every backend).
 */
const ACCOUNT_FIELD = /^(createCustomer|updateCustomer)(V2)?$/

/**
 * Root fields that write an address to a cart or the address book: the checkout's and the address book's rules
 * (a house number, the postcode's and the phone's patterns, spec §3) are the storefront's forms'; an order must
 * never go to an address they would refuse.
 */
const ADDRESS_FIELD =
  /^(setShippingAddressesOnCart|setBillingAddressOnCart|createCustomerAddress|updateCustomerAddress)$/

/**
 * Root fields that put products into a wishlist or change their quantities: the shop's pages add only what they can
 * later move to the cart (a configurable product with its parent, a quantity within the cart's limits).
 */
const WISHLIST_FIELD = /^(addProductsToWishlist|updateProductsInWishlist)$/

/**
 * Root fields whose answer tells whether an address has an account (a reset request is refused for an unknown one;
 * isEmailAvailable, where a store enables it): the public middleware must not be an oracle the shop's own Forgot
 * password page refuses to be.
 */
const LOOKUP_FIELD = /^(isEmailAvailable|requestPasswordResetEmail)$/

/** The root fields the middleware refuses, each with why, in the order they are looked for. */
const REFUSED_FIELDS: readonly (readonly [RegExp, string])[] = [
  [TOKEN_FIELD, MIDDLEWARE_MESSAGES.tokenField],
  [CART_FIELD, MIDDLEWARE_MESSAGES.cartField],
  [ACCOUNT_FIELD, MIDDLEWARE_MESSAGES.accountField],
  [ADDRESS_FIELD, MIDDLEWARE_MESSAGES.addressField],
  [WISHLIST_FIELD, MIDDLEWARE_MESSAGES.wishlistField],
  [LOOKUP_FIELD, MIDDLEWARE_MESSAGES.lookupField],
]

/** The root fields an operation selects, through fragments and inline fragments, by their schema names. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value]
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(document, selection.selectionSet, seen)
    const name = selection.name.value
    if (seen.has(name)) return []
    seen.add(name)
    const fragment = document.definitions.find(
      (definition): definition is FragmentDefinitionNode =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
    )
    return fragment ? rootFields(document, fragment.selectionSet, seen) : []
  })
}

async function contentCall(services: RequestServices, method: string, args: unknown[]): Promise<MiddlewareAnswer> {
  if (method !== 'getContent') {
    return { status: 404, body: { message: MIDDLEWARE_MESSAGES.unknownMethod('sb', shown(method)) } }
  }
  const params = StoryParamsSchema.safeParse(args[0])
  if (!params.success) return badArguments()
  try {
    const content = await loadStoryContent(services, params.data.url)
    return content ? { status: 200, body: { content } } : { status: 404, body: { message: 'No such content.' } }
  } catch (error) {
    return failure(error)
  }
}

function badArguments(): MiddlewareAnswer {
  return { status: 400, body: { message: MIDDLEWARE_MESSAGES.badArguments } }
}

/**
 * Spec §8: an error is a message and a status. A refused session is 401 (the route signs the shopper out, spec §4);
 * the backend's own refusal is 400 with its messages joined by a comma; an outage is 503.
 */
function failure(error: unknown): MiddlewareAnswer {
  if (error instanceof CommerceError && !error.network) {
    return { status: error.isAuthorization ? 401 : 400, body: { message: error.joinedMessage } }
  }
  console.error('middleware: backend unavailable', error instanceof Error ? error.message : error)
  return { status: 503, body: { message: MIDDLEWARE_MESSAGES.unavailable } }
}
