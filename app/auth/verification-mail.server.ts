import { z } from "zod";
import { emailMessages } from "~/i18n/messages/email";
import { getDb } from "~/db/client.server";
import { loadEmailAgency } from "~/emails/agency.server";
import type { EmailAgency } from "~/emails/layout";
import { renderEmailChanged, renderPasswordReset, renderVerification } from "~/emails/render.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { VERIFY_EMAIL_PATH } from "./email-verification";
import { localeOfPath, localizedPath, type Locale } from "~/i18n/locale";

// The account's e-mails (address confirmation, change notice, password reset: plain data in, a
// message with its text and HTML parts out) and Better Auth's
// `sendVerificationEmail` callback. Kept apart from email-verification.server.ts, which calls
// the auth API: auth.server.ts imports this module, so it must not import auth.server.ts.

export type VerificationEmailKind = "sign-up" | "change";

export function verificationLink(publicUrl: string, token: string, locale: Locale = "fr"): string {
  return `${publicUrl}${localizedPath(locale, VERIFY_EMAIL_PATH)}?token=${encodeURIComponent(token)}`;
}

/**
 * The language of the page the link was asked from: our calls give Better Auth that language's
 * /verifier-email as `callbackURL`, which it carries in the `url` it hands to the mailer.
 */
export function localeOfCallback(url: string | undefined): Locale {
  if (!url) return "fr";
  try {
    const callback = new URL(url, "https://imagine.invalid").searchParams.get("callbackURL");
    return callback ? localeOfPath(new URL(callback, "https://imagine.invalid").pathname) : "fr";
  } catch {
    return "fr";
  }
}

export async function verificationEmail({
  to,
  link,
  kind,
  agency = { brand: "Imagine" },
  locale = "fr",
}: {
  to: string;
  link: string;
  kind: VerificationEmailKind;
  agency?: EmailAgency;
  /** The language of the page the link was asked from. */
  locale?: Locale;
}): Promise<MailMessage> {
  const say = emailMessages(locale).account;
  const html = await renderVerification({ agency, kind, to, link, locale });
  const lines =
    kind === "change"
      ? [say.changeLead(to, say.lifetime), link, "", say.changeKeeps, "", say.ignore]
      : [say.verifyLead(say.lifetime), link, "", say.verifyWhy, "", say.verifyIgnore];
  return {
    to,
    subject: kind === "change" ? say.changeSubject : say.verifySubject,
    text: [say.hello, "", ...lines, "", say.team].join("\n"),
    html,
  };
}

/** Sent to the former address once a change is applied, so a stolen session cannot do it quietly. */
export async function emailChangedNotice({
  to,
  newEmail,
  publicUrl,
  agency = { brand: "Imagine" },
}: {
  to: string;
  newEmail: string;
  publicUrl: string;
  agency?: EmailAgency;
}): Promise<MailMessage> {
  return {
    to,
    subject: "L'adresse e-mail de votre compte Imagine a changé",
    text: [
      "Bonjour,",
      "",
      `L'adresse e-mail de votre compte Imagine est désormais ${newEmail}. Les prochains e-mails du compte y seront envoyés.`,
      "",
      `Si vous n'êtes pas à l'origine de ce changement, contactez-nous sans attendre : ${publicUrl}/contact`,
      "",
      "L'équipe Imagine",
    ].join("\n"),
    html: await renderEmailChanged({ agency, newEmail, contactLink: `${publicUrl}/contact` }),
  };
}

/**
 * The password reset link (Better Auth's sendResetPassword, in auth.server.ts): valid one hour,
 * once; in the language of the page it was asked from (the link's own path says it).
 */
export async function passwordResetEmail({ to, link, agency = { brand: "Imagine" } }: { to: string; link: string; agency?: EmailAgency }): Promise<MailMessage> {
  const locale = localeOfLink(link);
  const say = emailMessages(locale).account;
  return {
    to,
    subject: say.resetSubject,
    text: [say.hello, "", say.resetLead, link, "", say.ignore, "", say.team].join("\n"),
    html: await renderPasswordReset({ agency, link, locale }),
  };
}

/** The language of an address of ours: `/en/reset-password?…` is English. */
function localeOfLink(link: string): Locale {
  try {
    return localeOfPath(new URL(link).pathname);
  } catch {
    return "fr";
  }
}

const TokenPayloadSchema = z.object({
  email: z.string(),
  updateTo: z.string().optional(),
  requestType: z.string().optional(),
  userId: z.string().optional(),
  /** Expiry (seconds since 1970), to tell an expired link from a forged one. */
  exp: z.number().optional(),
});
export type VerificationTokenPayload = z.infer<typeof TokenPayloadSchema>;

/**
 * What a Better Auth verification token (a signed JWT) says, read WITHOUT checking its signature:
 * only to word an e-mail Better Auth is sending, or to describe a token Better Auth has just
 * accepted. Never a proof of anything by itself.
 */
export function readVerificationToken(token: string): VerificationTokenPayload | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A change of address (Better Auth 1.7): applied when the link sent to the NEW address is opened. */
export function isChangeOfAddress(
  payload: VerificationTokenPayload | null,
): payload is VerificationTokenPayload & { updateTo: string; userId: string } {
  return Boolean(payload?.updateTo && payload.userId) && payload?.requestType === "change-email-verification";
}

/**
 * Better Auth's `emailVerification.sendVerificationEmail`: our page's link, our French e-mail.
 * The e-mail is queued (sent by the mail worker, retried on an SMTP outage); it throws only when
 * it cannot be stored, so the resend action can say so.
 */
export async function sendVerificationEmailFor(publicUrl: string, { user, url, token }: { user: { email: string }; url?: string; token: string }) {
  const kind: VerificationEmailKind = isChangeOfAddress(readVerificationToken(token)) ? "change" : "sign-up";
  const agency = await loadEmailAgency(getDb());
  const locale = localeOfCallback(url);
  await enqueueMail(getDb(), { ...(await verificationEmail({ to: user.email, link: verificationLink(publicUrl, token, locale), kind, agency, locale })), kind: "email-verification" });
}
