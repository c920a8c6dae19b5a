import { readCacheVersion } from '../cache-version.ts'
import { jsonResponse, notFound, unauthorized, unprocessable } from '../lib/http.ts'
import { parseParams, StoryParamsSchema } from '../query-params.ts'
import { resolveLanguage } from '../space.ts'
import { excludeStoryFields, toApiStory } from '../story-response.ts'
import { loadStory } from '../story-store.ts'

export const STORIES_PREFIX = '/v2/cdn/stories/'

/** `GET /v2/cdn/stories/{full_slug | id | uuid}` */
export async function handleGetStory(request: Request, env: ContentEnv): Promise<Response> {
  const url = new URL(request.url)
  if (url.searchParams.get('token') !== env.ACCESS_TOKEN) return unauthorized()
  const result = parseParams(StoryParamsSchema, url.searchParams)
  if (!result.ok) return unprocessable(result.error)
  const params = result.params

  const cv = await readCacheVersion(env.STORIES)
  // Storyblok's CDN answers a request without cv with a redirect to the same URL carrying the latest cv.
  if (params.cv === undefined) {
    url.searchParams.set('cv', String(cv))
    return new Response(null, { status: 301, headers: { location: url.toString(), 'cache-control': 'no-store' } })
  }

  const key = decodeURIComponent(url.pathname.slice(STORIES_PREFIX.length)).replace(/\/+$/, '')
  if (!key) return notFound()
  const view = await loadStory(env.STORIES, {
    key,
    findBy: params.find_by === 'uuid' ? 'uuid' : 'slug',
    lang: resolveLanguage(params.language),
    version: params.version,
  })
  if (!view) return notFound()

  // Seeded content has no story references or link ids, so nothing is left to resolve into rels/links.
  return jsonResponse({
    story: excludeStoryFields(toApiStory(view), params.excluding_story_fields),
    cv,
    rels: [],
    links: [],
  })
}
