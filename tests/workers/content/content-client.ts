import { exports } from 'cloudflare:workers'
import StoryblokClient from 'storyblok-js-client'
import { z } from 'zod'
import { TopbarSchema } from '../../../workers/content/content-model.ts'

export const ACCESS_TOKEN = 'embedded-public-token'
export const WEBHOOK_SECRET = 'embedded-webhook-secret'

/** Calls the content worker in-process, the way the storefront's service binding does. */
export const callContent = (input: RequestInfo | URL, init?: RequestInit) =>
  exports.default.fetch(new Request(input, init))

/**
 * The real storyblok-js-client pointed at the worker. Its cv map is a module-level global shared by all
 * instances, so each new client starts by forgetting the cv of its token.
 */
export function contentClient(accessToken = ACCESS_TOKEN): StoryblokClient {
  const client = new StoryblokClient({
    accessToken,
    endpoint: 'http://content/v2',
    fetch: callContent,
    cache: { type: 'none' },
  })
  client.clearCacheVersion()
  return client
}

export async function resetContent(): Promise<void> {
  const response = await callContent('http://content/_publish/reset', { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}

export function postJson(path: string, body: unknown): Promise<Response> {
  return callContent(`http://content${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

// The client types story content as `any`; tests read it through the model's schemas instead.
export const firstTopbarText = (content: unknown) => TopbarSchema.parse(content).items[0]?.text

export const SpaceAnswerSchema = z.object({
  space: z.object({
    id: z.number(),
    name: z.string(),
    domain: z.string(),
    version: z.number(),
    language_codes: z.array(z.string()),
  }),
})
