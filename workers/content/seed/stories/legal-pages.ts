import { defineStory } from '../define-story.ts'
import { pageContent, type PageMeta } from '../page-content.ts'

type Texts = { meta: PageMeta; title: string; text: string }

const textPage = (uid: (path: string) => string, t: Texts) =>
  pageContent(uid, t.meta, [{ _uid: uid('text'), component: 'text_block', title: t.title, text: t.text }])

export const TERMS_STORY = defineStory<Texts>({
  full_slug: 'pages/terms-and-conditions',
  name: 'Terms and conditions',
  tag_list: ['legal'],
  texts: {
    default: {
      meta: {
        title: 'Terms and conditions',
        metaTitle: 'Terms and conditions | Estelle Tijs',
        metaDescription: 'The terms and conditions that apply to orders at Estelle Tijs.',
      },
      title: 'Terms and conditions',
      text: 'These terms apply to every order placed in the Estelle Tijs online shop. Estelle Tijs B.V. is registered in Amsterdam, the Netherlands.\n\nYou may withdraw from a purchase within 30 days of delivery, provided the product is unopened. Trainings can be rescheduled free of charge up to 14 days before the start date.',
    },
    de: {
      meta: {
        title: 'Allgemeine Geschäftsbedingungen',
        metaTitle: 'AGB | Estelle Tijs',
        metaDescription: 'Die Allgemeinen Geschäftsbedingungen für Bestellungen bei Estelle Tijs.',
      },
      title: 'Allgemeine Geschäftsbedingungen',
      text: 'Diese Bedingungen gelten für jede Bestellung im Onlineshop von Estelle Tijs. Die Estelle Tijs B.V. ist in Amsterdam, Niederlande, eingetragen.\n\nSie können innerhalb von 30 Tagen nach Lieferung vom Kauf zurücktreten, sofern das Produkt ungeöffnet ist. Schulungen können bis 14 Tage vor Beginn kostenlos verschoben werden.',
    },
    fr: {
      meta: {
        title: 'Conditions générales de vente',
        metaTitle: 'CGV | Estelle Tijs',
        metaDescription: 'Les conditions générales applicables aux commandes passées chez Estelle Tijs.',
      },
      title: 'Conditions générales de vente',
      text: 'Ces conditions s’appliquent à toute commande passée sur la boutique en ligne Estelle Tijs. La société Estelle Tijs B.V. est immatriculée à Amsterdam, aux Pays-Bas.\n\nVous pouvez vous rétracter dans les 30 jours suivant la livraison, à condition que le produit n’ait pas été ouvert. Les formations peuvent être reportées gratuitement jusqu’à 14 jours avant leur début.',
    },
    nl: {
      meta: {
        title: 'Algemene voorwaarden',
        metaTitle: 'Algemene voorwaarden | Estelle Tijs',
        metaDescription: 'De algemene voorwaarden die gelden voor bestellingen bij Estelle Tijs.',
      },
      title: 'Algemene voorwaarden',
      text: 'Deze voorwaarden gelden voor elke bestelling in de webshop van Estelle Tijs. Estelle Tijs B.V. is ingeschreven in Amsterdam, Nederland.\n\nJe kunt een aankoop binnen 30 dagen na levering ontbinden, mits het product ongeopend is. Trainingen kun je tot 14 dagen voor de startdatum kosteloos verzetten.',
    },
  },
  build: (t, uid) => textPage(uid, t),
})

export const PRIVACY_STORY = defineStory<Texts>({
  full_slug: 'pages/privacy-policy',
  name: 'Privacy policy',
  tag_list: ['legal'],
  texts: {
    default: {
      meta: {
        title: 'Privacy policy',
        metaTitle: 'Privacy policy | Estelle Tijs',
        metaDescription: 'How Estelle Tijs handles your personal data.',
      },
      title: 'Privacy policy',
      text: 'We only use your personal data to process your orders, manage your account and, if you agree, send you our newsletter.\n\nWe never sell your data. You can ask us at any time to view, correct or delete your data by writing to service@estelletijs.example.',
    },
    de: {
      meta: {
        title: 'Datenschutzerklärung',
        metaTitle: 'Datenschutz | Estelle Tijs',
        metaDescription: 'Wie Estelle Tijs mit Ihren personenbezogenen Daten umgeht.',
      },
      title: 'Datenschutzerklärung',
      text: 'Wir verwenden Ihre personenbezogenen Daten nur, um Ihre Bestellungen abzuwickeln, Ihr Konto zu verwalten und Ihnen, wenn Sie zustimmen, unseren Newsletter zu senden.\n\nWir verkaufen Ihre Daten niemals. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen, per E-Mail an service@estelletijs.example.',
    },
    fr: {
      meta: {
        title: 'Politique de confidentialité',
        metaTitle: 'Confidentialité | Estelle Tijs',
        metaDescription: 'Comment Estelle Tijs traite vos données personnelles.',
      },
      title: 'Politique de confidentialité',
      text: 'Nous utilisons vos données personnelles uniquement pour traiter vos commandes, gérer votre compte et, si vous l’acceptez, vous envoyer notre newsletter.\n\nNous ne vendons jamais vos données. Vous pouvez à tout moment demander à les consulter, les corriger ou les supprimer en écrivant à service@estelletijs.example.',
    },
    nl: {
      meta: {
        title: 'Privacybeleid',
        metaTitle: 'Privacybeleid | Estelle Tijs',
        metaDescription: 'Hoe Estelle Tijs met je persoonsgegevens omgaat.',
      },
      title: 'Privacybeleid',
      text: 'We gebruiken je persoonsgegevens alleen om je bestellingen te verwerken, je account te beheren en, als je daarmee instemt, je onze nieuwsbrief te sturen.\n\nWe verkopen je gegevens nooit. Je kunt ons altijd vragen je gegevens in te zien, te corrigeren of te verwijderen via service@estelletijs.example.',
    },
  },
  build: (t, uid) => textPage(uid, t),
})
