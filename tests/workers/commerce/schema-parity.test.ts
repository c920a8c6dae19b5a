// Schema parity with Magento Open Source 2.4.7-p3: the backend's INTROSPECTION (what a client really sees) must equal
// the reference schema plus the project's extension, apart from the differences documented in
// docs/commerce-backend.md ("Schema differences"), and every root field must have its own resolver.
//
// The reference is the vendored copy graphql/schema/magento.graphql, pinned below by its SHA-256: the test never
// skips, with or without ../shared beside the clone, and any edit to the vendored copy fails it. Where ../shared
// exists (CI, every engineer's machine), scripts/check-schema.mjs (run by `npm test`) proves the vendored copy is
// byte-identical to /shared/reference/magento-schema.graphql.
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import docs from '../../../docs/commerce-backend.md?raw'
import extensionSdl from '../../../graphql/schema/extension.graphql?raw'
import magentoSdl from '../../../graphql/schema/magento.graphql?raw'
import { getSchema, usesOwnResolver } from '../../../workers/commerce/graphql/schema.ts'
import { gql } from './client.ts'

const REFERENCE_SHA256 = '2f3ed9bac83a897032905fa841869ca0047af301a7fa9d6ad96258adc1c9102c'

// One line per fact a client can observe: types and kinds, fields with argument and return types, defaults,
// deprecations, interfaces, union members, input fields and enum values.
function facts(schema: GraphQLSchema): Set<string> {
  const lines = new Set<string>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue
    const name = type.name
    if (isObjectType(type) || isInterfaceType(type)) {
      lines.add(`${isObjectType(type) ? 'type' : 'interface'} ${name}`)
      for (const i of type.getInterfaces()) lines.add(`${name} implements ${i.name}`)
      for (const field of Object.values(type.getFields())) {
        lines.add(`${name}.${field.name}: ${String(field.type)}`)
        if (field.deprecationReason) lines.add(`${name}.${field.name} deprecated: ${field.deprecationReason}`)
        for (const arg of field.args) {
          const fallback = arg.defaultValue === undefined ? '' : ` = ${JSON.stringify(arg.defaultValue)}`
          lines.add(`${name}.${field.name}(${arg.name}): ${String(arg.type)}${fallback}`)
          if (arg.deprecationReason)
            lines.add(`${name}.${field.name}(${arg.name}) deprecated: ${arg.deprecationReason}`)
        }
      }
    } else if (isInputObjectType(type)) {
      lines.add(`input ${name}`)
      for (const field of Object.values(type.getFields())) {
        const fallback = field.defaultValue === undefined ? '' : ` = ${JSON.stringify(field.defaultValue)}`
        lines.add(`${name}.${field.name}: ${String(field.type)}${fallback}`)
      }
    } else if (isEnumType(type)) {
      lines.add(`enum ${name}`)
      for (const value of type.getValues()) {
        lines.add(`${name}.${value.name}`)
        if (value.deprecationReason) lines.add(`${name}.${value.name} deprecated: ${value.deprecationReason}`)
      }
    } else if (isUnionType(type)) {
      lines.add(`union ${name}`)
      for (const member of type.getTypes()) lines.add(`${name} member ${member.name}`)
    } else {
      lines.add(`scalar ${name}`)
    }
  }
  return lines
}

// The documented differences: the first backticked cell of each row of the "Schema differences" table.
function documentedDifferences(): Set<string> {
  const section = docs.split(/^## /m).find((part) => part.startsWith('Schema differences')) ?? ''
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  return new Set(rows.map((row) => row.slice(3, row.indexOf('`', 3))))
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function isIntrospection(value: unknown): value is IntrospectionQuery {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, '__schema') === 'object'
}

async function servedSchema(): Promise<GraphQLSchema> {
  const body = await gql(getIntrospectionQuery({ inputValueDeprecation: true }))
  expect(body.errors).toBeUndefined()
  if (!isIntrospection(body.data)) throw new Error('The introspection answer has no __schema')
  return buildClientSchema(body.data)
}

describe('schema parity with Magento Open Source 2.4.7-p3', () => {
  it('serves the pinned reference schema', async () => {
    expect(await sha256(magentoSdl)).toBe(REFERENCE_SHA256)
  })

  it('introspects as the reference plus the extension, apart from the documented differences', async () => {
    const served = facts(await servedSchema())
    const reference = facts(buildSchema(`${magentoSdl}\n${extensionSdl}`))
    const documented = documentedDifferences()
    const missing = [...reference].filter((line) => !served.has(line)).map((line) => `- ${line}`)
    const extra = [...served].filter((line) => !reference.has(line)).map((line) => `+ ${line}`)
    const undocumented = [...missing, ...extra].filter((line) => !documented.has(line))
    expect(undocumented).toEqual([])
    // A documented difference that no longer exists must leave the documentation too.
    expect([...documented].filter((line) => ![...missing, ...extra].includes(line))).toEqual([])
    expect(served.size).toBeGreaterThan(3000)
  })

  it('resolves every root field with its own resolver', () => {
    const schema = getSchema()
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type ? Object.values(type.getFields()).map((field) => ({ type: type.name, field })) : [],
    )
    expect(roots.length).toBeGreaterThanOrEqual(103)
    expect(
      roots.filter(({ field }) => !usesOwnResolver(field)).map(({ type, field }) => `${type}.${field.name}`),
    ).toEqual([])
  })
})
