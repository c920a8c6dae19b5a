// Runs the storefront's own query documents against the worker with sample variables: they must answer without
// errors, so a resolver gap shows up here before it shows up on a page.
import { Kind, OperationTypeNode, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql'
import { expect, it } from 'vitest'

const files = import.meta.glob<string>('../../../graphql/operations/**/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const document: DocumentNode | null = Object.keys(files).length > 0 ? parse(Object.values(files).join('\n')) : null

const SAMPLE_VARIABLES: Record<string, unknown> = {
  sku: 'ET-H00013',
  skus: ['ET-H00001', 'ET-F00015', 'ET-T00019'],
  uid: btoa('3'),
  url: 'hair/shampoo.html',
  identifier: 'about-us',
  search: 'shampoo',
  pageSize: 12,
  currentPage: 1,
  countryId: 'NL',
  identifiers: ['size-guide'],
}

const queries = (document?.definitions ?? []).filter(
  (definition): definition is OperationDefinitionNode =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY,
)

const variablesFor = (operation: OperationDefinitionNode): Record<string, unknown> | null => {
  const variables: Record<string, unknown> = {}
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    if (name in SAMPLE_VARIABLES) variables[name] = SAMPLE_VARIABLES[name]
    else if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) return null
  }
  return variables
}

// Run as a signed-in customer, so that customer-only queries (customerCart, customer) are answered too.
it('answers every storefront query without errors', async () => {
  expect(queries.length).toBeGreaterThan(0)
  const source = document ? print(document) : ''
  const token = await signIn()
  for (const operation of queries) {
    const variables = variablesFor(operation)
    if (!variables || !operation.name) continue
    const response = await fetchOperation(source, operation.name.value, variables, token)
    expect({ operation: operation.name.value, errors: response.errors }).toEqual({
      operation: operation.name.value,
      errors: undefined,
    })
  }
  // Every storefront query one after another (the account pages added several): over 5 s on a busy machine.
}, 20_000)

async function signIn(): Promise<string> {
  const { exports } = await import('cloudflare:workers')
  const response = await exports.default.fetch(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'nl_et' },
      body: JSON.stringify({
        query: 'mutation { generateCustomerToken(email: "customer@example.com", password: "Password123!") { token } }',
      }),
    }),
  )
  const body: unknown = await response.json()
  const token = JSON.stringify(body).match(/"token":"([^"]+)"/)?.[1]
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
  return token
}

async function fetchOperation(
  source: string,
  operationName: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const { exports } = await import('cloudflare:workers')
  const response = await exports.default.fetch(
    new Request('http://commerce/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'nl_et', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: source, variables, operationName }),
    }),
  )
  const body: unknown = await response.json()
  return { errors: typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined }
}
