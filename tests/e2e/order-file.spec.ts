import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { createOrder } from "./admin-desk-data";
import { dbQuery, expect, outboxMessages, sqlString, test } from "./fixtures";

// The order file (issue 11): from the desk to the order page, edits, charges, quote, invoice.

async function createProduct(request: Parameters<typeof createOrder>[0], name: string) {
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values (${sqlString(name)}, 'audio', 'Micro sans fil', '/images/categories/audio.svg', 45.00, 20) returning id`,
  );
  return row!.id;
}

/** Orders made by createOrder predate the slots; the edit form requires them (issue 12). */
async function chooseSlots(page: Page) {
  await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("morning");
  await page.getByLabel("Créneau de retour *", { exact: true }).selectOption("evening");
}

test("an admin edits an order, adds charges, sends the quote, confirms and invoices it", async ({ page, context, request, consoleErrors }) => {
  test.setTimeout(90_000);
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request);
  const micro = `Micro HF ${randomUUID().slice(0, 6)}`;
  await createProduct(request, micro);

  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  await page.getByRole("article", { name: `Commande ${order.number}` }).getByRole("link", { name: `Ouvrir la commande ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${order.number}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Commande ${order.number}` })).toBeVisible();
  // 80 × 2 × 3 = 480 HT; 19 % = 91.20; 1 DT stamp.
  await expect(page.getByTestId("order-total-ttc")).toHaveText("572,20\u00a0DT");

  // An order made before the time slots: the form asks for them before anything is saved.
  await expect(page.getByLabel("Remise et créneaux")).toContainText("Non précisé");
  await chooseSlots(page);
  // A quantity and a product from the catalogue, saved together.
  await page.getByLabel(/^Quantité de Lyre LED/).fill("3");
  await page.getByLabel("Ajouter un article du catalogue").fill(micro);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await page.getByRole("button", { name: `Ajouter ${micro}` }).click();
  await expect(page.getByText("Commande mise à jour")).toBeVisible();
  await expect(page.getByRole("listitem", { name: micro })).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText("Créneau de départ : Non précisé → Matin")).toBeVisible();

  // Charges: a fee, a 10 % discount, a deposit; the micro's line at 7 % of VAT.
  await page.getByLabel(`Taux de TVA de ${micro}`).selectOption("7.00");
  await page.getByLabel("Frais de livraison et d'installation (DT HT)").fill("150");
  await page.getByLabel("Type de remise").selectOption("percent");
  await page.getByLabel("Remise", { exact: true }).fill("10");
  await page.getByLabel("Caution (DT)").fill("500");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Remise (10\u00a0%)")).toBeVisible();
  // 80 × 3 × 3 = 720 at 19 %, 45 × 1 × 3 = 135 at 7 %: 855, 10 % off (72 and 13.50), + 150 delivery at 19 %:
  // 798 at 19 % (151.62) and 121.50 at 7 % (8.505 → 8.51): 919.50 HT, 160.13 VAT, + 1 = 1 080.63.
  const totals = page.getByRole("region", { name: "Totaux" });
  await expect(totals.getByText("TVA 19\u00a0% sur 798,00\u00a0DT")).toBeVisible();
  await expect(totals.getByText("TVA 7\u00a0% sur 121,50\u00a0DT")).toBeVisible();
  await expect(totals.getByText("160,13\u00a0DT")).toBeVisible();
  await expect(page.getByTestId("order-total-ttc")).toHaveText("1\u00a0080,63\u00a0DT");
  const timeline = page.getByRole("list", { name: "Historique de la commande" });
  await expect(timeline.getByText(`« ${micro} » : TVA 19\u00a0% → 7\u00a0%`)).toBeVisible();
  await expect(timeline.getByText("Caution : 0,00\u00a0DT → 500,00\u00a0DT")).toBeVisible();

  // The quote, issued and e-mailed with its PDF.
  await page.getByRole("button", { name: "Émettre le devis" }).click();
  await expect(page.getByText("Devis émis")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page.getByText("Devis envoyé")).toBeVisible();
  await expect.poll(async () => (await outboxMessages(`To: ${order.email}`)).filter((m) => m.includes("application/pdf")).length).toBe(1);
  const [mail] = (await outboxMessages(`To: ${order.email}`)).filter((m) => m.includes("application/pdf"));
  expect(mail).toMatch(/filename=DEV-\d{4}-\d{4}-v1\.pdf/);
  // The mail worker writes the timeline line once the e-mail is actually sent: read the page again.
  await expect
    .poll(async () => {
      await page.reload();
      return timeline.getByText(/^Devis DEV-\d{4}-\d{4} version 1 envoyé par e-mail/).count();
    })
    .toBe(1);

  // Confirmed, then invoiced and downloaded.
  await page.getByRole("button", { name: "Confirmer", exact: true }).click();
  await expect(page.getByText("Statut mis à jour")).toBeVisible();
  await page.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Émettre la facture" })).toHaveCount(0);
  const invoiceLink = page.getByRole("link", { name: /^Télécharger FAC-\d{4}-\d{4}\.pdf$/ });
  const download = page.waitForEvent("download");
  await invoiceLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^FAC-\d{4}-\d{4}\.pdf$/);
  const response = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The desk shows the new figures.
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await expect(card.getByText(/^Facture FAC-\d{4}-\d{4}$/)).toBeVisible();
  await expect(card.getByText("1\u00a0080,63\u00a0DT")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a save refused by the server keeps what was typed", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request);
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await chooseSlots(page);
  await page.getByLabel("Prénom *").fill("Amira");
  await page.getByLabel("Type de remise").selectOption("amount");
  await page.getByLabel("Remise", { exact: true }).fill("9999");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("La remise ne peut pas dépasser le sous-total de la location (480,00\u00a0DT).").first()).toBeVisible();
  await expect(page.getByLabel("Prénom *")).toHaveValue("Amira");
  await expect(page.getByLabel("Remise", { exact: true })).toHaveValue("9999");
  const [row] = await dbQuery<{ first_name: string }>(request, `select first_name from rental_orders where id = ${sqlString(order.id)}`);
  expect(row!.first_name).toBe("Amel");
});

test("the order page works without JavaScript @desktop", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, await createUser(request, { admin: true }));
  const page = await context.newPage();
  const order = await createOrder(request);
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await chooseSlots(page);
  await page.getByLabel("Caution (DT)").fill("250");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Commande mise à jour" })).toBeVisible();
  await expect(page.getByLabel("Caution (DT)")).toHaveValue("250,00");
  await page.getByRole("button", { name: "Émettre le devis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Devis émis" })).toBeVisible();
  await context.close();
});

test("a non-admin gets nothing of an order", async ({ browser, request }) => {
  const order = await createOrder(request);
  const context = await browser.newContext();
  await loginAs(context, await createUser(request, { admin: false }));
  const page = await context.newPage();
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await expect(page).toHaveURL(/\/auth\?acces-admin=1$/);
  const document = await page.request.get(`/admin/shop/commandes/${order.number}/documents/FAC-2026-0001.pdf`);
  expect(document.status()).toBe(403);
  const anonymous = await request.get(`/admin/shop/commandes/${order.number}/documents/FAC-2026-0001.pdf`);
  expect(anonymous.status()).toBe(401);
  await context.close();
});

test("a document 'En préparation' turns into its download without a reload once its PDF is there @desktop", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request);
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Émettre le devis" }).click();
  await expect(page.getByText("Devis émis", { exact: true })).toBeVisible();

  // The quote as it is between its issue and its render: once rendered, its PDF is taken away.
  const stored = `select d.id, d.pdf is not null as ready from order_documents d where d.order_id = ${sqlString(order.id)}`;
  await expect.poll(async () => (await dbQuery<{ ready: boolean }>(request, stored))[0]?.ready).toBe(true);
  await dbQuery(request, `update order_documents set pdf = null where order_id = ${sqlString(order.id)}`);
  await page.reload();
  const pending = page.getByTestId("pdf-pending");
  await expect(pending).toBeVisible();

  // Someone downloads it (the download renders and stores it): the open page follows on its own.
  const download = page.getByRole("link", { name: /^Télécharger DEV-/ });
  const response = await page.request.get((await download.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  await expect(pending).toBeHidden();
  await expect(download).toBeVisible();
});
