import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { signedDecimalToCents } from "~/lib/pricing";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { amountOwed } from "./amount-owed";
import { amountOwedSql } from "./amount-owed.server";
import { isOverdue } from "./overdue";
import { storedPaymentSummary } from "./payment-status";
import { overdueCondition } from "./reminders.server";

// What a client still owes, on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): the SQL expression the desk, the reminders and the finances read, and its TypeScript twin
// the order pages, the receipts and the reminders' e-mail use, give the same amount for every kind
// of order; and the reminders' overdue rule in SQL picks the orders isOverdue picks.

const TODAY = "2026-06-15";

type Case = { name: string; total_ttc: string; paid_amount?: string; credited_ttc?: string; charges_due_ttc?: string; status?: "confirmed" | "completed" | "cancelled"; invoice_due_on?: string | null; owed: string };

const CASES: Case[] = [
  { name: "nothing paid", total_ttc: "358.00", owed: "358.00" },
  { name: "partly paid", total_ttc: "358.00", paid_amount: "100.00", owed: "258.00" },
  { name: "paid to the cent", total_ttc: "1190.01", paid_amount: "1190.01", owed: "0.00" },
  { name: "overpaid", total_ttc: "358.00", paid_amount: "400.00", owed: "-42.00" },
  { name: "credited in part", total_ttc: "715.00", credited_ttc: "119.00", paid_amount: "200.00", owed: "396.00" },
  { name: "credited in whole", total_ttc: "358.00", credited_ttc: "358.00", owed: "0.00" },
  { name: "credited, then overpaid", total_ttc: "358.00", credited_ttc: "119.00", paid_amount: "358.00", owed: "-119.00" },
  { name: "charges due beyond the deposit", total_ttc: "358.00", paid_amount: "358.00", charges_due_ttc: "59.50", owed: "59.50" },
  { name: "credited, charges due, partly paid", total_ttc: "715.00", credited_ttc: "119.00", charges_due_ttc: "119.00", paid_amount: "300.00", owed: "415.00" },
  { name: "cents a float would not add up", total_ttc: "0.30", paid_amount: "0.10", charges_due_ttc: "0.20", owed: "0.40" },
  { name: "an order of 0 DT", total_ttc: "0.00", owed: "0.00" },
  { name: "cancelled with a payment kept", total_ttc: "358.00", paid_amount: "100.00", status: "cancelled", owed: "258.00" },
  { name: "invoice past due, owing", total_ttc: "358.00", paid_amount: "50.00", invoice_due_on: "2026-06-01", owed: "308.00" },
  { name: "invoice past due, settled by a credit note", total_ttc: "358.00", credited_ttc: "58.00", paid_amount: "300.00", invoice_due_on: "2026-06-01", owed: "0.00" },
  { name: "invoice past due, charges due", total_ttc: "358.00", paid_amount: "358.00", charges_due_ttc: "10.00", invoice_due_on: "2026-06-14", owed: "10.00" },
  { name: "invoice due today", total_ttc: "358.00", invoice_due_on: TODAY, owed: "358.00" },
  { name: "cancelled, invoice past due", total_ttc: "358.00", status: "cancelled", invoice_due_on: "2026-05-01", owed: "358.00" },
];

describe.each(testDatabaseTargets({ both: true }))("the amount owed on $label", ({ create }) => {
  let database: TestDatabase;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    database = await create();
    for (const c of CASES) {
      const [row] = await database.db
        .insert(rental_orders)
        .values({
          first_name: "Amel",
          last_name: "Trabelsi",
          email: "amel@example.tn",
          phone: "+216 20 123 456",
          rental_date: "2026-05-10",
          return_date: "2026-05-12",
          delivery_address: "Les Berges du Lac, Tunis",
          items: [],
          total_amount: "0",
          total_ttc: c.total_ttc,
          paid_amount: c.paid_amount ?? "0",
          credited_ttc: c.credited_ttc ?? "0",
          charges_due_ttc: c.charges_due_ttc ?? "0",
          invoice_due_on: c.invoice_due_on ?? null,
          status: c.status ?? "completed",
        })
        .returning({ id: rental_orders.id });
      ids.set(c.name, row!.id);
    }
  });
  afterAll(() => database.dispose());

  it("is the same in SQL as in TypeScript for every order, to the cent", async () => {
    const rows = await database.db
      .select({ order: rental_orders, owed: amountOwedSql(rental_orders) })
      .from(rental_orders)
      .where(inArray(rental_orders.id, [...ids.values()]));
    expect(rows).toHaveLength(CASES.length);
    for (const c of CASES) {
      const row = rows.find((r) => r.order.id === ids.get(c.name))!;
      const expected = signedDecimalToCents(c.owed);
      expect({ name: c.name, sql: signedDecimalToCents(String(row.owed)) }).toEqual({ name: c.name, sql: expected });
      expect({ name: c.name, ts: amountOwed(row.order) }).toEqual({ name: c.name, ts: expected });
      // The order pages' summary reads the same amount: what remains, or what was paid too much.
      const summary = storedPaymentSummary(row.order);
      expect({ name: c.name, due: summary.due - summary.overpaid }).toEqual({ name: c.name, due: expected });
    }
  });

  it("picks in SQL the overdue orders isOverdue picks", async () => {
    const rows = await database.db.select().from(rental_orders).where(inArray(rental_orders.id, [...ids.values()]));
    const overdueInSql = new Set(
      (await database.db.select({ id: rental_orders.id }).from(rental_orders).where(overdueCondition(TODAY))).map((r) => r.id),
    );
    const overdueInTs = new Set(rows.filter((row) => isOverdue(row, TODAY)).map((row) => row.id));
    expect(rows).toHaveLength(CASES.length);
    expect([...overdueInSql].sort()).toEqual([...overdueInTs].sort());
    expect([...overdueInTs].map((id) => CASES.find((c) => ids.get(c.name) === id)!.name).sort()).toEqual(["invoice past due, charges due", "invoice past due, owing"]);
  });
});
