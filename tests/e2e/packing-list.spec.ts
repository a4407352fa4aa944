import { createUser, loginAs } from "./auth-fixtures";
import { createOrder } from "./admin-desk-data";
import { dbQuery, expect, test } from "./fixtures";

// The packing list (bon de sortie, issue 23): printed from the order's page, and from the day's
// departures sheet one order at a time or all of the day's in one PDF.

test("an admin prints an order's packing list, and the day's from the departures sheet", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });
  // A day of its own, so that no other test's order leaves with it.
  const day = `2032-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, "0")}`;
  await dbQuery(request, `update rental_orders set rental_date = '${day}', return_date = '${day}'::date + 2, departure_slot = 'morning' where id = '${order.id}'`);

  await page.goto(`/admin/shop/commandes/${order.number}`);
  const link = page.getByRole("region", { name: "Documents" }).getByRole("link", { name: "Bon de sortie (PDF)" });
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`bon-de-sortie-${order.number}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto(`/admin/shop/departs-retours?jour=${day}`);
  await expect(page.getByRole("region", { name: /^Départs/ }).getByRole("link", { name: order.number, exact: true })).toBeVisible();
  // One order's, by its number typed in the sheet's small form.
  await page.getByLabel("Bon de sortie de la commande").fill(order.number.replace("CMD-", "").replace(/^0+/, ""));
  const [one] = await Promise.all([page.waitForResponse((response) => response.url().includes("bons-de-sortie.pdf?")), page.getByRole("button", { name: "Ouvrir le bon" }).click()]);
  expect(one.headers()["content-type"]).toBe("application/pdf");
  expect(one.headers()["content-disposition"]).toContain(`bon-de-sortie-${order.number}.pdf`);
  await page.goto(`/admin/shop/departs-retours?jour=${day}`);
  const all = page.getByRole("link", { name: "Bons de sortie du jour (PDF)" });
  const dayPdf = await page.request.get((await all.getAttribute("href"))!);
  expect(dayPdf.headers()["content-type"]).toBe("application/pdf");
  expect(dayPdf.headers()["content-disposition"]).toContain(`bons-de-sortie-${day}.pdf`);

  // A day without departures offers none; a made-up day is refused in French.
  await page.goto(`/admin/shop/departs-retours?jour=2032-02-30`);
  await expect(page.getByRole("link", { name: "Bons de sortie du jour (PDF)" })).toHaveCount(0);
  const refused = await page.request.get("/admin/shop/departs-retours/bons-de-sortie.pdf?jour=2032-02-30");
  expect(refused.status()).toBe(400);
  expect((await page.request.get("/admin/shop/departs-retours/bons-de-sortie.pdf?commande=rien")).status()).toBe(404);
});
