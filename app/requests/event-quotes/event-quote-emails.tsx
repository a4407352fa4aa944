// The e-mails of an event quote (issue 24), made of the site's e-mail pieces: the quote sent to the
// client with its PDF, and the agency's notice when the client accepts it online. Loaded by
// event-quote-mail.server.ts with react-email on the first such e-mail, never at boot.

import { EmailLayout, type EmailAgency } from "~/emails/layout";
import { CtaButton, Facts, P, Signature, Title } from "~/emails/parts";

export type EventQuoteEmailProps = {
  agency: EmailAgency;
  title: string;
  firstName: string;
  intro: string;
  quoteLink: string;
  quoteButton: string;
  requestLink: string;
  closing: string;
  signature: string;
};

/** To the client: the quote, its personal link and the request's page where it is accepted. */
export function EventQuoteEmail(props: EventQuoteEmailProps) {
  return (
    <EmailLayout agency={props.agency} preview={props.intro}>
      <Title>{props.title}</Title>
      <P>Bonjour {props.firstName},</P>
      <P>{props.intro}</P>
      <P>Vous pouvez aussi l&apos;ouvrir à tout moment par ce lien personnel (ne le partagez pas)&nbsp;:</P>
      <CtaButton href={props.quoteLink}>{props.quoteButton}</CtaButton>
      <P>Le suivi de votre demande&nbsp;:</P>
      <CtaButton href={props.requestLink} secondary>
        Suivre ma demande
      </CtaButton>
      <P>{props.closing}</P>
      <Signature>{props.signature}</Signature>
    </EmailLayout>
  );
}

export type EventQuoteAcceptedNoticeProps = {
  agency: EmailAgency;
  quote: string;
  client: string;
  acceptedBy: string;
  acceptedAt: string;
  total: string;
  adminLink: string;
};

/** To the agency: the client accepted the quote online. */
export function EventQuoteAcceptedNoticeEmail(props: EventQuoteAcceptedNoticeProps) {
  return (
    <EmailLayout agency={props.agency} preview={`Devis ${props.quote} accepté par le client`}>
      <Title>Devis {props.quote} accepté en ligne</Title>
      <P>{props.client} a accepté en ligne le devis événement {props.quote}.</P>
      <Facts
        rows={[
          { label: "Accepté par", value: props.acceptedBy },
          { label: "Le", value: props.acceptedAt },
          { label: "Montant TTC", value: props.total },
        ]}
      />
      <P>La demande dans le back-office&nbsp;:</P>
      <CtaButton href={props.adminLink}>Ouvrir la demande</CtaButton>
    </EmailLayout>
  );
}
