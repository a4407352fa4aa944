// The checkout form's messages in French, apart from the rest of the shop's catalogue: the French
// schema that the agency's order form and the client's profile reuse (checkout-schema.ts) is built
// from these at load, and their pages should not carry the whole shop's catalogue for it.

export const checkoutErrorsFr = {
  missingDates: "Veuillez sélectionner les dates de location",
  invalidDate: "Date invalide (format attendu : AAAA-MM-JJ).",
  invalidLineDate: "Date invalide.",
  unknownProduct: "Produit inconnu.",
  invalidQuantity: "Quantité invalide.",
  quantityInteger: "La quantité doit être un nombre entier.",
  quantityMin: "La quantité doit être d'au moins 1.",
  quantityMax: (max: number) => `La quantité ne peut pas dépasser ${max} unités.`,
  lineReturnBeforeStart: "La date de retour d'un article précède sa date de location.",
  expiredForm: "Formulaire expiré : rechargez la page puis renvoyez la commande.",
  firstNameMissing: "Veuillez indiquer votre prénom.",
  firstNameTooLong: "Le prénom est trop long (100 caractères au plus).",
  lastNameMissing: "Veuillez indiquer votre nom.",
  lastNameTooLong: "Le nom est trop long (100 caractères au plus).",
  emailMissing: "Veuillez indiquer votre adresse e-mail.",
  emailTooLong: "Adresse e-mail trop longue.",
  emailInvalid: "Adresse e-mail invalide (exemple : nom@domaine.tn).",
  phoneMissing: "Veuillez indiquer votre numéro de téléphone.",
  phoneTooLong: "Numéro de téléphone trop long.",
  phoneInvalid: "Numéro de téléphone invalide (chiffres, espaces et + uniquement).",
  phoneTooShort: "Numéro de téléphone trop court.",
  companyTooLong: "Le nom de la société est trop long (150 caractères au plus).",
  notesTooLong: "Les notes sont trop longues (2000 caractères au plus).",
  cartEmpty: "Votre panier est vide.",
  tooManyLines: (max: number) => `Votre panier contient trop d'articles (${max} lignes au plus).`,
  rentalInPast: "La date de location ne peut pas être dans le passé.",
  returnBeforeRental: "La date de retour doit être postérieure ou égale à la date de location.",
  tooManyDays: (max: number) => `La location ne peut pas dépasser ${max} jours.`,
  lineOutsidePeriod: "Les dates d'un article sortent de la période de location : ajustez la date de location ou de retour.",
  slot: "Choisissez un créneau de la liste (matin, après-midi ou soir).",
  fulfilment: "Choisissez « Livraison » ou « Retrait au dépôt ».",
  pickupWithAddress: "Pas d'adresse pour un retrait au dépôt : videz le champ adresse ou choisissez « Livraison ».",
  deliveryWithoutAddress: "Veuillez indiquer l'adresse de livraison.",
  addressTooLong: "L'adresse de livraison est trop longue (500 caractères au plus).",
};

export type CheckoutErrorMessages = typeof checkoutErrorsFr;
