import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The shop tab's billing settings (/admin/shop/parametres) and the "HT" of the public shop.
// The settings are one row shared by every suite running in parallel: the tests that save run
// one after the other at one width, and put the row back as they found it.

const SETTINGS = "/admin/shop/parametres";

type Stored = { vat_rate: string; vat_rates: string; stamp_duty: string; invoice_terms: string };

async function storedSettings(request: APIRequestContext): Promise<Stored> {
  const [row] = await dbQuery<Stored>(request, "select vat_rate::text, vat_rates::text, stamp_duty::text, invoice_terms from site_settings where id = 1");
  return row!;
}

async function restore(request: APIRequestContext, row: Stored) {
  await dbQuery(
    request,
    `update site_settings set vat_rate = ${row.vat_rate}, vat_rates = ${sqlString(row.vat_rates)}::jsonb, stamp_duty = ${row.stamp_duty}, invoice_terms = ${sqlString(row.invoice_terms)} where id = 1`,
  );
}


test.describe("an admin", () => {
  test.beforeEach(async ({ context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
  });

  test.describe("saves", () => {
    test.describe.configure({ mode: "serial" });

    test("goes Boutique → Facturation, changes the VAT rates and the invoice's terms, and finds them after a reload @desktop", async ({
      page,
      request,
      consoleErrors,
    }) => {
      const before = await storedSettings(request);
      const terms = `Règlement par virement à 30 jours. (${randomUUID().slice(0, 8)})`;
      try {
        await page.goto("/admin/shop");
        const shopNav = page.getByRole("navigation", { name: "Boutique" });
        await expect(shopNav.getByRole("link", { name: "Commandes" })).toHaveAttribute("aria-current", "page");
        await shopNav.getByRole("link", { name: "Paramètres" }).click();
        await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`));
        await expect(page.getByRole("heading", { name: "Paramètres de facturation" })).toBeVisible();
        await expect(shopNav.getByRole("link", { name: "Paramètres" })).toHaveAttribute("aria-current", "page");
        await expect(shopNav.getByRole("link", { name: "Commandes" })).not.toHaveAttribute("aria-current", "page");
        await expect(page.getByText("Les commandes déjà passées gardent les taux de leurs lignes.")).toBeVisible();
        // Each kind of document has its own text: the quote's validity is not the invoice's.
        await expect(page.getByLabel("Conditions du devis")).toHaveValue(/Devis valable/);
        await expect(page.getByLabel("Conditions de paiement de la facture")).not.toHaveValue(/Devis valable/);
        await hydrated(page);

        await page.getByLabel("Taux de TVA proposés (%)").fill("19 ; 13 ; 7,5 ; 0");
        await page.getByLabel("Taux de TVA par défaut (%)").fill("7,5");
        await page.getByLabel("Conditions de paiement de la facture").fill(terms);
        await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
        await expect(page.getByText("Paramètres enregistrés")).toBeVisible();
        expect(await storedSettings(request)).toMatchObject({ vat_rate: "7.50", vat_rates: '["19.00", "13.00", "7.50", "0.00"]', invoice_terms: terms });

        await page.reload();
        await expect(page.getByLabel("Taux de TVA proposés (%)")).toHaveValue("19 ; 13 ; 7,5 ; 0");
        await expect(page.getByLabel("Taux de TVA par défaut (%)")).toHaveValue("7,5");
        await expect(page.getByLabel("Conditions de paiement de la facture")).toHaveValue(terms);
        expect(consoleErrors).toEqual([]);
      } finally {
        await restore(request, before);
      }
    });

    test("saves without JavaScript and reads the answer on the page @desktop", async ({ browser, request }) => {
      const before = await storedSettings(request);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        await loginAs(context, await createUser(request, { admin: true }));
        const page = await context.newPage();
        await page.goto(SETTINGS);
        await page.getByLabel("Timbre fiscal (DT)").fill("1,000");
        await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: "Paramètres enregistrés" })).toBeVisible();
        await expect(page.getByLabel("Timbre fiscal (DT)")).toHaveValue("1,00");
        expect((await storedSettings(request)).stamp_duty).toBe("1.00");
      } finally {
        await context.close();
        await restore(request, before);
      }
    });
  });

  test("sees an invalid VAT rate refused in French, with what was typed kept", async ({ page, request }) => {
    await page.goto(SETTINGS);
    await hydrated(page);
    const vat = page.getByLabel("Taux de TVA par défaut (%)");
    await vat.fill("150");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();

    const message = page.getByText("Le taux de TVA doit être compris entre 0 et 100 %.");
    await expect(message).toBeVisible();
    await expect(page.getByText("Paramètres non enregistrés")).toBeVisible();
    await expect(vat).toHaveValue("150");
    await expect(vat).toHaveAttribute("aria-invalid", "true");
    await expect(vat).toBeFocused();
    const describedBy = (await vat.getAttribute("aria-describedby")) ?? "";
    expect(describedBy.split(" ")).toContain(await message.getAttribute("id"));
    const [refused] = await dbQuery<{ n: number }>(request, "select count(*)::int as n from site_settings where vat_rate = 150");
    expect(refused!.n).toBe(0);

    // A default rate that is not one of the list is refused too.
    await vat.fill("5,5");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByText(/Le taux par défaut doit être l'un des taux proposés/)).toBeVisible();
    await expect(vat).toHaveValue("5,5");
  });
});

test("a non-admin gets neither the page nor a save", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: false }));
  await page.goto(SETTINGS);
  await expect(page).toHaveURL(/\/auth\?acces-admin=1/);
  await expect(page.getByLabel("Taux de TVA par défaut (%)")).toHaveCount(0);

  const answer = await page.request.post(SETTINGS, {
    form: { legal_name: "Pirate SARL", tax_id: "1234567/A/M/000", legal_address: "Ailleurs", vat_rate: "0", stamp_duty: "0" },
  });
  expect(answer.status()).toBe(403);
  // Not compared with the row as it was: the save tests above may change it meanwhile (in parallel).
  const [pirate] = await dbQuery<{ n: number }>(
    request,
    "select count(*)::int as n from site_settings where legal_name = 'Pirate SARL' or legal_address = 'Ailleurs'",
  );
  expect(pirate!.n).toBe(0);
});

test("the public shop says its prices are HT", async ({ page }) => {
  await page.goto("/location-materiel");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: /Ajouter au Panier/ }) }).first();
  await expect(card.getByText(/DT \/ jour\sHT/)).toBeVisible();

  // The order form of /panier (also the checkout dialog's fields) says what is added on top.
  const href = await card.getByRole("link", { name: /Ajouter au Panier/ }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByText("TVA et timbre fiscal en sus, détaillés sur le devis.")).toBeVisible();
  await expect(page.getByText("Prix HT", { exact: true })).toBeVisible();
});
