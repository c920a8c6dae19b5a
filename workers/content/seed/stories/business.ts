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
          'The Estelle Tijs programme for salons and spas: a business account, fast ordering by CSV upload and trainings for your team.',
      },
      hero: {
        title: 'For salons and professionals',
        subtitle: 'Fast ordering for your salon and trainings for your team.',
        alt: 'A salon team working with Estelle Tijs products',
        cta: 'Register your business',
      },
      benefits: {
        title: 'What you get',
        text: 'As a business customer you fill your cart in one go: upload a CSV file with the SKUs and quantities your salon needs.\n\nYou book trainings for your team from the same account, and our customer service helps you with larger orders.',
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
          question: 'When can I start ordering?',
          answer: 'Right away: your business account is ready as soon as you have registered.',
        },
        {
          key: 'minimum',
          question: 'Is there a minimum order?',
          answer: 'No. As for every order, shipping is free from €50.',
        },
      ],
    },
    de: {
      meta: {
        title: 'Geschäftskunden',
        metaTitle: 'Geschäftskunden | Estelle Tijs',
        metaDescription:
          'Das Estelle Tijs Programm für Salons und Spas: ein Geschäftskonto, Schnellbestellung per CSV-Upload und Schulungen für Ihr Team.',
      },
      hero: {
        title: 'Für Salons und Profis',
        subtitle: 'Schnell bestellen für Ihren Salon, Schulungen für Ihr Team.',
        alt: 'Ein Salonteam arbeitet mit Estelle Tijs Produkten',
        cta: 'Unternehmen registrieren',
      },
      benefits: {
        title: 'Ihre Vorteile',
        text: 'Als Geschäftskunde füllen Sie Ihren Warenkorb in einem Schritt: Laden Sie eine CSV-Datei mit den Artikelnummern und Mengen hoch, die Ihr Salon braucht.\n\nSchulungen für Ihr Team buchen Sie über dasselbe Konto, und unser Kundenservice hilft Ihnen bei größeren Bestellungen.',
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
          question: 'Ab wann kann ich bestellen?',
          answer: 'Sobald Sie Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail bestätigt haben.',
        },
        {
          key: 'minimum',
          question: 'Gibt es einen Mindestbestellwert?',
          answer: 'Nein. Wie jede Bestellung versenden wir sie ab 50 € kostenlos.',
        },
      ],
    },
    fr: {
      meta: {
        title: 'Clients professionnels',
        metaTitle: 'Clients professionnels | Estelle Tijs',
        metaDescription:
          'Le programme Estelle Tijs pour les salons et spas : un compte professionnel, la commande rapide par fichier CSV et des formations pour votre équipe.',
      },
      hero: {
        title: 'Pour les salons et les professionnels',
        subtitle: 'La commande rapide pour votre salon et des formations pour votre équipe.',
        alt: 'Une équipe de salon travaillant avec les produits Estelle Tijs',
        cta: 'Inscrire votre entreprise',
      },
      benefits: {
        title: 'Vos avantages',
        text: 'En tant que client professionnel, vous remplissez votre panier en une fois : importez un fichier CSV avec les références et les quantités dont votre salon a besoin.\n\nVous réservez les formations de votre équipe depuis le même compte, et notre service client vous aide pour les commandes importantes.',
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
          question: 'Quand puis-je commander ?',
          answer: 'Tout de suite : votre compte professionnel est prêt dès votre inscription.',
        },
        {
          key: 'minimum',
          question: 'Y a-t-il un minimum de commande ?',
          answer: 'Non. Comme toute commande, la livraison est offerte dès 50 €.',
        },
      ],
    },
    nl: {
      meta: {
        title: 'Zakelijke klanten',
        metaTitle: 'Zakelijke klanten | Estelle Tijs',
        metaDescription:
          'Het Estelle Tijs programma voor salons en spa’s: een zakelijk account, snel bestellen via een CSV-upload en trainingen voor je team.',
      },
      hero: {
        title: 'Voor salons en professionals',
        subtitle: 'Snel bestellen voor je salon en trainingen voor je team.',
        alt: 'Een salonteam dat werkt met Estelle Tijs producten',
        cta: 'Registreer je bedrijf',
      },
      benefits: {
        title: 'Wat je krijgt',
        text: 'Als zakelijke klant vul je je winkelwagen in één keer: upload een CSV-bestand met de artikelnummers en aantallen die je salon nodig heeft.\n\nTrainingen voor je team boek je met hetzelfde account, en onze klantenservice helpt je bij grotere bestellingen.',
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
          question: 'Wanneer kan ik bestellen?',
          answer: 'Meteen: je zakelijke account is klaar zodra je je hebt aangemeld.',
        },
        {
          key: 'minimum',
          question: 'Is er een minimale bestelling?',
          answer: 'Nee. Zoals elke bestelling versturen we die vanaf € 50 gratis.',
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
