// Credit notes (factures d'avoir, issue 22): an issued invoice is never changed; it is corrected by
// a credit note with its own yearly numbering (AV-2026-0001), issued from the stored invoice for
// the whole of it, for chosen lines or for an amount, never beyond what is left to credit. One
// transaction locks the order, numbers, builds, renders and stores the credit note, keeps the
// order's credited sum, and writes the timeline: like invoices, numbers have no gap and no
// duplicate across instances. When an invoice is credited in full it no longer stands: the order
// can be edited and invoiced again under a new number.

import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order_documents, rental_orders } from "~/db/schema";
import { centsToDecimal, formatPrice } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { addCredited, buildCreditNoteData, creditedBy, NOTHING_CREDITED, type CreditRequest } from "~/orders/documents/credit-note-builder";
import { documentAgency, documentNumber } from "~/orders/documents/document-builder";
import type { DocumentData } from "~/orders/documents/document-data";
import { inOrderLanguage } from "~/orders/documents/document-english.server";
import { nudgeDocumentRenderer } from "~/lib/document-renderer.server";
import { DOCUMENT_STATUSES, DocumentError, documentSettings, nextSequence, summaryColumns, toSummary, type IssuedDocument } from "~/orders/documents.server";
import type { CreditNoteInput } from "./credit-note-schema";
import { orderStatusLabel } from "~/orders/status";
import { recordOrderEvent } from "~/orders/timeline.server";
import { decimalToCents } from "~/lib/pricing";

/** A refusal of a credit note, with the form field it is about. */
export class CreditNoteError extends DocumentError {
  constructor(
    message: string,
    status: number,
    readonly field?: "lines" | "amount" | "mode" | "invoice",
  ) {
    super(message, status);
    this.name = "CreditNoteError";
  }
}

function creditRequest(input: CreditNoteInput): CreditRequest {
  if (input.mode === "amount") {
    return { mode: "amount", amountHt: decimalToCents(input.amount ?? "0") ?? 0n, ...(input.vat_rate ? { vatRate: decimalToCents(input.vat_rate) ?? 0n } : {}) };
  }
  if (input.mode === "lines") return { mode: "lines", lines: input.lines, delivery: input.delivery };
  return { mode: "whole" };
}

export type IssuedCreditNote = IssuedDocument & { invoiceNumber: string; completes: boolean };

export async function issueCreditNote(db: Db, orderId: string, input: CreditNoteInput, actor: string, now = new Date()): Promise<IssuedCreditNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: rental_orders.id, status: rental_orders.status, locale: rental_orders.locale, items: rental_orders.items })
      .from(rental_orders)
      .where(eq(rental_orders.id, orderId))
      .for("update");
    if (!order) throw new CreditNoteError("Commande introuvable.", 404);
    if (!DOCUMENT_STATUSES.credit_note.includes(order.status)) {
      throw new CreditNoteError(`Une facture d'avoir ne s'émet pas pour une commande « ${orderStatusLabel(order.status)} ».`, 409);
    }
    const [invoice] = await tx
      .select({ id: order_documents.id, number: order_documents.number, data: order_documents.data, credited_by: order_documents.credited_by })
      .from(order_documents)
      .where(and(eq(order_documents.id, input.invoice), eq(order_documents.order_id, orderId), eq(order_documents.kind, "invoice")));
    if (!invoice) throw new CreditNoteError("Facture introuvable pour cette commande.", 404, "invoice");
    if (invoice.credited_by) throw new CreditNoteError(`La facture ${invoice.number} est déjà entièrement créditée.`, 409, "mode");

    const earlier = await tx
      .select({ data: order_documents.data })
      .from(order_documents)
      .where(and(eq(order_documents.corrects_id, invoice.id), eq(order_documents.kind, "credit_note")));
    const soFar = earlier.reduce((sum, row) => addCredited(sum, creditedBy(row.data as DocumentData)), NOTHING_CREDITED);

    const issuedOn = todayInTunis(now);
    const year = Number(issuedOn.slice(0, 4));
    const invoiceData = invoice.data as DocumentData;
    // Checked before a number is taken, so a refusal never holds the counter's row.
    const settings = await documentSettings(tx);
    const check = buildCreditNoteData(invoiceData, soFar, creditRequest(input), { number: "", issuedOn, reason: input.reason, terms: settings.credit_note_terms });
    if (!check.ok) throw new CreditNoteError(check.message, 400, check.field);
    const sequence = await nextSequence(tx, "credit_note", year);
    const number = documentNumber("credit_note", year, sequence);
    // In the order's language (issue 39), whatever the invoice's: one issued before English documents is French.
    const data = await inOrderLanguage(tx, order, settings, { ...check.data, number, agency: documentAgency(settings), footer: settings.document_footer });
    const built = { ...check, data };
    const [row] = await tx
      .insert(order_documents)
      .values({
        order_id: orderId,
        kind: "credit_note",
        number,
        version: 1,
        year,
        sequence,
        total_ht: built.data.figures.totalHt,
        total_ttc: built.data.figures.totalTtc,
        corrects_id: invoice.id,
        // Rendered after the commit (app/orders/documents/document-pdfs.server.ts).
        data: built.data,
        issued_by: actor,
        issued_at: now,
      })
      .returning(summaryColumns);

    if (built.completes) {
      // The invoice no longer stands: what the client owes is the order's own total again, until
      // it is invoiced anew.
      await tx.update(order_documents).set({ credited_by: row!.id }).where(eq(order_documents.id, invoice.id));
      await tx.update(rental_orders).set({ credited_ttc: "0", invoice_due_on: null }).where(eq(rental_orders.id, orderId));
    } else {
      await tx
        .update(rental_orders)
        .set({ credited_ttc: centsToDecimal(soFar.ht + soFar.vat + built.creditedTtc) })
        .where(eq(rental_orders.id, orderId));
    }
    await recordOrderEvent(tx, {
      orderId,
      kind: "credit-note-issued",
      summary: `Facture d'avoir ${number} émise sur la facture ${invoice.number} (${formatPrice(built.creditedTtc)} TTC)`,
      details: [
        `Motif : ${input.reason}`,
        ...(built.completes ? [`La facture ${invoice.number} est entièrement créditée : la commande peut être modifiée et facturée à nouveau.`] : []),
      ],
      actor,
    });
    return { ...toSummary(row!), data: built.data, invoiceNumber: invoice.number, completes: built.completes };
  }).finally(nudgeDocumentRenderer);
}
