// Whether a resolver's field is asked for some of its subfields, looking through fragments: lets a resolver read
// more in the same round trip only when the answer will use it.
import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql'

/** The fields selection sets ask for, looking through fragments (each once) and inline fragments. */
export function collectFields(
  sets: readonly (SelectionSetNode | undefined)[],
  fragments: Readonly<Record<string, FragmentDefinitionNode | undefined>>,
): FieldNode[] {
  const fields: FieldNode[] = []
  const seen = new Set<string>()
  const collect = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection)
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        collect(fragments[selection.name.value]?.selectionSet)
      }
    }
  }
  for (const set of sets) collect(set)
  return fields
}

/** The names of the subfields asked for the resolver's field, through fragments. */
export function selectedNames(info: GraphQLResolveInfo): Set<string> {
  const fields = collectFields(
    info.fieldNodes.map((node) => node.selectionSet),
    info.fragments,
  )
  return new Set(fields.map((field) => field.name.value))
}

export function selectsAny(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>()
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value)
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet)
      const name = selection.name.value
      if (seen.has(name)) return false
      seen.add(name)
      return within(info.fragments[name]?.selectionSet)
    })
  return info.fieldNodes.some((node) => within(node.selectionSet))
}
