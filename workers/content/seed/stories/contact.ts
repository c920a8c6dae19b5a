import { defineStory } from '../define-story.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  infoTitle: string
  address: string
  openingHours: string
  introTitle: string
  introText: string
}

// Contact details are the same in every store; only the labels and formats are translated.
const EMAIL = 'service@estelletijs.example'
const PHONE = '+31 20 123 4567'

export const CONTACT_STORY = defineStory<Texts>({
  full_slug: 'contact',
  name: 'Contact',
  texts: {
    default: {
      meta: {
        title: 'Contact',
        metaTitle: 'Contact | Estelle Tijs',
        metaDescription:
          'Questions about an order, a product or a training? Contact the Estelle Tijs customer service team.',
      },
      introTitle: 'We are here to help',
      introText:
        'Questions about an order, a product or a training? Send us an email or give us a call.\n\nWe answer every message within one working day.',
      infoTitle: 'Customer service',
      address: 'Estelle Tijs B.V.\nKeizersgracht 123\n1015 CJ Amsterdam\nThe Netherlands',
      openingHours: 'Monday to Friday: 9:00 to 17:00\nSaturday: 10:00 to 14:00',
    },
    de: {
      meta: {
        title: 'Kontakt',
        metaTitle: 'Kontakt | Estelle Tijs',
        metaDescription:
          'Fragen zu einer Bestellung, einem Produkt oder einer Schulung? Kontaktieren Sie den Kundenservice von Estelle Tijs.',
      },
      introTitle: 'Wir helfen Ihnen gern',
      introText:
        'Fragen zu einer Bestellung, einem Produkt oder einer Schulung? Schreiben Sie uns eine E-Mail oder rufen Sie uns an.\n\nWir beantworten jede Nachricht innerhalb eines Werktages.',
      infoTitle: 'Kundenservice',
      address: 'Estelle Tijs B.V.\nKeizersgracht 123\n1015 CJ Amsterdam\nNiederlande',
      openingHours: 'Montag bis Freitag: 9:00 bis 17:00 Uhr\nSamstag: 10:00 bis 14:00 Uhr',
    },
    fr: {
      meta: {
        title: 'Contact',
        metaTitle: 'Contact | Estelle Tijs',
        metaDescription:
          'Une question sur une commande, un produit ou une formation ? Contactez le service client Estelle Tijs.',
      },
      introTitle: 'Nous sommes là pour vous aider',
      introText:
        'Une question sur une commande, un produit ou une formation ? Envoyez-nous un e-mail ou appelez-nous.\n\nNous répondons à chaque message sous un jour ouvré.',
      infoTitle: 'Service client',
      address: 'Estelle Tijs B.V.\nKeizersgracht 123\n1015 CJ Amsterdam\nPays-Bas',
      openingHours: 'Du lundi au vendredi : de 9 h à 17 h\nLe samedi : de 10 h à 14 h',
    },
    nl: {
      meta: {
        title: 'Contact',
        metaTitle: 'Contact | Estelle Tijs',
        metaDescription:
          'Vragen over een bestelling, een product of een training? Neem contact op met de klantenservice van Estelle Tijs.',
      },
      introTitle: 'We helpen je graag',
      introText:
        'Vragen over een bestelling, een product of een training? Stuur ons een e-mail of bel ons.\n\nWe beantwoorden elk bericht binnen één werkdag.',
      infoTitle: 'Klantenservice',
      address: 'Estelle Tijs B.V.\nKeizersgracht 123\n1015 CJ Amsterdam\nNederland',
      openingHours: 'Maandag tot en met vrijdag: 9.00 tot 17.00 uur\nZaterdag: 10.00 tot 14.00 uur',
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      { _uid: uid('intro'), component: 'text_block', title: t.introTitle, text: t.introText },
      {
        _uid: uid('info'),
        component: 'contact_info',
        title: t.infoTitle,
        email: EMAIL,
        phone: PHONE,
        address: t.address,
        opening_hours: t.openingHours,
      },
    ]),
})
