// An order's figures, from its lines, its charges and its taxes: one pure function used by the
// checkout, the back office's edits, the quotes, invoices, credit notes, charges' invoices and
// event quotes. Exact cents (ADR 002); percents (discount, VAT) have two decimals.
//
// VAT per rate (issue 37): each line carries its rate (19, 13, 7 or 0 %), the delivery fee its
// own. The discount is spread over the rental lines' rates in proportion to their amounts (the
// largest remainders take the odd cents, so the shares add up to it exactly); each rate's base HT
// is its lines less its share, plus the fees at that rate; the VAT of a rate is its base × rate,
// rounded half up once per rate — the table a Tunisian invoice prints. The stamp duty is once.

import { centsToDecimal, decimalToCents, lineTotal, orderTotal, type Cents, type PricedLine } from "~/lib/pricing";

export type DiscountKind = "amount" | "percent";

export type OrderCharges = {
  /** Delivery and installation, HT. */
  deliveryFee: Cents;
  /** The fee's VAT rate in hundredths of a percent (19 % → 1900n). */
  deliveryFeeVatRate: Cents;
  /** An amount in cents, or a percent in hundredths (12.5 % → 1250n). */
  discount: { kind: DiscountKind; value: Cents };
  /** Caution: shown apart, never part of the total. */
  deposit: Cents;
};

export type OrderTaxes = {
  /** Timbre fiscal, per invoice. */
  stampDuty: Cents;
};

/** A line priced at its VAT rate, in hundredths of a percent (19 % → 1900n). */
export type TaxedLine = PricedLine & { vatRate: Cents };

/** An amount HT at a VAT rate. */
export type RatedAmount = { rate: Cents; amount: Cents };

/** One row of the VAT table: the rate, the base HT at that rate and its VAT. */
export type VatLine = { rate: Cents; base: Cents; vat: Cents };

export type OrderFigures = {
  /** Σ lines: SPEC §3's total_amount. */
  subtotal: Cents;
  discount: Cents;
  deliveryFee: Cents;
  /** subtotal − discount + delivery fee = Σ bases. */
  totalHt: Cents;
  /** The VAT table, highest rate first; a rate with no base is left out. */
  vatByRate: VatLine[];
  /** Σ VAT of the rates. */
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

/**
 * `total` (≥ 0) in shares proportional to `weights` (≥ 0) that add up to it exactly: each share
 * rounded down, then the odd cents to the largest remainders (the first on a tie). All to the
 * first weight when they are all 0.
 */
export function spread(total: Cents, weights: Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (weights.length === 0) return [];
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? total : 0n));
  const shares = weights.map((weight) => (total * weight) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares;
}

/** Σ amount per rate, in the order the rates come. */
function sumByRate(amounts: RatedAmount[]): Map<Cents, Cents> {
  const sums = new Map<Cents, Cents>();
  for (const { rate, amount } of amounts) sums.set(rate, (sums.get(rate) ?? 0n) + amount);
  return sums;
}

/**
 * The VAT table of amounts HT at their rates (≥ 0), `discount` spread over the `lines`' rates in
 * proportion (the `fees` take none of it): base and VAT per rate, highest rate first, rates with
 * no base left out.
 */
export function vatByRate(lines: RatedAmount[], discount: Cents = 0n, fees: RatedAmount[] = []): VatLine[] {
  const lineSums = sumByRate(lines);
  const rates = [...lineSums.keys()];
  const shares = spread(discount, rates.map((rate) => lineSums.get(rate)!));
  const bases = new Map<Cents, Cents>(rates.map((rate, index) => [rate, lineSums.get(rate)! - shares[index]!]));
  for (const [rate, amount] of sumByRate(fees)) bases.set(rate, (bases.get(rate) ?? 0n) + amount);
  return vatTable(bases);
}

/** Bases per rate to VAT lines: VAT rounded half up per rate, highest rate first, no empty rate. */
export function vatTable(bases: Map<Cents, Cents>): VatLine[] {
  return [...bases]
    .filter(([, base]) => base !== 0n)
    .sort(([a], [b]) => (a > b ? -1 : a < b ? 1 : 0))
    .map(([rate, base]) => ({ rate, base, vat: base < 0n ? -applyPercent(-base, rate) : applyPercent(base, rate) }));
}

/** Σ VAT of a table. */
export function totalVat(table: VatLine[]): Cents {
  return table.reduce((sum, line) => sum + line.vat, 0n);
}

export function orderFigures(lines: TaxedLine[], charges: OrderCharges, taxes: OrderTaxes): OrderFigures {
  const subtotal = orderTotal(lines);
  const discount = discountAmount(subtotal, charges.discount);
  const totalHt = subtotal - discount + charges.deliveryFee;
  const table = vatByRate(
    lines.map((line) => ({ rate: line.vatRate, amount: lineTotal(line) })),
    discount,
    [{ rate: charges.deliveryFeeVatRate, amount: charges.deliveryFee }],
  );
  const vat = totalVat(table);
  return {
    subtotal,
    discount,
    deliveryFee: charges.deliveryFee,
    totalHt,
    vatByRate: table,
    vat,
    stampDuty: taxes.stampDuty,
    totalTtc: totalHt + vat + taxes.stampDuty,
    deposit: charges.deposit,
  };
}

/** The stored order's columns this module reads (decimal strings, as the database gives them). */
export type StoredOrderMoney = {
  items: { price: string; quantity: number; totalDays: number; vatRate: string }[];
  delivery_fee: string;
  delivery_fee_vat_rate: string;
  discount_kind: string;
  discount_value: string;
  deposit: string;
  stamp_duty: string;
};

const cents = (decimal: string) => decimalToCents(decimal) ?? 0n;

export function pricedLines(items: StoredOrderMoney["items"]): TaxedLine[] {
  return items.map((item) => ({ unitPrice: cents(item.price), quantity: item.quantity, totalDays: item.totalDays, vatRate: cents(item.vatRate) }));
}

/** The figures of a stored order. */
export function storedOrderFigures(order: StoredOrderMoney): OrderFigures {
  return orderFigures(
    pricedLines(order.items),
    {
      deliveryFee: cents(order.delivery_fee),
      deliveryFeeVatRate: cents(order.delivery_fee_vat_rate),
      discount: { kind: order.discount_kind === "percent" ? "percent" : "amount", value: cents(order.discount_value) },
      deposit: cents(order.deposit),
    },
    { stampDuty: cents(order.stamp_duty) },
  );
}

/** The VAT table as decimal text ("19.00", "1000.00", "190.00"): what documents store and loaders send. */
export type StoredVatLine = { rate: string; base: string; vat: string };

export function storedVatTable(table: VatLine[]): StoredVatLine[] {
  return table.map((line) => ({ rate: centsToDecimal(line.rate), base: centsToDecimal(line.base), vat: centsToDecimal(line.vat) }));
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
