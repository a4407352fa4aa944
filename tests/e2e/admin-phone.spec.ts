import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { createFailedMail, createOrder } from "./admin-desk-data";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The back office on a phone (issue 38): at 390 px no view scrolls sideways, and one menu in the
// header leads everywhere, with JavaScript (a side sheet) and without it (a page). One admin, one
// page, every view of app/routes.ts under /admin visited in turn, with data that fills its panels.

const CUSTOMIZE_PANELS = ["hero", "services", "page-services", "features", "stats", "portfolio", "gallery", "clients", "testimonials", "packages", "rental", "contact-info"];

/**
 * The paths of the back office's pages as app/routes.ts declares them inside the admin layout
 * ("" for its index): a page added there and not visited here fails the test.
 */
function adminPagePatterns(): string[] {
  const source = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
  const layout = 'route("admin", "routes/admin/layout.tsx", [';
  const block = source.slice(source.indexOf(layout) + layout.length);
  const children = block.slice(0, block.indexOf("]),"));
  const patterns = [...children.matchAll(/route\("([^"]+)", "routes\/admin\/[^"]+\.tsx"/g)].map((match) => match[1]!);
  return [...(/index\("routes\/admin\//.test(children) ? [""] : []), ...patterns];
}

/** The pattern of app/routes.ts a visited path answers (":param" for any segment). */
function patternOf(path: string, patterns: string[]): string | undefined {
  const rest = new URL(path, "http://x").pathname.replace(/^\/admin\/?/, "");
  return patterns.find((pattern) => {
    const parts = pattern.split("/").filter(Boolean);
    const segments = rest.split("/").filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
}

/**
 * An order that fills its page, as the depot, the payments and the documents leave it: back from
 * its rental with a unit missing, invoiced and overdue, partly paid (one payment cancelled), a
 * credit note, a deposit held, a damage charge billed on a complementary invoice and a late fee
 * proposed. Long names and a long address, as real ones are.
 */
async function busyOrder(request: APIRequestContext) {
  const order = await createOrder(request, { status: "in_progress", quantity: 4, stock: 8, firstName: "Marie-Christine" });
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const [item] = await dbQuery<{ id: string; name: string }>(request, `select items->0->>'id' as id, items->0->>'name' as name from rental_orders where id = ${sqlString(order.id)}`);
  const id = sqlString(order.id);
  const by = "'admin@imagine-events.tn'";
  const number = (kind: string) => sqlString(`${kind}-2026-${tag}`);
  // What the invoice's page reads of its stored figures (the numbers as the pricing module gives them).
  const invoiceData = {
    kind: "invoice",
    number: `FAC-2026-${tag}`,
    lines: [{ name: item!.name, category: "Éclairage", unitPrice: "80.00", quantity: 4, days: 3, total: "960.00", vatRate: "19.00" }],
    figures: { subtotal: "960.00", discount: "0.00", deliveryFee: "0.00", totalHt: "960.00", vatByRate: [{ rate: "19.00", base: "960.00", vat: "182.40" }], vat: "182.40", stampDuty: "1.00", totalTtc: "1143.40", deposit: "500.00" },
  };
  await dbQuery(
    request,
    `update rental_orders set last_name = 'Ben Abdallah-Trabelsi', company = 'Clinique internationale des Berges du Lac',
       delivery_address = 'Centre de congrès de la Clinique internationale, avenue de la Bourse, Les Berges du Lac 2, 1053 Tunis',
       rental_date = current_date - 6, return_date = current_date - 3, departure_slot = 'morning', return_slot = 'afternoon',
       notes = 'Accès par le quai de livraison n° 3, badge à demander à l''accueil principal la veille au soir.',
       paid_amount = 500.00, invoice_due_on = current_date - 2, deposit = 500.00, credited_ttc = 119.00, charges_due_ttc = 179.50
     where id = ${id}`,
  );
  const [invoice] = await dbQuery<{ id: string }>(
    request,
    `insert into order_documents (order_id, kind, number, version, year, sequence, total_ht, total_ttc, data, pdf, issued_by, issued_at)
     values (${id}, 'invoice', ${number("FAC")}, 1, 2026, 9001, 960.00, 1143.40, ${sqlString(JSON.stringify(invoiceData))}::jsonb, decode('255044462d', 'hex'), ${by}, now() - interval '10 days')
     returning id`,
  );
  const [, complement] = await dbQuery<{ id: string }>(
    request,
    `insert into order_documents (order_id, kind, number, version, year, sequence, total_ht, total_ttc, corrects_id, data, pdf, issued_by, issued_at) values
       (${id}, 'credit_note', ${number("AV")}, 1, 2026, 9001, -100.00, -119.00, ${sqlString(invoice!.id)}, '{}'::jsonb, decode('255044462d', 'hex'), ${by}, now() - interval '2 days'),
       (${id}, 'complementary_invoice', ${number("FACC")}, 1, 2026, 9002, 150.00, 179.50, null, '{}'::jsonb, decode('255044462d', 'hex'), ${by}, now() - interval '1 day')
     returning id`,
  );
  await dbQuery(
    request,
    `insert into order_payments (order_id, paid_on, amount, method, reference, cheque_number, bank, note, recorded_by, recorded_at, cancelled_at, cancelled_by, cancel_reason) values
       (${id}, current_date - 8, 500.00, 'transfer', 'VIR-CLINIQUE-INTERNATIONALE-2026-0042', null, null, 'Acompte à la commande', ${by}, now() - interval '8 days', null, null, null),
       (${id}, current_date - 7, 100.00, 'cash', null, null, null, null, ${by}, now() - interval '7 days', now() - interval '7 days', ${by}, 'Saisi deux fois par erreur')`,
  );
  await dbQuery(
    request,
    `insert into order_deposits (order_id, received_on, received_amount, method, reference, received_by, received_at)
     values (${id}, current_date - 6, 500.00, 'cheque', 'Chèque de caution 0045870', ${by}, now() - interval '6 days')`,
  );
  await dbQuery(
    request,
    `insert into order_charges (order_id, kind, status, amount, reason, lines, days, document_id, created_by, created_at, decided_by, decided_at) values
       (${id}, 'damage', 'confirmed', 150.00, 'Lentille d''une lyre fêlée au retour, à remplacer chez le fabricant.',
        ${sqlString(JSON.stringify([{ product_id: item!.id, name: item!.name, quantity: 1 }]))}::jsonb, null, ${sqlString(complement!.id)}, ${by}, now() - interval '2 days', ${by}, now() - interval '1 day'),
       (${id}, 'late', 'proposed', 96.00, 'Une lyre rendue en retard.', ${sqlString(JSON.stringify([{ product_id: item!.id, name: item!.name, quantity: 1 }]))}::jsonb,
        3, null, 'Système', now() - interval '1 day', null, null)`,
  );
  await dbQuery(
    request,
    `insert into order_equipment (order_id, product_id, name, out, returned, damaged, missing) values (${id}, ${sqlString(item!.id)}, ${sqlString(item!.name)}, 4, 1, 1, 1)`,
  );
  await dbQuery(
    request,
    `insert into product_maintenance (product_id, order_id, kind, quantity, reason, since, reported_by)
     values (${sqlString(item!.id)}, ${id}, 'damaged', 1, 'Lentille fêlée au retour.', now() - interval '3 days', ${by})`,
  );
  await dbQuery(
    request,
    `insert into equipment_movements (product_id, order_id, kind, quantity, note, actor, at) values
       (${sqlString(item!.id)}, ${id}, 'out', 4, null, ${by}, now() - interval '6 days'),
       (${sqlString(item!.id)}, ${id}, 'in', 1, 'Lentille fêlée ; une lyre manque à l''appel', ${by}, now() - interval '3 days')`,
  );
  return { ...order, productId: item!.id };
}

/** A request in 'Proposition envoyée' with its conversation and an issued event quote. */
async function busyRequest(request: APIRequestContext, ownerId: string) {
  const email = `congres-${randomUUID().slice(0, 8)}@societe-tunisienne-de-cardiologie.example.tn`;
  const [message] = await dbQuery<{ id: string }>(
    request,
    `insert into contact_messages (first_name, last_name, email, phone, event_type, services, event_date, guest_count, message, status)
     values ('Sonia', 'Ben Salah', ${sqlString(email)}, '+216 71 234 567', 'Congrès médical', array['Événements médicaux', 'Son et lumière'],
             current_date + 90, 250, 'La Société tunisienne de cardiologie organise son congrès annuel à Gammarth : salle plénière de 250 places, deux ateliers et un dîner de gala.', 'handled')
     returning id`,
  );
  const id = sqlString(message!.id);
  await dbQuery(
    request,
    `insert into event_requests (message_id, stage, owner_id, follow_up_on, budget, event_date, guests, first_answer_at, unread, version)
     values (${id}, 'proposal_sent', ${sqlString(ownerId)}, current_date + 7, 45000.00, current_date + 90, 250, now() - interval '2 days', 1, 2)`,
  );
  await dbQuery(
    request,
    `insert into request_thread (message_id, direction, subject, body, author, created_at) values
       (${id}, 'agency', 'Votre congrès médical', 'Bonjour Sonia,\n\nMerci pour votre demande. Pourriez-vous nous préciser le nombre de participants aux ateliers ?\n\nLeila', 'admin@imagine-events.tn', now() - interval '2 days'),
       (${id}, 'client', null, 'Deux ateliers de 60 personnes, et le dîner au même hôtel, en terrasse : https://www.example.tn/un-tres-long-lien-vers-le-plan-de-la-salle-pleniere-et-des-ateliers.pdf', 'Sonia Ben Salah', now() - interval '1 day')`,
  );
  await dbQuery(
    request,
    `insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by, issued_at, sent_at)
     values (${id}, ${sqlString(`DEV-2026-${randomUUID().slice(0, 6)}`)}, 1, 2026, 9001,
       ${sqlString(JSON.stringify([{ kind: "free", description: "Sonorisation et éclairage de la plénière, régie complète et deux techniciens", quantity: 1, unit_price: "18000.00", vat_rate: "19.00" }]))}::jsonb,
       18000.00, 21421.00, '{}'::jsonb, decode('255044462d', 'hex'), 'admin@imagine-events.tn', now() - interval '1 day', now() - interval '1 day')`,
  );
  return message!.id;
}

type Overflow = { scrollWidth: number; offenders: string[] };

/**
 * How far the page reaches past the screen's width, and the elements that reach past it, named by
 * tag, class and text: each the innermost that does, not clipped by a box that scrolls or hides
 * its overflow (a table scrolling in its own box does not move the page).
 */
async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5) && !clipped(element);
    };
    const out = [...document.body.querySelectorAll("*")].filter((element) => sticksOut(element) && ![...element.children].some(sticksOut));
    const offenders = out.slice(0, 4).map((element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> de ${Math.round(box.left)} à ${Math.round(box.right)} px « ${text} »`;
    });
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

test("no back-office view scrolls sideways at 390 px, and the header's menu leads everywhere, with and without JavaScript @mobile", async ({ page, context, request, browser, consoleErrors }) => {
  test.setTimeout(180_000);
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  const order = await busyOrder(request);
  // A few more orders for the desk, the planning and the finances.
  await createOrder(request, { status: "new", firstName: "Jean-Baptiste" });
  await createOrder(request, { status: "confirmed", firstName: "Yasmine" });
  const requestId = await busyRequest(request, admin.id);
  await createFailedMail(request);

  const views = [
    "/admin",
    "/admin/menu",
    ...CUSTOMIZE_PANELS.map((panel) => `/admin/customize/${panel}`),
    "/admin/seo",
    "/admin/contact",
    `/admin/contact/demandes/${requestId}`,
    `/admin/contact/demandes/${requestId}/repondre`,
    `/admin/contact/demandes/${requestId}/devis`,
    "/admin/contact/tableau",
    "/admin/contact/chiffres",
    "/admin/contact/modeles",
    "/admin/shop",
    `/admin/shop/commandes/${order.number}`,
    `/admin/shop/commandes/${order.number}/depot`,
    "/admin/shop/parametres",
    "/admin/emails",
    "/admin/shop/planning",
    "/admin/shop/planning?vue=semaine",
    "/admin/shop/planning?vue=produits",
    "/admin/shop/departs-retours",
    "/admin/shop/finances",
    "/admin/shop/maintenance",
    `/admin/shop/maintenance?produit=${order.productId}`,
    "/admin/shop/scanner",
  ];
  const patterns = adminPagePatterns();
  expect(patterns.filter((pattern) => !views.some((view) => patternOf(view, patterns) === pattern)), "pages de app/routes.ts non visitées").toEqual([]);

  // The views as served, in a browser that runs no JavaScript: what hydration finds is the same
  // markup (it must be), and the sweep is several times faster without each page's hydration.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await loginAs(plain, admin);
  const served = await plain.newPage();
  const failures: string[] = [];
  for (const view of views) {
    const response = await served.goto(view);
    expect(response?.ok(), `${view} : ${response?.status()}`).toBe(true);
    const { scrollWidth, offenders } = await overflowOf(served);
    if (scrollWidth > 390 || offenders.length > 0) failures.push(`${view} : ${scrollWidth} px de large ; ${offenders.join(" ; ")}`);
  }
  expect(failures, failures.join("\n")).toEqual([]);

  // Without JavaScript the header's menu is a link to the same menu as a page.
  await served.goto("/admin/shop");
  await served.getByRole("link", { name: /^Menu/ }).click();
  await expect(served).toHaveURL(/\/admin\/menu$/);
  await served.getByRole("navigation", { name: "Menu de l'administration" }).getByRole("link", { name: "Départs et retours" }).click();
  await expect(served).toHaveURL(/\/admin\/shop\/departs-retours$/);
  await plain.close();

  // The planning's month names the clients on a phone, not only the orders' numbers.
  const [row] = await dbQuery<{ day: string }>(request, `select rental_date::text as day from rental_orders where id = ${sqlString(order.id)}`);
  const day = row!.day;
  await page.goto(`/admin/shop/planning?date=${day}`);
  const bar = page.getByRole("link", { name: `Marie-Christine Ben Abdallah-Trabelsi · ${order.number} · En cours · Retour en retard`, exact: true });
  await expect(bar.first()).toBeVisible();
  await expect(bar.first()).toContainText("Marie-Christine");

  // The desk: the filters folded behind one line, the first order on the first screen (844 px).
  await page.goto("/admin/shop");
  await hydrated(page);
  await expect(page.getByLabel("Statut", { exact: true })).toBeHidden();
  const firstOrder = page.getByRole("list", { name: "Commandes" }).getByRole("article").first();
  expect((await firstOrder.boundingBox())!.y).toBeLessThan(844);
  await page.getByText("Rechercher et filtrer").click();
  await expect(page.getByLabel("Statut", { exact: true })).toBeVisible();

  // One menu instead of the tabs: it opens over the page, names where the admin is, and its links
  // are 44 px high for a thumb.
  await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Boutique" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: /^Menu/ });
  const buttonBox = (await menuButton.boundingBox())!;
  expect(buttonBox.height).toBeGreaterThanOrEqual(44);
  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Administration" });
  await expect(sheet).toBeVisible();
  const menu = sheet.getByRole("navigation", { name: "Menu de l'administration" });
  await expect(menu.getByRole("link", { name: "Commandes" })).toHaveAttribute("aria-current", "page");
  for (const link of await menu.getByRole("link").all()) expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  expect(await overflowOf(page)).toEqual({ scrollWidth: 390, offenders: [] });
  await expectNoAxeViolations(page, "menu de l'administration ouvert");
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  // A link followed closes it.
  await menuButton.click();
  await menu.getByRole("link", { name: "Planning" }).click();
  await expect(page).toHaveURL(/\/admin\/shop\/planning$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Planning" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
