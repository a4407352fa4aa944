import { describe, expect, it } from "vitest";
import { arrowKeyStep, elementDirection, swipeStep } from "./text-direction";

describe("arrowKeyStep", () => {
  it("goes to the next item with the right arrow in a left-to-right page", () => {
    expect(arrowKeyStep("ArrowRight", "ltr")).toBe(1);
    expect(arrowKeyStep("ArrowLeft", "ltr")).toBe(-1);
  });

  it("goes to the next item with the left arrow in a right-to-left page", () => {
    expect(arrowKeyStep("ArrowLeft", "rtl")).toBe(1);
    expect(arrowKeyStep("ArrowRight", "rtl")).toBe(-1);
  });

  it("leaves every other key alone", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End", "Enter", " ", "Escape", "Right", "arrowright"]) {
      expect(arrowKeyStep(key, "ltr")).toBeNull();
      expect(arrowKeyStep(key, "rtl")).toBeNull();
    }
  });
});

describe("swipeStep", () => {
  it("brings the next item when the finger moves towards the start of the line", () => {
    expect(swipeStep(-60, "ltr", 40)).toBe(1);
    expect(swipeStep(60, "ltr", 40)).toBe(-1);
    expect(swipeStep(60, "rtl", 40)).toBe(1);
    expect(swipeStep(-60, "rtl", 40)).toBe(-1);
  });

  it("ignores a move shorter than the threshold, and counts one exactly at it", () => {
    expect(swipeStep(39, "ltr", 40)).toBeNull();
    expect(swipeStep(-39, "rtl", 40)).toBeNull();
    expect(swipeStep(0, "rtl", 40)).toBeNull();
    expect(swipeStep(Number.NaN, "ltr", 40)).toBeNull();
    expect(swipeStep(-40, "ltr", 40)).toBe(1);
    expect(swipeStep(40, "rtl", 40)).toBe(1);
  });
});

describe("elementDirection", () => {
  // Just what the function reads of an element and its window: no DOM in this suite.
  const element = (computed: string | undefined, closestDir: string | null = null) =>
    ({
      ownerDocument: computed === undefined ? null : { defaultView: { getComputedStyle: () => ({ direction: computed }) } },
      closest: () => (closestDir === null ? null : { getAttribute: () => closestDir }),
    }) as unknown as Element;

  it("reads the computed direction, which inherits any ancestor's dir", () => {
    expect(elementDirection(element("rtl"))).toBe("rtl");
    expect(elementDirection(element("ltr", "rtl"))).toBe("ltr");
  });

  it("falls back on the nearest dir attribute without a window, and on left to right without either", () => {
    expect(elementDirection(element(undefined, "RTL"))).toBe("rtl");
    expect(elementDirection(element(undefined, "ltr"))).toBe("ltr");
    expect(elementDirection(element(undefined))).toBe("ltr");
  });

  it("is left to right for no element on the server", () => {
    expect(elementDirection(null)).toBe("ltr");
  });
});
