import { describe, expect, it } from "vitest";
import { fromMillimes, toMillimes } from "./millimes";

describe("toMillimes", () => {
  it("reads the app's two-decimal amounts exactly", () => {
    expect(toMillimes("0.01")).toBe(10);
    expect(toMillimes("1234.50")).toBe(1_234_500);
    expect(toMillimes("999999999.99")).toBe(999_999_999_990);
    // A float would give 289.99999999999997 × 10.
    expect(toMillimes("0.29")).toBe(290);
  });

  it("takes none to three decimals, and spaces around", () => {
    expect(toMillimes("12")).toBe(12_000);
    expect(toMillimes("12.")).toBe(12_000);
    expect(toMillimes("12.5")).toBe(12_500);
    expect(toMillimes("123.450")).toBe(123_450);
    expect(toMillimes("123.455")).toBe(123_455);
    expect(toMillimes(" 0.00 ")).toBe(0);
  });

  it("refuses what is not an amount of millimes rather than rounding it", () => {
    for (const text of ["", "abc", "-1.00", "1,50", "1.2345", ".5", "1e3", "9007199254740.992"]) {
      expect(() => toMillimes(text), text).toThrow(RangeError);
    }
  });
});

describe("fromMillimes", () => {
  it("writes the app's two decimals", () => {
    expect(fromMillimes(10)).toBe("0.01");
    expect(fromMillimes(1_234_500)).toBe("1234.50");
    expect(fromMillimes(999_999_999_990)).toBe("999999999.99");
    expect(fromMillimes(0)).toBe("0.00");
  });

  it("keeps a third decimal that two cannot hold", () => {
    expect(fromMillimes(123_455)).toBe("123.455");
    expect(fromMillimes(1)).toBe("0.001");
  });

  it("is exact at the largest safe integer", () => {
    expect(fromMillimes(Number.MAX_SAFE_INTEGER)).toBe("9007199254740.991");
    expect(toMillimes("9007199254740.991")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("gives back what toMillimes read", () => {
    for (const text of ["0.01", "1234.50", "999999999.99", "0.10", "7.00"]) expect(fromMillimes(toMillimes(text))).toBe(text);
  });

  it("refuses a fraction or a negative number of millimes", () => {
    for (const value of [1.5, -10, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => fromMillimes(value), String(value)).toThrow(RangeError);
  });
});
