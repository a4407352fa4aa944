import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The shop settings' buffer days and calendar feed (issue 12). Both live on the one settings
// row that every suite shares: the tests that write run one after the other at one width and
// put the row back as they found it.

const SETTINGS = "/admin/shop/parametres";
const SHOTS = "/tmp/shots-daily";

type Stored = { before: number; after: number; token: string | null };

async function stored(request: APIRequestContext): Promise<Stored> {
  const [row] = await dbQuery<Stored>(
    request,
    "select buffer_days_before as before, buffer_days_after as after, calendar_feed_token as token from site_settings where id = 1",
  );
  return row!;
}

async function restore(request: APIRequestContext, row: Stored) {
  await dbQuery(
    request,
    `update site_settings set buffer_days_before = ${row.before}, buffer_days_after = ${row.after},
            calendar_feed_token = ${row.token ? sqlString(row.token) : "null"} where id = 1`,
  );
}


test.describe("an admin's shop settings", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeEach(async ({ context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
  });

  test("sets the buffer days and finds them after a reload @desktop", async ({ page, request, consoleErrors }) => {
    const before = await stored(request);
    try {
      await page.goto(SETTINGS);
      await expect(page).toHaveTitle("Paramètres de la boutique | Administration Imagine");
      await expect(page.getByRole("heading", { level: 1, name: "Paramètres de la boutique" })).toBeVisible();
      await expect(page.getByText("Les unités restent réservées pendant ces jours.", { exact: false })).toBeVisible();
      await hydrated(page);
      await page.getByLabel("Préparation avant la location (jours)").fill("2");
      await page.getByLabel("Vérification après le retour (jours)").fill("0");
      await page.getByRole("button", { name: "Enregistrer les jours tampon" }).click();
      await expect(page.getByText("Jours tampon enregistrés")).toBeVisible();
      expect(await stored(request)).toMatchObject({ before: 2, after: 0 });
      await expect(page.getByText(/réserve les unités du 8 juin au 12 juin/)).toBeVisible();

      await page.reload();
      await expect(page.getByLabel("Préparation avant la location (jours)")).toHaveValue("2");
      await expect(page.getByLabel("Vérification après le retour (jours)")).toHaveValue("0");
      expect(consoleErrors).toEqual([]);
    } finally {
      await restore(request, before);
    }
  });

  test("creates the calendar address, copies it, replaces it, and the old one answers 404 @desktop", async ({ page, context, request, consoleErrors }) => {
    const before = await stored(request);
    try {
      await dbQuery(request, "update site_settings set calendar_feed_token = null where id = 1");
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${SETTINGS}#agenda`);
      await hydrated(page);
      const agenda = page.getByRole("region", { name: "Agenda (flux iCalendar)" });
      await expect(agenda.getByLabel("Adresse de l'agenda")).toHaveCount(0);
      await agenda.getByRole("button", { name: "Créer l'adresse de l'agenda" }).click();
      await expect(page.getByText("Adresse de l'agenda créée")).toBeVisible();

      const field = agenda.getByLabel("Adresse de l'agenda");
      await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/agenda\/[A-Za-z0-9_-]{43}\/commandes\.ics$/);
      const firstUrl = await field.inputValue();
      await expect(agenda.getByRole("link", { name: /webcal/ })).toHaveAttribute("href", firstUrl.replace(/^http:/, "webcal:"));
      await expect(agenda.getByText("Abonnez-vous à cette adresse dans Google Agenda (À partir de l'URL) ou Calendrier d'Apple (Nouvel abonnement).")).toBeVisible();

      const feed = await page.request.get(firstUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await feed.text()).toContain("X-WR-CALNAME:Imagine — Planning location");

      await agenda.getByRole("button", { name: "Copier" }).click();
      await expect(page.getByText("Adresse copiée")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/settings-desktop-1280.png`, fullPage: true });

      await expect(agenda.getByText("L'adresse actuelle cessera de fonctionner immédiatement", { exact: false })).toBeVisible();
      await agenda.getByRole("button", { name: "Générer une nouvelle adresse" }).click();
      await expect(page.getByText("Nouvelle adresse de l'agenda créée")).toBeVisible();
      await expect(field).not.toHaveValue(firstUrl);
      const secondUrl = await field.inputValue();
      expect(secondUrl).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\/commandes\.ics$/);

      const old = await page.request.get(firstUrl);
      expect(old.status()).toBe(404);
      expect(await old.text()).toBe("Introuvable.\n");
      expect((await page.request.get(secondUrl)).status()).toBe(200);
      expect(consoleErrors).toEqual([]);
    } finally {
      await restore(request, before);
    }
  });

  test("creates the address without JavaScript @desktop", async ({ browser, request }) => {
    const before = await stored(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await dbQuery(request, "update site_settings set calendar_feed_token = null where id = 1");
      await loginAs(context, await createUser(request, { admin: true }));
      const page = await context.newPage();
      await page.goto(SETTINGS);
      await page.getByRole("button", { name: "Créer l'adresse de l'agenda" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Adresse de l'agenda créée" })).toBeVisible();
      await expect(page.getByLabel("Adresse de l'agenda")).toHaveValue(/\/agenda\/[A-Za-z0-9_-]{43}\/commandes\.ics$/);
      // No clipboard without JavaScript: the field stays, the button does not show.
      await expect(page.getByRole("button", { name: "Copier" })).toHaveCount(0);
    } finally {
      await context.close();
      await restore(request, before);
    }
  });
});

test("the settings page at phone width @mobile", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  await page.goto(SETTINGS);
  await expect(page.getByRole("heading", { level: 2, name: "Jours tampon" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Agenda (flux iCalendar)" })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/settings-mobile-390.png`, fullPage: true });
});

test("a feed URL with a wrong token answers a plain 404", async ({ request }) => {
  const response = await request.get("/agenda/pas-le-bon-jeton/commandes.ics");
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("Introuvable.\n");
});
