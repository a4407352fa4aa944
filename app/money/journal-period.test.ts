import { describe, expect, it } from "vitest";
import { defaultJournalPeriod, JOURNAL_MESSAGES, parseJournalPeriod } from "./journal-period";

describe("the payments journal's period", () => {
  it("defaults each bound to the current month", () => {
    expect(defaultJournalPeriod("2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(parseJournalPeriod({ du: "", au: null }, "2026-02-14")).toEqual({ ok: true, period: { from: "2026-02-01", to: "2026-02-28" } });
    expect(parseJournalPeriod({ du: " 2026-01-15 " }, "2026-02-14")).toEqual({ ok: true, period: { from: "2026-01-15", to: "2026-02-28" } });
  });

  it("refuses a reversed period, one over 366 days and a date that does not exist", () => {
    expect(parseJournalPeriod({ du: "2026-03-02", au: "2026-03-01" }, "2026-03-10")).toEqual({ ok: false, error: JOURNAL_MESSAGES.reversed });
    expect(parseJournalPeriod({ du: "2026-01-01", au: "2027-01-02" }, "2026-03-10")).toEqual({ ok: false, error: JOURNAL_MESSAGES.tooLong });
    expect(parseJournalPeriod({ du: "2026-01-01", au: "2027-01-01" }, "2026-03-10").ok).toBe(true); // 366 days
    expect(parseJournalPeriod({ du: "2026-01-01", au: "2026-12-31" }, "2026-03-10").ok).toBe(true);
    expect(parseJournalPeriod({ du: "1999-12-31", au: "2000-01-31" }, "2026-03-10")).toEqual({ ok: false, error: JOURNAL_MESSAGES.invalidFrom });
    expect(parseJournalPeriod({ du: "2026-01-01", au: "2026-13-01" }, "2026-03-10")).toEqual({ ok: false, error: JOURNAL_MESSAGES.invalidTo });
  });
});
