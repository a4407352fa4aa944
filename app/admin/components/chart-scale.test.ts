import { describe, expect, it } from "vitest";
import { niceScale, tickLabel } from "./chart-scale";

describe("the bar charts' scale", () => {
  it("takes in every bar with round ticks, zero among them", () => {
    expect(niceScale([480, 0, 1200])).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale([12_345])).toEqual({ min: 0, max: 15_000, ticks: [0, 5000, 10_000, 15_000] });
  });

  it("reaches below zero for a month credited more than invoiced", () => {
    const scale = niceScale([5720.2, -1190]);
    expect(scale).toEqual({ min: -2000, max: 6000, ticks: [-2000, 0, 2000, 4000, 6000] });
    expect(niceScale([-500]).max).toBe(0);
  });

  it("draws an empty year on an axis to 1 000 DT, and no tick finer than 1 DT", () => {
    expect(niceScale([0, 0, 0]).max).toBe(1000);
    expect(niceScale([0.3]).ticks).toEqual([0, 1]);
  });

  it("writes ticks short and French", () => {
    expect([0, 500, 2500, 12_000, 1_250_000, -2000].map(tickLabel)).toEqual(["0", "500", "2,5\u00a0k", "12\u00a0k", "1,3\u00a0M", "\u22122\u00a0k"]);
  });
});
