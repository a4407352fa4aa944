// The two e-mails that follow a stored order: the client's acknowledgement with the order
// number, what happens next, the follow-up link and the summary (what the page the checkout ends
// on shows), and the agency's new-order notification. Each has a text part and an HTML
// part (app/emails), both written from the same facts (orderSummaryFacts). Queued and sent by the
// mail worker: an SMTP outage delays them, never loses them. The notification is queued in the
// order's own transaction; the acknowledgement, to an address nobody confirmed, once the order is
// stored, at most three an hour to one address (app/emails/acknowledgement-limit.server.ts), and
// with the first 200 characters of the notes and the address only.

import { schema, type Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import type { DbExecutor } from "~/db/executor";
import { mayAcknowledge } from "~/emails/acknowledgement-limit.server";
import { emailAgency } from "~/emails/agency.server";
import { excerpt } from "~/emails/excerpt";
import type { OrderSummaryFacts } from "~/emails/order-facts";
import { orderSummaryFacts } from "./email-facts";
import { renderOrderAcknowledgement, renderOrderNotification } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { orderPagePath } from "./path";
import { clientOrderPath } from "./access.server";
import { depotAddress } from "~/lib/depot-address";
import { isPickup } from "./fulfilment-summary";
import { mailTimeline, recordOrderEvent, SYSTEM_ACTOR } from "./timeline.server";
import { formatOrderNumber } from "./status";
import { messagesFor } from "~/i18n/messages";
import { emailMessages } from "~/i18n/messages/email";
import { localizedPath, type Locale } from "~/i18n/locale";

import type { RentalOrder } from "~/db/schema";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** The order as plain text lines, shared by both e-mails; `depot` is the depot's address for a pickup. */
export function orderSummary(order: RentalOrder, depot?: string | null): string {
  return summaryText(orderSummaryFacts(order, depot));
}

function summaryText(facts: OrderSummaryFacts, locale: Locale = "fr"): string {
  const { fact, summary: words } = emailMessages(locale);
  return [
    fact(words.order, facts.number),
    fact(words.period, facts.period),
    ...facts.fulfilment,
    "",
    fact(words.items, "").trimEnd(),
    ...facts.lines.map((l) => `- ${fact(`${l.name} (${l.category})`, `${l.quantity} × ${l.unitPrice} × ${l.days} = ${l.total}`)}`),
    "",
    ...facts.totals.map((t) => fact(t.label, t.value)),
  ].join("\n");
}

/** To the client, in the language of the page they ordered on (`placed.locale`). */
export async function clientAcknowledgement(placed: RentalOrder, settings: SiteSettings | undefined): Promise<MailMessage> {
  // What the client typed freely, as far as an unconfirmed inbox may read it.
  const order = { ...placed, notes: placed.notes === null ? null : excerpt(placed.notes), delivery_address: excerpt(placed.delivery_address) };
  const locale = placed.locale;
  const t = emailMessages(locale);
  const say = t.acknowledgement;
  const brand = settings?.brand_name ?? "Imagine";
  const number = formatOrderNumber(order.order_number);
  const followLink = `${env().PUBLIC_URL}${localizedPath(locale, clientOrderPath(placed))}`;
  const summary = orderSummaryFacts(order, depotAddress(settings), locale);
  const signature = t.signature(brand, settings?.phone);
  // The same steps as the page the checkout ends on (/commande/<token>?nouvelle=1), in its language.
  const confirmation = messagesFor(locale).shop.order.confirmation;
  const nextSteps = { title: confirmation.nextSteps, steps: confirmation.steps(isPickup(order)) };
  return {
    to: order.email,
    replyTo: settings?.email,
    subject: say.subject(brand, number),
    text: [
      t.greeting(order.first_name),
      "",
      say.thanks(number),
      "",
      nextSteps.title,
      ...nextSteps.steps.map((step) => `- ${step}`),
      "",
      say.follow,
      followLink,
      say.followNote,
      "",
      summaryText(summary, locale),
      ...(order.notes ? ["", `${say.yourNotes}${locale === "fr" ? " :" : ":"}`, order.notes] : []),
      "",
      signature,
    ].join("\n"),
    html: await renderOrderAcknowledgement({
      agency: emailAgency(settings),
      locale,
      firstName: order.first_name,
      number,
      nextSteps,
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
 * Queues the agency's notification with `tx`, the transaction that stores the order: the order and
 * its notification are stored together or not at all, and the worker sends it (mail-queue.server.ts).
 */
export async function enqueueOrderNotification(tx: DbExecutor, order: RentalOrder): Promise<void> {
  const [settings] = await tx.select().from(schema.site_settings).limit(1);
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

/**
 * Queues the client's acknowledgement once the order is stored, unless three already went to that
 * address this hour: then the order's timeline says so, for the agency to send the link itself
 * ('Renvoyer un nouveau lien'). Outside the order's transaction, so that only an acknowledgement
 * actually queued counts (an order refused for want of stock does not). Never throws: the order is
 * stored whatever happens to its acknowledgement. True when queued.
 */
export async function acknowledgeOrder(db: Db, order: RentalOrder): Promise<boolean> {
  try {
    if (!(await mayAcknowledge(db, order.email))) {
      await recordOrderEvent(db, {
        orderId: order.id,
        kind: "email-failed",
        summary: `Accusé de réception non envoyé à ${order.email} : trois accusés de réception sont déjà partis vers cette adresse dans l'heure`,
        actor: SYSTEM_ACTOR,
      });
      return false;
    }
    const [settings] = await db.select().from(schema.site_settings).limit(1);
    const acknowledgement = await clientAcknowledgement(order, settings);
    await enqueueMail(db, {
      ...acknowledgement,
      kind: "order-acknowledgement",
      orderId: order.id,
      timeline: mailTimeline("accusé de réception de la commande", acknowledgement.to),
    });
    return true;
  } catch (error) {
    logger.error("Accusé de réception de la commande impossible", { order: formatOrderNumber(order.order_number), error });
    return false;
  }
}
