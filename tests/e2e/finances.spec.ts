import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { createOrder, type TestOrder } from "./admin-desk-data";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The finances page of the shop tab (issue 22): the charts and their table, a receivable under its
// age, a deposit held, and the accountant's journal downloaded for a period, at 390 and 1280 px.

const PAGE = "/admin/shop/finances";
const NBSP = "\u00a0";

/**
 * A confirmed order (572,20 TTC) invoiced 400 days ago, with a cheque of 100 received and another
 * cancelled in March 2019 (a month no other test pays in), and a deposit held. Made in SQL, as the
 * order page would have left them: the order's paid sum, its due date, the documents' totals.
 */
async function invoicedOrder(request: APIRequestContext): Promise<TestOrder & { cheque: string }> {
  const order = await createOrder(request, { status: "confirmed" });
  const tag = randomUUID().slice(0, 6).toUpperCase();
  await dbQuery(
    request,
    `insert into order_documents (order_id, kind, number, year, sequence, total_ht, total_ttc, data, pdf, issued_by, issued_at)
     values ('${order.id}', 'invoice', ${sqlString(`FAC-T-${tag}`)}, 2025, 1, 480.00, 572.20, '{}'::jsonb, decode('255044462d', 'hex'),
             'admin@imagine-events.tn', now() - interval '400 days')`,
  );
  const cheque = `CHQ-${tag}`;
  await dbQuery(
    request,
    `insert into order_payments (order_id, paid_on, amount, method, cheque_number, bank, recorded_by, cancelled_at, cancelled_by, cancel_reason)
     values ('${order.id}', '2019-03-14', 100.00, 'cheque', ${sqlString(cheque)}, 'BIAT', 'admin@imagine-events.tn', null, null, null),
            ('${order.id}', '2019-03-15', 40.00, 'cash', null, null, 'admin@imagine-events.tn',
             '2019-03-20 10:00:00+01', 'admin@imagine-events.tn', 'Saisi deux fois')`,
  );
  await dbQuery(
    request,
    `update rental_orders set paid_amount = 100.00, invoice_due_on = (now() - interval '370 days')::date where id = '${order.id}'`,
  );
  await dbQuery(
    request,
    `insert into order_deposits (order_id, received_on, received_amount, method, reference, received_by)
     values ('${order.id}', current_date, 500.00, 'cheque', ${sqlString(`Caution ${tag}`)}, 'admin@imagine-events.tn')`,
  );
  return { ...order, cheque };
}

test("an admin reads the finances: charts, table, a receivable, a deposit held, and downloads the payments journal", async ({ page, context, request, consoleErrors }, testInfo) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await invoicedOrder(request);

  // From the shop tab's navigation.
  await page.goto("/admin/shop/planning");
  await page.getByRole("navigation", { name: "Boutique" }).getByRole("link", { name: "Finances" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page).toHaveTitle("Finances | Administration Imagine");
  await expect(page.getByRole("heading", { level: 1, name: "Finances" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Boutique" }).getByRole("link", { name: "Finances" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/Le « Chiffre d'affaires total » des commandes est la somme des totaux HT des commandes confirmées, en cours et terminées/)).toBeVisible();

  // The two charts, one layout of each for the width, drawn as SVG; the same figures in a table.
  for (const name of [/^Facturé net HT par mois, de /, /^Encaissé TTC par mois, de /]) {
    const chart = page.getByRole("img", { name });
    await expect(chart).toHaveCount(1);
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    expect(box.x + box.width).toBeLessThanOrEqual(testInfo.project.name === "mobile-390" ? 390 : 1280);
  }
  const table = page.getByRole("table", { name: /Facturé et encaissé, mois par mois/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Mois", "Factures HT", "Avoirs HT", "Facturé net HT", "Encaissé TTC"]);
  // Twelve months, then the total.
  await expect(table.getByRole("rowheader")).toHaveCount(13);
  await expect(table.getByRole("rowheader").last()).toHaveText("Total sur 12 mois");

  // The receivable, under its age: 572,20 − 100 paid.
  const late = page.getByRole("region", { name: "Plus de 90 jours" });
  const line = late.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.number }) });
  await expect(line).toContainText(`472,20${NBSP}DT`);
  await expect(line).toContainText(/émise il y a 400 jours/);
  // The deposit held.
  await expect(page.getByRole("list", { name: "Cautions détenues" }).getByRole("listitem").filter({ hasText: order.number })).toContainText(`500,00${NBSP}DT`);
  await expectNoAxeViolations(page, "la page des finances");

  // A reversed period is said on the page, before anything is downloaded.
  await hydrated(page);
  const journal = page.getByRole("region", { name: "Journal des paiements" });
  await journal.getByLabel("Du").fill("2019-03-31");
  await journal.getByLabel("Au").fill("2019-03-01");
  await journal.getByRole("button", { name: "Télécharger le journal (CSV)" }).click();
  await expect(journal.getByRole("alert")).toHaveText(/La date de fin précède la date de début/);

  // March 2019's journal: the cheque, and the cash payment with the day and reason of its cancellation.
  await journal.getByLabel("Du").fill("2019-03-01");
  await journal.getByLabel("Au").fill("2019-03-31");
  const download = page.waitForEvent("download");
  await journal.getByRole("button", { name: "Télécharger le journal (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("journal-paiements-2019-03-01-au-2019-03-31.csv");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.startsWith("\uFEFFDate;Commande;Client;Mode;Référence;Montant (DT);Annulé\r\n")).toBe(true);
  const client = "Amel Trabelsi (Clinique du Lac)";
  expect(csv).toContain(`\r\n14/03/2019;${order.number};${client};Chèque;"Chèque n° ${order.cheque}, BIAT";"100,00";\r\n`);
  expect(csv).toContain(`\r\n15/03/2019;${order.number};${client};Espèces;;"40,00";20/03/2019 : Saisi deux fois\r\n`);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  expect(consoleErrors).toEqual([]);
});

test("the journal refuses a period over 366 days with a 400, and only answers admins @desktop", async ({ page, context, request }) => {
  const refused = await request.get("/admin/shop/finances/paiements.csv?du=2019-01-01&au=2020-01-02");
  expect(refused.status()).toBe(401);
  await loginAs(context, await createUser(request, { admin: true }));
  const tooLong = await page.request.get("/admin/shop/finances/paiements.csv?du=2019-01-01&au=2020-01-02");
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toBe("La période ne peut pas dépasser 366 jours : exportez l'année en plusieurs fois.");
});

test("a signed-in client is sent away from the finances page @desktop", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request));
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/auth/);
});
