// The client's e-mails in French: the source of the e-mail catalogue (ADR 021). The English and
// Arabic ones have the same keys and parameters (`EmailMessages`, checked by `tsc`). Server-only
// in practice: only the e-mail builders import it, so no page carries these strings. The agency's
// own e-mails (notifications, notices) stay in French and keep their words in their builders.
// A sentence ending in " :" is written so in the text part; the HTML part puts a non-breaking
// space before the colon (`htmlColon`).

const s = (count: number) => (count > 1 ? "s" : "");

export const emailFr = {
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  /** The last line: « L'équipe Imagine · +216 … ». */
  signature: (brand: string, phone?: string | null) => `L'équipe ${brand}${phone ? ` · ${phone}` : ""}`,
  followButton: "Suivre ma commande",
  /** The text part's "label : value". */
  fact: (label: string, value: string) => `${label} : ${value}`,
  summary: {
    order: "Commande",
    period: "Période",
    items: "Articles",
    periodText: (from: string, to: string) => `du ${from} au ${to}`,
    days: (count: number) => `${count} jour${s(count)}`,
    mode: "Mode de remise",
    deliveryAddress: "Adresse de livraison",
    departureSlot: "Créneau de départ",
    returnSlot: "Créneau de retour",
    perDay: "Prix par jour",
    rentalHt: "Total de la location HT",
    discount: (percent: string | null) => (percent ? `Remise (${percent})` : "Remise"),
    deliveryFee: "Frais de livraison et d'installation",
    totalHt: "Total HT",
    vat: (rate: string) => `TVA ${rate}`,
    stampDuty: "Timbre fiscal",
    totalTtc: "Total TTC",
  },
  acknowledgement: {
    subject: (brand: string, number: string) => `${brand} : votre commande ${number} est bien reçue`,
    preview: (number: string) => `Votre commande ${number} est bien reçue.`,
    title: (number: string) => `Votre commande ${number} est bien reçue`,
    thanks: (number: string) => `Merci pour votre commande de location. Elle porte le numéro ${number} : rappelez-le si vous nous contactez.`,
    /** The same sentence with the number set apart, for the HTML part. */
    thanksAround: ["Merci pour votre commande de location. Elle porte le numéro ", " : rappelez-le si vous nous contactez."] as readonly [string, string],
    follow: "Suivez votre commande (et annulez-la tant qu'elle n'est pas confirmée) par ce lien personnel :",
    followNote: "C'est l'adresse de la page affichée à la fin de votre commande : gardez-la pour suivre votre commande.",
    yourOrder: "Votre commande",
    yourNotes: "Vos notes",
  },
  status: {
    confirmedSubject: (number: string) => `Votre commande ${number} est confirmée`,
    cancelledSubject: (number: string) => `Votre commande ${number} a été annulée`,
    confirmed: (number: string, period: string) => `Bonne nouvelle : votre commande de location ${number} est confirmée, ${period}.`,
    confirmedAround: (period: string) => ["Bonne nouvelle : votre commande de location ", ` est confirmée, ${period}.`] as readonly [string, string],
    cancelled: (number: string, period: string) =>
      `Nous sommes au regret de vous informer que votre commande de location ${number} (${period}) a été annulée.`,
    cancelledAround: (period: string) =>
      ["Nous sommes au regret de vous informer que votre commande de location ", ` (${period}) a été annulée.`] as readonly [string, string],
    reserved: "Matériel réservé",
    requested: "Matériel demandé",
    closingPickup: "Notre équipe vous contactera pour convenir du retrait au dépôt.",
    closingDelivery: "Notre équipe vous contactera pour organiser la livraison et l'installation.",
    closingCancelled: "Si vous le souhaitez, nous pouvons vous proposer d'autres dates ou du matériel équivalent.",
    deposit: (amount: string, pickup: boolean) =>
      `Une caution de ${amount}, non comprise dans le total, vous sera demandée ${pickup ? "au retrait du matériel au dépôt" : "à la livraison du matériel"}\u202f; elle vous sera restituée à son retour, complet et en bon état.`,
    followLead: "Le suivi de votre commande et vos documents :",
    questions: "Pour toute question, répondez simplement à cet e-mail.",
    teamSignature: "L'équipe Imagine — excellence événementielle",
  },
  cancelAcknowledgement: {
    subject: (number: string) => `Votre commande ${number} est annulée`,
    preview: (number: string) => `Votre commande ${number} est annulée.`,
    title: (number: string) => `Votre commande ${number} est annulée`,
    done: (number: string, period: string) => `Votre commande de location ${number} (${period}) est annulée, comme vous l'avez demandé.`,
    doneAround: (period: string) => ["Votre commande de location ", ` (${period}) est annulée, comme vous l'avez demandé.`] as readonly [string, string],
    followText: (link: string) => `Son suivi reste consultable ici : ${link}`,
    followLead: "Son suivi reste consultable ici :",
  },
  contactAcknowledgement: {
    subject: (brand: string) => `${brand} : nous avons bien reçu votre demande`,
    preview: (brand: string) => `Merci d'avoir contacté ${brand} : nous vous répondrons sous 24h.`,
    title: "Nous avons bien reçu votre demande",
    thanks: (brand: string) => `Merci d'avoir contacté ${brand}. Nous avons bien reçu votre demande et nous vous répondrons sous 24h.`,
    summary: "Récapitulatif de votre demande",
    facts: {
      name: "Nom",
      email: "Email",
      phone: "Téléphone",
      eventType: "Type d'événement",
      services: "Services souhaités",
      eventDate: "Date de l'événement",
      guestCount: "Nombre d'invités",
    },
    phoneMissing: "non renseigné",
    servicesMissing: "non précisés",
    dateMissing: "non précisée",
    guestsMissing: "non précisé",
    description: "Description du projet",
  },
  requestReply: {
    attachments: "Pièces jointes",
    notAttached: "à télécharger depuis la conversation",
    conversation: "Toute notre conversation est sur la page de votre demande, où vous pouvez nous répondre et joindre vos documents :",
    linkLabel: "Voir la conversation et répondre",
    personal: "Ce lien vous est personnel : il ouvre votre demande sans compte ni mot de passe, ne le transférez pas.",
  },
  newLink: {
    subjectOrder: (brand: string, number: string) => `${brand} : votre nouveau lien pour la commande ${number}`,
    subjectRequest: (brand: string) => `${brand} : votre nouveau lien pour votre demande`,
    whatOrder: (number: string) => `votre commande ${number}`,
    whatRequest: (eventType: string) => `votre demande (${eventType})`,
    title: "Votre nouveau lien",
    news: (what: string) =>
      `Voici votre nouveau lien personnel pour ${what}. Les liens que nous vous avions envoyés auparavant ne s'ouvrent plus : gardez celui-ci.`,
    caution: "Ce lien ouvre votre page sans compte ni mot de passe : ne le transférez pas. Si vous n'avez rien demandé, répondez à cet e-mail ou appelez-nous.",
    buttonOrder: "Suivre ma commande",
    buttonRequest: "Voir ma demande",
  },
  /**
   * A document sent with its PDF. A receipt's e-mail prints the order's statement of account, its
   * lines worded in the same language (money/statement/statement-words.ts).
   */
  document: {
    names: { quote: "devis", invoice: "facture", complementary_invoice: "facture complémentaire", credit_note: "facture d'avoir", receipt: "reçu de paiement" },
    subject: (brand: string, name: string, docNumber: string, number: string) => `${brand} : votre ${name} ${docNumber} pour la commande ${number}`,
    title: (name: string, docNumber: string, version: number | null) => `Votre ${name} ${docNumber}${version && version > 1 ? ` (version ${version})` : ""}`,
    quoteIntro: (docNumber: string, version: number, number: string, amount: string) =>
      `Veuillez trouver ci-joint notre devis ${docNumber}${version > 1 ? ` (version ${version})` : ""} pour votre commande de location ${number}, d'un montant de ${amount} TTC.`,
    invoiceIntro: (docNumber: string, number: string, amount: string) =>
      `Veuillez trouver ci-jointe notre facture ${docNumber} pour votre commande de location ${number}, d'un montant de ${amount} TTC.`,
    keptDepositIntro: (docNumber: string, number: string, amount: string) =>
      `Veuillez trouver ci-jointe notre facture complémentaire ${docNumber} pour votre commande de location ${number} : la part retenue de votre caution, ${amount} TTC, qu'elle a réglée.`,
    /** The charges after the rental (issue 23): what the deposit settled (null: nothing), what is left (null: nothing) and by when. */
    chargesIntro: (docNumber: string, number: string, amount: string, paid: string | null, due: string | null, dueOn: string | null) =>
      `Veuillez trouver ci-jointe notre facture complémentaire ${docNumber} pour votre commande de location ${number} : les frais constatés après la location (dommages, pertes ou retard), ${amount} TTC${paid ? `, dont ${paid} réglés par votre caution` : ""}${due ? ` ; reste à régler : ${due}${dueOn ? `, avant le ${dueOn}` : ""}.` : "."}`,
    creditNoteIntro: (docNumber: string, number: string, amount: string) =>
      `Veuillez trouver ci-jointe notre facture d'avoir ${docNumber} pour votre commande de location ${number} : ${amount} TTC en votre faveur.`,
    receiptIntro: (docNumber: string, amount: string, number: string) => `Veuillez trouver ci-joint le reçu ${docNumber} de votre paiement de ${amount} pour votre commande de location ${number}.`,
    /** How the payment was made, as the receipt prints it (money/payment-status.ts's labels, which a test keeps equal). */
    paymentMethods: { cash: "Espèces", transfer: "Virement", cheque: "Chèque", card: "Carte", withholding: "Retenue à la source", online: "En ligne" },
    /** « Mode de paiement : En ligne — Konnect, référence … »: the client finds the gateway's reference without opening the PDF. */
    paymentMethod: (method: string, reference: string | null) => `Mode de paiement\u00a0: ${method}${reference ? `, référence ${reference}` : ""}.`,
    /** What remains after the payment, the statement's closing balance. */
    balanceDue: (amount: string) => `Reste à payer à ce jour\u00a0: ${amount}, comme le détaille le relevé de compte ci-dessous.`,
    balanceOverpaid: (amount: string) => `Trop-perçu à ce jour\u00a0: ${amount}, que nous vous rendrons.`,
    balanceSettled: "Votre commande est entièrement réglée.",
    open: "Vous pouvez aussi l'ouvrir à tout moment par ce lien personnel (ne le partagez pas) :",
    follow: "Le suivi de votre commande",
    button: {
      quote: "Ouvrir le devis",
      invoice: "Ouvrir la facture",
      complementary_invoice: "Ouvrir la facture complémentaire",
      credit_note: "Ouvrir la facture d'avoir",
      receipt: "Ouvrir le reçu",
    },
    closingQuote: "Pour l'accepter, ouvrez le suivi de votre commande et choisissez « Accepter le devis », ou répondez simplement à cet e-mail.",
    closing: "Merci de votre confiance.",
    statement: "Relevé de compte",
    /** The statement's table, in the words of the client's order page (shop.order.statement). */
    ledger: {
      /** Under a line: the balance after it. */
      balanceAfter: (amount: string) => `solde ${amount}`,
      unchanged: "inchangé",
      outsideBalance: "hors solde",
      cancelled: (label: string) => `${label} (annulé)`,
      due: "Reste à payer",
      overpaid: "Trop-perçu",
    },
  },
  /** The account's e-mails, in the language of the page they were asked from. */
  account: {
    hello: "Bonjour,",
    team: "L'équipe Imagine",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    resetSubject: "Réinitialisation de votre mot de passe Imagine",
    resetPreview: "Réinitialisez votre mot de passe : ce lien est valable une heure.",
    resetTitle: "Réinitialisation de votre mot de passe",
    resetLead: "Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu'une fois :",
    resetButton: "Choisir un nouveau mot de passe",
    lifetime: "24 heures",
    verifySubject: "Confirmez votre adresse e-mail Imagine",
    verifyPreview: "Confirmez votre adresse e-mail.",
    verifyTitle: "Confirmez votre adresse ",
    verifyLead: (lifetime: string) => `Merci d'avoir créé votre compte Imagine. Pour confirmer votre adresse e-mail, ouvrez ce lien (valable ${lifetime}) :`,
    /** The title's last words, kept on one line. */
    emailWord: "e-mail",
    changeEmailWord: "e-mail",
    verifyButton: "Confirmer mon adresse",
    verifyWhy: "Une fois votre adresse confirmée, les commandes passées avec elle pourront être rattachées à votre compte, et votre compte sera mieux protégé.",
    verifyIgnore: "Si vous n'avez pas créé de compte sur le site Imagine, ignorez ce message.",
    changeSubject: "Confirmez votre nouvelle adresse e-mail Imagine",
    changePreview: "Confirmez votre nouvelle adresse e-mail.",
    changeTitle: "Confirmez votre nouvelle adresse ",
    changeLead: (to: string, lifetime: string) =>
      `Vous avez demandé à utiliser l'adresse ${to} pour votre compte Imagine. Pour confirmer ce changement, ouvrez ce lien (valable ${lifetime}) :`,
    changeLeadAround: (lifetime: string) =>
      ["Vous avez demandé à utiliser l'adresse ", ` pour votre compte Imagine. Pour confirmer ce changement, ouvrez ce lien (valable ${lifetime}) :`] as readonly [string, string],
    changeButton: "Confirmer ma nouvelle adresse",
    changeKeeps: "Tant que ce lien n'a pas été ouvert, votre compte garde son adresse actuelle.",
  },
};

export type EmailMessages = typeof emailFr;
