// HTTP side of /graphql: reads the request (POST JSON or GET query string), picks the store view and customer, runs
// the operation and answers in Magento's error shape. GraphQL errors are HTTP 200, never a crash.
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  execute,
  getOperationAST,
  type ExecutionResult,
  type FormattedExecutionResult,
  type OperationDefinitionNode,
} from 'graphql'
import { z } from 'zod'
import { customerForToken } from '../auth/tokens.ts'
import { withRecaptchaOverride } from '../dev/recaptcha.ts'
import { createContext, storesOf } from './context.ts'
import { prepareDocument, type PreparedDocument } from './documents.ts'
import { inputError, requestError, type ErrorCategory } from './errors.ts'
import { recaptchaSettings, refuseWithoutRecaptcha } from './recaptcha.ts'
import { getSchema } from './schema.ts'

const BodySchema = z.object({
  query: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
})

type Params = z.infer<typeof BodySchema>

const CATEGORIES = new Set<string>([
  'graphql',
  'graphql-input',
  'graphql-authorization',
  'graphql-authentication',
  'graphql-no-such-entity',
  'graphql-already-exists',
])

function isCategory(value: unknown): value is ErrorCategory {
  return typeof value === 'string' && CATEGORIES.has(value)
}

function format(error: GraphQLError): NonNullable<FormattedExecutionResult['errors']>[number] {
  const category = error.extensions.category
  // Errors thrown by our own code without a category are bugs: log them and hide the details, as Magento does.
  const internal =
    error.originalError !== undefined && !(error.originalError instanceof GraphQLError) && !isCategory(category)
  if (internal) console.error(error.originalError)
  return {
    message: internal ? 'Internal server error' : error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { category: isCategory(category) ? category : 'graphql' },
  }
}

function respond(result: ExecutionResult, cacheable = false): Response {
  const body: FormattedExecutionResult = {
    ...(result.errors ? { errors: result.errors.map(format) } : {}),
    ...(result.data !== undefined ? { data: result.data } : {}),
  }
  return Response.json(body, {
    // The answer depends on the store view, so caches must key on the Store header.
    headers: { 'Cache-Control': cacheable ? 'public, max-age=60' : 'no-store', Vary: 'Store' },
  })
}

const fail = (error: GraphQLError): Response => respond({ errors: [error] })

async function readParams(request: Request): Promise<Params | GraphQLError> {
  if (request.method === 'GET') {
    const url = new URL(request.url)
    let variables: unknown = null
    const rawVariables = url.searchParams.get('variables')
    try {
      variables = rawVariables ? JSON.parse(rawVariables) : null
    } catch {
      return inputError('Unable to parse the "variables" parameter as JSON.')
    }
    const parsed = BodySchema.safeParse({
      query: url.searchParams.get('query'),
      variables,
      operationName: url.searchParams.get('operationName'),
    })
    return parsed.success ? parsed.data : inputError('"variables" must be a JSON object.')
  }
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return inputError('Unable to parse the request body as JSON.')
  }
  const parsed = BodySchema.safeParse(json)
  return parsed.success ? parsed.data : inputError('The request body must be a JSON object with a "query" string.')
}

export async function handleGraphql(request: Request, env: CommerceEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
  }
  const params = await readParams(request)
  if (params instanceof GraphQLError) return fail(params)

  const schema = getSchema()
  let prepared: PreparedDocument
  try {
    prepared = prepareDocument(schema, params.query ?? '')
  } catch (error) {
    return fail(error instanceof GraphQLError ? error : requestError('Unable to parse the query.'))
  }
  const { document, errors: validationErrors } = prepared
  if (validationErrors.length > 0) return respond({ errors: [...validationErrors] })

  const operation = getOperationAST(document, params.operationName ?? undefined)
  if (!operation) return fail(requestError('Unknown operation named "' + (params.operationName ?? '') + '".'))
  if (request.method === 'GET' && operation.operation !== OperationTypeNode.QUERY) {
    return fail(inputError('Mutation requests allowed only for POST requests'))
  }

  const stores = await storesOf(env.DB)
  const storeCode = request.headers.get('Store')?.trim()
  const store = storeCode ? stores.find((s) => s.code === storeCode) : stores.find((s) => s.is_default === 1)
  if (!store) return fail(inputError('Requested store is not found'))

  const recaptcha = recaptchaSettings(withRecaptchaOverride(env))
  const refusals = await refuseWithoutRecaptcha(operation, document, request, recaptcha)
  if (refusals) {
    const data: Record<string, null> = Object.fromEntries(refusals.map((error) => [String(error.path?.[0]), null]))
    return respond({ errors: refusals, data })
  }

  const bearer = request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null
  const auth = bearer ? await customerForToken(env.DB, bearer) : null
  const url = new URL(request.url)
  const context = createContext({
    db: env.DB,
    store,
    stores,
    customerId: auth?.customerId ?? null,
    tokenHash: auth?.tokenHash ?? null,
    customer: operation.operation === OperationTypeNode.QUERY ? (auth?.customer ?? null) : null,
    mediaBaseUrl: env.MEDIA_BASE_URL || '/media/',
    origin: url.origin,
    recaptcha,
  })
  const result = await execute({
    schema,
    document,
    contextValue: context,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
  })
  return respond(result, request.method === 'GET' && !bearer && !result.errors && readsOnlyPublic(operation))
}

/**
 * Root fields whose answer is the same for everyone in a store: the catalogue, content and configuration, which
 * Magento lets its page cache keep. Everything else (a cart, read by its id without a token; an order; an e-mail's
 * availability) is answered `no-store`, as Magento marks those resolvers not cacheable.
 */
const PUBLIC_QUERY_FIELDS = new Set([
  '__typename',
  'availableStores',
  'attributesList',
  'categories',
  'category',
  'categoryList',
  'cmsBlocks',
  'cmsPage',
  'countries',
  'country',
  'currency',
  'customAttributeMetadata',
  'customAttributeMetadataV2',
  'products',
  'recaptchaV3Config',
  'route',
  'storeConfig',
  'urlResolver',
])

function readsOnlyPublic(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value),
  )
}
