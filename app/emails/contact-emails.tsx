// The contact form's e-mails as HTML: the agency's notification and the visitor's
// acknowledgement. Both print the request as the text part's summarizeRequest does.

import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { ContactLink, CtaButton, Facts, Label, P, Quote, Signature, Title } from "./parts";
import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";

/** The request's facts ("Nom", "Email"…) and the project's description, from contact-mail.server.ts. */
export type ContactRequestFacts = {
  name: string;
  email: string;
  facts: { label: string; value: string }[];
  message: string;
};

function Request({ request, locale = "fr" }: { request: ContactRequestFacts; locale?: Locale }) {
  const say = emailMessages(locale).contactAcknowledgement;
  return (
    <>
      <Facts
        rows={request.facts.map((fact) =>
          fact.label === say.facts.email ? { label: fact.label, value: <ContactLink href={`mailto:${request.email}`}>{fact.value}</ContactLink> } : fact,
        )}
      />
      <Label>{say.description}</Label>
      <Quote>{request.message}</Quote>
    </>
  );
}

export type ContactNotificationProps = { agency: EmailAgency; eventType: string; request: ContactRequestFacts; adminLink: string };

export function ContactNotificationEmail(props: ContactNotificationProps) {
  return (
    <EmailLayout agency={props.agency} preview={`Nouvelle demande de contact : ${props.request.name} (${props.eventType})`}>
      <Title>Nouvelle demande de contact</Title>
      <P>Un nouveau message a été envoyé depuis le formulaire de contact du site.</P>
      <Request request={props.request} />
      <P>Répondez à cet e-mail pour écrire directement au client. Le message est aussi dans le back-office (onglet Contact).</P>
      <CtaButton href={props.adminLink}>Voir le message</CtaButton>
    </EmailLayout>
  );
}

export type ContactAcknowledgementProps = { agency: EmailAgency; locale: Locale; firstName: string; request: ContactRequestFacts; signature: string[] };

export function ContactAcknowledgementEmail(props: ContactAcknowledgementProps) {
  const brand = props.agency.brand;
  const t = emailMessages(props.locale);
  const say = t.contactAcknowledgement;
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={say.preview(brand)}>
      <Title>{say.title}</Title>
      <P>{t.greeting(props.firstName)}</P>
      <P>{say.thanks(brand)}</P>
      <Label>{say.summary}</Label>
      <Request request={props.request} locale={props.locale} />
      <Signature>
        {props.signature.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </Signature>
    </EmailLayout>
  );
}
