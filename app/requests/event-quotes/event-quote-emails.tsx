// The e-mails of an event quote (issue 24), made of the site's e-mail pieces: the quote sent to the
// client with its PDF, and the agency's notice when the client accepts it online; both are the
// rental documents' e-mails with the request in place of the order. Loaded by
// event-quote-mail.server.ts with react-email on the first such e-mail, never at boot.

import { DocumentEmail, type DocumentEmailProps } from "~/emails/document-email";
import { QuoteAcceptedEmail, type QuoteAcceptance } from "~/emails/quote-accepted-email";

export type EventQuoteEmailProps = Omit<DocumentEmailProps, "documentLink" | "documentButton" | "follow"> & {
  quoteLink: string;
  quoteButton: string;
  /** The request's page, where the client accepts the quote. */
  requestLink: string;
};

/** To the client: the quote, its personal link and the request's page where it is accepted. */
export function EventQuoteEmail({ quoteLink, quoteButton, requestLink, ...props }: EventQuoteEmailProps) {
  return <DocumentEmail {...props} documentLink={quoteLink} documentButton={quoteButton} follow={{ lead: "Le suivi de votre demande", link: requestLink, button: "Suivre ma demande" }} />;
}

export type EventQuoteAcceptedNoticeProps = QuoteAcceptance;

/** To the agency: the client accepted the quote online. */
export function EventQuoteAcceptedNoticeEmail({ client, adminLink, ...props }: EventQuoteAcceptedNoticeProps) {
  return (
    <QuoteAcceptedEmail {...props} preview={`Devis ${props.quote} accepté par le client`} admin={{ lead: "La demande dans le back-office", link: adminLink, button: "Ouvrir la demande" }}>
      {client} a accepté en ligne le devis événement {props.quote}.
    </QuoteAcceptedEmail>
  );
}
