// The e-mails of an event quote as queued messages (text and HTML): to the client with the quote,
// to the agency when the client accepts it. The HTML is rendered by react-email, loaded with the
// first such e-mail (app/emails/render.server.ts does the same for the others).

import { createElement, type ReactElement } from "react";
import type { EmailAgency } from "~/emails/layout";
import { formatDateTimeFr } from "~/lib/dates";
import { env } from "~/lib/env.server";
import type { MailMessage } from "~/lib/mail.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { adminRequestPath, clientRequestPath, requestAccessToken } from "../access.server";
import type * as EventQuoteEmails from "./event-quote-emails";
import { clientEventQuoteFilePath } from "./event-quote-paths";

async function renderHtml(element: (emails: typeof EventQuoteEmails) => ReactElement): Promise<string> {
  const [{ render }, emails] = await Promise.all([import("@react-email/render"), import("./event-quote-emails")]);
  return render(element(emails));
}

type QuoteFacts = { number: string; version: number; total_ttc: string; fileName: string };
type ClientFacts = { first_name: string; last_name: string; email: string; event_type: string; event_date: string | null };

export const quoteLabel = (quote: { number: string; version: number }) => `${quote.number}${quote.version > 1 ? ` (version ${quote.version})` : ""}`;

/** The client's e-mail of an event quote (its PDF is attached by the caller). */
export async function eventQuoteMail(messageId: string, linkVersion: number, quote: QuoteFacts, client: ClientFacts, agency: EmailAgency): Promise<MailMessage> {
  const base = env().PUBLIC_URL;
  const quoteLink = `${base}${clientEventQuoteFilePath(requestAccessToken(messageId, linkVersion), quote.fileName)}`;
  const requestLink = `${base}${clientRequestPath(messageId, linkVersion)}`;
  const label = quoteLabel(quote);
  const event = `${client.event_type}${client.event_date ? `, le ${formatDate(client.event_date)}` : ""}`;
  const intro = `Veuillez trouver ci-joint notre devis ${label} pour votre événement (${event}), d'un montant de ${formatPrice(decimalToCents(quote.total_ttc) ?? 0n)} TTC.`;
  const closing = "Pour l'accepter, ouvrez le suivi de votre demande et choisissez « Accepter le devis », ou répondez simplement à cet e-mail.";
  const signature = `L'équipe ${agency.brand}${agency.phone ? ` · ${agency.phone}` : ""}`;
  return {
    to: client.email,
    subject: `${agency.brand} : votre devis ${label}`,
    text: [
      `Bonjour ${client.first_name},`,
      "",
      intro,
      "",
      "Vous pouvez aussi l'ouvrir à tout moment par ce lien personnel (ne le partagez pas) :",
      quoteLink,
      "",
      "Le suivi de votre demande :",
      requestLink,
      "",
      closing,
      "",
      signature,
    ].join("\n"),
    html: await renderHtml(({ EventQuoteEmail }) =>
      createElement(EventQuoteEmail, { agency, title: `Votre devis ${label}`, firstName: client.first_name, intro, quoteLink, quoteButton: `Ouvrir le devis ${quote.number}`, requestLink, closing, signature }),
    ),
  };
}

/** The agency's e-mail of an online acceptance, answered to the client. */
export async function eventQuoteAcceptedMail(
  messageId: string,
  quote: Omit<QuoteFacts, "fileName">,
  client: ClientFacts,
  acceptedBy: string,
  acceptedOn: Date,
  agency: EmailAgency,
  to: string,
): Promise<MailMessage> {
  const label = quoteLabel(quote);
  const clientName = `${client.first_name} ${client.last_name}`.trim();
  const adminLink = `${env().PUBLIC_URL}${adminRequestPath(messageId)}`;
  // The label says TTC: « Montant TTC : 28 560,00 DT ».
  const total = formatPrice(decimalToCents(quote.total_ttc) ?? 0n);
  const acceptedAt = formatDateTimeFr(acceptedOn);
  return {
    to,
    replyTo: client.email,
    subject: `Devis ${label} accepté par le client : ${clientName} (${client.event_type})`,
    text: [
      `${clientName} a accepté en ligne le devis événement ${label}.`,
      "",
      `Accepté par : ${acceptedBy}`,
      `Le : ${acceptedAt}`,
      `Montant TTC : ${total}`,
      "",
      `La demande dans le back-office : ${adminLink}`,
    ].join("\n"),
    html: await renderHtml(({ EventQuoteAcceptedNoticeEmail }) => createElement(EventQuoteAcceptedNoticeEmail, { agency, quote: label, client: clientName, acceptedBy, acceptedAt, total, adminLink })),
  };
}
