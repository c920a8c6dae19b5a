import { ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  story: { title: string; text: string }
  salon: { title: string; text: string; alt: string; linkLabel: string }
  responsibility: { title: string; text: string }
}

export const ABOUT_US_STORY = defineStory<Texts>({
  full_slug: 'about-us',
  name: 'About us',
  texts: {
    default: {
      meta: {
        title: 'About us',
        metaTitle: 'About us | Estelle Tijs',
        metaDescription: 'Meet Estelle Tijs: salon-born care for hair, body and face, developed with professionals.',
      },
      story: {
        title: 'Our story',
        text: 'Estelle Tijs opened her first salon in Amsterdam with one goal: every client should leave with hair that feels as good at home as it does in the chair.\n\nWhen the products she needed did not exist, she started developing her own with a small lab and a group of fellow hairdressers. That is still how we work today.',
      },
      salon: {
        title: 'Made with and for professionals',
        text: 'Every formula is tested in partner salons before it reaches the shop. Hairdressers tell us what works, what does not, and what their clients ask for.\n\nThat feedback also shapes our trainings, where we pass on what we learn.',
        alt: 'Hairdressers testing a new formula in the salon',
        linkLabel: 'Become a business customer',
      },
      responsibility: {
        title: 'Care that lasts',
        text: 'We choose recyclable packaging, offer salon refill sizes and keep our range small on purpose, so every product earns its place.\n\nOur formulas are developed in Europe and never tested on animals.',
      },
    },
    de: {
      meta: {
        title: 'Über uns',
        metaTitle: 'Über uns | Estelle Tijs',
        metaDescription:
          'Lernen Sie Estelle Tijs kennen: Pflege für Haare, Körper und Gesicht aus dem Salon, gemeinsam mit Profis entwickelt.',
      },
      story: {
        title: 'Unsere Geschichte',
        text: 'Estelle Tijs eröffnete ihren ersten Salon in Amsterdam mit einem Ziel: Jede Kundin und jeder Kunde sollte mit Haaren nach Hause gehen, die sich dort genauso gut anfühlen wie auf dem Salonstuhl.\n\nAls es die Produkte, die sie brauchte, nicht gab, begann sie mit einem kleinen Labor und befreundeten Friseurinnen und Friseuren eigene zu entwickeln. So arbeiten wir bis heute.',
      },
      salon: {
        title: 'Mit und für Profis gemacht',
        text: 'Jede Rezeptur wird in Partnersalons getestet, bevor sie in den Shop kommt. Friseurinnen und Friseure sagen uns, was funktioniert, was nicht und wonach ihre Kundschaft fragt.\n\nDieses Feedback prägt auch unsere Schulungen, in denen wir weitergeben, was wir lernen.',
        alt: 'Friseurinnen testen eine neue Rezeptur im Salon',
        linkLabel: 'Geschäftskunde werden',
      },
      responsibility: {
        title: 'Pflege, die bleibt',
        text: 'Wir wählen recycelbare Verpackungen, bieten Nachfüllgrößen für Salons an und halten unser Sortiment bewusst klein, damit jedes Produkt seinen Platz verdient.\n\nUnsere Rezepturen werden in Europa entwickelt und niemals an Tieren getestet.',
      },
    },
    fr: {
      meta: {
        title: 'À propos',
        metaTitle: 'À propos | Estelle Tijs',
        metaDescription:
          'Découvrez Estelle Tijs : des soins pour les cheveux, le corps et le visage nés en salon et conçus avec des professionnels.',
      },
      story: {
        title: 'Notre histoire',
        text: 'Estelle Tijs a ouvert son premier salon à Amsterdam avec un objectif : que chaque cliente et chaque client reparte avec des cheveux aussi beaux à la maison que dans le fauteuil.\n\nFaute de trouver les produits dont elle avait besoin, elle a commencé à créer les siens avec un petit laboratoire et des coiffeurs de son entourage. Nous travaillons toujours ainsi.',
      },
      salon: {
        title: 'Conçus avec et pour les professionnels',
        text: 'Chaque formule est testée dans des salons partenaires avant d’arriver en boutique. Les coiffeurs nous disent ce qui fonctionne, ce qui ne fonctionne pas et ce que demandent leurs clients.\n\nCes retours nourrissent aussi nos formations, où nous transmettons ce que nous apprenons.',
        alt: 'Des coiffeurs testent une nouvelle formule en salon',
        linkLabel: 'Devenir client professionnel',
      },
      responsibility: {
        title: 'Des soins qui durent',
        text: 'Nous choisissons des emballages recyclables, proposons des formats recharge pour les salons et gardons volontairement une gamme courte, pour que chaque produit mérite sa place.\n\nNos formules sont développées en Europe et ne sont jamais testées sur les animaux.',
      },
    },
    nl: {
      meta: {
        title: 'Over ons',
        metaTitle: 'Over ons | Estelle Tijs',
        metaDescription:
          'Maak kennis met Estelle Tijs: verzorging voor haar, lichaam en gezicht uit de salon, ontwikkeld met professionals.',
      },
      story: {
        title: 'Ons verhaal',
        text: 'Estelle Tijs opende haar eerste salon in Amsterdam met één doel: elke klant moest naar huis gaan met haar dat thuis net zo goed aanvoelt als in de kappersstoel.\n\nToen de producten die ze nodig had niet bestonden, begon ze met een klein lab en bevriende kappers haar eigen producten te ontwikkelen. Zo werken we nog steeds.',
      },
      salon: {
        title: 'Gemaakt met en voor professionals',
        text: 'Elke formule wordt getest in partnersalons voordat hij in de shop komt. Kappers vertellen ons wat werkt, wat niet werkt en waar hun klanten om vragen.\n\nDie feedback vormt ook onze trainingen, waarin we doorgeven wat we leren.',
        alt: 'Kappers testen een nieuwe formule in de salon',
        linkLabel: 'Word zakelijke klant',
      },
      responsibility: {
        title: 'Verzorging die blijft',
        text: 'We kiezen recyclebare verpakkingen, bieden navulformaten voor salons en houden ons assortiment bewust klein, zodat elk product zijn plek verdient.\n\nOnze formules worden in Europa ontwikkeld en nooit op dieren getest.',
      },
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      { _uid: uid('story'), component: 'text_block', title: t.story.title, text: t.story.text },
      {
        _uid: uid('salon'),
        component: 'image_text',
        title: t.salon.title,
        text: t.salon.text,
        image: cmsAsset('about-salon', 800, 600, t.salon.alt),
        link: storyLink(ROUTES.business),
        link_label: t.salon.linkLabel,
        image_position: 'left',
      },
      {
        _uid: uid('responsibility'),
        component: 'text_block',
        title: t.responsibility.title,
        text: t.responsibility.text,
      },
    ]),
})
