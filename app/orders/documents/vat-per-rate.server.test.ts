import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildCreditNoteData, NOTHING_CREDITED } from "./credit-note-builder";
import { buildDocumentData, type DocumentOrder, type DocumentSettings } from "./document-builder";
import type { DocumentData } from "./document-data";
import { renderDocumentPdf } from "./render-document.server";

// An invoice with lines at 19 % and 7 % and its credit note (issue 37), rendered to PDF and read
// back with poppler's pdftotext, as an accountant's import or a screen reader reads them: each
// line's rate, the VAT table per rate (rate, base HT, VAT), its total and the stamp duty once; the
// credit note mirrors the table with minus signs. Each document says its own conditions.
// With DOCUMENT_SHOTS=<dir>, the PDFs are written there to be looked at (pdftoppm -r 80).

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
/** The text in reading order, its lines joined: a paragraph of the terms column reads whole. */
const paragraphs = (pdf: Buffer) => execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ").replace(/\s+/g, " ");

const settings: DocumentSettings = {
  brand_name: "Imagine",
  tagline: "excellence événementielle",
  phone: "+216 71 960 500",
  email: "contact@imagine-events.tn",
  street_address: "Rue du Lac Windermere",
  postal_code: "1053",
  city: "Tunis",
  legal_name: "Imagine Events SARL",
  legal_address: "Immeuble Le Prestige, Rue du Lac Windermere\nLes Berges du Lac\n1053 Tunis, Tunisie",
  tax_id: "1234567/A/M/000",
  trade_register: "B01234562009",
  bank_details: "Banque : BIAT, agence Les Berges du Lac\nRIB : 08 006 0001234567890 79\nIBAN : TN59 0800 6000 1234 5678 9079",
  quote_terms: "Devis valable 30 jours à compter de sa date d'émission. Acompte de 30 % à la confirmation de la commande, solde à la livraison du matériel.",
  invoice_terms: "Règlement par virement bancaire, par chèque ou en espèces à l'agence, au plus tard à l'échéance.",
  credit_note_terms: "Son montant vient en déduction de ce qui reste à payer ; s'il le dépasse, la différence vous est remboursée.",
  payment_terms_days: 30,
  document_footer: "Merci de votre confiance. Imagine Events — excellence événementielle.",
};

/** A medical congress in Sousse: sound, screen and chairs at 19 %, the speakers' hotel rooms at 7 %, 10 % off, delivery at 19 %. */
const order: DocumentOrder = {
  order_number: 37,
  first_name: "Héla",
  last_name: "Ben Salah",
  email: "congres@societe-hematologie.tn",
  phone: "+216 74 401 234",
  company: "Société Tunisienne d'Hématologie",
  fulfilment: "delivery",
  delivery_address: "Hôtel Mövenpick, Boulevard du 14 Janvier\n4039 Sousse",
  departure_slot: "morning",
  return_slot: "evening",
  notes: null,
  rental_date: "2026-12-05",
  return_date: "2026-12-07",
  items: [
    { name: "Écran LED modulaire P3.9 intérieur 4 × 3 m", category: "video", price: "1250.00", quantity: 1, totalDays: 3, vatRate: "19.00" },
    { name: "Système line array L-Acoustics Kara II", category: "audio", price: "890.00", quantity: 1, totalDays: 3, vatRate: "19.00" },
    { name: "Chaises Napoléon III dorées", category: "furniture", price: "4.50", quantity: 240, totalDays: 3, vatRate: "19.00" },
    { name: "Hébergement des intervenants, Hôtel Mövenpick (chambre et nuit)", category: "stage", price: "185.00", quantity: 6, totalDays: 2, vatRate: "7.00", from: "2026-12-05", to: "2026-12-06" },
  ],
  delivery_fee: "350",
  delivery_fee_vat_rate: "19.00",
  discount_kind: "percent",
  discount_value: "10",
  deposit: "3000",
  stamp_duty: "1",
};

function shot(name: string, pdf: Buffer) {
  const dir = process.env.DOCUMENT_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), pdf);
}

describe("an invoice at 19 % and 7 % and its credit note, read back from the PDFs", () => {
  const invoice: DocumentData = buildDocumentData(order, settings, { kind: "invoice", number: "FAC-2026-0037", version: 1, issuedOn: "2026-12-08" });

  test("the invoice: each line's rate, the VAT table per rate with its total, the stamp once, its own conditions", async () => {
    // 19 %: 3 750 + 2 670 + 3 240 = 9 660, less 966 of the discount, + 350 delivery = 9 044 → 1 718,36.
    // 7 %: 6 rooms × 2 nights × 185 = 2 220, less 222 of the discount = 1 998 → 139,86.
    expect(invoice.figures).toMatchObject({
      subtotal: "11880.00",
      discount: "1188.00",
      totalHt: "11042.00",
      vatByRate: [
        { rate: "19.00", base: "9044.00", vat: "1718.36" },
        { rate: "7.00", base: "1998.00", vat: "139.86" },
      ],
      vat: "1858.22",
      stampDuty: "1.00",
      totalTtc: "12901.22",
    });
    const pdf = await renderDocumentPdf(invoice);
    shot("facture-19-et-7.pdf", pdf);
    const text = pdfText(pdf);
    const words = paragraphs(pdf);

    // The lines with their rates.
    expect(text).toMatch(/Écran LED modulaire P3\.9 intérieur 4 × 3 m.* 1 250,00 DT +1 +3 +19 % +3 750,00 DT/);
    expect(text).toMatch(/Chaises Napoléon III dorées.* 4,50 DT +240 +3 +19 % +3 240,00 DT/);
    expect(text).toMatch(/185,00 DT +6 +2 +7 ?% +2 220,00 DT/);
    // The totals: the VAT table per rate (rate, base HT, VAT), its total, the stamp duty once.
    expect(text).toMatch(/Sous-total HT +11 880,00 DT/);
    expect(text).toMatch(/Remise \(10 %\) +− 1 188,00 DT/);
    expect(text).toMatch(/Frais de livraison et d'installation +350,00 DT/);
    expect(text).toMatch(/Total HT +11 042,00 DT/);
    expect(text).toMatch(/TAUX TVA +BASE HT +MONTANT TVA/);
    expect(text).toMatch(/19 % +9 044,00 DT +1 718,36 DT/);
    expect(text).toMatch(/7 ?% +1 998,00 DT +139,86 DT/);
    expect(text).toMatch(/Total TVA +1 858,22 DT/);
    expect(text.match(/Timbre fiscal +1,00 DT/g)).toHaveLength(1);
    expect(text).toMatch(/Total TTC +12 901,22 DT/);
    expect(text).toContain("douze mille neuf cent un dinars et 220 millimes");
    // Its own conditions: the due day and the means of payment, never the quote's text.
    expect(text).toContain("CONDITIONS DE PAIEMENT");
    expect(words).toContain("À régler au plus tard le 7 janvier 2027. Règlement par virement bancaire, par chèque ou en espèces à l'agence, au plus tard à l'échéance.");
    expect(words).not.toContain("Devis valable");
    expect(words).not.toContain("solde à la livraison");
  });

  test("its credit note mirrors the table rate by rate, gives back the stamp duty, and says what it corrects", async () => {
    const note = buildCreditNoteData(invoice, NOTHING_CREDITED, { mode: "whole" }, { number: "AV-2026-0005", issuedOn: "2026-12-10", reason: "Congrès reporté au printemps : la commande est annulée.", terms: settings.credit_note_terms });
    if (!note.ok) throw new Error(note.message);
    expect(note.data.figures).toMatchObject({
      totalHt: "-11042.00",
      vatByRate: [
        { rate: "19.00", base: "-9044.00", vat: "-1718.36" },
        { rate: "7.00", base: "-1998.00", vat: "-139.86" },
      ],
      vat: "-1858.22",
      stampDuty: "-1.00",
      totalTtc: "-12901.22",
    });
    const pdf = await renderDocumentPdf(note.data);
    shot("avoir-19-et-7.pdf", pdf);
    const text = pdfText(pdf);
    const words = paragraphs(pdf);

    expect(text).toContain("Facture d'avoir");
    expect(text).toMatch(/Facture corrigée : FAC-2026-0037 du 8 décembre 2026/);
    expect(text).toMatch(/185,00 DT +6 +2 +7 ?% +−2 220,00 DT/);
    expect(text).toMatch(/Total HT +−11 042,00 DT/);
    expect(text).toMatch(/19 % +−9 044,00 DT +−1 718,36 DT/);
    expect(text).toMatch(/7 ?% +−1 998,00 DT +−139,86 DT/);
    expect(text).toMatch(/Total TVA +−1 858,22 DT/);
    expect(text).toMatch(/Timbre fiscal +−1,00 DT/);
    expect(text).toMatch(/Total TTC +−12 901,22 DT/);
    // What it corrects and why, in its own words; neither the quote's nor the invoice's text.
    expect(words).toContain(
      "OBJET DE L'AVOIR Cette facture d'avoir corrige la facture FAC-2026-0037 du 8 décembre 2026. Son montant vient en déduction de ce qui reste à payer ; s'il le dépasse, la différence vous est remboursée.",
    );
    expect(words).toContain("MOTIF DE L'AVOIR Congrès reporté au printemps : la commande est annulée.");
    expect(words).not.toContain("Devis valable");
    expect(words).not.toContain("À régler au plus tard");
    expect(words).not.toContain("COORDONNÉES BANCAIRES");
  });

  test("the quote of the same order says its validity and deposit, never the invoice's terms", async () => {
    const quote = buildDocumentData(order, settings, { kind: "quote", number: "DEV-2026-0037", version: 1, issuedOn: "2026-11-20" });
    expect(quote.paymentTerms).toBe(settings.quote_terms);
    const pdf = await renderDocumentPdf(quote);
    shot("devis-19-et-7.pdf", pdf);
    const words = paragraphs(pdf);
    expect(words).toContain("CONDITIONS DU DEVIS Devis valable 30 jours à compter de sa date d'émission. Acompte de 30 % à la confirmation de la commande, solde à la livraison du matériel.");
    expect(words).not.toContain("Règlement par virement bancaire, par chèque");
    expect(words).not.toContain("À régler au plus tard");
    expect(pdfText(pdf)).toMatch(/7 ?% +1 998,00 DT +139,86 DT/);
  });

  test("a credit note of the hotel rooms alone credits the 7 % rate only", async () => {
    const note = buildCreditNoteData(invoice, NOTHING_CREDITED, { mode: "lines", lines: [3], delivery: false }, { number: "AV-2026-0006", issuedOn: "2026-12-10", reason: "Deux intervenants logés par le congrès.", terms: settings.credit_note_terms });
    if (!note.ok) throw new Error(note.message);
    const text = pdfText(await renderDocumentPdf(note.data));
    expect(text).toMatch(/7 ?% +−1 998,00 DT +−139,86 DT/);
    expect(text).not.toMatch(/19 % +−/);
    expect(text).not.toContain("Total TVA");
    expect(text).toMatch(/Total TTC +−2 137,86 DT/);
  });
});
