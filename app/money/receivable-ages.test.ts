import { describe, expect, it } from "vitest";
import { invoiceCount, issuedAgo } from "./receivable-ages";

// How the finances page words an invoice's age and a count of invoices.

describe("issuedAgo", () => {
  it("says « aujourd'hui » for an invoice issued today, then the days, singular for one", () => {
    expect(issuedAgo(0)).toBe("émise aujourd'hui");
    expect(issuedAgo(1)).toBe("émise il y a 1 jour");
    expect(issuedAgo(2)).toBe("émise il y a 2 jours");
    expect(issuedAgo(400)).toBe("émise il y a 400 jours");
  });
});

describe("invoiceCount", () => {
  it("puts « facture » in the plural from two", () => {
    expect([0, 1, 2, 12].map(invoiceCount)).toEqual(["0 facture", "1 facture", "2 factures", "12 factures"]);
  });
});
