import { FileCheck, FileWarning } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ClientCard } from "~/components/client-page";
import { useLocale, useMessages } from "~/i18n/messages";
import { formatDateTime } from "~/i18n/format";
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
  const locale = useLocale();
  const m = useMessages().shop.order.quote;
  const label = m.label(quote.number, quote.version);
  const at = (moment: Date | string) => formatDateTime(locale, moment);
  if (quote.stale && quote.open) {
    return (
      <section aria-labelledby="client-quote-title" className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm">
        <h2 id="client-quote-title" className="flex flex-wrap items-center gap-2 font-display text-xl font-bold">
          <FileWarning className="size-5 text-amber-800" aria-hidden />
          {m.heading(label)}
          <StaleQuoteBadge />
        </h2>
        <p className="text-sm font-medium">{m.staleNotice}</p>
        {quote.accepted ? (
          <p className="text-sm text-muted-foreground">
            {m.acceptedBeforeEdit(quote.accepted.name, at(quote.accepted.at))}
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
          {m.acceptedTitle}
        </h2>
        <p className="text-sm">{m.acceptedBy(label, quote.accepted.name, at(quote.accepted.at))}</p>
      </section>
    );
  }
  if (!quote.canAccept) return null;
  return (
    <ClientCard titleId="client-quote-title" title={m.acceptTitle}>
      <p className="text-sm text-muted-foreground">
        {m.agreementOn(label)}
        {href ? (
          <>
            {" "}
            (
            <a href={href} className="font-medium text-primary underline-offset-2 hover:underline" rel="noreferrer">
              {m.readPdf}
            </a>
            )
          </>
        ) : null}
        {m.recorded}
      </p>
      <Form method="post" className="grid gap-3" preventScrollReset>
        <QuoteAcceptanceFields idPrefix="accept" documentId={quote.documentId} refusal={failure} sending={sending} />
      </Form>
    </ClientCard>
  );
}
