import { describe, expect, it } from "vitest";
import { centsToDecimal, decimalToCents, formatAmount, formatAmountIn, formatPrice, formatPriceIn, lineTotal, orderTotal, parsePrice, perDaySum, priceText } from "./pricing";

const NBSP = "\u00a0";

describe("parsePrice (SPEC §9: strip everything but digits and the dot)", () => {
  it("reads '1 250 DT' as 1250", () => {
    expect(parsePrice("1 250 DT")).toBe(125000n);
    expect(centsToDecimal(parsePrice("1 250 DT"))).toBe("1250.00");
  });
  it("keeps decimals written with a dot", () => {
    expect(parsePrice("120.50 DT")).toBe(12050n);
    expect(parsePrice("DT 0.05")).toBe(5n);
    expect(parsePrice(priceText("89.9"))).toBe(8990n);
  });
  it("gives 0 for text without a usable number", () => {
    expect(parsePrice("Sur devis")).toBe(0n);
    expect(parsePrice("1.2.3 DT")).toBe(0n);
  });
});

describe("decimalToCents / centsToDecimal", () => {
  it("round-trips the database's numeric text", () => {
    expect(decimalToCents("120.00")).toBe(12000n);
    expect(decimalToCents("0")).toBe(0n);
    expect(centsToDecimal(7n)).toBe("0.07");
    expect(centsToDecimal(99999999999n)).toBe("999999999.99");
  });
  it("rounds a third decimal half up and refuses non-numbers", () => {
    expect(decimalToCents("1.005")).toBe(101n);
    expect(decimalToCents("1.004")).toBe(100n);
    expect(decimalToCents("-3")).toBeNull();
    expect(decimalToCents("abc")).toBeNull();
  });
});

describe("totals", () => {
  it("multiplies unit × quantity × days", () => {
    expect(lineTotal({ unitPrice: 12050n, quantity: 2, totalDays: 3 })).toBe(72300n);
  });
  it("adds decimals without drift where floats would", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const lines = [
      { unitPrice: decimalToCents("0.10")!, quantity: 1, totalDays: 1 },
      { unitPrice: decimalToCents("0.20")!, quantity: 1, totalDays: 1 },
    ];
    expect(centsToDecimal(orderTotal(lines))).toBe("0.30");
    const many = Array.from({ length: 1000 }, () => ({ unitPrice: decimalToCents("19.99")!, quantity: 3, totalDays: 7 }));
    expect(centsToDecimal(orderTotal(many))).toBe("419790.00");
  });
  it("stays exact beyond float precision", () => {
    const huge = { unitPrice: decimalToCents("99999999.99")!, quantity: 1000, totalDays: 366 };
    expect(centsToDecimal(lineTotal(huge))).toBe("36599999996340.00");
  });
  it("per-day sum ignores the days (SPEC §9 'DT/jour')", () => {
    expect(perDaySum([{ unitPrice: 10000n, quantity: 2 }, { unitPrice: 2550n, quantity: 1 }])).toBe(22550n);
  });
  it("an empty order is 0", () => {
    expect(orderTotal([])).toBe(0n);
  });
});

describe("French formatting", () => {
  it("writes '1 250,00 DT'", () => {
    expect(formatPrice(125000n)).toBe(`1${NBSP}250,00${NBSP}DT`);
    expect(formatPrice(5n)).toBe(`0,05${NBSP}DT`);
    expect(formatPrice(123456789n)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}DT`);
  });
});

describe("prices in the page's language", () => {
  it("French is formatPrice byte for byte", () => {
    for (const cents of [0n, 5n, 12050n, 125000n, 123456789n, -84603n]) {
      expect(formatPriceIn("fr", cents)).toBe(formatPrice(cents));
      expect(formatAmountIn("fr", cents)).toBe(formatAmount(cents));
    }
  });

  it("English and Arabic through Intl, exact and with Latin digits", () => {
    expect(formatPriceIn("en", 125000n)).toBe("TND\u00a01,250.00");
    expect(formatAmountIn("en", 12050n)).toBe("120.50");
    expect(formatPriceIn("en", 1234567890123456789n)).toBe("TND\u00a012,345,678,901,234,567.89");
    expect(formatPriceIn("ar", 125000n)).toMatch(/^\u200f?1\.250,00\s?د\.ت\.\u200f?$/);
  });
});
