// The client's side of an order, reached through the link of their e-mails: what they see, and
// their one action, cancelling while the order is still new. The token is the key (see
// order-access.server.ts); a wrong token and a missing order look the same: nothing.

import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { rental_orders, site_settings } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMailSafely } from "~/lib/mail.server";
import { changeOrderStatus, OrderStatusError } from "./availability.server";
import { getOrderDocuments } from "./order-documents.server";
import { clientDocumentPath, clientOrderPath, orderIdFromAccessToken } from "./order-access.server";
import { recordMailOutcome } from "./order-events.server";
import { storedOrderFigures } from "./order-figures";
import { formatOrderNumber } from "./order-status";
import { centsToDecimal, formatDate } from "./pricing";
import { CANCEL_REASON_MAX } from "./client-order-limits";


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

async function orderForToken(db: Db, token: string) {
  const id = orderIdFromAccessToken(token);
  if (!id) return null;
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, id));
  return order ?? null;
}

export async function getClientOrder(db: Db, token: string) {
  const order = await orderForToken(db, token);
  if (!order) return null;
  const [documents, [settings]] = await Promise.all([
    getOrderDocuments(db, order.id),
    db.select({ brand: site_settings.brand_name, phone: site_settings.phone, email: site_settings.email }).from(site_settings).limit(1),
  ]);
  const figures = storedOrderFigures(order);
  return {
    number: formatOrderNumber(order.order_number),
    status: order.status,
    createdAt: order.created_at,
    client: { firstName: order.first_name, lastName: order.last_name, company: order.company },
    rentalDate: order.rental_date,
    returnDate: order.return_date,
    deliveryAddress: order.delivery_address,
    notes: order.notes,
    items: order.items.map(({ name, category, image, price, quantity, totalDays, from, to }) => ({ name, category, image, price, quantity, totalDays, from, to })),
    figures: Object.fromEntries(Object.entries(figures).map(([key, cents]) => [key, centsToDecimal(cents)])) as Record<keyof typeof figures, string>,
    documents: documents.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      number: doc.number,
      version: doc.version,
      issuedAt: doc.issued_at,
      totalTtc: doc.total_ttc,
      href: clientDocumentPath(order.id, doc.fileName),
    })),
    // Only the latest version of a quote is the one the client should read.
    agency: { brand: settings?.brand ?? "Imagine", phone: settings?.phone ?? "", email: settings?.email ?? "" },
  };
}

export type ClientOrder = NonNullable<Awaited<ReturnType<typeof getClientOrder>>>;

export class ClientCancelError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ClientCancelError";
  }
}

/**
 * Cancels the order for its client, only while it is new. The status change locks the order,
 * so a client's cancel and an admin's 'Confirmer' at the same moment never both win. The agency
 * is told by e-mail; the timeline says the client did it, with their reason.
 */
export async function cancelOrderByClient(db: Db, token: string, reason: string | undefined) {
  const order = await orderForToken(db, token);
  if (!order) throw new ClientCancelError("Commande introuvable.", 404);
  if (order.status !== "new") throw new ClientCancelError(NOT_CANCELLABLE_MESSAGE, 409);
  const actor = `Client : ${order.first_name} ${order.last_name}`;
  let cancelled;
  try {
    cancelled = await changeOrderStatus(db, order.id, "cancelled", actor, reason ? [`Raison : ${reason}`] : ["Annulée par le client depuis son lien de suivi"]);
  } catch (error) {
    if (error instanceof OrderStatusError) throw new ClientCancelError(error.reason === "not-found" ? "Commande introuvable." : NOT_CANCELLABLE_MESSAGE, error.reason === "not-found" ? 404 : 409);
    throw error;
  }
  const [settings] = await db.select().from(site_settings).limit(1);
  const number = formatOrderNumber(cancelled.order_number);
  if (settings) {
    const mail = {
      to: settings.notification_email,
      replyTo: cancelled.email,
      subject: `Commande ${number} annulée par le client : ${cancelled.first_name} ${cancelled.last_name}`,
      text: [
        `${cancelled.first_name} ${cancelled.last_name}${cancelled.company ? ` (${cancelled.company})` : ""} a annulé sa commande ${number} depuis son lien de suivi.`,
        "",
        `Période : du ${formatDate(cancelled.rental_date)} au ${formatDate(cancelled.return_date)}`,
        `Raison : ${reason || "non précisée"}`,
        "",
        `La commande dans le back-office : ${env().PUBLIC_URL}/admin/shop/commandes/${number}`,
      ].join("\n"),
    };
    await recordMailOutcome(db, cancelled.id, "annulation par le client, pour l'agence", mail.to, await sendMailSafely(mail));
  }
  const acknowledgement = {
    to: cancelled.email,
    replyTo: settings?.email,
    subject: `Votre commande ${number} est annulée`,
    text: [
      `Bonjour ${cancelled.first_name},`,
      "",
      `Votre commande de location ${number} (du ${formatDate(cancelled.rental_date)} au ${formatDate(cancelled.return_date)}) est annulée, comme vous l'avez demandé.`,
      "",
      `Son suivi reste consultable ici : ${env().PUBLIC_URL}${clientOrderPath(cancelled.id)}`,
      "",
      `L'équipe ${settings?.brand_name ?? "Imagine"}${settings?.phone ? ` · ${settings.phone}` : ""}`,
    ].join("\n"),
  };
  await recordMailOutcome(db, cancelled.id, "confirmation d'annulation", acknowledgement.to, await sendMailSafely(acknowledgement));
  return cancelled;
}
