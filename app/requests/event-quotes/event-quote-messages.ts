// What the client is told of an event quote the agency issued and has not sent (issue 24): the
// acceptance's refusals and their request page say it in the same words.

/** A version the agency issued and has not sent: not the client's to accept yet. */
export const NOT_SENT_MESSAGE = "Ce devis ne vous a pas encore été envoyé : vous pourrez l'accepter dès que notre équipe vous l'aura envoyé.";

/** The version sent, once the agency issued a newer one it has not sent yet. */
export const NEW_VERSION_COMING = "Notre équipe prépare une nouvelle version de ce devis : vous pourrez l'accepter dès qu'elle vous sera envoyée.";
