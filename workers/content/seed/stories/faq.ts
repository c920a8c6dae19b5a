import { ROUTES } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { storyLink } from '../fields.ts'
import { faqItems, pageContent, type PageMeta, type QuestionAnswer } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  listTitle: string
  items: QuestionAnswer[]
  moreTitle: string
  moreText: string
  moreLink: string
}

export const FAQ_STORY = defineStory<Texts>({
  full_slug: 'faq',
  name: 'FAQ',
  texts: {
    default: {
      meta: {
        title: 'Frequently asked questions',
        metaTitle: 'FAQ | Estelle Tijs',
        metaDescription: 'Answers about shipping, returns, payment, trainings and business accounts at Estelle Tijs.',
      },
      listTitle: 'Frequently asked questions',
      items: [
        {
          key: 'shipping',
          question: 'How much does shipping cost?',
          answer:
            'Shipping is free on orders over €50 (VAT included). Below that we charge €5.99. Orders placed before 4 pm on a working day are shipped the same day.',
        },
        {
          key: 'returns',
          question: 'Can I return a product?',
          answer:
            'Unopened products can be returned within 30 days. Sign in, open your order history and choose the items you want to send back.',
        },
        {
          key: 'payment',
          question: 'Which payment methods can I use?',
          answer:
            'You can pay by bank transfer or by check / money order: you choose at the last step of the checkout.',
        },
        {
          key: 'training',
          question: 'How do I book a training?',
          answer:
            'Add the training to your cart, pick a date and enter the name of the attendant. Trainings are ordered separately from regular products.',
        },
        {
          key: 'business',
          question: 'How do I get a business account?',
          answer:
            'Register through the business customers page with your company details and Chamber of Commerce number. Your business account is ready as soon as you have registered.',
        },
      ],
      moreTitle: 'Still have a question?',
      moreText:
        'Our customer service team is happy to help. Send us a message through the contact page and we will reply within one working day.',
      moreLink: 'Contact customer service',
    },
    de: {
      meta: {
        title: 'Häufige Fragen',
        metaTitle: 'FAQ | Estelle Tijs',
        metaDescription:
          'Antworten zu Versand, Rücksendungen, Zahlung, Schulungen und Geschäftskonten bei Estelle Tijs.',
      },
      listTitle: 'Häufige Fragen',
      items: [
        {
          key: 'shipping',
          question: 'Was kostet der Versand?',
          answer:
            'Ab einem Bestellwert von 50 € (inkl. MwSt.) ist der Versand kostenlos. Darunter berechnen wir 5,99 €. Bestellungen, die an Werktagen bis 16 Uhr eingehen, versenden wir am selben Tag.',
        },
        {
          key: 'returns',
          question: 'Kann ich ein Produkt zurückgeben?',
          answer:
            'Ungeöffnete Produkte können innerhalb von 30 Tagen zurückgegeben werden. Melden Sie sich an, öffnen Sie Ihre Bestellübersicht und wählen Sie die Artikel aus, die Sie zurücksenden möchten.',
        },
        {
          key: 'payment',
          question: 'Welche Zahlungsarten kann ich nutzen?',
          answer:
            'Sie bezahlen per Banküberweisung oder per Scheck / Zahlungsanweisung: Sie wählen im letzten Schritt der Kasse.',
        },
        {
          key: 'training',
          question: 'Wie buche ich eine Schulung?',
          answer:
            'Legen Sie die Schulung in den Warenkorb, wählen Sie ein Datum und geben Sie den Namen der teilnehmenden Person ein. Schulungen werden getrennt von regulären Produkten bestellt.',
        },
        {
          key: 'business',
          question: 'Wie erhalte ich ein Geschäftskonto?',
          answer:
            'Registrieren Sie sich auf der Seite für Geschäftskunden mit Ihren Firmendaten und Ihrer Handelsregisternummer. Ihr Geschäftskonto ist bereit, sobald Sie Ihre E-Mail-Adresse bestätigt haben.',
        },
      ],
      moreTitle: 'Noch eine Frage?',
      moreText:
        'Unser Kundenservice hilft Ihnen gern. Schreiben Sie uns über die Kontaktseite, und wir antworten innerhalb eines Werktages.',
      moreLink: 'Kundenservice kontaktieren',
    },
    fr: {
      meta: {
        title: 'Questions fréquentes',
        metaTitle: 'FAQ | Estelle Tijs',
        metaDescription:
          'Réponses sur la livraison, les retours, le paiement, les formations et les comptes professionnels chez Estelle Tijs.',
      },
      listTitle: 'Questions fréquentes',
      items: [
        {
          key: 'shipping',
          question: 'Combien coûte la livraison ?',
          answer:
            'La livraison est gratuite dès 50 € d’achat (TVA comprise). En dessous, elle coûte 5,99 €. Les commandes passées avant 16 h un jour ouvré sont expédiées le jour même.',
        },
        {
          key: 'returns',
          question: 'Puis-je retourner un produit ?',
          answer:
            'Les produits non ouverts peuvent être retournés sous 30 jours. Connectez-vous, ouvrez l’historique de vos commandes et choisissez les articles à renvoyer.',
        },
        {
          key: 'payment',
          question: 'Quels moyens de paiement puis-je utiliser ?',
          answer:
            'Vous payez par virement bancaire ou par chèque / mandat : vous choisissez à la dernière étape de la commande.',
        },
        {
          key: 'training',
          question: 'Comment réserver une formation ?',
          answer:
            'Ajoutez la formation à votre panier, choisissez une date et indiquez le nom du participant. Les formations se commandent séparément des produits classiques.',
        },
        {
          key: 'business',
          question: 'Comment obtenir un compte professionnel ?',
          answer:
            'Inscrivez-vous sur la page clients professionnels avec les informations de votre entreprise et votre numéro d’immatriculation. Votre compte professionnel est prêt dès votre inscription.',
        },
      ],
      moreTitle: 'Une autre question ?',
      moreText:
        'Notre service client se fera un plaisir de vous aider. Écrivez-nous via la page contact et nous vous répondrons sous un jour ouvré.',
      moreLink: 'Contacter le service client',
    },
    nl: {
      meta: {
        title: 'Veelgestelde vragen',
        metaTitle: 'FAQ | Estelle Tijs',
        metaDescription:
          'Antwoorden over verzending, retourneren, betalen, trainingen en zakelijke accounts bij Estelle Tijs.',
      },
      listTitle: 'Veelgestelde vragen',
      items: [
        {
          key: 'shipping',
          question: 'Wat kost de verzending?',
          answer:
            'Verzending is gratis vanaf € 50 (inclusief btw). Daaronder rekenen we € 5,99. Bestellingen die op een werkdag voor 16.00 uur binnenkomen, versturen we dezelfde dag.',
        },
        {
          key: 'returns',
          question: 'Kan ik een product retourneren?',
          answer:
            'Ongeopende producten kun je binnen 30 dagen retourneren. Log in, open je bestelgeschiedenis en kies de artikelen die je wilt terugsturen.',
        },
        {
          key: 'payment',
          question: 'Met welke betaalmethoden kan ik betalen?',
          answer:
            'Je betaalt met een bankoverschrijving of met een cheque / postwissel: je kiest in de laatste stap van het afrekenen.',
        },
        {
          key: 'training',
          question: 'Hoe boek ik een training?',
          answer:
            'Leg de training in je winkelmandje, kies een datum en vul de naam van de deelnemer in. Trainingen bestel je apart van gewone producten.',
        },
        {
          key: 'business',
          question: 'Hoe krijg ik een zakelijk account?',
          answer:
            'Registreer je via de pagina voor zakelijke klanten met je bedrijfsgegevens en KvK-nummer. Je zakelijke account is klaar zodra je je hebt aangemeld.',
        },
      ],
      moreTitle: 'Nog een vraag?',
      moreText:
        'Onze klantenservice helpt je graag. Stuur ons een bericht via de contactpagina, dan antwoorden we binnen één werkdag.',
      moreLink: 'Neem contact op met de klantenservice',
    },
  },
  build: (t, uid) =>
    pageContent(uid, t.meta, [
      { _uid: uid('faq'), component: 'faq_list', title: t.listTitle, items: faqItems(uid, 'faq', t.items) },
      {
        _uid: uid('more'),
        component: 'text_block',
        title: t.moreTitle,
        text: t.moreText,
        link: storyLink(ROUTES.contact),
        link_label: t.moreLink,
      },
    ]),
})
