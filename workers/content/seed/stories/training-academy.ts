import { CATEGORY_LINKS, TRAINING_SKUS } from '../catalogue-refs.ts'
import { defineStory } from '../define-story.ts'
import { cmsAsset, storyLink } from '../fields.ts'
import { faqItems, pageContent, type PageMeta, type QuestionAnswer } from '../page-content.ts'

type Texts = {
  meta: PageMeta
  hero: { title: string; subtitle: string; alt: string; cta: string }
  intro: { title: string; text: string }
  educators: { title: string; text: string; alt: string; linkLabel: string }
  carousel: string
  faqTitle: string
  faq: QuestionAnswer[]
}

export const TRAINING_ACADEMY_STORY = defineStory<Texts>({
  full_slug: 'pages/training-academy',
  name: 'Training academy',
  tag_list: ['training'],
  texts: {
    default: {
      meta: {
        title: 'Training academy',
        metaTitle: 'Training academy | Estelle Tijs',
        metaDescription:
          'Hands-on hairdressing and beauty trainings in small groups, taught by Estelle Tijs educators.',
      },
      hero: {
        title: 'Estelle Tijs training academy',
        subtitle: 'Hands-on trainings in small groups, for starters and experienced professionals.',
        alt: 'Students practising a blow-dry in the academy',
        cta: 'View all trainings',
      },
      intro: {
        title: 'Learn by doing',
        text: 'Every training combines a short demonstration with plenty of practice on models or mannequin heads. Groups never have more than eight participants.\n\nWhen you book, you choose the date and enter the name of the person attending.',
      },
      educators: {
        title: 'Our educators',
        text: 'Our educators work in the salon themselves, so what you learn is what works on the floor today.\n\nAfter the training you receive a certificate and the course material to take home.',
        alt: 'An educator guiding a student',
        linkLabel: 'Find a training',
      },
      carousel: 'Upcoming trainings',
      faqTitle: 'About booking a training',
      faq: [
        {
          key: 'mix',
          question: 'Can I order a training together with products?',
          answer: 'No. A training is ordered on its own; complete that order first and then shop for products.',
        },
        {
          key: 'cancel',
          question: 'Can I change the date?',
          answer:
            'Yes, up to 14 days before the training, free of charge. Contact customer service with your order number.',
        },
        {
          key: 'location',
          question: 'Where do the trainings take place?',
          answer:
            'In our academy in Amsterdam, and several times a year at partner salons in Germany, France and Belgium.',
        },
      ],
    },
    de: {
      meta: {
        title: 'Schulungsakademie',
        metaTitle: 'Schulungsakademie | Estelle Tijs',
        metaDescription:
          'Praxisnahe Friseur- und Kosmetikschulungen in kleinen Gruppen mit den Trainerinnen und Trainern von Estelle Tijs.',
      },
      hero: {
        title: 'Die Estelle Tijs Schulungsakademie',
        subtitle: 'Praxisnahe Schulungen in kleinen Gruppen, für Einsteiger und erfahrene Profis.',
        alt: 'Teilnehmende üben in der Akademie das Föhnen',
        cta: 'Alle Schulungen ansehen',
      },
      intro: {
        title: 'Lernen durch Tun',
        text: 'Jede Schulung verbindet eine kurze Vorführung mit viel Übung an Modellen oder Übungsköpfen. Die Gruppen haben nie mehr als acht Teilnehmende.\n\nBei der Buchung wählen Sie das Datum und geben den Namen der teilnehmenden Person ein.',
      },
      educators: {
        title: 'Unsere Trainerinnen und Trainer',
        text: 'Unsere Trainerinnen und Trainer arbeiten selbst im Salon. Sie lernen also, was heute im Salonalltag funktioniert.\n\nNach der Schulung erhalten Sie ein Zertifikat und die Kursunterlagen für zu Hause.',
        alt: 'Eine Trainerin begleitet eine Teilnehmerin',
        linkLabel: 'Schulung finden',
      },
      carousel: 'Kommende Schulungen',
      faqTitle: 'Rund um die Buchung',
      faq: [
        {
          key: 'mix',
          question: 'Kann ich eine Schulung zusammen mit Produkten bestellen?',
          answer:
            'Nein. Eine Schulung wird einzeln bestellt; schließen Sie diese Bestellung zuerst ab und kaufen Sie danach Produkte.',
        },
        {
          key: 'cancel',
          question: 'Kann ich den Termin ändern?',
          answer:
            'Ja, bis 14 Tage vor der Schulung kostenlos. Wenden Sie sich mit Ihrer Bestellnummer an den Kundenservice.',
        },
        {
          key: 'location',
          question: 'Wo finden die Schulungen statt?',
          answer:
            'In unserer Akademie in Amsterdam und mehrmals im Jahr in Partnersalons in Deutschland, Frankreich und Belgien.',
        },
      ],
    },
    fr: {
      meta: {
        title: 'Académie de formation',
        metaTitle: 'Académie de formation | Estelle Tijs',
        metaDescription:
          'Des formations pratiques en coiffure et en beauté, en petits groupes, avec les formateurs Estelle Tijs.',
      },
      hero: {
        title: 'L’académie de formation Estelle Tijs',
        subtitle: 'Des formations pratiques en petits groupes, pour débutants et professionnels confirmés.',
        alt: 'Des élèves s’exercent au brushing à l’académie',
        cta: 'Voir toutes les formations',
      },
      intro: {
        title: 'Apprendre en pratiquant',
        text: 'Chaque formation associe une courte démonstration à beaucoup de pratique sur modèles ou têtes d’exercice. Les groupes ne dépassent jamais huit participants.\n\nLors de la réservation, vous choisissez la date et indiquez le nom du participant.',
      },
      educators: {
        title: 'Nos formateurs',
        text: 'Nos formateurs travaillent eux-mêmes en salon : vous apprenez ce qui fonctionne aujourd’hui au quotidien.\n\nÀ l’issue de la formation, vous recevez un certificat et le support de cours.',
        alt: 'Une formatrice accompagne une élève',
        linkLabel: 'Trouver une formation',
      },
      carousel: 'Prochaines formations',
      faqTitle: 'Réserver une formation',
      faq: [
        {
          key: 'mix',
          question: 'Puis-je commander une formation avec des produits ?',
          answer: 'Non. Une formation se commande seule ; finalisez d’abord cette commande, puis achetez vos produits.',
        },
        {
          key: 'cancel',
          question: 'Puis-je changer la date ?',
          answer:
            'Oui, gratuitement jusqu’à 14 jours avant la formation. Contactez le service client avec votre numéro de commande.',
        },
        {
          key: 'location',
          question: 'Où ont lieu les formations ?',
          answer:
            'Dans notre académie à Amsterdam et plusieurs fois par an dans des salons partenaires en Allemagne, en France et en Belgique.',
        },
      ],
    },
    nl: {
      meta: {
        title: 'Trainingsacademie',
        metaTitle: 'Trainingsacademie | Estelle Tijs',
        metaDescription:
          'Praktische kappers- en beautytrainingen in kleine groepen, gegeven door de trainers van Estelle Tijs.',
      },
      hero: {
        title: 'De Estelle Tijs trainingsacademie',
        subtitle: 'Praktische trainingen in kleine groepen, voor beginners en ervaren professionals.',
        alt: 'Cursisten oefenen föhnen in de academie',
        cta: 'Bekijk alle trainingen',
      },
      intro: {
        title: 'Leren door te doen',
        text: 'Elke training combineert een korte demonstratie met veel oefenen op modellen of oefenhoofden. Groepen hebben nooit meer dan acht deelnemers.\n\nBij het boeken kies je de datum en vul je de naam van de deelnemer in.',
      },
      educators: {
        title: 'Onze trainers',
        text: 'Onze trainers staan zelf in de salon, dus je leert wat vandaag op de werkvloer werkt.\n\nNa de training ontvang je een certificaat en het lesmateriaal om mee naar huis te nemen.',
        alt: 'Een trainer begeleidt een cursist',
        linkLabel: 'Vind een training',
      },
      carousel: 'Komende trainingen',
      faqTitle: 'Over het boeken van een training',
      faq: [
        {
          key: 'mix',
          question: 'Kan ik een training samen met producten bestellen?',
          answer: 'Nee. Een training bestel je apart; rond die bestelling eerst af en shop daarna producten.',
        },
        {
          key: 'cancel',
          question: 'Kan ik de datum wijzigen?',
          answer:
            'Ja, tot 14 dagen voor de training kosteloos. Neem contact op met de klantenservice en vermeld je bestelnummer.',
        },
        {
          key: 'location',
          question: 'Waar vinden de trainingen plaats?',
          answer:
            'In onze academie in Amsterdam en een paar keer per jaar bij partnersalons in Duitsland, Frankrijk en België.',
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
        image: cmsAsset('training-academy-hero', 1600, 600, t.hero.alt),
        cta_label: t.hero.cta,
        cta_link: storyLink(CATEGORY_LINKS.training),
      },
      { _uid: uid('intro'), component: 'text_block', title: t.intro.title, text: t.intro.text },
      {
        _uid: uid('educators'),
        component: 'image_text',
        title: t.educators.title,
        text: t.educators.text,
        image: cmsAsset('training-educator', 800, 600, t.educators.alt),
        link: storyLink(CATEGORY_LINKS.training),
        link_label: t.educators.linkLabel,
        image_position: 'left',
      },
      { _uid: uid('carousel'), component: 'product_carousel', title: t.carousel, skus: TRAINING_SKUS.join(',') },
      { _uid: uid('faq'), component: 'faq_list', title: t.faqTitle, items: faqItems(uid, 'faq', t.faq) },
    ]),
})
