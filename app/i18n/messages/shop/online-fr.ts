// The client's online payments (issue 40), in French: the pay buttons, the caution held on the
// card, the return page. Apart from the order page's strings, which had grown past 400 lines.

export const onlinePaymentFr = {
  title: "Paiement en ligne",
  intro: "Réglez par carte bancaire ou portefeuille électronique, sur la page sécurisée de notre prestataire : vous revenez ensuite ici.",
  deposit: "Payer l'acompte en ligne",
  balance: "Payer le solde",
  depositAmount: (amount: string) => `Acompte demandé : ${amount}`,
  balanceAmount: (amount: string) => `Solde à régler : ${amount}`,
  via: "Payer avec",
  failed: "Votre dernier paiement en ligne n'a pas abouti : rien n'a été débité. Vous pouvez réessayer.",
  expired: "Votre dernier paiement en ligne a expiré avant d'être réglé : rien n'a été débité. Vous pouvez réessayer.",
  verifyingTitle: "Paiement en cours de vérification",
  verifyingText: "Nous attendons la confirmation de votre paiement par le prestataire. Cette page se met à jour d'elle-même.",
  back: "Retour à ma commande",
  received: "Paiement reçu",
  receivedText: (amount: string) => `${amount} ont été enregistrés sur votre commande. Votre reçu vous est envoyé par e-mail.`,
  unavailable: "Le service de paiement ne répond pas pour le moment : rien n'a été débité. Réessayez dans quelques minutes.",
  nothingToPay: "Il n'y a rien à payer en ligne sur cette commande pour le moment.",
  notOffered: "Ce moyen de paiement en ligne n'est pas proposé.",
  amountChanged: "Le montant à payer vient de changer : rechargez la page de votre commande.",
  tooMany: "Trop de tentatives de paiement sur cette commande : réessayez dans quelques minutes.",
  caution: "Déposer la caution",
  cautionAmount: (amount: string) => `Caution : ${amount}`,
  cautionText: "Le montant est bloqué sur votre carte, pas débité : nous le libérons au retour du matériel, ou n'en prélevons que la part due en cas de dommage.",
  cautionOpensOn: (amount: string, day: string) => `Vous pourrez déposer la caution (${amount}) en ligne à partir du ${day}.`,
  cautionHeld: (amount: string, until: string) => `Caution bloquée sur votre carte : ${amount}, jusqu'au ${until}. Rien n'est débité : nous la libérons au retour du matériel.`,
  cautionDeposited: "Caution déposée",
  cautionDepositedText: (amount: string) => `${amount} sont bloqués sur votre carte, sans être débités, jusqu'au retour du matériel.`,
};

export type OnlinePaymentMessages = typeof onlinePaymentFr;
