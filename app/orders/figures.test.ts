import { describe, expect, it } from "vitest";
import { applyPercent, orderFigures, storedTotals } from "./figures";
import { formatPercent } from "~/lib/percent";

const taxes = { vatRate: 1900n, stampDuty: 100n };
const none = { deliveryFee: 0n, discount: { kind: "amount" as const, value: 0n }, deposit: 0n };

describe("order figures", () => {
  it("adds VAT on the total HT and the stamp duty once", () => {
    const figures = orderFigures([{ unitPrice: 12050n, quantity: 2, totalDays: 3 }], none, taxes);
    // 120.50 × 2 × 3 = 723.00; VAT 19 % = 137.37; + 1.00 stamp = 861.37
    expect(figures).toMatchObject({ subtotal: 72300n, totalHt: 72300n, vat: 13737n, stampDuty: 100n, totalTtc: 86137n });
  });

  it("are stored as the order row's exact decimal text, discount and fee included", () => {
    const charges = { deliveryFee: 4500n, discount: { kind: "percent" as const, value: 1000n }, deposit: 0n };
    const figures = orderFigures([{ unitPrice: 12050n, quantity: 2, totalDays: 3 }], charges, taxes);
    // 723.00 − 10 % = 650.70, + 45.00 delivery = 695.70 HT; VAT 132.18; + 1.00 stamp = 828.88
    expect(storedTotals(figures)).toEqual({ total_amount: "723.00", total_ht: "695.70", vat_amount: "132.18", total_ttc: "828.88" });
  });

  it("rounds the VAT half up to the cent", () => {
    // 0.50 × 19 % = 0.095 → 0.10; 0.02 × 19 % = 0.0038 → 0.00
    expect(orderFigures([{ unitPrice: 50n, quantity: 1, totalDays: 1 }], none, taxes).vat).toBe(10n);
    expect(orderFigures([{ unitPrice: 2n, quantity: 1, totalDays: 1 }], none, taxes).vat).toBe(0n);
    expect(applyPercent(333n, 1250n)).toBe(42n); // 3.33 × 12.5 % = 0.41625 → 0.42
  });

  it("takes a percent discount off the rental subtotal, then adds the fee, and leaves the deposit apart", () => {
    const figures = orderFigures(
      [
        { unitPrice: 33333n, quantity: 1, totalDays: 1 },
        { unitPrice: 1n, quantity: 3, totalDays: 1 },
      ],
      { deliveryFee: 15000n, discount: { kind: "percent", value: 1000n }, deposit: 50000n },
      taxes,
    );
    // subtotal 333.36; 10 % = 33.336 → 33.34; HT = 333.36 − 33.34 + 150 = 450.02; VAT = 85.5038 → 85.50
    expect(figures).toEqual({
      subtotal: 33336n,
      discount: 3334n,
      deliveryFee: 15000n,
      totalHt: 45002n,
      vatRate: 1900n,
      vat: 8550n,
      stampDuty: 100n,
      totalTtc: 45002n + 8550n + 100n,
      deposit: 50000n,
    });
  });

  it("takes an amount discount as given and follows the VAT rate and stamp of the order", () => {
    const figures = orderFigures([{ unitPrice: 100000n, quantity: 1, totalDays: 2 }], { ...none, discount: { kind: "amount", value: 25050n } }, { vatRate: 700n, stampDuty: 0n });
    // 2000 − 250.50 = 1749.50; 7 % = 122.465 → 122.47
    expect(figures).toMatchObject({ totalHt: 174950n, vat: 12247n, totalTtc: 174950n + 12247n });
  });

  it("writes percents in French", () => {
    expect(formatPercent(1900n)).toBe("19\u00a0%");
    expect(formatPercent(750n)).toBe("7,5\u00a0%");
    expect(formatPercent(1225n)).toBe("12,25\u00a0%");
  });
});
