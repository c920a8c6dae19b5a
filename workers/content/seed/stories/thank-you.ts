import { FEATURED_SKUS, ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  thanks: { title: string; text: string }
  guide: { title: string; text: string; alt: string; linkLabel: string }
  carousel: string
}

export const THANK_YOU_STORY = defineStory<Texts>({
  full_slug: 'thank-you',
  name: 'Thank you',
  texts: {
    default: {
      meta: {
        title: 'Thank you',
        metaTitle: 'Thank you for your order | Estelle Tijs',
        metaDescription: 'Thank you for your order at Estelle Tijs.',
      },
      thanks: {
        title: 'Thank you for your order',
        text: 'We have received your order and sent a confirmation to your email address.\n\nAs soon as your parcel leaves our warehouse you will receive a track and trace code.',
      },
      guide: {
        title: 'Get the most out of your products',
        text: 'Our hair care guide explains how to wash, condition and style for your hair type, step by step.',
        alt: 'Hands applying a hair mask',
        linkLabel: 'Read the hair care guide',
      },
      carousel: 'You might also like',
    },
    de: {
      meta: {
        title: 'Vielen Dank',
        metaTitle: 'Vielen Dank für Ihre Bestellung | Estelle Tijs',
        metaDescription: 'Vielen Dank für Ihre Bestellung bei Estelle Tijs.',
      },
      thanks: {
        title: 'Vielen Dank für Ihre Bestellung',
        text: 'Wir haben Ihre Bestellung erhalten und Ihnen eine Bestätigung per E-Mail geschickt.\n\nSobald Ihr Paket unser Lager verlässt, erhalten Sie eine Sendungsverfolgungsnummer.',
      },
      guide: {
        title: 'Holen Sie das Beste aus Ihren Produkten heraus',
        text: 'Unser Haarpflege-Ratgeber erklärt Schritt für Schritt, wie Sie Ihr Haar passend zu Ihrem Haartyp waschen, pflegen und stylen.',
        alt: 'Hände tragen eine Haarmaske auf',
        linkLabel: 'Zum Haarpflege-Ratgeber',
      },
      carousel: 'Das könnte Ihnen auch gefallen',
    },
    fr: {
      meta: {
        title: 'Merci',
        metaTitle: 'Merci pour votre commande | Estelle Tijs',
        metaDescription: 'Merci pour votre commande chez Estelle Tijs.',
      },
      thanks: {
        title: 'Merci pour votre commande',
        text: 'Nous avons bien reçu votre commande et vous avons envoyé une confirmation par e-mail.\n\nDès que votre colis quitte notre entrepôt, vous recevrez un numéro de suivi.',
      },
      guide: {
        title: 'Tirez le meilleur de vos produits',
        text: 'Notre guide des soins capillaires explique étape par étape comment laver, soigner et coiffer selon votre type de cheveux.',
        alt: 'Des mains appliquant un masque capillaire',
        linkLabel: 'Lire le guide des soins capillaires',
      },
      carousel: 'Vous aimerez aussi',
    },
    nl: {
      meta: {
        title: 'Bedankt',
        metaTitle: 'Bedankt voor je bestelling | Estelle Tijs',
        metaDescription: 'Bedankt voor je bestelling bij Estelle Tijs.',
      },
      thanks: {
        title: 'Bedankt voor je bestelling',
        text: 'We hebben je bestelling ontvangen en een bevestiging naar je e-mailadres gestuurd.\n\nZodra je pakket ons magazijn verlaat, ontvang je een track-and-tracecode.',
      },
      guide: {
        title: 'Haal het beste uit je producten',
        text: 'Onze haarverzorgingsgids legt stap voor stap uit hoe je wast, verzorgt en stylt voor jouw haartype.',
        alt: 'Handen die een haarmasker aanbrengen',
        linkLabel: 'Lees de haarverzorgingsgids',
      },
      carousel: 'Misschien vind je dit ook mooi',
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      { _uid: uid('thanks'), component: 'text_block', title: t.thanks.title, text: t.thanks.text },
      {
        _uid: uid('guide'),
        component: 'image_text',
        title: t.guide.title,
        text: t.guide.text,
        image: cmsAsset('hair-mask', 800, 600, t.guide.alt),
        link: storyLink(ROUTES.hairCareGuide),
        link_label: t.guide.linkLabel,
        image_position: 'left',
      },
      {
        _uid: uid('carousel'),
        component: 'product_carousel',
        title: t.carousel,
        skus: FEATURED_SKUS.slice(0, 4).join(','),
      },
    ]),
})
