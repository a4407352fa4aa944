import { describe, expect, it } from "vitest";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { buildEventQuoteData } from "./event-quote-data";
import { eventQuoteFigures, packageDescription, presetPrice } from "./event-quote-lines";
import { EditorIntentSchema, EventQuoteSchema } from "./event-quote-schema";

// The event quote's pure parts (issue 24): the price read from a package's free text, the figures
// (rental lines count their days, VAT rounded half up, the stamp duty), the editor's refusals of
// absurd lines, and the data the PDF is made from.

const in30 = addDays(todayInTunis(), 30);
const in32 = addDays(todayInTunis(), 32);
const line = (fields: Record<string, string>) => ({ kind: "free", description: "Coordination du jour J", quantity: "1", unit_price: "100", vat_rate: "19", product_id: "", from: "", to: "", ...fields });
const quote = (lines: Record<string, string>[]) => EventQuoteSchema.safeParse({ based_on: "", title: "", notes: "", lines: lines.map(line) });
const firstError = (lines: Record<string, string>[]) => quote(lines).error?.issues[0]?.message;

describe("presetPrice", () => {
  it("reads the French amounts the site shows, and 0 when there is none", () => {
    expect(presetPrice("4 900")).toBe("4900.00");
    expect(presetPrice("18\u202f500 DT")).toBe("18500.00");
    expect(presetPrice("12.500")).toBe("12500.00");
    expect(presetPrice("1 250,50")).toBe("1250.50");
    expect(presetPrice("1250.5")).toBe("1250.50");
    expect(presetPrice("Dès 900 DT / jour")).toBe("900.00");
    expect(presetPrice("Sur devis")).toBe("0.00");
    expect(presetPrice(null)).toBe("0.00");
    expect(presetPrice("99 999 999 999")).toBe("0.00");
  });

  it("describes a package with what it includes", () => {
    expect(packageDescription({ name: "Premium", features: ["Piste de danse LED", " Photographe et vidéaste "] }, "Mariages")).toBe("Formule Premium — Mariages\nPiste de danse LED · Photographe et vidéaste");
  });
});

describe("the editor's schema", () => {
  it("refuses negative, fractional and absurd quantities and prices", () => {
    expect(firstError([{ quantity: "-2" }])).toBe("La quantité ne peut pas être négative.");
    expect(firstError([{ quantity: "0" }])).toBe("La quantité doit être d'au moins 1.");
    expect(firstError([{ quantity: "1,5" }])).toBe("La quantité doit être un nombre entier.");
    expect(firstError([{ quantity: "1000000" }])).toBe("La quantité ne peut pas dépasser 10\u202f000.");
    expect(firstError([{ unit_price: "-10" }])).toBe("Le prix ne peut pas être négatif.");
    expect(firstError([{ unit_price: "beaucoup" }])).toBe("Prix invalide (exemple : 150 ou 150,50).");
    expect(firstError([{ unit_price: "12,345" }])).toBe("Prix invalide (exemple : 150 ou 150,50).");
    expect(firstError([{ unit_price: "2 000 000" }])).toBe("Prix unitaire trop élevé : 1 000 000 DT au plus.");
    expect(firstError([{ unit_price: "" }])).toBe("Indiquez le prix unitaire HT (0 pour une ligne offerte).");
    expect(firstError([{ description: "  " }])).toBe("Décrivez la ligne.");
    expect(firstError([{ vat_rate: "" }])).toBe("Choisissez le taux de TVA de la ligne.");
    expect(firstError([{ vat_rate: "dix-neuf" }])).toBe("Taux de TVA invalide : choisissez l'un des taux de la liste.");
    expect(quote([{ vat_rate: "7 %" }]).data?.lines[0]?.vat_rate).toBe("7.00");
    expect(firstError([])).toBe("Ajoutez au moins une ligne au devis.");
    // 60 lines at the largest price and quantity: far beyond any event, refused as a whole.
    expect(firstError(Array.from({ length: 20 }, () => ({ quantity: "10000", unit_price: "1000000" })))).toBe(
      "Le total du devis dépasse 100 000 000 DT HT : vérifiez les quantités et les prix.",
    );
  });

  it("asks a rental line for its product and dates, not in the past, in order", () => {
    const product = "0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e";
    expect(firstError([{ kind: "rental", product_id: product, from: in30 }])).toBe("Indiquez le dernier jour de la location.");
    expect(firstError([{ kind: "rental", from: in30, to: in32 }])).toBe("Produit inconnu : ajoutez-le depuis le catalogue.");
    expect(firstError([{ kind: "rental", product_id: product, from: in32, to: in30 }])).toBe("La fin de la location doit suivre son début.");
    expect(firstError([{ kind: "rental", product_id: product, from: addDays(todayInTunis(), -1), to: in30 }])).toBe("La location ne peut pas commencer dans le passé.");
    expect(firstError([{ kind: "rental", product_id: product, from: in30, to: in32, quantity: "1000" }])).toBe("Une location compte 999 unités au plus par ligne.");
    expect(firstError([{ kind: "rental", product_id: product, from: "2126-01-01", to: "2126-01-02" }])).toBe("Début de la location : date hors limites, vérifiez l'année.");
    const parsed = quote([{ kind: "rental", product_id: product, from: in30, to: in32, unit_price: "1 250,5", quantity: "2" }, { product_id: product, from: in30 }]);
    expect(parsed.data?.lines).toEqual([
      { kind: "rental", description: "Coordination du jour J", quantity: 2, unit_price: "1250.50", vat_rate: "19.00", product_id: product, from: in30, to: in32 },
      // A line that is not a rental drops the product and dates it was sent.
      { kind: "free", description: "Coordination du jour J", quantity: 1, unit_price: "100.00", vat_rate: "19.00" },
    ]);
  });

  it("reads the editor's buttons, and nothing else", () => {
    expect(EditorIntentSchema.parse("issue")).toEqual({ kind: "issue" });
    expect(EditorIntentSchema.parse("remove:3")).toEqual({ kind: "remove", index: 3 });
    expect(EditorIntentSchema.parse("add-rental:0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e")).toEqual({ kind: "add-rental", productId: "0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e" });
    expect(EditorIntentSchema.safeParse("drop-table").success).toBe(false);
    expect(EditorIntentSchema.safeParse("add-rental:1").success).toBe(false);
  });
});

describe("the quote's figures and data", () => {
  it("multiplies a rental line by its days, rounds the VAT half up and adds the stamp duty", () => {
    const lines = [
      { kind: "package" as const, description: "Formule Premium — Mariages\nPiste de danse LED", quantity: 1, unit_price: "9800.00", vat_rate: "19.00" },
      { kind: "rental" as const, description: "Lyre LED Beam 230 W", quantity: 3, unit_price: "45.35", vat_rate: "19.00", product_id: "p", from: "2027-06-11", to: "2027-06-13" },
      { kind: "free" as const, description: "Cocktail de bienvenue", quantity: 180, unit_price: "12.50", vat_rate: "19.00" },
    ];
    const figures = eventQuoteFigures(lines, { stampDuty: 100n });
    // 9 800 + 3 × 45.35 × 3 (408.15) + 180 × 12.50 (2 250) = 12 458.15; VAT 2 367.0485 → 2 367.05.
    expect(figures).toMatchObject({ totalHt: 1245815n, vat: 236705n, stampDuty: 100n, totalTtc: 1482620n });
    const data = buildEventQuoteData({
      number: "DEV-2027-0007",
      version: 2,
      issuedOn: "2027-05-02",
      lines,
      client: { first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", phone: null, event_type: "Mariage" },
      event: { date: "2027-06-12", guests: 180 },
      settings: { brand_name: "Imagine", tagline: "", phone: "", email: "", street_address: "Rue du Lac", postal_code: "1053", city: "Tunis", legal_name: "", legal_address: "", tax_id: "", trade_register: "", bank_details: "", quote_terms: "Acompte de 30 %", invoice_terms: "Virement", credit_note_terms: "Avoir", document_footer: "Merci" },
      taxes: { stampDuty: 100n },
    });
    expect(data).toMatchObject({ kind: "event_quote", title: "Devis événement", client: { name: "Leïla Haddad", phone: null }, event: { type: "Mariage", date: "2027-06-12", guests: 180 } });
    expect(data.lines[0]).toEqual({ kind: "package", name: "Formule Premium — Mariages", details: "Piste de danse LED", quantity: 1, unitPrice: "9800.00", days: null, from: null, to: null, total: "9800.00", vatRate: "19.00" });
    expect(data.lines[1]).toMatchObject({ days: 3, from: "2027-06-11", to: "2027-06-13", total: "408.15" });
    expect(data.figures).toEqual({ totalHt: "12458.15", vatByRate: [{ rate: "19.00", base: "12458.15", vat: "2367.05" }], vat: "2367.05", stampDuty: "1.00", totalTtc: "14826.20" });
    // A quote says its own conditions: the quote's text, not the invoice's.
    expect(data.paymentTerms).toBe("Acompte de 30 %");
  });

  it("taxes each line at its rate: the speakers' accommodation at 7 %, the rest at 19 %", () => {
    const figures = eventQuoteFigures(
      [
        { kind: "service", description: "Hébergement des intervenants", quantity: 12, unit_price: "185.50", vat_rate: "7.00" },
        { kind: "package", description: "Formule Congrès", quantity: 1, unit_price: "6400.00", vat_rate: "19.00" },
        { kind: "free", description: "Traduction simultanée", quantity: 2, unit_price: "950.00", vat_rate: "19.00" },
      ],
      { stampDuty: 100n },
    );
    // 12 × 185.50 = 2 226 at 7 % → 155.82; 6 400 + 1 900 = 8 300 at 19 % → 1 577.
    expect(figures.vatByRate).toEqual([
      { rate: 1900n, base: 830000n, vat: 157700n },
      { rate: 700n, base: 222600n, vat: 15582n },
    ]);
    expect(figures).toMatchObject({ totalHt: 1052600n, vat: 173282n, totalTtc: 1052600n + 173282n + 100n });
  });
});
