import { createUser, loginAs } from "./auth-fixtures";
import { createMessage, createOrder, createTodayRows } from "./admin-desk-data";
import type { Locator } from "@playwright/test";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

/** The link of `scope` named `name` that goes to exactly `href`. */
const linkTo = (scope: Locator, name: string, href: string) => scope.getByRole("link", { name, exact: true }).and(scope.locator(`[href="${href}"]`));

test.beforeEach(async ({ context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
});

test("an admin signs in, lands on 'Aujourd'hui' and finds each section's next step; 'Confirmer' takes an order off the page", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const rows = await createTodayRows(request);
  const admin = await createUser(request, { admin: true });
  // Through the sign-in form, in a context of its own (beforeEach's session cookie is not in it).
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/auth");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Mot de passe").fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aujourd'hui" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Sections de l'administration" });
  await expect(nav.getByRole("link").first()).toHaveText("Aujourd'hui");
  await expect(nav.getByRole("link", { name: "Aujourd'hui" })).toHaveAttribute("aria-current", "page");
  // The coloured lines are not repeated above the sections that list the same.
  await expect(page.getByTestId("late-returns-banner")).toHaveCount(0);
  await expect(page.getByTestId("follow-ups-line")).toHaveCount(0);

  const section = (title: string) => page.getByRole("region", { name: new RegExp(`^${title}`) });
  const depot = section("Départs et retours");
  await expect(depot.getByRole("link", { name: `Ouvrir le dépôt ${rows.departure.number}` })).toHaveAttribute("href", `/admin/shop/commandes/${rows.departure.number}/depot`);
  await expect(depot.getByRole("listitem").filter({ hasText: rows.departure.number })).toContainText("À préparer : 2 unités");
  await expect(depot.getByRole("listitem").filter({ hasText: rows.returning.number })).toContainText("Encore dehors : 2 unités");
  await expect(depot.getByRole("link", { name: `Ouvrir le dépôt ${rows.returning.number}` })).toBeVisible();
  await expect(section("Retours en retard").getByRole("link", { name: `Ouvrir le dépôt ${rows.late.number}` })).toHaveAttribute("href", `/admin/shop/commandes/${rows.late.number}/depot`);
  const accepted = section("Devis acceptés");
  await expect(accepted.getByRole("button", { name: `Confirmer ${rows.accepted.number}` })).toBeVisible();
  // Rows are found by their own link: a retried test finds the first try's rows on the page too.
  await expect(linkTo(accepted, "Marquer gagnée Gagnante Ben Salah", `/admin/contact/demandes/${rows.won.id}#request-stage-title`)).toBeVisible();
  const toConfirm = section("Commandes à confirmer");
  await expect(toConfirm.getByRole("button", { name: `Confirmer ${rows.toConfirm.number}` })).toBeVisible();
  await expect(linkTo(section("Réponses des clients"), "Répondre Reponse Ben Salah", `/admin/contact/demandes/${rows.answered.id}/repondre`)).toBeVisible();
  await expect(linkTo(section("À relancer"), "Relancer Relance Ben Salah", `/admin/contact/demandes/${rows.followUp.id}`)).toBeVisible();
  await expect(section("Factures en retard").getByRole("button", { name: `Envoyer une relance ${rows.overdue.number}` })).toBeVisible();

  // 'Confirmer' posts from the page: the toast, the order confirmed, its row gone.
  await hydrated(page);
  await toConfirm.getByRole("button", { name: `Confirmer ${rows.toConfirm.number}` }).click();
  await expect(page.getByText("Statut mis à jour")).toBeVisible();
  await expect(toConfirm.getByRole("button", { name: `Confirmer ${rows.toConfirm.number}` })).toHaveCount(0);
  const [row] = await dbQuery<{ status: string }>(request, `select status from rental_orders where id = ${sqlString(rows.toConfirm.id)}`);
  expect(row!.status).toBe("confirmed");
  expect(errors).toEqual([]);
  await context.close();
});

test("an admin confirms an order and the client's e-mail lands in the outbox", async ({ page, request, consoleErrors }) => {
  const order = await createOrder(request);
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await expect(card.getByText("Nouvelle", { exact: true })).toBeVisible();
  await expect(card.getByText("5 décembre 2026")).toBeVisible();
  // Only the two transitions of a new order.
  await expect(card.getByRole("button", { name: "Marquer en cours" })).toHaveCount(0);
  await card.getByRole("button", { name: "Confirmer", exact: true }).click();

  await expect(page.getByText("Statut mis à jour")).toBeVisible();
  await expect(card.getByText("Confirmée", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Marquer en cours" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirmer", exact: true })).toHaveCount(0);

  await expect.poll(async () => (await outboxMessages(order.email)).length).toBe(1);
  const [mail] = await outboxMessages(order.email);
  expect(mail).toContain(`To: ${order.email}`);
  expect(mail).toContain(order.number);
  const [row] = await dbQuery<{ status: string }>(request, `select status from rental_orders where id = ${sqlString(order.id)}`);
  expect(row!.status).toBe("confirmed");
  expect(consoleErrors).toEqual([]);
});

test("'Confirmer' on an overbooked order shows the error toast with the stock message", async ({ page, request }) => {
  const held = await createOrder(request, { status: "confirmed", quantity: 3, stock: 3 });
  const [product] = await dbQuery<{ id: string }>(request, `select items->0->>'id' as id from rental_orders where id = ${sqlString(held.id)}`);
  const items = JSON.stringify([{ id: product!.id, name: "Lyre LED", category: "light", image: "", price: "80.00", quantity: 1, totalDays: 3, vatRate: "19.00" }]);
  const order = await createOrder(request);
  await dbQuery(request, `update rental_orders set items = ${sqlString(items)}::jsonb where id = ${sqlString(order.id)}`);

  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await card.getByRole("button", { name: "Confirmer", exact: true }).click();
  await expect(page.getByText("Erreur lors de la mise à jour")).toBeVisible();
  await expect(page.getByText(/Stock insuffisant pour « Lyre LED [0-9a-f]+ » : aucune unité disponible/)).toBeVisible();
  await expect(card.getByText("Nouvelle", { exact: true })).toBeVisible();
});

test("an admin deletes an order, then takes the delete back", async ({ page, request }) => {
  const order = await createOrder(request, { status: "completed" });
  // Another order, so the desk is not empty once this one is deleted (on a fresh database too).
  await createOrder(request);
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await expect(card.getByRole("button", { name: /^(Confirmer|Annuler|Marquer)/ })).toHaveCount(0);
  await card.getByRole("button", { name: `Supprimer la commande ${order.number}` }).click();
  await expect(page.getByText("Commande supprimée")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("Aucune commande ne correspond à ces critères.")).toBeVisible();
  await page.getByRole("button", { name: "Annuler la suppression" }).click();
  await expect(page.getByText("Commande restaurée")).toBeVisible();
  await expect(card).toBeVisible();
});

test("the workflow works without JavaScript @desktop", async ({ browser, request }) => {
  const admin = await createUser(request, { admin: true });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, admin);
  const page = await context.newPage();
  const order = await createOrder(request);
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await card.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Statut mis à jour" })).toBeVisible();
  await expect(card.getByText("Annulée", { exact: true })).toBeVisible();
  await expect.poll(async () => (await outboxMessages(order.email)).length).toBe(1);
  await context.close();
});

test("contact messages: search, mark as handled, delete with undo", async ({ page, request }) => {
  const message = await createMessage(request, { firstName: "Yasmine" });
  await page.goto("/admin/contact");
  // Typed and submitted once the page is React's (the form without JavaScript is tested apart).
  await hydrated(page);
  await page.getByLabel("Rechercher").fill(message.tag);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${message.tag}`));
  // The URL changes before React shows the filtered list: wait for the list itself (a strict
  // locator meeting the other Yasmines of the unfiltered list would fail at once).
  await expect(page.getByRole("article")).toHaveCount(1);
  const card = page.getByRole("article", { name: "Message de Yasmine Ben Salah" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Nouveau", { exact: true })).toBeVisible();
  await expect(card.getByText("5 décembre 2026")).toBeVisible();
  await expect(card.getByText("250 invités")).toBeVisible();
  await expect(card.getByRole("link", { name: "Répondre par e-mail" })).toHaveAttribute("href", new RegExp(`^mailto:${message.email}\\?subject=`));

  await card.getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(page.getByText("Message marqué comme traité")).toBeVisible();
  await expect(card.getByText("Traité", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Message supprimé")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "Annuler la suppression" }).click();
  await expect(page.getByText("Message restauré")).toBeVisible();
  await expect(card).toBeVisible();
});

test("the CSV exports download for an admin only", async ({ page, request }) => {
  await createMessage(request);
  const [contact, shop] = await Promise.all([page.request.get("/admin/contact.csv"), page.request.get("/admin/shop.csv")]);
  expect(contact.status()).toBe(200);
  expect(shop.status()).toBe(200);
  expect(contact.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await contact.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const anonymous = await request.get("/admin/contact.csv");
  expect(anonymous.status()).toBe(401);
});

test("the orders desk fits a 390 px phone @mobile", async ({ page, request }) => {
  const order = await createOrder(request, { firstName: "Mohamed-Amine" });
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  const confirm = card.getByRole("button", { name: "Confirmer", exact: true });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  // The order is a card as wide as the screen, its actions inside it.
  for (const box of [await card.boundingBox(), await confirm.boundingBox(), await card.getByRole("button", { name: /^Supprimer/ }).boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  // Compact: who and how to call them; the e-mail and the address are on the order's page.
  await expect(card.getByRole("link", { name: "+216 20 123 456" })).toBeVisible();
  await expect(card.getByText("Les Berges du Lac, Tunis")).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByText("Chiffre d'affaires total")).toBeVisible();
});
