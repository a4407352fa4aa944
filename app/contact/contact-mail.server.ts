import { getDb, schema } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { sendMailSafely, type MailMessage } from "~/lib/mail.server";
import type { ContactInput } from "./contact-schema";

type SiteSettings = typeof schema.site_settings.$inferSelect;

/** "21 novembre 2026" for a stored YYYY-MM-DD. */
export function frenchDate(isoDate: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The request as plain text lines, shared by both e-mails. */
export function summarizeRequest(input: ContactInput): string {
  const lines = [
    `Nom : ${input.first_name} ${input.last_name}`,
    `Email : ${input.email}`,
    `Téléphone : ${input.phone ?? "non renseigné"}`,
    `Type d'événement : ${input.event_type}`,
    `Services souhaités : ${input.services.length > 0 ? input.services.join(", ") : "non précisés"}`,
    `Date de l'événement : ${input.event_date ? frenchDate(input.event_date) : "non précisée"}`,
    `Nombre d'invités : ${input.guest_count !== undefined ? input.guest_count.toLocaleString("fr-FR") : "non précisé"}`,
    "",
    "Description du projet :",
    input.message,
  ];
  return lines.join("\n");
}

export function agencyNotification(input: ContactInput, settings: SiteSettings): MailMessage {
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
  };
}

export function clientAcknowledgement(input: ContactInput, settings: SiteSettings | undefined): MailMessage {
  const brand = settings?.brand_name ?? "Imagine";
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
      `L'équipe ${brand}`,
      settings ? `${settings.phone} · ${settings.email}` : "",
    ]
      .join("\n")
      .trimEnd(),
  };
}

/**
 * Tells the agency and thanks the client. Runs after the message is stored and never throws:
 * a mail failure is logged, the stored message stays in the back office.
 */
export async function sendContactEmails(input: ContactInput): Promise<void> {
  let settings: SiteSettings | undefined;
  try {
    [settings] = await getDb().select().from(schema.site_settings).limit(1);
  } catch (error) {
    logger.error("Paramètres du site illisibles : notification de contact non envoyée", { error });
  }
  const messages = [clientAcknowledgement(input, settings)];
  if (settings) messages.unshift(agencyNotification(input, settings));
  else logger.warn("Aucun paramètre du site : l'agence n'est pas notifiée du message de contact");
  await Promise.all(messages.map((message) => sendMailSafely(message)));
}
