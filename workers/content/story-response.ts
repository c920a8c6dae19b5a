import { type StoryContent } from './content-model.ts'
import { numericIdFor, uuidFor } from './lib/deterministic-id.ts'
import { type StoryView } from './story-store.ts'

/** The story object of the Content Delivery API v2, fields in Storyblok's order. */
export interface ApiStory {
  name: string
  id: number
  uuid: string
  slug: string
  full_slug: string
  created_at: string
  published_at: string | null
  first_published_at: string | null
  updated_at: string
  content: StoryContent
  sort_by_date: string | null
  position: number
  tag_list: string[]
  is_startpage: boolean
  parent_id: number
  meta_data: null
  group_id: string
  release_id: number | null
  lang: string
  path: string | null
  alternates: never[]
  default_full_slug: string | null
  translated_slugs: null
}

// Fields `excluding_story_fields` may drop; the client's ExcludableStoryField list. Others are ignored, as Storyblok does.
const EXCLUDABLE = new Set([
  'alternates',
  'created_at',
  'default_full_slug',
  'first_published_at',
  'group_id',
  'is_startpage',
  'lang',
  'meta_data',
  'parent_id',
  'path',
  'position',
  'published_at',
  'release_id',
  'sort_by_date',
  'tag_list',
  'taxonomy_terms',
  'translated_slugs',
  'updated_at',
])

export function toApiStory(view: StoryView): ApiStory {
  const { seed, full_slug } = view
  const slash = full_slug.lastIndexOf('/')
  return {
    name: view.name,
    id: seed?.id ?? numericIdFor(`story:${full_slug}`),
    uuid: seed?.uuid ?? uuidFor(`story:${full_slug}`),
    slug: full_slug.slice(slash + 1),
    full_slug,
    created_at: seed?.created_at ?? view.first_published_at ?? view.updated_at,
    published_at: view.published_at,
    first_published_at: view.first_published_at,
    updated_at: view.updated_at,
    content: view.content,
    sort_by_date: null,
    position: seed?.position ?? 0,
    tag_list: seed?.tag_list ?? [],
    is_startpage: false,
    parent_id: seed?.parent_id ?? 0,
    meta_data: null,
    group_id: uuidFor(`group:${full_slug}`),
    release_id: null,
    lang: view.lang,
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  }
}

export function excludeStoryFields(story: ApiStory, excluding: string | undefined): Partial<ApiStory> {
  const drop = new Set(
    (excluding ?? '')
      .split(',')
      .map((field) => field.trim())
      .filter((field) => EXCLUDABLE.has(field)),
  )
  if (drop.size === 0) return story
  return Object.fromEntries(Object.entries(story).filter(([field]) => !drop.has(field)))
}
