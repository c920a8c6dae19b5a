import { CATEGORY_LINKS, ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink, urlLink } from '../fields.ts'

type Texts = {
  logoAlt: string
  followOn: (network: string) => string
  service: { title: string; contact: string; faq: string; sizeGuide: string; account: string }
  about: { title: string; aboutUs: string; academy: string; guide: string; business: string }
  shop: { title: string; hair: string; body: string; face: string; trainings: string }
  legal: { title: string; terms: string; privacy: string }
  copyright: string
}

const COMMUNITY = [
  { key: 'instagram', network: 'Instagram', url: 'https://www.instagram.com/estelletijs' },
  { key: 'facebook', network: 'Facebook', url: 'https://www.facebook.com/estelletijs' },
  { key: 'youtube', network: 'YouTube', url: 'https://www.youtube.com/@estelletijs' },
  { key: 'tiktok', network: 'TikTok', url: 'https://www.tiktok.com/@estelletijs' },
] as const

export const FOOTER_STORY = defineStory<Texts>({
  full_slug: 'footer',
  name: 'Footer',
  tag_list: ['global'],
  texts: {
    default: {
      logoAlt: 'Estelle Tijs logo',
      followOn: (network) => `Estelle Tijs on ${network}`,
      service: {
        title: 'Customer service',
        contact: 'Contact',
        faq: 'Frequently asked questions',
        sizeGuide: 'Size guide',
        account: 'My account',
      },
      about: {
        title: 'About',
        aboutUs: 'About us',
        academy: 'Training academy',
        guide: 'Hair care guide',
        business: 'Business customers',
      },
      shop: { title: 'Shop', hair: 'Hair', body: 'Body', face: 'Face', trainings: 'Trainings' },
      legal: { title: 'Legal', terms: 'Terms and conditions', privacy: 'Privacy policy' },
      copyright: '© 2026 Estelle Tijs. All rights reserved.',
    },
    de: {
      logoAlt: 'Estelle Tijs Logo',
      followOn: (network) => `Estelle Tijs auf ${network}`,
      service: {
        title: 'Kundenservice',
        contact: 'Kontakt',
        faq: 'Häufige Fragen',
        sizeGuide: 'Größenratgeber',
        account: 'Mein Konto',
      },
      about: {
        title: 'Über uns',
        aboutUs: 'Wer wir sind',
        academy: 'Schulungsakademie',
        guide: 'Haarpflege-Ratgeber',
        business: 'Geschäftskunden',
      },
      shop: { title: 'Shop', hair: 'Haare', body: 'Körper', face: 'Gesicht', trainings: 'Schulungen' },
      legal: { title: 'Rechtliches', terms: 'Allgemeine Geschäftsbedingungen', privacy: 'Datenschutzerklärung' },
      copyright: '© 2026 Estelle Tijs. Alle Rechte vorbehalten.',
    },
    fr: {
      logoAlt: 'Logo Estelle Tijs',
      followOn: (network) => `Estelle Tijs sur ${network}`,
      service: {
        title: 'Service client',
        contact: 'Contact',
        faq: 'Questions fréquentes',
        sizeGuide: 'Guide des tailles',
        account: 'Mon compte',
      },
      about: {
        title: 'À propos',
        aboutUs: 'Qui sommes-nous',
        academy: 'Académie de formation',
        guide: 'Guide des soins capillaires',
        business: 'Clients professionnels',
      },
      shop: { title: 'Boutique', hair: 'Cheveux', body: 'Corps', face: 'Visage', trainings: 'Formations' },
      legal: {
        title: 'Mentions légales',
        terms: 'Conditions générales de vente',
        privacy: 'Politique de confidentialité',
      },
      copyright: '© 2026 Estelle Tijs. Tous droits réservés.',
    },
    nl: {
      logoAlt: 'Estelle Tijs logo',
      followOn: (network) => `Estelle Tijs op ${network}`,
      service: {
        title: 'Klantenservice',
        contact: 'Contact',
        faq: 'Veelgestelde vragen',
        sizeGuide: 'Maatgids',
        account: 'Mijn account',
      },
      about: {
        title: 'Over ons',
        aboutUs: 'Wie we zijn',
        academy: 'Trainingsacademie',
        guide: 'Haarverzorgingsgids',
        business: 'Zakelijke klanten',
      },
      shop: { title: 'Shop', hair: 'Haar', body: 'Lichaam', face: 'Gezicht', trainings: 'Trainingen' },
      legal: { title: 'Juridisch', terms: 'Algemene voorwaarden', privacy: 'Privacybeleid' },
      copyright: '© 2026 Estelle Tijs. Alle rechten voorbehouden.',
    },
  },
  build: (t, uid) => {
    const link = (column: string, key: string, text: string, path: string) => ({
      _uid: uid(`${column}/${key}`),
      component: 'footer_link' as const,
      text,
      link: storyLink(path),
    })
    return {
      _uid: uid('root'),
      component: 'footer',
      logo: cmsAsset('estelle-tijs-logo', 180, 48, t.logoAlt, 'Estelle Tijs'),
      community_links: COMMUNITY.map(({ key, network, url }) => ({
        _uid: uid(`community/${key}`),
        component: 'community_link' as const,
        link: urlLink(url),
        target: '_blank' as const,
        icon: key,
        label: t.followOn(network),
      })),
      columns: [
        {
          _uid: uid('service'),
          component: 'footer_column',
          title: t.service.title,
          title_link: storyLink(ROUTES.contact),
          links: [
            link('service', 'contact', t.service.contact, ROUTES.contact),
            link('service', 'faq', t.service.faq, ROUTES.faq),
            link('service', 'size-guide', t.service.sizeGuide, ROUTES.sizeGuide),
            link('service', 'account', t.service.account, ROUTES.myProfile),
          ],
        },
        {
          _uid: uid('about'),
          component: 'footer_column',
          title: t.about.title,
          title_link: storyLink(ROUTES.aboutUs),
          links: [
            link('about', 'about-us', t.about.aboutUs, ROUTES.aboutUs),
            link('about', 'academy', t.about.academy, ROUTES.trainingAcademy),
            link('about', 'guide', t.about.guide, ROUTES.hairCareGuide),
            link('about', 'business', t.about.business, ROUTES.business),
          ],
        },
        {
          _uid: uid('shop'),
          component: 'footer_column',
          title: t.shop.title,
          links: [
            link('shop', 'hair', t.shop.hair, CATEGORY_LINKS.hair),
            link('shop', 'body', t.shop.body, CATEGORY_LINKS.body),
            link('shop', 'face', t.shop.face, CATEGORY_LINKS.face),
            link('shop', 'trainings', t.shop.trainings, CATEGORY_LINKS.training),
          ],
        },
        {
          _uid: uid('legal'),
          component: 'footer_column',
          title: t.legal.title,
          links: [
            link('legal', 'terms', t.legal.terms, ROUTES.terms),
            link('legal', 'privacy', t.legal.privacy, ROUTES.privacy),
          ],
        },
      ],
      copyright: t.copyright,
    }
  },
})
