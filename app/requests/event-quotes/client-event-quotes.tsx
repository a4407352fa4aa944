import { FileCheck, FilePen, FileText } from "lucide-react";
import { useFetcher } from "react-router";
import { ClientCard } from "~/components/client-page";
import { formatDateTime } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/messages";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { QuoteAcceptanceFields, type QuoteAcceptanceRefusal } from "~/orders/client/quote-acceptance-fields";
import type { ClientEventQuote } from "./event-quote-acceptance.server";
import { clientEventQuoteAcceptPath } from "./event-quote-paths";

/** A refused acceptance: the message and the name as typed (an accepted one redirects with a toast). */
export type EventQuoteAcceptanceFailure = { ok: false } & QuoteAcceptanceRefusal;

/**
 * The client's event quotes on their request's page (issue 24): each version with its PDF, and
 * 'Accepter le devis' on the latest, by the rental quote's rules (their name and 'Bon pour
 * accord'). The form posts to /demande/<token>/devis/accepter: with JavaScript a refusal comes back
 * here and keeps the typed name; without, that route shows this list again with the refusal.
 */
export function ClientEventQuotes({ token, quotes, failure }: { token: string; quotes: ClientEventQuote[]; failure?: EventQuoteAcceptanceFailure }) {
  const fetcher = useFetcher<EventQuoteAcceptanceFailure>({ key: `event-quote-accept-${token}` });
  const refused = fetcher.data ?? failure;
  const sending = fetcher.state !== "idle";
  const locale = useLocale();
  const t = useMessages().contact.request.quotes;
  if (quotes.length === 0) return null;
  const offered = quotes.find((quote) => quote.canAccept);
  const accepted = quotes.find((quote) => quote.accepted);
  const label = (quote: ClientEventQuote) => t.version(quote.number, quote.version);
  return (
    <ClientCard titleId="client-event-quotes-title" title={t.title} className="gap-4 p-5">
      <ul className="grid gap-2" aria-label={t.list}>
        {quotes.map((quote) => (
          <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
            <span className="grid min-w-0">
              <span className="font-medium tabular-nums">{t.quote(label(quote))}</span>
              <span className="text-xs text-muted-foreground">{t.issued(formatPrice(decimalToCents(quote.totalTtc) ?? 0n), formatDateTime(locale, quote.issuedAt))}</span>
              {quote.accepted ? (
                <span className="text-xs font-medium text-success">{t.acceptedBy(quote.accepted.name, formatDateTime(locale, quote.accepted.at))}</span>
              ) : null}
            </span>
            <a href={quote.href} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline" rel="noreferrer">
              <FileText className="size-4" aria-hidden />
              {t.readPdf}
              <span className="sr-only">{t.ofQuote(label(quote))}</span>
            </a>
          </li>
        ))}
      </ul>

      {quotes[0]?.newVersionComing ? (
        <p role="note" className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <FilePen className="size-4 shrink-0 text-primary" aria-hidden />
          {t.newVersionComing}
        </p>
      ) : null}

      {accepted && !offered ? (
        <p className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          <FileCheck className="size-4 shrink-0 text-success" aria-hidden />
          {t.accepted(label(accepted))}
        </p>
      ) : null}

      {offered ? (
        <fetcher.Form method="post" action={localizedPath(locale, clientEventQuoteAcceptPath(token))} className="grid gap-3 border-t pt-4" preventScrollReset>
          <h3 className="font-semibold">{t.accept(label(offered))}</h3>
          <p className="text-sm text-muted-foreground">{t.acceptNote}</p>
          <QuoteAcceptanceFields idPrefix="event-quote-accept" documentId={offered.id} refusal={refused} sending={sending} />
        </fetcher.Form>
      ) : null}
    </ClientCard>
  );
}
