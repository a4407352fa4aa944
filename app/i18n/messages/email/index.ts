import type { Locale } from "../../locale";
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
