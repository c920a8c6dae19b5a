// Contract checks: the schema builds, every storefront operation (graphql/operations/**/*.graphql) validates
// against it, and the seed holds every product type and the demo accounts.
import { env } from 'cloudflare:workers'
import { buildSchema, parse, validate } from 'graphql'
import { expect, it } from 'vitest'
import extensionSdl from '../../../graphql/schema/extension.graphql?raw'
import magentoSdl from '../../../graphql/schema/magento.graphql?raw'

const operations = import.meta.glob<string>('../../../graphql/operations/**/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const schema = buildSchema(`${magentoSdl}\n${extensionSdl}`)
// Fragments may live in their own files, so all documents are validated together.
const source = Object.values(operations).join('\n')

it('builds a valid schema', () => {
  expect(schema.getQueryType()?.name).toBe('Query')
})

it.skipIf(source.trim() === '')('validates the storefront operations', () => {
  const errors = validate(schema, parse(source)).map((error) => error.message)
  expect(errors).toEqual([])
})

it('seeds every product type and the demo customers', async () => {
  const types = await env.DB.prepare('SELECT DISTINCT type_id FROM product ORDER BY type_id').all<{ type_id: string }>()
  expect(types.results.map((row) => row.type_id)).toEqual([
    'bundle',
    'configurable',
    'downloadable',
    'grouped',
    'simple',
    'virtual',
  ])
  const customers = await env.DB.prepare('SELECT email FROM customer ORDER BY email').all<{ email: string }>()
  expect(customers.results.map((row) => row.email)).toEqual([
    'b2b@example.com',
    'customer@example.com',
    'loyal@example.com',
  ])
  const unpriced = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM product WHERE visibility = 4 AND index_price <= 0',
  ).first<{ n: number }>()
  expect(unpriced?.n).toBe(0)
})
