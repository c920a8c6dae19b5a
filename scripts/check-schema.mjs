#!/usr/bin/env node
// Checks graphql/schema/magento.graphql against the real Magento 2.4.7 schema: it must be a byte-identical copy (the
// backend serves the whole reference; tests/workers/commerce/schema-parity.test.ts pins the copy by hash and diffs the
// backend's introspection against it), and structurally every type, field, argument and enum value must match, so any
// operation valid against our schema is valid against Magento too. Fields added by extension.graphql are applied to
// both sides. Without ../shared (a clone on its own) the check is skipped; the parity test still runs on the copy.
// Usage: node scripts/check-schema.mjs [path/to/magento-schema.graphql]
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const referencePath = resolve(root, process.argv[2] ?? '../shared/reference/magento-schema.graphql')
if (!existsSync(referencePath)) {
  console.log(`schema check skipped: reference schema not found at ${referencePath}`)
  process.exit(0)
}

const extension = readFileSync(resolve(root, 'graphql/schema/extension.graphql'), 'utf8')
const vendored = readFileSync(resolve(root, 'graphql/schema/magento.graphql'), 'utf8')
const identical = vendored === readFileSync(referencePath, 'utf8')
const reference = buildSchema(`${readFileSync(referencePath, 'utf8')}\n${extension}`)
const ours = buildSchema(`${readFileSync(resolve(root, 'graphql/schema/magento.graphql'), 'utf8')}\n${extension}`)

const differences = []
let typeCount = 0
let fieldCount = 0

const kindOf = (type) =>
  isObjectType(type)
    ? 'object'
    : isInterfaceType(type)
      ? 'interface'
      : isInputObjectType(type)
        ? 'input'
        : isEnumType(type)
          ? 'enum'
          : isUnionType(type)
            ? 'union'
            : 'scalar'

// An argument or input field the reference requires must not be missing from ours, or operations would diverge.
const isRequired = (input) => isNonNullType(input.type) && input.defaultValue === undefined

function compareInputs(where, ourInputs, refInputs) {
  const refByName = new Map(refInputs.map((input) => [input.name, input]))
  for (const input of ourInputs) {
    const refInput = refByName.get(input.name)
    if (!refInput) differences.push(`${where}(${input.name}) does not exist in the reference`)
    else if (String(refInput.type) !== String(input.type))
      differences.push(`${where}(${input.name}) is ${input.type}, reference has ${refInput.type}`)
    else if (JSON.stringify(refInput.defaultValue) !== JSON.stringify(input.defaultValue))
      differences.push(`${where}(${input.name}) default differs from the reference`)
  }
  const ourNames = new Set(ourInputs.map((input) => input.name))
  for (const refInput of refInputs) {
    if (isRequired(refInput) && !ourNames.has(refInput.name))
      differences.push(`${where}(${refInput.name}) is required in the reference but missing`)
  }
}

for (const type of Object.values(ours.getTypeMap())) {
  if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue
  typeCount += 1
  const refType = reference.getType(type.name)
  if (!refType) {
    differences.push(`type ${type.name} does not exist in the reference`)
    continue
  }
  if (kindOf(refType) !== kindOf(type)) {
    differences.push(`type ${type.name} is ${kindOf(type)}, reference has ${kindOf(refType)}`)
    continue
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    const refInterfaces = new Set(refType.getInterfaces().map((i) => i.name))
    for (const i of type.getInterfaces())
      if (!refInterfaces.has(i.name)) differences.push(`${type.name} implements ${i.name}, reference does not`)
    const refFields = refType.getFields()
    for (const field of Object.values(type.getFields())) {
      fieldCount += 1
      const refField = refFields[field.name]
      if (!refField) differences.push(`${type.name}.${field.name} does not exist in the reference`)
      else if (String(refField.type) !== String(field.type))
        differences.push(`${type.name}.${field.name} is ${field.type}, reference has ${refField.type}`)
      else compareInputs(`${type.name}.${field.name}`, field.args, refField.args)
    }
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields())
    fieldCount += fields.length
    compareInputs(type.name, fields, Object.values(refType.getFields()))
  } else if (isEnumType(type)) {
    const refValues = new Set(refType.getValues().map((v) => v.name))
    for (const value of type.getValues()) {
      fieldCount += 1
      if (!refValues.has(value.name))
        differences.push(`enum value ${type.name}.${value.name} does not exist in the reference`)
    }
  } else if (isUnionType(type)) {
    const refMembers = new Set(refType.getTypes().map((t) => t.name))
    for (const member of type.getTypes())
      if (!refMembers.has(member.name))
        differences.push(`${member.name} is not a member of union ${type.name} in the reference`)
  }
}

if (!identical) differences.push('graphql/schema/magento.graphql is not a byte-identical copy of the reference')
for (const [name, type] of Object.entries(reference.getTypeMap()))
  if (!isIntrospectionType(type) && !ours.getType(name)) differences.push(`type ${name} of the reference is missing`)

for (const difference of differences) console.log(`  ${difference}`)
console.log(`schema check: ${typeCount} types, ${fieldCount} fields checked, ${differences.length} differences`)
process.exit(differences.length > 0 ? 1 : 0)
