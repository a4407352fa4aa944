import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { placeOrderForHistory, playHistory, type HistoryStep } from "~/test-support/order-history.server";
import { insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { amountOwed } from "../amount-owed";
import { getOrderStatement } from "./statement.server";
import { renderStatementPdf } from "./statement-pdf.server";

// The statement of an order read from a real database after a week made with the domain's own
// functions: an invoice, payments and a bounced cheque, a withholding, a credit note, damage
// billed on a complementary invoice partly settled by the kept deposit, the rest of the deposit
// given back. Its lines close on the amount owed, and its PDF reads back every line and amount.

const NBSP = "\u00a0";

// 100 DT × 2 × 3 days = 600 HT, VAT 114, stamp 1: 715,00 TTC.
const WEEK: HistoryStep[] = [
  { do: "deposit", day: 1, amount: "500" },
  { do: "pay", day: 1, amount: "200", method: "transfer" },
  { do: "invoice", day: 2 },
  { do: "pay", day: 3, amount: "300", method: "cheque" },
  { do: "pay", day: 4, amount: "10,73", method: "withholding" },
  { do: "cancel-payment", day: 5, nth: 1 },
  { do: "credit", day: 5, amountHt: "30" },
  { do: "out", day: 3 },
  // 180 HT + 34,20 VAT + 1 stamp = 215,20 TTC, of which the deposit settles 200.
  { do: "charge", day: 6, kind: "damage", amountHt: "180" },
  { do: "settle-deposit", day: 7, retained: "200" },
];

describe.each(testDatabaseTargets())("the statement of an order on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db, { vat_rate: "19", stamp_duty: "1" });
  });
  afterAll(() => database.dispose());

  it("lists the week's lines in date order and closes on the amount owed", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre spot LED 300 W", price: "100.00", stock_quantity: 10 });
    const order = await placeOrderForHistory(db, product, { quantity: 2, ago: 12, deposit: "500" });
    const history = await playHistory(db, order, product.id, WEEK);
    expect(history.refused).toEqual([]);

    const statement = (await getOrderStatement(db, order.id))!;
    const [row] = await db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(statement.owed).toBe(amountOwed(row!));
    // 715 − 200 − 10,73 − 35,70 + 215,20 − 200 = 483,77; the bounced cheque counts for nothing.
    expect(statement.closing).toBe(48_377n);
    expect(statement.owed).toBe(statement.closing);
    expect(statement.lines.map((line) => [line.kind, line.amount, line.counts])).toEqual([
      ["deposit_received", 0n, false],
      ["payment", -20_000n, true],
      ["invoice", 71_500n, true],
      ["payment", -30_000n, false],
      ["withholding", -1_073n, true],
      ["credit_note", -3_570n, true],
      ["complementary_invoice", 21_520n, true],
      ["deposit_kept", -20_000n, true],
      ["deposit_returned", 0n, false],
    ]);
    const kept = statement.lines.find((line) => line.kind === "deposit_kept")!;
    expect(kept.label).toMatch(new RegExp(`^Caution retenue 200,00${NBSP}DT pour la facture complémentaire FAC-\\d{4}-\\d{4}$`));
    expect(statement.lines.at(-1)!.label).toBe(`Caution restituée 300,00${NBSP}DT`);
    expect(await getOrderStatement(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("prints the 'Relevé de compte' whose text reads back every line and amount", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Caisson de basses 18 pouces", price: "100.00", stock_quantity: 10 });
    const order = await placeOrderForHistory(db, product, { quantity: 2, ago: 12, deposit: "500" });
    await playHistory(db, order, product.id, WEEK);
    const printed = (await renderStatementPdf(db, order.id))!;
    expect(printed.fileName).toMatch(/^releve-CMD-\d{6}\.pdf$/);
    expect(printed.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const dir = mkdtempSync(path.join(os.tmpdir(), "releve-"));
    try {
      const file = path.join(dir, printed.fileName);
      writeFileSync(file, printed.pdf);
      // Kept to look at when asked (STATEMENT_PDF_DIR=/some/dir).
      if (process.env.STATEMENT_PDF_DIR) writeFileSync(path.join(process.env.STATEMENT_PDF_DIR, printed.fileName), printed.pdf);
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      for (const expected of ["Relevé de compte", "Amel Trabelsi", "Caution reçue 500,00 DT par chèque", "Facture FAC-", "Retenue à la source, certificat n° RS-4", "Caution retenue 200,00 DT pour la facture complémentaire FAC-", "Caution restituée 300,00 DT", "715,00 DT", "483,77 DT", "Reste à payer", "Chèque impayé"]) {
        expect(text).toContain(expected);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await renderStatementPdf(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
