import { ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { storyLink } from '../fields.ts'

type Texts = { business: string; trainings: string; guide: string; about: string }

export const MAINMENU_STORY = defineStory<Texts>({
  full_slug: 'mainmenu',
  name: 'Main menu',
  tag_list: ['global'],
  texts: {
    default: {
      business: 'Business customers',
      trainings: 'Training academy',
      guide: 'Hair care guide',
      about: 'About us',
    },
    de: {
      business: 'Geschäftskunden',
      trainings: 'Schulungsakademie',
      guide: 'Haarpflege-Ratgeber',
      about: 'Über uns',
    },
    fr: {
      business: 'Clients professionnels',
      trainings: 'Académie de formation',
      guide: 'Guide des soins capillaires',
      about: 'À propos',
    },
    nl: {
      business: 'Zakelijke klanten',
      trainings: 'Trainingsacademie',
      guide: 'Haarverzorgingsgids',
      about: 'Over ons',
    },
  },
  build: (t, uid) => ({
    _uid: uid('root'),
    component: 'mainmenu',
    items: [
      {
        _uid: uid('business'),
        component: 'menu_link',
        label: t.business,
        link: storyLink(ROUTES.business),
        highlight: true,
      },
      { _uid: uid('trainings'), component: 'menu_link', label: t.trainings, link: storyLink(ROUTES.trainingAcademy) },
      { _uid: uid('guide'), component: 'menu_link', label: t.guide, link: storyLink(ROUTES.hairCareGuide) },
      { _uid: uid('about'), component: 'menu_link', label: t.about, link: storyLink(ROUTES.aboutUs) },
    ],
  }),
})
