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
import type { Locale } from "~/i18n/locale";
import { formatDay, formatNumber } from "~/i18n/format";
import { messagesFor } from "~/i18n/messages";
import { emailMessages } from "~/i18n/messages/email";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** "21 novembre 2026" for a stored YYYY-MM-DD. */
export function frenchDate(isoDate: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * The request's facts and description, shared by the text and HTML parts of both e-mails: in
 * French for the agency, in the visitor's language for their acknowledgement (the event type and
 * services are stored in French, and named in that language).
 */
export function requestFacts(input: ContactInput, locale: Locale = "fr"): ContactRequestFacts {
  const say = emailMessages(locale).contactAcknowledgement;
  const form = messagesFor(locale).contact.form;
  const eventTypes: Record<string, string> = form.eventTypes;
  const serviceNames: Record<string, string> = form.serviceNames;
  const number = (value: number) => (locale === "fr" ? value.toLocaleString("fr-FR") : formatNumber(locale, value));
  return {
    name: `${input.first_name} ${input.last_name}`,
    email: input.email,
    facts: [
      { label: say.facts.name, value: `${input.first_name} ${input.last_name}` },
      { label: say.facts.email, value: input.email },
      { label: say.facts.phone, value: input.phone ?? say.phoneMissing },
      { label: say.facts.eventType, value: eventTypes[input.event_type] ?? input.event_type },
      { label: say.facts.services, value: input.services.length > 0 ? input.services.map((name) => serviceNames[name] ?? name).join(", ") : say.servicesMissing },
      { label: say.facts.eventDate, value: input.event_date ? (locale === "fr" ? frenchDate(input.event_date) : formatDay(locale, input.event_date)) : say.dateMissing },
      { label: say.facts.guestCount, value: input.guest_count !== undefined ? number(input.guest_count) : say.guestsMissing },
    ],
    message: input.message,
  };
}

/** The request as plain text lines, shared by both e-mails. */
export function summarizeRequest(input: ContactInput, locale: Locale = "fr"): string {
  const request = requestFacts(input, locale);
  const { fact, contactAcknowledgement: say } = emailMessages(locale);
  return [...request.facts.map((f) => fact(f.label, f.value)), "", fact(say.description, "").trimEnd(), request.message].join("\n");
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

/** To the visitor, in the language of the page they wrote from. */
export async function clientAcknowledgement(typed: ContactInput, settings: SiteSettings | undefined, locale: Locale = "fr"): Promise<MailMessage> {
  const input = { ...typed, message: excerpt(typed.message) };
  const t = emailMessages(locale);
  const say = t.contactAcknowledgement;
  const brand = settings?.brand_name ?? "Imagine";
  // The contacts read left to right, isolated inside an Arabic paragraph (U+2066 … U+2069).
  const contacts = settings ? `${settings.phone} · ${settings.email}` : null;
  const signature = [t.signature(brand), ...(contacts ? [locale === "ar" ? `\u2066${contacts}\u2069` : contacts] : [])];
  return {
    to: input.email,
    replyTo: settings?.email,
    subject: say.subject(brand),
    text: [
      t.greeting(input.first_name),
      "",
      say.thanks(brand),
      "",
      t.fact(say.summary, "").trimEnd(),
      "",
      summarizeRequest(input, locale),
      "",
      ...signature,
    ].join("\n"),
    html: await renderContactAcknowledgement({ agency: emailAgency(settings), locale, firstName: input.first_name, request: requestFacts(input, locale), signature }),
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
export async function acknowledgeContactMessage(db: Db, input: ContactInput, messageId: string, locale: Locale = "fr"): Promise<boolean> {
  try {
    if (!(await mayAcknowledge(db, input.email))) {
      logger.info("Accusé de réception du message de contact non envoyé : trois déjà dans l'heure à cette adresse", { messageId });
      return false;
    }
    const [settings] = await db.select().from(schema.site_settings).limit(1);
    await enqueueMail(db, { ...(await clientAcknowledgement(input, settings, locale)), kind: "contact-acknowledgement", messageId });
    return true;
  } catch (error) {
    logger.error("Accusé de réception du message de contact impossible", { messageId, error });
    return false;
  }
}
