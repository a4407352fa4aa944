import { randomUUID } from "node:crypto";
import type { Browser, APIRequestContext } from "@playwright/test";
import { dbQuery, expect, outboxMessages, sqlString, test } from "./fixtures";

// The client's side of an order (issue "Client space"): the link of the acknowledgement e-mail
// opens the order's page, which cancels the order while it is new.

function decodeQuotedPrintable(raw: string): string {
  return /quoted-printable/i.test(raw)
    ? raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

/** Places an order through /panier's plain form (no JavaScript), returns its e-mail. */
async function placeOrder(browser: Browser, request: APIRequestContext): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [product] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('Enceinte suivi ${tag}', 'audio', 'Enceinte', '/images/categories/audio.svg', 120.00, 5) returning id`,
  );
  const now = new Date();
  const iso = (day: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
  const email = `suivi-${tag}@example.tn`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/panier?produit=${product!.id}`);
  await page.getByLabel("Prénom *", { exact: true }).fill("Nadia");
  await page.getByLabel("Nom *", { exact: true }).fill("Jaziri");
  await page.getByLabel("Email *", { exact: true }).fill(email);
  await page.getByLabel("Téléphone *", { exact: true }).fill("71 000 000");
  await page.getByLabel("Date de location *", { exact: true }).fill(iso(10));
  await page.getByLabel("Date de retour *", { exact: true }).fill(iso(12));
  await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Avenue Habib Bourguiba, Sousse");
  await page.getByRole("button", { name: "Confirmer la Commande" }).click();
  await expect(page).toHaveURL(/\/panier\?commande=CMD-\d{6}/);
  await context.close();
  return email;
}

/** The order link of the acknowledgement e-mail in the outbox, as a path. */
async function followLinkFor(email: string): Promise<string> {
  await expect.poll(async () => (await outboxMessages(`To: ${email}`)).length).toBeGreaterThan(0);
  const [mail] = await outboxMessages(`To: ${email}`);
  const link = /https?:\/\/\S+?(\/commande\/[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail!));
  expect(link, "lien de suivi dans l'e-mail").not.toBeNull();
  return link![1]!;
}

test("the e-mail's link opens the order, which the client cancels while it is new", async ({ page, browser, request, consoleErrors }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: /^Commande CMD-\d{6}$/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const progress = page.getByRole("list", { name: "Avancement de la commande" });
  await expect(progress.locator('[aria-current="step"]')).toContainText("Nouvelle");
  await expect(page.getByText(/^Enceinte suivi /)).toBeVisible();

  await page.getByText("Je souhaite annuler ma commande").click();
  await page.getByLabel("Raison (facultatif)").fill("Événement reporté");
  await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre commande est annulée." })).toBeVisible();
  await expect(page.getByText("Cette commande est annulée.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmer l'annulation" })).toHaveCount(0);

  const [order] = await dbQuery<{ status: string }>(request, `select status from rental_orders where email = ${sqlString(email)}`);
  expect(order!.status).toBe("cancelled");
  // The agency's notification answers to the client.
  await expect.poll(async () => (await outboxMessages(`Reply-To: ${email}`)).filter((m) => m.includes("To: devis@imagine-events.tn")).length).toBe(2);
  expect(consoleErrors).toEqual([]);
});

test("the order page and its cancel form work without JavaScript", async ({ browser, request }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByText("Je souhaite annuler ma commande").click();
  await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre commande est annulée." })).toBeVisible();
  await context.close();
});

test("a wrong or truncated token shows nothing", async ({ page, browser, request }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  for (const path of [link.slice(0, -1), `${link.slice(0, -2)}xx`, "/commande/CMD-000001"]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByText("Nadia")).toHaveCount(0);
  }
});
