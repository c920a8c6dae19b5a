import { defineStory } from '../define-story.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  introTitle: string
  introText: string
  tableTitle: string
  columns: string[]
  rows: string[][]
}

// Care products come in four sizes; the table helps choosing one. Row keys keep _uids stable across languages.
const ROW_KEYS = ['travel', 'regular', 'salon', 'refill'] as const

export const SIZE_GUIDE_STORY = defineStory<Texts>({
  full_slug: 'size-guide',
  name: 'Size guide',
  texts: {
    default: {
      meta: {
        title: 'Size guide',
        metaTitle: 'Size guide | Estelle Tijs',
        metaDescription:
          'Which size suits you? Compare the travel, regular, salon and refill sizes of Estelle Tijs products.',
      },
      introTitle: 'Which size suits you?',
      introText:
        'Most of our hair and body care comes in four sizes. The number of applications is an estimate for shoulder-length hair.',
      tableTitle: 'Product sizes',
      columns: ['Size', 'Volume', 'Applications (approx.)', 'Best for'],
      rows: [
        ['Travel', '50 ml', '10 to 15', 'Trips and the gym bag'],
        ['Regular', '250 ml', '50 to 70', 'Daily use at home'],
        ['Salon', '1000 ml', '200 to 250', 'Salons and large households'],
        ['Refill', '5000 ml', 'more than 1000', 'Refilling salon bottles'],
      ],
    },
    de: {
      meta: {
        title: 'Größenratgeber',
        metaTitle: 'Größenratgeber | Estelle Tijs',
        metaDescription:
          'Welche Größe passt zu Ihnen? Vergleichen Sie Reise-, Standard-, Salon- und Nachfüllgrößen von Estelle Tijs.',
      },
      introTitle: 'Welche Größe passt zu Ihnen?',
      introText:
        'Die meisten unserer Haar- und Körperpflegeprodukte gibt es in vier Größen. Die Zahl der Anwendungen ist ein Richtwert für schulterlanges Haar.',
      tableTitle: 'Produktgrößen',
      columns: ['Größe', 'Inhalt', 'Anwendungen (ca.)', 'Ideal für'],
      rows: [
        ['Reisegröße', '50 ml', '10 bis 15', 'Reisen und die Sporttasche'],
        ['Standard', '250 ml', '50 bis 70', 'Den täglichen Gebrauch zu Hause'],
        ['Salon', '1000 ml', '200 bis 250', 'Salons und große Haushalte'],
        ['Nachfüllpack', '5000 ml', 'mehr als 1000', 'Das Nachfüllen von Salonflaschen'],
      ],
    },
    fr: {
      meta: {
        title: 'Guide des tailles',
        metaTitle: 'Guide des tailles | Estelle Tijs',
        metaDescription:
          'Quel format vous convient ? Comparez les formats voyage, standard, salon et recharge des produits Estelle Tijs.',
      },
      introTitle: 'Quel format vous convient ?',
      introText:
        'La plupart de nos soins pour les cheveux et le corps existent en quatre formats. Le nombre d’utilisations est une estimation pour des cheveux mi-longs.',
      tableTitle: 'Formats des produits',
      columns: ['Format', 'Contenance', 'Utilisations (env.)', 'Idéal pour'],
      rows: [
        ['Voyage', '50 ml', '10 à 15', 'Les voyages et le sac de sport'],
        ['Standard', '250 ml', '50 à 70', 'Un usage quotidien à la maison'],
        ['Salon', '1000 ml', '200 à 250', 'Les salons et les grandes familles'],
        ['Recharge', '5000 ml', 'plus de 1000', 'Remplir les flacons du salon'],
      ],
    },
    nl: {
      meta: {
        title: 'Maatgids',
        metaTitle: 'Maatgids | Estelle Tijs',
        metaDescription:
          'Welk formaat past bij jou? Vergelijk de reis-, standaard-, salon- en navulformaten van Estelle Tijs.',
      },
      introTitle: 'Welk formaat past bij jou?',
      introText:
        'De meeste haar- en lichaamsverzorging is er in vier formaten. Het aantal toepassingen is een schatting voor haar tot op de schouders.',
      tableTitle: 'Productformaten',
      columns: ['Formaat', 'Inhoud', 'Toepassingen (ca.)', 'Ideaal voor'],
      rows: [
        ['Reisformaat', '50 ml', '10 tot 15', 'Op reis en in de sporttas'],
        ['Standaard', '250 ml', '50 tot 70', 'Dagelijks gebruik thuis'],
        ['Salon', '1000 ml', '200 tot 250', 'Salons en grote huishoudens'],
        ['Navulverpakking', '5000 ml', 'meer dan 1000', 'Het navullen van salonflessen'],
      ],
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      { _uid: uid('intro'), component: 'text_block', title: t.introTitle, text: t.introText },
      {
        _uid: uid('table'),
        component: 'size_guide_table',
        title: t.tableTitle,
        columns: t.columns,
        rows: ROW_KEYS.map((key, index) => ({
          _uid: uid(`table/${key}`),
          component: 'size_guide_row' as const,
          cells: t.rows[index] ?? [],
        })),
      },
    ]),
})
