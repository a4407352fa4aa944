// The two e-mails that follow a stored order: the client's acknowledgement with the order
// number and summary, and the agency's new-order notification. Each has a text part and an HTML
// part (app/emails), both written from the same facts (orderSummaryFacts). Queued in the order's
// own transaction and sent by the mail worker: an SMTP outage delays them, never loses them.

import { schema } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import type { DbExecutor } from "~/db/executor";
import { emailAgency } from "~/emails/agency.server";
import { orderSummaryFacts, type OrderSummaryFacts } from "~/emails/order-facts";
import { renderOrderAcknowledgement, renderOrderNotification } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { orderPagePath } from "./path";
import { clientOrderPath } from "./access.server";
import { depotAddress, isPickup } from "./fulfilment-summary";
import { mailTimeline } from "./timeline.server";
import { formatOrderNumber } from "./status";
import type { RentalOrder } from "~/db/schema";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** The order as plain text lines, shared by both e-mails; `depot` is the depot's address for a pickup. */
export function orderSummary(order: RentalOrder, depot?: string | null): string {
  return summaryText(orderSummaryFacts(order, depot));
}

function summaryText(facts: OrderSummaryFacts): string {
  return [
    `Commande : ${facts.number}`,
    `Période : ${facts.period}`,
    ...facts.fulfilment,
    "",
    "Articles :",
    ...facts.lines.map((l) => `- ${l.name} (${l.category}) : ${l.quantity} × ${l.unitPrice} × ${l.days} = ${l.total}`),
    "",
    ...facts.totals.map((t) => `${t.label} : ${t.value}`),
  ].join("\n");
}

export async function clientAcknowledgement(order: RentalOrder, settings: SiteSettings | undefined): Promise<MailMessage> {
  const brand = settings?.brand_name ?? "Imagine";
  const number = formatOrderNumber(order.order_number);
  const followLink = `${env().PUBLIC_URL}${clientOrderPath(order)}`;
  const summary = orderSummaryFacts(order, depotAddress(settings));
  const signature = `L'équipe ${brand}${settings?.phone ? ` · ${settings.phone}` : ""}`;
  return {
    to: order.email,
    replyTo: settings?.email,
    subject: `${brand} : votre commande ${number} est bien reçue`,
    text: [
      `Bonjour ${order.first_name},`,
      "",
      `Merci pour votre commande de location. Elle porte le numéro ${number} : rappelez-le si vous nous contactez.`,
      `Notre équipe vous contactera sous peu pour confirmer la disponibilité et ${isPickup(order) ? "le retrait au dépôt" : "la livraison"}.`,
      "",
      "Suivez votre commande (et annulez-la tant qu'elle n'est pas confirmée) par ce lien personnel :",
      followLink,
      "",
      summaryText(summary),
      ...(order.notes ? ["", "Vos notes :", order.notes] : []),
      "",
      signature,
    ].join("\n"),
    html: await renderOrderAcknowledgement({
      agency: emailAgency(settings),
      firstName: order.first_name,
      number,
      pickup: isPickup(order),
      followLink,
      summary,
      notes: order.notes,
      signature,
    }),
  };
}

export async function agencyNotification(order: RentalOrder, settings: SiteSettings): Promise<MailMessage> {
  const number = formatOrderNumber(order.order_number);
  const summary = orderSummaryFacts(order, depotAddress(settings));
  return {
    to: settings.notification_email,
    replyTo: order.email,
    subject: `Nouvelle commande de location ${number} : ${order.first_name} ${order.last_name}`,
    text: [
      "Une nouvelle commande de location a été passée sur le site.",
      "",
      `Client : ${order.first_name} ${order.last_name}${order.company ? ` (${order.company})` : ""}`,
      `Email : ${order.email}`,
      `Téléphone : ${order.phone}`,
      "",
      summaryText(summary),
      ...(order.notes ? ["", "Notes du client :", order.notes] : []),
      "",
      "La commande attend votre confirmation dans le back-office (onglet Boutique).",
    ].join("\n"),
    html: await renderOrderNotification({
      agency: emailAgency(settings),
      number,
      client: { name: `${order.first_name} ${order.last_name}`, company: order.company, email: order.email, phone: order.phone },
      summary,
      notes: order.notes,
      adminLink: `${env().PUBLIC_URL}${orderPagePath(order.order_number)}`,
    }),
  };
}

/**
 * Queues both e-mails with `tx`, the transaction that stores the order: the order and its
 * e-mails are stored together or not at all, and the worker sends them (mail-queue.server.ts).
 */
export async function enqueueOrderEmails(tx: DbExecutor, order: RentalOrder): Promise<void> {
  const [settings] = await tx.select().from(schema.site_settings).limit(1);
  const acknowledgement = await clientAcknowledgement(order, settings);
  await enqueueMail(tx, {
    ...acknowledgement,
    kind: "order-acknowledgement",
    orderId: order.id,
    timeline: mailTimeline("accusé de réception de la commande", acknowledgement.to),
  });
  if (settings) {
    const notification = await agencyNotification(order, settings);
    await enqueueMail(tx, {
      ...notification,
      kind: "order-notification",
      orderId: order.id,
      timeline: mailTimeline("nouvelle commande pour l'agence", notification.to),
    });
  }
  else logger.warn("Commande sans e-mail à l'agence : site_settings absent", { order: order.order_number });
}
