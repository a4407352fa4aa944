import { describe, expect, it } from "vitest";
import { isReturnLate, passedReturnSlots } from "./late-return";

describe("late returns", () => {
  // 2026-11-25 at 13:30 in Tunis (12:30 UTC): the morning's slot is over, the afternoon's not.
  const now = new Date("2026-11-25T12:30:00Z");
  it("knows which of today's return slots are over, in Tunis time", () => {
    expect(passedReturnSlots(now)).toEqual(["morning"]);
    expect(passedReturnSlots(new Date("2026-11-25T20:00:00Z"))).toEqual(["morning", "afternoon", "evening"]);
    expect(passedReturnSlots(new Date("2026-11-25T06:00:00Z"))).toEqual([]);
  });

  it("is late with units out past the return date, or past today's slot; never with nothing out", () => {
    const order = { returnDate: "2026-11-24", returnSlot: "evening", outstanding: 2 };
    expect(isReturnLate(order, now)).toBe(true);
    expect(isReturnLate({ ...order, outstanding: 0 }, now)).toBe(false);
    expect(isReturnLate({ ...order, returnDate: "2026-11-25", returnSlot: "morning" }, now)).toBe(true);
    expect(isReturnLate({ ...order, returnDate: "2026-11-25", returnSlot: "afternoon" }, now)).toBe(false);
    expect(isReturnLate({ ...order, returnDate: "2026-11-25", returnSlot: null }, now)).toBe(false);
    expect(isReturnLate({ ...order, returnDate: "2026-11-26" }, now)).toBe(false);
  });
});
