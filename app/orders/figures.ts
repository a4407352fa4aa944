// An order's figures, from its lines, its charges and its taxes: one pure function used by the
// checkout, the back office's edits and the quotes and invoices. Exact cents (ADR 002); the
// percents (discount, VAT) have two decimals and each rounded amount is rounded half up to the
// cent once, where it is computed: the discount, then the VAT on the total HT.

import { centsToDecimal, decimalToCents, lineTotal, orderTotal, type Cents, type PricedLine } from "~/lib/pricing";

export type DiscountKind = "amount" | "percent";

export type OrderCharges = {
  /** Delivery and installation, HT. */
  deliveryFee: Cents;
  /** An amount in cents, or a percent in hundredths (12.5 % → 1250n). */
  discount: { kind: DiscountKind; value: Cents };
  /** Caution: shown apart, never part of the total. */
  deposit: Cents;
};

export type OrderTaxes = {
  /** VAT percent in hundredths: 19 % → 1900n. */
  vatRate: Cents;
  /** Timbre fiscal, per invoice. */
  stampDuty: Cents;
};

export type OrderFigures = {
  /** Σ lines: SPEC §3's total_amount. */
  subtotal: Cents;
  discount: Cents;
  deliveryFee: Cents;
  /** subtotal − discount + delivery fee. */
  totalHt: Cents;
  vatRate: Cents;
  vat: Cents;
  stampDuty: Cents;
  /** totalHt + VAT + stamp duty: what the client pays. */
  totalTtc: Cents;
  deposit: Cents;
};

/** a × b / 10 000, rounded half up (a, b ≥ 0): an amount times a percent in hundredths. */
export function applyPercent(amount: Cents, hundredthsOfPercent: Cents): Cents {
  return (amount * hundredthsOfPercent + 5_000n) / 10_000n;
}

/** The discount in cents: an amount as given, or a percent of the rental subtotal. */
export function discountAmount(subtotal: Cents, discount: OrderCharges["discount"]): Cents {
  return discount.kind === "percent" ? applyPercent(subtotal, discount.value) : discount.value;
}

export function orderFigures(lines: PricedLine[], charges: OrderCharges, taxes: OrderTaxes): OrderFigures {
  const subtotal = orderTotal(lines);
  const discount = discountAmount(subtotal, charges.discount);
  const totalHt = subtotal - discount + charges.deliveryFee;
  const vat = applyPercent(totalHt, taxes.vatRate);
  return {
    subtotal,
    discount,
    deliveryFee: charges.deliveryFee,
    totalHt,
    vatRate: taxes.vatRate,
    vat,
    stampDuty: taxes.stampDuty,
    totalTtc: totalHt + vat + taxes.stampDuty,
    deposit: charges.deposit,
  };
}

/** The stored order's columns this module reads (decimal strings, as the database gives them). */
export type StoredOrderMoney = {
  items: { price: string; quantity: number; totalDays: number }[];
  delivery_fee: string;
  discount_kind: string;
  discount_value: string;
  deposit: string;
  vat_rate: string;
  stamp_duty: string;
};

const cents = (decimal: string) => decimalToCents(decimal) ?? 0n;

export function pricedLines(items: StoredOrderMoney["items"]): PricedLine[] {
  return items.map((item) => ({ unitPrice: cents(item.price), quantity: item.quantity, totalDays: item.totalDays }));
}

/** The figures of a stored order. */
export function storedOrderFigures(order: StoredOrderMoney): OrderFigures {
  return orderFigures(
    pricedLines(order.items),
    {
      deliveryFee: cents(order.delivery_fee),
      discount: { kind: order.discount_kind === "percent" ? "percent" : "amount", value: cents(order.discount_value) },
      deposit: cents(order.deposit),
    },
    { vatRate: cents(order.vat_rate), stampDuty: cents(order.stamp_duty) },
  );
}

/**
 * An order's figures as its row stores them (exact decimal text): what a checkout, an edit, a
 * won request, the history and the tests all write beside the order's lines and charges.
 */
export function storedTotals(figures: OrderFigures): { total_amount: string; total_ht: string; vat_amount: string; total_ttc: string } {
  return {
    total_amount: centsToDecimal(figures.subtotal),
    total_ht: centsToDecimal(figures.totalHt),
    vat_amount: centsToDecimal(figures.vat),
    total_ttc: centsToDecimal(figures.totalTtc),
  };
}

export { lineTotal };
