// The agency's notice that a client accepted a quote online ('Bon pour accord'), a rental order's
// or an event's: who accepted it, when, for how much, and the button to the back office's page.

import type { ReactNode } from "react";
import { EmailLayout, type EmailAgency } from "./layout";
import { CtaButton, Facts, P, Title } from "./parts";

/** What the builders hand over of an online acceptance, whichever the quote: a rental order's adds its order. */
export type QuoteAcceptance = {
  agency: EmailAgency;
  /** "DEV-2026-0007 (version 2)". */
  quote: string;
  /** The client's name, in the sentence that says who accepted. */
  client: string;
  acceptedBy: string;
  acceptedAt: string;
  /** "11 425,00 DT", under the label « Montant TTC ». */
  total: string;
  adminLink: string;
};

export type QuoteAcceptedEmailProps = Omit<QuoteAcceptance, "client" | "adminLink"> & {
  preview: string;
  /** The back office's page of the order or the request: "La commande dans le back-office", its link and button. */
  admin: { lead: string; link: string; button: ReactNode };
  /** The sentence that says who accepted which quote. */
  children: ReactNode;
};

export function QuoteAcceptedEmail({ agency, preview, quote, acceptedBy, acceptedAt, total, admin, children }: QuoteAcceptedEmailProps) {
  return (
    <EmailLayout agency={agency} preview={preview}>
      <Title>Devis {quote} accepté en ligne</Title>
      <P>{children}</P>
      <Facts
        rows={[
          { label: "Accepté par", value: acceptedBy },
          { label: "Le", value: acceptedAt },
          { label: "Montant TTC", value: total },
        ]}
      />
      <P>{`${admin.lead}\u00a0:`}</P>
      <CtaButton href={admin.link}>{admin.button}</CtaButton>
    </EmailLayout>
  );
}
