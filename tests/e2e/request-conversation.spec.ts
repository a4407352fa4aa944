import { randomUUID } from "node:crypto";
import { PNG } from "pngjs";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

// A request's conversation (issue 24): the agency replies from the back office with a file, the
// e-mail in the outbox carries the link to the request's page, the client reads the thread there
// and answers with JavaScript and without it, and each answer reaches the request's owner by e-mail
// and shows in the back office as 'Nouveau'.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A small real PNG, as a client's photo of the venue would be. */
function photo(): Buffer {
  const png = new PNG({ width: 24, height: 16 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** An e-mail's raw text with its quoted-printable parts decoded (as UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  if (!/quoted-printable/i.test(raw)) return raw;
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

test("the agency replies with a file, the client answers through the e-mail's link with and without JavaScript, the owner is told", async ({ page, context, browser, request, consoleErrors }) => {
  const tag = randomUUID().slice(0, 8);
  const clientEmail = `mariage-${tag}@example.tn`;
  const owner = await createUser(request, { admin: true, name: "Sonia Ben Salah" });
  const [message] = await dbQuery<{ id: string }>(
    request,
    `insert into contact_messages (first_name, last_name, email, event_type, services, event_date, guest_count, message)
     values ('Leïla', 'Haddad', ${sqlString(clientEmail)}, 'Mariage', array['Décoration', 'Son et lumière'], '2027-06-12', 180, 'Mariage à Hammamet, environ 180 invités.')
     returning id`,
  );
  await dbQuery(request, `insert into event_requests (message_id, owner_id) values ('${message!.id}', ${sqlString(owner.id)})`);

  // The agency, on the request's file: a template fills the composer; a "PDF" that is not one is
  // refused, the text stays; then the reply goes with its file.
  await loginAs(context, owner);
  const filePath = `/admin/contact/demandes/${message!.id}`;
  await page.goto(filePath);
  const panel = page.getByRole("region", { name: "Conversation" });
  await panel.getByText("Répondre", { exact: true }).click();
  const composer = panel.getByRole("form", { name: "Répondre au client" });
  await composer.getByLabel("Modèle").selectOption({ label: "Proposition" });
  await expect(composer.getByLabel("Objet")).toHaveValue("Notre proposition pour votre événement");
  await expect(composer.getByLabel("Message")).toHaveValue(/^Bonjour Leïla,\n\nSuite à nos échanges, vous trouverez ci-joint notre proposition pour votre mariage\./);
  const files = composer.getByLabel("Pièces jointes (facultatif)");
  await files.setInputFiles({ name: "faux.pdf", mimeType: "application/pdf", buffer: Buffer.from("ceci n'est pas un PDF") });
  await composer.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(composer.getByRole("alert")).toContainText("Pièce jointe « faux.pdf » refusée : seuls les PDF, JPEG, PNG et WebP sont acceptés");
  await expect(composer.getByLabel("Objet")).toHaveValue("Notre proposition pour votre événement");
  await expectNoAxeViolations(page, "fiche de la demande, réponse refusée");
  await files.setInputFiles({ name: "proposition-mariage.pdf", mimeType: "application/pdf", buffer: PDF });
  await composer.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée", { exact: true })).toBeVisible();
  const thread = panel.getByRole("list", { name: "Messages de la conversation" });
  await expect(thread.getByRole("link", { name: /proposition-mariage\.pdf/ })).toBeVisible();
  await expect(thread.getByText("Notre proposition pour votre événement", { exact: true })).toBeVisible();

  // Without JavaScript: the composer opens, a template is a link, and the post comes back to the file.
  const plainAdmin = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  await loginAs(plainAdmin, owner);
  const adminNoJs = await plainAdmin.newPage();
  await adminNoJs.goto(filePath);
  const plainPanel = adminNoJs.getByRole("region", { name: "Conversation" });
  await plainPanel.getByText("Répondre", { exact: true }).click();
  await plainPanel.getByRole("link", { name: "Accusé de réception" }).click();
  await expect(plainPanel.getByLabel("Objet")).toHaveValue("Votre demande a bien été reçue");
  await plainPanel.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(adminNoJs).toHaveURL(new RegExp(`${filePath}\\?envoye=1#conversation$`));
  await expect(adminNoJs.getByRole("region", { name: "Conversation" }).getByRole("status")).toContainText("Réponse envoyée");
  await plainAdmin.close();

  // The e-mails in the outbox: the file attached, and the link to the request's page.
  await expect.poll(async () => (await outboxMessages(`To: ${clientEmail}`)).length, { timeout: 15_000 }).toBe(2);
  const mail = (await outboxMessages(`To: ${clientEmail}`)).map(decodeQuotedPrintable).find((raw) => raw.includes("proposition-mariage.pdf"))!;
  expect(mail).toMatch(/Content-Type: application\/pdf; name="?proposition-mariage\.pdf/);
  expect(mail).toContain("Voir la conversation et répondre");
  const link = /https?:\/\/\S+?(\/demande\/[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link, "lien de la demande dans l'e-mail").toBeDefined();

  // A wrong or truncated link opens nothing.
  const truncated = await page.request.get(link!.slice(0, -1));
  expect(truncated.status()).toBe(404);
  expect(await truncated.text()).not.toContain("Leïla");

  // The client, with JavaScript: reads the thread and its file, answers with a photo and some HTML.
  await context.clearCookies();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mariage");
  const conversation = page.getByRole("list", { name: "Messages de la conversation" });
  await expect(conversation.getByRole("article")).toHaveCount(3);
  await expect(conversation.getByRole("article").nth(1)).toContainText("L'équipe Imagine");
  const pdfLink = conversation.getByRole("link", { name: /proposition-mariage\.pdf/ });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await hydrated(page);
  await page.getByLabel("Votre message").fill("<b>Merci</b> pour la proposition !\nVoici le plan de la salle.");
  await page.getByLabel("Pièces jointes (facultatif)").setInputFiles({ name: "plan-salle.png", mimeType: "image/png", buffer: photo() });
  await page.getByRole("button", { name: "Envoyer ma réponse" }).click();
  await expect(page.getByRole("status")).toHaveText("Merci, votre réponse est envoyée. Notre équipe en est informée et vous répond au plus vite.");
  await expect(conversation.getByRole("article")).toHaveCount(4);
  // The HTML is shown as typed, not interpreted.
  await expect(conversation.getByText("<b>Merci</b> pour la proposition !", { exact: false })).toBeVisible();
  await expect(conversation.getByRole("link", { name: /plan-salle\.png/ })).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveValue("");
  await expectNoAxeViolations(page, "page de la demande, côté client");

  // The client, without JavaScript: a refusal keeps the text, then the answer goes.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const noJs = await plain.newPage();
  await noJs.goto(link!);
  await noJs.getByLabel("Votre message").fill("Une dernière question : la date peut-elle changer ?");
  await noJs.getByLabel("Pièces jointes (facultatif)").setInputFiles({ name: "photo.webp", mimeType: "image/webp", buffer: Buffer.from("pas une image") });
  await noJs.getByRole("button", { name: "Envoyer ma réponse" }).click();
  await expect(noJs.getByRole("alert").first()).toContainText("Pièce jointe « photo.webp » refusée");
  await expect(noJs.getByLabel("Votre message")).toHaveValue("Une dernière question : la date peut-elle changer ?");
  await noJs.getByLabel("Pièces jointes (facultatif)").setInputFiles([]);
  await noJs.getByRole("button", { name: "Envoyer ma réponse" }).click();
  await expect(noJs).toHaveURL(/\?envoye=1#reponse$/);
  await expect(noJs.getByRole("status")).toContainText("Merci, votre réponse est envoyée.");
  await expect(noJs.getByRole("list", { name: "Messages de la conversation" }).getByRole("article")).toHaveCount(5);
  await plain.close();

  // Each answer reaches the owner by e-mail with the link to the request's file, and is unread.
  const adminLink = `/admin/contact/demandes/${message!.id}`;
  await expect.poll(async () => (await outboxMessages(`To: ${owner.email}`)).map(decodeQuotedPrintable).filter((m) => m.includes(adminLink)).length, { timeout: 15_000 }).toBe(2);
  const [request_] = await dbQuery<{ unread: number }>(request, `select unread from event_requests where message_id = '${message!.id}'`);
  expect(request_!.unread).toBe(2);

  // Back on the request's file the two answers are 'Nouveau', then read.
  await loginAs(context, owner);
  await page.goto(filePath);
  const reread = page.getByRole("region", { name: "Conversation" });
  await expect(reread.getByRole("list", { name: "Messages de la conversation" }).getByText("Nouveau", { exact: true })).toHaveCount(2);
  await expect(reread.getByText("5 messages · 2 nouveaux")).toBeVisible();
  const [read] = await dbQuery<{ unread: number }>(request, `select unread from event_requests where message_id = '${message!.id}'`);
  expect(read!.unread).toBe(0);
  // The refused posts answered 400, which the browser reports in its console.
  expect(consoleErrors.filter((line) => !/status of 400/.test(line))).toEqual([]);
});
