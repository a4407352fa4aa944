import { useLocation } from "react-router";
import { localeOfPath, localizedPath, type Locale } from "./locale";
import type { Messages } from "./messages/fr";

// The interface strings of one language (ADR 021). The server holds the three catalogues
// (messages.server.ts); the browser loads only the page's language before hydrating
// (entry.client.tsx), so a page never carries the other two.

export type { Messages };

const loaded: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  loaded[locale] = messages;
}

/** The catalogue of a language; on the server every language is there, in the browser the page's. */
export function messagesFor(locale: Locale): Messages {
  const messages = loaded[locale] ?? loaded.fr;
  if (!messages) throw new Error(`The ${locale} catalogue is not loaded`);
  return messages;
}

/** Each language's catalogue as its own chunk, for the browser. */
const CATALOGUES: Record<Locale, () => Promise<Messages>> = {
  fr: () => import("./messages/fr").then((module) => module.fr),
  en: () => import("./messages/en").then((module) => module.en),
  ar: () => import("./messages/ar").then((module) => module.ar),
};

export async function loadMessages(locale: Locale): Promise<void> {
  if (!loaded[locale]) registerMessages(locale, await CATALOGUES[locale]());
}

/** The page's language, from its URL (the same on the server and in the browser). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The page's catalogue. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}

/** Links of the page: a French path in the page's language (`/contact` → `/en/contact`). */
export function useLocalizedPath(): (frenchPath: string) => string {
  const locale = useLocale();
  return (frenchPath) => localizedPath(locale, frenchPath);
}
