import { describe, expect, it } from "vitest";
import { buildCreditNoteData, creditedBy, type CreditedSoFar } from "./credit-note-builder";
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
  payment_terms: "Paiement à 30 jours.",
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
      { name: "Enceinte 1000 W", category: "audio", price: "120.50", quantity: 2, totalDays: 3 },
      { name: "Projecteur LED", category: "light", price: "60.00", quantity: 1, totalDays: 3 },
      { name: "Pupitre", category: "stage", price: "33.33", quantity: 1, totalDays: 3 },
    ],
    delivery_fee: "150",
    discount_kind: "percent",
    discount_value: "12.5",
    deposit: "500",
    vat_rate: "19",
    stamp_duty: "1",
    paid_amount: "300",
  };
  return buildDocumentData(order, settings, { kind: "invoice", number: "FAC-2026-0007", version: 1, issuedOn: "2026-11-20" });
}

const issue = { number: "AV-2026-0001", issuedOn: "2026-11-25", reason: "Erreur de quantité" };
const nothing: CreditedSoFar = { ht: 0n, vat: 0n };

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
      const credited = creditedBy(note.data);
      soFar = { ht: soFar.ht + credited.ht, vat: soFar.vat + credited.vat };
      if (request.mode === "whole") {
        expect(note.completes).toBe(true);
        expect(note.data.lines[0]!.name).toBe("Solde de la facture FAC-2026-0007");
      }
    }
    expect(totals.reduce((a, b) => a + b, 0n)).toBe(122_387n);
    expect(soFar).toEqual({ ht: 102_762n, vat: 19_525n });
  });

  it("refuses more than what remains, nothing chosen, a line not on the invoice, and an invoice already credited", () => {
    const inv = invoice();
    const over = buildCreditNoteData(inv, { ht: 100_000n, vat: 19_000n }, { mode: "amount", amountHt: 2_763n }, issue);
    expect(over).toEqual({ ok: false, field: "amount", message: "L'avoir (27,63\u00a0DT HT) dépasse ce qui reste à créditer sur la facture FAC-2026-0007 (27,62\u00a0DT HT)." });
    expect(buildCreditNoteData(inv, nothing, { mode: "lines", lines: [], delivery: false }, issue)).toMatchObject({ ok: false, field: "lines" });
    expect(buildCreditNoteData(inv, nothing, { mode: "lines", lines: [3], delivery: false }, issue)).toMatchObject({ ok: false, message: "Une ligne choisie n'est pas sur la facture." });
    expect(buildCreditNoteData(inv, nothing, { mode: "amount", amountHt: 0n }, issue)).toMatchObject({ ok: false, field: "amount" });
    expect(buildCreditNoteData(inv, { ht: 102_762n, vat: 19_525n }, { mode: "whole" }, issue)).toMatchObject({
      ok: false,
      message: "La facture FAC-2026-0007 est déjà entièrement créditée.",
    });
  });
});
