/** What each queued e-mail is, as the back office names it (mail_queue.kind). */
export const MAIL_KIND_LABELS: Record<string, string> = {
  "order-acknowledgement": "Accusé de réception de commande",
  "order-notification": "Nouvelle commande (agence)",
  "order-status": "Changement de statut de commande",
  "order-cancel-acknowledgement": "Confirmation d'annulation",
  "order-cancel-notification": "Annulation par le client (agence)",
  quote: "Devis",
  invoice: "Facture",
  "order-documents": "Documents de commande",
  "contact-acknowledgement": "Accusé de réception de contact",
  "contact-notification": "Nouveau message de contact (agence)",
  "password-reset": "Réinitialisation du mot de passe",
  "email-verification": "Vérification de l'adresse e-mail",
  "email-changed": "Changement d'adresse e-mail",
  "sign-in-attempts": "Tentatives de connexion (au titulaire du compte)",
  "sign-up-attempt": "Tentative d'inscription avec une adresse connue",
  receipt: "Reçu de paiement",
  "payment-reminder": "Relance de paiement",
  "quote-accepted": "Devis accepté (agence)",
  "request-reply": "Réponse à une demande",
  "request-answer-notification": "Réponse d'un client (agence)",
  "order-new-link": "Nouveau lien de suivi de commande",
  "request-new-link": "Nouveau lien de suivi de demande",
  "follow-up-digest": "Relances du jour (agence)",
};

export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? "E-mail";
}

export const MAIL_STATUS_LABELS: Record<string, string> = {
  failed: "En échec",
  pending: "En attente",
  sending: "En cours d'envoi",
};
