// Calls the commerce worker the way the storefront does.
import { exports } from 'cloudflare:workers'

export type GraphqlBody = { data?: unknown; errors?: { message: string; extensions?: { category?: string } }[] }

function isBody(value: unknown): value is GraphqlBody {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value)
}

export async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlBody & { status: number }> {
  const response = await exports.default.fetch(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const body: unknown = await response.json()
  if (!isBody(body)) throw new Error(`Not a GraphQL response: ${JSON.stringify(body)}`)
  return { ...body, status: response.status }
}

// Reads a dotted path ('products.items.0.sku') out of a response, for assertions.
export function at(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = Reflect.get(current, Array.isArray(current) ? Number(key) : key)
  }
  return current
}

export const categoryOf = (body: GraphqlBody): string | undefined => body.errors?.[0]?.extensions?.category
