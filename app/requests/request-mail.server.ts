// The conversation's two e-mails (issue 24), text and HTML parts written from the same data: the
// agency's reply to the client (its files attached, the link to the request's page) and the
// notice to the agency that the client has answered.

import type { site_settings } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import type { EmailAttachmentFact } from "~/emails/request-emails";
import { renderRequestAnswerNotice, renderRequestReply } from "~/emails/render.server";
import type { MailMessage } from "~/lib/mail.server";
import { formatFileSize } from "./conversation-schema";
import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";

type SiteSettings = typeof site_settings.$inferSelect;

/**
 * What the files of one e-mail may weigh together. Five files of 10 MB make an e-mail most mail
 * servers refuse (25 MB, base64 included), and a refused e-mail would lose the reply itself: the
 * files past this stay on the request's page, and the e-mail says so.
 */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;

const NOT_ATTACHED = "à télécharger depuis la conversation";

/** Which files go with the e-mail, in their order, while the e-mail stays under the cap. */
export function filesToAttach(sizes: number[]): boolean[] {
  let total = 0;
  return sizes.map((size) => {
    if (total + size > EMAIL_ATTACHMENTS_MAX_BYTES) return false;
    total += size;
    return true;
  });
}

/** A message's paragraphs: the blocks between blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

type FileFact = { name: string; size: number; attached?: boolean };

const facts = (files: FileFact[], notAttached = NOT_ATTACHED): EmailAttachmentFact[] =>
  files.map((file) => ({ name: file.name, size: formatFileSize(file.size), ...(file.attached === false ? { note: notAttached } : {}) }));

const fileLines = (title: string, files: EmailAttachmentFact[]) =>
  files.length === 0 ? [] : [title, ...files.map((file) => `- ${file.name} (${file.size}${file.note ? `, ${file.note}` : ""})`), ""];

/**
 * To the client: the reply as the agency wrote it, and the way to the conversation, the e-mail's
 * own words in the client's language.
 */
export async function replyMail(reply: {
  to: string;
  subject: string;
  body: string;
  files: FileFact[];
  link: string;
  settings: SiteSettings | undefined;
  locale?: Locale;
}): Promise<MailMessage> {
  const locale = reply.locale ?? "fr";
  const say = emailMessages(locale).requestReply;
  const files = facts(reply.files, say.notAttached);
  const paragraphs = paragraphsOf(reply.body);
  const colon = (text: string) => emailMessages(locale).fact(text, "").trimEnd();
  return {
    to: reply.to,
    replyTo: reply.settings?.email,
    subject: reply.subject,
    text: [
      paragraphs.join("\n\n"),
      "",
      ...fileLines(colon(say.attachments), files),
      say.conversation,
      emailMessages(locale).fact(say.linkLabel, reply.link),
      "",
      say.personal,
    ].join("\n"),
    html: await renderRequestReply({ agency: emailAgency(reply.settings), locale, subject: reply.subject, paragraphs, attachments: files, link: reply.link, linkLabel: say.linkLabel }),
  };
}

/** To the request's owner, or the agency's notification address: the client has answered. */
export async function answerNoticeMail(notice: {
  to: string;
  client: string;
  eventType: string;
  body: string;
  files: FileFact[];
  adminLink: string;
  settings: SiteSettings | undefined;
}): Promise<MailMessage> {
  const files = facts(notice.files);
  return {
    to: notice.to,
    subject: `Nouvelle réponse de ${notice.client} (${notice.eventType})`,
    text: [
      `${notice.client} a répondu depuis la page de sa demande (${notice.eventType}) :`,
      "",
      notice.body,
      "",
      ...fileLines("Pièces jointes du client :", files),
      "Lisez-la et répondez depuis le back-office : la conversation y reste entière.",
      `La demande dans le back-office : ${notice.adminLink}`,
    ].join("\n"),
    html: await renderRequestAnswerNotice({ agency: emailAgency(notice.settings), client: notice.client, eventType: notice.eventType, body: notice.body, attachments: files, adminLink: notice.adminLink }),
  };
}
