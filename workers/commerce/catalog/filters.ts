// zod shapes of Magento's filter inputs; graphql-js has checked the types, these narrow them for TypeScript.
import { z } from 'zod'

export const EqualFilterSchema = z.object({ eq: z.string().nullish(), in: z.array(z.string().nullish()).nullish() })
export const MatchFilterSchema = z.object({ match: z.string().nullish(), match_type: z.string().nullish() })
export const RangeFilterSchema = z.object({ from: z.string().nullish(), to: z.string().nullish() })

export type EqualFilter = z.infer<typeof EqualFilterSchema>

// The values an eq/in filter asks for; an empty list means the filter was given without values.
export function equalValues(filter: EqualFilter | null | undefined): string[] | null {
  if (!filter) return null
  if (filter.eq !== null && filter.eq !== undefined) return [filter.eq]
  if (filter.in) return filter.in.filter((value): value is string => typeof value === 'string')
  return null
}

export const PagingSchema = z.object({
  pageSize: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 20),
  currentPage: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 1),
})
