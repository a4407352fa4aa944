// The e-mail that carries a document to the client (a rental order's quote or invoice, an event
// quote), its PDF attached by the caller: the greeting, the builder's intro, the document's
// personal link, the page where the client follows what it is for, and the closing.

import { EmailLayout, type EmailAgency } from "./layout";
import type { StatementFacts } from "./order-facts";
import { CtaButton, Label, P, Signature, StatementLines, Title } from "./parts";

import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";
import { htmlColon } from "./html-colon";

export type DocumentEmailProps = {
  agency: EmailAgency;
  /** "Votre devis DEV-2026-0007 (version 2)". */
  title: string;
  firstName: string;
  /** "Veuillez trouver ci-joint notre devis …", as in the text part; the preview line too. */
  intro: string;
  documentLink: string;
  documentButton: string;
  /** The page the client follows their order or request on: "Le suivi de votre commande", its link and button. */
  follow: { lead: string; link: string; button: string };
  closing: string;
  signature: string;
  /** An order's statement of account (a reminder, a receipt): every line and what remains. */
  statement?: StatementFacts;
  /** The client's language (French for an event's quote and a reminder). */
  locale?: Locale;
};

export function DocumentEmail({ agency, title, firstName, intro, documentLink, documentButton, follow, closing, signature, statement, locale = "fr" }: DocumentEmailProps) {
  const t = emailMessages(locale);
  return (
    <EmailLayout agency={agency} locale={locale} preview={intro}>
      <Title>{title}</Title>
      <P>{t.greeting(firstName)}</P>
      <P>{intro}</P>
      {statement ? (
        <>
          <Label>{t.document.statement}</Label>
          <StatementLines statement={statement} />
        </>
      ) : null}
      <P>{htmlColon(t.document.open)}</P>
      <CtaButton href={documentLink}>{documentButton}</CtaButton>
      <P>{htmlColon(t.fact(follow.lead, "").trimEnd())}</P>
      <CtaButton href={follow.link} secondary>
        {follow.button}
      </CtaButton>
      <P>{closing}</P>
      <Signature>{signature}</Signature>
    </EmailLayout>
  );
}
