import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createOrder } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The 'Maintenance' page of the shop tab (issue 23): units out of service, made here in SQL as a
// return with a damaged or missing unit leaves them; 'Réparé' with JavaScript at 390 and 1280 px
// (the toast, the row gone, the movement in the product's history), and a write-off without it.

const PAGE = "/admin/shop/maintenance";

type OutOfService = { number: string; product: string; productId: string; maintenanceId: string };

/**
 * An order that came back three days ago with one of its two lights `kind` ('damaged' or 'lost'):
 * its depot counts, the light's movements and the open maintenance row, as checkIn writes them.
 */
async function outOfService(request: APIRequestContext, kind: "damaged" | "lost"): Promise<OutOfService> {
  const order = await createOrder(request, { status: "in_progress" });
  const [item] = await dbQuery<{ id: string; name: string }>(request, `select items->0->>'id' as id, items->0->>'name' as name from rental_orders where id = ${sqlString(order.id)}`);
  const reason = kind === "damaged" ? "Lentille fêlée au démontage" : "Une lyre manque au retour";
  await dbQuery(
    request,
    `insert into order_equipment (order_id, product_id, name, out, returned, damaged, missing)
     values (${sqlString(order.id)}, ${sqlString(item!.id)}, ${sqlString(item!.name)}, 2, 1, ${kind === "damaged" ? 1 : 0}, ${kind === "lost" ? 1 : 0})`,
  );
  await dbQuery(
    request,
    `insert into equipment_movements (product_id, order_id, kind, quantity, note, actor, at)
     values (${sqlString(item!.id)}, ${sqlString(order.id)}, 'out', 2, null, 'depot@imagine-events.tn', now() - interval '5 days'),
            (${sqlString(item!.id)}, ${sqlString(order.id)}, 'in', 1, ${sqlString(reason)}, 'depot@imagine-events.tn', now() - interval '3 days'),
            (${sqlString(item!.id)}, ${sqlString(order.id)}, ${sqlString(kind)}, 1, ${sqlString(reason)}, 'depot@imagine-events.tn', now() - interval '3 days')`,
  );
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into product_maintenance (product_id, order_id, kind, quantity, reason, since, reported_by)
     values (${sqlString(item!.id)}, ${sqlString(order.id)}, ${sqlString(kind)}, 1, ${sqlString(reason)}, now() - interval '3 days', 'depot@imagine-events.tn')
     returning id`,
  );
  return { number: order.number, product: item!.name, productId: item!.id, maintenanceId: row!.id };
}

const card = (page: Page, product: string) => page.getByRole("article", { name: product, exact: true });

/** At least the 44 px a finger needs, both ways where it is a control. */
async function expectTouchTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

test("an admin repairs a damaged unit: the toast, the row gone, the movement in the product's history", async ({ page, context, request, consoleErrors }, testInfo) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const unit = await outOfService(request, "damaged");

  // From the shop tab's navigation.
  await page.goto("/admin/shop");
  const shopNav = page.getByRole("navigation", { name: "Boutique" });
  await shopNav.getByRole("link", { name: "Maintenance" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page).toHaveTitle("Maintenance | Administration Imagine");
  await expect(page.getByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible();
  await expect(shopNav.getByRole("link", { name: "Maintenance" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/sont indisponibles pour toutes les locations jusqu'à ce qu'elles soient réparées, retrouvées ou mises hors service/)).toBeVisible();
  await expect(page.getByText("Unités indisponibles", { exact: true })).toBeVisible();

  // The row: its badge, its quantity, since when, its order, who reported it and why.
  const row = card(page, unit.product);
  await expect(row).toBeVisible();
  await expect(row.getByText("Endommagé", { exact: true })).toBeVisible();
  await expect(row).toContainText("1 unité");
  await expect(row).toContainText("3 jours");
  await expect(row).toContainText("depot@imagine-events.tn");
  await expect(row).toContainText("Lentille fêlée au démontage");
  await expect(row.getByRole("link", { name: unit.number })).toHaveAttribute("href", `/admin/shop/commandes/${unit.number}`);
  // Only the resolutions of a damaged unit.
  await expect(row.getByRole("radio")).toHaveCount(2);
  await expect(row.getByRole("radio", { name: "Retrouvé" })).toHaveCount(0);
  for (const target of [row.getByText("Réparé", { exact: true }).locator(".."), row.getByRole("button", { name: "Enregistrer" }), row.getByLabel("Quantité"), row.getByRole("link", { name: unit.number })]) {
    await expectTouchTarget(target);
  }
  await expect(row.getByLabel("Quantité")).toHaveValue("1");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `la page de maintenance (${testInfo.project.name})`);

  // 'Réparé': the toast, and the row is gone.
  await hydrated(page);
  await row.getByRole("radio", { name: "Réparé" }).check();
  await row.getByLabel("Note").fill("Lentille remplacée");
  await row.getByRole("button", { name: "Enregistrer" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Unité réparée" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`« ${unit.product} » : 1 unité de nouveau disponible à la location.`);
  await expect(card(page, unit.product)).toHaveCount(0);
  const [stored] = await dbQuery<{ resolution: string | null }>(request, `select resolution from product_maintenance where id = ${sqlString(unit.maintenanceId)}`);
  expect(stored!.resolution).toBe("repaired");

  // The product's history, reached by its address: the repair on top, then what came before.
  await page.goto(`${PAGE}?produit=${unit.productId}`);
  const history = page.getByRole("region", { name: `Historique : ${unit.product}` });
  await expect(history).toBeVisible();
  const movements = history.getByRole("list", { name: `Mouvements de ${unit.product}` }).getByRole("listitem");
  await expect(movements).toHaveCount(4);
  await expect(movements.first()).toContainText("Réparé");
  await expect(movements.first()).toContainText("Lentille remplacée");
  await expect(movements.first().getByRole("link", { name: unit.number })).toBeVisible();
  await expect(movements.nth(1)).toContainText("Endommagé");
  await expect(movements.nth(2)).toContainText("Retour");
  await expect(movements.nth(3)).toContainText("Départ");
  await expect(history).toContainText("Stock : 4 unités");
  await history.getByRole("link", { name: "Fermer l'historique" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole("region", { name: `Historique : ${unit.product}` })).toHaveCount(0);

  // A bad address is said in French.
  await page.goto(`${PAGE}?produit=nimporte-quoi`);
  await expect(page.getByRole("alert")).toHaveText("Historique introuvable : l'adresse ne désigne aucun article.");
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});

test("a lost unit is written off without JavaScript; a missing note is refused first, the typed values kept @desktop", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, await createUser(request, { admin: true }));
  const page = await context.newPage();
  const unit = await outOfService(request, "lost");
  await page.goto(PAGE);
  const row = card(page, unit.product);
  await expect(row.getByText("Perdu", { exact: true })).toBeVisible();
  await expect(row.getByRole("radio")).toHaveCount(2);
  await expect(row.getByRole("radio", { name: "Réparé" })).toHaveCount(0);

  // 'Hors service' needs its reason: refused beside the form, what was chosen still chosen.
  await row.getByRole("radio", { name: "Hors service" }).check();
  await row.getByRole("button", { name: "Enregistrer" }).click();
  await expect(row.getByRole("alert")).toHaveText("Indiquez pourquoi l'unité est mise hors service.");
  await expect(row.getByRole("radio", { name: "Hors service" })).toBeChecked();
  await expect(row.getByLabel("Quantité")).toHaveValue("1");

  await row.getByLabel("Note").fill("Jamais retrouvée après le congrès");
  await row.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unité mise hors service" })).toBeVisible();
  await expect(card(page, unit.product)).toHaveCount(0);
  const [product] = await dbQuery<{ stock_quantity: number }>(request, `select stock_quantity from rental_products where id = ${sqlString(unit.productId)}`);
  expect(product!.stock_quantity).toBe(3);
  await context.close();
});
