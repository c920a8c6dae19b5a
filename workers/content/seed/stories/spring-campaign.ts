import { CATEGORY_LINKS } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = { meta: PageMeta; title: string; subtitle: string; alt: string; cta: string }

// Never published: shows the draft/published split (version=draft finds it, published answers 404).
export const SPRING_CAMPAIGN_STORY = defineStory<Texts>({
  full_slug: 'pages/spring-campaign',
  name: 'Spring campaign (draft)',
  published: false,
  tag_list: ['campaign'],
  texts: {
    default: {
      meta: {
        title: 'Spring refresh',
        metaTitle: 'Spring refresh | Estelle Tijs',
        metaDescription: 'Lighter care for the new season.',
      },
      title: 'Spring refresh',
      subtitle: 'Lighter care for the new season.',
      alt: 'Spring flowers next to a bottle of body lotion',
      cta: 'Shop body care',
    },
    de: {
      meta: {
        title: 'Frühlingsfrische',
        metaTitle: 'Frühlingsfrische | Estelle Tijs',
        metaDescription: 'Leichtere Pflege für die neue Saison.',
      },
      title: 'Frühlingsfrische',
      subtitle: 'Leichtere Pflege für die neue Saison.',
      alt: 'Frühlingsblumen neben einer Flasche Körperlotion',
      cta: 'Körperpflege entdecken',
    },
    fr: {
      meta: {
        title: 'Fraîcheur de printemps',
        metaTitle: 'Fraîcheur de printemps | Estelle Tijs',
        metaDescription: 'Des soins plus légers pour la nouvelle saison.',
      },
      title: 'Fraîcheur de printemps',
      subtitle: 'Des soins plus légers pour la nouvelle saison.',
      alt: 'Des fleurs de printemps à côté d’un flacon de lait corporel',
      cta: 'Découvrir les soins du corps',
    },
    nl: {
      meta: {
        title: 'Lentefris',
        metaTitle: 'Lentefris | Estelle Tijs',
        metaDescription: 'Lichtere verzorging voor het nieuwe seizoen.',
      },
      title: 'Lentefris',
      subtitle: 'Lichtere verzorging voor het nieuwe seizoen.',
      alt: 'Lentebloemen naast een fles bodylotion',
      cta: 'Shop lichaamsverzorging',
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      {
        _uid: uid('hero'),
        component: 'hero',
        title: t.title,
        subtitle: t.subtitle,
        image: cmsAsset('spring-campaign', 1600, 600, t.alt),
        cta_label: t.cta,
        cta_link: storyLink(CATEGORY_LINKS.body),
      },
    ]),
})
