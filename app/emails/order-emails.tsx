// The rental order's e-mails as HTML: the client's acknowledgement, the agency's new-order
// notification, the status change (confirmed, cancelled), a client's cancel (for the agency and
// for the client) and a quote or invoice sent with its PDF. Each says what its text part says
// (the builders in app/rental and app/admin/orders write both from the same facts).

import { Section } from "@react-email/components";
import { DocumentEmail, type DocumentEmailProps } from "./document-email";
import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import type { OrderLineFact, OrderSummaryFacts, TotalFact } from "./order-facts";
import { ContactLink, CtaButton, Facts, factOf, ItemsTable, Label, P, Quote, Signature, Steps, Title, TotalsTable } from "./parts";
import { QuoteAcceptedEmail, type QuoteAcceptance } from "./quote-accepted-email";
import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";
import { htmlColon } from "./html-colon";

export const FOLLOW_BUTTON = emailMessages("fr").followButton;

/** The order's period, fulfilment, items and totals, as orderSummary prints them. */
function OrderSummary({ summary, title, locale = "fr" }: { summary: OrderSummaryFacts; title: string; locale?: Locale }) {
  const words = emailMessages(locale).summary;
  return (
    <>
      <Label>{title}</Label>
      <Facts rows={[{ label: words.order, value: summary.number }, { label: words.period, value: summary.period }, ...summary.fulfilment.map(factOf)]} />
      <Label>{words.items}</Label>
      <ItemsTable lines={summary.lines} />
      <TotalsTable totals={summary.totals} />
    </>
  );
}

export type OrderAcknowledgementProps = {
  agency: EmailAgency;
  /** The client's language: the page they ordered on. */
  locale: Locale;
  firstName: string;
  number: string;
  /** What happens next, the steps the page the checkout ends on shows too, and their heading. */
  nextSteps: { title: string; steps: string[] };
  followLink: string;
  summary: OrderSummaryFacts;
  notes: string | null;
  signature: string;
};

export function OrderAcknowledgementEmail(props: OrderAcknowledgementProps) {
  const t = emailMessages(props.locale);
  const say = t.acknowledgement;
  const [before, after] = say.thanksAround;
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={say.preview(props.number)}>
      <Title>{say.title(props.number)}</Title>
      <P>{t.greeting(props.firstName)}</P>
      <P>
        {before}
        <strong>{props.number}</strong>
        {after}
      </P>
      <Label>{props.nextSteps.title}</Label>
      <Steps steps={props.nextSteps.steps} />
      <P>{htmlColon(say.follow)}</P>
      <CtaButton href={props.followLink}>{t.followButton}</CtaButton>
      <P>{say.followNote}</P>
      <OrderSummary summary={props.summary} title={say.yourOrder} locale={props.locale} />
      {props.notes ? (
        <>
          <Label>{say.yourNotes}</Label>
          <Quote>{props.notes}</Quote>
        </>
      ) : null}
      <Signature>{props.signature}</Signature>
    </EmailLayout>
  );
}

export type OrderNotificationProps = {
  agency: EmailAgency;
  number: string;
  client: { name: string; company: string | null; email: string; phone: string };
  summary: OrderSummaryFacts;
  notes: string | null;
  adminLink: string;
};

/** The client's name, company, e-mail and phone, with mailto: and tel: links. */
function ClientFacts({ client }: { client: OrderNotificationProps["client"] }) {
  return (
    <Facts
      rows={[
        { label: "Client", value: client.company ? `${client.name} (${client.company})` : client.name },
        { label: "Email", value: <ContactLink href={`mailto:${client.email}`}>{client.email}</ContactLink> },
        { label: "Téléphone", value: <ContactLink href={`tel:${client.phone.replace(/[^+\d]/g, "")}`}>{client.phone}</ContactLink> },
      ]}
    />
  );
}

export function OrderNotificationEmail(props: OrderNotificationProps) {
  return (
    <EmailLayout agency={props.agency} preview={`Nouvelle commande de location ${props.number} : ${props.client.name}`}>
      <Title>Nouvelle commande de location {props.number}</Title>
      <P>Une nouvelle commande de location a été passée sur le site.</P>
      <ClientFacts client={props.client} />
      <OrderSummary summary={props.summary} title="La commande" />
      {props.notes ? (
        <>
          <Label>Notes du client</Label>
          <Quote>{props.notes}</Quote>
        </>
      ) : null}
      <P>La commande attend votre confirmation dans le back-office (onglet Boutique).</P>
      <CtaButton href={props.adminLink}>Ouvrir la commande {props.number}</CtaButton>
    </EmailLayout>
  );
}

export type OrderStatusProps = {
  agency: EmailAgency;
  /** The client's language. */
  locale: Locale;
  status: "confirmed" | "cancelled";
  subject: string;
  firstName: string;
  number: string;
  period: string;
  lines: OrderLineFact[];
  /** A confirmation's rows, from the rental to the total TTC; none for a cancellation. */
  totals: TotalFact[];
  /** The deposit asked apart, and when: a sentence, or null. */
  deposit: string | null;
  fulfilment: string[];
  closing: string;
  followLink?: string;
};

export function OrderStatusEmail(props: OrderStatusProps) {
  const confirmed = props.status === "confirmed";
  const t = emailMessages(props.locale);
  const say = t.status;
  const [before, after] = confirmed ? say.confirmedAround(props.period) : say.cancelledAround(props.period);
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={props.subject}>
      <Title>{props.subject}</Title>
      <P>{t.greeting(props.firstName)}</P>
      <P>
        {before}
        <strong>{props.number}</strong>
        {after}
      </P>
      <Label>{confirmed ? say.reserved : say.requested}</Label>
      <ItemsTable lines={props.lines} withUnitPrice={false} />
      {props.totals.length > 0 ? <TotalsTable totals={props.totals} /> : null}
      {props.deposit ? <P>{props.deposit}</P> : null}
      <Section style={{ marginTop: "16px" }}>
        <Facts rows={props.fulfilment.map(factOf)} />
      </Section>
      <P>{props.closing}</P>
      {props.followLink ? (
        <>
          <P>{htmlColon(say.followLead)}</P>
          <CtaButton href={props.followLink}>{t.followButton}</CtaButton>
        </>
      ) : null}
      <P>{say.questions}</P>
      <Signature>{say.teamSignature}</Signature>
    </EmailLayout>
  );
}

export type ClientCancelNoticeProps = {
  agency: EmailAgency;
  number: string;
  client: string;
  period: string;
  reason: string;
  adminLink: string;
};

/** To the agency: the client cancelled from their link. */
export function ClientCancelNoticeEmail(props: ClientCancelNoticeProps) {
  return (
    <EmailLayout agency={props.agency} preview={`Commande ${props.number} annulée par le client : ${props.client}`}>
      <Title>Commande {props.number} annulée par le client</Title>
      <P>
        {props.client} a annulé sa commande {props.number} depuis son lien de suivi.
      </P>
      <Facts rows={[{ label: "Période", value: props.period }, { label: "Raison", value: props.reason }]} />
      <P>La commande dans le back-office&nbsp;:</P>
      <CtaButton href={props.adminLink}>Ouvrir la commande {props.number}</CtaButton>
    </EmailLayout>
  );
}

export type QuoteAcceptedNoticeProps = QuoteAcceptance & { number: string };

/** To the agency: the client accepted a quote online ('Bon pour accord'). */
export function QuoteAcceptedNoticeEmail({ number, client, adminLink, ...props }: QuoteAcceptedNoticeProps) {
  return (
    <QuoteAcceptedEmail
      {...props}
      preview={`Devis ${props.quote} accepté par le client (${number})`}
      admin={{ lead: "La commande dans le back-office", link: adminLink, button: <>Ouvrir la commande {number}</> }}
    >
      {client} a accepté en ligne le devis {props.quote} de la commande {number}.
    </QuoteAcceptedEmail>
  );
}

export type ClientCancelAcknowledgementProps = {
  agency: EmailAgency;
  /** The client's language. */
  locale: Locale;
  firstName: string;
  number: string;
  period: string;
  followLink: string;
  signature: string;
};

/** To the client: the cancel they asked for is done. */
export function ClientCancelAcknowledgementEmail(props: ClientCancelAcknowledgementProps) {
  const t = emailMessages(props.locale);
  const say = t.cancelAcknowledgement;
  const [before, after] = say.doneAround(props.period);
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={say.preview(props.number)}>
      <Title>{say.title(props.number)}</Title>
      <P>{t.greeting(props.firstName)}</P>
      <P>
        {before}
        <strong>{props.number}</strong>
        {after}
      </P>
      <P>{htmlColon(say.followLead)}</P>
      <CtaButton href={props.followLink}>{t.followButton}</CtaButton>
      <Signature>{props.signature}</Signature>
    </EmailLayout>
  );
}

export type OrderDocumentProps = Omit<DocumentEmailProps, "follow"> & {
  kind: "quote" | "invoice";
  /** The order's follow page, under the document's own link. */
  followLink: string;
};

/** A quote or an invoice, attached as a PDF. */
export function OrderDocumentEmail({ followLink, ...props }: OrderDocumentProps) {
  const t = emailMessages(props.locale ?? "fr");
  return <DocumentEmail {...props} follow={{ lead: t.document.follow, link: followLink, button: t.followButton }} />;
}
