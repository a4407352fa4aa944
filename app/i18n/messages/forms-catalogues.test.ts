import { describe, expect, it } from "vitest";
import { accountAr } from "./account/ar";
import { accountEn } from "./account/en";
import { accountFr } from "./account/fr";
import { authAr } from "./auth/ar";
import { authEn } from "./auth/en";
import { authFr } from "./auth/fr";
import { contactAr } from "./contact/ar";
import { contactEn } from "./contact/en";
import { contactFr } from "./contact/fr";

// The contact form's, the client space's and the account pages' catalogues: every message says
// something in each language, and every function answers with text for the arguments it is given.

/** Every leaf of a catalogue part with its path; a function is called with sample arguments. */
function leaves(value: unknown, path: string[] = []): [string, unknown][] {
  if (typeof value === "function") {
    // Digits serve as a count (Arabic's six plural forms) and as a name or an address alike.
    const samples = ["0", "1", "2", "3", "11", "59", "120"].map((sample) => Array.from({ length: value.length }, () => sample));
    return samples.map((sample) => [`${path.join(".")}(${sample.join(", ")})`, (value as (...a: unknown[]) => unknown)(...sample)]);
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join("."), value]];
}

const PARTS = {
  contact: { fr: contactFr, en: contactEn, ar: contactAr },
  auth: { fr: authFr, en: authEn, ar: authAr },
  account: { fr: accountFr, en: accountEn, ar: accountAr },
};

describe.each(Object.entries(PARTS))("the %s catalogue part", (_part, languages) => {
  it.each(Object.entries(languages))("has no empty message in %s", (_locale, catalogue) => {
    const empty = leaves(catalogue).filter(([, text]) => typeof text !== "string" || text.trim() === "" || /undefined|NaN|\[object/.test(text));
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it("has the same keys in the three languages (the codes of Better Auth's errors too)", () => {
    const keys = (catalogue: unknown) => leaves(catalogue).map(([path]) => path).sort();
    expect(keys(languages.en)).toEqual(keys(languages.fr));
    expect(keys(languages.ar)).toEqual(keys(languages.fr));
  });

  it("is translated: English and Arabic do not repeat the French sentences", () => {
    const french = new Set(leaves(languages.fr).map(([, text]) => text).filter((text): text is string => typeof text === "string" && text.length > 20));
    const arabicCopies = leaves(languages.ar).filter(([, text]) => typeof text === "string" && french.has(text));
    expect(arabicCopies.map(([path]) => path)).toEqual([]);
  });
});
