import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The 'Départs et retours' sheet (issue 12): the day's departures and returns on screen, the day
// navigation with and without JavaScript, the refused day, and the sheet printed to A4 by
// Chromium, read back with pdftotext and rendered to PNG (under /tmp/shots-daily/) to look at.

const SHOTS = "/tmp/shots-daily";
const SHEET = "/admin/shop/departs-retours";

/** A day of its own for each test (far ahead, so no other suite's order lands on it). */
function uniqueDay(): string {
  const start = Date.UTC(2032, 0, 1);
  const offset = Math.floor(Math.random() * 3000);
  return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type SheetOrder = { number: string; product: string };

async function createSheetOrder(
  request: APIRequestContext,
  options: { from: string; to: string; status?: string; departure?: string | null; back?: string | null; pickup?: boolean; firstName: string },
): Promise<SheetOrder> {
  const tag = randomUUID().slice(0, 6);
  const product = `Console son ${tag}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values (${sqlString(product)}, 'audio', 'Console', '/images/categories/audio.svg', 90.00, 10) returning id`,
  );
  const items = JSON.stringify([{ id: row!.id, name: product, category: "audio", image: "", price: "90.00", quantity: 2, totalDays: 3, vatRate: "19.00" }]);
  const slot = (value: string | null | undefined) => (value ? sqlString(value) : "null");
  const [order] = await dbQuery<{ order_number: number }>(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, company, rental_date, return_date, fulfilment, delivery_address,
                                departure_slot, return_slot, notes, items, total_amount, total_ht, vat_amount, total_ttc, status)
     values (${sqlString(options.firstName)}, 'Trabelsi', ${sqlString(`sheet-${tag}@example.tn`)}, '+216 20 123 456', 'Clinique du Lac',
             ${sqlString(options.from)}, ${sqlString(options.to)}, ${options.pickup ? "'pickup'" : "'delivery'"},
             ${options.pickup ? "''" : "'Les Berges du Lac, Tunis'"}, ${slot(options.departure)}, ${slot(options.back)},
             'Monter par l''entrée des artistes.', ${sqlString(items)}::jsonb, 540, 540, 102.60, 643.60, ${sqlString(options.status ?? "confirmed")})
     returning order_number`,
  );
  return { number: `CMD-${String(order!.order_number).padStart(6, "0")}`, product };
}

test.describe("an admin's daily sheet", () => {
  test.beforeEach(async ({ context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
  });

  test("shows the day's departures and returns, and prints them alone on A4", async ({ page, request, consoleErrors }, testInfo) => {
    const day = uniqueDay();
    const leaving = await createSheetOrder(request, { from: day, to: shiftDay(day, 2), departure: "morning", back: "evening", firstName: "Amel" });
    const collected = await createSheetOrder(request, { from: day, to: shiftDay(day, 1), departure: "afternoon", pickup: true, firstName: "Sami" });
    const returning = await createSheetOrder(request, { from: shiftDay(day, -3), to: day, back: null, firstName: "Leila" });
    const unconfirmed = await createSheetOrder(request, { from: day, to: shiftDay(day, 1), status: "new", departure: "evening", firstName: "Nadia" });

    const response = await page.goto(`${SHEET}?jour=${day}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: /Départs et retours/ })).toBeVisible();

    const departures = page.getByRole("list", { name: "Départs" });
    await expect(departures.getByRole("link", { name: leaving.number, exact: true })).toBeVisible();
    await expect(departures.getByRole("link", { name: collected.number, exact: true })).toBeVisible();
    // By slot: the morning's before the afternoon's.
    await expect(departures.locator(":scope > li").first()).toContainText(leaving.number);
    await expect(departures.locator(":scope > li").first()).toContainText("Matin (8 h – 12 h)");
    await expect(departures.locator(":scope > li").nth(1)).toContainText("Retrait au dépôt");
    await expect(departures).toContainText(`2 × ${leaving.product}`);
    await expect(departures.getByRole("link", { name: "+216 20 123 456" }).first()).toHaveAttribute("href", "tel:+21620123456");

    const returns = page.getByRole("list", { name: "Retours" });
    await expect(returns.getByRole("link", { name: returning.number, exact: true })).toBeVisible();
    await expect(returns).toContainText("Non précisé");
    await expect(page.getByRole("list", { name: "À confirmer" }).getByRole("link", { name: unconfirmed.number, exact: true })).toBeVisible();

    await hydrated(page);
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    const width = testInfo.project.name;
    await page.screenshot({ path: path.join(SHOTS, `daily-sheet-${width}.png`), fullPage: true });

    // Printed: A4, the sheet only.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Voir le site" })).toBeHidden();
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const pdfPath = path.join(SHOTS, `daily-sheet-${width}.pdf`);
    writeFileSync(pdfPath, pdf);
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
    for (const number of [leaving.number, collected.number, returning.number, unconfirmed.number]) expect(text).toContain(number);
    expect(text).toContain("Départs");
    expect(text).toContain("Retours");
    expect(text).toContain("Imagine — Planning location");
    expect(text).toContain("+216 20 123 456");
    for (const chrome of ["Administration", "Personnalisation", "Voir le site", "Déconnexion", "Jour suivant", "Imprimer", "Boutique", "Messages", "Afficher"]) {
      expect(text).not.toContain(chrome);
    }
    // A4 portrait: 595 × 842 points.
    expect(execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" })).toMatch(/Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/);
    execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", pdfPath, path.join(SHOTS, `daily-sheet-${width}-print`)]);

    // The order number leads to the order page.
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: leaving.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${leaving.number}$`));
    expect(consoleErrors).toEqual([]);
  });

  test("moves from day to day with the links and the date field, also without JavaScript", async ({ page, browser, request }) => {
    const day = uniqueDay();
    const next = shiftDay(day, 1);
    const later = await createSheetOrder(request, { from: next, to: shiftDay(day, 4), departure: "evening", firstName: "Karim" });

    await page.goto(`${SHEET}?jour=${day}`);
    await expect(page.getByText("Aucun départ ce jour-là.")).toBeVisible();
    // Only the shop's tab is the current section here, not 'Aujourd'hui' (/admin) above it.
    const sections = page.getByRole("navigation", { name: "Sections de l'administration" });
    await expect(sections.locator("[aria-current=page]")).toHaveCount(1);
    await expect(sections.getByRole("link", { name: "Aujourd'hui" })).not.toHaveAttribute("aria-current", "page");
    await page.getByRole("navigation", { name: "Changer de jour" }).getByRole("link", { name: "Jour suivant" }).click();
    await expect(page).toHaveURL(new RegExp(`jour=${next}$`));
    await expect(page.getByRole("list", { name: "Départs" }).getByRole("link", { name: later.number, exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Jour précédent" }).click();
    await expect(page).toHaveURL(new RegExp(`jour=${day}$`));
    await page.getByRole("navigation", { name: "Changer de jour" }).getByRole("link", { name: "Aujourd'hui" }).click();
    await expect(page).toHaveURL(/jour=\d{4}-\d{2}-\d{2}$/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await loginAs(context, await createUser(request, { admin: true }));
      const plain = await context.newPage();
      await plain.goto(`${SHEET}?jour=${day}`);
      await expect(plain.getByRole("button", { name: "Imprimer" })).toHaveCount(0);
      await plain.getByLabel("Aller au jour").fill(next);
      await plain.getByRole("button", { name: "Afficher" }).click();
      await expect(plain).toHaveURL(new RegExp(`${SHEET}\\?jour=${next}$`));
      await expect(plain.getByRole("link", { name: later.number, exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("says a day that does not exist is refused, with a 400", async ({ page }) => {
    const response = await page.goto(`${SHEET}?jour=2031-02-30`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Date invalide" })).toBeVisible();
    await expect(page.getByLabel("Aller au jour")).toBeVisible();
  });
});

test("a signed-in client is sent away from the daily sheet @desktop", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request));
  await page.goto(`${SHEET}?jour=2032-01-01`);
  await expect(page).toHaveURL(/\/auth/);
});
