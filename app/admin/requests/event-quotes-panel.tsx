import { Download, FilePenLine, LoaderCircle, NotebookPen, Package, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTimeFr } from "~/lib/dates";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { EVENT_QUOTE_TITLE } from "~/requests/event-quotes/event-quote-data";
import { DeleteDraftForm } from "./event-quote-draft-save";
import type { EventQuotesPanelData } from "./event-quotes.server";
import { PdfPending, useRefreshWhilePdfPending } from "~/admin/components/pdf-pending";

/**
 * A request's event quotes (issue 24): every version with its total, its date and whether the
 * client accepted it online, its PDF, 'Envoyer au client' on the latest, and the link to the
 * editor; on the request's file, the draft being written (issue 38), to continue or delete. The send form posts to the editor's route, which comes back here (`back`) with a toast,
 * so the panel needs nothing from the page that mounts it.
 */
export function EventQuotesPanel({ data, messageId, back = "file" }: { data: EventQuotesPanelData; messageId: string; back?: "file" | "editor" }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send" ? navigation.formData.get("quote") : null;
  const latest = data.quotes[0];
  useRefreshWhilePdfPending(data.quotes.some((quote) => quote.pdfPending));
  return (
    <section aria-labelledby={`event-quotes-${messageId}`} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`event-quotes-${messageId}`} className="text-base font-semibold">
          Devis événement
        </h2>
        {data.canIssue && back === "file" && !data.draft ? (
          <Button asChild size="sm" variant="outline">
            <Link to={data.editorPath}>
              <FilePenLine aria-hidden />
              {latest ? "Nouvelle version du devis" : "Créer un devis"}
            </Link>
          </Button>
        ) : null}
      </div>
      {!data.canIssue ? <p className="text-xs text-muted-foreground">Une demande gagnée ou perdue se rouvre avant d'émettre une nouvelle version du devis.</p> : null}
      {data.rentalOrder ? (
        <p className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          <Package className="size-4 shrink-0" aria-hidden />
          <span>
            Location commandée :{" "}
            <Link to={data.rentalOrder.href} className="font-medium text-primary underline-offset-4 hover:underline">
              {data.rentalOrder.number}
            </Link>{" "}
            ({data.rentalOrder.status})
          </span>
        </p>
      ) : null}
      {data.draft && back === "file" ? (
        <div role="group" aria-labelledby={`event-quote-draft-${messageId}`} className="grid gap-2 rounded-md border border-dashed border-gold/70 bg-gold/10 px-3 py-2 text-sm">
          <span className="grid min-w-0">
            <span id={`event-quote-draft-${messageId}`} className="flex items-center gap-1.5 font-medium">
              <NotebookPen className="size-4 shrink-0" aria-hidden />
              Brouillon
            </span>
            <span className="break-words">
              {data.draft.title || EVENT_QUOTE_TITLE} · {data.draft.lines} ligne{data.draft.lines > 1 ? "s" : ""}
              {data.draft.basedOn ? ` · version ${data.draft.basedOn + 1} en préparation` : ""}
            </span>
            <span className="text-xs text-muted-foreground">
              Enregistré le {formatDateTimeFr(data.draft.savedAt)} par {data.draft.savedBy} · pas encore émis
            </span>
          </span>
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to={data.editorPath}>
                <FilePenLine aria-hidden />
                Continuer le brouillon
              </Link>
            </Button>
            <DeleteDraftForm action={data.editorPath} back="file" />
          </div>
        </div>
      ) : null}
      {data.quotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun devis émis pour cette demande.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Devis émis">
          {data.quotes.map((quote) => (
            <li key={quote.id} className="grid gap-2 rounded-md border px-3 py-2 text-sm" aria-label={`Devis ${quote.number} version ${quote.version}`}>
              <div className="flex items-center justify-between gap-3">
                <span className="grid min-w-0">
                  <span className="font-medium tabular-nums">
                    Devis {quote.number} · v{quote.version}
                    {quote.latest ? "" : " (remplacé)"}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatPrice(decimalToCents(quote.totalTtc) ?? 0n)} TTC · {formatDateTimeFr(quote.issuedAt)}
                    {quote.hasRental ? " · avec location de matériel" : ""}
                  </span>
                  {quote.pdfPending ? <PdfPending /> : null}
                  {quote.accepted ? (
                    <span className="text-xs font-medium text-success">
                      Accepté en ligne par {quote.accepted.name}, le {formatDateTimeFr(quote.accepted.at)}
                    </span>
                  ) : quote.sentAt ? (
                    <span className="text-xs text-muted-foreground">Envoyé le {formatDateTimeFr(quote.sentAt)} · non accepté</span>
                  ) : (
                    <span className="text-xs text-muted-foreground">Pas encore envoyé : le client ne le voit pas</span>
                  )}
                </span>
                <Button asChild size="icon-sm" variant="ghost">
                  <a href={quote.href} download={quote.fileName} aria-label={`Télécharger ${quote.fileName}`}>
                    <Download aria-hidden />
                  </a>
                </Button>
              </div>
              {quote.latest ? (
                <Form method="post" action={data.editorPath} preventScrollReset>
                  <input type="hidden" name="quote" value={quote.id} />
                  <input type="hidden" name="back" value={back} />
                  <Button type="submit" name="intent" value="send" size="sm" disabled={sending !== null}>
                    {sending === quote.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                    Envoyer au client
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
