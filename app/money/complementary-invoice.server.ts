// Issues a facture complémentaire (issue 22, 23) inside the caller's transaction, numbered like the
// order's invoice (the FAC counter, no gap): the retained part of a deposit, which the deposit
// settles on issue (the order's balance is unchanged: the client owes this invoice exactly what
// the agency kept); or the order's charges after the rental (damage, loss, late fee), which the
// kept deposit settles in part or not at all.

import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_documents, type rental_orders } from "~/db/schema";
import { decimalToCents, formatPrice, type Cents } from "~/lib/pricing";
import { nudgeDocumentRenderer } from "~/lib/document-renderer.server";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { documentNumber } from "~/orders/documents/document-builder";
import { buildChargesInvoiceData, buildComplementaryInvoiceData, type BilledCharge, type ComplementaryInvoiceResult } from "~/orders/documents/complementary-invoice-builder";
import type { DocumentSettings } from "~/orders/documents/document-builder";
import { inOrderLanguage } from "~/orders/documents/document-english.server";
import { documentSettings, nextSequence, standingInvoice, summaryColumns, toSummary, type IssuedDocument } from "~/orders/documents.server";
import { recordOrderEvent } from "~/orders/timeline.server";

export class ComplementaryInvoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ComplementaryInvoiceError";
  }
}

type OrderRow = typeof rental_orders.$inferSelect;

/** What every facture complémentaire takes: the day, the taxes in force and the invoice it complements. */
type Basis = { issuedOn: string; vatRate: Cents; stampDuty: Cents; invoice: { number: string; issuedOn: string } | null; paymentTermsDays: number };

/**
 * Builds (a refusal is thrown before a number is taken, so it never holds the counter's row),
 * numbers and stores the invoice, then writes the timeline. Its PDF is rendered once the caller's
 * transaction has committed (app/orders/documents/document-pdfs.server.ts).
 */
async function issue(
  tx: DbExecutor,
  order: OrderRow,
  build: (settings: DocumentSettings, basis: Basis, number: string) => ComplementaryInvoiceResult,
  timeline: (number: string, basis: Basis) => { summary: string; details: string[] },
  actor: string,
  now: Date,
): Promise<IssuedDocument> {
  const settings = await documentSettings(tx);
  const issuedOn = todayInTunis(now);
  const year = Number(issuedOn.slice(0, 4));
  const standing = await standingInvoice(tx, order.id);
  const [invoice] = standing
    ? await tx.select({ issued_at: order_documents.issued_at }).from(order_documents).where(eq(order_documents.id, standing.id))
    : [];
  const basis: Basis = {
    issuedOn,
    vatRate: decimalToCents(settings.vat_rate) ?? 0n,
    stampDuty: decimalToCents(settings.stamp_duty) ?? 0n,
    invoice: standing && invoice ? { number: standing.number, issuedOn: todayInTunis(invoice.issued_at) } : null,
    paymentTermsDays: settings.payment_terms_days,
  };
  const check = build(settings, basis, "");
  if (!check.ok) throw new ComplementaryInvoiceError(check.message);
  const sequence = await nextSequence(tx, "invoice", year);
  const number = documentNumber("complementary_invoice", year, sequence);
  const data = await inOrderLanguage(tx, order, settings, { ...check.data, number });
  const [row] = await tx
    .insert(order_documents)
    .values({ order_id: order.id, kind: "complementary_invoice", number, version: 1, year, sequence, total_ht: data.figures.totalHt, total_ttc: data.figures.totalTtc, data, issued_by: actor, issued_at: now })
    .returning(summaryColumns);
  await recordOrderEvent(tx, { orderId: order.id, kind: "document-issued", ...timeline(number, basis), actor });
  // The caller commits: the renderer looks a moment later (and again each minute).
  nudgeDocumentRenderer();
  return { ...toSummary(row!), data };
}

const complementsDetail = (basis: Basis) => (basis.invoice ? [`Elle complète la facture ${basis.invoice.number}, qui reste telle qu'émise.`] : []);

/** The retained part of a deposit, when the order has no charge to bill: one line, settled by the deposit. */
export function issueComplementaryInvoice(
  tx: DbExecutor,
  order: OrderRow,
  retention: { retained: Cents; reasonLabel: string; note: string | null },
  actor: string,
  now = new Date(),
): Promise<IssuedDocument> {
  return issue(
    tx,
    order,
    (settings, basis, number) =>
      buildComplementaryInvoiceData(order, settings, { ...basis, number, retained: retention.retained, reasonLabel: retention.reasonLabel, note: retention.note }),
    (number, basis) => ({
      summary: `Facture complémentaire ${number} émise pour la caution retenue (${formatPrice(retention.retained)} TTC, réglée par la caution)`,
      details: complementsDetail(basis),
    }),
    actor,
    now,
  );
}

/**
 * The order's charges (issue 23), one line each, of which the kept deposit settles
 * `settledByDeposit` (TTC); the rest is due after the payment terms.
 */
export function issueChargesInvoice(
  tx: DbExecutor,
  order: OrderRow,
  charges: BilledCharge[],
  settledByDeposit: Cents,
  actor: string,
  now = new Date(),
): Promise<IssuedDocument> {
  return issue(
    tx,
    order,
    (settings, basis, number) =>
      buildChargesInvoiceData(order, settings, { ...basis, number, charges, settledByDeposit, dueOn: addDays(basis.issuedOn, basis.paymentTermsDays) }),
    (number, basis) => ({
      summary: `Facture complémentaire ${number} émise pour les frais après location (${charges.length} frais${settledByDeposit > 0n ? `, dont ${formatPrice(settledByDeposit)} réglés par la caution retenue` : ""})`,
      details: [...charges.map((charge) => `${charge.label} : ${formatPrice(charge.amount)} HT`), ...complementsDetail(basis)],
    }),
    actor,
    now,
  );
}
