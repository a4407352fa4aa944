import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { countMail } from "./metrics.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the e-mail (a quote's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type SentMail = { messageId: string; transport: "smtp" | "outbox"; file?: string };

let transporter: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

export function outboxDir(): string {
  return path.resolve(env().DATA_DIR, "outbox");
}

/**
 * Sends one e-mail: through SMTP_URL when it is set, otherwise into the outbox folder as an
 * .eml file (development and tests read what was sent there). Throws on failure; callers that
 * must never lose their data store it first and treat mail as best effort (see sendMailSafely).
 */
export function sendMail(message: MailMessage): Promise<SentMail> {
  return countMail(deliverMail(message));
}

async function deliverMail(message: MailMessage): Promise<SentMail> {
  const config = env();
  const envelope = { from: config.MAIL_FROM, ...message };
  if (config.SMTP_URL) {
    const info = await smtpTransport(config.SMTP_URL).sendMail(envelope);
    logger.info("E-mail envoyé", { to: message.to, subject: message.subject, messageId: info.messageId });
    return { messageId: info.messageId, transport: "smtp" };
  }
  // Nodemailer's stream transport builds the exact RFC 822 message SMTP would carry.
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(envelope);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, built.message as Buffer);
  logger.info("E-mail déposé dans l'outbox", { to: message.to, subject: message.subject, file });
  return { messageId: built.messageId, transport: "outbox", file };
}

/** Sends and logs a failure instead of throwing: for notifications that follow a stored record. */
export async function sendMailSafely(message: MailMessage): Promise<SentMail | null> {
  try {
    return await sendMail(message);
  } catch (error) {
    logger.error("Échec de l'envoi d'un e-mail", { to: message.to, subject: message.subject, error });
    return null;
  }
}
