// The words of the PDF documents in French, the source catalogue and its type: quotes, invoices,
// complementary invoices, credit notes, payment receipts and the statement of account (issue 39).
// Kept apart from the site's catalogue (messages/fr.ts), which the browser loads with each page:
// documents are printed on the server only. French and English only: react-pdf does not shape
// Arabic right (bench/arabic-pdf/), so Arabic-speaking clients receive the French documents
// (ADR 021); their e-mails print the statement's lines in Arabic (statement-lines-ar.ts).
// French typography: a no-break space before « : » and inside « N° … », « 8 h ».

const NBSP = "\u00a0";

export const documentsFr = {
  /** The PDF's language, as its metadata says. */
  pdfLanguage: "fr-FR",
  titles: {
    quote: "Devis",
    invoice: "Facture",
    complementary_invoice: "Facture complémentaire",
    credit_note: "Facture d'avoir",
    receipt: "Reçu de paiement",
    statement: "Relevé de compte",
  },
  /** "Commande : ", a label before its value on one line. */
  colon: (label: string) => `${label}${NBSP}: `,
  page: {
    /** The running head of the pages after the first. */
    continued: (title: string, client: string) => `${title} — ${client} (suite)`,
    pageNumber: (page: number, pages: number) => `Page ${page} / ${pages}`,
  },
  agency: {
    contact: (phone: string, email: string) => `Tél.${NBSP}: ${phone} · ${email}`,
    taxId: (id: string) => `MF${NBSP}: ${id}`,
    tradeRegister: (register: string) => `RC${NBSP}: ${register}`,
    /** The footer's legal line, shorter. */
    footerTaxId: (id: string) => `MF${NBSP}${id}`,
    footerTradeRegister: (register: string) => `RC${NBSP}${register}`,
  },
  header: {
    number: (number: string) => `N°${NBSP}${number}`,
    version: (version: number) => `Version ${version}`,
    /** A reference row under the title: "Commande : CMD-000042". */
    meta: (label: string) => `${label}${NBSP}:${NBSP}`,
    date: "Date",
    order: "Commande",
    invoice: "Facture",
    correctedInvoice: "Facture corrigée",
    initialInvoice: "Facture initiale",
    dueOn: "Échéance",
    /** "FAC-2026-0001 du 20 novembre 2026". */
    invoiceOf: (number: string, date: string) => `${number} du ${date}`,
  },
  parties: {
    client: "Client",
    handover: "Mode de remise",
    pickupAtDepot: "Retrait au dépôt",
    deliveryAddress: "Adresse de livraison",
    rentalPeriod: "Période de location",
    /** The period's two dates, the second kept with its « au ». */
    period: (from: string, to: string) => `Du ${from} au${NBSP}${to}`,
    days: (count: number) => (count > 1 ? `${count} jours` : "1 jour"),
    pickupAndReturn: "Retrait et retour au dépôt",
    deliveryAndCollection: "Livraison et reprise",
    departure: (slot: string) => `Départ${NBSP}: ${slot}`,
    return: (slot: string) => `Retour${NBSP}: ${slot}`,
  },
  table: {
    designation: "Désignation",
    period: "Période",
    unitPricePerDay: "P.U. HT / jour",
    quantity: "Qté",
    days: "Jours",
    vat: "TVA",
    totalHt: "Total HT",
  },
  totals: {
    subtotalHt: "Sous-total HT",
    discount: "Remise",
    deliveryFee: "Frais de livraison et d'installation",
    totalHt: "Total HT",
    vatRate: "Taux TVA",
    vatBase: "Base HT",
    vatAmount: "Montant TVA",
    vatTotal: "Total TVA",
    stampDuty: "Timbre fiscal",
    totalTtc: "Total TTC",
    paidSoFar: "Acompte reçu",
    settledByDeposit: "Réglée par la caution retenue",
    due: "Reste à payer",
    deposit: "Caution (non comprise dans le total)",
    /** Before the amount in words: "Arrêté le présent devis à la somme de : ". */
    inWords: (intro: string) => `${intro}${NBSP}: `,
  },
  /** What the amount in words starts with, by document. */
  wordsIntro: {
    quote: "Arrêté le présent devis à la somme de",
    invoice: "Arrêtée la présente facture à la somme de",
    complementary_invoice: "Arrêtée la présente facture complémentaire à la somme de",
    credit_note: "Arrêtée la présente facture d'avoir à la somme de",
    receipt: "Reçu la somme de",
    statementDue: "Arrêté le présent relevé à un reste à payer de",
    statementOverpaid: "Arrêté le présent relevé à un trop-perçu de",
  },
  terms: {
    quote: "Conditions du devis",
    creditNote: "Objet de l'avoir",
    payment: "Conditions de paiement",
    creditCorrects: (invoice: string, date: string) => `Cette facture d'avoir corrige la facture ${invoice} du ${date}.`,
    payBy: (date: string) => `À régler au plus tard le ${date}.`,
    creditReason: "Motif de l'avoir",
    retentionReason: "Motif de la retenue",
    bankDetails: "Coordonnées bancaires",
    clientNotes: "Remarques du client",
  },
  approval: {
    title: "Bon pour accord",
    fields: ["Date", "Signature et cachet du client"] as readonly string[],
    /** "Date :", a line to fill in by hand. */
    field: (label: string) => `${label}${NBSP}:`,
  },
  receipt: {
    subject: (number: string, order: string) => `Reçu ${number} — commande ${order}`,
    receivedFrom: "Reçu de",
    payment: "Paiement",
    paidOn: (date: string) => `Le ${date}`,
    situation: "Situation de la commande",
    situationText: (order: string) => `À la date de ce reçu, pour la commande ${order}.`,
    amountReceived: "Montant reçu",
    orderTotalTtc: "Total TTC de la commande",
    paidToDate: "Payé à ce jour",
    due: "Reste à payer",
    agencyApproval: "Pour l'agence",
    agencyFields: ["Cachet et signature"] as readonly string[],
  },
  statement: {
    subject: (title: string, order: string, date: string) => `${title} — commande ${order} au ${date}`,
    situation: "Situation",
    asOf: (date: string) => `Arrêtée au ${date}`,
    date: "Date",
    operation: "Opération",
    debit: "Débit",
    credit: "Crédit",
    balance: "Solde",
    none: "Aucune opération sur cette commande.",
    deposit: "Caution",
    charged: "Total facturé",
    credited: "Factures d'avoir",
    paid: "Paiements reçus",
    settledByDeposit: "Réglé par la caution retenue",
    due: "Reste à payer",
    overpaid: "Trop-perçu",
    depositReceived: (amount: string) => `Caution reçue${NBSP}: ${amount}.`,
    depositHeld: "Elle vous sera restituée au retour du matériel, hors dommages, pertes ou retard.",
    depositKept: (amount: string) => `Retenue${NBSP}: ${amount}, portée au crédit du compte ci-dessus.`,
    depositReturned: (amount: string) => `Restituée${NBSP}: ${amount}.`,
    depositNotPayment: `La caution n'est pas un paiement${NBSP}: seule sa part retenue règle une facture.`,
  },
  /**
   * The lines of a statement of account (money/statement/statement-lines.ts): what the order's
   * page shows, and the PDF prints. `amount`s come formatted in the language.
   */
  statementLines: {
    payments: {
      cash: "Paiement en espèces",
      transfer: "Paiement par virement",
      cheque: "Paiement par chèque",
      card: "Paiement par carte",
      withholding: "Retenue à la source",
      online: "Paiement en ligne",
    },
    /** How a deposit was handed over, after its amount; nothing for a withholding, which is never a deposit. */
    depositMethods: { cash: "en espèces", transfer: "par virement", cheque: "par chèque", card: "par carte", withholding: "", online: "(pré-autorisation en ligne, non débitée)" },
    cheque: (payment: string, number: string, bank: string | null) => `${payment} n°${NBSP}${number}${bank ? ` (${bank})` : ""}`,
    certificate: (payment: string, number: string) => `${payment}, certificat n°${NBSP}${number}`,
    reference: (reference: string) => `Référence${NBSP}: ${reference}`,
    cancelled: (reason: string | null) => `Annulé${reason ? `${NBSP}: ${reason}` : ""}`,
    invoice: (number: string) => `Facture ${number}`,
    creditedInFull: "Entièrement créditée par facture d'avoir",
    creditNote: (number: string, invoice: string | null) => `Facture d'avoir ${number}${invoice ? ` sur la facture ${invoice}` : ""}`,
    complementaryInvoice: (number: string, ofDeposit: boolean) => `Facture complémentaire ${number} (${ofDeposit ? "caution retenue" : "frais après location"})`,
    orderToInvoice: (number: string) => `Commande ${number}, total TTC (facture à venir)`,
    orderToInvoiceAgain: (number: string) => `Commande ${number}, total TTC à facturer de nouveau`,
    depositReceived: (amount: string, method: string) => `Caution reçue ${amount}${method ? ` ${method}` : ""}`,
    depositNotPayment: `Hors solde${NBSP}: la caution n'est pas un paiement.`,
    depositKept: (amount: string, invoice: string | null) => `Caution retenue ${amount}${invoice ? ` pour la facture complémentaire ${invoice}` : ""}`,
    /** Why a deposit was kept (money/deposit-schema.ts's DEPOSIT_RETENTION_LABELS, which a test keeps equal). */
    retentionReasons: { damage: "Dommages", loss: "Pertes", late: "Retard" },
    reason: (reason: string) => `Motif${NBSP}: ${reason.toLowerCase()}`,
    depositReturned: (amount: string) => `Caution restituée ${amount}`,
    outsideBalance: "Hors solde.",
  },
  /** "Devis DEV-2026-0001 — commande CMD-000042": the PDF's subject. */
  subject: (title: string, number: string, order: string) => `${title} ${number} — commande ${order}`,
};

export type DocumentMessages = typeof documentsFr;
