import { Client, type AnyVariables, type TypedDocumentNode, fetchExchange } from '@urql/core'
import { Kind } from 'graphql'
import { BACKEND_BUDGET_MS, MUTATION_BUDGET_MS } from './backend-budget'
import type { StoreCode } from './stores'
import type { ServerTiming } from './server-timing.server'

/** One GraphQL error as Magento reports it: the message and its `extensions.category`. */
export type CommerceErrorDetail = { message: string; category: string | undefined }

export class CommerceError extends Error {
  constructor(
    message: string,
    readonly details: CommerceErrorDetail[],
    readonly network: boolean,
  ) {
    super(message)
    this.name = 'CommerceError'
  }

  get isAuthorization(): boolean {
    return this.details.some((detail) => detail.category === 'graphql-authorization')
  }

  /** Spec §8: backend error lists are reduced to their messages joined by a comma. */
  get joinedMessage(): string {
    return this.details.map((detail) => detail.message).join(', ') || this.message
  }

  get firstMessage(): string {
    return this.details[0]?.message ?? this.message
  }
}

export type CommerceClientOptions = {
  /** A real Magento's GraphQL URL; empty means the embedded backend through the service binding. */
  endpoint: string
  binding: Fetcher | undefined
  store: StoreCode
  token: string | undefined
  timing: ServerTiming
  /** How long a query may take (default: the page budget, lib/backend-budget.ts). */
  queryTimeoutMs?: number
  /** How long a mutation may take: longer, since giving up on one that went through is worse than waiting. */
  mutationTimeoutMs?: number
  /** Called when a request that carried the customer token is refused with graphql-authorization. */
  onAuthorizationError?: () => void
}

type RequestOptions = {
  /** Cacheable queries go as GET (spec §7: queries may use GET where configured). */
  get?: boolean
}

type MutationOptions = {
  /**
   * The shopper's reCAPTCHA v3 token for a protected form (lib/recaptcha.ts), sent as Magento reads it: in the
   * `X-ReCaptcha` header (spec §7 recaptchaToken).
   */
  recaptchaToken?: string | undefined
}

export type CommerceClient = {
  query<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    options?: RequestOptions,
  ): Promise<Data>
  mutate<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    options?: MutationOptions,
  ): Promise<Data>
  readonly store: StoreCode
  readonly hasToken: boolean
}

type PathedError = { readonly path?: readonly (string | number)[] | undefined; readonly extensions: object }

/**
 * Magento answers the failure of one element of a list beside the rest of the data: a cart line whose product can no
 * longer be loaded in the store, or whose stock fell under its quantity, is `null` in `cart.items` with an error whose
 * path names it (QuoteGraphQl's CartItems resolver). Such an answer is the data without those elements (lists are
 * read with their nulls left out); any other error, and any authorization error, refuses the whole answer.
 */
export function onlyListElementErrors(data: unknown, errors: readonly PathedError[]): boolean {
  return (
    errors.length > 0 &&
    errors.every((error) => {
      const path = error.path ?? []
      if (path.length < 3 || typeof path.at(-1) !== 'number') return false
      if (Reflect.get(error.extensions, 'category') === 'graphql-authorization') return false
      let value: unknown = data
      for (const key of path) {
        if (value === null || typeof value !== 'object') return false
        value = Reflect.get(value, key)
      }
      return value === null
    })
  )
}

export const EMBEDDED_COMMERCE_URL = 'http://commerce/graphql'

/** Why every commerce call fails in a deployment configured with neither a Magento URL nor the embedded backend. */
export const MISSING_COMMERCE =
  'MAGENTO_GRAPHQL_URL is empty and there is no COMMERCE service binding: set the Magento GraphQL URL (wrangler.toml)'

export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const { binding, store, token, timing } = options
  const url = options.endpoint || EMBEDDED_COMMERCE_URL
  const queryTimeoutMs = options.queryTimeoutMs ?? BACKEND_BUDGET_MS
  const mutationTimeoutMs = options.mutationTimeoutMs ?? MUTATION_BUDGET_MS
  const transport: typeof fetch = options.endpoint
    ? fetch
    : binding
      ? (input, init) => binding.fetch(new Request(input, init))
      : // Never the embedded backend's made-up address over the internet: the failure names what to configure.
        () => Promise.reject(new Error(MISSING_COMMERCE))
  const headers: Record<string, string> = { Store: store, 'Content-Currency': 'EUR' }
  if (token) headers.Authorization = `Bearer ${token}`

  const clientWithTimeout = (timeoutMs: number) =>
    new Client({
      url,
      exchanges: [fetchExchange],
      requestPolicy: 'network-only',
      fetch: (input, init) => transport(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
      fetchOptions: () => ({ headers }),
    })
  // Built on first use: every request gets two commerce clients (with and without the token) and most of them send
  // one kind of operation, or none at all (a page whose layout comes from the cache).
  let queries: Client | undefined
  let mutations: Client | undefined

  async function run<Data, Variables extends AnyVariables>(
    kind: 'query' | 'mutation',
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    get: boolean,
    recaptchaToken?: string,
  ): Promise<Data> {
    const name = operationName(document)
    const result = await timing.measure('commerce', name, () =>
      kind === 'query'
        ? (queries ??= clientWithTimeout(queryTimeoutMs))
            .query(document, variables, { preferGetMethod: get ? 'within-url-limit' : false })
            .toPromise()
        : (mutations ??= clientWithTimeout(mutationTimeoutMs))
            .mutation(
              document,
              variables,
              recaptchaToken ? { fetchOptions: { headers: { ...headers, 'X-ReCaptcha': recaptchaToken } } } : undefined,
            )
            .toPromise(),
    )
    // Not for a shared (GET, cached) answer: a product that failed for a moment must not be left out of a listing
    // every visitor gets for minutes.
    if (
      !get &&
      result.error &&
      result.data &&
      !result.error.networkError &&
      httpStatus(result.error.response) < 500 &&
      onlyListElementErrors(result.data, result.error.graphQLErrors)
    ) {
      console.warn(`commerce: ${name} answered without some list elements`, result.error.message)
      return result.data
    }
    if (result.error) {
      const details = result.error.graphQLErrors.map((error) => ({
        message: error.message,
        category: typeof error.extensions.category === 'string' ? error.extensions.category : undefined,
      }))
      // A 5xx carrying GraphQL-shaped errors (a gateway or a backend in trouble) is a failure, not an answer.
      const failed = Boolean(result.error.networkError) || httpStatus(result.error.response) >= 500
      // An outage's message names where the call went and what came back, short: a wrong URL answering an HTML page
      // would otherwise put that whole page in the log, and not say which address was configured.
      const message = failed
        ? `${result.error.message.replace(/\s+/g, ' ').slice(0, 200)} (${name} at ${url}: HTTP ${httpStatus(result.error.response) || 'no answer'})`
        : result.error.message
      const error = new CommerceError(message, details, failed)
      if (token && error.isAuthorization) options.onAuthorizationError?.()
      throw error
    }
    if (!result.data) throw new CommerceError(`${name}: empty answer`, [], true)
    return result.data
  }

  return {
    store,
    hasToken: Boolean(token),
    query: (document, variables, requestOptions) => run('query', document, variables, requestOptions?.get ?? false),
    mutate: (document, variables, mutationOptions) =>
      run('mutation', document, variables, false, mutationOptions?.recaptchaToken),
  }
}

function httpStatus(response: unknown): number {
  return response instanceof Response ? response.status : 0
}

function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) return definition.name.value
  }
  return 'anonymous'
}
