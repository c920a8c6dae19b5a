import { ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { faqItems, pageContent, type PageMeta, type QuestionAnswer } from '../page-content.ts'

/** The id of the business registration form's section on the storefront's /Business page (app/routes/business.tsx). */
const BUSINESS_FORM_ANCHOR = 'register'

type Texts = {
  meta: PageMeta
  hero: { title: string; subtitle: string; alt: string; cta: string }
  benefits: { title: string; text: string }
  fastOrder: { title: string; text: string; alt: string; linkLabel: string }
  faqTitle: string
  faq: QuestionAnswer[]
}

export const BUSINESS_STORY = defineStory<Texts>({
  full_slug: 'business',
  name: 'Business customers',
  texts: {
    default: {
      meta: {
        title: 'Business customers',
        metaTitle: 'Business customers | Estelle Tijs',
        metaDescription:
          'The Estelle Tijs programme for salons and spas: professional prices, salon sizes and fast ordering by CSV upload.',
      },
      hero: {
        title: 'For salons and professionals',
        subtitle: 'Professional prices, salon sizes and trainings for your team.',
        alt: 'A salon team working with Estelle Tijs products',
        cta: 'Register your business',
      },
      benefits: {
        title: 'What you get',
        text: 'As a business customer you order at professional prices, including salon and refill sizes that are not available to consumers.\n\nYou pay by invoice, get priority on training dates and have a personal contact at our customer service.',
      },
      fastOrder: {
        title: 'Order in seconds',
        text: 'Reordering your stock? Upload a CSV file with SKUs and quantities and your cart is filled at once.\n\nYou find the fast order in your account after signing in.',
        alt: 'A spreadsheet with product codes next to a laptop',
        linkLabel: 'Go to fast order',
      },
      faqTitle: 'Questions from professionals',
      faq: [
        {
          key: 'who',
          question: 'Who can apply?',
          answer:
            'Hair salons, barbers, beauty and spa businesses and training institutes with a registered company and VAT number.',
        },
        {
          key: 'approval',
          question: 'How long does approval take?',
          answer:
            'We review every application within two working days and send you an email as soon as your account is active.',
        },
        {
          key: 'minimum',
          question: 'Is there a minimum order?',
          answer: 'No. Orders over €150 are shipped free of charge for business customers.',
        },
      ],
    },
    de: {
      meta: {
        title: 'Geschäftskunden',
        metaTitle: 'Geschäftskunden | Estelle Tijs',
        metaDescription:
          'Das Estelle Tijs Programm für Salons und Spas: Profipreise, Salongrößen und Schnellbestellung per CSV-Upload.',
      },
      hero: {
        title: 'Für Salons und Profis',
        subtitle: 'Profipreise, Salongrößen und Schulungen für Ihr Team.',
        alt: 'Ein Salonteam arbeitet mit Estelle Tijs Produkten',
        cta: 'Unternehmen registrieren',
      },
      benefits: {
        title: 'Ihre Vorteile',
        text: 'Als Geschäftskunde bestellen Sie zu Profipreisen, auch Salon- und Nachfüllgrößen, die Privatkunden nicht erhalten.\n\nSie zahlen auf Rechnung, werden bei Schulungsterminen bevorzugt und haben eine feste Ansprechperson im Kundenservice.',
      },
      fastOrder: {
        title: 'In Sekunden bestellt',
        text: 'Sie füllen Ihren Bestand auf? Laden Sie eine CSV-Datei mit Artikelnummern und Mengen hoch, und Ihr Warenkorb ist sofort gefüllt.\n\nDie Schnellbestellung finden Sie nach der Anmeldung in Ihrem Konto.',
        alt: 'Eine Tabelle mit Produktcodes neben einem Laptop',
        linkLabel: 'Zur Schnellbestellung',
      },
      faqTitle: 'Fragen von Profis',
      faq: [
        {
          key: 'who',
          question: 'Wer kann sich bewerben?',
          answer:
            'Friseursalons, Barbiere, Kosmetik- und Spa-Betriebe sowie Schulungseinrichtungen mit eingetragenem Unternehmen und USt-IdNr.',
        },
        {
          key: 'approval',
          question: 'Wie lange dauert die Freischaltung?',
          answer:
            'Wir prüfen jeden Antrag innerhalb von zwei Werktagen und informieren Sie per E-Mail, sobald Ihr Konto aktiv ist.',
        },
        {
          key: 'minimum',
          question: 'Gibt es einen Mindestbestellwert?',
          answer: 'Nein. Bestellungen ab 150 € versenden wir für Geschäftskunden kostenlos.',
        },
      ],
    },
    fr: {
      meta: {
        title: 'Clients professionnels',
        metaTitle: 'Clients professionnels | Estelle Tijs',
        metaDescription:
          'Le programme Estelle Tijs pour les salons et spas : prix professionnels, formats salon et commande rapide par fichier CSV.',
      },
      hero: {
        title: 'Pour les salons et les professionnels',
        subtitle: 'Des prix professionnels, des formats salon et des formations pour votre équipe.',
        alt: 'Une équipe de salon travaillant avec les produits Estelle Tijs',
        cta: 'Inscrire votre entreprise',
      },
      benefits: {
        title: 'Vos avantages',
        text: 'En tant que client professionnel, vous commandez à prix professionnels, y compris les formats salon et recharge réservés aux professionnels.\n\nVous payez sur facture, êtes prioritaire sur les dates de formation et disposez d’un interlocuteur dédié au service client.',
      },
      fastOrder: {
        title: 'Commandez en quelques secondes',
        text: 'Vous réapprovisionnez votre stock ? Importez un fichier CSV avec les références et les quantités, et votre panier est rempli aussitôt.\n\nLa commande rapide se trouve dans votre compte une fois connecté.',
        alt: 'Un tableur avec des références produits à côté d’un ordinateur portable',
        linkLabel: 'Accéder à la commande rapide',
      },
      faqTitle: 'Questions de professionnels',
      faq: [
        {
          key: 'who',
          question: 'Qui peut s’inscrire ?',
          answer:
            'Les salons de coiffure, barbiers, instituts de beauté, spas et organismes de formation disposant d’une entreprise enregistrée et d’un numéro de TVA.',
        },
        {
          key: 'approval',
          question: 'Combien de temps prend la validation ?',
          answer:
            'Nous examinons chaque demande sous deux jours ouvrés et vous prévenons par e-mail dès que votre compte est actif.',
        },
        {
          key: 'minimum',
          question: 'Y a-t-il un minimum de commande ?',
          answer: 'Non. Les commandes de plus de 150 € sont livrées gratuitement pour les clients professionnels.',
        },
      ],
    },
    nl: {
      meta: {
        title: 'Zakelijke klanten',
        metaTitle: 'Zakelijke klanten | Estelle Tijs',
        metaDescription:
          'Het Estelle Tijs programma voor salons en spa’s: professionele prijzen, salonformaten en snel bestellen via een CSV-upload.',
      },
      hero: {
        title: 'Voor salons en professionals',
        subtitle: 'Professionele prijzen, salonformaten en trainingen voor je team.',
        alt: 'Een salonteam dat werkt met Estelle Tijs producten',
        cta: 'Registreer je bedrijf',
      },
      benefits: {
        title: 'Wat je krijgt',
        text: 'Als zakelijke klant bestel je tegen professionele prijzen, ook salon- en navulformaten die niet voor consumenten beschikbaar zijn.\n\nJe betaalt op factuur, krijgt voorrang bij trainingsdata en hebt een vast aanspreekpunt bij onze klantenservice.',
      },
      fastOrder: {
        title: 'Bestellen in een paar seconden',
        text: 'Je voorraad aanvullen? Upload een CSV-bestand met artikelnummers en aantallen en je winkelmandje is meteen gevuld.\n\nJe vindt snel bestellen in je account nadat je bent ingelogd.',
        alt: 'Een spreadsheet met productcodes naast een laptop',
        linkLabel: 'Naar snel bestellen',
      },
      faqTitle: 'Vragen van professionals',
      faq: [
        {
          key: 'who',
          question: 'Wie kan zich aanmelden?',
          answer:
            'Kapsalons, barbiers, beauty- en spabedrijven en opleidingsinstituten met een ingeschreven bedrijf en btw-nummer.',
        },
        {
          key: 'approval',
          question: 'Hoe lang duurt de goedkeuring?',
          answer: 'We beoordelen elke aanvraag binnen twee werkdagen en mailen je zodra je account actief is.',
        },
        {
          key: 'minimum',
          question: 'Is er een minimale bestelling?',
          answer: 'Nee. Bestellingen vanaf € 150 versturen we voor zakelijke klanten gratis.',
        },
      ],
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      {
        _uid: uid('hero'),
        component: 'hero',
        title: t.hero.title,
        subtitle: t.hero.subtitle,
        image: cmsAsset('business-hero', 1600, 600, t.hero.alt),
        cta_label: t.hero.cta,
        // The business registration form further down this page (the consumer form has no company fields).
        cta_link: storyLink(ROUTES.business, BUSINESS_FORM_ANCHOR),
      },
      { _uid: uid('benefits'), component: 'text_block', title: t.benefits.title, text: t.benefits.text },
      {
        _uid: uid('fast-order'),
        component: 'image_text',
        title: t.fastOrder.title,
        text: t.fastOrder.text,
        image: cmsAsset('business-fast-order', 800, 600, t.fastOrder.alt),
        link: storyLink(ROUTES.fastOrder),
        link_label: t.fastOrder.linkLabel,
        image_position: 'right',
      },
      { _uid: uid('faq'), component: 'faq_list', title: t.faqTitle, items: faqItems(uid, 'faq', t.faq) },
    ]),
})
