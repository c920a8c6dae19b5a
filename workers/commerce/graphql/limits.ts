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

type Measure = { depth: number; fields: number; aliases: number }

function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): Measure {
  const total: Measure = { depth, fields: 0, aliases: 0 }
  for (const selection of selectionSet.selections) {
    let inner: Measure | undefined
    if (selection.kind === Kind.FIELD) {
      total.fields += 1
      if (selection.alias) total.aliases += 1
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, depth + 1, seen)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, depth, seen)
    } else {
      const fragment = fragments[selection.name.value]
      // A fragment spread inside itself is reported by graphql-js's own NoFragmentCycles rule.
      if (fragment && !seen.has(fragment.name.value)) {
        inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, fragment.name.value]))
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
      const { depth, fields, aliases } = measure(operation.selectionSet, fragments, 1, new Set())
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
