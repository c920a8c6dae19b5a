import { type SeedStory } from './define-story.ts'
import { ABOUT_US_STORY } from './stories/about-us.ts'
import { BUSINESS_STORY } from './stories/business.ts'
import { CONTACT_STORY } from './stories/contact.ts'
import { FAQ_STORY } from './stories/faq.ts'
import { FOOTER_STORY } from './stories/footer.ts'
import { HAIR_CARE_GUIDE_STORY } from './stories/hair-care-guide.ts'
import { HOME_STORY } from './stories/home.ts'
import { PRIVACY_STORY, TERMS_STORY } from './stories/legal-pages.ts'
import { MAINMENU_STORY } from './stories/mainmenu.ts'
import { SIZE_GUIDE_STORY } from './stories/size-guide.ts'
import { SPRING_CAMPAIGN_STORY } from './stories/spring-campaign.ts'
import { THANK_YOU_STORY } from './stories/thank-you.ts'
import { TOPBAR_STORY } from './stories/topbar.ts'
import { TRAINING_ACADEMY_STORY } from './stories/training-academy.ts'

// Every seeded story; KV overrides (publish/save) win over these.
export const SEED_STORIES: readonly SeedStory[] = [
  TOPBAR_STORY,
  MAINMENU_STORY,
  FOOTER_STORY,
  HOME_STORY,
  ABOUT_US_STORY,
  FAQ_STORY,
  CONTACT_STORY,
  BUSINESS_STORY,
  SIZE_GUIDE_STORY,
  THANK_YOU_STORY,
  HAIR_CARE_GUIDE_STORY,
  TRAINING_ACADEMY_STORY,
  TERMS_STORY,
  PRIVACY_STORY,
  SPRING_CAMPAIGN_STORY,
].map((story, position) => ({ ...story, position }))

export function findSeedStory(key: string, findBy: 'slug' | 'uuid'): SeedStory | undefined {
  if (findBy === 'uuid') return SEED_STORIES.find((story) => story.uuid === key)
  // Storyblok also accepts the numeric story id in place of the slug.
  return SEED_STORIES.find((story) => story.full_slug === key || String(story.id) === key)
}
