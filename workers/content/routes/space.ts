import { readCacheVersion } from '../cache-version.ts'
import { jsonResponse, unauthorized, unprocessable } from '../lib/http.ts'
import { parseParams, SpaceParamsSchema } from '../query-params.ts'
import { LANGUAGE_CODES, SPACE } from '../space.ts'

/** `GET /v2/cdn/spaces/me`: `space.version` is the current cv. */
export async function handleGetSpace(request: Request, env: ContentEnv): Promise<Response> {
  const url = new URL(request.url)
  if (url.searchParams.get('token') !== env.ACCESS_TOKEN) return unauthorized()
  const result = parseParams(SpaceParamsSchema, url.searchParams)
  if (!result.ok) return unprocessable(result.error)
  return jsonResponse({
    space: {
      id: SPACE.id,
      name: SPACE.name,
      domain: SPACE.domain,
      version: await readCacheVersion(env.STORIES),
      language_codes: [...LANGUAGE_CODES],
    },
  })
}
