import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The back office edits the site's content in French, English and Arabic side by side (ADR 025):
// « FR » / « EN » / « AR » tabs, the French as the reference, « À traduire », and the refusals.

test("an admin translates a product in the EN and AR tabs, is refused markup, and sees « À traduire »", async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  const name = `Enceinte de test ${testInfo.project.name} ${Date.now()}`;

  await page.goto("/admin/customize/rental");
  await hydrated(page);
  const todo = page.getByRole("region", { name: "À traduire" });
  // Counts per language (the seed ships every product in English and Arabic: other tests' products only).
  await expect(todo).toContainText(/EN : \d+ · AR : \d+/);
  const counts = async () => {
    const [, en, ar] = (await todo.textContent())!.match(/EN : (\d+) · AR : (\d+)/)!;
    return { en: Number(en), ar: Number(ar) };
  };
  const before = await counts();

  // A product created in French only is to be translated in both languages.
  await page.getByLabel("Nom *").fill(name);
  await page.getByLabel("Catégorie *").selectOption("audio");
  await page.getByLabel("Description *").fill("Puissante et claire");
  await page.getByLabel("Adresse de l'image").fill("/images/products/barre-led.svg");
  await page.getByLabel("Prix (DT) *").fill("90");
  await page.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Produit de location créé").first()).toBeVisible();
  // Counted in both languages. The list names the first eight only, in the panel's order: other
  // tests' products, made at the same time, may come before this one.
  await expect.poll(async () => (await counts()).en).toBeGreaterThan(before.en);
  expect((await counts()).ar).toBeGreaterThan(before.ar);
  const [created] = await dbQuery<{ id: string }>(request, `select id from rental_products where name = ${sqlString(name)}`);
  const mine = todo.getByRole("listitem").filter({ hasText: name });
  if (await mine.count()) await expect(mine).toContainText("EN : nom, description · AR : nom, description");
  await page.goto(`/admin/customize/rental?edit=${created!.id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Modifier", exact: true })).toBeVisible();

  // The EN tab: the French is the placeholder and quoted beneath.
  const tabs = page.getByRole("tablist", { name: "Langue du contenu" });
  await expect(tabs.getByRole("tab", { name: "FR" })).toHaveAttribute("aria-selected", "true");
  await tabs.getByRole("tab", { name: "EN" }).click();
  const englishName = page.getByLabel("Nom (anglais)");
  await expect(englishName).toBeVisible();
  await expect(englishName).toHaveAttribute("placeholder", name);
  await expect(page.getByLabel("Nom *")).toBeHidden();
  await englishName.fill("Test speaker");
  await page.getByLabel("Description (anglais)").fill("Powerful <b>and</b> clear");
  if (testInfo.project.name === "desktop-1280") await page.screenshot({ path: testInfo.outputPath("translations-en-1280.png"), fullPage: true });

  // The AR tab: written right to left.
  await tabs.getByRole("tab", { name: "AR" }).click();
  const arabicName = page.getByLabel("Nom (arabe)");
  await expect(arabicName).toHaveAttribute("dir", "rtl");
  await expect(arabicName).toHaveAttribute("lang", "ar");
  await arabicName.fill("مكبّر صوت تجريبي");
  await page.screenshot({ path: testInfo.outputPath(`translations-ar-${testInfo.project.name}.png`), fullPage: true });

  // Markup is refused in French, the form reopens on the tab to correct, nothing typed is lost.
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("La traduction ne doit pas contenir de balises HTML (< >)")).toBeVisible();
  await expect(tabs.getByRole("tab", { name: /EN/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Description (anglais)")).toHaveValue("Powerful <b>and</b> clear");
  await expect(page.getByLabel("Nom (anglais)")).toHaveValue("Test speaker");
  await tabs.getByRole("tab", { name: "AR" }).click();
  await expect(page.getByLabel("Nom (arabe)")).toHaveValue("مكبّر صوت تجريبي");
  if (testInfo.project.name === "mobile-390") await page.screenshot({ path: testInfo.outputPath("translations-error-390.png"), fullPage: true });

  await tabs.getByRole("tab", { name: /EN/ }).click();
  await page.getByLabel("Description (anglais)").fill("Powerful and clear");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit de location mis à jour").first()).toBeVisible();
  const [product] = await dbQuery<{ id: string }>(request, `select id from rental_products where name = ${sqlString(name)}`);
  const stored = await dbQuery<{ locale: string; field: string; value: string }>(
    request,
    `select locale, field, value from content_translations where content_table = 'rental_products' and row_id = ${sqlString(product!.id)} order by locale, field`,
  );
  expect(stored).toEqual([
    { locale: "ar", field: "name", value: "مكبّر صوت تجريبي" },
    { locale: "en", field: "description", value: "Powerful and clear" },
    { locale: "en", field: "name", value: "Test speaker" },
  ]);
  // Arabic still lacks the description.
  if (await mine.count()) await expect(mine).toHaveText(`${name}AR : description`);
  // The refused save answers 400, as every refused form does.
  expect(consoleErrors.filter((error) => !error.includes("400 (Bad Request)"))).toEqual([]);
});

test("without JavaScript the three languages are stacked in one form, and save together @desktop", async ({ browser, request }) => {
  const admin = await createUser(request, { admin: true });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loginAs(context, admin);
  const page = await context.newPage();
  const [stat] = await dbQuery<{ id: string; label: string }>(request, "select id, label from stats order by page_route, display_order limit 1");
  await page.goto(`/admin/customize/stats?edit=${stat!.id}`);
  await expect(page.getByRole("group", { name: "FR · Français" })).toBeVisible();
  await expect(page.getByRole("group", { name: "EN · English" })).toBeVisible();
  await expect(page.getByRole("group", { name: "AR · العربية" })).toBeVisible();
  await page.getByLabel("Libellé (anglais)").fill("Events delivered");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  // The redirect back to the list (its toast needs JavaScript).
  await expect(page).toHaveURL(/\/admin\/customize\/stats$/);
  const [stored] = await dbQuery<{ value: string }>(
    request,
    `select value from content_translations where content_table = 'stats' and locale = 'en' and field = 'label' and row_id = ${sqlString(stat!.id)}`,
  );
  expect(stored?.value).toBe("Events delivered");
  await context.close();
});
