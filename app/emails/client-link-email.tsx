// The client's new link to their order or request, sent from the back office ('Renvoyer un
// nouveau lien'): the links sent before no longer open. The text part (app/orders/client-links
// and app/requests/request-links) is written from the same sentences (client-link-facts.ts).

import type { EmailAgency } from "./layout";
import { EmailLayout } from "./layout";
import { clientNewLinkSentences } from "./client-link-facts";
import { CtaButton, P, Signature, Title } from "./parts";

import type { Locale } from "~/i18n/locale";
export type ClientNewLinkProps = {
  agency: EmailAgency;
  firstName: string;
  /** "votre commande CMD-000042", "votre demande (Mariage)". */
  what: string;
  link: string;
  button: string;
  signature: string;
  /** The client's language. */
  locale?: Locale;
};

export function ClientNewLinkEmail(props: ClientNewLinkProps) {
  const say = clientNewLinkSentences(props);
  return (
    <EmailLayout agency={props.agency} locale={props.locale} preview={say.news}>
      <Title>{say.title}</Title>
      <P>{say.greeting}</P>
      <P>{say.news}</P>
      <CtaButton href={props.link}>{props.button}</CtaButton>
      <P muted>{say.caution}</P>
      <Signature>{props.signature}</Signature>
    </EmailLayout>
  );
}
