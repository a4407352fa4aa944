// Orders placed the way a client places them, and the follow-up link of their e-mail.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { dbQuery, expect, outboxMessages } from "./fixtures";

function decodeQuotedPrintable(raw: string): string {
  return /quoted-printable/i.test(raw)
    ? raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

/** Places an order through /panier's plain form (no JavaScript), returns its e-mail. */
export async function placeOrder(browser: Browser, request: APIRequestContext, options: { email?: string } = {}): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [product] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('Enceinte suivi ${tag}', 'audio', 'Enceinte', '/images/categories/audio.svg', 120.00, 5) returning id`,
  );
  const now = new Date();
  const iso = (day: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
  const email = options.email ?? `suivi-${tag}@example.tn`;
  // Every browser test posts from 127.0.0.1: the orders limit (10 per 10 minutes per address)
  // is for real clients, not for the suite.
  await dbQuery(request, "delete from rate_limits where key like 'order:%'");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/panier?produit=${product!.id}`);
  await page.getByLabel("Prénom *", { exact: true }).fill("Nadia");
  await page.getByLabel("Nom *", { exact: true }).fill("Jaziri");
  await page.getByLabel("Email *", { exact: true }).fill(email);
  await page.getByLabel("Téléphone *", { exact: true }).fill("71 000 000");
  await page.getByLabel("Date de location *", { exact: true }).fill(iso(10));
  await page.getByLabel("Date de retour *", { exact: true }).fill(iso(12));
  await page.getByLabel("Créneau de départ *", { exact: true }).selectOption({ label: "Matin (8 h – 12 h)" });
  await page.getByLabel("Créneau de retour *", { exact: true }).selectOption({ label: "Soir (18 h – 21 h)" });
  await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Avenue Habib Bourguiba, Sousse");
  await page.getByRole("button", { name: "Confirmer la Commande" }).click();
  // The checkout ends on the order's page (issue 38).
  await expect(page).toHaveURL(/\/commande\/[\w-]{43}\?nouvelle=1$/);
  await context.close();
  return email;
}

/** The order link of the acknowledgement e-mail in the outbox, as a path. */
export async function followLinkFor(email: string): Promise<string> {
  // The acknowledgement is the first e-mail *to* the client ("\nTo:", not the agency's notification's "Reply-To:").
  await expect.poll(async () => (await outboxMessages(`\nTo: ${email}`)).length).toBeGreaterThan(0);
  const [mail] = await outboxMessages(`\nTo: ${email}`);
  const link = /https?:\/\/\S+?(\/commande\/[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail!));
  expect(link, "lien de suivi dans l'e-mail").not.toBeNull();
  return link![1]!;
}
