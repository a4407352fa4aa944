// The client accepts a quote online (issue 22): on their order's page, the latest version of the
// quote offers 'Accepter le devis'; the client types their name and ticks 'Bon pour accord'. The
// acceptance keeps the time, the address and browser of the request and the SHA-256 of the stored
// PDF that was offered, in the transaction that locks the order, writes the timeline and queues the
// agency's e-mail. A superseded version, a stale one (the order edited after it: quote-staleness.ts),
// a cancelled or completed order and a second acceptance are refused in French. The order's edit
// takes the same row lock: an edit and an acceptance at the same moment run one after the other,
// so a quote is never accepted against a revision of the order it does not show.

import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_documents, quote_acceptances, rental_orders, site_settings } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import { renderQuoteAcceptedNotice } from "~/emails/render.server";
import { formatDateTimeFr } from "~/lib/dates";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { orderPagePath } from "./path";
import type { QuoteAcceptanceInput } from "./quote-acceptance-schema";
import { isQuoteStale, STALE_QUOTE_REFUSAL } from "./quote-staleness";
import { formatOrderNumber } from "./status";
import { mailTimeline, recordOrderEvent } from "./timeline.server";
import { documentPdf } from "./documents/document-pdfs.server";

export class QuoteAcceptanceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "QuoteAcceptanceError";
  }
}

/** Statuses in which a quote can still be agreed to. */
const ACCEPTING_STATUSES: readonly string[] = ["new", "confirmed", "in_progress"];

export type QuoteAcceptance = typeof quote_acceptances.$inferSelect;

/** The order's acceptances, newest version first. */
export function getQuoteAcceptances(db: DbExecutor, orderId: string): Promise<QuoteAcceptance[]> {
  return db.select().from(quote_acceptances).where(eq(quote_acceptances.order_id, orderId)).orderBy(desc(quote_acceptances.version));
}

export async function acceptQuote(
  db: Db,
  orderId: string,
  input: QuoteAcceptanceInput,
  request: { ip: string; userAgent: string },
  now = new Date(),
): Promise<QuoteAcceptance> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new QuoteAcceptanceError("Commande introuvable.", 404);
    if (!ACCEPTING_STATUSES.includes(order.status)) {
      throw new QuoteAcceptanceError(
        order.status === "cancelled" ? "Cette commande est annulée : son devis ne peut plus être accepté." : "Cette commande est terminée : son devis ne peut plus être accepté.",
        409,
      );
    }
    const [latest] = await tx
      .select({
        id: order_documents.id,
        number: order_documents.number,
        version: order_documents.version,
        order_version: order_documents.order_version,
        total_ttc: order_documents.total_ttc,
        pdf: order_documents.pdf,
      })
      .from(order_documents)
      .where(and(eq(order_documents.order_id, orderId), eq(order_documents.kind, "quote")))
      .orderBy(desc(order_documents.version))
      .limit(1);
    if (!latest) throw new QuoteAcceptanceError("Aucun devis à accepter pour cette commande.", 404);
    if (latest.id !== input.document) {
      const [offered] = await tx.select({ id: order_documents.id }).from(order_documents).where(and(eq(order_documents.id, input.document), eq(order_documents.order_id, orderId)));
      if (!offered) throw new QuoteAcceptanceError("Devis introuvable pour cette commande.", 404);
      throw new QuoteAcceptanceError(
        `Ce devis a été remplacé par une version plus récente (version ${latest.version}) : lisez-la, puis acceptez-la si elle vous convient.`,
        409,
      );
    }
    const [already] = await tx.select({ name: quote_acceptances.accepted_name }).from(quote_acceptances).where(eq(quote_acceptances.document_id, latest.id));
    if (already) throw new QuoteAcceptanceError(`Ce devis est déjà accepté (par ${already.name}).`, 409);
    // `order` was read under the row lock the edit takes too: its version is the one that stands.
    if (isQuoteStale(latest, order)) throw new QuoteAcceptanceError(STALE_QUOTE_REFUSAL, 409);

    // The fingerprint of the PDF the client read: the one stored (rendered now if the renderer has not yet).
    const pdf = latest.pdf ?? (await documentPdf(tx, latest.id));
    if (!pdf) throw new QuoteAcceptanceError("Devis introuvable pour cette commande.", 404);
    const [acceptance] = await tx
      .insert(quote_acceptances)
      .values({
        order_id: orderId,
        document_id: latest.id,
        quote_number: latest.number,
        version: latest.version,
        accepted_name: input.name,
        accepted_at: now,
        ip: request.ip.slice(0, 100),
        user_agent: request.userAgent.slice(0, 500),
        pdf_sha256: createHash("sha256").update(pdf).digest("hex"),
      })
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: "quote-accepted",
      summary: `Devis ${latest.number} version ${latest.version} accepté en ligne par ${input.name}`,
      details: [`Adresse : ${acceptance!.ip}`, `Navigateur : ${acceptance!.user_agent}`, `SHA-256 du PDF : ${acceptance!.pdf_sha256}`],
      actor: `Client : ${order.first_name} ${order.last_name}`,
    });

    const [settings] = await tx.select().from(site_settings).limit(1);
    if (settings) {
      const mail = await quoteAcceptedMail(order, { number: latest.number, version: latest.version, total_ttc: latest.total_ttc }, input.name, now, settings);
      await enqueueMail(tx, { ...mail, kind: "quote-accepted", orderId, timeline: mailTimeline("devis accepté, pour l'agence", mail.to) });
    }
    return acceptance!;
  });
}

/** The agency's e-mail of an online acceptance, answered to the client. */
export async function quoteAcceptedMail(
  order: Pick<typeof rental_orders.$inferSelect, "order_number" | "first_name" | "last_name" | "company" | "email">,
  quote: { number: string; version: number; total_ttc: string },
  acceptedBy: string,
  acceptedOn: Date,
  settings: typeof site_settings.$inferSelect,
): Promise<MailMessage> {
  const number = formatOrderNumber(order.order_number);
  const client = `${order.first_name} ${order.last_name}${order.company ? ` (${order.company})` : ""}`;
  const adminLink = `${env().PUBLIC_URL}${orderPagePath(order.order_number)}`;
  // The label says TTC: « Montant TTC : 11 425,00 DT ».
  const total = formatPrice(decimalToCents(quote.total_ttc) ?? 0n);
  const acceptedAt = formatDateTimeFr(acceptedOn);
  const label = `${quote.number} (version ${quote.version})`;
  return {
    to: settings.notification_email,
    replyTo: order.email,
    subject: `Devis ${quote.number} v${quote.version} accepté par le client : commande ${number}`,
    text: [
      `${client} a accepté en ligne le devis ${label} de la commande ${number}.`,
      "",
      `Accepté par : ${acceptedBy}`,
      `Le : ${acceptedAt}`,
      `Montant TTC : ${total}`,
      "",
      `La commande dans le back-office : ${adminLink}`,
    ].join("\n"),
    html: await renderQuoteAcceptedNotice({ agency: emailAgency(settings), number, quote: label, client, acceptedBy, acceptedAt, total, adminLink }),
  };
}
