import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import type { DocumentData } from "./document-data";
import { renderDocumentPdf } from "./render-document.server";
import { sampleDocumentData } from "./sample-document";

// The text a client's PDF reader extracts (poppler's pdftotext, installed by scripts/test.sh),
// with the no-break and thin spaces of French typography read as plain spaces.
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
}

function pageCount(pdf: Buffer): number {
  const info = execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe("renderDocumentPdf", () => {
  test("a 12-line quote: the numbers, the accents and the French amounts are in the text", async () => {
    const data = sampleDocumentData("quote", 12);
    const pdf = await renderDocumentPdf(data);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Devis",
      "N° DEV-2026-0042",
      "Version 2",
      "Date : 22 novembre 2026",
      "CMD-000042",
      "Imagine Événements SARL",
      "MF : 1234567/A/M/000",
      "RC : B0123452009",
      "Société Tunisienne d'Hématologie — Congrès annuel",
      "Hôtel Mövenpick",
      "Du 5 décembre 2026",
      "au 7 décembre 2026",
      "Écran LED modulaire P3.9 intérieur",
      "Chaises Napoléon III dorées",
      "« Aura »",
      "l’hôtel",
      "Vidéo",
      "1 250,00 DT",
      "Sous-total HT",
      "Remise (10 %)",
      "Frais de livraison et d'installation",
      "Total HT",
      "TAUX TVA",
      "BASE HT",
      "MONTANT TVA",
      "Timbre fiscal",
      "Total TTC",
      "24 423,97 DT",
      "Caution (non comprise dans le total)",
      "3 000,00 DT",
      "Arrêté le présent devis à la somme de : vingt-quatre mille quatre cent vingt-trois dinars et 970 millimes",
      "COORDONNÉES BANCAIRES",
      "IBAN : TN59",
      "REMARQUES DU CLIENT",
      "Bon pour accord",
      "Signature et cachet du client",
      "Page 1 / 2",
    ]) {
      expect(text).toContain(expected);
    }
  });

  test("a 12-line invoice: its own wording, no approval box", async () => {
    const pdf = await renderDocumentPdf(sampleDocumentData("invoice", 12));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Facture");
    expect(text).toContain("N° FAC-2026-0017");
    expect(text).toContain("Total TTC");
    expect(text).toContain("Timbre fiscal");
    expect(text).toContain("1 250,00 DT");
    expect(text).toContain(
      "Arrêtée la présente facture à la somme de : vingt-quatre mille quatre cent vingt-trois dinars et 970 millimes.",
    );
    expect(text).not.toContain("Version");
    expect(text).not.toContain("Bon pour accord");
    expect(text).not.toContain("REMARQUES DU CLIENT");
  });

  test("the mode and the slots: a delivery's address, a pickup's « Retrait au dépôt », nothing on older documents", async () => {
    const sample = sampleDocumentData("invoice", 2);
    const delivery = pdfText(await renderDocumentPdf(sample));
    expect(delivery).toContain("Adresse de livraison");
    expect(delivery).toContain("Hôtel Mövenpick");
    expect(delivery).toContain("Livraison et reprise");
    expect(delivery).toContain("Départ : Matin (8 h – 12 h)");
    expect(delivery).toContain("Retour : Soir (18 h – 21 h)");

    const pickup: DocumentData = {
      ...sample,
      client: { ...sample.client, address: "" },
      fulfilment: { mode: "pickup", departureSlot: "Après-midi (14\u00a0h – 18\u00a0h)", returnSlot: "Non précisé" },
    };
    const text = pdfText(await renderDocumentPdf(pickup));
    expect(text).toContain("Retrait au dépôt");
    expect(text).toContain("Départ : Après-midi (14 h – 18 h)");
    expect(text).toContain("Retour : Non précisé");
    expect(text).not.toContain("Adresse de livraison");

    // A document issued before the slots keeps its data, and renders as it did.
    const { fulfilment: _fulfilment, ...older } = sample;
    void _fulfilment;
    const olderText = pdfText(await renderDocumentPdf(older));
    expect(olderText).toContain("Adresse de livraison");
    expect(olderText).not.toContain("Départ :");
  });

  test("rows that are zero are left out, the VAT rate is written in French", async () => {
    const sample = sampleDocumentData("invoice", 2);
    const data: DocumentData = {
      ...sample,
      lines: sample.lines.map((line) => ({ ...line, vatRate: "7.50" })),
      figures: { ...sample.figures, discount: "0.00", deliveryFee: "0.00", deposit: "0.00", vatByRate: [{ rate: "7.50", base: sample.figures.totalHt, vat: sample.figures.vat }] },
      agency: { ...sample.agency, taxId: "", tradeRegister: "", bankDetails: "" },
    };
    const text = pdfText(await renderDocumentPdf(data));
    expect(text).toMatch(/7,5 % +[\d ]+,\d\d DT +[\d ]+,\d\d DT/);
    expect(text).not.toContain("Remise");
    expect(text).not.toContain("Frais de livraison");
    expect(text).not.toContain("Caution");
    expect(text).not.toContain("MF");
    expect(text).not.toContain("COORDONNÉES BANCAIRES");
    expect(text).toContain("Page 1 / 1");
  });

  test("a document issued before lines had rates renders its one rate, with no TVA column", async () => {
    const sample = sampleDocumentData("invoice", 2);
    const { vatByRate: _table, deliveryFeeVatRate: _fee, ...figures } = sample.figures;
    void _table;
    void _fee;
    const older: DocumentData = { ...sample, lines: sample.lines.map(({ vatRate: _rate, ...line }) => line), figures: { ...figures, vatRate: "19.00" } };
    const text = pdfText(await renderDocumentPdf(older));
    expect(text).toMatch(/19 % +[\d ]+,\d\d DT +[\d ]+,\d\d DT/);
    expect(text).not.toMatch(/JOURS +TVA/);
  });

  test("a 50-line invoice runs over several pages, each with its footer and the table header", async () => {
    const pdf = await renderDocumentPdf(sampleDocumentData("invoice", 50));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} / ${pages}`);
    // The table's header repeats on every page the table runs on (all but, at most, the last).
    expect(text.match(/DÉSIGNATION/g)?.length ?? 0).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toContain("(suite)");
  });
});
