import type { BrowserContext, Page } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { createOrder, type TestOrder } from "./admin-desk-data";
import { followLinkFor } from "./client-order-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, outboxMessages, test } from "./fixtures";

// The client accepts the quote online (issue 22): 'Bon pour accord' on the latest version, the
// agency's e-mail, 'Devis accepté (v1)' on the order page and the desk; a new version needs a new
// acceptance, and accepting a superseded one is refused with the typed name kept.

/** The agency issues and sends the quote; the client's link comes with it. */
async function quoteSent(page: Page, order: TestOrder): Promise<string> {
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: /^(Émettre le devis|Nouvelle version du devis)$/ }).click();
  await expect(page.getByText("Devis émis", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page.getByText("Devis envoyé", { exact: true })).toBeVisible();
  return followLinkFor(order.email);
}

/**
 * Waits for the order page to list the quote's given version. The toast is not enough: the first
 * version's « Devis émis » may still be on screen when the next one is issued.
 */
async function expectVersionIssued(page: Page, version: number): Promise<void> {
  await expect(page.getByText(new RegExp(`^DEV-\\d{4}-\\d{4} · v${version}$`)).first()).toBeVisible();
}

async function admin(context: BrowserContext, request: Parameters<typeof createUser>[0]) {
  await loginAs(context, await createUser(request, { admin: true }));
}

test("the client accepts the quote; the agency is told, the order and the desk say it; a new version asks again", async ({ page, context, request, browser }) => {
  await admin(context, request);
  const order = await createOrder(request);
  const link = await quoteSent(page, order);

  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  const section = clientPage.getByRole("region", { name: "Accepter le devis" });
  await expect(section.getByText(/^Votre bon pour accord porte sur le devis DEV-\d{4}-\d{4}/)).toBeVisible();
  await expectNoAxeViolations(clientPage, "page du client, acceptation du devis");
  await section.getByLabel("Votre nom et prénom *").fill("Amel Trabelsi");
  await section.getByLabel("Bon pour accord").check();
  await section.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByText(/^Merci : le devis DEV-\d{4}-\d{4} \(version 1\) est accepté\./)).toBeVisible();
  await expect(clientPage.getByRole("region", { name: "Devis accepté" }).getByText(/accepté par Amel Trabelsi le/)).toBeVisible();

  // The agency's e-mail is in the outbox.
  // (The agency's e-mails about an order are answered to the client: Reply-To is the client's address.)
  await expect.poll(async () => (await outboxMessages(`Reply-To: ${order.email}`)).length).toBe(1);
  const [notice] = await outboxMessages(`Reply-To: ${order.email}`);
  expect(notice).toMatch(/accept=C3=A9 en ligne le devis =\r?\nDEV-\d{4}-\d{4} \(version 1\)/);

  // The order page and the desk say it; the timeline keeps the fingerprint of the PDF.
  await page.reload();
  await expect(page.getByText("Devis accepté (v1)", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText(/^SHA-256 du PDF : [0-9a-f]{64}$/)).toBeVisible();
  // The fingerprint, 64 characters without a break, wraps inside its card: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  await expect(page.getByRole("article", { name: `Commande ${order.number}` }).getByText("Devis accepté (v1)")).toBeVisible();

  // A new version of the quote needs a new acceptance.
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Nouvelle version du devis" }).click();
  await expectVersionIssued(page, 2);
  await expect(page.getByText("Devis accepté (v1)", { exact: true })).toHaveCount(0);
  await clientPage.reload();
  await expect(clientPage.getByRole("region", { name: "Accepter le devis" }).getByText(/^Votre bon pour accord porte sur le devis DEV-\d{4}-\d{4} \(version 2\)/)).toBeVisible();
  await client.close();
});

test("the client accepts without JavaScript; a superseded version is refused and the name kept @desktop", async ({ page, context, request, browser }) => {
  await admin(context, request);
  const order = await createOrder(request);
  const link = await quoteSent(page, order);

  const client = await browser.newContext({ javaScriptEnabled: false });
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  // Meanwhile the agency issues version 2: the page the client reads offers version 1.
  await page.getByRole("button", { name: "Nouvelle version du devis" }).click();
  await expectVersionIssued(page, 2);
  const section = clientPage.getByRole("region", { name: "Accepter le devis" });
  await section.getByLabel("Votre nom et prénom *").fill("Amel Trabelsi");
  await section.getByLabel("Bon pour accord").check();
  await section.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByRole("alert").filter({ hasText: "Ce devis a été remplacé par une version plus récente (version 2)" }).first()).toBeVisible();
  await expect(clientPage.getByLabel("Votre nom et prénom *")).toHaveValue("Amel Trabelsi");

  // The page now offers version 2, which is accepted.
  await expect(section.getByText(/^Votre bon pour accord porte sur le devis DEV-\d{4}-\d{4} \(version 2\)/)).toBeVisible();
  await section.getByLabel("Bon pour accord").check();
  await section.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByRole("status").filter({ hasText: "(version 2) est accepté" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Devis accepté (v2)", { exact: true })).toBeVisible();
  await client.close();
});

test("an order edited after its quote: the client's form is refused, and both pages say the quote is 'Périmé'", async ({ page, context, request, browser }, testInfo) => {
  await admin(context, request);
  const order = await createOrder(request);
  const link = await quoteSent(page, order);

  // The client opens the page and fills the form while the agency edits the order (2 → 6 lyres).
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  const section = clientPage.getByRole("region", { name: "Accepter le devis" });
  await section.getByLabel("Votre nom et prénom *").fill("Amel Trabelsi");
  await section.getByLabel("Bon pour accord").check();

  // Orders made by createOrder predate the slots: the edit form asks for them.
  await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("morning");
  await page.getByLabel("Créneau de retour *", { exact: true }).selectOption("evening");
  await page.getByLabel(/^Quantité de Lyre LED/).fill("6");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Commande mise à jour")).toBeVisible();

  // The back office: the badge in the header, the quote marked and the agency told what to do.
  await expect(page.getByText("Devis v1 · Périmé", { exact: true })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents", exact: true });
  await expect(documents.getByRole("list", { name: "Documents émis" }).getByText("Périmé", { exact: true })).toBeVisible();
  const notice = documents.getByRole("note");
  await expect(notice).toHaveText("Devis périmé : la commande a été modifiée après ce devis. Émettez une nouvelle version.");
  // Sending it would only bring the client a quote they cannot accept.
  await expect(documents.getByRole("button", { name: "Envoyer le devis" })).toHaveCount(0);
  await notice.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `/tmp/stale-quote-admin-${testInfo.project.name}.png` });

  // The client's form, filled before the edit, is refused; the page then says why and offers none.
  await section.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(clientPage.getByRole("alert").filter({ hasText: "Ce devis ne correspond plus à votre commande, modifiée depuis qu'il a été établi" }).first()).toBeVisible();
  // Refused, the page reads the order again: the quote as it now stands, without a form.
  const stale = clientPage.getByRole("region", { name: /^Devis DEV-\d{4}-\d{4} Périmé$/ });
  await expect(stale).toBeVisible();
  await clientPage.reload();
  await expect(stale.getByText("Ce devis ne correspond plus à votre commande : l'agence vous en envoie un nouveau.")).toBeVisible();
  await expect(clientPage.getByRole("region", { name: "Accepter le devis" })).toHaveCount(0);
  await expect(clientPage.getByRole("button", { name: "Accepter le devis" })).toHaveCount(0);
  await expect(clientPage.getByRole("region", { name: "Vos documents" }).getByText("Périmé", { exact: true })).toBeVisible();
  await expectNoAxeViolations(clientPage, "page du client, devis périmé");
  await stale.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await clientPage.screenshot({ path: `/tmp/stale-quote-client-${testInfo.project.name}.png` });

  // A new version brings the form back.
  await page.getByRole("button", { name: "Nouvelle version du devis" }).click();
  await expectVersionIssued(page, 2);
  await expect(page.getByText("Devis v1 · Périmé", { exact: true })).toHaveCount(0);
  await clientPage.reload();
  await expect(clientPage.getByRole("region", { name: "Accepter le devis" }).getByText(/^Votre bon pour accord porte sur le devis DEV-\d{4}-\d{4} \(version 2\)/)).toBeVisible();
  await client.close();
});
