import { Download, FilePlus2, LoaderCircle, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { formatDateTimeFr } from "~/lib/dates";
import { Button } from "~/components/ui/button";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import type { OrderPageData } from "./order-page.server";

/** Quotes (every version) and the invoice of the order: issue, download, send to the client. */
export function OrderDocumentsPanel({ data }: { data: OrderPageData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busyDocument = busy === "send-document" ? navigation.formData?.get("document") : null;
  const base = `/admin/shop/commandes/${data.number}/documents`;
  const latestQuote = data.documents.find((doc) => doc.kind === "quote");
  const invoice = data.documents.find((doc) => doc.kind === "invoice");

  return (
    <section aria-labelledby="order-documents-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-documents-title" className="text-base font-semibold">
        Documents
      </h2>
      <div className="flex flex-wrap gap-2">
        {data.canIssue.quote ? (
          <Form method="post" preventScrollReset>
            <Button type="submit" name="intent" value="issue-quote" size="sm" variant="outline" disabled={Boolean(busy)}>
              {busy === "issue-quote" ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePlus2 aria-hidden />}
              {latestQuote ? "Nouvelle version du devis" : "Émettre le devis"}
            </Button>
          </Form>
        ) : null}
        {latestQuote && data.canIssue.quote ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="document" value={latestQuote.id} />
            <Button type="submit" name="intent" value="send-document" size="sm" disabled={Boolean(busy)}>
              {busyDocument === latestQuote.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Envoyer le devis
            </Button>
          </Form>
        ) : null}
        {data.canIssue.invoice ? (
          <Form method="post" preventScrollReset>
            <Button type="submit" name="intent" value="issue-invoice" size="sm" variant="outline" disabled={Boolean(busy)}>
              {busy === "issue-invoice" ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePlus2 aria-hidden />}
              Émettre la facture
            </Button>
          </Form>
        ) : null}
        {invoice ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="document" value={invoice.id} />
            <Button type="submit" name="intent" value="send-document" size="sm" disabled={Boolean(busy)}>
              {busyDocument === invoice.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Envoyer la facture
            </Button>
          </Form>
        ) : null}
      </div>
      {!data.canIssue.invoice && !invoice && data.order.status === "new" ? (
        <p className="text-xs text-muted-foreground">La facture s'émet une fois la commande confirmée.</p>
      ) : null}
      {data.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun document émis pour cette commande.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Documents émis">
          {data.documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="grid min-w-0">
                <span className="font-medium tabular-nums">
                  {doc.kind === "quote" ? `Devis ${doc.number} · v${doc.version}` : `Facture ${doc.number}`}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatPrice(decimalToCents(doc.total_ttc) ?? 0n)} TTC · {formatDateTimeFr(doc.issued_at)}
                </span>
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
    </section>
  );
}
