import { CATEGORY_LINKS, CATEGORY_PATHS } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  hero: { title: string; subtitle: string; alt: string; cta: string }
  washing: { title: string; text: string }
  hairType: { title: string; text: string; alt: string; linkLabel: string }
  styling: { title: string; text: string }
  carousel: string
}

export const HAIR_CARE_GUIDE_STORY = defineStory<Texts>({
  full_slug: 'pages/hair-care-guide',
  name: 'Hair care guide',
  tag_list: ['guide'],
  texts: {
    default: {
      meta: {
        title: 'Hair care guide',
        metaTitle: 'Hair care guide | Estelle Tijs',
        metaDescription:
          'How to wash, condition and style your hair like a professional: tips from Estelle Tijs hairdressers.',
      },
      hero: {
        title: 'The Estelle Tijs hair care guide',
        subtitle: 'Salon routines you can follow at home.',
        alt: 'A woman rinsing conditioner out of her hair',
        cta: 'Shop shampoo',
      },
      washing: {
        title: 'Washing the right way',
        text: 'Use lukewarm water and a small amount of shampoo, massaged into the scalp rather than the lengths. The foam that rinses out cleans the ends.\n\nMost hair types do best with two to three washes a week.',
      },
      hairType: {
        title: 'Know your hair type',
        text: 'Fine hair needs lightweight care that does not weigh it down, thick or curly hair wants more moisture and a richer conditioner.\n\nNot sure? Ask your hairdresser, or start with our mild everyday shampoo.',
        alt: 'Three strands of hair: fine, wavy and curly',
        linkLabel: 'Discover shampoos',
      },
      styling: {
        title: 'Styling without damage',
        text: 'Always apply heat protection before blow-drying or straightening, and keep the dryer moving.\n\nFinish with a few drops of oil in the lengths for shine and softness.',
      },
      carousel: 'Recommended for your routine',
    },
    de: {
      meta: {
        title: 'Haarpflege-Ratgeber',
        metaTitle: 'Haarpflege-Ratgeber | Estelle Tijs',
        metaDescription:
          'Haare waschen, pflegen und stylen wie die Profis: Tipps von den Friseurinnen und Friseuren von Estelle Tijs.',
      },
      hero: {
        title: 'Der Haarpflege-Ratgeber von Estelle Tijs',
        subtitle: 'Salonroutinen, die Sie zu Hause nachmachen können.',
        alt: 'Eine Frau spült Pflegespülung aus ihrem Haar',
        cta: 'Shampoos entdecken',
      },
      washing: {
        title: 'Richtig waschen',
        text: 'Verwenden Sie lauwarmes Wasser und wenig Shampoo, das Sie in die Kopfhaut einmassieren statt in die Längen. Der Schaum, der beim Ausspülen herunterläuft, reinigt die Spitzen.\n\nDen meisten Haartypen tun zwei bis drei Haarwäschen pro Woche gut.',
      },
      hairType: {
        title: 'Kennen Sie Ihren Haartyp',
        text: 'Feines Haar braucht leichte Pflege, die es nicht beschwert; dickes oder lockiges Haar wünscht sich mehr Feuchtigkeit und eine reichhaltigere Spülung.\n\nUnsicher? Fragen Sie Ihre Friseurin oder beginnen Sie mit unserem milden Shampoo für jeden Tag.',
        alt: 'Drei Haarsträhnen: fein, wellig und lockig',
        linkLabel: 'Shampoos entdecken',
      },
      styling: {
        title: 'Stylen ohne Schäden',
        text: 'Tragen Sie vor dem Föhnen oder Glätten immer einen Hitzeschutz auf und bewegen Sie den Föhn ständig.\n\nZum Schluss ein paar Tropfen Öl in die Längen geben, für Glanz und Geschmeidigkeit.',
      },
      carousel: 'Empfohlen für Ihre Routine',
    },
    fr: {
      meta: {
        title: 'Guide des soins capillaires',
        metaTitle: 'Guide des soins capillaires | Estelle Tijs',
        metaDescription:
          'Laver, soigner et coiffer vos cheveux comme un professionnel : les conseils des coiffeurs Estelle Tijs.',
      },
      hero: {
        title: 'Le guide des soins capillaires Estelle Tijs',
        subtitle: 'Des rituels de salon à reproduire chez vous.',
        alt: 'Une femme rince l’après-shampooing de ses cheveux',
        cta: 'Découvrir les shampooings',
      },
      washing: {
        title: 'Bien se laver les cheveux',
        text: 'Utilisez de l’eau tiède et une petite quantité de shampooing, massée sur le cuir chevelu plutôt que sur les longueurs. La mousse qui s’écoule au rinçage nettoie les pointes.\n\nLa plupart des cheveux se portent mieux avec deux à trois lavages par semaine.',
      },
      hairType: {
        title: 'Connaître votre type de cheveux',
        text: 'Les cheveux fins ont besoin de soins légers qui ne les alourdissent pas ; les cheveux épais ou bouclés demandent plus d’hydratation et un après-shampooing plus riche.\n\nVous hésitez ? Demandez à votre coiffeur ou commencez par notre shampooing doux pour tous les jours.',
        alt: 'Trois mèches de cheveux : fins, ondulés et bouclés',
        linkLabel: 'Découvrir les shampooings',
      },
      styling: {
        title: 'Coiffer sans abîmer',
        text: 'Appliquez toujours un protecteur thermique avant le brushing ou le lissage, et gardez le sèche-cheveux en mouvement.\n\nTerminez par quelques gouttes d’huile sur les longueurs pour la brillance et la douceur.',
      },
      carousel: 'Recommandé pour votre routine',
    },
    nl: {
      meta: {
        title: 'Haarverzorgingsgids',
        metaTitle: 'Haarverzorgingsgids | Estelle Tijs',
        metaDescription:
          'Je haar wassen, verzorgen en stylen als een professional: tips van de kappers van Estelle Tijs.',
      },
      hero: {
        title: 'De haarverzorgingsgids van Estelle Tijs',
        subtitle: 'Salonroutines die je thuis kunt volgen.',
        alt: 'Een vrouw spoelt conditioner uit haar haar',
        cta: 'Shop shampoo',
      },
      washing: {
        title: 'Goed wassen',
        text: 'Gebruik lauw water en een kleine hoeveelheid shampoo, die je in de hoofdhuid masseert in plaats van in de lengtes. Het schuim dat bij het uitspoelen naar beneden loopt, reinigt de punten.\n\nDe meeste haartypes varen het best bij twee tot drie wasbeurten per week.',
      },
      hairType: {
        title: 'Ken je haartype',
        text: 'Fijn haar heeft lichte verzorging nodig die het niet verzwaart; dik of krullend haar wil meer vocht en een rijkere conditioner.\n\nTwijfel je? Vraag het je kapper, of begin met onze milde shampoo voor elke dag.',
        alt: 'Drie haarlokken: fijn, golvend en krullend',
        linkLabel: 'Ontdek shampoos',
      },
      styling: {
        title: 'Stylen zonder schade',
        text: 'Breng altijd een hittebescherming aan voor het föhnen of stijlen, en houd de föhn in beweging.\n\nMaak af met een paar druppels olie in de lengtes voor glans en zachtheid.',
      },
      carousel: 'Aanbevolen voor je routine',
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      {
        _uid: uid('hero'),
        component: 'hero',
        title: t.hero.title,
        subtitle: t.hero.subtitle,
        image: cmsAsset('hair-care-guide-hero', 1600, 600, t.hero.alt),
        cta_label: t.hero.cta,
        cta_link: storyLink(CATEGORY_LINKS.hairShampoo),
      },
      { _uid: uid('washing'), component: 'text_block', title: t.washing.title, text: t.washing.text },
      {
        _uid: uid('hair-type'),
        component: 'image_text',
        title: t.hairType.title,
        text: t.hairType.text,
        image: cmsAsset('hair-types', 800, 600, t.hairType.alt),
        link: storyLink(CATEGORY_LINKS.hairShampoo),
        link_label: t.hairType.linkLabel,
        image_position: 'right',
      },
      { _uid: uid('styling'), component: 'text_block', title: t.styling.title, text: t.styling.text },
      {
        _uid: uid('carousel'),
        component: 'product_carousel',
        title: t.carousel,
        category_url_path: CATEGORY_PATHS.hair,
      },
    ]),
})
