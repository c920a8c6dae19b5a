import { CATEGORY_LINKS, CATEGORY_PATHS, FEATURED_SKUS, ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'

type Tile = { label: string; alt: string }
type Texts = {
  title: string
  metaTitle: string
  metaDescription: string
  hero: { title: string; subtitle: string; alt: string; cta: string }
  bestsellers: string
  newInHair: string
  tilesTitle: string
  tiles: { hair: Tile; body: Tile; face: Tile; training: Tile }
  academy: { title: string; text: string; alt: string; linkLabel: string }
  about: { title: string; text: string }
  newsletter: { title: string; text: string }
}

export const HOME_STORY = defineStory<Texts>({
  full_slug: 'home',
  name: 'Home',
  texts: {
    default: {
      title: 'Home',
      metaTitle: 'Estelle Tijs | Professional hair, body and face care',
      metaDescription:
        'Salon-quality care for hair, body and face, plus hands-on trainings for professionals. Free shipping on orders over €50.',
      hero: {
        title: 'Professional care for hair, body and face',
        subtitle: 'Salon-quality products and hands-on trainings, developed together with hairdressers.',
        alt: 'Bottles of Estelle Tijs hair care on a salon counter',
        cta: 'Shop hair care',
      },
      bestsellers: 'Our bestsellers',
      newInHair: 'New in hair care',
      tilesTitle: 'Shop by category',
      tiles: {
        hair: { label: 'Hair', alt: 'Hair care products' },
        body: { label: 'Body', alt: 'Body care products' },
        face: { label: 'Face', alt: 'Face care products' },
        training: { label: 'Trainings', alt: 'A hairdressing training in progress' },
      },
      academy: {
        title: 'Learn from our educators',
        text: 'In our training academy experienced educators share the techniques they use every day in the salon.\n\nChoose a one-day workshop or a complete course and practise in small groups.',
        alt: 'An educator demonstrating a cutting technique',
        linkLabel: 'Discover our trainings',
      },
      about: {
        title: 'About Estelle Tijs',
        text: 'Estelle Tijs started as a small salon with a big idea: care products that work as well at home as they do in the salon chair.\n\nToday we develop formulas together with professionals, and we keep listening to the people who use them every day.',
      },
      newsletter: {
        title: 'Stay in the loop',
        text: 'Sign up for our newsletter and receive care tips, training dates and exclusive offers.',
      },
    },
    de: {
      title: 'Startseite',
      metaTitle: 'Estelle Tijs | Professionelle Pflege für Haare, Körper und Gesicht',
      metaDescription:
        'Pflege in Salonqualität für Haare, Körper und Gesicht sowie praxisnahe Schulungen für Profis. Kostenloser Versand ab 50 €.',
      hero: {
        title: 'Professionelle Pflege für Haare, Körper und Gesicht',
        subtitle:
          'Produkte in Salonqualität und praxisnahe Schulungen, gemeinsam mit Friseurinnen und Friseuren entwickelt.',
        alt: 'Flaschen mit Estelle Tijs Haarpflege auf einer Salontheke',
        cta: 'Haarpflege entdecken',
      },
      bestsellers: 'Unsere Bestseller',
      newInHair: 'Neu in der Haarpflege',
      tilesTitle: 'Nach Kategorie einkaufen',
      tiles: {
        hair: { label: 'Haare', alt: 'Haarpflegeprodukte' },
        body: { label: 'Körper', alt: 'Körperpflegeprodukte' },
        face: { label: 'Gesicht', alt: 'Gesichtspflegeprodukte' },
        training: { label: 'Schulungen', alt: 'Eine laufende Friseurschulung' },
      },
      academy: {
        title: 'Lernen Sie von unseren Trainerinnen und Trainern',
        text: 'In unserer Schulungsakademie teilen erfahrene Trainerinnen und Trainer die Techniken, die sie täglich im Salon anwenden.\n\nWählen Sie einen eintägigen Workshop oder einen kompletten Kurs und üben Sie in kleinen Gruppen.',
        alt: 'Eine Trainerin zeigt eine Schnitttechnik',
        linkLabel: 'Unsere Schulungen entdecken',
      },
      about: {
        title: 'Über Estelle Tijs',
        text: 'Estelle Tijs begann als kleiner Salon mit einer großen Idee: Pflegeprodukte, die zu Hause genauso gut wirken wie auf dem Salonstuhl.\n\nHeute entwickeln wir unsere Rezepturen gemeinsam mit Profis und hören weiterhin denen zu, die sie jeden Tag verwenden.',
      },
      newsletter: {
        title: 'Bleiben Sie auf dem Laufenden',
        text: 'Melden Sie sich für unseren Newsletter an und erhalten Sie Pflegetipps, Schulungstermine und exklusive Angebote.',
      },
    },
    fr: {
      title: 'Accueil',
      metaTitle: 'Estelle Tijs | Soins professionnels pour cheveux, corps et visage',
      metaDescription:
        'Des soins de qualité salon pour les cheveux, le corps et le visage, et des formations pratiques pour les professionnels. Livraison gratuite dès 50 €.',
      hero: {
        title: 'Des soins professionnels pour les cheveux, le corps et le visage',
        subtitle: 'Des produits de qualité salon et des formations pratiques, conçus avec des coiffeurs.',
        alt: 'Flacons de soins capillaires Estelle Tijs sur un comptoir de salon',
        cta: 'Découvrir les soins capillaires',
      },
      bestsellers: 'Nos meilleures ventes',
      newInHair: 'Nouveautés soins capillaires',
      tilesTitle: 'Acheter par catégorie',
      tiles: {
        hair: { label: 'Cheveux', alt: 'Produits de soin capillaire' },
        body: { label: 'Corps', alt: 'Produits de soin pour le corps' },
        face: { label: 'Visage', alt: 'Produits de soin pour le visage' },
        training: { label: 'Formations', alt: 'Une formation de coiffure en cours' },
      },
      academy: {
        title: 'Apprenez avec nos formateurs',
        text: 'Dans notre académie, des formateurs expérimentés partagent les techniques qu’ils utilisent chaque jour en salon.\n\nChoisissez un atelier d’une journée ou un cursus complet et pratiquez en petits groupes.',
        alt: 'Une formatrice montre une technique de coupe',
        linkLabel: 'Découvrir nos formations',
      },
      about: {
        title: 'À propos d’Estelle Tijs',
        text: 'Estelle Tijs a commencé comme un petit salon avec une grande idée : des soins aussi efficaces à la maison que dans le fauteuil du coiffeur.\n\nAujourd’hui, nous développons nos formules avec des professionnels et nous restons à l’écoute de celles et ceux qui les utilisent chaque jour.',
      },
      newsletter: {
        title: 'Restez informé',
        text: 'Inscrivez-vous à notre newsletter et recevez des conseils de soin, les dates de formation et des offres exclusives.',
      },
    },
    nl: {
      title: 'Home',
      metaTitle: 'Estelle Tijs | Professionele verzorging voor haar, lichaam en gezicht',
      metaDescription:
        'Verzorging van salonkwaliteit voor haar, lichaam en gezicht, en praktische trainingen voor professionals. Gratis verzending vanaf € 50.',
      hero: {
        title: 'Professionele verzorging voor haar, lichaam en gezicht',
        subtitle: 'Producten van salonkwaliteit en praktische trainingen, ontwikkeld samen met kappers.',
        alt: 'Flessen Estelle Tijs haarverzorging op een salonbalie',
        cta: 'Shop haarverzorging',
      },
      bestsellers: 'Onze bestsellers',
      newInHair: 'Nieuw in haarverzorging',
      tilesTitle: 'Shop per categorie',
      tiles: {
        hair: { label: 'Haar', alt: 'Haarverzorgingsproducten' },
        body: { label: 'Lichaam', alt: 'Lichaamsverzorgingsproducten' },
        face: { label: 'Gezicht', alt: 'Gezichtsverzorgingsproducten' },
        training: { label: 'Trainingen', alt: 'Een kapperstraining in volle gang' },
      },
      academy: {
        title: 'Leer van onze trainers',
        text: 'In onze trainingsacademie delen ervaren trainers de technieken die ze elke dag in de salon gebruiken.\n\nKies een workshop van één dag of een volledige opleiding en oefen in kleine groepen.',
        alt: 'Een trainer demonstreert een knipstechniek',
        linkLabel: 'Ontdek onze trainingen',
      },
      about: {
        title: 'Over Estelle Tijs',
        text: 'Estelle Tijs begon als een kleine salon met een groot idee: verzorgingsproducten die thuis net zo goed werken als in de kappersstoel.\n\nVandaag ontwikkelen we onze formules samen met professionals, en we blijven luisteren naar de mensen die ze elke dag gebruiken.',
      },
      newsletter: {
        title: 'Blijf op de hoogte',
        text: 'Schrijf je in voor onze nieuwsbrief en ontvang verzorgingstips, trainingsdata en exclusieve aanbiedingen.',
      },
    },
  },
  build: (t, uid) => {
    const tile = (key: keyof Texts['tiles'], path: string, color: string) => ({
      _uid: uid(`tiles/${key}`),
      component: 'category_tile' as const,
      label: t.tiles[key].label,
      link: storyLink(path),
      image: cmsAsset(`category-${key}`, 600, 600, t.tiles[key].alt),
      color,
    })
    return {
      _uid: uid('root'),
      component: 'page',
      title: t.title,
      meta_title: t.metaTitle,
      meta_description: t.metaDescription,
      body: [
        {
          _uid: uid('hero'),
          component: 'hero',
          title: t.hero.title,
          subtitle: t.hero.subtitle,
          image: cmsAsset('home-hero', 1600, 600, t.hero.alt),
          cta_label: t.hero.cta,
          cta_link: storyLink(CATEGORY_LINKS.hair),
        },
        {
          _uid: uid('bestsellers'),
          component: 'product_carousel',
          title: t.bestsellers,
          skus: FEATURED_SKUS.join(','),
        },
        {
          _uid: uid('tiles'),
          component: 'category_tiles',
          title: t.tilesTitle,
          tiles: [
            tile('hair', CATEGORY_LINKS.hair, '#C8A27C'),
            tile('body', CATEGORY_LINKS.body, '#9FB8AD'),
            tile('face', CATEGORY_LINKS.face, '#E8C5C1'),
            tile('training', CATEGORY_LINKS.training, '#3E4A61'),
          ],
        },
        {
          _uid: uid('new-in-hair'),
          component: 'product_carousel',
          title: t.newInHair,
          category_url_path: CATEGORY_PATHS.hair,
        },
        {
          _uid: uid('academy'),
          component: 'image_text',
          title: t.academy.title,
          text: t.academy.text,
          image: cmsAsset('training-academy', 800, 600, t.academy.alt),
          link: storyLink(ROUTES.trainingAcademy),
          link_label: t.academy.linkLabel,
          image_position: 'right',
        },
        { _uid: uid('about'), component: 'text_block', title: t.about.title, text: t.about.text },
        { _uid: uid('newsletter'), component: 'newsletter_cta', title: t.newsletter.title, text: t.newsletter.text },
      ],
    }
  },
})
