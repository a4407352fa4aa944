import { createFailedMail } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, outboxMessages, sqlString, test } from "./fixtures";

test.beforeEach(async ({ context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
});

test("a failed e-mail shows a banner, and 'Renvoyer' sends it through the worker", async ({ page, request, consoleErrors }) => {
  const mail = await createFailedMail(request);
  await page.goto("/admin/shop");
  const banner = page.getByTestId("failed-mails-banner");
  await expect(banner).toContainText("malgré plusieurs essais");
  await banner.getByRole("link", { name: "Voir les e-mails en échec" }).click();

  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page.getByRole("heading", { level: 1, name: "E-mails en attente et en échec" })).toBeVisible();
  const card = page.getByRole("article", { name: `E-mail « ${mail.subject} »` });
  await expect(card.getByText("En échec", { exact: true })).toBeVisible();
  await expect(card.getByText("Accusé de réception de contact")).toBeVisible();
  await expect(card.getByText(/Dernière erreur : Invalid greeting/)).toBeVisible();

  await card.getByRole("button", { name: `Renvoyer l'e-mail « ${mail.subject} » à ${mail.to}` }).click();
  await expect(page.getByText("E-mail remis en file d'envoi")).toBeVisible();
  // The worker sends it within a few seconds: it lands in the outbox and leaves the list.
  await expect.poll(async () => (await outboxMessages(`To: ${mail.to}`)).length, { timeout: 15_000 }).toBe(1);
  // The worker writes the message, then marks its row sent: the row follows a moment later.
  const status = async () => (await dbQuery<{ status: string }>(request, `select status from mail_queue where id = ${sqlString(mail.id)}`))[0]?.status;
  await expect.poll(status).toBe("sent");
  await page.reload();
  await expect(card).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("'Renvoyer' works without JavaScript @desktop", async ({ browser, request }) => {
  const admin = await createUser(request, { admin: true });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, admin);
  const page = await context.newPage();
  const mail = await createFailedMail(request);
  await page.goto("/admin/emails");
  await page.getByRole("button", { name: `Renvoyer l'e-mail « ${mail.subject} » à ${mail.to}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail remis en file d'envoi" })).toBeVisible();
  await expect.poll(async () => (await outboxMessages(`To: ${mail.to}`)).length, { timeout: 15_000 }).toBe(1);
  await context.close();
});
