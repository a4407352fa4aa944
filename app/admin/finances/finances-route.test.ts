// The finances page's routes on a real database: the admin role checked before anything is read
// (the page and the journal's CSV), the page's data for an admin, the online payments' section
// drawn when a gateway is set up or an online payment was received, and the journal's period
// refused with a 400 and the form's French message.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { order_payments, payment_attempts } from "~/db/schema";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { todayInTunis } from "~/lib/calendar-dates";
import { insertOwingOrder, insertSiteSettings } from "~/test-support/rental-data.server";
import { FinancesPage } from "./finances-page";
import { ONLINE_PAYMENTS_TABLE_CAPTION } from "./online-payments-section";
import { useGatewaysForTests } from "~/payments/online-payments.server";
import type { GatewayClient } from "~/payments/gateway-client";
import * as csvRoute from "~/routes/admin/finances-payments-csv";
import * as pageRoute from "~/routes/admin/finances";
import type { FinancesPageData } from "~/money/finances.server";
import { defaultJournalPeriod, JOURNAL_MESSAGES } from "~/money/journal-period";

const route = setUpAdminRoute("finances", { seed: (database) => insertSiteSettings(database.db) });

/** `cookie` "" is a visitor. */
const page = (cookie: string) => settle<FinancesPageData>(() => pageRoute.loader(routeArgs(getRequest("/admin/shop/finances", cookie))));
const journal = (search: string, cookie: string = route.admin) =>
  settle(() => csvRoute.loader(routeArgs(getRequest(`/admin/shop/finances/paiements.csv${search}`, cookie))));

describe("the finances page", () => {
  it("sends a visitor and a non-admin to /auth, and refuses them the journal", async () => {
    const visitor = await page("");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const member = await page(route.member);
    expect(member.status).toBe(302);
    expect(member.response?.headers.get("Location")).toBe("/auth?acces-admin=1");
    // A resource route answers with a status, not a redirect, and before it reads the period.
    expect((await journal("?du=2026-01-01&au=2026-01-31", "")).status).toBe(401);
    expect((await journal("?du=2026-01-01&au=2026-01-31", route.member)).status).toBe(403);
    expect((await journal("?du=nonsense", route.member)).status).toBe(403);
  });

  it("shows an admin twelve months, four ages and the deposits held, all at zero on an empty shop", async () => {
    const { status, data } = await page(route.admin);
    expect(status).toBe(200);
    expect(data!.months).toHaveLength(12);
    expect(data!.months.at(-1)!.key).toBe(todayInTunis().slice(0, 7));
    expect(data!.totals).toEqual({ invoiced: "0.00", credited: "0.00", net: "0.00", received: "0.00" });
    expect(data!.receivables.buckets.map((bucket) => [bucket.label, bucket.count, bucket.due])).toEqual([
      ["0 à 30 jours", 0, "0.00"],
      ["31 à 60 jours", 0, "0.00"],
      ["61 à 90 jours", 0, "0.00"],
      ["Plus de 90 jours", 0, "0.00"],
    ]);
    expect(data!.deposits).toEqual({ count: 0, total: "0.00", deposits: [], more: 0 });
    // No gateway set up in the tests' environment, and nothing paid online.
    expect(data!.online).toBeNull();
    expect(data!.journal).toEqual(defaultJournalPeriod(todayInTunis()));
  });
});

describe("the payments journal's CSV", () => {
  it("downloads the period asked for, and the current month without one", async () => {
    const { status, response } = await journal("?du=2026-03-01&au=2026-03-31");
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toBe('attachment; filename="journal-paiements-2026-03-01-au-2026-03-31.csv"');
    expect(await response!.text()).toBe("Date;Commande;Client;Mode;Référence;Montant (DT);Annulé\r\n");
    const month = defaultJournalPeriod(todayInTunis());
    const bare = await journal("");
    expect(bare.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="journal-paiements-${month.from}-au-${month.to}.csv"`);
  });

  it.each([
    ["?du=2026-03-31&au=2026-03-01", JOURNAL_MESSAGES.reversed],
    ["?du=2025-01-01&au=2026-01-02", JOURNAL_MESSAGES.tooLong],
    ["?du=2026-02-30&au=2026-03-31", JOURNAL_MESSAGES.invalidFrom],
    ["?du=2026-03-01&au=31/03/2026", JOURNAL_MESSAGES.invalidTo],
  ])("refuses %s with a 400 and a French message", async (search, message) => {
    const { status, response } = await journal(search);
    expect(status).toBe(400);
    expect(response!.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response!.text()).toBe(message);
  });

  it("takes a whole leap year (366 days) but not a day more", async () => {
    expect((await journal("?du=2028-01-01&au=2028-12-31")).status).toBe(200);
    expect((await journal("?du=2027-12-31&au=2028-12-31")).status).toBe(400);
  });
});

/** The page as the browser receives it, from the loader's data (inside a router, for its links and forms). */
function pageMarkup(data: FinancesPageData): string {
  const Stub = createRoutesStub([{ path: "/admin/shop/finances", Component: () => createElement(FinancesPage, { data }) }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin/shop/finances"] }));
}

describe("the finances page's online payments", () => {
  afterEach(() => useGatewaysForTests(undefined));

  it("has no such section without a gateway set up nor a payment online, and an empty one once a gateway is set up", async () => {
    const bare = await page(route.admin);
    expect(bare.data!.online).toBeNull();
    expect(pageMarkup(bare.data!)).not.toContain(ONLINE_PAYMENTS_TABLE_CAPTION);

    const konnect: GatewayClient = { id: "konnect", open: () => Promise.reject(new Error("not in this test")), check: () => Promise.reject(new Error("not in this test")) };
    useGatewaysForTests(new Map([["konnect", konnect]]));
    const configured = await page(route.admin);
    expect(configured.data!.online).toMatchObject({ count: 0 });
    expect(pageMarkup(configured.data!)).toMatch(new RegExp(`<caption[^>]*>${ONLINE_PAYMENTS_TABLE_CAPTION}`));
  });

  it("shows this month's payments per gateway, with the one of another amount flagged", async () => {
    const db = route.database.db;
    const order = await insertOwingOrder(db, "1000.00");
    const today = todayInTunis();
    const paid = async (gateway: "konnect" | "flouci", reference: string, amount: string, asked = amount) => {
      const [payment] = await db
        .insert(order_payments)
        .values({ order_id: order.id, paid_on: today, amount, method: "online", gateway, reference, recorded_by: "Paiement en ligne" })
        .returning();
      await db.insert(payment_attempts).values({
        order_id: order.id,
        gateway,
        purpose: "balance",
        amount: asked,
        reference,
        pay_url: `https://pay.example/${reference}`,
        state: "paid",
        expires_at: new Date(),
        received_amount: amount,
        amount_mismatch: asked !== amount,
        payment_id: payment!.id,
      });
    };
    await paid("konnect", "K-1", "150.00");
    await paid("flouci", "F-1", "200.00", "250.00");

    const { status, data } = await page(route.admin);
    expect(status).toBe(200);
    expect(data!.online!.months.at(-1)).toMatchObject({
      gateways: { konnect: { count: 1, total: "150.00" }, flouci: { count: 1, total: "200.00" } },
      mismatched: 1,
    });
    const markup = pageMarkup(data!);
    expect(markup).toMatch(new RegExp(`<caption[^>]*>${ONLINE_PAYMENTS_TABLE_CAPTION}`));
    expect(markup).toMatch(/<h2 id="finances-online"[^>]*>Paiements en ligne<\/h2>/);
    expect(markup).toContain("Un paiement en ligne a été reçu pour un autre montant que celui demandé");
    for (const heading of ["Paiements Konnect", "Montant Konnect TTC", "Paiements Flouci", "Montant Flouci TTC", "Montant différent"]) {
      expect(markup).toContain(`>${heading}</th>`);
    }
  });
});
