import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { buildEventQuoteData } from "./event-quote-data";
import { renderEventQuotePdf } from "./render-event-quote.server";

// The event quote's PDF (issue 24) on the rental documents' engine: the text a client's PDF reader
// extracts (poppler's pdftotext), with French typography's no-break and thin spaces read as spaces.

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");

/** The wedding's quote, all at 19 %; `accommodation` adds the band's rooms at 7 % (issue 37). */
function weddingQuoteData(accommodation = false) {
  return buildEventQuoteData({
    number: "DEV-2027-0042",
    version: 2,
    issuedOn: "2027-05-03",
    notes: "Acompte de 30 % à la signature ; le solde huit jours avant le mariage. Dégustation offerte à l’hôtel.",
    lines: [
      {
        kind: "package",
        description: "Formule Premium — Mariages\nTout le contenu de la formule Essentiel · Arche florale et allée de cérémonie · Piste de danse LED · Photographe et vidéaste · Coordinatrice dédiée dès la réservation",
        quantity: 1,
        unit_price: "9800.00",
        vat_rate: "19.00",
      },
      { kind: "rental", description: "Chaise Napoléon III dorée", quantity: 180, unit_price: "6.50", vat_rate: "19.00", product_id: "p1", from: "2027-06-11", to: "2027-06-13" },
      { kind: "rental", description: "Lyre LED Beam 230 W", quantity: 8, unit_price: "45.00", vat_rate: "19.00", product_id: "p2", from: "2027-06-12", to: "2027-06-12" },
      { kind: "free", description: "Feu d’artifice « Éclat » sur la plage", quantity: 1, unit_price: "3200.00", vat_rate: "19.00" },
      // Accommodation is taxed at 7 % in Tunisia.
      ...(accommodation ? [{ kind: "service" as const, description: "Hébergement de l’orchestre", quantity: 4, unit_price: "120.00", vat_rate: "7.00" }] : []),
    ],
    client: { first_name: "Leïla", last_name: "Haddad-Bouzaïene", email: "leila@example.test", phone: "+216 22 333 444", event_type: "Mariage" },
    event: { date: "2027-06-12", guests: 180 },
    settings: {
      brand_name: "Imagine",
      tagline: "excellence événementielle",
      phone: "+216 71 960 500",
      email: "contact@imagine-events.tn",
      street_address: "Rue du Lac Windermere",
      postal_code: "1053",
      city: "Tunis",
      legal_name: "Imagine Événements SARL",
      legal_address: "Immeuble Le Prestige, Rue du Lac Windermere\nLes Berges du Lac\n1053 Tunis, Tunisie",
      tax_id: "1234567/A/M/000",
      trade_register: "B0123452009",
      bank_details: "BIAT Les Berges du Lac\nRIB : 08 006 0123456789012 34\nIBAN : TN59 0800 6012 3456 7890 1234",
      quote_terms: "Devis valable 30 jours. Acompte de 30 % à la commande, solde à la livraison.",
      invoice_terms: "Règlement par virement à l’échéance.",
      credit_note_terms: "Déduit de ce qui reste à payer.",
      document_footer: "Merci de votre confiance. Devis valable 30 jours.",
    },
    taxes: { stampDuty: 100n },
  });
}

describe("renderEventQuotePdf", () => {
  test("a wedding package and rental lines: the figures, the dates and the accents are in the text", async () => {
    const data = weddingQuoteData();
    // 9 800 + 180 × 6.50 × 3 (3 510) + 8 × 45 (360) + 3 200 = 16 870 HT; VAT 3 205.30; + 1.
    expect(data.figures).toEqual({ totalHt: "16870.00", vatByRate: [{ rate: "19.00", base: "16870.00", vat: "3205.30" }], vat: "3205.30", stampDuty: "1.00", totalTtc: "20076.30" });
    const pdf = await renderEventQuotePdf(data);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Devis événement",
      "N° DEV-2027-0042",
      "Version 2",
      "Date : 3 mai 2027",
      "Imagine Événements SARL",
      "CLIENT",
      "Leïla Haddad-Bouzaïene",
      "ÉVÉNEMENT",
      "Mariage",
      "Le 12 juin 2027",
      "180 invités",
      "Formule Premium — Mariages",
      "Arche florale et allée de cérémonie",
      "Chaise Napoléon III dorée",
      "Location du 11 juin 2027 au 13 juin 2027 · prix par jour",
      "Location le 12 juin 2027 · prix par jour",
      "Feu d’artifice « Éclat » sur la plage",
      "9 800,00 DT",
      "3 510,00 DT",
      "Total HT",
      "TAUX TVA",
      "BASE HT",
      "MONTANT TVA",
      "Timbre fiscal",
      "Total TTC",
      "20 076,30 DT",
      "Arrêté le présent devis à la somme de : vingt mille soixante-seize dinars et 300 millimes.",
      "CONDITIONS DU DEVIS",
      "Devis valable 30 jours.",
      "COORDONNÉES BANCAIRES",
      "REMARQUES",
      "Dégustation offerte à l’hôtel.",
      "Bon pour accord",
      "Signature et cachet du client",
      "Merci de votre confiance. Devis valable 30 jours.",
      "Page 1 / 1",
    ]) {
      expect(text).toContain(expected);
    }
    // The rental line's days; other lines leave the column empty. The approval box stays on page 1.
    expect(text).toMatch(/Chaise Napoléon III dorée +6,50 DT +180 +3 +19 % +3 510,00 DT/);
    expect(text).toMatch(/Formule Premium — Mariages +9 800,00 DT +1 +19 % +9 800,00 DT/);
    // The VAT table's one rate: its base, its VAT; no « Total TVA » under one rate.
    expect(text).toMatch(/19 % +16 870,00 DT +3 205,30 DT/);
    expect(text).not.toContain("Total TVA");
    // Never the invoice's text.
    expect(text).not.toContain("Règlement par virement à l’échéance.");
  });

  test("the band's rooms at 7 %: each line's rate, and the VAT per rate with its total", async () => {
    const data = weddingQuoteData(true);
    // 16 870 at 19 %: 3 205.30; 4 × 120 = 480 at 7 %: 33.60; + 1.
    expect(data.figures).toEqual({
      totalHt: "17350.00",
      vatByRate: [
        { rate: "19.00", base: "16870.00", vat: "3205.30" },
        { rate: "7.00", base: "480.00", vat: "33.60" },
      ],
      vat: "3238.90",
      stampDuty: "1.00",
      totalTtc: "20589.90",
    });
    const text = pdfText(await renderEventQuotePdf(data));
    expect(text).toMatch(/Hébergement de l’orchestre +120,00 DT +4 +7 ?% +480,00 DT/);
    expect(text).toMatch(/19 % +16 870,00 DT +3 205,30 DT/);
    expect(text).toMatch(/7 ?% +480,00 DT +33,60 DT/);
    expect(text).toMatch(/Total TVA +3 238,90 DT/);
    expect(text).toMatch(/Total TTC +20 589,90 DT/);
    expect(text).toContain("vingt mille cinq cent quatre-vingt-neuf dinars et 900 millimes");
  });
});
