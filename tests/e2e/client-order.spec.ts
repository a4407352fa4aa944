import { createUser, loginAs } from "./auth-fixtures";
import { createOrder } from "./admin-desk-data";
import { expectNoAxeViolations } from "./axe";
import { followLinkFor, placeOrder } from "./client-order-helpers";
import { dbQuery, expect, outboxMessages, sqlString, test } from "./fixtures";

const NBSP = "\u00a0";

// The client's side of an order (issue "Client space"): the link of the acknowledgement e-mail
// opens the order's page, which cancels the order while it is new; after a week of money, its
// statement of account adds up (issue 37).

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

test("after a week of payments, a credit note, charges and the deposit kept, the client's lines add up to 'Reste à payer' @desktop", async ({ page, context, request, consoleErrors }) => {
  // The agency's week, through the order page's own resources (each calls its domain function).
  await loginAs(context, await createUser(request, { admin: true }));
  // 80 × 2 × 3 = 480 HT; VAT 91,20; stamp 1: 572,20 TTC.
  const order = await createOrder(request, { status: "confirmed" });
  await dbQuery(request, `update rental_orders set deposit = 500 where id = ${sqlString(order.id)}`);
  const base = `/admin/shop/commandes/${order.number}`;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Tunis" }).format(new Date());
  let revision = 0;
  const post = async (resource: string, form: Record<string, string>) => {
    const answer = await page.request.post(`${base}/${resource}`, { form });
    expect(answer.status(), `${resource} ${JSON.stringify(form)}`).toBe(200);
  };
  const pay = async (fields: Record<string, string>) => {
    await post("paiements", { intent: "record-payment", revision: String(revision++), paid_on: today, ...fields });
  };
  const idOf = async (query: string) => (await dbQuery<{ id: string }>(request, query))[0]!.id;

  await post("caution", { intent: "receive-deposit", received_on: today, amount: "500", method: "cheque", reference: "Chèque 0099812" });
  await pay({ amount: "200", method: "transfer", reference: "VIR-5521" });
  await post("documents", { intent: "issue-invoice" });
  const invoice = await idOf(`select id from order_documents where order_id = ${sqlString(order.id)} and kind = 'invoice'`);
  await pay({ amount: "150", method: "cheque", cheque_number: "0042137", bank: "BIAT" });
  const cheque = await idOf(`select id from order_payments where order_id = ${sqlString(order.id)} and method = 'cheque'`);
  await post("paiements/annulation", { intent: "cancel-payment", revision: String(revision++), payment: cheque, reason: "Chèque impayé" });
  await pay({ amount: "8,58", method: "withholding", certificate_number: "RS-2026-118" });
  // 30 HT: 35,70 TTC given back.
  await post("avoirs", { intent: "issue-credit-note", invoice, mode: "amount", amount: "30", reason: "Geste commercial" });
  // A damage charge the depot confirmed (180 HT: 215,20 TTC), billed when the deposit is kept for it.
  await dbQuery(
    request,
    `insert into order_charges (order_id, kind, status, amount, reason, lines, created_by)
     values (${sqlString(order.id)}, 'damage', 'confirmed', 180, 'Grille enfoncée', '[]'::jsonb, 'depot@imagine-events.tn')`,
  );
  await post("caution/reglement", { intent: "settle-deposit", settled_on: today, retained: "200", reason: "damage", note: "Grille enfoncée" });
  await post("envoi", { intent: "send-document", document: invoice });

  // The back office's statement closes on what its payments panel says is due.
  await page.goto(base);
  const adminDue = await page.getByTestId("order-due").textContent();
  await expect(page.getByRole("region", { name: "Relevé de compte" }).getByTestId("order-statement-due")).toHaveText(adminDue!);

  // The client's page: the lines shown, added up, make 'Reste à payer'.
  const link = await followLinkFor(order.email);
  await page.goto(link);
  const statement = page.getByRole("region", { name: "Relevé de compte" });
  const rows = statement.locator("tbody tr");
  await expect(rows).toHaveCount(9);
  let sum = 0;
  for (const row of await rows.all()) {
    const amount = row.locator("td").first();
    // A struck-through payment was cancelled: it counts for nothing; the deposit's receipt and return are « hors solde ».
    if ((await amount.locator("del").count()) > 0) continue;
    const text = (await amount.textContent())!.replace(/\s/g, "");
    if (!/\d/.test(text)) continue;
    sum += Math.round(Number(text.replace("DT", "").replace("\u2212", "-").replace(",", ".")) * 100);
  }
  const due = statement.getByRole("row", { name: /^Reste à payer/ });
  await expect(due.getByTestId("client-due")).toHaveText(`343,12${NBSP}DT`);
  // 572,20 − 200,00 − 8,58 − 35,70 + 215,20 − 200,00.
  expect(sum).toBe(34_312);
  await expect(statement.getByText(/^Caution retenue 200,00\sDT pour la facture complémentaire FAC-\d{4}-\d{4}$/)).toBeVisible();
  await expect(statement.getByText(`Caution restituée 300,00${NBSP}DT`)).toBeVisible();
  await expect(statement.locator("del").filter({ hasText: "Paiement par chèque" })).toBeVisible();
  // The deposit beside the totals says what became of it, not what was asked.
  const amounts = page.getByRole("region", { name: "Montant" });
  await expect(amounts.getByRole("definition").filter({ hasText: `200,00${NBSP}DT` })).toBeVisible();
  await expect(amounts.getByText("Caution retenue")).toBeVisible();
  await expect(amounts.getByText("Caution restituée")).toBeVisible();

  // The same statement as a PDF, behind the same link only.
  const pdf = await page.request.get(`${link}/releve.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await page.request.get(`${link.slice(0, -2)}xx/releve.pdf`)).status()).toBe(404);
  await expectNoAxeViolations(page, "relevé de compte de la commande, côté client");
  expect(consoleErrors).toEqual([]);
});
