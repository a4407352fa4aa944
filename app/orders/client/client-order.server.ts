// The client's side of an order, reached through the link of their e-mails: what they see, and
// their one action, cancelling while the order is still new. The token is the key (see
// app/orders/access.server.ts); a wrong token and a missing order look the same: nothing. A token
// of an older link version is told apart (the page says how to get a new link), and the changes
// (cancel, accept the quote) close 90 days after the return date (app/lib/link-window.ts).

import { z } from "zod";
import type { Db } from "~/db/client.server";
import { type rental_orders, site_settings } from "~/db/schema";
import { orderPagePath } from "~/orders/path";
import { emailAgency } from "~/emails/agency.server";
import { orderPeriod } from "~/orders/email-facts";
import { emailMessages } from "~/i18n/messages/email";
import type { Locale } from "~/i18n/locale";
import { localizedPath } from "~/i18n/locale";
import { renderClientCancelAcknowledgement, renderClientCancelNotice } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { changeOrderStatus, OrderStatusError } from "~/orders/status-change.server";
import type { DbExecutor } from "~/db/executor";
import { depotAddress } from "~/lib/depot-address";
import { getOrderDocuments } from "~/orders/documents.server";
import { clientDocumentPath, clientOrderPath, NEW_ORDER_PARAM } from "~/orders/access.server";
import { findOrderByLink, type LinkLookup } from "~/orders/client-links.server";
import { LINK_ACTIONS_CLOSED_MESSAGE, linkActionsClosed } from "~/lib/link-window";
import { mailTimeline } from "~/orders/timeline.server";
import { storedOrderFigures, storedVatTable } from "~/orders/figures";
import { formatOrderNumber } from "~/orders/status";
import { centsToDecimal } from "~/lib/pricing";
import { PAYMENT_STATUS_LABELS, storedPaymentSummary } from "~/money/payment-status";
import { CANCEL_REASON_MAX } from "./client-order-limits";
import { onlinePaymentOffer } from "~/payments/online-payments.server";
import { acceptQuote, getQuoteAcceptances, QuoteAcceptanceError } from "~/orders/quote-acceptance.server";
import type { QuoteAcceptanceInput } from "~/orders/quote-acceptance-schema";
import { isQuoteStale } from "~/orders/quote-staleness";
import { getOrderStatement } from "~/money/statement/statement.server";
import { statementView } from "~/money/statement/statement-view";


/** The client's cancel form: an optional reason. */
export const ClientCancelSchema = z.object({
  intent: z.literal("cancel", { error: "Action inconnue." }),
  reason: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : undefined),
    z.string().max(CANCEL_REASON_MAX, `La raison est trop longue (${CANCEL_REASON_MAX} caractères au plus).`).optional(),
  ),
});

export const NOT_CANCELLABLE_MESSAGE =
  "Cette commande n'est plus annulable en ligne : notre équipe l'a déjà prise en charge. Appelez-nous ou répondez à notre e-mail pour toute modification.";

/** The order of a current link; null for a wrong, revoked or forgotten one. */
async function orderForToken(db: Db, token: string) {
  const found = await findOrderByLink(db, token);
  return found.status === "current" ? found.row : null;
}

/**
 * What the page adds right after the checkout (`?nouvelle=1`): its own address, the one of the
 * e-mail's « Suivre ma commande ». Only while the order is new: a bookmarked confirmation of an
 * order since confirmed or cancelled is the plain page.
 */
export function newOrderConfirmation(order: Pick<ClientOrder, "status">, token: string, url: URL): { followUrl: string } | null {
  if (url.searchParams.get(NEW_ORDER_PARAM) !== "1" || order.status !== "new") return null;
  return { followUrl: `${env().PUBLIC_URL}/commande/${token}` };
}

/** The client's page of their order through a link (see LinkLookup: current, revoked, or unknown). */
export async function getClientOrder(db: Db, token: string, locale: Locale = "fr", now = new Date()): Promise<LinkLookup<ClientOrder>> {
  const found = await findOrderByLink(db, token);
  if (found.status !== "current") return found;
  return { status: "current", row: await clientOrderView(db, found.row, locale, now) };
}

async function clientOrderView(db: Db, order: typeof rental_orders.$inferSelect, locale: Locale, now: Date) {
  const [documents, acceptances, statement, [settings]] = await Promise.all([
    getOrderDocuments(db, order.id),
    getQuoteAcceptances(db, order.id),
    // The statement's lines in the page's language (Arabic too: the lines are words of the page, not of a PDF).
    getOrderStatement(db, order.id, locale),
    db
      .select({
        brand: site_settings.brand_name,
        phone: site_settings.phone,
        email: site_settings.email,
        street_address: site_settings.street_address,
        postal_code: site_settings.postal_code,
        city: site_settings.city,
      })
      .from(site_settings)
      .limit(1),
  ]);
  const { vatByRate, ...figures } = storedOrderFigures(order);
  const paid = storedPaymentSummary(order);
  // getOrderDocuments gives the newest first: the latest quote version is the one to accept.
  const latestQuote = documents.find((doc) => doc.kind === "quote");
  const accepted = latestQuote ? acceptances.find((a) => a.document_id === latestQuote.id) : undefined;
  // Edited since the quote: it no longer says what the client would agree to, accepted or not.
  const stale = latestQuote ? isQuoteStale(latestQuote, order) : false;
  const quoteOpen = ["new", "confirmed", "in_progress"].includes(order.status);
  const actionsClosed = linkActionsClosed(order.return_date, now);
  return {
    number: formatOrderNumber(order.order_number),
    status: order.status,
    createdAt: order.created_at,
    client: { firstName: order.first_name, lastName: order.last_name, company: order.company },
    rentalDate: order.rental_date,
    returnDate: order.return_date,
    fulfilment: order.fulfilment,
    deliveryAddress: order.delivery_address,
    departureSlot: order.departure_slot,
    returnSlot: order.return_slot,
    notes: order.notes,
    items: order.items.map(({ name, category, image, price, quantity, totalDays, from, to }) => ({ name, category, image, price, quantity, totalDays, from, to })),
    figures: {
      ...(Object.fromEntries(Object.entries(figures).map(([key, cents]) => [key, centsToDecimal(cents)])) as Record<keyof typeof figures, string>),
      vatByRate: storedVatTable(vatByRate),
    },
    // What the client has paid, once it matters: something paid, or the order agreed to.
    payment:
      paid.paid > 0n || ["confirmed", "in_progress", "completed"].includes(order.status)
        ? { paid: centsToDecimal(paid.paid), due: centsToDecimal(paid.due), overpaid: centsToDecimal(paid.overpaid), status: PAYMENT_STATUS_LABELS[paid.status], state: paid.status }
        : null,
    /**
     * The statement of account (issue 37), once money matters (as `payment`): lines that add up
     * to 'Reste à payer', and its PDF behind the same link.
     */
    statement: statement ? statementView(statement) : null,
    statementHref: `${clientOrderPath(order)}/releve.pdf`,
    documents: documents.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      number: doc.number,
      version: doc.version,
      issuedAt: doc.issued_at,
      totalTtc: doc.total_ttc,
      href: clientDocumentPath(order, doc.fileName),
    })),
    // 'Accepter le devis' on the latest quote version (issue 22), while the order can still be agreed to.
    quote: latestQuote
      ? {
          documentId: latestQuote.id,
          number: latestQuote.number,
          version: latestQuote.version,
          accepted: accepted ? { name: accepted.accepted_name, at: accepted.accepted_at } : null,
          stale,
          /** The order still takes an acceptance: a stale quote then says a new one is coming. */
          open: quoteOpen,
          canAccept: !accepted && !stale && !actionsClosed && quoteOpen,
        }
      : null,
    /** 90 days after the return: the page reads, the forms are gone. */
    actionsClosed,
    /** 'Paiement en ligne' (issue 40): the amounts the client may pay now, or null. */
    onlinePayment: await onlinePaymentOffer(db, order, { agreed: accepted !== undefined && !stale, actionsClosed }),
    // Only the latest version of a quote is the one the client should read.
    agency: { brand: settings?.brand ?? "Imagine", phone: settings?.phone ?? "", email: settings?.email ?? "", depotAddress: depotAddress(settings) },
  };
}

export type ClientOrder = Awaited<ReturnType<typeof clientOrderView>>;

export class ClientCancelError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ClientCancelError";
  }
}

type SiteSettings = typeof site_settings.$inferSelect;

/** The agency's notice (when the settings say where to send it) and the client's confirmation of a cancel. */
export async function clientCancelMails(
  cancelled: typeof rental_orders.$inferSelect,
  settings: SiteSettings | undefined,
  reason: string | undefined,
): Promise<{ notice: MailMessage | null; acknowledgement: MailMessage }> {
  const agency = emailAgency(settings);
  const number = formatOrderNumber(cancelled.order_number);
  const period = orderPeriod(cancelled);
  let notice: MailMessage | null = null;
  if (settings) {
    const client = `${cancelled.first_name} ${cancelled.last_name}${cancelled.company ? ` (${cancelled.company})` : ""}`;
    const adminLink = `${env().PUBLIC_URL}${orderPagePath(cancelled.order_number)}`;
    notice = {
      to: settings.notification_email,
      replyTo: cancelled.email,
      subject: `Commande ${number} annulée par le client : ${cancelled.first_name} ${cancelled.last_name}`,
      text: [
        `${client} a annulé sa commande ${number} depuis son lien de suivi.`,
        "",
        `Période : ${period}`,
        `Raison : ${reason || "non précisée"}`,
        "",
        `La commande dans le back-office : ${adminLink}`,
      ].join("\n"),
      html: await renderClientCancelNotice({ agency, number, client, period, reason: reason || "non précisée", adminLink }),
    };
  }
  // To the client, in the language they ordered in.
  const locale = cancelled.locale;
  const t = emailMessages(locale);
  const say = t.cancelAcknowledgement;
  const clientPeriod = orderPeriod(cancelled, locale);
  const followLink = `${env().PUBLIC_URL}${localizedPath(locale, clientOrderPath(cancelled))}`;
  const signature = t.signature(settings?.brand_name ?? "Imagine", settings?.phone);
  const acknowledgement = {
    to: cancelled.email,
    replyTo: settings?.email,
    subject: say.subject(number),
    text: [t.greeting(cancelled.first_name), "", say.done(number, clientPeriod), "", say.followText(followLink), "", signature].join("\n"),
    html: await renderClientCancelAcknowledgement({ agency, locale, firstName: cancelled.first_name, number, period: clientPeriod, followLink, signature }),
  };
  return { notice, acknowledgement };
}

/** Both e-mails of a cancel, queued in the cancel's transaction. */
async function enqueueCancelEmails(tx: DbExecutor, cancelled: typeof rental_orders.$inferSelect, reason: string | undefined) {
  const [settings] = await tx.select().from(site_settings).limit(1);
  const { notice, acknowledgement } = await clientCancelMails(cancelled, settings, reason);
  if (notice) {
    await enqueueMail(tx, { ...notice, kind: "order-cancel-notification", orderId: cancelled.id, timeline: mailTimeline("annulation par le client, pour l'agence", notice.to) });
  }
  await enqueueMail(tx, { ...acknowledgement, kind: "order-cancel-acknowledgement", orderId: cancelled.id, timeline: mailTimeline("confirmation d'annulation", acknowledgement.to) });
}

/**
 * Cancels the order for its client, only while it is new. The status change locks the order,
 * so a client's cancel and an admin's 'Confirmer' at the same moment never both win. The agency
 * and the client are told by e-mails queued in the cancel's transaction; the timeline says the
 * client did it, with their reason.
 */
export async function cancelOrderByClient(db: Db, token: string, reason: string | undefined, now = new Date()) {
  const order = await orderForToken(db, token);
  if (!order) throw new ClientCancelError("Commande introuvable.", 404);
  if (linkActionsClosed(order.return_date, now)) throw new ClientCancelError(LINK_ACTIONS_CLOSED_MESSAGE, 410);
  if (order.status !== "new") throw new ClientCancelError(NOT_CANCELLABLE_MESSAGE, 409);
  const actor = `Client : ${order.first_name} ${order.last_name}`;
  let cancelled;
  try {
    cancelled = await changeOrderStatus(
      db,
      order.id,
      "cancelled",
      actor,
      reason ? [`Raison : ${reason}`] : ["Annulée par le client depuis son lien de suivi"],
      (tx, updated) => enqueueCancelEmails(tx, updated, reason),
    );
  } catch (error) {
    if (error instanceof OrderStatusError) throw new ClientCancelError(error.reason === "not-found" ? "Commande introuvable." : NOT_CANCELLABLE_MESSAGE, error.reason === "not-found" ? 404 : 409);
    throw error;
  }
  return cancelled;
}

/** The client accepts their latest quote version through their link (issue 22). */
export async function acceptQuoteByClient(db: Db, token: string, input: QuoteAcceptanceInput, request: { ip: string; userAgent: string }, now = new Date()) {
  const order = await orderForToken(db, token);
  if (!order) throw new QuoteAcceptanceError("Commande introuvable.", 404);
  if (linkActionsClosed(order.return_date, now)) throw new QuoteAcceptanceError(LINK_ACTIONS_CLOSED_MESSAGE, 410);
  return acceptQuote(db, order.id, input, request);
}
