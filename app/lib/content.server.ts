import StoryblokClient from 'storyblok-js-client'
import { z } from 'zod'
import { BACKEND_BUDGET_MS } from './backend-budget'
import type { ServerTiming } from './server-timing.server'

export const EMBEDDED_CONTENT_ENDPOINT = 'http://content/v2'

const StoryResponseSchema = z.object({
  story: z.object({
    id: z.number(),
    uuid: z.string(),
    full_slug: z.string(),
    name: z.string(),
    content: z.record(z.string(), z.unknown()),
  }),
  cv: z.number().optional(),
})
export type Story = z.infer<typeof StoryResponseSchema>['story']

const SpaceResponseSchema = z.object({ space: z.object({ version: z.number() }) })

export type ContentClientOptions = {
  endpoint: string
  binding: Fetcher | undefined
  token: string
  region: string
  timing: ServerTiming
  timeoutSeconds?: number
}

export type ContentClient = {
  /** The published story, or null when the content service has none under that slug. */
  getStory(slug: string, language: string | undefined): Promise<Story | null>
  /** The space's cache version (cv): it moves on every publish. Null when the service does not give it. */
  spaceVersion(): Promise<number | null>
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const { binding, timing } = options
  const embedded = !options.endpoint && binding
  // Built on first use: most pages find their stories in the cache and never call the content service.
  let client: StoryblokClient | undefined
  const createClient = () =>
    new StoryblokClient({
      accessToken: options.token,
      region: options.region,
      // Whole seconds (the client's unit); the page budget of lib/backend-budget.ts.
      timeout: options.timeoutSeconds ?? BACKEND_BUDGET_MS / 1000,
      // No cv from memory: after a publish a remembered cv would fetch the old CDN copy. Storyblok redirects a
      // request without cv to the latest one; KV keeps such fetches rare.
      cache: { type: 'none', cv: 'manual' },
      maxRetries: 2,
      ...(embedded
        ? { endpoint: EMBEDDED_CONTENT_ENDPOINT, fetch: (input, init) => binding.fetch(new Request(input, init)) }
        : options.endpoint
          ? { endpoint: options.endpoint }
          : {}),
    })

  return {
    async getStory(slug, language) {
      return timing.measure('content', `story ${slug} ${language ?? 'default'}`, async () => {
        try {
          client ??= createClient()
          const response: unknown = await client.get(`cdn/stories/${slug}`, {
            version: 'published',
            ...(language ? { language } : {}),
          })
          const parsed = StoryResponseSchema.safeParse(
            response && typeof response === 'object' && 'data' in response ? response.data : undefined,
          )
          if (!parsed.success) throw new Error(`Content story ${slug}: unexpected answer`)
          return parsed.data.story
        } catch (error) {
          if (isNotFound(error)) return null
          throw error
        }
      })
    },
    async spaceVersion() {
      return timing.measure('content', 'space version', async () => {
        try {
          client ??= createClient()
          const response: unknown = await client.get('cdn/spaces/me', { version: 'published' })
          const parsed = SpaceResponseSchema.safeParse(
            response && typeof response === 'object' && 'data' in response ? response.data : undefined,
          )
          return parsed.success ? parsed.data.space.version : null
        } catch {
          return null
        }
      })
    },
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}
