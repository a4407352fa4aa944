// A stored document in its order's language (issue 39): French always, and for an English order
// the English of the content it prints. Pure: the translations are read by the caller
// (document-english.server.ts) in the issuing transaction, as the French texts are.

import type { DocumentLanguageFields } from "./document-data";
import type { DocumentLanguage } from "./document-language";

/** The English the agency gave its content, by the French text: product names, tagline, terms, footer. */
export type EnglishContent = ReadonlyMap<string, string>;

/** What any stored document prints that may have an English given by the agency. */
type PrintedContent = DocumentLanguageFields & {
  agency: { tagline: string };
  footer: string;
  paymentTerms?: string;
  lines?: readonly { name: string }[];
};

/**
 * `data` for its language: French as built, with no language of its own (a credit note built from
 * an English invoice does not keep its fields); English with `language` and the English of the
 * texts it prints, those it inherited from the invoice it corrects kept.
 */
export function inDocumentLanguage<T extends PrintedContent>(data: T, language: DocumentLanguage, content: EnglishContent): T {
  const { language: _language, english: inherited, ...french } = data;
  if (language === "fr") return french as T;
  const english: Record<string, string> = { ...inherited };
  const printed = [data.agency.tagline, data.footer, data.paymentTerms, ...(data.lines ?? []).map((line) => line.name)];
  for (const text of printed) {
    const translated = text ? content.get(text) : undefined;
    if (translated) english[text!] = translated;
  }
  return { ...french, language, english } as T;
}
