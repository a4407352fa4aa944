import { describe, expect, it } from "vitest";
import { isQuoteStale, quoteBadge } from "./quote-staleness";

describe("a quote's staleness", () => {
  it("is stale once the order's revision is past the one the quote was made from", () => {
    expect(isQuoteStale({ order_version: 3 }, { version: 3 })).toBe(false);
    expect(isQuoteStale({ order_version: 3 }, { version: 4 })).toBe(true);
    expect(isQuoteStale({ order_version: 1 }, { version: 9 })).toBe(true);
  });

  it("is never stale for a revision the order has not reached (a restored order) nor without a recorded one", () => {
    expect(isQuoteStale({ order_version: 5 }, { version: 4 })).toBe(false);
    expect(isQuoteStale({ order_version: null }, { version: 12 })).toBe(false);
  });
});

describe("the back office's quote badge", () => {
  it("says the latest version is accepted while the order is as quoted", () => {
    expect(quoteBadge({ version: 2, stale: false }, 2)).toEqual({ label: "Devis accepté (v2)", stale: false });
  });

  it("says 'Périmé' once the order was edited after the quote, accepted or not", () => {
    expect(quoteBadge({ version: 1, stale: true }, 1)).toEqual({ label: "Devis accepté (v1) · Périmé", stale: true });
    expect(quoteBadge({ version: 3, stale: true }, null)).toEqual({ label: "Devis v3 · Périmé", stale: true });
    // An older version's acceptance is not the latest's.
    expect(quoteBadge({ version: 3, stale: true }, 2)).toEqual({ label: "Devis v3 · Périmé", stale: true });
  });

  it("says nothing of a current quote not accepted, an older version's acceptance, or no quote", () => {
    expect(quoteBadge({ version: 2, stale: false }, null)).toBeNull();
    expect(quoteBadge({ version: 2, stale: false }, 1)).toBeNull();
    expect(quoteBadge(null, null)).toBeNull();
  });
});
