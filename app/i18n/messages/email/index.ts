import type { Locale } from "../../locale";
// The e-mails also borrow the interface's words (slots, categories, next steps): a process that
// writes e-mails (the server, a job, a script) has every catalogue registered.
import "../../messages.server";
import { emailAr } from "./ar";
import { emailEn } from "./en";
import { emailFr, type EmailMessages } from "./fr";

// The client's e-mails in the three languages. Imported by the e-mail builders only (server code):
// no page bundle carries them.

export type { EmailMessages };

const CATALOGUES: Record<Locale, EmailMessages> = { fr: emailFr, en: emailEn, ar: emailAr };

export function emailMessages(locale: Locale): EmailMessages {
  return CATALOGUES[locale] ?? emailFr;
}
