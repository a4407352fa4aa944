import { describe, expect, it } from "vitest";
import {
  canTransition,
  formatOrderNumber,
  holdsUnits,
  orderStatusBadgeClass,
  orderStatusLabel,
  transitionsFrom,
} from "./status";

describe("order status workflow (SPEC §4)", () => {
  it("offers exactly the spec's actions", () => {
    expect(transitionsFrom("new").map((t) => [t.label, t.to])).toEqual([
      ["Confirmer", "confirmed"],
      ["Annuler", "cancelled"],
    ]);
    expect(transitionsFrom("confirmed").map((t) => t.label)).toEqual(["Marquer en cours"]);
    expect(transitionsFrom("in_progress").map((t) => t.label)).toEqual(["Marquer comme terminée"]);
    expect(transitionsFrom("completed")).toEqual([]);
    expect(transitionsFrom("cancelled")).toEqual([]);
  });
  it("refuses any other move", () => {
    expect(canTransition("new", "confirmed")).toBe(true);
    expect(canTransition("new", "completed")).toBe(false);
    expect(canTransition("cancelled", "new")).toBe(false);
    expect(canTransition("confirmed", "cancelled")).toBe(false);
  });
  it("labels and colours each status, grey for anything else", () => {
    expect(orderStatusLabel("in_progress")).toBe("En cours");
    expect(orderStatusBadgeClass("new")).toContain("blue");
    expect(orderStatusBadgeClass("confirmed")).toContain("green");
    expect(orderStatusBadgeClass("in_progress")).toContain("yellow");
    expect(orderStatusBadgeClass("completed")).toContain("purple");
    expect(orderStatusBadgeClass("cancelled")).toContain("red");
    expect(orderStatusBadgeClass("archived")).toContain("gray");
  });
  it("only confirmed and in-progress orders hold units", () => {
    expect(["new", "confirmed", "in_progress", "completed", "cancelled"].filter(holdsUnits)).toEqual(["confirmed", "in_progress"]);
  });
  it("numbers orders for humans", () => {
    expect(formatOrderNumber(42)).toBe("CMD-000042");
  });
});
