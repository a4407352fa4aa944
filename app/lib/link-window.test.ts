import { describe, expect, it } from "vitest";
import { linkActionsClosed, linkActionsLastDay } from "./link-window";

describe("a link's window for changes", () => {
  it("stays open through the 90th day after a return date, and closes the day after", () => {
    expect(linkActionsLastDay("2026-01-10")).toBe("2026-04-10");
    expect(linkActionsClosed("2026-01-10", new Date("2026-04-10T22:59:00Z"))).toBe(false);
    // 23:00 UTC on 10 April is already 11 April in Tunis (UTC+1).
    expect(linkActionsClosed("2026-01-10", new Date("2026-04-10T23:00:00Z"))).toBe(true);
    expect(linkActionsClosed("2026-01-10", new Date("2026-01-09T12:00:00Z"))).toBe(false);
  });

  it("counts from a request's last message in Tunisia's calendar", () => {
    // 23:30 UTC on 31 December is 1 January in Tunis: the window runs to 1 April.
    const last = new Date("2025-12-31T23:30:00Z");
    expect(linkActionsLastDay(last)).toBe("2026-04-01");
    expect(linkActionsClosed(last, new Date("2026-04-01T12:00:00Z"))).toBe(false);
    expect(linkActionsClosed(last, new Date("2026-04-02T12:00:00Z"))).toBe(true);
  });
});
