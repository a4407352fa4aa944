// The sentences of the client's new-link e-mail (client-link-email.tsx), shared by its text part
// and its HTML part; a plain module, so that the builders do not load react-email to write them.

/** The button's words: the order's page, or the request's. */
export const NEW_LINK_BUTTONS = { order: "Suivre ma commande", request: "Voir ma demande" } as const;

/** The sentences of both parts, in order: the greeting, the news, then the word of caution. */
export function clientNewLinkSentences(props: { firstName: string; what: string }) {
  return {
    title: "Votre nouveau lien",
    greeting: `Bonjour ${props.firstName},`,
    news: `Voici votre nouveau lien personnel pour ${props.what}. Les liens que nous vous avions envoyés auparavant ne s'ouvrent plus : gardez celui-ci.`,
    caution: "Ce lien ouvre votre page sans compte ni mot de passe : ne le transférez pas. Si vous n'avez rien demandé, répondez à cet e-mail ou appelez-nous.",
  };
}
