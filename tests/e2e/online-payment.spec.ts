import type { BrowserContext, Page } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { createOrder, type TestOrder } from "./admin-desk-data";
import { followLinkFor } from "./client-order-helpers";
import { expectNoAxeViolations } from "./axe";
import path from "node:path";
import { dbQuery, expect, outboxMessages, test } from "./fixtures";

const SCREENS_DIR = path.resolve("test-results/online-payment-screens");

/**
 * The page at both widths, for the screens (looked at, not compared): only when asked,
 * `SCREENS=1 npx playwright test tests/e2e/online-payment.spec.ts`, to keep CI quick.
 */
async function screens(page: Page, name: string) {
  if (!process.env.SCREENS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** How far the page scrolls sideways: 0 when nothing reaches past the window, either side (Arabic overflows to the left). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Paying online (issue 40): the client accepts the quote, pays the deposit on the gateway's page
// (the contract mock the browser tests start beside the site, scripts/e2e-server.mjs), comes back
// to 'Paiement reçu' and 'Acompte reçu' with the receipt; the agency sees the payment and the
// gateway's reference. A refused payment says so and offers the buttons again.

async function quoteSent(page: Page, order: TestOrder): Promise<string> {
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Émettre le devis" }).click();
  await expect(page.getByText("Devis émis", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page.getByText("Devis envoyé", { exact: true })).toBeVisible();
  return followLinkFor(order.email);
}

async function acceptQuote(clientPage: Page) {
  const section = clientPage.getByRole("region", { name: "Accepter le devis" });
  await section.getByLabel("Votre nom et prénom *").fill("Amel Trabelsi");
  await section.getByLabel("Bon pour accord").check();
  await section.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByRole("region", { name: "Devis accepté" })).toBeVisible();
}

// The settings test changes what every order offers: the file's tests run one after the other.
test.describe.configure({ mode: "serial" });

async function admin(context: BrowserContext, request: Parameters<typeof createUser>[0]) {
  await loginAs(context, await createUser(request, { admin: true }));
}

test("the client accepts the quote, pays the deposit on the gateway's page and comes back to 'Acompte reçu' and the receipt; the agency sees the reference", async ({
  page,
  context,
  request,
  browser,
}) => {
  await admin(context, request);
  const order = await createOrder(request);
  const link = await quoteSent(page, order);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  // No deposit to pay online before the quote is agreed to.
  await expect(clientPage.getByRole("region", { name: "Paiement en ligne" })).toHaveCount(0);
  await acceptQuote(clientPage);

  const card = clientPage.getByRole("region", { name: "Paiement en ligne" });
  // 30 % of 572,20 DT TTC, computed by the server.
  await expect(card.getByText(/^Acompte demandé : 171,66\sDT$/)).toBeVisible();
  await expect(card.getByText(/^Solde à régler : 572,20\sDT$/)).toBeVisible();
  await expectNoAxeViolations(clientPage, "page du client, paiement en ligne");
  await card.scrollIntoViewIfNeeded();
  await screens(clientPage, "pay-buttons");
  const site = new URL(clientPage.url()).origin;
  await card.getByRole("button", { name: "Payer l'acompte en ligne" }).click();

  // The gateway's page (the mock), then back through the return page, which asks the gateway.
  await clientPage.waitForURL((url) => url.origin !== site);
  await expect(clientPage.getByRole("heading", { name: "Paiement en ligne" })).toBeVisible();
  await expect(clientPage.getByText(/171[,.]66/).first()).toBeVisible();
  await screens(clientPage, "gateway-mock-page");
  await clientPage.getByRole("button", { name: "Payer", exact: true }).click();
  await expect(clientPage.getByText("Paiement reçu", { exact: true })).toBeVisible();
  expect(new URL(clientPage.url()).pathname).toMatch(/^\/commande\//);
  await expect(clientPage.getByText("Acompte reçu", { exact: true }).first()).toBeVisible();
  await expect(clientPage.getByRole("link", { name: /^Reçu de paiement REC-\d{4}-\d{4}/ })).toBeVisible();
  // The balance is what is left; the deposit button is gone.
  await expect(card.getByText(/^Solde à régler : 400,54\sDT$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Payer l'acompte en ligne" })).toHaveCount(0);
  // The receipt's e-mail, its PDF attached, through the mail queue.
  await expect.poll(async () => (await outboxMessages(order.email)).filter((mail) => /filename=.?REC-\d{4}-\d{4}\.pdf/.test(mail)).length).toBe(1);
  await client.close();

  // The agency: the payment, its gateway and reference, recorded by 'Paiement en ligne'.
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await expect(page.getByText(/En ligne — (Konnect|Flouci)/).first()).toBeVisible();
  await expect(page.getByText(/^Réf\. \S+/).first()).toBeVisible();
  await expect(page.getByText("Acompte reçu", { exact: true }).first()).toBeVisible();
  const attempts = page.getByRole("list", { name: "Paiements en ligne du client" });
  await expect(attempts.getByText(/Acompte 171,66\sDT · (Konnect|Flouci) · Payé/)).toBeVisible();
  await attempts.scrollIntoViewIfNeeded();
  await screens(page, "agency-order");
});

test("a refused payment records nothing, says so and offers the buttons again @mobile", async ({ page, context, request, browser }) => {
  await admin(context, request);
  const order = await createOrder(request, { status: "confirmed" });
  const link = await quoteSent(page, order);
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  const card = clientPage.getByRole("region", { name: "Paiement en ligne" });
  await card.getByRole("button", { name: "Payer le solde" }).click();
  await expect(clientPage.getByRole("button", { name: "Refuser" })).toBeVisible();
  // Back on the site before the gateway says anything: the return page waits for its word.
  const [attempt] = await dbQuery<{ id: string }>(request, `select id from payment_attempts where order_id = '${order.id}' order by created_at desc limit 1`);
  const gatewayPage = clientPage.url();
  await clientPage.goto(`/paiement/retour/${attempt!.id}`);
  await expect(clientPage.getByRole("heading", { name: "Paiement en cours de vérification" })).toBeVisible();
  await expect(clientPage.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "5");
  await screens(clientPage, "return-page-verifying");
  await clientPage.goto(gatewayPage);
  await clientPage.getByRole("button", { name: "Refuser" }).click();
  await expect(card.getByText("Votre dernier paiement en ligne n'a pas abouti : rien n'a été débité. Vous pouvez réessayer.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Payer le solde" })).toBeVisible();
  await expect(clientPage.getByText("Acompte reçu", { exact: true })).toHaveCount(0);
  await client.close();
});

test("the agency sets 'Paiement en ligne': a 50 % deposit, Flouci only; the client's page follows @mobile", async ({ page, context, request, browser }) => {
  await admin(context, request);
  await page.goto("/admin/shop/parametres#paiement-en-ligne");
  const section = page.getByRole("region", { name: "Paiement en ligne" });
  const percent = section.getByLabel("Acompte demandé en ligne (% du total TTC)");
  await section.scrollIntoViewIfNeeded();
  await screens(page, "settings");
  await percent.fill("50");
  await section.getByLabel("Konnect").uncheck();
  await section.getByRole("button", { name: "Enregistrer le paiement en ligne" }).click();
  await expect(page.getByText("Paiement en ligne enregistré", { exact: true }).first()).toBeVisible();
  try {
    const order = await createOrder(request, { status: "confirmed" });
    const link = await quoteSent(page, order);
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    const card = clientPage.getByRole("region", { name: "Paiement en ligne" });
    await expect(card.getByText(/^Acompte demandé : 286,10\sDT$/)).toBeVisible();
    // One gateway: no choice to make.
    await expect(card.getByRole("radio")).toHaveCount(0);
    await card.getByRole("button", { name: "Payer l'acompte en ligne" }).click();
    await expect(clientPage.getByText(/^Flouci/i).first()).toBeVisible();
    await client.close();
  } finally {
    await page.goto("/admin/shop/parametres#paiement-en-ligne");
    await section.getByLabel("Acompte demandé en ligne (% du total TTC)").fill("30");
    await section.getByLabel("Konnect").check();
    await section.getByRole("button", { name: "Enregistrer le paiement en ligne" }).click();
    await expect(page.getByText("Paiement en ligne enregistré", { exact: true }).first()).toBeVisible();
  }
});

test("the client holds the caution on their card with Flouci; the agency keeps part of it at the return, taken at Flouci @mobile", async ({
  page,
  context,
  request,
  browser,
}) => {
  await admin(context, request);
  const order = await createOrder(request, { status: "confirmed" });
  // Leaving tomorrow (the button shows from three days before), with a caution of 300 DT.
  await dbQuery(
    request,
    `update rental_orders set deposit = 300, rental_date = (now() at time zone 'Africa/Tunis')::date + 1,
            return_date = (now() at time zone 'Africa/Tunis')::date + 3 where id = '${order.id}'`,
  );
  const link = await quoteSent(page, order);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  const card = clientPage.getByRole("region", { name: "Paiement en ligne" });
  await expect(card.getByText(/^Caution : 300,00\sDT$/)).toBeVisible();
  await card.getByRole("button", { name: "Déposer la caution" }).scrollIntoViewIfNeeded();
  await screens(clientPage, "caution-button");
  const site = new URL(clientPage.url()).origin;
  await card.getByRole("button", { name: "Déposer la caution" }).click();

  // Flouci's page (the mock) says the amount is held, not paid.
  await clientPage.waitForURL((url) => url.origin !== site);
  await expect(clientPage.getByText("Pré-autorisation (montant bloqué)")).toBeVisible();
  await clientPage.getByRole("button", { name: "Payer", exact: true }).click();
  await expect(clientPage.getByText("Caution déposée", { exact: true })).toBeVisible();
  await expect(clientPage.getByTestId("client-caution-held")).toContainText(/Caution bloquée sur votre carte : 300,00\sDT, jusqu'au/);
  await expect(card.getByRole("button", { name: "Déposer la caution" })).toHaveCount(0);
  // Held, not paid: nothing in the ledger.
  expect(await dbQuery(request, `select id from order_payments where order_id = '${order.id}'`)).toHaveLength(0);
  expect(await sidewaysOverflow(clientPage)).toBe(0);
  await clientPage.getByTestId("client-caution-held").scrollIntoViewIfNeeded();
  await screens(clientPage, "caution-held");
  // The same card in Arabic, right to left, without sideways scroll.
  await clientPage.goto(`/ar${new URL(link, site).pathname}`);
  await expect(clientPage.getByTestId("client-caution-held")).toContainText("الضمان محجوز على بطاقتك");
  // The statement's lines in Arabic too, the held caution said as not charged.
  const statement = clientPage.getByRole("region", { name: "كشف الحساب" });
  await expect(statement.getByText(/^الطلب CMD-\d{6}، المجموع باحتساب الأداءات \(الفاتورة لاحقًا\)$/)).toBeVisible();
  await expect(statement.getByText(/استلام الضمان .* \(تفويض مسبق عبر الإنترنت، دون اقتطاع\)/)).toBeVisible();
  await expect(clientPage.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await sidewaysOverflow(clientPage)).toBe(0);
  await clientPage.getByTestId("client-caution-held").scrollIntoViewIfNeeded();
  await screens(clientPage, "caution-held-ar");
  await client.close();

  // The bank lets the hold go tomorrow: 'Aujourd'hui' says so, and leads to the deposit panel.
  await dbQuery(request, `update order_deposits set hold_expires_at = now() + interval '1 day' where order_id = '${order.id}'`);
  await page.goto("/admin");
  const holds = page.getByRole("region", { name: /Cautions en ligne à échéance/ });
  await expect(holds.getByRole("link", { name: order.number, exact: true })).toBeVisible();
  await expect(holds.getByText(/300,00\sDT/)).toBeVisible();
  await holds.scrollIntoViewIfNeeded();
  await screens(page, "today-holds");
  await holds.getByRole("link", { name: `Restituer ou retenir ${order.number}` }).click();

  // The agency, at the return: keeps 120 DT for damage; Flouci takes them, the rest is released.
  await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${order.number}#order-deposit-title$`));
  const panel = page.getByRole("region", { name: "Caution" });
  await expect(panel.getByText("Caution bloquée en ligne", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("deposit-hold")).toContainText("Bloquée jusqu'au");
  await expect(panel.getByRole("button", { name: "Restituer" })).toBeVisible();
  await panel.getByText("Retenir une partie de la caution").click();
  await panel.getByLabel("Montant retenu (DT) *").fill("120");
  await panel.getByLabel("Motif de la retenue *").selectOption({ label: "Dommages" });
  await panel.scrollIntoViewIfNeeded();
  await screens(page, "caution-agency");
  await panel.getByRole("button", { name: "Retenir", exact: true }).click();
  await expect(page.getByText("Caution retenue", { exact: true }).first()).toBeVisible();
  await expect(panel.getByTestId("deposit-retained")).toHaveText(/^120,00\sDT$/);
  const [deposit] = await dbQuery<{ hold_state: string; hold_captured_amount: string }>(
    request,
    `select hold_state, hold_captured_amount::text from order_deposits where order_id = '${order.id}'`,
  );
  expect(deposit).toEqual({ hold_state: "captured", hold_captured_amount: "120.00" });
});
