import { createUser, loginAs } from "./auth-fixtures";
import { createOrder } from "./admin-desk-data";
import { expectNoAxeViolations } from "./axe";
import { PNG } from "pngjs";
import { dbQuery, expect, hydrated, test } from "./fixtures";

const NBSP = "\u00a0";

/** A small real PNG, as a phone's photo would be (a picture of a broken lens, in spirit). */
function photo(): Buffer {
  const png = new PNG({ width: 16, height: 16 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

// The depot (issue 23): an order leaves with one line short, comes back with a damaged and a
// missing unit, and the rental dialog's free units drop by them; the forms work without JavaScript.

async function productOf(request: Parameters<typeof dbQuery>[0], orderId: string): Promise<string> {
  const [row] = await dbQuery<{ id: string }>(request, `select items->0->>'id' as id from rental_orders where id = '${orderId}'`);
  return row!.id;
}

test("an order leaves the depot one unit short, then comes back with one damaged and one missing", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed", quantity: 3, stock: 5 });
  const product = await productOf(request, order.id);
  const free = async () => (await (await page.request.get(`/location-materiel/disponibilite?produit=${product}&du=2027-01-10&au=2027-01-12`)).json()).free;
  expect(await free()).toBe(5);

  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("link", { name: "Dépôt : départ et retour du matériel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dépôt · ${order.number}`);

  // Two of the three leave: without a note it is refused, and what was typed stays.
  const departure = page.getByRole("region", { name: "Départ" });
  const line = departure.getByRole("group", { name: /^Lyre LED/ });
  await expect(line.getByLabel("Part maintenant (sur 3)")).toHaveValue("3");
  await line.getByLabel("Part maintenant (sur 3)").fill("2");
  await departure.getByRole("button", { name: "Enregistrer le départ" }).click();
  await expect(departure.getByText("Tout ne part pas : dites dans la note pourquoi (le reste part plus tard ou pas du tout).")).toBeVisible();
  await expect(line.getByLabel("Part maintenant (sur 3)")).toHaveValue("2");
  await departure.getByLabel("Note").fill("La troisième lyre part demain.");
  await departure.getByRole("button", { name: "Enregistrer le départ" }).click();
  await expect(page.getByText("Départ enregistré", { exact: true })).toBeVisible();
  await expect(page.getByText("En cours", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Encore dehors : 2", { exact: true })).toBeVisible();

  // Back: one damaged, one missing; both go into maintenance, and the free units drop by two.
  const back = page.getByRole("region", { name: "Retour" });
  const returning = back.getByRole("group", { name: /^Lyre LED/ });
  await returning.getByLabel("En bon état").fill("0");
  await returning.getByLabel("Endommagées").fill("1");
  await returning.getByLabel("Manquantes").fill("1");
  await back.getByLabel("Note").fill("Lentille fêlée ; une lyre manque à l'appel.");
  await expectNoAxeViolations(page, "page dépôt, retour en cours de saisie");
  // A "photo" that is not an image is refused, and nothing is recorded.
  await back.getByLabel("Photos").setInputFiles({ name: "faux.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ceci n'est pas une image") });
  await back.getByRole("button", { name: "Enregistrer le retour" }).click();
  await expect(back.getByText(/^Photo « faux\.jpg » refusée : Format non pris en charge/)).toBeVisible();
  await expect(back.getByRole("group", { name: /^Lyre LED/ }).getByLabel("Endommagées")).toHaveValue("1");
  await back.getByLabel("Photos").setInputFiles({ name: "lentille.png", mimeType: "image/png", buffer: photo() });
  await back.getByRole("button", { name: "Enregistrer le retour" }).click();
  await expect(page.getByText("Retour enregistré", { exact: true })).toBeVisible();
  await expect(page.getByText("Endommagé : 1")).toBeVisible();
  await expect(page.getByText("Manquant : 1")).toBeVisible();
  // Nothing is awaited any more, but the depot does not say that everything came back (issue 38).
  await expect(page.getByTestId("depot-standing")).toContainText("Plus rien n'est attendu, mais tout n'est pas rentré : 1 unité manquante (Lyre LED");
  await expect(page.getByText("Tout le matériel sorti est rentré")).toHaveCount(0);
  expect(await free()).toBe(3);
  const [open] = await dbQuery<{ n: string }>(request, `select sum(quantity)::text as n from product_maintenance where product_id = '${product}' and resolved_at is null`);
  expect(open!.n).toBe("2");
  // 'Facturer les dommages': the damaged unit is counted (the missing one is for 'Pertes'); a
  // charge of a mistyped amount is refused with what was typed kept.
  const charge = page.getByRole("group", { name: "Articles concernés" });
  await expect(charge.getByLabel(/^Lyre LED/)).toHaveValue("1");
  await page.getByLabel("Motif").fill("Lentille fêlée, lyre manquante");
  await page.getByLabel("Montant HT (DT)").fill("cent cinquante");
  await page.getByRole("button", { name: "Facturer les dommages" }).click();
  await expect(page.getByText("Montant invalide (exemple : 150 ou 150,50).").first()).toBeVisible();
  await expect(page.getByLabel("Motif")).toHaveValue("Lentille fêlée, lyre manquante");
  await page.getByLabel("Montant HT (DT)").fill("150");
  await page.getByRole("button", { name: "Facturer les dommages" }).click();
  await expect(page.getByText("Frais ajoutés", { exact: true })).toBeVisible();

  // The order's page lists the charge; billed, it is on a facture complémentaire and owed.
  await page.goto(`/admin/shop/commandes/${order.number}`);
  const charges = page.getByRole("region", { name: "Frais après location" });
  await expect(charges.getByTestId("order-charge")).toContainText("Dommages — Lyre LED");
  await expect(charges.getByText(/^À facturer ·/)).toBeVisible();
  const dueBefore = await page.getByTestId("order-due").textContent();
  await charges.getByRole("button", { name: "Facturer les frais" }).click();
  await expect(page.getByText("Frais facturés", { exact: true })).toBeVisible();
  await expect(charges.getByText(/^Facturés sur FAC-\d{4}-\d{4}/)).toBeVisible();
  await expect(charges.getByText(/Frais facturés restant dus au client : 179,50/)).toBeVisible();
  await expect(page.getByTestId("order-due")).not.toHaveText(dueBefore!);
  // The order's timeline tells it.
  const timeline = page.getByRole("list", { name: "Historique de la commande" });
  await expect(timeline.getByText("Retour du matériel : 2 unités, dont 1 endommagée, 1 manquante")).toBeVisible();
  await expect(timeline.getByText(/^Photo : \/uploads\/.+\.png$/)).toBeVisible();
  const [photos] = await dbQuery<{ photos: string[] }>(request, `select photos from product_maintenance where product_id = '${product}' limit 1`);
  expect(photos!.photos).toHaveLength(1);
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});

/**
 * An order back from its rental, made in SQL as the depot would have left it: two subwoofers
 * missing, one of two lyres damaged.
 */
async function orderBack(request: Parameters<typeof dbQuery>[0]) {
  const order = await createOrder(request, { status: "in_progress", quantity: 2, stock: 5 });
  const lyre = await productOf(request, order.id);
  await dbQuery(request, `update rental_products set name = 'Lyre spot LED 300 W' where id = '${lyre}'`);
  const [sub] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('Caisson de basses 18 pouces', 'audio', 'Caisson', '/images/categories/audio.svg', 120.00, 5) returning id`,
  );
  await dbQuery(
    request,
    `update rental_orders set items = jsonb_build_array(
       items->0 || '{"name": "Lyre spot LED 300 W"}'::jsonb,
       jsonb_build_object('id', '${sub!.id}', 'name', 'Caisson de basses 18 pouces', 'category', 'audio', 'image', '', 'price', '120.00', 'quantity', 2, 'totalDays', 3, 'vatRate', '19.00'))
     where id = '${order.id}'`,
  );
  await dbQuery(
    request,
    `insert into order_equipment (order_id, product_id, name, out, returned, damaged, missing)
     values ('${order.id}', '${lyre}', 'Lyre spot LED 300 W', 2, 1, 1, 0), ('${order.id}', '${sub!.id}', 'Caisson de basses 18 pouces', 2, 0, 0, 2)`,
  );
  return order;
}

test("a charge bills the units the return says of its kind, shows the invoice's line before saving, and is edited before it is billed @desktop", async ({ page, context, request, browser, consoleErrors }) => {
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  const order = await orderBack(request);
  await page.goto(`/admin/shop/commandes/${order.number}/depot`);
  await hydrated(page);
  const form = page.locator("#frais");
  const articles = form.getByRole("group", { name: "Articles concernés" });
  const lyre = articles.getByLabel("Lyre spot LED 300 W");
  const sub = articles.getByLabel("Caisson de basses 18 pouces");
  const preview = form.getByTestId("charge-preview");

  // 'Dommages': the damaged lyre, not the missing subwoofers; the invoice's line follows the fields.
  await expect(form.getByLabel("Nature des frais")).toHaveValue("damage");
  await expect(lyre).toHaveValue("1");
  await expect(sub).toHaveValue("0");
  await form.getByLabel("Motif").fill("Lentille fêlée");
  await form.getByLabel("Montant HT (DT)").fill("150");
  await expect(preview).toContainText("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée");
  await expect(preview).toContainText(`150,00${NBSP}DT HT`);
  // 'Pertes' takes the missing units; back to 'Dommages', the damaged one.
  await form.getByLabel("Nature des frais").selectOption("loss");
  await expect(sub).toHaveValue("2");
  await expect(lyre).toHaveValue("0");
  await expect(preview).toContainText("Pertes — Caisson de basses 18 pouces × 2 : Lentille fêlée");
  await form.getByLabel("Nature des frais").selectOption("damage");
  await expect(lyre).toHaveValue("1");
  // Two lyres when one came back damaged: refused, nothing typed lost.
  await lyre.fill("2");
  await form.getByRole("button", { name: "Facturer les dommages" }).click();
  await expect(form.getByRole("alert")).toHaveText("Pour « Lyre spot LED 300 W », 1 unité est revenue endommagée : pas 2.");
  await expect(lyre).toBeFocused();
  await expect(form.getByLabel("Motif")).toHaveValue("Lentille fêlée");
  await expectNoAxeViolations(page, "formulaire des frais, quantité refusée");
  await lyre.fill("1");
  await form.getByRole("button", { name: "Facturer les dommages" }).click();
  await expect(page.getByText("Frais ajoutés", { exact: true })).toBeVisible();

  // On the order's page, then edited before it is billed.
  await page.goto(`/admin/shop/commandes/${order.number}`);
  const charges = page.getByRole("region", { name: "Frais après location" });
  await expect(charges.getByTestId("order-charge")).toContainText("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée");
  await charges.getByRole("link", { name: /^Modifier les frais/ }).click();
  await expect(form.getByText("Modifier les frais")).toBeVisible();
  await expect(form.getByLabel("Montant HT (DT)")).toHaveValue("150,00");
  await expect(form.getByLabel("Lyre spot LED 300 W")).toHaveValue("1");
  await form.getByLabel("Montant HT (DT)").fill("180");
  await form.getByLabel("Motif").fill("Lentille fêlée, à remplacer");
  await expect(preview).toContainText("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée, à remplacer");
  await form.getByRole("button", { name: "Enregistrer les frais" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${order.number}$`));
  await expect(page.getByText("Frais modifiés", { exact: true })).toBeVisible();
  await expect(charges.getByTestId("order-charge")).toContainText("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée, à remplacer");
  await expect(charges.getByTestId("order-charge")).toContainText(`180,00${NBSP}DT HT`);
  // Billed, the invoice carries the line the form showed, and the charge is no longer edited.
  await charges.getByRole("button", { name: "Facturer les frais" }).click();
  await expect(charges.getByText(/^Facturés sur FAC-\d{4}-\d{4}/)).toBeVisible();
  await expect(charges.getByRole("link", { name: /^Modifier les frais/ })).toHaveCount(0);
  const [line] = await dbQuery<{ name: string }>(request, `select data->'lines'->0->>'name' as name from order_documents where order_id = '${order.id}' and kind = 'complementary_invoice'`);
  expect(line!.name).toBe("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée, à remplacer");

  // Without JavaScript: 'Aperçu' posts the form, takes the units of the kind chosen and shows the line.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(plain, admin);
  const noScript = await plain.newPage();
  await noScript.goto(`/admin/shop/commandes/${order.number}/depot`);
  const plainForm = noScript.locator("#frais");
  await plainForm.getByLabel("Nature des frais").selectOption("loss");
  await plainForm.getByLabel("Motif").fill("Caissons non rendus");
  await plainForm.getByLabel("Montant HT (DT)").fill("1800");
  await plainForm.getByRole("button", { name: "Aperçu" }).click();
  await expect(plainForm.getByTestId("charge-preview")).toContainText("Pertes — Caisson de basses 18 pouces × 2 : Caissons non rendus");
  await expect(plainForm.getByLabel("Caisson de basses 18 pouces")).toHaveValue("2");
  await expect(plainForm.getByLabel("Montant HT (DT)")).toHaveValue("1800");
  await plainForm.getByRole("button", { name: "Facturer les dommages" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: "Frais ajoutés" })).toBeVisible();
  await plain.close();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // At the loading bay, on a phone whose browser runs no JavaScript: plain forms.
  test("the depot's check-out and check-in work without JavaScript @mobile", async ({ page, context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
    const order = await createOrder(request, { status: "confirmed", quantity: 2, stock: 4 });
    await page.goto(`/admin/shop/commandes/${order.number}/depot`);
    await page.getByRole("button", { name: "Enregistrer le départ" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Départ enregistré" })).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer le retour" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Retour enregistré" })).toBeVisible();
    await expect(page.getByText("Tout le matériel sorti est rentré")).toBeVisible();
  });
});

test("an order whose equipment is not back past its return is 'Retour en retard' on the desk, the order and today's sheet", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "in_progress", quantity: 2, stock: 4 });
  const product = await productOf(request, order.id);
  await dbQuery(
    request,
    `update rental_orders set rental_date = (now() at time zone 'Africa/Tunis')::date - 5, return_date = (now() at time zone 'Africa/Tunis')::date - 2 where id = '${order.id}'`,
  );
  await dbQuery(request, `insert into order_equipment (order_id, product_id, name, out, returned) values ('${order.id}', '${product}', 'Lyre LED', 2, 1)`);

  await page.goto(`/admin/shop?status=late_return&q=${encodeURIComponent(order.email)}`);
  await expect(page.getByLabel("Statut", { exact: true })).toHaveValue("late_return");
  await expect(page.getByRole("article", { name: `Commande ${order.number}` }).getByText("Retour en retard : 1 unité dehors")).toBeVisible();

  await page.goto(`/admin/shop/commandes/${order.number}`);
  await expect(page.getByText("Retour en retard : 1 unité dehors")).toBeVisible();

  await page.goto("/admin/shop/departs-retours");
  const late = page.getByRole("region", { name: /^Retours en retard/ });
  const item = late.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.number }) });
  await expect(item.getByText(/^1 unité attendue depuis le /)).toBeVisible();
});
