import sharp from "sharp";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The back office's content side, as an admin uses it: edit, upload, reorder, and the public
// site shows each change on the next request.


async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 30, b: 160 } } })
    .composite([
      {
        input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="400" fill="#f5c542"/></svg>'),
      },
    ])
    .jpeg()
    .toBuffer();
}

test("an admin edits the home hero title, uploads an image, reorders services, and the home page shows all three @desktop", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);

  // The content editor is the 'Personnalisation' tab (/admin is 'Aujourd'hui').
  await page.goto("/admin/customize/hero");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Personnalisation", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Hero", exact: true })).toHaveAttribute("aria-current", "page");

  const [hero] = await dbQuery<{ id: string; title: string }>(
    request,
    "select id, title from hero_sections where page_route = '/' and is_active order by display_order, created_at limit 1",
  );
  await page.getByRole("link", { name: `Modifier « ${hero!.title} »` }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${hero!.id}`));
  await expect(page.getByRole("heading", { name: "Modifier", exact: true })).toBeVisible();
  await expect(page.getByLabel("Titre *")).toHaveValue(hero!.title);

  const newTitle = `Vos congrès, notre passion ${Date.now()}`;
  await page.getByLabel("Titre *").fill(newTitle);
  await page.getByLabel("Ou téléverser un fichier").setInputFiles({ name: "gala.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await page.getByLabel("Texte alternatif de l'image").fill("La scène du gala de clôture");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("button", { name: "Enregistrement…" })).toBeDisabled();
  // Making the AVIF/WebP variants takes a few seconds on a busy machine.
  await expect(page.getByText("Section hero mise à jour")).toBeVisible({ timeout: 60_000 });
  // Back to create mode, the list refreshed.
  await expect(page.getByRole("heading", { name: "Nouvelle section hero" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Modifier « ${newTitle} »` })).toBeVisible();

  const [stored] = await dbQuery<{ image_url: string }>(request, `select image_url from hero_sections where id = ${sqlString(hero!.id)}`);
  expect(stored!.image_url).toMatch(/^\/uploads\/.+_1600x1200\.jpg$/);

  // The upload is now in the media library, offered by every image field.
  await page.getByRole("navigation", { name: "Sections du site" }).getByRole("link", { name: "Portfolio", exact: true }).click();
  // The hero panel has a Médiathèque button too: wait for the portfolio panel before clicking.
  await expect(page).toHaveURL(/\/admin\/customize\/portfolio$/);
  await expect(page.getByRole("heading", { name: "Nouvel élément de portfolio" })).toBeVisible();
  await page.getByRole("button", { name: "Médiathèque" }).click();
  await page.getByRole("dialog", { name: "Médiathèque" }).getByRole("button", { name: /La scène du gala de clôture/ }).click();
  await expect(page.getByLabel("Adresse de l'image")).toHaveValue(stored!.image_url);
  await expect(page.getByLabel("Texte alternatif de l'image")).toHaveValue("La scène du gala de clôture");

  // Services: move the second one up with the keyboard-reachable arrow.
  await page.getByRole("navigation", { name: "Sections du site" }).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customize\/services$/);
  const before = await dbQuery<{ title: string }>(request, "select title from services order by display_order, created_at");
  expect(before.length).toBeGreaterThan(1);
  const up = page.getByRole("button", { name: `Monter « ${before[1]!.title} »` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ordre enregistré")).toBeVisible();
  await expect
    .poll(async () => (await dbQuery<{ title: string }>(request, "select title from services order by display_order, created_at")).map((s) => s.title).slice(0, 2))
    .toEqual([before[1]!.title, before[0]!.title]);

  // The public home page, right away.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(newTitle);
  const avif = page.locator('picture source[type="image/avif"]').first();
  await expect(avif).toHaveAttribute("srcset", /\/uploads\/.+-1600\.avif 1600w/);
  const heroImage = page.locator(`img[src="${stored!.image_url}"]`);
  await expect(heroImage).toBeVisible();
  expect(await heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const services = page.locator("#services h3");
  await expect(services.nth(0)).toHaveText(before[1]!.title);
  await expect(services.nth(1)).toHaveText(before[0]!.title);
  expect(consoleErrors).toEqual([]);
});

test("delete acts at once and the toast undoes it; drag and drop reorders @desktop", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  await page.goto("/admin/customize/clients");
  // Typed before hydration, a field is emptied by it (a CI run sent « Créer » with an empty name).
  await hydrated(page);

  // Create two clients through the form.
  for (const name of ["Client Alpha", "Client Beta"]) {
    await page.getByLabel("Nom *").fill(name);
    await page.getByLabel("Adresse de l'image").fill("/images/clients/pfizer.svg");
    await page.getByRole("button", { name: "Créer" }).click();
    await expect(page.getByText("Client créé").first()).toBeVisible();
    await expect(page.getByRole("link", { name: `Modifier « ${name} »` })).toBeVisible();
  }

  // Drag Beta onto Alpha: Beta comes first.
  const rows = page.getByTestId("panel-row");
  const beta = rows.filter({ hasText: "Client Beta" });
  const alpha = rows.filter({ hasText: "Client Alpha" });
  await beta.dragTo(alpha);
  await expect(page.getByText("Ordre enregistré")).toBeVisible();
  await expect
    .poll(async () =>
      (await dbQuery<{ name: string }>(request, "select name from clients where name like 'Client %' order by display_order")).map((r) => r.name),
    )
    .toEqual(["Client Beta", "Client Alpha"]);

  // Delete without confirmation, then undo from the toast.
  await page.getByRole("button", { name: "Supprimer « Client Alpha »" }).click();
  await expect(page.getByText("Client supprimé")).toBeVisible();
  await expect(page.getByRole("link", { name: "Modifier « Client Alpha »" })).toHaveCount(0);
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByText("Suppression annulée")).toBeVisible();
  await expect(page.getByRole("link", { name: "Modifier « Client Alpha »" })).toBeVisible();

  // Bad input keeps what was typed.
  await page.getByRole("link", { name: "Modifier « Client Alpha »" }).click();
  await expect(page.getByRole("heading", { name: "Modifier", exact: true })).toBeVisible();
  await expect(page.getByLabel("Nom *")).toHaveValue("Client Alpha");
  await page.getByLabel("Adresse de l'image").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entrez une adresse commençant par / ou https://")).toBeVisible();
  await expect(page.getByLabel("Nom *")).toHaveValue("Client Alpha");
  await page.getByRole("link", { name: "Annuler" }).click();
  await expect(page.getByRole("heading", { name: "Nouveau client" })).toBeVisible();
  await expect(page.getByLabel("Nom *")).toHaveValue("");
});

test("a visitor is sent to /auth from every admin page @desktop", async ({ page }) => {
  for (const path of ["/admin", "/admin/customize/services", "/admin/seo"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test("the shop tab's badge counts the new orders, and names them @desktop", async ({ page, context, request }) => {
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  // Two new orders and a confirmed one: the shop tab's red badge counts the new ones only.
  const order = (status: string) =>
    `('Amel', 'Trabelsi', 'amel@example.tn', '+216 20 123 456', '2026-12-01', '2026-12-03', 'Tunis', '[]'::jsonb, '120.00', '${status}')`;
  await dbQuery(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status) values ${order("new")}, ${order("new")}, ${order("confirmed")}`,
  );
  await page.goto("/admin");
  // Other suites place and confirm orders in parallel, so the exact total can move between a
  // count and the page: the badge shows at least our two new orders and agrees with the tab's name.
  const shopTab = page.getByRole("link", { name: /^Boutique \(\d+ nouvelles? commandes?\)$/ });
  const badge = shopTab.getByTestId("new-orders-badge");
  await expect(badge).toHaveText(/^\d+$/);
  const shown = Number(await badge.textContent());
  expect(shown).toBeGreaterThanOrEqual(2);
  await expect(shopTab).toHaveAccessibleName(`Boutique (${shown} nouvelles commandes)`);
});
