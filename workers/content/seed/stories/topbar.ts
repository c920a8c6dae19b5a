import { ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { storyLink } from '../fields.ts'

type Texts = { shipping: string; sameDay: string; professional: string }

export const TOPBAR_STORY = defineStory<Texts>({
  full_slug: 'topbar',
  name: 'Top bar',
  tag_list: ['global'],
  texts: {
    default: {
      shipping: 'Free shipping on orders over €50',
      sameDay: 'Order before 4 pm, shipped the same day',
      professional: 'Professional quality, trusted by salons',
    },
    de: {
      shipping: 'Kostenloser Versand ab 50 €',
      sameDay: 'Bis 16 Uhr bestellt, am selben Tag versendet',
      professional: 'Profiqualität, der Friseursalons vertrauen',
    },
    fr: {
      shipping: 'Livraison gratuite dès 50 € d’achat',
      sameDay: 'Commandé avant 16 h, expédié le jour même',
      professional: 'Qualité professionnelle, approuvée par les salons',
    },
    nl: {
      shipping: 'Gratis verzending vanaf € 50',
      sameDay: 'Voor 16.00 uur besteld, dezelfde dag verzonden',
      professional: 'Professionele kwaliteit, vertrouwd door salons',
    },
  },
  build: (t, uid) => ({
    _uid: uid('root'),
    component: 'topbar',
    items: [
      { _uid: uid('shipping'), component: 'topbar_item', text: t.shipping, link: storyLink(ROUTES.faq) },
      { _uid: uid('same-day'), component: 'topbar_item', text: t.sameDay },
      { _uid: uid('professional'), component: 'topbar_item', text: t.professional, link: storyLink(ROUTES.business) },
    ],
  }),
})
