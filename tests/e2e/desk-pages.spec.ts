import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The orders desk and the messages list in pages (issue 21): page links with and without
// JavaScript, the count, and a status change on page 2 that leaves the desk on page 2.

/** 30 new orders of one company named after `tag`, one a minute apart: two pages for `?q=tag`. */
async function createOrders(request: APIRequestContext, tag: string): Promise<void> {
  const items = JSON.stringify([{ id: randomUUID(), name: "Lyre LED", category: "light", image: "", price: "80.00", quantity: 1, totalDays: 1, vatRate: "19.00" }]);
  await dbQuery(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, company, rental_date, return_date, delivery_address, items,
                                total_amount, total_ht, vat_amount, total_ttc, status, created_at)
     select 'Amel', 'Trabelsi', 'client-' || n || '@example.tn', '+216 20 123 456', ${sqlString(`Hôtel ${tag}`)},
            '2026-12-05', '2026-12-07', 'Les Berges du Lac, Tunis', ${sqlString(items)}::jsonb, 80, 80, 15.20, 96.20, 'new',
            now() - n * interval '1 minute'
     from generate_series(1, 30) as n`,
  );
}

async function createMessages(request: APIRequestContext, tag: string): Promise<void> {
  await dbQuery(
    request,
    `insert into contact_messages (first_name, last_name, email, event_type, message, created_at)
     select 'Sonia', 'Mansour ' || n, 'sonia-' || n || '@example.tn', 'Mariage', ${sqlString(`Réception à l'Hôtel ${tag}`)},
            now() - n * interval '1 minute'
     from generate_series(1, 30) as n`,
  );
}

const pager = (page: Page, what: "commandes" | "messages") => page.getByRole("navigation", { name: `Pages des ${what}`, exact: true });

test("the orders desk in pages: the count, page 2 by its link, a status change on page 2 stays there", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const tag = randomUUID().slice(0, 8);
  await createOrders(request, tag);
  // Without accents: the search folds them.
  await page.goto(`/admin/shop?q=hotel%20${tag}`);
  await hydrated(page);
  await expect(pager(page, "commandes")).toContainText("30 commandes · 1–25, page 1 sur 2");
  await expect(page.getByRole("article")).toHaveCount(25);
  await pager(page, "commandes").getByRole("link", { name: "Page suivante" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
  await expect(page.getByRole("article")).toHaveCount(5);
  await expect(pager(page, "commandes")).toContainText("26–30, page 2 sur 2");

  const card = page.getByRole("article").first();
  const name = await card.getAttribute("aria-label");
  await card.getByRole("button", { name: "Confirmer", exact: true }).click();
  await expect(page.getByText("Statut mis à jour")).toBeVisible();
  await expect(page.getByRole("article", { name: name! }).getByText("Confirmée", { exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  await expect(page.getByRole("article")).toHaveCount(5);

  // Sorting by rental date is in the URL too, and starts again at page 1.
  await page.getByLabel("Trier par").selectOption("rental");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/sort=rental/);
  await expect(page.getByRole("article")).toHaveCount(25);
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the orders desk pages and confirms without JavaScript, and stays on page 2", async ({ page, context, request }) => {
    const admin = await createUser(request, { admin: true });
    await loginAs(context, admin);
    const tag = randomUUID().slice(0, 8);
    await createOrders(request, tag);
    await page.goto(`/admin/shop?q=${tag}`);
    await pager(page, "commandes").getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByRole("article")).toHaveCount(5);
    await page.getByRole("article").first().getByRole("button", { name: "Annuler", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Statut mis à jour" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await expect(page.getByRole("article")).toHaveCount(5);
    await expect(page.getByRole("article").first().getByText("Annulée", { exact: true })).toBeVisible();
  });
});

test("the messages in pages, with and without JavaScript", async ({ page, context, browser, request }) => {
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  const tag = randomUUID().slice(0, 8);
  await createMessages(request, tag);
  await page.goto(`/admin/contact?q=HOTEL%20${tag}`);
  await hydrated(page);
  await expect(pager(page, "messages")).toContainText("30 messages · 1–25, page 1 sur 2");
  await pager(page, "messages").getByRole("link", { name: "Page 2" }).click();
  await expect(page.getByRole("article")).toHaveCount(5);
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(page.getByText("Message marqué comme traité")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");

  const plain = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(plain, admin);
  const noJs = await plain.newPage();
  await noJs.goto(`/admin/contact?q=${tag}&page=2`);
  await expect(noJs.getByRole("article")).toHaveCount(5);
  await pager(noJs, "messages").getByRole("link", { name: "Page précédente" }).click();
  await expect(noJs.getByRole("article")).toHaveCount(25);
  expect(new URL(noJs.url()).searchParams.get("page")).toBeNull();
  await plain.close();
});

test("a page number that makes no sense shows the first or the last page", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const tag = randomUUID().slice(0, 8);
  await createOrders(request, tag);
  for (const [asked, shown] of [
    ["abc", "page 1 sur 2"],
    ["-3", "page 1 sur 2"],
    ["1000000000000", "page 2 sur 2"],
  ] as const) {
    const response = await page.goto(`/admin/shop?q=${tag}&page=${asked}`);
    expect(response!.status()).toBe(200);
    await expect(pager(page, "commandes")).toContainText(shown);
  }
});
