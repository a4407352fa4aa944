// The statement of account of an order, read from the database (issue 37): the rows of the money
// modules — the order's amount owed, its invoices, complementary invoices and credit notes, its
// payments (cancelled ones included) and its deposit — handed to the pure builder
// (statement-lines.ts). The order page, the client's page, the 'Relevé de compte' PDF and the
// payment e-mails all read it here.

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_deposits, order_documents, order_payments, rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { logger } from "~/lib/logger.server";
import type { Cents } from "~/lib/pricing";
import { formatOrderNumber } from "~/orders/status";
import { amountOwed } from "../amount-owed";
import type { Locale } from "~/i18n/locale";
import { buildStatement, type Statement, type StatementDocumentRow } from "./statement-lines";
import { statementWords } from "./statement-words";

export type OrderStatement = Statement & {
  /** The domain's amount owed (amountOwed): the closing balance, which the lines add up to. */
  owed: Cents;
};

/** The invoices, complementary invoices and credit notes of an order, with what the kept deposit settled. */
async function statementDocuments(db: DbExecutor, orderId: string): Promise<StatementDocumentRow[]> {
  const rows = await db
    .select({
      id: order_documents.id,
      kind: order_documents.kind,
      number: order_documents.number,
      issued_at: order_documents.issued_at,
      total_ttc: order_documents.total_ttc,
      corrects_id: order_documents.corrects_id,
      credited_by: order_documents.credited_by,
      // Only a complementary invoice's: its stored figures say what the kept deposit settled.
      settled_on: sql<string | null>`${order_documents.data} -> 'complement' ->> 'settledOn'`,
      settled: sql<string | null>`${order_documents.data} -> 'figures' ->> 'paid'`,
      reason_title: sql<string | null>`${order_documents.data} -> 'complement' ->> 'reasonTitle'`,
    })
    .from(order_documents)
    .where(and(eq(order_documents.order_id, orderId), inArray(order_documents.kind, ["invoice", "complementary_invoice", "credit_note"])))
    .orderBy(asc(order_documents.issued_at));
  return rows.map((row) => {
    const kind = row.kind as StatementDocumentRow["kind"];
    const complementary = kind === "complementary_invoice";
    return {
      id: row.id,
      kind,
      number: row.number,
      issuedOn: todayInTunis(row.issued_at),
      issuedAt: row.issued_at,
      total_ttc: row.total_ttc,
      corrects_id: row.corrects_id,
      credited_by: row.credited_by,
      ...(complementary
        ? {
            // The charges' invoices name their object ('Objet'); the kept deposit's alone has none.
            purpose: row.reason_title ? ("charges" as const) : ("deposit" as const),
            settledByDeposit: row.settled_on && row.settled ? row.settled : "0.00",
          }
        : {}),
    };
  });
}

/**
 * The statement of account of an order, its lines worded in `language` (the documents' French or
 * English, or Arabic for an Arabic order's e-mails); null when there is no such order.
 */
export async function getOrderStatement(db: DbExecutor, orderId: string, language: Locale = "fr"): Promise<OrderStatement | null> {
  const [order] = await db
    .select({
      order_number: rental_orders.order_number,
      created_at: rental_orders.created_at,
      total_ttc: rental_orders.total_ttc,
      paid_amount: rental_orders.paid_amount,
      credited_ttc: rental_orders.credited_ttc,
      charges_due_ttc: rental_orders.charges_due_ttc,
    })
    .from(rental_orders)
    .where(eq(rental_orders.id, orderId));
  if (!order) return null;
  // Read here rather than through the payments' and deposits' modules: the documents' e-mails
  // read the statement too, and those modules issue documents.
  const [documents, payments, [deposit]] = await Promise.all([
    statementDocuments(db, orderId),
    db.select().from(order_payments).where(eq(order_payments.order_id, orderId)).orderBy(asc(order_payments.paid_on), asc(order_payments.recorded_at)),
    db.select().from(order_deposits).where(eq(order_deposits.order_id, orderId)),
  ]);
  // French on the agency's pages; the client's page, the statement PDF and the receipt's e-mail
  // ask for the client's language where they have it.
  const words = statementWords(language);
  const statement = buildStatement({
    order: { number: formatOrderNumber(order.order_number), placedOn: todayInTunis(order.created_at), total_ttc: order.total_ttc },
    documents,
    payments,
    deposit: deposit ? { ...deposit, reasonLabel: deposit.retention_reason ? words.m.statementLines.retentionReasons[deposit.retention_reason] : null } : null,
  }, words);
  const owed = amountOwed(order);
  if (statement.closing !== owed) {
    // The lines and the order's kept sums disagree: a write that kept one and not the other.
    // The lines are shown as they are; the owners must hear of it.
    logger.error("Relevé de compte : le solde des lignes diffère du montant dû de la commande", {
      orderId,
      closing: statement.closing.toString(),
      owed: owed.toString(),
    });
  }
  return { ...statement, owed };
}
