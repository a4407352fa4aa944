import { FileCheck, FileWarning } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ClientCard } from "~/components/client-page";
import { formatDateTimeFr } from "~/lib/dates";
import { STALE_QUOTE_CLIENT_NOTICE } from "~/orders/quote-staleness";
import { StaleQuoteBadge } from "~/orders/stale-quote-badge";
import type { ClientOrder } from "./client-order.server";
import { QuoteAcceptanceFields, type QuoteAcceptanceRefusal } from "./quote-acceptance-fields";

type Quote = NonNullable<ClientOrder["quote"]>;

/**
 * 'Accepter le devis' on the client's page (issue 22): the latest quote version, the client's name
 * and 'Bon pour accord'. A plain form: it works before JavaScript; a refusal keeps the typed name.
 * A quote the order was edited after ('Périmé') offers no form while the order is open: the agency
 * sends a new version; one accepted before the edit says so too.
 */
export function QuoteAcceptanceForm({ quote, href, failure }: { quote: Quote; href: string | undefined; failure?: QuoteAcceptanceRefusal }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "accept-quote";
  const label = `${quote.number}${quote.version > 1 ? ` (version ${quote.version})` : ""}`;
  if (quote.stale && quote.open) {
    return (
      <section aria-labelledby="client-quote-title" className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm">
        <h2 id="client-quote-title" className="flex flex-wrap items-center gap-2 font-display text-xl font-bold">
          <FileWarning className="size-5 text-amber-800" aria-hidden />
          Devis {label}
          <StaleQuoteBadge />
        </h2>
        <p className="text-sm font-medium">{STALE_QUOTE_CLIENT_NOTICE}</p>
        {quote.accepted ? (
          <p className="text-sm text-muted-foreground">
            Vous l'aviez accepté ({quote.accepted.name}, le {formatDateTimeFr(quote.accepted.at)}) ; votre commande a été modifiée depuis.
          </p>
        ) : null}
      </section>
    );
  }
  if (quote.accepted) {
    return (
      <section aria-labelledby="client-quote-title" className="grid gap-2 rounded-2xl border border-success/40 bg-success/10 p-5 shadow-sm">
        <h2 id="client-quote-title" className="flex items-center gap-2 font-display text-xl font-bold">
          <FileCheck className="size-5 text-success" aria-hidden />
          Devis accepté
        </h2>
        <p className="text-sm">
          Le devis {label} a été accepté par {quote.accepted.name} le {formatDateTimeFr(quote.accepted.at)}.
        </p>
      </section>
    );
  }
  if (!quote.canAccept) return null;
  return (
    <ClientCard titleId="client-quote-title" title="Accepter le devis">
      <p className="text-sm text-muted-foreground">
        Votre bon pour accord porte sur le devis {label}
        {href ? (
          <>
            {" "}
            (
            <a href={href} className="font-medium text-primary underline-offset-2 hover:underline" rel="noreferrer">
              le lire en PDF
            </a>
            )
          </>
        ) : null}
        . Il est enregistré avec la date et l'heure de votre accord.
      </p>
      <Form method="post" className="grid gap-3" preventScrollReset>
        <QuoteAcceptanceFields idPrefix="accept" documentId={quote.documentId} refusal={failure} sending={sending} />
      </Form>
    </ClientCard>
  );
}
