import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { PaymentSchema } from "~/money/payment-schema";
import { recordPayment } from "~/money/payments.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "~/money/deposit-schema";
import { receiveDeposit, settleDeposit } from "~/money/deposits.server";
import * as shopRoute from "~/routes/admin/shop";
import * as shopCsvRoute from "~/routes/admin/shop-csv";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { orderFilterSearch, parseOrderFilter } from "./url-filters";

// The desk by payment status (issue 22): the filter in the URL, alone or with the status and the
// search, its count, and the CSV's payment columns.

type ShopData = Awaited<ReturnType<typeof shopRoute.loader>>;

setUpTempDataDir("payment-filter");

describe.each(testDatabaseTargets())("the desk by payment status on $label", ({ create }) => {
  const setup = setUpAdminDatabase({ create });
  const shop = (search: string) => settle<ShopData>(() => shopRoute.loader(routeArgs(getRequest(`/admin/shop${search}`, setup.admin))));
  const names = async (search: string) => (await shop(search)).data!.orders.map((order) => order.first_name).sort();

  beforeAll(async () => {
    const db = setup.database.db;
    const rows = await db
      .insert(rental_orders)
      .values(
        (
          [
            ["Nadia", "confirmed", "100.00"],
            ["Omar", "confirmed", "100.00"],
            ["Rim", "completed", "100.00"],
            ["Slim", "in_progress", "100.00"],
            ["Yosra", "new", "100.00"],
          ] as const
        ).map(([first_name, status, total_ttc]) => ({
          first_name,
          last_name: "Paiement",
          email: `${first_name.toLowerCase()}@example.tn`,
          phone: "+216 20 000 000",
          rental_date: "2030-05-01",
          return_date: "2030-05-02",
          delivery_address: "Tunis",
          items: [],
          total_amount: "80.00",
          total_ttc,
          status,
        })),
      )
      .returning();
    const byName = new Map(rows.map((row) => [row.first_name, row.id]));
    const pay = (name: string, amount: string) =>
      recordPayment(db, byName.get(name)!, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount, method: "transfer" }), "admin@imagine-events.tn");
    await pay("Omar", "40");
    await pay("Rim", "100");
    await pay("Slim", "120,50");
  });

  it("lists the orders of each payment status, with the status and the search, and counts them", async () => {
    expect(await names("?paiement=unpaid")).toEqual(["Nadia", "Yosra"]);
    expect(await names("?paiement=partial")).toEqual(["Omar"]);
    expect(await names("?paiement=paid")).toEqual(["Rim"]);
    expect(await names("?paiement=overpaid")).toEqual(["Slim"]);
    expect(await names("?paiement=unpaid&status=confirmed")).toEqual(["Nadia"]);
    expect(await names("?paiement=unpaid&q=yosra")).toEqual(["Yosra"]);
    const unpaid = await shop("?paiement=unpaid");
    expect(unpaid.data!.window).toMatchObject({ total: 2, page: 1 });
    expect(unpaid.data!.filter.payment).toBe("unpaid");
    // Anything else is every order.
    expect((await shop("?paiement=rembourse")).data!.filter.payment).toBe("all");
    expect((await shop("?paiement=rembourse")).data!.window.total).toBe(5);
  });

  it("lists as 'En retard' the orders whose invoice is past its due day with a balance, not those paid, due today or cancelled", async () => {
    const db = setup.database.db;
    const today = todayInTunis();
    const due = async (name: string, invoice_due_on: string | null, status?: "cancelled") =>
      db.update(rental_orders).set({ invoice_due_on, ...(status ? { status } : {}) }).where(eq(rental_orders.first_name, name));
    try {
      await due("Nadia", addDays(today, -1)); // nothing paid, a day late
      await due("Omar", addDays(today, -40)); // partly paid, long late
      await due("Rim", addDays(today, -10)); // paid: not late
      await due("Yosra", today); // due today: not yet late
      expect(await names("?paiement=late")).toEqual(["Nadia", "Omar"]);
      expect(await names("?paiement=late&status=confirmed&q=omar")).toEqual(["Omar"]);
      const late = await shop("?paiement=late");
      expect(late.data!.filter.payment).toBe("late");
      expect(late.data!.orders.find((order) => order.first_name === "Omar")!.invoice_due_on).toBe(addDays(today, -40));
      await due("Nadia", addDays(today, -1), "cancelled");
      expect(await names("?paiement=late")).toEqual(["Omar"]);
    } finally {
      await db.update(rental_orders).set({ invoice_due_on: null });
      await db.update(rental_orders).set({ status: "confirmed" }).where(eq(rental_orders.first_name, "Nadia"));
    }
  });

  it("says on the desk which deposits are held: received and not yet given back", async () => {
    const db = setup.database.db;
    const nadia = (await shop("?q=nadia")).data!.orders[0]!;
    expect(nadia.deposit_held).toBeNull();
    await receiveDeposit(db, nadia.id, DepositReceiptSchema.parse({ received_on: todayInTunis(), amount: "300", method: "cheque" }), "admin@imagine-events.tn");
    expect((await shop("?q=nadia")).data!.orders[0]!.deposit_held).toBe("300.00");
    await settleDeposit(db, nadia.id, DepositSettlementSchema.parse({ settled_on: todayInTunis(), retained: "0" }), "admin@imagine-events.tn");
    expect((await shop("?q=nadia")).data!.orders[0]!.deposit_held).toBeNull();
  });

  it("keeps the payment status in the desk's links and in its CSV", async () => {
    const filter = parseOrderFilter(new URL("http://imagine.test/admin/shop?paiement=partial&status=confirmed&page=2"));
    expect(orderFilterSearch({ ...filter, page: 3 })).toBe("?status=confirmed&paiement=partial&page=3");
    const { response } = await settle(() => shopCsvRoute.loader(routeArgs(getRequest("/admin/shop.csv?paiement=partial", setup.admin))));
    const lines = (await response!.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(";Total TTC (DT);Payé (DT);Reste à payer (DT);Paiement;Caution (DT);");
    // Amounts carry a decimal comma: quoted, so that a reader splitting on commas keeps them whole.
    expect(lines[1]).toContain(';"100,00";"40,00";"60,00";Acompte reçu;"0,00";');
  });
});
