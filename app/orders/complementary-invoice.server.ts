// Issues the facture complémentaire of a retained deposit (issue 22), inside the transaction that
// settles the deposit: the retained amount is billed on an invoice numbered like the others (the
// FAC counter, no gap), which the deposit settles on issue. The order's balance is unchanged: the
// client owes this invoice exactly what the agency kept.

import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_documents, type rental_orders } from "~/db/schema";
import { decimalToCents, formatPrice, todayInTunis, type Cents } from "~/lib/pricing";
import { documentNumber } from "./documents/document-builder";
import { buildComplementaryInvoiceData } from "./documents/complementary-invoice-builder";
import { renderDocumentPdf } from "./documents/render-document.server";
import { documentSettings, nextSequence, standingInvoice, summaryColumns, toSummary, type IssuedDocument } from "./documents.server";
import { recordOrderEvent } from "./timeline.server";

export class ComplementaryInvoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ComplementaryInvoiceError";
  }
}

export async function issueComplementaryInvoice(
  tx: DbExecutor,
  order: typeof rental_orders.$inferSelect,
  retention: { retained: Cents; reasonLabel: string; note: string | null },
  actor: string,
  now = new Date(),
): Promise<IssuedDocument> {
  const settings = await documentSettings(tx);
  const issuedOn = todayInTunis(now);
  const year = Number(issuedOn.slice(0, 4));
  const standing = await standingInvoice(tx, order.id);
  const [invoice] = standing
    ? await tx.select({ issued_at: order_documents.issued_at }).from(order_documents).where(eq(order_documents.id, standing.id))
    : [];
  const request = {
    issuedOn,
    retained: retention.retained,
    reasonLabel: retention.reasonLabel,
    note: retention.note,
    vatRate: decimalToCents(settings.vat_rate) ?? 0n,
    stampDuty: decimalToCents(settings.stamp_duty) ?? 0n,
    invoice: standing && invoice ? { number: standing.number, issuedOn: todayInTunis(invoice.issued_at) } : null,
  };
  // Checked before a number is taken, so a refusal never holds the counter's row.
  const check = buildComplementaryInvoiceData(order, settings, { ...request, number: "" });
  if (!check.ok) throw new ComplementaryInvoiceError(check.message);
  const sequence = await nextSequence(tx, "invoice", year);
  const number = documentNumber("complementary_invoice", year, sequence);
  const data = { ...check.data, number };
  const pdf = await renderDocumentPdf(data);
  const [row] = await tx
    .insert(order_documents)
    .values({
      order_id: order.id,
      kind: "complementary_invoice",
      number,
      version: 1,
      year,
      sequence,
      total_ht: data.figures.totalHt,
      total_ttc: data.figures.totalTtc,
      data,
      pdf,
      issued_by: actor,
      issued_at: now,
    })
    .returning(summaryColumns);
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "document-issued",
    summary: `Facture complémentaire ${number} émise pour la caution retenue (${formatPrice(retention.retained)} TTC, réglée par la caution)`,
    details: request.invoice ? [`Elle complète la facture ${request.invoice.number}, qui reste telle qu'émise.`] : [],
    actor,
  });
  return { ...toSummary(row!), data };
}
