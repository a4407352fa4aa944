import { plural } from "../../format";

// The contact form (SPEC §5), its heading and the agency's details beside it, in French. The
// event types and the services are stored in French whatever the page's language (the back office
// reads them): the other catalogues only translate what the options show.

export const contactFr = {
  intro: {
    eyebrow: "Contact",
    headingStart: "Parlons de ",
    headingEmphasis: "votre projet",
    lead: "Congrès, séminaire, mariage ou location de matériel : décrivez-nous votre événement, nous revenons vers vous sous 24h avec une proposition sur mesure.",
  },
  info: {
    label: "Nos coordonnées",
  },
  meta: {
    title: "Contact et demande de devis",
    description:
      "Contactez Imagine, agence événementielle en Tunisie : congrès, séminaires, mariages, location de matériel. Décrivez votre projet, réponse sous 24h.",
    fallbackTitle: "Contact | Imagine",
  },
  form: {
    label: "Formulaire de contact",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone",
    phonePlaceholder: "+216 …",
    eventType: "Type d'événement",
    chooseType: "Choisissez un type",
    eventDate: "Date de l'événement",
    guestCount: "Nombre d'invités",
    guestPlaceholder: "Ex. 150",
    services: "Services souhaités",
    servicesHint: "Sélectionnez un ou plusieurs services.",
    message: "Description du projet",
    messageHint: "Objectifs, lieu, ambiance souhaitée… (5\u00a0000 caractères au plus)",
    honeypot: "Ne pas remplir ce champ",
    requiredNote: "* Champs obligatoires. Nous vous répondrons sous 24h.",
    send: "Envoyer le message",
    sending: "Envoi en cours...",
    /** What the options show; the value posted and stored stays the French one. */
    eventTypes: {
      "Congrès médical": "Congrès médical",
      "Séminaire d'entreprise": "Séminaire d'entreprise",
      Mariage: "Mariage",
      "Soirée de gala": "Soirée de gala",
      "Lancement de produit": "Lancement de produit",
      "Événement digital ou hybride": "Événement digital ou hybride",
      Autre: "Autre",
    },
    serviceNames: {
      "Événements médicaux": "Événements médicaux",
      "Événements corporate": "Événements corporate",
      "Location d'équipements": "Location d'équipements",
      "Son et lumière": "Son et lumière",
      "Stands et décoration": "Stands et décoration",
      "Captation vidéo": "Captation vidéo",
      "Logistique événementielle": "Logistique événementielle",
      "Animation et divertissement": "Animation et divertissement",
    },
  },
  result: {
    success: "Message envoyé avec succès! Nous vous répondrons sous 24h.",
    failure: "Une erreur est survenue. Veuillez réessayer.",
    unavailable:
      "Notre service est momentanément indisponible : votre message n'a pas été envoyé. Réessayez dans quelques secondes, votre saisie est conservée.",
    rateLimited: (minutes: number) =>
      `Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans ${plural("fr", minutes, { one: "# minute", other: "# minutes" })}, ou appelez-nous directement.`,
  },
  /** The schema's messages (contact-schema.ts), shown next to their field. */
  errors: {
    firstNameMissing: "Veuillez indiquer votre prénom.",
    firstNameTooLong: "Le prénom est trop long (100 caractères au plus).",
    lastNameMissing: "Veuillez indiquer votre nom.",
    lastNameTooLong: "Le nom est trop long (100 caractères au plus).",
    emailMissing: "Veuillez indiquer votre adresse e-mail.",
    emailTooLong: "Adresse e-mail trop longue.",
    emailInvalid: "Adresse e-mail invalide (exemple : nom@domaine.tn).",
    phoneTooLong: "Numéro de téléphone trop long.",
    phoneCharacters: "Numéro de téléphone invalide (chiffres, espaces et + uniquement).",
    phoneDigits: "Numéro de téléphone invalide (6 à 15 chiffres).",
    eventTypeMissing: "Veuillez choisir le type d'événement.",
    serviceUnknown: "Service inconnu : choisissez parmi la liste proposée.",
    dateInvalid: "Date invalide.",
    datePast: "La date de l'événement ne peut pas être dans le passé.",
    dateTooFar: "Date trop lointaine.",
    guestsNotNumber: "Le nombre d'invités doit être un nombre.",
    guestsNotWhole: "Le nombre d'invités doit être un nombre entier.",
    guestsTooFew: "Le nombre d'invités doit être au moins 1.",
    guestsTooMany: "Le nombre d'invités ne peut pas dépasser 100 000.",
    messageMissing: "Veuillez décrire votre projet.",
    messageTooLong: "Votre message ne peut pas dépasser 5 000 caractères.",
  },
};

export type ContactMessages = typeof contactFr;
