// Query depth and complexity limits, as Magento enforces them (webapi/graphql: query depth 20, complexity 300).
// Counting follows fragments, so a fragment cannot hide depth or width.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

export const MAX_DEPTH = 20
// Higher than Magento's 300: the storefront's product page query with its fragments needs some headroom.
export const MAX_COMPLEXITY = 1000
export const MAX_ALIASES = 50

/** A selection's size: `depth` is how many levels of fields lie below it. */
type Measure = { depth: number; fields: number; aliases: number }

/**
 * Measures a selection set, each fragment once: a fragment spread twice in each of twenty chained fragments stands
 * for a million fields, which must be counted (and refused) without being walked a million times.
 */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  measured: Map<string, Measure>,
  open: Set<string>,
): Measure {
  const total: Measure = { depth: 0, fields: 0, aliases: 0 }
  for (const selection of selectionSet.selections) {
    let inner: Measure | undefined
    if (selection.kind === Kind.FIELD) {
      total.fields += 1
      if (selection.alias) total.aliases += 1
      if (selection.selectionSet) {
        const below = measure(selection.selectionSet, fragments, measured, open)
        inner = { ...below, depth: below.depth + 1 }
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, measured, open)
    } else {
      const name = selection.name.value
      const fragment = fragments[name]
      // A fragment spread inside itself is reported by graphql-js's own NoFragmentCycles rule.
      if (fragment && !open.has(name)) {
        inner = measured.get(name)
        if (!inner) {
          open.add(name)
          inner = measure(fragment.selectionSet, fragments, measured, open)
          open.delete(name)
          measured.set(name, inner)
        }
      }
    }
    if (inner) {
      total.depth = Math.max(total.depth, inner.depth)
      total.fields += inner.fields
      total.aliases += inner.aliases
    }
  }
  return total
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const fragments: Record<string, FragmentDefinitionNode> = {}
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
      }
      const below = measure(operation.selectionSet, fragments, new Map(), new Set())
      const { fields, aliases } = below
      const depth = below.depth + 1
      if (depth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(`Max query depth should be ${MAX_DEPTH} but got ${depth}.`, { nodes: operation }),
        )
      if (fields > MAX_COMPLEXITY)
        context.reportError(
          new GraphQLError(`Max query complexity should be ${MAX_COMPLEXITY} but got ${fields}.`, { nodes: operation }),
        )
      if (aliases > MAX_ALIASES)
        context.reportError(
          new GraphQLError(`Max number of aliases should be ${MAX_ALIASES} but got ${aliases}.`, { nodes: operation }),
        )
    },
  }
}
