// The contact form's two e-mails, the agency's notification and the visitor's acknowledgement:
// each has a text part and an HTML part (app/emails/contact-emails.tsx), both written from
// requestFacts, so they say the same things. The notification carries the whole message; the
// acknowledgement, to an address nobody confirmed, its first 200 characters, and at most three an
// hour go to one address (app/emails/acknowledgement-limit.server.ts).

import { schema, type Db } from "~/db/client.server";
import { emailAgency } from "~/emails/agency.server";
import { mayAcknowledge } from "~/emails/acknowledgement-limit.server";
import type { ContactRequestFacts } from "~/emails/contact-emails";
import { excerpt } from "~/emails/excerpt";
import { renderContactAcknowledgement, renderContactNotification } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import type { DbExecutor } from "~/db/executor";
import type { ContactInput } from "./contact-schema";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** "21 novembre 2026" for a stored YYYY-MM-DD. */
export function frenchDate(isoDate: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The request's facts and description, shared by the text and HTML parts of both e-mails. */
export function requestFacts(input: ContactInput): ContactRequestFacts {
  return {
    name: `${input.first_name} ${input.last_name}`,
    email: input.email,
    facts: [
      { label: "Nom", value: `${input.first_name} ${input.last_name}` },
      { label: "Email", value: input.email },
      { label: "Téléphone", value: input.phone ?? "non renseigné" },
      { label: "Type d'événement", value: input.event_type },
      { label: "Services souhaités", value: input.services.length > 0 ? input.services.join(", ") : "non précisés" },
      { label: "Date de l'événement", value: input.event_date ? frenchDate(input.event_date) : "non précisée" },
      { label: "Nombre d'invités", value: input.guest_count !== undefined ? input.guest_count.toLocaleString("fr-FR") : "non précisé" },
    ],
    message: input.message,
  };
}

/** The request as plain text lines, shared by both e-mails. */
export function summarizeRequest(input: ContactInput): string {
  const request = requestFacts(input);
  return [...request.facts.map((f) => `${f.label} : ${f.value}`), "", "Description du projet :", request.message].join("\n");
}

export async function agencyNotification(input: ContactInput, settings: SiteSettings): Promise<MailMessage> {
  return {
    to: settings.notification_email,
    replyTo: input.email,
    subject: `Nouvelle demande de contact : ${input.first_name} ${input.last_name} (${input.event_type})`,
    text: [
      "Un nouveau message a été envoyé depuis le formulaire de contact du site.",
      "",
      summarizeRequest(input),
      "",
      "Répondez à cet e-mail pour écrire directement au client. Le message est aussi dans le back-office (onglet Contact).",
    ].join("\n"),
    html: await renderContactNotification({
      agency: emailAgency(settings),
      eventType: input.event_type,
      request: requestFacts(input),
      adminLink: `${env().PUBLIC_URL}/admin/contact?q=${encodeURIComponent(input.email)}`,
    }),
  };
}

export async function clientAcknowledgement(typed: ContactInput, settings: SiteSettings | undefined): Promise<MailMessage> {
  const input = { ...typed, message: excerpt(typed.message) };
  const brand = settings?.brand_name ?? "Imagine";
  const signature = [`L'équipe ${brand}`, ...(settings ? [`${settings.phone} · ${settings.email}`] : [])];
  return {
    to: input.email,
    replyTo: settings?.email,
    subject: `${brand} : nous avons bien reçu votre demande`,
    text: [
      `Bonjour ${input.first_name},`,
      "",
      `Merci d'avoir contacté ${brand}. Nous avons bien reçu votre demande et nous vous répondrons sous 24h.`,
      "",
      "Récapitulatif de votre demande :",
      "",
      summarizeRequest(input),
      "",
      ...signature,
    ].join("\n"),
    html: await renderContactAcknowledgement({ agency: emailAgency(settings), firstName: input.first_name, request: requestFacts(input), signature }),
  };
}

/**
 * Queues the agency's notification with `tx`, the transaction that stores the message: the
 * message and its notification are stored together or not at all, and the mail worker sends it,
 * so the visitor's answer never waits for SMTP and an outage delays it rather than losing it.
 */
export async function enqueueContactNotification(tx: DbExecutor, input: ContactInput, messageId: string): Promise<void> {
  const [settings] = await tx.select().from(schema.site_settings).limit(1);
  if (settings) await enqueueMail(tx, { ...(await agencyNotification(input, settings)), kind: "contact-notification", messageId });
  else logger.warn("Aucun paramètre du site : l'agence n'est pas notifiée du message de contact");
}

/**
 * Queues the visitor's thanks once their message is stored, unless three already went to that
 * address this hour. Outside the message's transaction, so that only an acknowledgement actually
 * queued counts (an embedded database's transaction also holds its only connection). Never
 * throws: the message is stored whatever happens to its acknowledgement. True when queued.
 */
export async function acknowledgeContactMessage(db: Db, input: ContactInput, messageId: string): Promise<boolean> {
  try {
    if (!(await mayAcknowledge(db, input.email))) {
      logger.info("Accusé de réception du message de contact non envoyé : trois déjà dans l'heure à cette adresse", { messageId });
      return false;
    }
    const [settings] = await db.select().from(schema.site_settings).limit(1);
    await enqueueMail(db, { ...(await clientAcknowledgement(input, settings)), kind: "contact-acknowledgement", messageId });
    return true;
  } catch (error) {
    logger.error("Accusé de réception du message de contact impossible", { messageId, error });
    return false;
  }
}
