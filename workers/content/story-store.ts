import { z } from 'zod'
import { StoryContentSchema, type StoryContent } from './content-model.ts'
import { findSeedStory } from './seed/seed-stories.ts'
import { SEED_TIME, type SeedStory } from './seed/define-story.ts'
import { type ContentLanguage } from './space.ts'

// KV holds overrides of the seeded stories, one record per story, language and version:
// `story:<lang>:published:<full_slug>` and `story:<lang>:draft:<full_slug>`.
export type ContentVersion = 'published' | 'draft'

const StoredVersionSchema = z.object({
  name: z.string(),
  content: StoryContentSchema,
  saved_at: z.iso.datetime(),
  first_published_at: z.iso.datetime().nullable(),
})
type StoredVersion = z.infer<typeof StoredVersionSchema>

const STORY_PREFIX = 'story:'
const storyKey = (lang: ContentLanguage, version: ContentVersion, fullSlug: string) =>
  `${STORY_PREFIX}${lang}:${version}:${fullSlug}`

async function readVersion(kv: KVNamespace, lang: ContentLanguage, version: ContentVersion, fullSlug: string) {
  const raw = await kv.get(storyKey(lang, version, fullSlug), 'json')
  const parsed = StoredVersionSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** What a stories answer is built from: the story's identity plus one language's content at one version. */
export interface StoryView {
  seed: SeedStory | undefined
  full_slug: string
  name: string
  lang: ContentLanguage
  content: StoryContent
  published_at: string | null
  first_published_at: string | null
  updated_at: string
}

interface Lookup {
  key: string
  findBy: 'slug' | 'uuid'
  lang: ContentLanguage
  version: ContentVersion
}

export async function loadStory(kv: KVNamespace, { key, findBy, lang, version }: Lookup): Promise<StoryView | null> {
  const seed = findSeedStory(key, findBy)
  // Stories created by a publish have no seed and are found by slug only.
  if (!seed && findBy === 'uuid') return null
  const fullSlug = seed?.full_slug ?? key
  const seedPublishedAt = seed?.published ? SEED_TIME : null
  // Field-level translation falls back to the default language when a language has nothing.
  const langs: ContentLanguage[] = lang === 'default' ? ['default'] : [lang, 'default']
  for (const candidate of langs) {
    const [draft, published] = await Promise.all([
      version === 'draft' ? readVersion(kv, candidate, 'draft', fullSlug) : null,
      readVersion(kv, candidate, 'published', fullSlug),
    ])
    const record = draft ?? published
    const base = {
      seed,
      full_slug: fullSlug,
      lang,
      published_at: published?.saved_at ?? seedPublishedAt,
      first_published_at: published?.first_published_at ?? seedPublishedAt,
    }
    if (record) return { ...base, name: record.name, content: record.content, updated_at: record.saved_at }
    if (seed && (version === 'draft' || seed.published)) {
      return { ...base, name: seed.name, content: seed.content[candidate], updated_at: SEED_TIME }
    }
  }
  return null
}

interface Save {
  fullSlug: string
  lang: ContentLanguage
  name: string
  content: StoryContent
  savedAt: string
  firstPublishedAt: string | null
}

/** A publish replaces the published record and drops the draft, so draft readers see the published content again. */
export async function savePublished(kv: KVNamespace, save: Save): Promise<void> {
  const record: StoredVersion = {
    name: save.name,
    content: save.content,
    saved_at: save.savedAt,
    first_published_at: save.firstPublishedAt ?? save.savedAt,
  }
  await kv.put(storyKey(save.lang, 'published', save.fullSlug), JSON.stringify(record))
  await kv.delete(storyKey(save.lang, 'draft', save.fullSlug))
}

export async function saveDraft(kv: KVNamespace, save: Save): Promise<void> {
  const record: StoredVersion = {
    name: save.name,
    content: save.content,
    saved_at: save.savedAt,
    first_published_at: save.firstPublishedAt,
  }
  await kv.put(storyKey(save.lang, 'draft', save.fullSlug), JSON.stringify(record))
}

export async function dropAllOverrides(kv: KVNamespace): Promise<number> {
  let dropped = 0
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix: STORY_PREFIX, cursor })
    await Promise.all(page.keys.map((key) => kv.delete(key.name)))
    dropped += page.keys.length
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return dropped
}
