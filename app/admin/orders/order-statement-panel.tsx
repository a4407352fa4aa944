import { StatementTable } from "~/money/statement/statement-table";
import type { OrderPageData } from "./order-page.server";

/**
 * 'Relevé de compte' on the order page (issue 37): the invoices, credit notes, payments and
 * deposit of the order in date order with the balance after each, closing on the 'Reste à payer'
 * of the payments panel, and the same statement as a PDF.
 */
export function OrderStatementPanel({ data }: { data: OrderPageData }) {
  const base = `/admin/shop/commandes/${data.number}`;
  return (
    <section aria-labelledby="order-statement-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-statement-title" className="text-base font-semibold">
        Relevé de compte
      </h2>
      <StatementTable statement={data.statement} pdfHref={`${base}/releve.pdf`} dueTestId="order-statement-due" documentHref={(number) => `${base}/documents/${number}.pdf`} />
    </section>
  );
}
