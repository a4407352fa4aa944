// The pure function that turns an issued invoice's stored data into a credit note's (facture
// d'avoir, issue 22): the whole invoice, chosen lines, or an amount HT at one of its VAT rates,
// never more than what is left to credit. Exact cents (ADR 002). Unit-tested without rendering.
//
// Signs: a credit note gives money back, so its line totals, subtotal, delivery fee, total HT,
// VAT table, VAT, stamp duty and total TTC are negative; its discount stays a positive amount (the
// share of the invoice's discount that the credited lines had, which lessens the credit).
//
// VAT per rate (issue 37): a credit note mirrors the invoice it corrects rate by rate. Its lines
// keep their rates and their share of the discount is spread over them as the invoice's was; an
// amount is credited at one of the invoice's rates. No rate is credited beyond what remains of it.
//
// Stamp duty and VAT: the credit note that completes the credit of an invoice carries the
// invoice's stamp duty and, per rate, the rest of its base and its VAT, so that the credit notes
// of an invoice add up to its total TTC and to each line of its VAT table exactly, never more. A
// partial credit note carries the VAT of its own bases and no stamp duty (the invoice's stamp is
// given back once, with the last of it).

import { documentLineVatRate, documentVatTable, type DocumentData, type DocumentLine } from "./document-data";
import { storedVatTable, vatByRate, vatTable, totalVat, type VatLine } from "~/orders/figures";
import { centsToDecimal, decimalToCents, formatPrice, signedDecimalToCents, type Cents } from "~/lib/pricing";
import { formatPercent } from "~/lib/percent";

export type CreditRequest =
  | { mode: "whole" }
  | { mode: "lines"; lines: number[]; delivery: boolean }
  /** `vatRate` in hundredths (1900n): one of the invoice's rates; may be left out when it has only one. */
  | { mode: "amount"; amountHt: Cents; vatRate?: Cents };

/** What the invoice's earlier credit notes gave back, as positive amounts: in all, and base and VAT per rate. */
export type CreditedSoFar = { ht: Cents; vat: Cents; byRate?: Map<Cents, { base: Cents; vat: Cents }> };

/** Nothing credited yet. */
export const NOTHING_CREDITED: CreditedSoFar = { ht: 0n, vat: 0n, byRate: new Map() };

export type CreditNoteRefusal = { ok: false; message: string; field: "lines" | "amount" | "mode" };
export type CreditNoteBuild = { ok: true; data: DocumentData; creditedHt: Cents; creditedVat: Cents; creditedTtc: Cents; completes: boolean };

const cents = (decimal: string) => decimalToCents(decimal) ?? 0n;
const signed = (decimal: string) => signedDecimalToCents(decimal) ?? 0n;
const negative = (amount: Cents) => centsToDecimal(-amount);
const rateText = (rate: Cents) => formatPercent(rate);

/** An invoice's VAT table by rate, in cents. */
function invoiceRates(invoice: DocumentData): Map<Cents, { base: Cents; vat: Cents }> {
  return new Map(documentVatTable(invoice.figures).map((line) => [cents(line.rate), { base: signed(line.base), vat: signed(line.vat) }]));
}

/** What an issued credit note gave back, HT and VAT, in all and per rate, as positive amounts (from its stored data). */
export function creditedBy(creditNote: DocumentData): CreditedSoFar {
  const byRate = new Map<Cents, { base: Cents; vat: Cents }>();
  for (const line of documentVatTable(creditNote.figures)) byRate.set(cents(line.rate), { base: -signed(line.base), vat: -signed(line.vat) });
  return { ht: -signed(creditNote.figures.totalHt), vat: -signed(creditNote.figures.vat), byRate };
}

/** Two sums of credit notes added up. */
export function addCredited(a: CreditedSoFar, b: CreditedSoFar): CreditedSoFar {
  const byRate = new Map(a.byRate ?? []);
  for (const [rate, line] of b.byRate ?? []) {
    const sum = byRate.get(rate) ?? { base: 0n, vat: 0n };
    byRate.set(rate, { base: sum.base + line.base, vat: sum.vat + line.vat });
  }
  return { ht: a.ht + b.ht, vat: a.vat + b.vat, byRate };
}

/** What remains to credit on an invoice, HT. */
export function remainingHt(invoice: DocumentData, soFar: CreditedSoFar): Cents {
  return cents(invoice.figures.totalHt) - soFar.ht;
}

/** What remains to credit on an invoice per rate: base and VAT (rates credited in full left out). */
export function remainingByRate(invoice: DocumentData, soFar: CreditedSoFar): Map<Cents, { base: Cents; vat: Cents }> {
  const remaining = new Map<Cents, { base: Cents; vat: Cents }>();
  for (const [rate, line] of invoiceRates(invoice)) {
    const credited = soFar.byRate?.get(rate) ?? { base: 0n, vat: 0n };
    const left = { base: line.base - credited.base, vat: line.vat - credited.vat };
    if (left.base !== 0n || left.vat !== 0n) remaining.set(rate, left);
  }
  return remaining;
}

type Credited = { lines: DocumentLine[]; subtotal: Cents; discount: Cents; deliveryFee: Cents; table: VatLine[] };

function amountLine(invoice: DocumentData, amount: Cents, rate: Cents, name: string): DocumentLine {
  return { name, category: "Montant HT", unitPrice: centsToDecimal(amount), quantity: 1, days: 1, from: invoice.period.from, to: invoice.period.to, total: negative(amount), vatRate: centsToDecimal(rate) };
}

function creditedLines(invoice: DocumentData, request: CreditRequest, soFar: CreditedSoFar): Credited | CreditNoteRefusal {
  const figures = invoice.figures;
  const rates = invoiceRates(invoice);

  if (request.mode === "whole") {
    // Once part of it is credited, "the whole invoice" is what is left of it, rate by rate.
    if (soFar.ht > 0n) {
      const left = [...remainingByRate(invoice, soFar)].filter(([, line]) => line.base > 0n);
      const several = left.length > 1;
      const lines = left.map(([rate, line]) => amountLine(invoice, line.base, rate, `Solde de la facture ${invoice.number}${several ? ` — TVA ${rateText(rate)}` : ""}`));
      const subtotal = left.reduce((sum, [, line]) => sum + line.base, 0n);
      return { lines, subtotal, discount: 0n, deliveryFee: 0n, table: left.map(([rate, line]) => ({ rate, base: line.base, vat: line.vat })) };
    }
    return {
      lines: invoice.lines.map((line) => ({ ...line, total: negative(cents(line.total)), vatRate: documentLineVatRate(line, figures) })),
      subtotal: cents(figures.subtotal),
      discount: cents(figures.discount),
      deliveryFee: cents(figures.deliveryFee),
      table: [...rates].map(([rate, line]) => ({ rate, ...line })),
    };
  }
  if (request.mode === "amount") {
    if (request.amountHt <= 0n) return { ok: false, message: "Le montant de l'avoir doit être supérieur à 0.", field: "amount" };
    const rate = request.vatRate ?? (rates.size === 1 ? [...rates.keys()][0]! : null);
    if (rate === null) return { ok: false, message: `Choisissez le taux de TVA de l'avoir : la facture ${invoice.number} en a plusieurs.`, field: "amount" };
    if (!rates.has(rate)) {
      return { ok: false, message: `La facture ${invoice.number} n'a pas de ligne à ${rateText(rate)} de TVA : choisissez l'un de ses taux.`, field: "amount" };
    }
    return {
      lines: [amountLine(invoice, request.amountHt, rate, `Avoir sur la facture ${invoice.number}`)],
      subtotal: request.amountHt,
      discount: 0n,
      deliveryFee: 0n,
      table: vatTable(new Map([[rate, request.amountHt]])),
    };
  }
  const chosen = [...new Set(request.lines)].sort((a, b) => a - b);
  if (chosen.some((index) => !Number.isInteger(index) || index < 0 || index >= invoice.lines.length)) {
    return { ok: false, message: "Une ligne choisie n'est pas sur la facture.", field: "lines" };
  }
  const lines = chosen.map((index) => invoice.lines[index]!);
  const subtotal = lines.reduce((sum, line) => sum + cents(line.total), 0n);
  const invoiceSubtotal = cents(figures.subtotal);
  // The credited lines take back their share of the invoice's discount, rounded half up, spread
  // over their rates as the invoice spread its discount.
  const discount = invoiceSubtotal > 0n ? (cents(figures.discount) * subtotal * 2n + invoiceSubtotal) / (2n * invoiceSubtotal) : 0n;
  const deliveryFee = request.delivery ? cents(figures.deliveryFee) : 0n;
  if (subtotal - discount + deliveryFee <= 0n) return { ok: false, message: "Choisissez au moins une ligne de la facture, ou ses frais de livraison.", field: "lines" };
  const feeRate = cents(figures.deliveryFeeVatRate ?? figures.vatRate ?? "19");
  const table = vatByRate(
    lines.map((line) => ({ rate: cents(documentLineVatRate(line, figures)), amount: cents(line.total) })),
    discount,
    [{ rate: feeRate, amount: deliveryFee }],
  );
  return { lines: lines.map((line) => ({ ...line, total: negative(cents(line.total)), vatRate: documentLineVatRate(line, figures) })), subtotal, discount, deliveryFee, table };
}

/**
 * The credit note of `request` on `invoice` (its stored data), given what earlier credit notes of
 * that invoice gave back. Refused when it would credit more than what remains, in all or at a rate.
 */
export function buildCreditNoteData(
  invoice: DocumentData,
  soFar: CreditedSoFar,
  request: CreditRequest,
  issue: { number: string; issuedOn: string; reason: string; terms?: string },
): CreditNoteBuild | CreditNoteRefusal {
  const remaining = remainingHt(invoice, soFar);
  if (remaining <= 0n) return { ok: false, message: `La facture ${invoice.number} est déjà entièrement créditée.`, field: "mode" };
  const credited = creditedLines(invoice, request, soFar);
  if ("ok" in credited) return credited;
  const field = request.mode === "amount" ? "amount" : "lines";
  const ht = credited.table.reduce((sum, line) => sum + line.base, 0n);
  if (ht > remaining) {
    return { ok: false, message: `L'avoir (${formatPrice(ht)} HT) dépasse ce qui reste à créditer sur la facture ${invoice.number} (${formatPrice(remaining)} HT).`, field };
  }
  const completes = ht === remaining;
  const left = remainingByRate(invoice, soFar);
  // No rate beyond what remains of it. Chosen lines keep their shares of the discount: through the
  // rounding of earlier shares, a cent a line may stand above a rate's rest; the rest is credited.
  const slack = request.mode === "lines" ? BigInt(credited.lines.length) : 0n;
  let table: VatLine[] = [];
  for (const line of credited.table) {
    const rest = left.get(line.rate)?.base ?? 0n;
    if (line.base > rest + slack) {
      return {
        ok: false,
        message: `L'avoir (${formatPrice(line.base)} HT à ${rateText(line.rate)}) dépasse ce qui reste à créditer à ce taux sur la facture ${invoice.number} (${formatPrice(rest > 0n ? rest : 0n)} HT).`,
        field,
      };
    }
    table.push(line.base > rest ? (vatTable(new Map([[line.rate, rest]]))[0] ?? { rate: line.rate, base: 0n, vat: 0n }) : line);
  }
  // The last credit note gives back exactly what remains of each rate, its VAT included.
  table = completes ? [...left].map(([rate, line]) => ({ rate, base: line.base, vat: line.vat })) : table.filter((line) => line.base !== 0n);
  const creditedHt = table.reduce((sum, line) => sum + line.base, 0n);
  const vat = totalVat(table);
  const stampDuty = completes ? cents(invoice.figures.stampDuty) : 0n;
  const ttc = creditedHt + vat + stampDuty;
  // Sous-total − remise + livraison = total HT, as printed, whatever the last cents did.
  const discount = credited.subtotal + credited.deliveryFee - creditedHt;
  const { paid: _paid, due: _due, vatRate: _vatRate, ...invoiceFigures } = invoice.figures;
  void _paid;
  void _due;
  void _vatRate;
  return {
    ok: true,
    creditedHt,
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
        discount: centsToDecimal(discount),
        deliveryFee: negative(credited.deliveryFee),
        totalHt: negative(creditedHt),
        vatByRate: storedVatTable(table.map((line) => ({ rate: line.rate, base: -line.base, vat: -line.vat }))),
        vat: negative(vat),
        stampDuty: negative(stampDuty),
        totalTtc: negative(ttc),
        deposit: "0.00",
      },
      paymentTerms: issue.terms ?? "",
      notes: null,
      credit: { invoiceNumber: invoice.number, invoiceIssuedOn: invoice.issuedOn, reason: issue.reason },
      dueOn: undefined,
    },
  };
}
