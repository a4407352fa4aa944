import { Download, FilePlus2, LoaderCircle, PackageCheck, Send, TriangleAlert } from "lucide-react";
import { formatDateTimeFr } from "~/lib/dates";
import { Button } from "~/components/ui/button";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { CreditNoteForm } from "./credit-note-form";
import { DOCUMENT_TITLES } from "~/orders/documents/document-data";
import type { DocumentLanguage } from "~/orders/documents/document-language";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { CreditNoteFailure, SendDocumentsFailure } from "./order-results";
import { SendDocumentsForm } from "./send-documents-form";
import { STALE_ACCEPTED_QUOTE_ADMIN_NOTICE, STALE_QUOTE_ADMIN_NOTICE } from "~/orders/quote-staleness";
import { StaleQuoteBadge } from "~/orders/stale-quote-badge";
import { PdfPending, useRefreshWhilePdfPending } from "~/admin/components/pdf-pending";

/**
 * How a document is named in the list: "Devis DEV-2026-0001 · v2", "Facture d'avoir AV-2026-0001";
 * in a narrow card the title wraps before the number, never inside it.
 */
function DocumentLabel({ doc }: { doc: OrderPageData["documents"][number] }) {
  return (
    <>
      {doc.kind === "quote" ? "Devis" : DOCUMENT_TITLES[doc.kind]}{" "}
      <span className="whitespace-nowrap">{doc.kind === "quote" ? `${doc.number} · v${doc.version}` : doc.number}</span>
    </>
  );
}

/**
 * An English order's document is English, as the client received it (issue 39): the French one,
 * printed from the same data, is a link away; a French one may be printed in English the same way.
 */
export function OtherLanguageLink({ href, language, label }: { href: string; language: DocumentLanguage; label: string }) {
  const other = language === "en" ? "fr" : "en";
  return (
    <span className="text-xs text-muted-foreground">
      {language === "en" ? "En anglais, la langue de la commande · " : null}
      <a href={`${href}?lang=${other}`} className="text-primary underline-offset-4 hover:underline" aria-label={`${label} ${other === "fr" ? "en français" : "en anglais"}`}>
        {other === "fr" ? "Version française" : "Version anglaise"}
      </a>
    </span>
  );
}

/**
 * Quotes (every version), invoices and credit notes of the order: issue, download, send to the
 * client one by one or several in one e-mail; an invoice that stands is corrected by a credit note.
 */
export function OrderDocumentsPanel({
  data,
  creditNoteFailure,
  sendDocumentsFailure,
}: {
  data: OrderPageData;
  creditNoteFailure?: CreditNoteFailure;
  sendDocumentsFailure?: SendDocumentsFailure;
}) {
  const fetcher = useOrderForms();
  const busy = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const busyDocument = busy === "send-document" ? fetcher.formData?.get("document") : null;
  const base = `/admin/shop/commandes/${data.number}/documents`;
  const latestQuote = data.documents.find((doc) => doc.kind === "quote");
  const invoice = data.documents.find((doc) => doc.kind === "invoice" && !doc.credited_by);
  const numbers = new Map(data.documents.map((doc) => [doc.id, doc.number]));
  const accepted = new Map(data.acceptances.map((a) => [a.document_id, `Accepté en ligne par ${a.accepted_name}, le ${formatDateTimeFr(a.accepted_at)}`]));
  // The facture complémentaire of charges after the rental (issue 23), as against one of a kept deposit alone.
  const chargesInvoices = new Set(data.charges.list.map((charge) => charge.billedBy).filter(Boolean));
  useRefreshWhilePdfPending(data.documents.some((doc) => !doc.pdf_ready));

  return (
    // One column that may be narrower than its widest row: a row's button wraps instead of pushing the
    // card's contents past its border on a phone.
    <section aria-labelledby="order-documents-title" className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-documents-title" className="text-base font-semibold">
        Documents
      </h2>
      <div className="flex flex-wrap gap-2">
        {data.canIssue.quote ? (
          <OrderForm resource="documents" preventScrollReset>
            <Button type="submit" name="intent" value="issue-quote" size="sm" variant="outline" disabled={Boolean(busy)}>
              {busy === "issue-quote" ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePlus2 aria-hidden />}
              {latestQuote ? "Nouvelle version du devis" : "Émettre le devis"}
            </Button>
          </OrderForm>
        ) : null}
        {latestQuote && data.canIssue.quote && !data.staleQuote ? (
          <OrderForm resource="envoi" preventScrollReset>
            <input type="hidden" name="document" value={latestQuote.id} />
            <Button type="submit" name="intent" value="send-document" size="sm" disabled={Boolean(busy)}>
              {busyDocument === latestQuote.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Envoyer le devis
            </Button>
          </OrderForm>
        ) : null}
        {data.canIssue.invoice ? (
          <OrderForm resource="documents" preventScrollReset>
            <Button type="submit" name="intent" value="issue-invoice" size="sm" variant="outline" disabled={Boolean(busy)}>
              {busy === "issue-invoice" ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePlus2 aria-hidden />}
              Émettre la facture
            </Button>
          </OrderForm>
        ) : null}
        {invoice ? (
          <OrderForm resource="envoi" preventScrollReset>
            <input type="hidden" name="document" value={invoice.id} />
            <Button type="submit" name="intent" value="send-document" size="sm" disabled={Boolean(busy)}>
              {busyDocument === invoice.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Envoyer la facture
            </Button>
          </OrderForm>
        ) : null}
      </div>
      {data.order.status !== "cancelled" ? (
        // A working paper for the depot, printed from the order as it is now: not stored, not numbered.
        <Button asChild size="sm" variant="ghost" className="w-fit">
          <a href={`/admin/shop/commandes/${data.number}/bon-de-sortie.pdf`} target="_blank" rel="noopener">
            <PackageCheck aria-hidden />
            Bon de sortie (PDF)
          </a>
        </Button>
      ) : null}
      {!data.canIssue.invoice && !invoice && data.order.status === "new" ? (
        <p className="text-xs text-muted-foreground">La facture s'émet une fois la commande confirmée.</p>
      ) : null}
      {data.staleQuote && data.canIssue.quote ? (
        <p role="note" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {data.staleQuote.accepted ? STALE_ACCEPTED_QUOTE_ADMIN_NOTICE : STALE_QUOTE_ADMIN_NOTICE}
        </p>
      ) : null}
      {data.canIssue.creditNote && data.standingInvoice ? <CreditNoteForm invoice={data.standingInvoice} failure={creditNoteFailure} /> : null}
      {data.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun document émis pour cette commande.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Documents émis">
          {data.documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="grid min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-medium tabular-nums">
                  <span>
                    <DocumentLabel doc={doc} />
                  </span>
                  {data.staleQuote?.id === doc.id ? <StaleQuoteBadge /> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatPrice(signedDecimalToCents(doc.total_ttc) ?? 0n)} TTC · {formatDateTimeFr(doc.issued_at)}
                </span>
                {doc.pdf_ready ? null : <PdfPending />}
                <OtherLanguageLink href={`${base}/${doc.fileName}`} language={doc.language} label={doc.fileName} />
                {accepted.get(doc.id) ? <span className="text-xs font-medium text-success">{accepted.get(doc.id)}</span> : null}
                {doc.corrects_id ? <span className="text-xs text-muted-foreground">Corrige la facture {numbers.get(doc.corrects_id)}</span> : null}
                {doc.credited_by ? (
                  <span className="text-xs font-medium text-destructive">Entièrement créditée par {numbers.get(doc.credited_by)}</span>
                ) : null}
                {doc.kind === "complementary_invoice" ? (
                  <span className="text-xs text-muted-foreground">
                    {chargesInvoices.has(doc.number) ? "Frais après location (dommages, pertes, retard)" : "Caution retenue, réglée par la caution"}
                  </span>
                ) : null}
                {doc.kind === "complementary_invoice" || doc.kind === "credit_note" ? (
                  <OrderForm resource="envoi" preventScrollReset className="mt-1">
                    <input type="hidden" name="document" value={doc.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="send-document"
                      size="sm"
                      variant="outline"
                      disabled={Boolean(busy)}
                      className="h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal"
                    >
                      {busyDocument === doc.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                      {doc.kind === "credit_note" ? "Envoyer l'avoir" : "Envoyer la facture complémentaire"}
                    </Button>
                  </OrderForm>
                ) : null}
              </span>
              <Button asChild size="icon-sm" variant="ghost">
                <a href={`${base}/${doc.fileName}`} download={doc.fileName} aria-label={`Télécharger ${doc.fileName}`}>
                  <Download aria-hidden />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data.sendable.documents.length > 0 || data.sendable.statement ? <SendDocumentsForm data={data} failure={sendDocumentsFailure} /> : null}
    </section>
  );
}
