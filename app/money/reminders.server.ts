// Payment reminders (relances, issue 22). An invoice falls due its payment terms after its issue
// (rental_orders.invoice_due_on, set when it is issued); past that day with a balance, the order
// is 'En retard'. 'Envoyer une relance' queues the client's e-mail — the balance, the invoice
// attached, the order's link — in the transaction that logs it (order_reminders). The optional
// automatic reminder runs beside the mail worker: at most one every 7 days per order, decided
// under the order's row lock, so several instances never send two.

import { and, desc, eq, gt, isNotNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_documents, order_reminders, rental_orders, site_settings, type ReminderKind } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import type { EmailAgency } from "~/emails/layout";
import { renderOrderDocument } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { centsToDecimal, formatPrice, type Cents } from "~/lib/pricing";
import { formatDate, todayInTunis } from "~/lib/calendar-dates";
import { clientDocumentPath, clientOrderPath } from "~/orders/access.server";
import { documentFileName } from "~/orders/documents/document-builder";
import { amountOwedSql } from "./amount-owed.server";
import { isOverdue } from "./overdue";
import { getOrderStatement } from "./statement/statement.server";
import { statementFacts, statementText } from "./statement/statement-facts";
import type { Statement } from "./statement/statement-lines";
import { formatOrderNumber } from "~/orders/status";
import { orderEmailProblem } from "~/orders/send-documents-schema";

/** The automatic reminder waits this long after any reminder of the same order. */
export const AUTO_REMINDER_INTERVAL_DAYS = 7;
/** A second 'Envoyer une relance' this soon after one is a double click or a second admin: refused. */
export const MANUAL_REMINDER_GAP_MINUTES = 10;
/** Who the timeline says sent an automatic reminder. */
export const AUTO_REMINDER_ACTOR = "Relance automatique";

export type OrderReminder = typeof order_reminders.$inferSelect;

export { daysLate, isOverdue } from "./overdue";

export class ReminderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ReminderError";
  }
}

/**
 * The same rule in SQL, for the desk's filter, the worker's pick and 'Aujourd'hui': the terms of
 * the partial index rental_orders_owing_idx, written out ('cancelled' and 0 as literals, not
 * parameters) so that the planner matches them and reads only the invoices still owed.
 */
export function overdueCondition(today: string) {
  return and(
    isNotNull(rental_orders.invoice_due_on),
    lt(rental_orders.invoice_due_on, today),
    sql`${rental_orders.status} <> 'cancelled'`,
    sql`${amountOwedSql(rental_orders)} > 0`,
  );
}

export async function getOrderReminders(db: DbExecutor, orderId: string, limit = 20): Promise<OrderReminder[]> {
  return db.select().from(order_reminders).where(eq(order_reminders.order_id, orderId)).orderBy(desc(order_reminders.sent_at)).limit(limit);
}

type ReminderInvoice = { id: string; number: string; issuedOn: string; fileName: string };

/** What a reminder asks: the statement's closing balance, nothing when it is paid or overpaid. */
export const reminderDue = (statement: Pick<Statement, "closing">): Cents => (statement.closing > 0n ? statement.closing : 0n);

/**
 * The client's reminder e-mail: the balance and the statement of account it comes from (every
 * invoice, credit note, payment and the kept deposit, so the client sees how it adds up), the
 * invoice (attached by the caller) and the order's link.
 */
export async function reminderMail(
  order: typeof rental_orders.$inferSelect,
  invoice: ReminderInvoice,
  statement: Statement,
  agency: EmailAgency,
  today: string = todayInTunis(),
): Promise<MailMessage> {
  const due = reminderDue(statement);
  const facts = statementFacts(statement);
  const { brand, phone } = agency;
  const number = formatOrderNumber(order.order_number);
  const link = `${env().PUBLIC_URL}${clientDocumentPath(order, invoice.fileName)}`;
  const followLink = `${env().PUBLIC_URL}${clientOrderPath(order)}`;
  const dueOn = order.invoice_due_on;
  const lateness = dueOn && dueOn < today ? `est arrivée à échéance le ${formatDate(dueOn)}` : `arrive à échéance le ${formatDate(dueOn ?? today)}`;
  const intro = `Sauf erreur de notre part, notre facture ${invoice.number} du ${formatDate(invoice.issuedOn)} pour votre commande de location ${number} ${lateness}. Il reste ${formatPrice(due)} à régler, comme le détaille le relevé de compte ci-dessous. Vous trouverez la facture ci-jointe.`;
  const closing = "Si vous avez déjà effectué ce règlement, merci de ne pas tenir compte de ce message. Pour toute question, répondez simplement à cet e-mail.";
  const signature = `L'équipe ${brand}${phone ? ` · ${phone}` : ""}`;
  return {
    to: order.email,
    subject: `${brand} : rappel de paiement, facture ${invoice.number} (commande ${number})`,
    text: [
      `Bonjour ${order.first_name},`,
      "",
      intro,
      "",
      ...statementText(facts),
      "",
      "Vous pouvez aussi l'ouvrir à tout moment par ce lien personnel (ne le partagez pas) :",
      link,
      "",
      "Le suivi de votre commande :",
      followLink,
      "",
      closing,
      "",
      signature,
    ].join("\n"),
    html: await renderOrderDocument({
      agency,
      title: `Rappel de paiement : facture ${invoice.number}`,
      firstName: order.first_name,
      kind: "invoice",
      intro,
      documentLink: link,
      documentButton: `Ouvrir la facture ${invoice.number}`,
      followLink,
      closing,
      signature,
      statement: facts,
    }),
  };
}

/**
 * Queues a reminder of the order's standing invoice and logs it. A manual one needs a balance due;
 * an automatic one (kind 'auto') is also skipped — null — unless the order is overdue and had no
 * reminder in the last 7 days, which is checked under the order's lock.
 */
export async function sendPaymentReminder(db: Db, orderId: string, actor: string, kind: ReminderKind = "manual", now = new Date()): Promise<OrderReminder | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new ReminderError("Commande introuvable.", 404);
    const today = todayInTunis(now);
    const [invoice] = await tx
      .select({ id: order_documents.id, number: order_documents.number, version: order_documents.version, kind: order_documents.kind, issued_at: order_documents.issued_at })
      .from(order_documents)
      .where(and(eq(order_documents.order_id, orderId), eq(order_documents.kind, "invoice"), sql`${order_documents.credited_by} is null`));
    // What the statement of account says is owed: the e-mail shows its lines, the log keeps its balance.
    const statement = (await getOrderStatement(tx, orderId))!;
    const due = reminderDue(statement);
    // An order whose e-mail cannot receive it: the reminder would fail in the queue, not here.
    const emailProblem = orderEmailProblem(order.email);
    if (kind === "auto") {
      if (!invoice || emailProblem || !isOverdue(order, today)) return null;
      const since = new Date(now.getTime() - AUTO_REMINDER_INTERVAL_DAYS * 86_400_000);
      const [recent] = await tx
        .select({ id: order_reminders.id })
        .from(order_reminders)
        .where(and(eq(order_reminders.order_id, orderId), gt(order_reminders.sent_at, since)))
        .limit(1);
      if (recent) return null;
    } else {
      if (order.status === "cancelled") throw new ReminderError("Cette commande est annulée : rien à relancer.", 409);
      if (!invoice) throw new ReminderError("Cette commande n'a pas de facture en cours : émettez la facture avant de relancer le client.", 409);
      if (due <= 0n) throw new ReminderError("Cette facture est réglée : rien à relancer.", 409);
      if (emailProblem) throw new ReminderError(emailProblem, 400);
      const since = new Date(now.getTime() - MANUAL_REMINDER_GAP_MINUTES * 60_000);
      const [recent] = await tx
        .select({ sent_at: order_reminders.sent_at })
        .from(order_reminders)
        .where(and(eq(order_reminders.order_id, orderId), gt(order_reminders.sent_at, since)))
        .limit(1);
      if (recent) throw new ReminderError(`Une relance vient de partir pour cette commande : attendez ${MANUAL_REMINDER_GAP_MINUTES} minutes avant d'en envoyer une autre.`, 409);
    }
    const [settings] = await tx.select().from(site_settings).limit(1);
    const stored: ReminderInvoice = { id: invoice.id, number: invoice.number, issuedOn: todayInTunis(invoice.issued_at), fileName: documentFileName(invoice) };
    const mail = await reminderMail(order, stored, statement, emailAgency(settings), today);
    const [reminder] = await tx
      .insert(order_reminders)
      .values({ order_id: orderId, kind, invoice_number: invoice.number, amount_due: centsToDecimal(due), sent_to: order.email, sent_by: actor, sent_at: now })
      .returning();
    const label = `${kind === "auto" ? "Relance automatique" : "Relance"} de la facture ${invoice.number} (reste à payer : ${formatPrice(due)})`;
    await enqueueMail(tx, {
      ...mail,
      replyTo: settings?.email,
      kind: "payment-reminder",
      orderId,
      attachments: [{ filename: stored.fileName, contentType: "application/pdf", documentId: invoice.id }],
      timeline: {
        actor,
        sent: { kind: "email-sent", summary: `${label} envoyée par e-mail à ${order.email}` },
        failed: { kind: "email-failed", summary: `Échec de l'envoi de l'e-mail à ${order.email} : ${label}` },
      },
    });
    return reminder!;
  });
}

/**
 * The automatic reminders' pass, when the setting is on: the overdue orders without a reminder in
 * the last 7 days, oldest due first, at most `batch` a pass. Returns how many were queued.
 */
export async function sendDueReminders(db: Db, now = new Date(), batch = 50): Promise<number> {
  const [settings] = await db.select({ on: site_settings.auto_payment_reminders }).from(site_settings).limit(1);
  if (!settings?.on) return 0;
  const since = new Date(now.getTime() - AUTO_REMINDER_INTERVAL_DAYS * 86_400_000);
  const candidates = await db
    .select({ id: rental_orders.id })
    .from(rental_orders)
    .where(
      and(
        overdueCondition(todayInTunis(now)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(order_reminders)
            .where(and(eq(order_reminders.order_id, rental_orders.id), gt(order_reminders.sent_at, since))),
        ),
      ),
    )
    .orderBy(rental_orders.invoice_due_on)
    .limit(batch);
  let sent = 0;
  for (const { id } of candidates) {
    try {
      if (await sendPaymentReminder(db, id, AUTO_REMINDER_ACTOR, "auto", now)) sent += 1;
    } catch (error) {
      // One order's trouble (a document gone, a bad address) must not stop the others.
      logger.error("Relance automatique impossible", { orderId: id, error });
    }
  }
  return sent;
}
