import { type SeedStory } from './define-story.ts'
import { FOOTER_STORY } from './stories/footer.ts'
import { HOME_STORY } from './stories/home.ts'
import { MAINMENU_STORY } from './stories/mainmenu.ts'
import { TOPBAR_STORY } from './stories/topbar.ts'

// Every seeded story; KV overrides (publish/save) win over these.
export const SEED_STORIES: readonly SeedStory[] = [TOPBAR_STORY, MAINMENU_STORY, FOOTER_STORY, HOME_STORY]

export function findSeedStory(key: string, findBy: 'slug' | 'uuid'): SeedStory | undefined {
  if (findBy === 'uuid') return SEED_STORIES.find((story) => story.uuid === key)
  // Storyblok also accepts the numeric story id in place of the slug.
  return SEED_STORIES.find((story) => story.full_slug === key || String(story.id) === key)
}
