import { createUser, loginAs } from "./auth-fixtures";
import { followLinkFor, placeOrder } from "./client-order-helpers";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

// Revocable links (ADR 010): the administrator sends the client a new link from the order page;
// the link of the client's first e-mail then shows the French page that says how to get a new
// one, and the new link opens the order. Screenshots of both, at the project's width, in /tmp.

test("'Renvoyer un nouveau lien' turns the client's old link into the French 404 page, and the new one opens", async ({ page, browser, request, consoleErrors }, testInfo) => {
  test.setTimeout(90_000);
  const email = await placeOrder(browser, request);
  const oldLink = await followLinkFor(email);
  const [order] = await dbQuery<{ order_number: number }>(request, `select order_number from rental_orders where email = ${sqlString(email)}`);
  const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;

  await loginAs(page.context(), await createUser(request, { admin: true }));
  await page.goto(`/admin/shop/commandes/${number}`);
  await hydrated(page);
  const panel = page.getByRole("region", { name: "Lien du client" });
  await expect(panel).toContainText(`Envoyé à ${email}.`);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `/tmp/revocable-admin-${testInfo.project.name}.png` });
  await panel.locator("summary", { hasText: "Révoquer les liens" }).click();
  await expect(panel.getByLabel("Raison")).toHaveValue("client-asked");
  await panel.screenshot({ path: `/tmp/revocable-admin-open-${testInfo.project.name}.png` });

  await panel.getByRole("button", { name: "Renvoyer un nouveau lien" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${number}$`));
  await expect(page.getByText("Nouveau lien envoyé")).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la commande" })).toContainText(`Nouveau lien de suivi pour ${email}`);
  expect(consoleErrors).toEqual([]);

  // The client, in a browser of their own, opens the link of their first e-mail.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  const response = await clientPage.goto(oldLink);
  expect(response!.status()).toBe(404);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Ce lien n'est plus valable" })).toBeVisible();
  await expect(clientPage).toHaveTitle("Ce lien n'est plus valable | Imagine");
  const ways = clientPage.getByRole("region", { name: "Obtenir un nouveau lien" });
  await expect(ways).toContainText("Répondez à ce dernier e-mail, ou écrivez-nous");
  await expect(ways.getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/compte");
  await expect(clientPage.getByRole("region", { name: "Une question ?" }).getByRole("link", { name: /\+216/ })).toBeVisible();
  await expect(clientPage.getByText(number)).toHaveCount(0);
  await clientPage.screenshot({ path: `/tmp/revocable-404-${testInfo.project.name}.png`, fullPage: true });

  // A download under the old link (the PDF of a quote): the same page, as a document of its own.
  const download = await clientPage.goto(`${oldLink}/documents/DEV-2026-0001-v1.pdf`);
  expect(download!.status()).toBe(404);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Ce lien n'est plus valable" })).toBeVisible();
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
  await clientPage.screenshot({ path: `/tmp/revocable-404-download-${testInfo.project.name}.png`, fullPage: true });

  // The new link, from the e-mail « Votre nouveau lien », opens the order.
  await expect.poll(async () => (await outboxMessages(`To: ${email}`)).some((m) => /\/commande\/[A-Za-z0-9_-]{48}/.test(m.replace(/=\r?\n/g, "")))).toBe(true);
  const mail = (await outboxMessages(`To: ${email}`)).map((m) => m.replace(/=\r?\n/g, "")).find((m) => /\/commande\/[A-Za-z0-9_-]{48}/.test(m))!;
  const newLink = /\/commande\/[A-Za-z0-9_-]{48}/.exec(mail)![0];
  expect((await clientPage.goto(newLink))!.status()).toBe(200);
  await expect(clientPage.getByRole("heading", { level: 1, name: `Commande ${number}` })).toBeVisible();
  await client.close();
});
