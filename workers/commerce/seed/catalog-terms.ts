// Translated vocabulary for the category tree and product names. Tuples are [en, de, fr, nl].
import type { Translation } from './stores.ts'

export type CategoryNode = { term: Translation; children?: CategoryNode[] }
export type Area = { code: 'hair' | 'body' | 'face' | 'training'; color: string; node: CategoryNode }

const leafPair = (a: Translation, b: Translation): CategoryNode[] => [{ term: a }, { term: b }]

export const AREAS: Area[] = [
  {
    code: 'hair',
    color: '#b5838d',
    node: {
      term: ['Hair', 'Haar', 'Cheveux', 'Haar'],
      children: [
        {
          term: ['Shampoo', 'Shampoo', 'Shampooing', 'Shampoo'],
          children: [
            {
              term: ['Dry Hair', 'Trockenes Haar', 'Cheveux secs', 'Droog haar'],
              children: leafPair(
                ['Sulfate Free', 'Sulfatfrei', 'Sans sulfates', 'Sulfaatvrij'],
                ['Intense Repair', 'Intensive Reparatur', 'Réparation intense', 'Intensief herstel'],
              ),
            },
            {
              term: ['Coloured Hair', 'Coloriertes Haar', 'Cheveux colorés', 'Gekleurd haar'],
              children: leafPair(
                ['Colour Protect', 'Farbschutz', 'Protection couleur', 'Kleurbescherming'],
                ['Silver', 'Silber', 'Argent', 'Zilver'],
              ),
            },
          ],
        },
        {
          term: ['Styling', 'Styling', 'Coiffage', 'Styling'],
          children: [
            {
              term: ['Wax', 'Wachs', 'Cire', 'Wax'],
              children: leafPair(['Matte', 'Matt', 'Mat', 'Mat'], ['Shine', 'Glanz', 'Brillance', 'Glans']),
            },
            {
              term: ['Spray', 'Spray', 'Spray', 'Spray'],
              children: leafPair(
                ['Hairspray', 'Haarspray', 'Laque', 'Haarlak'],
                ['Texture', 'Textur', 'Texture', 'Textuur'],
              ),
            },
          ],
        },
      ],
    },
  },
  {
    code: 'body',
    color: '#6d9773',
    node: {
      term: ['Body', 'Körper', 'Corps', 'Lichaam'],
      children: [
        {
          term: ['Shower', 'Dusche', 'Douche', 'Douche'],
          children: [
            {
              term: ['Shower Gel', 'Duschgel', 'Gel douche', 'Douchegel'],
              children: leafPair(
                ['Fresh', 'Frisch', 'Frais', 'Fris'],
                ['Sensitive', 'Sensitiv', 'Sensible', 'Gevoelig'],
              ),
            },
            {
              term: ['Shower Oil', 'Duschöl', 'Huile de douche', 'Doucheolie'],
              children: leafPair(
                ['Relaxing', 'Entspannend', 'Relaxant', 'Ontspannend'],
                ['Nourishing', 'Pflegend', 'Nourrissant', 'Voedend'],
              ),
            },
          ],
        },
        {
          term: ['Body Care', 'Körperpflege', 'Soin du corps', 'Lichaamsverzorging'],
          children: [
            {
              term: ['Lotion', 'Lotion', 'Lotion', 'Lotion'],
              children: leafPair(
                ['Daily', 'Täglich', 'Quotidien', 'Dagelijks'],
                ['Firming', 'Straffend', 'Raffermissant', 'Verstevigend'],
              ),
            },
            {
              term: ['Scrub', 'Peeling', 'Gommage', 'Scrub'],
              children: leafPair(
                ['Salt Scrub', 'Salzpeeling', 'Gommage au sel', 'Zoutscrub'],
                ['Sugar Scrub', 'Zuckerpeeling', 'Gommage au sucre', 'Suikerscrub'],
              ),
            },
          ],
        },
      ],
    },
  },
  {
    code: 'face',
    color: '#e5989b',
    node: {
      term: ['Face', 'Gesicht', 'Visage', 'Gezicht'],
      children: [
        {
          term: ['Cleansing', 'Reinigung', 'Nettoyage', 'Reiniging'],
          children: [
            {
              term: ['Cleanser', 'Reiniger', 'Nettoyant', 'Reiniger'],
              children: leafPair(['Foam', 'Schaum', 'Mousse', 'Schuim'], ['Milk', 'Milch', 'Lait', 'Melk']),
            },
            {
              term: ['Toner', 'Gesichtswasser', 'Tonique', 'Toner'],
              children: leafPair(
                ['Hydrating', 'Feuchtigkeit', 'Hydratant', 'Hydraterend'],
                ['Clarifying', 'Klärend', 'Purifiant', 'Zuiverend'],
              ),
            },
          ],
        },
        {
          term: ['Treatment', 'Pflege', 'Soin', 'Verzorging'],
          children: [
            {
              term: ['Serum', 'Serum', 'Sérum', 'Serum'],
              children: leafPair(
                ['Vitamin C', 'Vitamin C', 'Vitamine C', 'Vitamine C'],
                ['Retinol', 'Retinol', 'Rétinol', 'Retinol'],
              ),
            },
            {
              term: ['Cream', 'Creme', 'Crème', 'Crème'],
              children: leafPair(
                ['Day Cream', 'Tagescreme', 'Crème de jour', 'Dagcrème'],
                ['Night Cream', 'Nachtcreme', 'Crème de nuit', 'Nachtcrème'],
              ),
            },
          ],
        },
      ],
    },
  },
  {
    code: 'training',
    color: '#355070',
    node: {
      term: ['Training', 'Schulungen', 'Formations', 'Trainingen'],
      children: [
        {
          term: ['Hair Courses', 'Haarkurse', 'Cours coiffure', 'Haarcursussen'],
          children: [
            {
              term: ['Cutting', 'Schneiden', 'Coupe', 'Knippen'],
              children: leafPair(
                ['Cutting Basics', 'Schnitt Grundlagen', 'Bases de la coupe', 'Basis knippen'],
                ['Cutting Advanced', 'Schnitt Fortgeschritten', 'Coupe avancée', 'Gevorderd knippen'],
              ),
            },
            {
              term: ['Colouring', 'Färben', 'Coloration', 'Kleuren'],
              children: leafPair(
                ['Colour Basics', 'Farbe Grundlagen', 'Bases couleur', 'Basis kleuren'],
                ['Balayage', 'Balayage', 'Balayage', 'Balayage'],
              ),
            },
          ],
        },
        {
          term: ['Business Courses', 'Businesskurse', 'Cours business', 'Businesscursussen'],
          children: [
            {
              term: ['Salon Management', 'Salonmanagement', 'Gestion de salon', 'Salonmanagement'],
              children: leafPair(['Finance', 'Finanzen', 'Finance', 'Financiën'], ['Team', 'Team', 'Équipe', 'Team']),
            },
            {
              term: ['Marketing', 'Marketing', 'Marketing', 'Marketing'],
              children: leafPair(
                ['Social Media', 'Social Media', 'Réseaux sociaux', 'Social media'],
                ['Retail', 'Verkauf', 'Vente', 'Verkoop'],
              ),
            },
          ],
        },
      ],
    },
  },
]

export const ADJECTIVES: Translation[] = [
  ['Hydrating', 'Feuchtigkeits', 'Hydratant', 'Hydraterende'],
  ['Nourishing', 'Pflegende', 'Nourrissant', 'Voedende'],
  ['Soothing', 'Beruhigende', 'Apaisant', 'Kalmerende'],
  ['Revitalizing', 'Revitalisierende', 'Revitalisant', 'Revitaliserende'],
  ['Purifying', 'Reinigende', 'Purifiant', 'Zuiverende'],
  ['Smoothing', 'Glättende', 'Lissant', 'Gladmakende'],
  ['Radiant', 'Strahlende', 'Éclatant', 'Stralende'],
  ['Gentle', 'Sanfte', 'Doux', 'Milde'],
]

export const INGREDIENTS: Translation[] = [
  ['Argan', 'Argan', 'Argan', 'Argan'],
  ['Rose', 'Rosen', 'Rose', 'Rozen'],
  ['Aloe', 'Aloe', 'Aloès', 'Aloë'],
  ['Almond', 'Mandel', 'Amande', 'Amandel'],
  ['Green Tea', 'Grüntee', 'Thé vert', 'Groene thee'],
  ['Lavender', 'Lavendel', 'Lavande', 'Lavendel'],
]

export const NOUNS: Record<'hair' | 'body' | 'face', Translation[]> = {
  hair: [
    ['Shampoo', 'Shampoo', 'Shampooing', 'Shampoo'],
    ['Conditioner', 'Spülung', 'Après-shampooing', 'Conditioner'],
    ['Hair Mask', 'Haarmaske', 'Masque capillaire', 'Haarmasker'],
    ['Styling Wax', 'Stylingwachs', 'Cire coiffante', 'Stylingwax'],
    ['Hair Oil', 'Haaröl', 'Huile capillaire', 'Haarolie'],
  ],
  body: [
    ['Shower Gel', 'Duschgel', 'Gel douche', 'Douchegel'],
    ['Body Lotion', 'Körperlotion', 'Lait corporel', 'Bodylotion'],
    ['Body Scrub', 'Körperpeeling', 'Gommage corps', 'Bodyscrub'],
    ['Hand Cream', 'Handcreme', 'Crème mains', 'Handcrème'],
    ['Body Oil', 'Körperöl', 'Huile corps', 'Lichaamsolie'],
  ],
  face: [
    ['Face Serum', 'Gesichtsserum', 'Sérum visage', 'Gezichtsserum'],
    ['Day Cream', 'Tagescreme', 'Crème de jour', 'Dagcrème'],
    ['Cleansing Foam', 'Reinigungsschaum', 'Mousse nettoyante', 'Reinigingsschuim'],
    ['Eye Cream', 'Augencreme', 'Crème yeux', 'Oogcrème'],
    ['Face Mask', 'Gesichtsmaske', 'Masque visage', 'Gezichtsmasker'],
  ],
}

export const TRAININGS: Translation[] = [
  [
    'Precision Cutting Workshop',
    'Präzisionsschnitt Workshop',
    'Atelier coupe de précision',
    'Workshop precisieknippen',
  ],
  ['Balayage Masterclass', 'Balayage Meisterkurs', 'Masterclass balayage', 'Balayage masterclass'],
  ['Colour Theory Course', 'Farbtheorie Kurs', 'Cours théorie des couleurs', 'Cursus kleurtheorie'],
  ['Salon Finance Course', 'Salonfinanzen Kurs', 'Cours finance de salon', 'Cursus salonfinanciën'],
  ['Social Media for Salons', 'Social Media für Salons', 'Réseaux sociaux pour salons', 'Social media voor salons'],
]

// French puts the adjective after the noun; the other languages before it.
export function productName(
  storeIndex: number,
  adjective: Translation,
  ingredient: Translation,
  noun: Translation,
): string {
  const a = adjective[storeIndex] ?? adjective[0]
  const i = ingredient[storeIndex] ?? ingredient[0]
  const n = noun[storeIndex] ?? noun[0]
  if (storeIndex === 2) return `${n} ${a} ${i}`
  return `${a} ${i} ${n}`
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
