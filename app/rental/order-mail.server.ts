// The two e-mails that follow a stored order: the client's acknowledgement with the order
// number and summary, and the agency's new-order notification. Sent after the order is
// committed and through sendMailSafely: a mail failure is logged, never loses the order.

import { getDb, schema } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { sendMailSafely, type MailMessage } from "~/lib/mail.server";
import { categoryLabel } from "./categories";
import { env } from "~/lib/env.server";
import { clientOrderPath } from "./order-access.server";
import { recordMailOutcome } from "./order-events.server";
import { storedOrderFigures } from "./order-figures";
import { formatOrderNumber } from "./order-status";
import { decimalToCents, formatDate, formatPrice, lineTotal, perDaySum } from "./pricing";
import { formatPercent } from "./percent";
import type { RentalOrder } from "./checkout.server";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** The order as plain text lines, shared by both e-mails. */
export function orderSummary(order: RentalOrder): string {
  const lines = order.items.map((item) => {
    const unit = decimalToCents(item.price) ?? 0n;
    const days = `${item.totalDays} jour${item.totalDays > 1 ? "s" : ""}`;
    return `- ${item.name} (${categoryLabel(item.category)}) : ${item.quantity} × ${formatPrice(unit)} × ${days} = ${formatPrice(lineTotal({ unitPrice: unit, quantity: item.quantity, totalDays: item.totalDays }))}`;
  });
  const perDay = perDaySum(order.items.map((i) => ({ unitPrice: decimalToCents(i.price) ?? 0n, quantity: i.quantity })));
  const figures = storedOrderFigures(order);
  return [
    `Commande : ${formatOrderNumber(order.order_number)}`,
    `Période : du ${formatDate(order.rental_date)} au ${formatDate(order.return_date)}`,
    `Livraison : ${order.delivery_address}`,
    "",
    "Articles :",
    ...lines,
    "",
    `Prix par jour : ${formatPrice(perDay)}`,
    `Total de la location HT : ${formatPrice(figures.subtotal)}`,
    `TVA ${formatPercent(figures.vatRate)} : ${formatPrice(figures.vat)}`,
    `Timbre fiscal : ${formatPrice(figures.stampDuty)}`,
    `Total TTC : ${formatPrice(figures.totalTtc)}`,
  ].join("\n");
}

export function clientAcknowledgement(order: RentalOrder, settings: SiteSettings | undefined): MailMessage {
  const brand = settings?.brand_name ?? "Imagine";
  return {
    to: order.email,
    replyTo: settings?.email,
    subject: `${brand} : votre commande ${formatOrderNumber(order.order_number)} est bien reçue`,
    text: [
      `Bonjour ${order.first_name},`,
      "",
      `Merci pour votre commande de location. Elle porte le numéro ${formatOrderNumber(order.order_number)} : rappelez-le si vous nous contactez.`,
      "Notre équipe vous contactera sous peu pour confirmer la disponibilité et la livraison.",
      "",
      "Suivez votre commande (et annulez-la tant qu'elle n'est pas confirmée) par ce lien personnel :",
      `${env().PUBLIC_URL}${clientOrderPath(order.id)}`,
      "",
      orderSummary(order),
      ...(order.notes ? ["", "Vos notes :", order.notes] : []),
      "",
      `L'équipe ${brand}${settings?.phone ? ` · ${settings.phone}` : ""}`,
    ].join("\n"),
  };
}

export function agencyNotification(order: RentalOrder, settings: SiteSettings): MailMessage {
  return {
    to: settings.notification_email,
    replyTo: order.email,
    subject: `Nouvelle commande de location ${formatOrderNumber(order.order_number)} : ${order.first_name} ${order.last_name}`,
    text: [
      "Une nouvelle commande de location a été passée sur le site.",
      "",
      `Client : ${order.first_name} ${order.last_name}${order.company ? ` (${order.company})` : ""}`,
      `Email : ${order.email}`,
      `Téléphone : ${order.phone}`,
      "",
      orderSummary(order),
      ...(order.notes ? ["", "Notes du client :", order.notes] : []),
      "",
      "La commande attend votre confirmation dans le back-office (onglet Boutique).",
    ].join("\n"),
  };
}

export async function sendOrderEmails(order: RentalOrder): Promise<void> {
  const [settings] = await getDb().select().from(schema.site_settings).limit(1);
  const db = getDb();
  const acknowledgement = clientAcknowledgement(order, settings);
  await recordMailOutcome(db, order.id, "accusé de réception de la commande", acknowledgement.to, await sendMailSafely(acknowledgement));
  if (settings) {
    const notification = agencyNotification(order, settings);
    await recordMailOutcome(db, order.id, "nouvelle commande pour l'agence", notification.to, await sendMailSafely(notification));
  }
  else logger.warn("Commande sans e-mail à l'agence : site_settings absent", { order: order.order_number });
}
