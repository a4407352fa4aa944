import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { createOrder } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, sqlString, test } from "./fixtures";

// The shop tab's planning (/admin/shop/planning): month, week and product views, the category
// filter, a click through to the order, and no sideways scrolling of the page on a phone.
// Each test makes its own orders in March 2031, a month no other suite uses.

const MONTH = "2031-03-12";

type PlanningOrders = { number: string; client: string; product: string };

/**
 * Two orders of one light (stock 2): a confirmed one of 2 units, 10–12 March 2031, leaving in the
 * morning and coming back in the evening, and an in-progress one of 1 unit on the 12th, which
 * leaves the light short from the 11th to the 13th (one buffer day each side).
 */
async function createPlanningOrders(request: APIRequestContext): Promise<PlanningOrders> {
  const firstName = `Zélie-${randomUUID().slice(0, 6)}`;
  const order = await createOrder(request, { status: "confirmed", quantity: 2, stock: 2, firstName });
  const [row] = await dbQuery<{ items: string; name: string }>(
    request,
    `update rental_orders set rental_date = '2031-03-10', return_date = '2031-03-12', departure_slot = 'morning', return_slot = 'evening'
     where id = ${sqlString(order.id)} returning items::text as items, items->0->>'name' as name`,
  );
  const second = JSON.parse(row!.items) as { quantity: number }[];
  second[0]!.quantity = 1;
  await dbQuery(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
     values ('Karim', 'Ben Ali', 'karim@example.tn', '+216 20 000 111', '2031-03-12', '2031-03-12', 'Tunis', ${sqlString(JSON.stringify(second))}::jsonb, 80, 'in_progress')`,
  );
  return { number: order.number, client: `${firstName} Trabelsi`, product: row!.name };
}

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the planning", () => {
  test.beforeEach(async ({ context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
  });

  test("shows an order on the month, the week and the product timeline, and opens it", async ({ page, request, consoleErrors }, testInfo) => {
    const { number, client, product } = await createPlanningOrders(request);
    // A month bar is named by what it shows first: on a phone the client's name.
    const barName = testInfo.project.name === "mobile-390" ? `${client} · ${number} · Confirmée` : `${number} · ${client} · Confirmée`;
    const orderLink = (name = `${number} · ${client} · Confirmée`) => page.getByRole("link", { name, exact: true });

    // Month: reached from the shop tab's navigation, then moved to March 2031 with the arrows' links.
    await page.goto("/admin/shop");
    const shopNav = page.getByRole("navigation", { name: "Boutique" });
    await shopNav.getByRole("link", { name: "Planning" }).click();
    await expect(page).toHaveURL(/\/admin\/shop\/planning$/);
    await expect(shopNav.getByRole("link", { name: "Planning" })).toHaveAttribute("aria-current", "page");
    await page.goto(`/admin/shop/planning?date=${MONTH}`);
    await expect(page.getByRole("heading", { name: "Mars 2031" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Vue du planning" }).getByRole("link", { name: "Mois" })).toHaveAttribute("aria-current", "page");
    // The order spans Monday 10 to Wednesday 12: one bar in that week's row.
    const week = page.getByRole("group", { name: "Semaine du 10 au 16 mars 2031" });
    await expect(week.getByRole("link", { name: barName, exact: true })).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Légende des statuts" })).toContainText("Confirmée");
    await page.getByRole("link", { name: "Mois suivant" }).click();
    await expect(page.getByRole("heading", { name: "Avril 2031" })).toBeVisible();
    await expect(orderLink()).toHaveCount(0);
    await page.getByRole("link", { name: "Mois précédent" }).click();
    await expect(page.getByRole("heading", { name: "Mars 2031" })).toBeVisible();
    await expectNoPageOverflow(page);

    // Week: departures with their slot, the order out on the 11th, back on the 12th.
    await page.getByRole("navigation", { name: "Vue du planning" }).getByRole("link", { name: "Semaine" }).click();
    await expect(page).toHaveURL(/vue=semaine&date=2031-03-12/);
    await expect(page.getByRole("heading", { name: "Semaine du 10 au 16 mars 2031" })).toBeVisible();
    const monday = page.getByRole("region", { name: "Lundi 10 mars" });
    // (Other tests' orders may share these days: the lists are read by their headings.)
    const listAfter = (day: typeof monday, heading: string) =>
      day.getByRole("heading", { name: new RegExp(`^${heading} \\(\\d+\\)$`) }).locator("xpath=following-sibling::ul[1]");
    await expect(listAfter(monday, "Départs").getByRole("listitem").filter({ has: orderLink() })).toContainText(/Matin \(8 h – 12 h\)\s*Livraison/);
    await expect(listAfter(page.getByRole("region", { name: "Mardi 11 mars" }), "Sortis").getByRole("listitem").filter({ has: orderLink() })).toContainText(
      "Retour le 12 mars",
    );
    const wednesday = page.getByRole("region", { name: "Mercredi 12 mars" });
    await expect(listAfter(wednesday, "Retours").getByRole("listitem").filter({ has: orderLink() })).toContainText("Soir (18 h – 21 h)");
    await expectNoPageOverflow(page);

    // Products: the light's row, filtered to its category; the 12th is short (2 + 1 on a stock of 2).
    await page.getByRole("navigation", { name: "Vue du planning" }).getByRole("link", { name: "Produits" }).click();
    await expect(page).toHaveURL(/vue=produits/);
    const categories = page.getByRole("navigation", { name: "Catégories" });
    await categories.getByRole("link", { name: "Éclairage" }).click();
    await expect(page).toHaveURL(/categorie=light/);
    await expect(categories.getByRole("link", { name: "Éclairage" })).toHaveAttribute("aria-current", "page");
    // The timeline shows 25 products a page, by name, and other tests add lights: go to the page
    // that holds this one.
    const [rank] = await dbQuery<{ n: number }>(
      request,
      `select count(*)::int as n from rental_products p, (select name, id from rental_products where name = ${sqlString(product)}) t
       where p.category = 'light' and (p.name < t.name or (p.name = t.name and p.id < t.id))`,
    );
    const productsPage = Math.floor(rank!.n / 25) + 1;
    if (productsPage > 1) await page.goto(`/admin/shop/planning?vue=produits&date=${MONTH}&categorie=light&page=${productsPage}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(product) }) });
    const cell = (date: string) => row.locator(`td[data-date="${date}"]`);
    await expect(cell("2031-03-10")).toContainText("2/2");
    await expect(cell("2031-03-10")).not.toContainText("Stock dépassé");
    await expect(cell("2031-03-12")).toContainText("3/2");
    await expect(cell("2031-03-12")).toContainText("Stock dépassé");
    // Buffer days: the light is held the day before and the day after each order.
    await expect(cell("2031-03-09")).toContainText("2/2");
    await expect(cell("2031-03-11")).toContainText("3/2");
    await expect(cell("2031-03-13")).toContainText("3/2");
    await expect(cell("2031-03-14")).toContainText("0/2");
    await expect(page.getByText("Les jours de préparation et de vérification (jours tampon) comptent comme des jours réservés.")).toBeVisible();
    await categories.getByRole("link", { name: "Sonorisation" }).click();
    await expect(page.getByRole("rowheader", { name: new RegExp(product) })).toHaveCount(0);
    await expectNoPageOverflow(page);

    expect(consoleErrors).toEqual([]);

    // A refused window: the page says why (a 400, which the console reports) and keeps the form.
    await page.goto("/admin/shop/planning?vue=produits&du=2031-03-01&au=2041-03-01");
    await expect(page.getByRole("alert")).toContainText("La période demandée dépasse 62 jours.");
    await expect(page.getByLabel("Au", { exact: true })).toHaveValue("2041-03-01");

    // Back to the month, and into the order with the keyboard.
    await page.goto(`/admin/shop/planning?date=${MONTH}`);
    await orderLink(barName).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${number}$`));
    await expect(page.getByRole("heading", { name: `Commande ${number}` })).toBeVisible();
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });

  test("clicks an order of the week view through to its page @mobile", async ({ page, request }) => {
    const { number, client } = await createPlanningOrders(request);
    await page.goto(`/admin/shop/planning?vue=semaine&date=${MONTH}`);
    await expectNoPageOverflow(page);
    // On a phone the days are one list: Monday comes before Tuesday, one above the other.
    const monday = await page.getByRole("region", { name: "Lundi 10 mars" }).boundingBox();
    const tuesday = await page.getByRole("region", { name: "Mardi 11 mars" }).boundingBox();
    expect(tuesday!.y).toBeGreaterThan(monday!.y + monday!.height - 1);
    await page.getByRole("region", { name: "Lundi 10 mars" }).getByRole("link", { name: `${number} · ${client} · Confirmée` }).click();
    await expect(page.getByRole("heading", { name: `Commande ${number}` })).toBeVisible();
  });
  test("a busy day: the month draws five lanes and links the rest to the week, whose lists link to the day's sheet", async ({ page, request }, testInfo) => {
    // Each width on its own Wednesday of April 2031 (the two projects share the database).
    const day = testInfo.project.name === "mobile-390" ? "2031-04-16" : "2031-04-23";
    const dayName = day === "2031-04-16" ? "mercredi 16 avril" : "mercredi 23 avril";
    const tuesdayName = day === "2031-04-16" ? "mardi 15 avril" : "mardi 22 avril";
    const tag = randomUUID().slice(0, 6);
    // A retry starts from the same day as the first try.
    await dbQuery(request, `delete from rental_orders where last_name = 'Chargé' and rental_date between date '${day}' - 1 and date '${day}'`);
    // Nine one-day orders on the Wednesday, and nine out from Tuesday to Thursday (out all Wednesday).
    await dbQuery(
      request,
      `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
       select 'Client ${tag}-' || n, 'Chargé', 'charge-${tag}-' || n || '@example.tn', '+216 20 000 222',
              date '${day}' - (n > 9)::int, date '${day}' + (n > 9)::int, 'Tunis',
              '[{"id":"x","name":"Chaise","category":"furniture","image":"","price":"5.00","quantity":1,"totalDays":1,"vatRate":"19.00"}]'::jsonb, 5, 'confirmed'
       from generate_series(1, 18) as n`,
    );

    // The three-day bars start first and take the five lanes: the Wednesday hides its nine
    // one-day orders and four of the three-day ones; Tuesday and Thursday hide four each.
    await page.goto(`/admin/shop/planning?date=${day}`);
    const more = page.getByRole("link", { name: `+13 autres commandes le ${dayName} : voir la semaine`, exact: true });
    await expect(more).toBeVisible();
    await expect(page.getByRole("link", { name: `+4 autres commandes le ${tuesdayName} : voir la semaine`, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`Client ${tag}-`) })).toHaveCount(5);
    await expectNoPageOverflow(page);
    await more.click();

    await expect(page).toHaveURL(new RegExp(`vue=semaine&date=${day}`));
    const column = page.getByRole("region", { name: new RegExp(dayName, "i") });
    await expect(column.getByRole("heading", { name: "Départs (9)" })).toBeVisible();
    await expect(column.getByRole("heading", { name: "Retours (9)" })).toBeVisible();
    await expect(column.getByRole("heading", { name: "Sortis (9)" })).toBeVisible();
    await expect(column.getByText("Et 1 autre.", { exact: true })).toBeVisible();
    await expect(column.getByRole("link", { name: new RegExp(`Client ${tag}-`) })).toHaveCount(24);
    await expect(column.getByRole("link", { name: "Voir les 9 retours du jour" })).toHaveAttribute("href", `/admin/shop/departs-retours?jour=${day}`);
    await expectNoPageOverflow(page);
    await column.getByRole("link", { name: "Voir les 9 départs du jour" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/shop/departs-retours\\?jour=${day}$`));
  });
});
