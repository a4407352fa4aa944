import type * as React from "react";
import { useMessages } from "~/i18n/messages";
import { ClientCard } from "./client-page";
import { Icon } from "./icon";

type ClientContactCardProps = {
  titleId: string;
  note: React.ReactNode;
  agency: { phone: string; email: string };
  emailSubject?: string;
};

/**
 * 'Une question ?' on a client's page: a word on how we answer, then the agency's phone and e-mail
 * from its settings, each left out while the settings have none. `emailSubject` starts the client's
 * e-mail with what it is about (their order's number), so that the team finds the file.
 */
export function ClientContactCard(props: ClientContactCardProps) {
  return <ClientContactCardView {...props} title={useMessages().contact.clientPages.question} />;
}

/** The same card with its title given: for a page rendered outside the router (revoked-link-page.tsx). */
export function ClientContactCardView({ titleId, title, note, agency, emailSubject }: ClientContactCardProps & { title: string }) {
  return (
    <ClientCard titleId={titleId} title={title}>
      <p className="text-sm text-muted-foreground">{note}</p>
      {agency.phone ? (
        <a href={`tel:${agency.phone.replace(/\s+/g, "")}`} className="flex items-center gap-2 text-sm font-medium text-primary">
          <Icon name="phone" className="size-4" />
          <span dir="ltr">{agency.phone}</span>
        </a>
      ) : null}
      {agency.email ? (
        <a
          href={`mailto:${agency.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`}
          className="flex items-center gap-2 text-sm font-medium text-primary [overflow-wrap:anywhere]"
        >
          <Icon name="mail" className="size-4" />
          {agency.email}
        </a>
      ) : null}
    </ClientCard>
  );
}
