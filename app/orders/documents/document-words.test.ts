import { describe, expect, it } from "vitest";
import { documentsEn } from "~/i18n/messages/documents/en";
import { documentsFr } from "~/i18n/messages/documents/fr";
import { DEPOSIT_RETENTION_LABELS } from "~/money/deposit-schema";
import { chargeLabel } from "~/money/charge-schema";
import { PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import { TIME_SLOTS } from "~/orders/fulfilment";
import { documentSlotText } from "./document-builder";
import { DOCUMENT_TITLES } from "./document-data";
import { documentLanguage, documentLanguageParam } from "./document-language";
import { documentWords } from "./document-words";
import { englishOfStoredLabel, storedText } from "./english-labels";

// The documents' words (issue 39): one catalogue per language with the same keys, English that is
// English, and the French the code writes into a document's data found again in English.

/** Every leaf of a catalogue with its path; a function is called with sample arguments. */
function leaves(value: unknown, path: string[] = []): [string, unknown][] {
  if (typeof value === "function") {
    const sample = Array.from({ length: value.length }, (_, index) => (index === 0 ? "FAC-2026-0001" : "2"));
    return [[`${path.join(".")}()`, (value as (...a: unknown[]) => unknown)(...sample)]];
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join("."), Array.isArray(value) ? value.join(" / ") : value]];
}

describe("the documents' catalogue", () => {
  it("has the same keys in French and English, and no empty message", () => {
    const keys = (catalogue: unknown) => leaves(catalogue).map(([path]) => path);
    expect(keys(documentsEn)).toEqual(keys(documentsFr));
    for (const catalogue of [documentsFr, documentsEn]) {
      // depositMethods.withholding is empty on purpose: a withholding is never a deposit.
      const empty = leaves(catalogue).filter(([path, text]) => path !== "statementLines.depositMethods.withholding" && (typeof text !== "string" || text.trim() === ""));
      expect(empty.map(([path]) => path)).toEqual([]);
    }
  });

  it("is translated: English repeats no French sentence or label", () => {
    const french = new Map(leaves(documentsFr).map(([path, text]) => [path, text]));
    // Words that are the same in both languages.
    const same = new Set(["header.date", "header.version()", "parties.client", "statement.date"]);
    const copies = leaves(documentsEn).filter(([path, text]) => typeof text === "string" && text.length > 3 && !same.has(path) && french.get(path) === text);
    expect(copies.map(([path]) => path)).toEqual([]);
  });

  it("says the documents' titles and a kept deposit's reasons as the rest of the code does", () => {
    expect(documentsFr.titles).toEqual({ ...DOCUMENT_TITLES, statement: "Relevé de compte" });
    expect(documentsFr.statementLines.retentionReasons).toEqual(DEPOSIT_RETENTION_LABELS);
  });
});

describe("a document's language", () => {
  it("is English for an English order only: an Arabic order's documents are French (ADR 021)", () => {
    expect(documentLanguage("en")).toBe("en");
    expect(documentLanguage("fr")).toBe("fr");
    expect(documentLanguage("ar")).toBe("fr");
    expect(documentLanguage(undefined)).toBe("fr");
  });

  it("is asked by the back office with ?lang=fr or ?lang=en, anything else refused", () => {
    expect(documentLanguageParam(new URL("https://x.tn/a.pdf"))).toBeUndefined();
    expect(documentLanguageParam(new URL("https://x.tn/a.pdf?lang=en"))).toBe("en");
    expect(documentLanguageParam(new URL("https://x.tn/a.pdf?lang=fr"))).toBe("fr");
    expect(documentLanguageParam(new URL("https://x.tn/a.pdf?lang=ar"))).toBeNull();
  });

  it("formats amounts, dates and rates through Intl in English, as the French ones were", () => {
    const en = documentWords("en");
    const fr = documentWords("fr");
    expect(en.price(125_000n)).toBe("TND\u00a01,250.00");
    expect(en.price(-23_800n)).toBe("\u2212TND\u00a0238.00");
    expect(fr.price(-23_800n)).toBe("\u2212238,00\u00a0DT");
    expect(en.date("2026-12-05")).toBe("5 December 2026");
    expect(en.unbrokenDate("2026-12-05")).toBe("5\u00a0December\u00a02026");
    expect(fr.date("2026-12-05")).toBe("5 décembre 2026");
    expect(en.vatRate("7.50")).toBe("7.5%");
    expect(fr.vatRate("7.50")).toBe("7,5\u00a0%");
    expect(en.shortPeriod("2026-11-28", "2026-12-02")).toMatch(/^28 Nov\s?–\s?2 Dec 2026$/);
    expect(en.shortDate("2026-06-12")).toBe("12/06/2026");
  });
});

describe("the French words the code stores in a document", () => {
  it("have an English: categories, slots, payment methods", () => {
    const labels = [
      ...DEPOT_CATEGORIES.map((category) => category.label),
      ...TIME_SLOTS.map((slot) => documentSlotText(slot)),
      documentSlotText(null),
      ...Object.values(PAYMENT_METHOD_LABELS),
    ];
    const missing = labels.filter((label) => englishOfStoredLabel(label) === undefined);
    expect(missing).toEqual([]);
    expect(englishOfStoredLabel("Sonorisation")).toBe("Sound");
    expect(englishOfStoredLabel(documentSlotText("morning"))).toBe("Morning (08:00–12:00)");
    expect(englishOfStoredLabel("Virement")).toBe("Bank transfer");
  });

  it("with a number or a note inside: the discount, a credit note's and a complementary invoice's lines, a receipt's details", () => {
    expect(englishOfStoredLabel("Remise (12,5\u00a0%)")).toBe("Discount (12.5%)");
    expect(englishOfStoredLabel("Solde de la facture FAC-2026-0003 — TVA 19\u00a0%")).toBe("Balance of invoice FAC-2026-0003 — VAT 19%");
    expect(englishOfStoredLabel("Avoir sur la facture FAC-2026-0003")).toBe("Credit on invoice FAC-2026-0003");
    expect(englishOfStoredLabel("Caution retenue — dommages")).toBe("Deposit withheld — damage");
    expect(englishOfStoredLabel("Dommages : écran fissuré")).toBe("Damage: écran fissuré");
    expect(englishOfStoredLabel("Chèque n° 123456, BIAT")).toBe("Cheque no. 123456, BIAT");
    expect(englishOfStoredLabel("Référence : VIR-88")).toBe("Reference: VIR-88");
    const late = chargeLabel({ kind: "late", reason: "rendu le lundi", lines: [{ product_id: "p", name: "Enceinte", quantity: 2 }], days: 3 });
    expect(englishOfStoredLabel(late)).toBe("Late return (3 days) — Enceinte × 2: rendu le lundi");
  });

  it("stay as they are when the agency typed them, and in a French document", () => {
    expect(englishOfStoredLabel("Geste commercial")).toBeUndefined();
    const data = { english: { "Enceinte JBL": "JBL speaker" } };
    expect(storedText(data, "en")("Enceinte JBL")).toBe("JBL speaker");
    expect(storedText(data, "en")("Sonorisation")).toBe("Sound");
    expect(storedText(data, "en")("Geste commercial")).toBe("Geste commercial");
    expect(storedText(data, "fr")("Enceinte JBL")).toBe("Enceinte JBL");
  });
});
