// The English of an order's documents' content (issue 39), read in the issuing transaction beside
// the French it translates: the agency's translations of the rented products' names and of its
// documents' texts (content_translations, ADR 025). French-speaking and Arabic orders read nothing.

import { readTranslations } from "~/content/translations.server";
import type { DbExecutor } from "~/db/executor";
import type { Locale } from "~/i18n/locale";
import type { DocumentSettings } from "./document-builder";
import { inDocumentLanguage, type EnglishContent } from "./document-english";
import { documentLanguage } from "./document-language";

/** The settings' texts a document prints, with an English the back office may give. */
const SETTINGS_TEXTS = ["tagline", "quote_terms", "invoice_terms", "credit_note_terms", "document_footer"] as const;

/** French → English of the order's products' names and the agency's document texts. */
export async function englishContent(db: DbExecutor, items: readonly { id: string; name: string }[], settings: Pick<DocumentSettings, (typeof SETTINGS_TEXTS)[number]>): Promise<EnglishContent> {
  const [products, agency] = await Promise.all([
    readTranslations(db, "rental_products", "en", items.map((item) => item.id)),
    // The settings' one row is translated under the id '1' (content/site-settings.server.ts).
    readTranslations(db, "site_settings", "en", ["1"]),
  ]);
  const pairs: [string, string | undefined][] = [
    ...items.map((item): [string, string | undefined] => [item.name, products.get(item.id)?.name]),
    ...SETTINGS_TEXTS.map((field): [string, string | undefined] => [settings[field], agency.get("1")?.[field]]),
  ];
  return new Map(pairs.filter((pair): pair is [string, string] => Boolean(pair[0].trim() && pair[1])));
}

/**
 * A document's data in the language of its order: an English order's gets its language and the
 * English of its content; any other is French, as it is built.
 */
export async function inOrderLanguage<T extends Parameters<typeof inDocumentLanguage>[0]>(
  db: DbExecutor,
  order: { locale: Locale; items: readonly { id: string; name: string }[] },
  settings: Parameters<typeof englishContent>[2],
  data: T,
): Promise<T> {
  const language = documentLanguage(order.locale);
  const content = language === "en" ? await englishContent(db, order.items, settings) : new Map<string, string>();
  return inDocumentLanguage(data, language, content);
}
