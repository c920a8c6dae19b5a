import { handleLatencyConfig, LATENCY_PATH, simulateStoryFault } from './dev/faults.ts'
import { CORS_HEADERS, methodNotAllowed, notFound } from './lib/http.ts'
import { handleGetAsset } from './routes/assets.ts'
import { handleEdit, handleReset, PUBLISH_PREFIX, RESET_PATH, SAVE_PREFIX } from './routes/publish.ts'
import { handleGetSpace } from './routes/space.ts'
import { handleGetStory, STORIES_PREFIX } from './routes/stories.ts'

// Embedded Storyblok-compatible content backend: the Content Delivery API v2 subset the storefront reads,
// generated images for seeded assets, and dev-only publish/save and latency/failure endpoints.
export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url)
    const method = request.method.toUpperCase()

    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
    if (pathname === LATENCY_PATH) return handleLatencyConfig(request)

    if (method === 'POST') {
      if (pathname === RESET_PATH) return handleReset(env)
      if (pathname.startsWith(PUBLISH_PREFIX)) return handleEdit(request, env, 'publish')
      if (pathname.startsWith(SAVE_PREFIX)) return handleEdit(request, env, 'save')
      return notFound()
    }

    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed()
    if (pathname === '/v2/cdn/spaces/me') return handleGetSpace(request, env)
    if (pathname.startsWith(STORIES_PREFIX)) return (await simulateStoryFault(pathname)) ?? handleGetStory(request, env)
    return handleGetAsset(pathname) ?? notFound()
  },
} satisfies ExportedHandler<ContentEnv>
