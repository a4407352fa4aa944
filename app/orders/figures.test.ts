import { describe, expect, it } from "vitest";
import { applyPercent, orderFigures, spread, storedTotals, vatByRate } from "./figures";
import { formatPercent } from "~/lib/percent";

const taxes = { stampDuty: 100n };
const none = { deliveryFee: 0n, deliveryFeeVatRate: 1900n, discount: { kind: "amount" as const, value: 0n }, deposit: 0n };
/** A line at 19 % unless said otherwise. */
const line = (unitPrice: bigint, quantity: number, totalDays: number, vatRate = 1900n) => ({ unitPrice, quantity, totalDays, vatRate });

describe("order figures", () => {
  it("adds VAT on the total HT and the stamp duty once", () => {
    const figures = orderFigures([line(12050n, 2, 3)], none, taxes);
    // 120.50 × 2 × 3 = 723.00; VAT 19 % = 137.37; + 1.00 stamp = 861.37
    expect(figures).toMatchObject({ subtotal: 72300n, totalHt: 72300n, vat: 13737n, stampDuty: 100n, totalTtc: 86137n });
  });

  it("are stored as the order row's exact decimal text, discount and fee included", () => {
    const charges = { deliveryFee: 4500n, deliveryFeeVatRate: 1900n, discount: { kind: "percent" as const, value: 1000n }, deposit: 0n };
    const figures = orderFigures([line(12050n, 2, 3)], charges, taxes);
    // 723.00 − 10 % = 650.70, + 45.00 delivery = 695.70 HT; VAT 132.18; + 1.00 stamp = 828.88
    expect(storedTotals(figures)).toEqual({ total_amount: "723.00", total_ht: "695.70", vat_amount: "132.18", total_ttc: "828.88" });
  });

  it("rounds the VAT half up to the cent", () => {
    // 0.50 × 19 % = 0.095 → 0.10; 0.02 × 19 % = 0.0038 → 0.00
    expect(orderFigures([line(50n, 1, 1)], none, taxes).vat).toBe(10n);
    expect(orderFigures([line(2n, 1, 1)], none, taxes).vat).toBe(0n);
    expect(applyPercent(333n, 1250n)).toBe(42n); // 3.33 × 12.5 % = 0.41625 → 0.42
  });

  it("takes a percent discount off the rental subtotal, then adds the fee, and leaves the deposit apart", () => {
    const figures = orderFigures(
      [line(33333n, 1, 1), line(1n, 3, 1)],
      { deliveryFee: 15000n, deliveryFeeVatRate: 1900n, discount: { kind: "percent", value: 1000n }, deposit: 50000n },
      taxes,
    );
    // subtotal 333.36; 10 % = 33.336 → 33.34; HT = 333.36 − 33.34 + 150 = 450.02; VAT = 85.5038 → 85.50
    expect(figures).toEqual({
      subtotal: 33336n,
      discount: 3334n,
      deliveryFee: 15000n,
      totalHt: 45002n,
      vatByRate: [{ rate: 1900n, base: 45002n, vat: 8550n }],
      vat: 8550n,
      stampDuty: 100n,
      totalTtc: 45002n + 8550n + 100n,
      deposit: 50000n,
    });
  });

  it("takes an amount discount as given and follows the VAT rate and stamp of the order", () => {
    const figures = orderFigures([line(100000n, 1, 2, 700n)], { ...none, deliveryFeeVatRate: 700n, discount: { kind: "amount", value: 25050n } }, { stampDuty: 0n });
    // 2000 − 250.50 = 1749.50; 7 % = 122.465 → 122.47
    expect(figures).toMatchObject({ totalHt: 174950n, vat: 12247n, totalTtc: 174950n + 12247n });
  });

  it("breaks the VAT down per rate: each line at its rate, the fee at its own, the stamp duty once", () => {
    // Sound at 19 % (3 × 250 = 750), accommodation of the speakers at 7 % (2 nights × 180 × 2 rooms = 720),
    // an exempt line at 0 % (50), delivery 120 at 19 %.
    const figures = orderFigures(
      [line(25000n, 1, 3), line(18000n, 2, 2, 700n), line(5000n, 1, 1, 0n)],
      { ...none, deliveryFee: 12000n, deliveryFeeVatRate: 1900n },
      taxes,
    );
    expect(figures.vatByRate).toEqual([
      { rate: 1900n, base: 87000n, vat: 16530n },
      { rate: 700n, base: 72000n, vat: 5040n },
      { rate: 0n, base: 5000n, vat: 0n },
    ]);
    expect(figures).toMatchObject({ subtotal: 152000n, totalHt: 164000n, vat: 21570n, stampDuty: 100n, totalTtc: 164000n + 21570n + 100n });
  });

  it("spreads a discount over the rates in proportion, to the cent, and rounds each rate's VAT once", () => {
    // 100.01 at 19 % and 200.02 at 7 %, 10 % off = 30.00 (30.003 → 30.00): 10.00 and 20.00 by weight, the odd cent nowhere.
    const figures = orderFigures([line(10001n, 1, 1), line(20002n, 1, 1, 700n)], { ...none, discount: { kind: "percent", value: 1000n } }, taxes);
    expect(figures.discount).toBe(3000n);
    expect(figures.vatByRate).toEqual([
      { rate: 1900n, base: 9001n, vat: 1710n }, // 90.01 × 19 % = 17.1019 → 17.10
      { rate: 700n, base: 18002n, vat: 1260n }, // 180.02 × 7 % = 12.6014 → 12.60
    ]);
    expect(figures.totalHt).toBe(9001n + 18002n);
    // The shares always add up to the discount, the largest remainders taking the odd cents.
    expect(spread(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(spread(5n, [3n, 0n, 7n])).toEqual([2n, 0n, 3n]);
    expect(spread(7n, [0n, 0n])).toEqual([7n, 0n]);
    for (let total = 0n; total < 200n; total += 7n) {
      const shares = spread(total, [333n, 1n, 999n, 50n]);
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });

  it("leaves out a rate with nothing to tax, and keeps one rate's figures as the single rate gave them", () => {
    expect(vatByRate([{ rate: 1300n, amount: 0n }, { rate: 1900n, amount: 1000n }], 0n, [{ rate: 700n, amount: 0n }])).toEqual([{ rate: 1900n, base: 1000n, vat: 190n }]);
    // An order of one rate: the table is its one line, its VAT the one rate's of the total HT.
    const figures = orderFigures([line(12050n, 2, 3), line(999n, 1, 2)], { ...none, deliveryFee: 4500n, discount: { kind: "amount", value: 1234n } }, taxes);
    expect(figures.vatByRate).toEqual([{ rate: 1900n, base: figures.totalHt, vat: applyPercent(figures.totalHt, 1900n) }]);
  });

  it("writes percents in French", () => {
    expect(formatPercent(1900n)).toBe("19\u00a0%");
    expect(formatPercent(750n)).toBe("7,5\u00a0%");
    expect(formatPercent(1225n)).toBe("12,25\u00a0%");
  });
});
