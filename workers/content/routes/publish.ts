import { z } from 'zod'
import { bumpCacheVersion, readCacheVersion } from '../cache-version.ts'
import { StoryContentSchema } from '../content-model.ts'
import { jsonResponse, notFound, unprocessable } from '../lib/http.ts'
import { LANGUAGE_CODES, SPACE, type ContentLanguage } from '../space.ts'
import { toApiStory } from '../story-response.ts'
import { dropAllOverrides, loadStory, savePublished, saveDraft } from '../story-store.ts'
import { deliverWebhook, publishedPayload, signWebhookBody } from '../webhook.ts'

// Dev-only stand-in for the Storyblok editor: save or publish one language of one story.
export const PUBLISH_PREFIX = '/_publish/stories/'
export const SAVE_PREFIX = '/_save/stories/'
export const RESET_PATH = '/_publish/reset'

const FULL_SLUG = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/

const EditSchema = z.object({
  // Absent, `en` and `default` all mean the default language.
  language: z.enum(['default', 'en', ...LANGUAGE_CODES]).optional(),
  name: z.string().min(1).optional(),
  content: StoryContentSchema,
})

const toContentLanguage = (language: z.infer<typeof EditSchema>['language']): ContentLanguage =>
  language === undefined || language === 'en' ? 'default' : language

export async function handleEdit(request: Request, env: ContentEnv, mode: 'publish' | 'save'): Promise<Response> {
  const prefix = mode === 'publish' ? PUBLISH_PREFIX : SAVE_PREFIX
  const fullSlug = decodeURIComponent(new URL(request.url).pathname.slice(prefix.length)).replace(/\/+$/, '')
  if (!FULL_SLUG.test(fullSlug)) return unprocessable(`Invalid full_slug "${fullSlug}"`)

  const parsed = EditSchema.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) {
    return jsonResponse({ error: 'Invalid story', issues: z.treeifyError(parsed.error) }, 422)
  }
  const { content, name } = parsed.data
  const lang = toContentLanguage(parsed.data.language)
  const kv = env.STORIES

  const current = await loadStory(kv, { key: fullSlug, findBy: 'slug', lang, version: 'draft' })
  if (current && current.content.component !== content.component) {
    return unprocessable(`content.component must stay "${current.content.component}"`)
  }
  const save = {
    fullSlug,
    lang,
    name: name ?? current?.name ?? fullSlug,
    content,
    savedAt: new Date().toISOString(),
    firstPublishedAt: current?.first_published_at ?? null,
  }

  if (mode === 'save') {
    await saveDraft(kv, save)
    const draft = await loadStory(kv, { key: fullSlug, findBy: 'slug', lang, version: 'draft' })
    return draft ? jsonResponse({ story: toApiStory(draft), cv: await readCacheVersion(kv) }) : notFound()
  }

  await savePublished(kv, save)
  const cv = await bumpCacheVersion(kv)
  const published = await loadStory(kv, { key: fullSlug, findBy: 'slug', lang, version: 'published' })
  if (!published) return notFound()
  const story = toApiStory(published)

  const payload = publishedPayload({ storyId: story.id, storyName: story.name, spaceId: SPACE.id, fullSlug })
  const signature = env.WEBHOOK_SECRET ? await signWebhookBody(env.WEBHOOK_SECRET, payload) : null
  const webhook = env.WEBHOOK_URL ? await deliverWebhook(env.WEBHOOK_URL, payload, signature) : null
  return jsonResponse({ story, cv, webhook, payload, signature })
}

/** Drops every publish and draft so the seeded stories show again; the cv still moves forward. */
export async function handleReset(env: ContentEnv): Promise<Response> {
  const dropped = await dropAllOverrides(env.STORIES)
  return jsonResponse({ dropped, cv: await bumpCacheVersion(env.STORIES) })
}
