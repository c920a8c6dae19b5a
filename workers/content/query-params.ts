import { z } from 'zod'

// The Content Delivery API v2 rejects parameters it does not know with 422 and names them,
// e.g. `{"error":"Parameter(s) is_startpage not allowed"}` (storyblok-js-client#105).

const optionalInt = z.string().regex(/^\d+$/, 'must be an integer').transform(Number).optional()

export const StoryParamsSchema = z.object({
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).default('published'),
  cv: optionalInt,
  language: z.string().optional(),
  fallback_lang: z.string().optional(),
  find_by: z.literal('uuid').optional(),
  from_release: z.string().optional(),
  resolve_links: z.enum(['story', 'url', 'link', '0', '1']).optional(),
  resolve_links_level: z.enum(['1', '2']).optional(),
  resolve_relations: z.string().optional(),
  resolve_level: z.enum(['1', '2']).optional(),
  resolve_assets: z.enum(['0', '1']).optional(),
  excluding_story_fields: z.string().optional(),
})
export type StoryParams = z.infer<typeof StoryParamsSchema>

// The js-client adds `version` to every CDN call, spaces/me included.
export const SpaceParamsSchema = z.object({
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).optional(),
  cv: optionalInt,
})

type ParamsResult<T> = { ok: true; params: T } | { ok: false; error: string }

export function parseParams<S extends z.ZodObject>(schema: S, search: URLSearchParams): ParamsResult<z.output<S>> {
  const known = new Set(Object.keys(schema.shape))
  const unknown = [...new Set(search.keys())].filter((name) => !known.has(name))
  if (unknown.length > 0) return { ok: false, error: `Parameter(s) ${unknown.join(', ')} not allowed` }
  const parsed = schema.safeParse(Object.fromEntries(search))
  if (parsed.success) return { ok: true, params: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    error: `Parameter ${issue?.path.join('.') ?? ''} is invalid: ${issue?.message ?? 'invalid value'}`,
  }
}
