import { describe, expect, it } from "vitest";
import { dayWithSlot } from "~/orders/fulfilment";
import { checkInSummary, depotScheduleText, depotStanding, nothingAwaitedMessage, type CountedLine, type DepotStanding } from "./depot-text";

const textOf = (standing: DepotStanding) => (standing.kind === "none" ? "" : standing.text);

const line = (name: string, counts: Partial<Omit<CountedLine, "name" | "outstanding">>): CountedLine => {
  const { out = 0, returned = 0, damaged = 0, missing = 0 } = counts;
  return { name, out, returned, damaged, missing, outstanding: out - returned - damaged - missing };
};

describe("depotStanding", () => {
  it("says nothing before anything left", () => {
    expect(depotStanding([line("Lyre", {})])).toEqual({ kind: "none" });
  });

  it("says what is still out, product by product", () => {
    const standing = depotStanding([line("Lyre LED Beam 230", { out: 4, returned: 2 }), line("Enceinte", { out: 2 })]);
    expect(standing).toEqual({ kind: "out", text: "Encore dehors : 4 unités (Lyre LED Beam 230 × 2, Enceinte × 2)", missing: 0 });
  });

  it("says « Tout le matériel sorti est rentré » only when every unit came back", () => {
    expect(depotStanding([line("Lyre", { out: 2, returned: 2 })])).toEqual({ kind: "back", text: "Tout le matériel sorti est rentré", missing: 0 });
    expect(textOf(depotStanding([line("Lyre", { out: 2, returned: 1, damaged: 1 })]))).toBe(
      "Tout le matériel sorti est rentré, dont 1 unité endommagée (Lyre × 1), en maintenance",
    );
  });

  it("never says everything came back while a unit is missing: it names what is missing", () => {
    const standing = depotStanding([line("Lyre LED Beam 230", { out: 4, returned: 2, damaged: 1, missing: 1 }), line("Enceinte", { out: 2, returned: 2 })]);
    expect(standing.kind).toBe("back");
    expect(standing).toMatchObject({ missing: 1 });
    const text = textOf(standing);
    expect(text).not.toMatch(/Tout le matériel sorti est rentré/);
    expect(text).toBe(
      "Plus rien n'est attendu, mais tout n'est pas rentré : 1 unité manquante (Lyre LED Beam 230 × 1) ; 1 unité rentrée endommagée (Lyre LED Beam 230 × 1), en maintenance",
    );
  });

  it("names the units already missing while others are still out", () => {
    expect(depotStanding([line("Lyre", { out: 3, missing: 2 }), line("Câble", { out: 5, returned: 4 })])).toEqual({
      kind: "out",
      text: "Encore dehors : 2 unités (Lyre × 1, Câble × 1) ; déjà 2 unités manquantes (Lyre × 2)",
      missing: 2,
    });
  });
});

describe("checkInSummary", () => {
  it("counts what came back apart from what is missing, and ends on where the order stands", () => {
    const after = depotStanding([line("Lyre", { out: 3, returned: 1, damaged: 1, missing: 1 })]);
    expect(checkInSummary("CMD-000042", { returned: 1, damaged: 1, missing: 1 }, 2, after)).toBe(
      "CMD-000042 : 2 unités rentrées, dont 1 endommagée, et 1 unité manquante, en maintenance (2 photos) ; plus rien n'est attendu, mais tout n'est pas rentré : 1 unité manquante (Lyre × 1) ; 1 unité rentrée endommagée (Lyre × 1), en maintenance.",
    );
  });

  it("says what is still out after a partial return, and that all is back after the last one", () => {
    expect(checkInSummary("CMD-000042", { returned: 1, damaged: 0, missing: 0 }, 0, depotStanding([line("Lyre", { out: 2, returned: 1 })]))).toBe(
      "CMD-000042 : 1 unité rentrée ; encore dehors : 1 unité (Lyre × 1).",
    );
    expect(checkInSummary("CMD-000042", { returned: 2, damaged: 0, missing: 0 }, 0, depotStanding([line("Lyre", { out: 2, returned: 2 })]))).toBe(
      "CMD-000042 : 2 unités rentrées ; tout le matériel sorti est rentré.",
    );
  });

  it("does not call a missing unit « rentrée »", () => {
    const text = checkInSummary("CMD-000042", { returned: 0, damaged: 0, missing: 2 }, 0, depotStanding([line("Lyre", { out: 2, missing: 2 })]));
    expect(text).toBe("CMD-000042 : 2 unités manquantes, en maintenance ; plus rien n'est attendu, mais tout n'est pas rentré : 2 unités manquantes (Lyre × 2).");
    expect(text).not.toMatch(/rentrées? :|unités rentrées/);
  });
});

describe("nothingAwaitedMessage", () => {
  it("says « déjà rentré » only when nothing of the product is missing", () => {
    expect(nothingAwaitedMessage({ name: "Lyre", missing: 0 })).toBe("Tout « Lyre » est déjà rentré.");
    expect(nothingAwaitedMessage({ name: "Lyre", missing: 1 })).toBe("Plus rien de « Lyre » n'est attendu : 1 unité est déclarée manquante, le reste est rentré.");
  });
});

describe("the depot's dates and slots", () => {
  it("puts a slot after its day with a comma: its hours are the only brackets", () => {
    const text = depotScheduleText({ rentalDate: "2026-11-12", departureSlot: "morning", returnDate: "2026-11-14", returnSlot: "afternoon" });
    expect(text).toBe("Départ le 12 novembre 2026, matin (8 h – 12 h) · retour le 14 novembre 2026, après-midi (14 h – 18 h)");
    expect(text).not.toMatch(/\([^)]*\(/);
  });

  it("names the day alone for an order placed before slots existed", () => {
    expect(depotScheduleText({ rentalDate: "2026-11-12", departureSlot: null, returnDate: "2026-11-14", returnSlot: "evening" })).toBe(
      "Départ le 12 novembre 2026 · retour le 14 novembre 2026, soir (18 h – 21 h)",
    );
    expect(dayWithSlot("12 novembre 2026", "unknown")).toBe("12 novembre 2026");
  });
});
