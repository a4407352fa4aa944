import { followLinkFor, placeOrder } from "./client-order-helpers";
import { dbQuery, expect, outboxMessages, sqlString, test } from "./fixtures";

// The client's side of an order (issue "Client space"): the link of the acknowledgement e-mail
// opens the order's page, which cancels the order while it is new.

test("the e-mail's link opens the order, which the client cancels while it is new", async ({ page, browser, request, consoleErrors }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: /^Commande CMD-\d{6}$/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const progress = page.getByRole("list", { name: "Avancement de la commande" });
  await expect(progress.locator('[aria-current="step"]')).toContainText("Nouvelle");
  await expect(page.getByText(/^Enceinte suivi /)).toBeVisible();

  await page.getByText("Je souhaite annuler ma commande").click();
  await page.getByLabel("Raison (facultatif)").fill("Événement reporté");
  await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre commande est annulée." })).toBeVisible();
  await expect(page.getByText("Cette commande est annulée.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmer l'annulation" })).toHaveCount(0);

  const [order] = await dbQuery<{ status: string }>(request, `select status from rental_orders where email = ${sqlString(email)}`);
  expect(order!.status).toBe("cancelled");
  // The agency's notification answers to the client.
  await expect.poll(async () => (await outboxMessages(`Reply-To: ${email}`)).filter((m) => m.includes("To: devis@imagine-events.tn")).length).toBe(2);
  expect(consoleErrors).toEqual([]);
});

test("the order page and its cancel form work without JavaScript", async ({ browser, request }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByText("Je souhaite annuler ma commande").click();
  await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre commande est annulée." })).toBeVisible();
  await context.close();
});

test("a wrong or truncated token shows nothing", async ({ page, browser, request }) => {
  const email = await placeOrder(browser, request);
  const link = await followLinkFor(email);
  for (const path of [link.slice(0, -1), `${link.slice(0, -2)}xx`, "/commande/CMD-000001"]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByText("Nadia")).toHaveCount(0);
  }
});
