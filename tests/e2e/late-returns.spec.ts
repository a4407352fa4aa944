import { mkdirSync } from "node:fs";
import path from "node:path";
import { createOrder } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, test } from "./fixtures";

// Late returns (issue 23) beyond the desk, the order and the daily sheet (depot.spec.ts): the
// planning's red band, today's mark and the late bar, and the line at the top of the back office
// where an administrator lands. Screenshots at 1280 and 390 px under /tmp/shots-late/ to look at.

const SHOTS = "/tmp/shots-late";

test("an order not back past its return is on the planning and at the top of the back office @desktop", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  // As depot.spec.ts makes one: in progress, 1 of its 2 units back. Due back 40 days ago, so that
  // it is the longest overdue of the run's late orders and heads every list.
  const order = await createOrder(request, { status: "in_progress", quantity: 2, stock: 4, firstName: "Yasmine" });
  const [dates] = await dbQuery<{ due: string }>(
    request,
    `update rental_orders set rental_date = (now() at time zone 'Africa/Tunis')::date - 43, return_date = (now() at time zone 'Africa/Tunis')::date - 40
     where id = '${order.id}' returning return_date::text as due`,
  );
  await dbQuery(
    request,
    `insert into order_equipment (order_id, product_id, name, out, returned)
     select id, (items->0->>'id')::uuid, items->0->>'name', 2, 1 from rental_orders where id = '${order.id}'`,
  );
  const due = dates!.due;
  const depotHref = `/admin/shop/commandes/${order.number}/depot`;
  mkdirSync(SHOTS, { recursive: true });

  // Every back-office page but 'Aujourd'hui' (which lists them itself) carries the line, and its link there.
  await page.goto("/admin/customize/hero");
  const banner = page.getByTestId("late-returns-banner");
  await expect(banner.getByRole("link", { name: "Tout voir dans « Aujourd'hui »" })).toHaveAttribute("href", "/admin");
  await expect(banner).toContainText(/\d+ retours? en retard/);
  const line = banner.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.number, exact: true }) });
  await expect(line).toContainText("Yasmine Trabelsi");
  await expect(line.getByText(/^1 unité attendue depuis le /)).toBeVisible();
  await expect(line.getByRole("link", { name: `Dépôt de ${order.number}` })).toHaveAttribute("href", depotHref);
  await expect(banner.getByRole("link", { name: /^Voir / })).toHaveAttribute("href", "/admin/shop?status=late_return");
  await hydrated(page);
  await expectNoAxeViolations(page, "personnalisation (hero), retour en retard");
  await page.screenshot({ path: path.join(SHOTS, "customize-hero-1280.png"), fullPage: true });

  // The planning: the red band above the month, not the line again; today's cell leads to it.
  await page.goto("/admin/shop/planning");
  await expect(page.getByTestId("late-returns-banner")).toHaveCount(0);
  const band = page.getByRole("region", { name: /^Retours en retard/ });
  const item = band.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.number, exact: true }) });
  await expect(item).toContainText("Yasmine Trabelsi · Clinique du Lac");
  await expect(item.getByText(/^1 unité attendue depuis le /)).toBeVisible();
  await expect(item.getByRole("link", { name: `Dépôt de ${order.number}` })).toHaveAttribute("href", depotHref);
  await expect(band.getByRole("link", { name: order.number, exact: true })).toHaveAttribute("href", `/admin/shop/commandes/${order.number}`);
  const mark = page.getByRole("link", { name: /^\d+ retours? en retard : voir la liste$/ });
  await hydrated(page);
  await expectNoAxeViolations(page, "planning du mois, retour en retard");
  await page.screenshot({ path: path.join(SHOTS, "planning-month-1280.png"), fullPage: true });
  await mark.click();
  await expect(page).toHaveURL(/#retours-en-retard$/);

  // The week: the band again, and today's column says how many are late.
  await page.goto("/admin/shop/planning?vue=semaine");
  await expect(page.getByRole("region", { name: /^Retours en retard/ }).getByRole("link", { name: order.number, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^\d+ retours? en retard$/ })).toHaveAttribute("href", "#retours-en-retard");
  await page.screenshot({ path: path.join(SHOTS, "planning-week-1280.png"), fullPage: true });

  // The month it was due back in: its bar is red and named late.
  await page.goto(`/admin/shop/planning?date=${due}`);
  // A bar crossing a Monday is drawn once per week row (today − 43 to today − 40 does some days).
  await expect(page.getByRole("link", { name: `${order.number} · Yasmine Trabelsi · En cours · Retour en retard`, exact: true }).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "planning-due-month-1280.png"), fullPage: true });
  // The week it was due back in: its card on the return day says so.
  await page.goto(`/admin/shop/planning?vue=semaine&date=${due}`);
  // The day's own region ('Dimanche 18 octobre'), not the week's ('Semaine du 12 au 18 octobre'),
  // which a due day ending the week also matched.
  const card = page.getByRole("region", { name: new RegExp(`^\\p{L}+ ${Number(due.slice(8))} `, "u") }).getByRole("listitem").filter({ hasText: order.number });
  await expect(card).toContainText("Retour en retard");
  await page.screenshot({ path: path.join(SHOTS, "planning-due-week-1280.png"), fullPage: true });

  // The product timeline too.
  await page.goto("/admin/shop/planning?vue=produits");
  await expect(page.getByRole("region", { name: /^Retours en retard/ }).getByRole("link", { name: order.number, exact: true })).toBeVisible();

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, url] of [
    ["customize-hero", "/admin/customize/hero"],
    ["planning-month", "/admin/shop/planning"],
    ["planning-week", "/admin/shop/planning?vue=semaine"],
    ["planning-due-month", `/admin/shop/planning?date=${due}`],
  ] as const) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, name).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
