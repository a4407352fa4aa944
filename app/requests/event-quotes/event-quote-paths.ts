// Where an event quote is edited and downloaded (issue 24). The client's links carry the request's
// token (access.server.ts), which only the server makes; these take it as given.

/** The quote editor of a request, in the back office. */
export function eventQuoteEditorPath(messageId: string): string {
  return `/admin/contact/demandes/${messageId}/devis`;
}

/** A stored event quote's PDF, for admins. */
export function adminEventQuoteFilePath(messageId: string, fileName: string): string {
  return `${eventQuoteEditorPath(messageId)}/${fileName}`;
}

/** A stored event quote's PDF, for the client through their request's token. */
export function clientEventQuoteFilePath(token: string, fileName: string): string {
  return `/demande/${token}/devis/${fileName}`;
}

/** The client's 'Accepter le devis' form posts here. */
export function clientEventQuoteAcceptPath(token: string): string {
  return `/demande/${token}/devis/accepter`;
}
