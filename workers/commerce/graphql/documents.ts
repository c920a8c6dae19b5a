// Parsed and validated documents, kept per isolate. The storefront sends a fixed set of operations, and validation
// (graphql-js's rules plus our limits) depends only on the query text and the schema, which is built once per
// isolate: so a query seen before skips both. Its errors are kept too, so a cached invalid query fails exactly as
// the first time. Variables and the operation name are never part of the entry; they are checked per request.
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql'
import { queryLimitsRule } from './limits.ts'

export type PreparedDocument = { document: DocumentNode; errors: readonly GraphQLError[] }

/** Entries kept; the least recently used goes first. The storefront's operations are a few dozen. */
export const MAX_CACHED_DOCUMENTS = 200
/** A longer query is parsed and validated every time: the cache must stay small whatever clients send. */
export const MAX_CACHED_QUERY_LENGTH = 32 * 1024
/** The token budget of one query: enough for every storefront operation, far below a parser-exhausting one. */
export const MAX_TOKENS = 20_000

const cache = new Map<string, { schema: GraphQLSchema; prepared: PreparedDocument }>()

/** Parses and validates `query` against `schema`, or answers the result for the same text from before. */
export function prepareDocument(schema: GraphQLSchema, query: string): PreparedDocument {
  const cached = cache.get(query)
  if (cached && cached.schema === schema) {
    // Refresh its place: a Map iterates in insertion order, so the first key is the least recently used.
    cache.delete(query)
    cache.set(query, cached)
    return cached.prepared
  }
  // A syntax error throws (a GraphQLError) and is not kept: parsing stops at the error, so it is cheap to repeat.
  const document = parse(query, { maxTokens: MAX_TOKENS })
  const prepared: PreparedDocument = {
    document,
    errors: validate(schema, document, [...specifiedRules, queryLimitsRule]),
  }
  if (query.length <= MAX_CACHED_QUERY_LENGTH) {
    cache.delete(query)
    cache.set(query, { schema, prepared })
    for (const key of cache.keys()) {
      if (cache.size <= MAX_CACHED_DOCUMENTS) break
      cache.delete(key)
    }
  }
  return prepared
}

/** For tests: how many documents are kept, and whether one is. */
export const cachedDocuments = {
  get size(): number {
    return cache.size
  },
  has: (query: string): boolean => cache.has(query),
  clear: (): void => cache.clear(),
}
