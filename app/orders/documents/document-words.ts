// What a document prints that changes with its language (issue 39): the catalogue of its words
// (app/i18n/messages/documents/), the amounts, the dates and the total in words. French to the
// byte as every document printed it before English existed.

import { createContext, useContext } from "react";
import { formatDay } from "~/i18n/format";
import { documentsEn } from "~/i18n/messages/documents/en";
import { documentsFr, type DocumentMessages } from "~/i18n/messages/documents/fr";
import { formatDate } from "~/lib/calendar-dates";
import { formatPrice, formatPriceIn, type Cents } from "~/lib/pricing";
import { vatRateLabel } from "~/lib/vat-rates";
import { amountInFrenchWords } from "./amount-in-words";
import { amountInEnglishWords } from "./amount-in-words-en";
import type { DocumentLanguage } from "./document-language";

const NBSP = "\u00a0";
const MINUS = "\u2212";

/** Everything a document's components print that depends on its language. */
export type DocumentWords = {
  language: DocumentLanguage;
  m: DocumentMessages;
  /** "1 250,00 DT", "TND 1,250.00"; a negative amount with a true minus sign, never broken. */
  price: (cents: Cents) => string;
  /** "5 décembre 2026", "5 December 2026". */
  date: (day: string) => string;
  /** The same, never broken at a line's end. */
  unbrokenDate: (day: string) => string;
  /** "5–7 déc. 2026", "5 – 7 Dec 2026": a line's period in the table's narrow column. */
  shortPeriod: (from: string, to: string) => string;
  /** "12/06/2026", the statement's narrow date column. */
  shortDate: (day: string) => string;
  /** A VAT rate ("19.00"): "19 %", "19%". */
  vatRate: (rate: string) => string;
  /** The total in words, with its currency; never negative. */
  inWords: (cents: Cents) => string;
};

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * "5–7 déc. 2026" in a language, kept once formatted: formatRange takes some 0.4 ms a call, and
 * the lines of an order share periods.
 */
function periodFormatter(intlLocale: string): (from: string, to: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const periods = new Map<string, string>();
  return (from, to) => {
    const key = `${from}/${to}`;
    let text = periods.get(key);
    if (text === undefined) {
      text = from === to ? format.format(utc(from)) : format.formatRange(utc(from), utc(to));
      if (periods.size > 1000) periods.clear();
      periods.set(key, text);
    }
    return text;
  };
}

function shortDateFormatter(intlLocale: string): (day: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  return (day) => format.format(utc(day));
}

/** A French percent as English writes it: "7,5 %" → "7.5%". */
export const englishPercent = (french: string) => french.replace(",", ".").replace(/\s%/, "%");

const signed = (format: (cents: Cents) => string) => (cents: Cents) => (cents < 0n ? `${MINUS}${format(-cents)}` : format(cents));

const FRENCH: DocumentWords = {
  language: "fr",
  m: documentsFr,
  price: signed(formatPrice),
  date: formatDate,
  unbrokenDate: (day) => formatDate(day).replace(/ /g, NBSP),
  shortPeriod: periodFormatter("fr-FR"),
  shortDate: shortDateFormatter("fr-FR"),
  vatRate: vatRateLabel,
  inWords: amountInFrenchWords,
};

const ENGLISH: DocumentWords = {
  language: "en",
  m: documentsEn,
  // "TND 1,250.00" as the English pages print it, its space a no-break one.
  price: signed((cents) => formatPriceIn("en", cents).replace(/\s/g, NBSP)),
  date: (day) => formatDay("en", day),
  unbrokenDate: (day) => formatDay("en", day).replace(/ /g, NBSP),
  shortPeriod: periodFormatter("en-GB"),
  shortDate: shortDateFormatter("en-GB"),
  // "19%", "7.5%": English sets no space before the sign and a point in the decimals.
  vatRate: (rate) => englishPercent(vatRateLabel(rate)),
  inWords: amountInEnglishWords,
};

export function documentWords(language: DocumentLanguage): DocumentWords {
  return language === "en" ? ENGLISH : FRENCH;
}

/**
 * The words of the document being drawn, for the components every document shares (its page
 * sets them): as the site's components read their page's catalogue. French where no page says
 * otherwise, as the event quote's (it has no English version).
 */
export const DocumentWordsContext = createContext<DocumentWords>(FRENCH);

export function useDocumentWords(): DocumentWords {
  return useContext(DocumentWordsContext);
}
