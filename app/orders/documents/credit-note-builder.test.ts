import { describe, expect, it } from "vitest";
import { addCredited, buildCreditNoteData, creditedBy, NOTHING_CREDITED, type CreditedSoFar, type CreditRequest } from "./credit-note-builder";
import { buildDocumentData, type DocumentOrder, type DocumentSettings } from "./document-builder";
import type { DocumentData } from "./document-data";

// Credit notes built from an issued invoice's data, without rendering: the three ways to credit,
// the shares of discount and VAT, the stamp duty given back with the last credit, and the cap.

const settings: DocumentSettings = {
  brand_name: "Imagine",
  tagline: "excellence événementielle",
  phone: "+216 71 960 500",
  email: "contact@imagine-events.tn",
  street_address: "Rue du Lac",
  postal_code: "1053",
  city: "Tunis",
  legal_name: "Imagine Events SARL",
  legal_address: "",
  tax_id: "1234567/A/M/000",
  trade_register: "B01234562009",
  bank_details: "",
  quote_terms: "Devis valable 30 jours.",
  invoice_terms: "Paiement à 30 jours.",
  credit_note_terms: "Déduit de ce qui reste à payer.",
  document_footer: "",
};

/** 3 lines (723 + 180 + 99.99 = 1 002.99), 12,5 % off, 150 delivery, VAT 19 %, stamp 1. */
function invoice(): DocumentData {
  const order: DocumentOrder = {
    order_number: 42,
    first_name: "Amel",
    last_name: "Trabelsi",
    email: "amel@example.tn",
    phone: "+216 20 123 456",
    company: "Clinique du Lac",
    fulfilment: "delivery",
    delivery_address: "Les Berges du Lac",
    departure_slot: "morning",
    return_slot: "evening",
    notes: null,
    rental_date: "2026-12-05",
    return_date: "2026-12-07",
    items: [
      { name: "Enceinte 1000 W", category: "audio", price: "120.50", quantity: 2, totalDays: 3, vatRate: "19.00" },
      { name: "Projecteur LED", category: "light", price: "60.00", quantity: 1, totalDays: 3, vatRate: "19.00" },
      { name: "Pupitre", category: "stage", price: "33.33", quantity: 1, totalDays: 3, vatRate: "19.00" },
    ],
    delivery_fee: "150",
    delivery_fee_vat_rate: "19.00",
    discount_kind: "percent",
    discount_value: "12.5",
    deposit: "500",
    stamp_duty: "1",
    paid_amount: "300",
  };
  return buildDocumentData(order, settings, { kind: "invoice", number: "FAC-2026-0007", version: 1, issuedOn: "2026-11-20" });
}

const issue = { number: "AV-2026-0001", issuedOn: "2026-11-25", reason: "Erreur de quantité" };
const nothing: CreditedSoFar = NOTHING_CREDITED;

describe("buildCreditNoteData", () => {
  it("credits the whole invoice as its mirror, stamp duty included, and says which invoice it corrects", () => {
    const inv = invoice();
    expect(inv.figures).toMatchObject({ subtotal: "1002.99", discount: "125.37", totalHt: "1027.62", vat: "195.25", totalTtc: "1223.87" });
    const note = buildCreditNoteData(inv, nothing, { mode: "whole" }, issue);
    if (!note.ok) throw new Error(note.message);
    expect(note.completes).toBe(true);
    expect(note.data.kind).toBe("credit_note");
    expect(note.data.figures).toMatchObject({
      subtotal: "-1002.99",
      discount: "125.37",
      deliveryFee: "-150.00",
      totalHt: "-1027.62",
      vat: "-195.25",
      stampDuty: "-1.00",
      totalTtc: "-1223.87",
      deposit: "0.00",
    });
    expect(note.data.figures).not.toHaveProperty("paid");
    expect(note.data.lines.map((line) => line.total)).toEqual(["-723.00", "-180.00", "-99.99"]);
    expect(note.data.credit).toEqual({ invoiceNumber: "FAC-2026-0007", invoiceIssuedOn: "2026-11-20", reason: "Erreur de quantité" });
  });

  it("credits chosen lines with their share of the discount and their own VAT, and no stamp duty", () => {
    const note = buildCreditNoteData(invoice(), nothing, { mode: "lines", lines: [1], delivery: false }, issue);
    if (!note.ok) throw new Error(note.message);
    // 180.00 of 1 002.99 takes 125.37 × 180 / 1 002.99 = 22.4996… → 22.50 of the discount: 157.50 HT; VAT 29.925 → 29.93.
    expect(note.data.figures).toMatchObject({ subtotal: "-180.00", discount: "22.50", deliveryFee: "0.00", totalHt: "-157.50", vat: "-29.93", stampDuty: "0.00", totalTtc: "-187.43" });
    expect(note.completes).toBe(false);
    expect(note.data.lines).toHaveLength(1);
  });

  it("adds up, over partial credits, to the invoice's total TTC exactly: the last one takes the rest of the VAT and the stamp", () => {
    const inv = invoice();
    let soFar = nothing;
    const totals: bigint[] = [];
    for (const request of [
      { mode: "amount" as const, amountHt: 33_333n },
      { mode: "lines" as const, lines: [2], delivery: true },
      { mode: "whole" as const },
    ]) {
      const note = buildCreditNoteData(inv, soFar, request, issue);
      if (!note.ok) throw new Error(note.message);
      totals.push(note.creditedTtc);
      soFar = addCredited(soFar, creditedBy(note.data));
      if (request.mode === "whole") {
        expect(note.completes).toBe(true);
        expect(note.data.lines[0]!.name).toBe("Solde de la facture FAC-2026-0007");
      }
    }
    expect(totals.reduce((a, b) => a + b, 0n)).toBe(122_387n);
    expect(soFar).toMatchObject({ ht: 102_762n, vat: 19_525n });
    expect(soFar.byRate).toEqual(new Map([[1900n, { base: 102_762n, vat: 19_525n }]]));
  });

  it("refuses more than what remains, nothing chosen, a line not on the invoice, and an invoice already credited", () => {
    const inv = invoice();
    const over = buildCreditNoteData(inv, { ht: 100_000n, vat: 19_000n, byRate: new Map([[1900n, { base: 100_000n, vat: 19_000n }]]) }, { mode: "amount", amountHt: 2_763n }, issue);
    expect(over).toEqual({ ok: false, field: "amount", message: "L'avoir (27,63\u00a0DT HT) dépasse ce qui reste à créditer sur la facture FAC-2026-0007 (27,62\u00a0DT HT)." });
    expect(buildCreditNoteData(inv, nothing, { mode: "lines", lines: [], delivery: false }, issue)).toMatchObject({ ok: false, field: "lines" });
    expect(buildCreditNoteData(inv, nothing, { mode: "lines", lines: [3], delivery: false }, issue)).toMatchObject({ ok: false, message: "Une ligne choisie n'est pas sur la facture." });
    expect(buildCreditNoteData(inv, nothing, { mode: "amount", amountHt: 0n }, issue)).toMatchObject({ ok: false, field: "amount" });
    expect(buildCreditNoteData(inv, { ht: 102_762n, vat: 19_525n, byRate: new Map([[1900n, { base: 102_762n, vat: 19_525n }]]) }, { mode: "whole" }, issue)).toMatchObject({
      ok: false,
      message: "La facture FAC-2026-0007 est déjà entièrement créditée.",
    });
  });
});

/**
 * An event's invoice at two rates (issue 37): sound and light at 19 %, the speakers' accommodation
 * at 7 %, 10 % off the rental, delivery at 19 %, stamp 1.
 */
function mixedInvoice(): DocumentData {
  const order: DocumentOrder = {
    ...(invoiceOrder()),
    items: [
      { name: "Console numérique", category: "audio", price: "310.00", quantity: 1, totalDays: 3, vatRate: "19.00" },
      { name: "Hébergement des intervenants", category: "stage", price: "180.00", quantity: 4, totalDays: 2, vatRate: "7.00" },
      { name: "Lyre Beam 230 W", category: "light", price: "65.00", quantity: 6, totalDays: 3, vatRate: "19.00" },
    ],
    delivery_fee: "150",
    delivery_fee_vat_rate: "19.00",
    discount_kind: "percent",
    discount_value: "10",
  };
  return buildDocumentData(order, settings, { kind: "invoice", number: "FAC-2026-0042", version: 1, issuedOn: "2026-11-20" });
}

function invoiceOrder(): DocumentOrder {
  return {
    order_number: 42,
    first_name: "Amel",
    last_name: "Trabelsi",
    email: "amel@example.tn",
    phone: "+216 20 123 456",
    company: "Clinique du Lac",
    fulfilment: "delivery",
    delivery_address: "Les Berges du Lac",
    departure_slot: "morning",
    return_slot: "evening",
    notes: null,
    rental_date: "2026-12-05",
    return_date: "2026-12-07",
    items: [],
    delivery_fee: "0",
    delivery_fee_vat_rate: "19.00",
    discount_kind: "amount",
    discount_value: "0",
    deposit: "0",
    stamp_duty: "1",
  };
}

const table = (data: DocumentData) => data.figures.vatByRate;

describe("credit notes of an invoice at several VAT rates", () => {
  it("the invoice prints its VAT per rate, the discount spread over the rates, the fee at its own", () => {
    const inv = mixedInvoice();
    // 930 + 1 170 = 2 100 at 19 %, 1 440 at 7 %: 3 540, 10 % off = 354 → 210 and 144; + 150 delivery at 19 %.
    expect(inv.figures).toMatchObject({ subtotal: "3540.00", discount: "354.00", deliveryFee: "150.00", totalHt: "3336.00", vat: "478.32", stampDuty: "1.00", totalTtc: "3815.32" });
    expect(table(inv)).toEqual([
      { rate: "19.00", base: "2040.00", vat: "387.60" },
      { rate: "7.00", base: "1296.00", vat: "90.72" },
    ]);
    expect(inv.lines.map((line) => line.vatRate)).toEqual(["19.00", "7.00", "19.00"]);
    expect(inv.paymentTerms).toBe("Paiement à 30 jours.");
  });

  it("a whole credit note mirrors the invoice rate by rate, and says what it corrects in the credit notes' text", () => {
    const note = buildCreditNoteData(mixedInvoice(), nothing, { mode: "whole" }, { ...issue, terms: settings.credit_note_terms });
    if (!note.ok) throw new Error(note.message);
    expect(table(note.data)).toEqual([
      { rate: "19.00", base: "-2040.00", vat: "-387.60" },
      { rate: "7.00", base: "-1296.00", vat: "-90.72" },
    ]);
    expect(note.data.figures).toMatchObject({ totalHt: "-3336.00", vat: "-478.32", stampDuty: "-1.00", totalTtc: "-3815.32" });
    expect(note.data.paymentTerms).toBe("Déduit de ce qui reste à payer.");
    expect(note.data.lines.map((line) => [line.total, line.vatRate])).toEqual([
      ["-930.00", "19.00"],
      ["-1440.00", "7.00"],
      ["-1170.00", "19.00"],
    ]);
  });

  it("credits a line at its rate with its share of the discount, an amount at a rate chosen among the invoice's", () => {
    const inv = mixedInvoice();
    const accommodation = buildCreditNoteData(inv, nothing, { mode: "lines", lines: [1], delivery: false }, issue);
    if (!accommodation.ok) throw new Error(accommodation.message);
    // 1 440 takes 354 × 1 440 / 3 540 = 144 of the discount: 1 296 HT at 7 %, VAT 90.72.
    expect(table(accommodation.data)).toEqual([{ rate: "7.00", base: "-1296.00", vat: "-90.72" }]);
    expect(accommodation.data.figures).toMatchObject({ subtotal: "-1440.00", discount: "144.00", totalHt: "-1296.00", vat: "-90.72", stampDuty: "0.00", totalTtc: "-1386.72" });

    expect(buildCreditNoteData(inv, nothing, { mode: "amount", amountHt: 10_000n }, issue)).toMatchObject({ ok: false, field: "amount", message: "Choisissez le taux de TVA de l'avoir : la facture FAC-2026-0042 en a plusieurs." });
    expect(buildCreditNoteData(inv, nothing, { mode: "amount", amountHt: 10_000n, vatRate: 1300n }, issue)).toMatchObject({
      ok: false,
      message: "La facture FAC-2026-0042 n'a pas de ligne à 13\u00a0% de TVA : choisissez l'un de ses taux.",
    });
    const soFar = addCredited(nothing, creditedBy(accommodation.data));
    expect(buildCreditNoteData(inv, soFar, { mode: "amount", amountHt: 100n, vatRate: 700n }, issue)).toMatchObject({
      ok: false,
      message: "L'avoir (1,00\u00a0DT HT à 7\u00a0%) dépasse ce qui reste à créditer à ce taux sur la facture FAC-2026-0042 (0,00\u00a0DT HT).",
    });
    expect(buildCreditNoteData(inv, soFar, { mode: "lines", lines: [1], delivery: false }, issue)).toMatchObject({ ok: false, field: "lines" });
    const amount = buildCreditNoteData(inv, soFar, { mode: "amount", amountHt: 50_000n, vatRate: 1900n }, issue);
    if (!amount.ok) throw new Error(amount.message);
    expect(table(amount.data)).toEqual([{ rate: "19.00", base: "-500.00", vat: "-95.00" }]);
    expect(amount.data.lines[0]).toMatchObject({ vatRate: "19.00", total: "-500.00" });
  });

  it("over any run of partial credit notes, adds up to each rate of the invoice and to its total TTC exactly", () => {
    const inv = mixedInvoice();
    let seed = 37;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    let issued = 0;
    for (let run = 0; run < 60; run += 1) {
      let soFar = nothing;
      let ttc = 0n;
      const perRate = new Map<string, { base: bigint; vat: bigint }>();
      for (let step = 0; step < 6; step += 1) {
        const pick = random(5);
        const request: CreditRequest =
          step === 5 || (pick === 0 && step > 2)
            ? { mode: "whole" }
            : pick <= 2
              ? { mode: "lines", lines: [random(3)], delivery: random(2) === 0 }
              : { mode: "amount", amountHt: BigInt(1 + random(40_000)), vatRate: random(2) === 0 ? 1900n : 700n };
        const note = buildCreditNoteData(inv, soFar, request, issue);
        if (!note.ok) continue;
        issued += 1;
        ttc += note.creditedTtc;
        for (const line of table(note.data)!) {
          const sum = perRate.get(line.rate) ?? { base: 0n, vat: 0n };
          perRate.set(line.rate, { base: sum.base - BigInt(Math.round(Number(line.base) * 100)), vat: sum.vat - BigInt(Math.round(Number(line.vat) * 100)) });
        }
        soFar = addCredited(soFar, creditedBy(note.data));
        if (note.completes) break;
      }
      expect(ttc).toBe(381_532n);
      expect(perRate.get("19.00")).toEqual({ base: 204_000n, vat: 38_760n });
      expect(perRate.get("7.00")).toEqual({ base: 129_600n, vat: 9_072n });
    }
    // Partial ones among them, not only whole ones.
    expect(issued).toBeGreaterThan(150);
  });

  it("credits an invoice issued before lines had rates at its one rate", () => {
    const inv = invoice();
    const { vatByRate: _table, deliveryFeeVatRate: _fee, ...figures } = inv.figures;
    void _table;
    void _fee;
    const old: DocumentData = { ...inv, lines: inv.lines.map(({ vatRate: _rate, ...line }) => line), figures: { ...figures, vatRate: "19.00" } };
    const note = buildCreditNoteData(old, nothing, { mode: "lines", lines: [1], delivery: true }, issue);
    if (!note.ok) throw new Error(note.message);
    // 180 − 22.50 of the discount + 150 delivery = 307.50 HT at 19 %: VAT 58.425 → 58.43.
    expect(table(note.data)).toEqual([{ rate: "19.00", base: "-307.50", vat: "-58.43" }]);
    expect(note.data.lines[0]!.vatRate).toBe("19.00");
  });
});
