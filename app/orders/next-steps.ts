// What happens after a client places an order, said once: the page the checkout ends on
// (/commande/<token>?nouvelle=1) and the acknowledgement e-mail print the same steps.

/** The confirmation page's and the acknowledgement's heading of the steps. */
export const NEXT_STEPS_TITLE = "Et maintenant ?";

/**
 * The steps of a new order, in the order the agency takes them: it checks and confirms, sends the
 * quote (accepted online), asks the deposit at the hand-over if there is one; the client may
 * cancel until the confirmation. `pickup`: the equipment is taken at the depot, not delivered.
 */
export function orderNextSteps(pickup: boolean): string[] {
  return [
    "Notre équipe vérifie la disponibilité du matériel et confirme votre commande : vous recevez un e-mail dès qu'elle est confirmée.",
    `Nous vous adressons ensuite le devis, TVA et timbre fiscal compris${pickup ? "" : ", avec la livraison s'il y a lieu"} : vous pouvez l'accepter en ligne sur la page de suivi de votre commande.`,
    `Si une caution est demandée, son montant figure sur le devis : elle se règle ${pickup ? "au retrait du matériel au dépôt" : "à la livraison du matériel"} et vous est restituée à son retour, complet et en bon état.`,
    "Tant qu'elle n'est pas confirmée, vous pouvez annuler votre commande sans frais depuis la page de suivi.",
  ];
}

