import { type StoryContent } from '../content-model.ts'
import { numericIdFor, uuidFor } from '../lib/deterministic-id.ts'
import { type ContentLanguage } from '../space.ts'
import { blockUid } from './fields.ts'

// Seeded content was "published" at this moment; it is also the space's first cache version.
export const SEED_TIME = '2026-01-05T09:00:00.000Z'
export const SEED_CV = Date.parse(SEED_TIME) / 1000

export interface SeedStory {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  parent_id: number
  position: number
  tag_list: string[]
  created_at: string
  /** False for a story that exists only as a draft: `version=published` answers 404. */
  published: boolean
  content: Record<ContentLanguage, StoryContent>
}

export const folderId = (folder: string) => numericIdFor(`folder:${folder}`)

interface StoryDefinition<Texts> {
  full_slug: string
  name: string
  position?: number
  tag_list?: string[]
  published?: boolean
  /** Real translations: the default language is English. */
  texts: Record<ContentLanguage, Texts>
  /** Builds the same block tree for every language, so `_uid`s match across translations. */
  build: (texts: Texts, uid: (path: string) => string) => StoryContent
}

export function defineStory<Texts>(definition: StoryDefinition<Texts>): SeedStory {
  const { full_slug, texts, build } = definition
  const slash = full_slug.lastIndexOf('/')
  const uid = (path: string) => blockUid(full_slug, path)
  return {
    id: numericIdFor(`story:${full_slug}`),
    uuid: uuidFor(`story:${full_slug}`),
    name: definition.name,
    slug: full_slug.slice(slash + 1),
    full_slug,
    parent_id: slash === -1 ? 0 : folderId(full_slug.slice(0, slash)),
    position: definition.position ?? 0,
    tag_list: definition.tag_list ?? [],
    created_at: SEED_TIME,
    published: definition.published ?? true,
    content: {
      default: build(texts.default, uid),
      de: build(texts.de, uid),
      fr: build(texts.fr, uid),
      nl: build(texts.nl, uid),
    },
  }
}
