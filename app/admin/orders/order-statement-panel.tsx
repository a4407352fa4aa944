import { LoaderCircle, Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { StatementTable } from "~/money/statement/statement-table";
import { documentLanguage } from "~/orders/documents/document-language";
import { OtherLanguageLink } from "./order-documents-panel";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";

/**
 * 'Relevé de compte' on the order page (issue 37): the invoices, credit notes, payments and
 * deposit of the order in date order with the balance after each, closing on the 'Reste à payer'
 * of the payments panel, and the same statement as a PDF, which 'Envoyer le relevé' e-mails to the
 * client as it stands (…/envoi-documents, the statement alone).
 */
export function OrderStatementPanel({ data }: { data: OrderPageData }) {
  const base = `/admin/shop/commandes/${data.number}`;
  const fetcher = useOrderForms();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "send-statement";
  return (
    <section aria-labelledby="order-statement-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-statement-title" className="text-base font-semibold">
        Relevé de compte
      </h2>
      <StatementTable statement={data.statement} pdfHref={`${base}/releve.pdf`} dueTestId="order-statement-due" documentHref={(number) => `${base}/documents/${number}.pdf`} />
      <OtherLanguageLink href={`${base}/releve.pdf`} language={documentLanguage(data.order.locale)} label="Relevé de compte (PDF)" />
      {data.sendable.statement ? (
        <OrderForm resource="envoi-documents" preventScrollReset>
          <input type="hidden" name="statement" value="on" />
          <Button type="submit" name="intent" value="send-statement" size="sm" variant="outline" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            Envoyer le relevé
          </Button>
        </OrderForm>
      ) : null}
    </section>
  );
}
