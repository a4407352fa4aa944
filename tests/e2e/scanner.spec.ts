import type { Locator, Page } from "@playwright/test";
import QRCode from "qrcode";
import { createOrder } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The 'Scanner' page of the shop tab (issue 23), on a phone: the order's number typed opens its
// depot page, with JavaScript and without; a photo of a QR code is read in the browser (by
// zxing-wasm from our own build, this Chromium having no BarcodeDetector of its own) and opens the
// depot page when it is the packing list's code, and is refused, staying put, when it is another
// site's.

const PAGE = "/admin/shop/scanner";

/** At least the 44 px a finger needs, both ways. */
async function expectTouchTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

/** A page of the back office reached as on a phone: the header's menu, then its link. */
async function openMenuLink(page: Page, name: string) {
  await hydrated(page);
  await page.getByRole("button", { name: /^Menu/ }).click();
  await page.getByRole("dialog").getByRole("link", { name, exact: true }).click();
}

const depotHeading = (page: Page, number: string) => page.getByRole("heading", { level: 1, name: `Dépôt · ${number}` });

/** A QR code of `text` as a phone's photo of it would be: a PNG file. */
async function qrPhoto(text: string) {
  return { name: "code.png", mimeType: "image/png", buffer: await QRCode.toBuffer(text, { type: "png", scale: 8, margin: 4 }) };
}

test("the scanner opens an order's depot page from its number typed @mobile", async ({ page, context, request, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });

  await page.goto("/admin/shop");
  await openMenuLink(page, "Scanner");
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page).toHaveTitle("Scanner | Administration Imagine");
  await expect(page.getByRole("heading", { level: 1, name: "Scanner" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: /^Menu/ }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Scanner" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");

  // Large targets for a thumb, nothing wider than the phone.
  await hydrated(page);
  const camera = page.getByRole("button", { name: "Ouvrir la caméra" });
  await expect(camera).toBeEnabled();
  const field = page.getByLabel("Numéro de commande");
  const submit = page.getByRole("button", { name: "Ouvrir la commande" });
  for (const target of [camera, page.getByText("Photographier un code"), field, submit]) await expectTouchTarget(target);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "la page Scanner");

  // What is not a number, then a number without an order: said in French, what was typed kept.
  await field.fill("Lyre LED");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("« Lyre LED » n'est pas un numéro de commande : indiquez par exemple CMD-000042 ou 42.");
  await expect(field).toHaveValue("Lyre LED");
  await field.fill("987654321");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Aucune commande CMD-987654321 : vérifiez le numéro.");

  // The number as the app prints it, its digits alone: the depot page.
  await field.fill(String(Number(order.number.slice(4))));
  await submit.click();
  await expect(depotHeading(page, order.number)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/shop/commandes/${order.number}/depot$`));
  expect(consoleErrors.filter((message) => !/status of 40[04]/.test(message))).toEqual([]);
});

test("a photo of a QR code opens the packing list's order, and another site's code is refused @mobile", async ({ page, context, request, baseURL, consoleErrors }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });
  // The reader and its .wasm come from this server, never from another.
  const elsewhere: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith(baseURL!) && !sent.url().startsWith("data:") && !sent.url().startsWith("blob:")) elsewhere.push(sent.url());
  });
  // Reached from the shop's other pages, as at the depot: only the scanner's own document may
  // compile the reader's WebAssembly, so its link loads it whole.
  await page.goto("/admin/shop");
  await openMenuLink(page, "Scanner");
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await hydrated(page);
  const photo = page.getByLabel("Photographier un code");

  await photo.setInputFiles(await qrPhoto("https://evil.example/admin/shop/commandes/CMD-000001/depot"));
  const refusal = page.getByRole("alert").filter({ hasText: "Ce code ne vient pas du back-office d'Imagine." });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("Code lu : https://evil.example/admin/shop/commandes/CMD-000001/depot");
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

  // A code of this site whose path was edited: refused too.
  await photo.setInputFiles(await qrPhoto(`${baseURL}/admin/shop/commandes/${order.number}/depot/../../../../auth/sign-out`));
  await expect(page.getByRole("alert").filter({ hasText: "Ce code n'ouvre ni une commande ni un article du dépôt" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

  // The packing list's code: its order's depot page.
  await photo.setInputFiles(await qrPhoto(`${baseURL}/admin/shop/commandes/${order.number}/depot`));
  await expect(depotHeading(page, order.number)).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a product's QR labels are found by its name and printed as a PDF, from the scanner and from its history @mobile", async ({ page, context, request }) => {
  await loginAs(context, await createUser(request, { admin: true }));
  const order = await createOrder(request, { status: "confirmed" });
  const [item] = await dbQuery<{ id: string; name: string }>(request, `select items->0->>'id' as id, items->0->>'name' as name from rental_orders where id = ${sqlString(order.id)}`);
  await page.goto(PAGE);
  await page.getByLabel("Étiquettes d'un article").fill(item!.name.toLowerCase());
  await page.getByRole("button", { name: "Chercher" }).click();
  const found = page.getByRole("list", { name: `Articles trouvés pour « ${item!.name.toLowerCase()} »` }).getByRole("listitem");
  await expect(found).toHaveCount(1);
  const sheet = found.getByRole("link", { name: `Étiquettes de ${item!.name} (PDF)` });
  await expect(sheet).toHaveAttribute("href", `/admin/shop/etiquettes.pdf?produit=${item!.id}&nombre=14`);
  const pdf = await page.request.get((await sheet.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The history the label opens has the same sheet, with the count chosen.
  await found.getByRole("link", { name: `Historique de ${item!.name}` }).click();
  const labels = page.getByRole("form", { name: `Étiquettes QR de ${item!.name}` });
  await expect(labels.getByLabel("Étiquettes QR à imprimer")).toHaveValue("14");
  await expect(labels).toHaveAttribute("action", "/admin/shop/etiquettes.pdf");
  const catalogue = await page.request.get("/admin/shop/etiquettes.pdf?categorie=stage");
  expect(catalogue.headers()["content-type"]).toBe("application/pdf");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed number opens the order's depot page, and an unknown one is said @mobile", async ({ page, context, request }) => {
    await loginAs(context, await createUser(request, { admin: true }));
    const order = await createOrder(request, { status: "confirmed" });
    await page.goto(PAGE);
    await expect(page.getByRole("button", { name: "Ouvrir la caméra" })).toBeDisabled();
    // (Playwright's text locators skip <noscript>, shown here since JavaScript is off.)
    const noScript = page.locator("noscript p");
    await expect(noScript).toBeVisible();
    await expect(noScript).toHaveText(/^La caméra a besoin de JavaScript/);

    const field = page.getByLabel("Numéro de commande");
    await field.fill("CMD-987654321");
    await page.getByRole("button", { name: "Ouvrir la commande" }).click();
    await expect(page.getByRole("alert")).toHaveText("Aucune commande CMD-987654321 : vérifiez le numéro.");
    await expect(field).toHaveValue("CMD-987654321");

    await field.fill(order.number.toLowerCase());
    await page.getByRole("button", { name: "Ouvrir la commande" }).click();
    await expect(depotHeading(page, order.number)).toBeVisible();
  });
});
