// Every operation the storefront sends (graphql/operations/**/*.graphql) must validate against our schema.
import { buildSchema, parse, validate } from 'graphql'
import { expect, it } from 'vitest'
import extensionSdl from '../../../graphql/schema/extension.graphql?raw'
import magentoSdl from '../../../graphql/schema/magento.graphql?raw'

const operations = import.meta.glob<string>('../../../graphql/operations/**/*.graphql', { query: '?raw', import: 'default', eager: true })
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
