import { createUser, loginAs } from "./auth-fixtures";
import { createOrder } from "./admin-desk-data";
import { followLinkFor } from "./client-order-helpers";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, outboxMessages, test } from "./fixtures";

// Payments on the order page (issue 22): the balance and the payment status follow what is
// recorded and cancelled; a refused payment keeps what was typed; the forms work without JavaScript.

const NBSP = "\u00a0";

test("an admin records payments and a withholding, cancels one, and the balance follows", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  // 80 × 2 × 3 = 480 HT; VAT 91,20; stamp 1: 572,20 TTC.
  const order = await createOrder(request, { status: "confirmed" });
  await page.goto(`/admin/shop/commandes/${order.number}`);
  const panel = page.getByRole("region", { name: "Paiements" });
  await expect(panel.getByText("Non payée", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("order-due")).toHaveText(`572,20${NBSP}DT`);
  await expect(panel.getByText("Aucun paiement enregistré.")).toBeVisible();

  // A transfer of part of it: the form offers what is due.
  await panel.getByText("Enregistrer un paiement").click();
  await expect(panel.getByLabel("Montant (DT) *")).toHaveValue("572,20");
  await panel.getByLabel("Montant (DT) *").fill("200");
  await panel.getByLabel("Référence (virement, carte…)").fill("VIR-2026-5521");
  await panel.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText("Paiement enregistré", { exact: true })).toBeVisible();
  await expect(panel.getByText("Acompte reçu", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("order-paid")).toHaveText(`200,00${NBSP}DT`);
  await expect(panel.getByTestId("order-due")).toHaveText(`372,20${NBSP}DT`);
  const timeline = page.getByRole("list", { name: "Historique de la commande" });
  await expect(timeline.getByText(`Paiement enregistré : 200,00${NBSP}DT (virement)`, { exact: false })).toBeVisible();

  // A cheque without its number is refused; what was typed stays.
  await panel.getByText("Enregistrer un paiement").click();
  await panel.getByLabel("Montant (DT) *").fill("150");
  await panel.getByLabel("Mode de paiement *").selectOption("cheque");
  await panel.getByLabel("Banque (pour un chèque)").fill("BIAT");
  await panel.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(panel.getByText("Indiquez le numéro du chèque.")).toBeVisible();
  // The open form, its error and a payment with its cancel form: no axe finding.
  await panel.getByRole("listitem").first().getByText("Annuler ce paiement").click();
  await expectNoAxeViolations(page, "paiements de la commande, formulaire ouvert avec une erreur");
  await expect(panel.getByLabel("Montant (DT) *")).toHaveValue("150");
  await expect(panel.getByLabel("Banque (pour un chèque)")).toHaveValue("BIAT");
  await expect(panel.getByTestId("order-paid")).toHaveText(`200,00${NBSP}DT`);
  await panel.getByLabel("N° du chèque (pour un chèque)").fill("0042137");
  await panel.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(panel.getByTestId("order-due")).toHaveText(`222,20${NBSP}DT`);
  await expect(panel.getByText("Chèque n° 0042137 · BIAT")).toBeVisible();

  // The withholding: its certificate's field shows for it only, and it settles like a payment.
  await panel.getByText("Enregistrer un paiement").click();
  await expect(panel.getByLabel("N° du certificat (pour une retenue à la source)")).toBeHidden();
  await panel.getByLabel("Mode de paiement *").selectOption("withholding");
  await expect(panel.getByLabel("N° du chèque (pour un chèque)")).toBeHidden();
  await panel.getByLabel("N° du certificat (pour une retenue à la source)").fill("RS-2026-118");
  await panel.getByLabel("Montant (DT) *").fill("222,20");
  await panel.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(panel.getByText("Payée", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("order-due")).toHaveText(`0,00${NBSP}DT`);

  // The cheque bounced: cancelled with its reason, kept and struck through; the balance follows.
  const cheque = panel.getByRole("listitem").filter({ hasText: "Chèque n° 0042137" });
  await cheque.getByText("Annuler ce paiement").click();
  await cheque.getByLabel("Motif de l'annulation").fill("Chèque impayé");
  await cheque.getByRole("button", { name: "Annuler le paiement" }).click();
  await expect(page.getByText("Paiement annulé", { exact: true })).toBeVisible();
  await expect(cheque.getByText(/Annulé le .* : Chèque impayé/)).toBeVisible();
  await expect(panel.getByText("Acompte reçu", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("order-due")).toHaveText(`150,00${NBSP}DT`);
  await expect(timeline.getByText("Motif : Chèque impayé")).toBeVisible();

  // The client's page says what was paid and what remains (its link comes with the invoice).
  await page.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer la facture" }).click();
  await expect(page.getByText("Facture envoyée", { exact: true })).toBeVisible();
  const clientPage = await context.newPage();
  await clientPage.goto(await followLinkFor(order.email));
  await expect(clientPage.getByTestId("client-due")).toHaveText(`150,00${NBSP}DT`);
  await expect(clientPage.getByRole("definition").filter({ hasText: "Acompte reçu" })).toBeVisible();
  await clientPage.close();

  // The desk says it too, and filters by it.
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  const card = page.getByRole("article", { name: `Commande ${order.number}` });
  await expect(card.getByText("Acompte reçu", { exact: true })).toBeVisible();
  await expect(card.getByText(`reste 150,00${NBSP}DT`)).toBeVisible();
  await page.getByLabel("Paiement", { exact: true }).selectOption("paid");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/paiement=paid/);
  await expect(page.getByText("Aucune commande ne correspond à ces critères.")).toBeVisible();
  await page.getByLabel("Paiement", { exact: true }).selectOption("partial");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(card).toBeVisible();
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});

test("a payment is recorded without JavaScript @desktop", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, await createUser(request, { admin: true }));
  const page = await context.newPage();
  const order = await createOrder(request, { status: "confirmed" });
  await page.goto(`/admin/shop/commandes/${order.number}`);
  const panel = page.getByRole("region", { name: "Paiements" });
  await panel.getByText("Enregistrer un paiement").click();
  await panel.getByLabel("Montant (DT) *").fill("572,20");
  await panel.getByLabel("Mode de paiement *").selectOption("cash");
  await panel.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Paiement enregistré" })).toBeVisible();
  await expect(panel.getByText("Payée", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("order-due")).toHaveText(`0,00${NBSP}DT`);
  // Its receipt, issued on request and downloaded (still without JavaScript).
  await panel.getByRole("button", { name: "Émettre le reçu" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reçu émis" })).toBeVisible();
  const receipt = panel.getByRole("link", { name: /^Reçu REC-\d{4}-\d{4}$/ });
  await expect(receipt).toBeVisible();
  const pdf = await page.request.get((await receipt.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(panel.getByRole("button", { name: "Émettre le reçu" })).toHaveCount(0);
  // E-mailed on request, its PDF attached.
  await panel.getByRole("button", { name: "Envoyer le reçu" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reçu de paiement envoyé" })).toBeVisible();
  await expect.poll(async () => (await outboxMessages(order.email)).filter((mail) => /filename=.?REC-\d{4}-\d{4}\.pdf/.test(mail)).length).toBe(1);
  await context.close();
});

test("an admin receives the deposit, then keeps part of it for damage", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });
  await dbQuery(request, `update rental_orders set deposit = 500 where id = '${order.id}'`);
  await page.goto(`/admin/shop/commandes/${order.number}`);
  const panel = page.getByRole("region", { name: "Caution" });
  await expect(panel.getByText("Caution à recevoir", { exact: true })).toBeVisible();

  await panel.getByText("Caution reçue", { exact: true }).click();
  await expect(panel.getByLabel("Montant reçu (DT) *")).toHaveValue("500,00");
  await panel.getByLabel("Référence (n° du chèque, du virement…)").fill("Chèque 0099812");
  await panel.getByRole("button", { name: "Enregistrer la caution reçue" }).click();
  await expect(panel.getByText("Caution reçue", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("deposit-received")).toHaveText(`500,00${NBSP}DT`);
  // The desk says the deposit is held.
  await page.goto(`/admin/shop?q=${encodeURIComponent(order.email)}`);
  await expect(page.getByRole("article", { name: `Commande ${order.number}` }).getByText("Caution reçue")).toBeVisible();
  await page.goto(`/admin/shop/commandes/${order.number}`);

  // A retention without its reason is refused; what was typed stays.
  await panel.getByText("Restituer ou retenir la caution").click();
  await panel.getByLabel("Montant retenu (DT) *").fill("120,50");
  await panel.getByLabel("Note (état du matériel, pièces manquantes…)").fill("Grille d'enceinte enfoncée");
  await panel.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(panel.getByText("Indiquez pourquoi la caution est retenue.")).toBeVisible();
  await expect(panel.getByLabel("Montant retenu (DT) *")).toHaveValue("120,50");
  await panel.getByLabel("Motif de la retenue").selectOption("damage");
  await panel.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(panel.getByText("Caution retenue", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("deposit-retained")).toHaveText(`120,50${NBSP}DT`);
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText(`Caution retenue : 120,50${NBSP}DT (dommages), 379,50${NBSP}DT restitués`)).toBeVisible();
  // The amount kept is billed on a complementary invoice, which the deposit settles.
  const complementary = page.getByRole("region", { name: "Documents" }).getByRole("listitem").filter({ hasText: /^Facture complémentaire FAC-\d{4}-\d{4}/ });
  await expect(complementary.getByText(`120,50${NBSP}DT TTC`, { exact: false })).toBeVisible();
  const link = complementary.getByRole("link", { name: /^Télécharger FAC-\d{4}-\d{4}\.pdf$/ });
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText(/^Facture complémentaire FAC-\d{4}-\d{4} émise pour la caution retenue/)).toBeVisible();
  await expectNoAxeViolations(page, "caution retenue sur la page de la commande");
});

test("an admin credits part of an invoice, then the rest, downloads the credit note and invoices again", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  // 480 HT; VAT 91,20; stamp 1: 572,20 TTC.
  const order = await createOrder(request, { status: "confirmed" });
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Cette commande est facturée \(FAC-\d{4}-\d{4}\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistrer les modifications" })).toHaveCount(0);

  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByText("Émettre une facture d'avoir").click();
  await documents.getByLabel("Un montant HT", { exact: true }).check();
  await documents.getByLabel("Montant HT (si « Un montant HT »)").fill("600");
  await documents.getByLabel("Motif *").fill("Geste commercial");
  await documents.getByRole("button", { name: "Émettre l'avoir" }).click();
  // More than the invoice: refused, what was typed stays.
  await expect(documents.getByText(/^L'avoir \(600,00\sDT HT\) dépasse ce qui reste à créditer/)).toBeVisible();
  await expect(documents.getByLabel("Motif *")).toHaveValue("Geste commercial");
  await expectNoAxeViolations(page, "facture d'avoir refusée, formulaire ouvert");
  await documents.getByLabel("Montant HT (si « Un montant HT »)").fill("100");
  await documents.getByRole("button", { name: "Émettre l'avoir" }).click();
  await expect(page.getByText("Facture d'avoir émise", { exact: true })).toBeVisible();
  const note = documents.getByRole("listitem").filter({ hasText: /^Facture d'avoir AV-\d{4}-\d{4}/ });
  await expect(note.getByText(`-119,00${NBSP}DT TTC`, { exact: false })).toBeVisible();
  // What remains to pay follows: 572,20 − 119,00.
  await expect(page.getByRole("region", { name: "Paiements" }).getByTestId("order-due")).toHaveText(`453,20${NBSP}DT`);

  const link = note.getByRole("link", { name: /^Télécharger AV-\d{4}-\d{4}\.pdf$/ });
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^AV-\d{4}-\d{4}\.pdf$/);
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The rest of the invoice: it no longer stands, the order is edited and invoiced again.
  await documents.getByText("Émettre une facture d'avoir").click();
  await documents.getByLabel("Toute la facture", { exact: true }).check();
  await documents.getByLabel("Motif *").fill("Quantités à corriger");
  await documents.getByRole("button", { name: "Émettre l'avoir" }).click();
  await expect(page.getByText(/crédite entièrement la facture FAC-\d{4}-\d{4}/)).toBeVisible();
  await expect(documents.getByText(/^Entièrement créditée par AV-\d{4}-\d{4}$/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText(/^Facture d'avoir AV-\d{4}-\d{4} émise sur la facture FAC-\d{4}-\d{4} \(453,20\sDT TTC\)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Émettre la facture" })).toBeVisible();
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});

test("an admin sends a credit note, then the invoice, the credit note, a receipt and the statement in one e-mail @desktop", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  // 480 HT; VAT 91,20; stamp 1: 572,20 TTC.
  const order = await createOrder(request, { status: "confirmed" });
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  const payments = page.getByRole("region", { name: "Paiements" });
  await payments.getByText("Enregistrer un paiement").click();
  await payments.getByLabel("Montant (DT) *").fill("200");
  await payments.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText("Paiement enregistré", { exact: true })).toBeVisible();
  await payments.getByRole("button", { name: "Émettre le reçu" }).click();
  await expect(page.getByText("Reçu émis", { exact: true })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByText("Émettre une facture d'avoir").click();
  await documents.getByLabel("Un montant HT", { exact: true }).check();
  await documents.getByLabel("Montant HT (si « Un montant HT »)").fill("100");
  await documents.getByLabel("Motif *").fill("Geste commercial");
  await documents.getByRole("button", { name: "Émettre l'avoir" }).click();
  await expect(page.getByText("Facture d'avoir émise", { exact: true })).toBeVisible();

  // 'Envoyer l'avoir': the credit note by itself, its PDF attached.
  const note = documents.getByRole("listitem").filter({ hasText: /^Facture d'avoir AV-\d{4}-\d{4}/ });
  await note.getByRole("button", { name: "Envoyer l'avoir" }).click();
  await expect(page.getByText("Facture d'avoir envoyée", { exact: true })).toBeVisible();
  await expect.poll(async () => (await outboxMessages(`To: ${order.email}`)).filter((m) => /filename=.?AV-\d{4}-\d{4}\.pdf/.test(m)).length).toBe(1);

  // 'Envoyer les documents': nothing ticked is refused before posting; then four in one e-mail.
  await documents.locator("summary", { hasText: "Envoyer les documents" }).click();
  const form = documents.getByRole("group", { name: "Documents à envoyer" });
  await expect(documents.getByText(`Les documents cochés partent en un seul e-mail à ${order.email}, chacun en pièce jointe.`)).toBeVisible();
  await documents.getByRole("button", { name: "Envoyer les documents" }).click();
  await expect(form.getByRole("alert")).toHaveText("Cochez au moins un document à envoyer.");
  await expectNoAxeViolations(page, "envoi des documents, formulaire ouvert avec une erreur");
  await form.getByRole("checkbox", { name: /^Facture FAC-\d{4}-\d{4}/ }).check();
  await form.getByRole("checkbox", { name: /^Facture d'avoir AV-/ }).check();
  await form.getByRole("checkbox", { name: /^Reçu de paiement REC-/ }).check();
  await form.getByRole("checkbox", { name: /^Relevé de compte/ }).check();
  await documents.getByRole("button", { name: "Envoyer les documents" }).click();
  await expect(page.getByText("Documents envoyés", { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^4 documents partent en un e-mail à ${order.email.replace(/[.+]/g, "\\$&")} : FAC-`))).toBeVisible();
  // The form folds away, its boxes cleared.
  await expect(form).toBeHidden();

  await expect.poll(async () => (await outboxMessages(`To: ${order.email}`)).filter((m) => m.includes("releve-")).length).toBe(1);
  const [mail] = (await outboxMessages(`To: ${order.email}`)).filter((m) => m.includes("releve-"));
  for (const file of [/FAC-\d{4}-\d{4}\.pdf/, /AV-\d{4}-\d{4}\.pdf/, /REC-\d{4}-\d{4}\.pdf/, new RegExp(`releve-${order.number}\\.pdf`)]) {
    expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=${file.source}`));
  }
  const text = mail!.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(Buffer.from(text, "latin1").toString("utf8")).toContain("Veuillez trouver ci-joints les quatre documents suivants");
  // The timeline says so once the e-mail has left.
  const timeline = page.getByRole("list", { name: "Historique de la commande" });
  await expect(async () => {
    await page.reload();
    await expect(timeline.getByText(/^Documents envoyés par e-mail à .* : Facture FAC-\d{4}-\d{4}, Facture d'avoir AV-\d{4}-\d{4}, Reçu de paiement REC-\d{4}-\d{4}, Relevé de compte$/)).toBeVisible({ timeout: 1000 });
  }).toPass();

  // An order without e-mail: the form says so, and nothing leaves.
  await dbQuery(request, `update rental_orders set email = '' where id = '${order.id}'`);
  await page.reload();
  await documents.locator("summary", { hasText: "Envoyer les documents" }).click();
  const noEmail = "Cette commande n'a pas d'adresse e-mail : rien n'a été envoyé. Renseignez l'e-mail du client dans la commande, puis envoyez à nouveau.";
  await expect(documents.getByRole("note").filter({ hasText: noEmail })).toBeVisible();
  await form.getByRole("checkbox", { name: /^Facture FAC-\d{4}-\d{4}/ }).check();
  await documents.getByRole("button", { name: "Envoyer les documents" }).click();
  await expect(form.getByRole("alert")).toHaveText(noEmail);
  expect(consoleErrors).toEqual([]);
});

test("an overdue invoice is 'En retard' on the order and the desk, and 'Envoyer une relance' e-mails the client", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });
  await page.goto(`/admin/shop/commandes/${order.number}`);
  await page.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  const panel = page.getByRole("region", { name: "Paiements" });
  await expect(panel.getByText(/^Échéance de la facture : /)).toBeVisible();
  await expect(panel.getByText("En retard", { exact: true })).toHaveCount(0);

  // Five days past its due day with nothing paid.
  await dbQuery(request, `update rental_orders set invoice_due_on = (now() at time zone 'Africa/Tunis')::date - 5 where id = '${order.id}'`);
  await page.reload();
  await expect(panel.getByText("En retard", { exact: true })).toBeVisible();
  await expect(panel.getByText(/— dépassée de 5 jours$/)).toBeVisible();
  await panel.getByRole("button", { name: "Envoyer une relance" }).click();
  await expect(page.getByText("Relance envoyée", { exact: true })).toBeVisible();
  await expect(panel.getByRole("list", { name: "Relances envoyées" }).getByText(new RegExp(`^Relance par .* à ${order.email.replace(".", "\\.")} · reste à payer 572,20`))).toBeVisible();
  // The e-mail leaves with the invoice attached.
  await expect.poll(async () => (await outboxMessages("rappel de paiement")).filter((mail) => mail.includes(order.email)).length).toBe(1);
  const [mail] = (await outboxMessages("rappel de paiement")).filter((message) => message.includes(order.email));
  expect(mail).toMatch(/filename=.?FAC-\d{4}-\d{4}\.pdf/);
  // A second click at once is refused.
  await panel.getByRole("button", { name: "Envoyer une relance" }).click();
  await expect(page.getByText("Relance non envoyée", { exact: true })).toBeVisible();

  // The desk says it, and filters by it.
  await page.goto(`/admin/shop?paiement=late&q=${encodeURIComponent(order.email)}`);
  await expect(page.getByLabel("Paiement", { exact: true })).toHaveValue("late");
  await expect(page.getByRole("article", { name: `Commande ${order.number}` }).getByText("En retard", { exact: true })).toBeVisible();
  expect(consoleErrors.filter((message) => !message.includes("status of 409"))).toEqual([]);
});
