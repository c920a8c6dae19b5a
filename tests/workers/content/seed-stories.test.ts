import { describe, expect, it } from 'vitest'
import { StoryContentSchema } from '../../../workers/content/content-model.ts'
import { matchAssetPath } from '../../../workers/content/routes/assets.ts'
import { SEED_STORIES } from '../../../workers/content/seed/seed-stories.ts'
import { LANGUAGE_CODES } from '../../../workers/content/space.ts'

// Walks a content tree and yields every object in it.
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item)
  else if (value !== null && typeof value === 'object') {
    yield Object.fromEntries(Object.entries(value))
    for (const child of Object.values(value)) yield* objectsIn(child)
  }
}

const isTranslatable = (key: string) =>
  ![
    '_uid',
    'component',
    'fieldtype',
    'linktype',
    'cached_url',
    'url',
    'id',
    'name',
    'filename',
    'copyright',
    'focus',
    'color',
    'skus',
    'category_url_path',
    'image_position',
    'target',
    'icon',
    'email',
    'phone',
  ].includes(key)

function textsOf(value: unknown): string[] {
  return [...objectsIn(value)].flatMap((object) =>
    Object.entries(object).flatMap(([key, field]) => (typeof field === 'string' && isTranslatable(key) ? [field] : [])),
  )
}

describe.each(SEED_STORIES.map((story) => [story.full_slug, story] as const))('seeded story %s', (_slug, story) => {
  it('matches the content model in every language', () => {
    for (const content of Object.values(story.content))
      expect(StoryContentSchema.safeParse(content).error).toBeUndefined()
  })

  it('has unique _uids, the same in every language', () => {
    const uids = [...objectsIn(story.content.default)].flatMap((object) =>
      typeof object._uid === 'string' ? [object._uid] : [],
    )
    expect(new Set(uids).size).toBe(uids.length)
    for (const code of LANGUAGE_CODES) {
      expect(
        [...objectsIn(story.content[code])].flatMap((object) => (typeof object._uid === 'string' ? [object._uid] : [])),
      ).toEqual(uids)
    }
  })

  it('is translated, not copied, in de, fr and nl', () => {
    const english = textsOf(story.content.default)
    for (const code of LANGUAGE_CODES) {
      const translated = textsOf(story.content[code])
      const unchanged = translated.filter((text, index) => text === english[index])
      // Brand names, "Contact", "Salon", sizes such as "50 ml" stay the same; most text must not.
      expect(unchanged.length).toBeLessThan(translated.length / 2)
    }
  })

  it('points every image at the generated asset route', () => {
    for (const object of objectsIn(story.content.default)) {
      if (object.fieldtype === 'asset' && typeof object.filename === 'string') {
        expect(matchAssetPath(object.filename)).not.toBeNull()
      }
    }
  })
})
