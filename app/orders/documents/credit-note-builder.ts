// The pure function that turns an issued invoice's stored data into a credit note's (facture
// d'avoir, issue 22): the whole invoice, chosen lines, or an amount HT, never more than what is
// left to credit. Exact cents (ADR 002). Unit-tested without rendering.
//
// Signs: a credit note gives money back, so its line totals, subtotal, delivery fee, total HT,
// VAT, stamp duty and total TTC are negative; its discount stays a positive amount (the share of
// the invoice's discount that the credited lines had, which lessens the credit).
//
// Stamp duty and VAT: the credit note that completes the credit of an invoice carries the
// invoice's stamp duty and the rest of its VAT, so that the credit notes of an invoice add up to
// its total TTC exactly, never more. A partial credit note carries the VAT of its own amount HT
// and no stamp duty (the invoice's stamp is given back once, with the last of it).

import type { DocumentData, DocumentLine } from "./document-data";
import { applyPercent } from "~/orders/figures";
import { centsToDecimal, decimalToCents, formatPrice, signedDecimalToCents, type Cents } from "~/lib/pricing";

export type CreditRequest =
  | { mode: "whole" }
  | { mode: "lines"; lines: number[]; delivery: boolean }
  | { mode: "amount"; amountHt: Cents };

/** What the invoice's earlier credit notes gave back, as positive amounts. */
export type CreditedSoFar = { ht: Cents; vat: Cents };

export type CreditNoteRefusal = { ok: false; message: string; field: "lines" | "amount" | "mode" };
export type CreditNoteBuild = { ok: true; data: DocumentData; creditedHt: Cents; creditedVat: Cents; creditedTtc: Cents; completes: boolean };

const cents = (decimal: string) => decimalToCents(decimal) ?? 0n;
const negative = (amount: Cents) => centsToDecimal(-amount);

/** What an issued credit note gave back, HT and VAT, as positive amounts (from its stored data). */
export function creditedBy(creditNote: DocumentData): CreditedSoFar {
  return { ht: -(signedDecimalToCents(creditNote.figures.totalHt) ?? 0n), vat: -(signedDecimalToCents(creditNote.figures.vat) ?? 0n) };
}

/** What remains to credit on an invoice, HT. */
export function remainingHt(invoice: DocumentData, soFar: CreditedSoFar): Cents {
  return cents(invoice.figures.totalHt) - soFar.ht;
}

type Credited = { lines: DocumentLine[]; subtotal: Cents; discount: Cents; deliveryFee: Cents; ht: Cents };

function creditedLines(invoice: DocumentData, request: CreditRequest, soFar: CreditedSoFar): Credited | CreditNoteRefusal {
  const figures = invoice.figures;
  const amountLine = (amount: Cents, name: string): Credited => ({
    lines: [
      {
        name,
        category: "Montant HT",
        unitPrice: centsToDecimal(amount),
        quantity: 1,
        days: 1,
        from: invoice.period.from,
        to: invoice.period.to,
        total: negative(amount),
      },
    ],
    subtotal: amount,
    discount: 0n,
    deliveryFee: 0n,
    ht: amount,
  });

  if (request.mode === "whole") {
    // Once part of it is credited, "the whole invoice" is what is left of it.
    if (soFar.ht > 0n) return amountLine(remainingHt(invoice, soFar), `Solde de la facture ${invoice.number}`);
    return {
      lines: invoice.lines.map((line) => ({ ...line, total: negative(cents(line.total)) })),
      subtotal: cents(figures.subtotal),
      discount: cents(figures.discount),
      deliveryFee: cents(figures.deliveryFee),
      ht: cents(figures.totalHt),
    };
  }
  if (request.mode === "amount") {
    if (request.amountHt <= 0n) return { ok: false, message: "Le montant de l'avoir doit être supérieur à 0.", field: "amount" };
    return amountLine(request.amountHt, `Avoir sur la facture ${invoice.number}`);
  }
  const chosen = [...new Set(request.lines)].sort((a, b) => a - b);
  if (chosen.some((index) => !Number.isInteger(index) || index < 0 || index >= invoice.lines.length)) {
    return { ok: false, message: "Une ligne choisie n'est pas sur la facture.", field: "lines" };
  }
  const lines = chosen.map((index) => invoice.lines[index]!);
  const subtotal = lines.reduce((sum, line) => sum + cents(line.total), 0n);
  const invoiceSubtotal = cents(figures.subtotal);
  // The credited lines take back their share of the invoice's discount, rounded half up.
  const discount = invoiceSubtotal > 0n ? (cents(figures.discount) * subtotal * 2n + invoiceSubtotal) / (2n * invoiceSubtotal) : 0n;
  const deliveryFee = request.delivery ? cents(figures.deliveryFee) : 0n;
  const ht = subtotal - discount + deliveryFee;
  if (ht <= 0n) return { ok: false, message: "Choisissez au moins une ligne de la facture, ou ses frais de livraison.", field: "lines" };
  return { lines: lines.map((line) => ({ ...line, total: negative(cents(line.total)) })), subtotal, discount, deliveryFee, ht };
}

/**
 * The credit note of `request` on `invoice` (its stored data), given what earlier credit notes of
 * that invoice gave back. Refused when it would credit more than what remains.
 */
export function buildCreditNoteData(
  invoice: DocumentData,
  soFar: CreditedSoFar,
  request: CreditRequest,
  issue: { number: string; issuedOn: string; reason: string },
): CreditNoteBuild | CreditNoteRefusal {
  const remaining = remainingHt(invoice, soFar);
  if (remaining <= 0n) return { ok: false, message: `La facture ${invoice.number} est déjà entièrement créditée.`, field: "mode" };
  const credited = creditedLines(invoice, request, soFar);
  if ("ok" in credited) return credited;
  if (credited.ht > remaining) {
    return {
      ok: false,
      message: `L'avoir (${formatPrice(credited.ht)} HT) dépasse ce qui reste à créditer sur la facture ${invoice.number} (${formatPrice(remaining)} HT).`,
      field: request.mode === "amount" ? "amount" : "lines",
    };
  }
  const completes = credited.ht === remaining;
  const vatRate = cents(invoice.figures.vatRate);
  const vat = completes ? cents(invoice.figures.vat) - soFar.vat : applyPercent(credited.ht, vatRate);
  const stampDuty = completes ? cents(invoice.figures.stampDuty) : 0n;
  const ttc = credited.ht + vat + stampDuty;
  const { paid: _paid, due: _due, ...invoiceFigures } = invoice.figures;
  void _paid;
  void _due;
  return {
    ok: true,
    creditedHt: credited.ht,
    creditedVat: vat,
    creditedTtc: ttc,
    completes,
    data: {
      ...invoice,
      kind: "credit_note",
      number: issue.number,
      version: 1,
      issuedOn: issue.issuedOn,
      lines: credited.lines,
      figures: {
        ...invoiceFigures,
        subtotal: negative(credited.subtotal),
        discount: centsToDecimal(credited.discount),
        deliveryFee: negative(credited.deliveryFee),
        totalHt: negative(credited.ht),
        vat: negative(vat),
        stampDuty: negative(stampDuty),
        totalTtc: negative(ttc),
        deposit: "0.00",
      },
      paymentTerms: "",
      notes: null,
      credit: { invoiceNumber: invoice.number, invoiceIssuedOn: invoice.issuedOn, reason: issue.reason },
    },
  };
}
