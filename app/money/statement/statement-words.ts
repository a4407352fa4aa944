// The words of an order's statement lines in a client's language: the documents' French and
// English (document-words.ts), and Arabic for the e-mails alone, since an Arabic order's PDFs are
// French (ADR 021). A receipt's e-mail prints the lines in the language of its sentences.

import type { Locale } from "~/i18n/locale";
import { statementLinesAr } from "~/i18n/messages/documents/statement-lines-ar";
import { formatPriceIn } from "~/lib/pricing";
import { documentWords } from "~/orders/documents/document-words";
import type { StatementWords } from "./statement-lines";

const ARABIC: StatementWords = { m: { statementLines: statementLinesAr }, price: (amount) => formatPriceIn("ar", amount) };

export function statementWords(locale: Locale): StatementWords {
  return locale === "ar" ? ARABIC : documentWords(locale);
}
