import { mkdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// Event requests' follow-ups and figures (issue 24): the gold 'À relancer' line at the top of the
// back office with the administrator's request due today, and the figures page (the stacked chart
// of requests by event type, the value won, their tables) at 1280 and 390 px. Screenshots under
// /tmp/shots-request-figures/ to look at.

const SHOTS = "/tmp/shots-request-figures";

/**
 * A message and its request, made in SQL as the contact form and the request's file would leave
 * them: `values` are the request's columns as SQL expressions (the message's created_at is at hand).
 */
async function insertRequest(request: APIRequestContext, message: { first: string; type: string }, values: Record<string, string>): Promise<string> {
  const columns = Object.keys(values);
  const [row] = await dbQuery<{ id: string }>(
    request,
    `with message as (
       insert into contact_messages (first_name, last_name, email, event_type, message, created_at)
       values (${sqlString(message.first)}, 'Relance', ${sqlString(`${randomUUID()}@example.test`)}, ${sqlString(message.type)}, 'Un projet.', now() - interval '5 hours')
       returning id, created_at
     )
     insert into event_requests (message_id, created_at, ${columns.join(", ")})
     select id, created_at, ${columns.map((column) => values[column]).join(", ")} from message
     returning message_id as id`,
  );
  return row!.id;
}

test("the 'À relancer' line names my request due today, and the figures page draws the year @desktop", async ({ page, context, request, consoleErrors }) => {
  const admin = await createUser(request, { admin: true, name: "Sonia Ben Salah" });
  await loginAs(context, admin);
  const first = `Leïla-${randomUUID().slice(0, 4)}`;
  const owner = sqlString(admin.id);
  // Due today (Tunis), qualified, mine.
  const due = await insertRequest(request, { first, type: "Mariage" }, { owner_id: owner, stage: "'qualified'", follow_up_on: "(now() at time zone 'Africa/Tunis')::date" });
  // Overdue since yesterday: listed before it.
  const late = await insertRequest(request, { first: `Olfa-${first.slice(-4)}`, type: "Séminaire d'entreprise" }, {
    owner_id: owner,
    stage: "'proposal_sent'",
    follow_up_on: "(now() at time zone 'Africa/Tunis')::date - 1",
  });
  // Won now after an answer three hours in: the figures have something to draw.
  await insertRequest(
    request,
    { first: "Mehdi", type: "Congrès médical" },
    { owner_id: owner, stage: "'won'", won_value: "4200.00", decided_at: "now()", first_answer_at: "created_at + interval '3 hours'" },
  );
  mkdirSync(SHOTS, { recursive: true });

  // Every back-office page but 'Aujourd'hui' (which lists them itself): the gold line, my request with its file's link.
  await page.goto("/admin/customize/hero");
  const line = page.getByTestId("follow-ups-line");
  await expect(line.getByRole("link", { name: "Tout voir dans « Aujourd'hui »" })).toHaveAttribute("href", "/admin");
  await expect(line).toContainText("À relancer");
  await expect(line).toContainText("Vos relances : 2 relances à faire");
  const items = line.getByRole("list", { name: "Vos relances" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Olfa-${first.slice(-4)} Relance`);
  await expect(items.first()).toContainText("Séminaire d'entreprise · Proposition envoyée");
  await expect(items.first()).toContainText(/Relance en retard, prévue le \d{1,2} \p{L}+ \d{4}/u);
  await expect(items.first().getByRole("link")).toHaveAttribute("href", `/admin/contact/demandes/${late}`);
  const item = items.nth(1);
  await expect(item).toContainText("Mariage · Qualifiée");
  await expect(item).toContainText("Relance aujourd'hui");
  await expect(item.getByRole("link", { name: `${first} Relance`, exact: true })).toHaveAttribute("href", `/admin/contact/demandes/${due}`);
  await expect(line.getByRole("link", { name: /^Voir (la relance due|les \d+ relances dues) dans les messages$/ })).toHaveAttribute("href", "/admin/contact?relance=due");
  await hydrated(page);
  await expectNoAxeViolations(page, "personnalisation (hero), relance du jour");
  await page.screenshot({ path: path.join(SHOTS, "customize-hero-1280.png"), fullPage: true });

  // The figures page: key figures, the stacked chart with its legend and table, the value won.
  await page.goto("/admin/contact/chiffres");
  await expect(page.getByRole("heading", { level: 1, name: "Chiffres des demandes" })).toBeVisible();
  const keyFigures = page.getByRole("definition").filter({ hasText: /\d/ });
  await expect(keyFigures.first()).toBeVisible();
  await expect(page.getByRole("img", { name: /^Demandes reçues par mois et par type d'événement, de .+ : graphique en barres empilées\./ })).toBeVisible();
  const byType = page.getByRole("list", { name: "Par type d'événement, sur 12 mois" }).getByRole("listitem");
  await expect(byType).toHaveCount(7);
  await expect(byType.filter({ hasText: "Congrès médical" })).toContainText(/Congrès médical\s*[1-9]\d*/);
  await expect(page.getByRole("img", { name: /^Demandes gagnées et perdues par mois, de .+ : graphique en barres empilées\./ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Légende" }).getByRole("listitem")).toHaveText(["Gagnées", "Perdues"]);
  const volume = page.getByRole("table", { name: "Demandes reçues par mois et par type d'événement" });
  await expect(volume.getByRole("columnheader", { name: "Congrès médical" })).toBeVisible();
  await expect(volume.getByRole("row")).toHaveCount(14);
  const decisions = page.getByRole("table", { name: "Demandes gagnées et perdues, mois par mois" });
  const thisMonth = decisions.getByRole("row").nth(12);
  await expect(thisMonth.getByRole("cell").nth(3)).not.toHaveText("0,00\u00a0DT");
  await expect(page.getByRole("table", { name: "Délai de première réponse, mois par mois" }).getByRole("columnheader", { name: "Sans réponse" })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page, "chiffres des demandes");
  await page.screenshot({ path: path.join(SHOTS, "figures-1280.png"), fullPage: true });

  // A phone's width: nothing wider than the screen; the tables scroll inside their region.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, url] of [
    ["figures", "/admin/contact/chiffres"],
    ["customize-hero", "/admin/customize/hero"],
  ] as const) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, name).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  }
  await expectNoAxeViolations(page, "personnalisation (hero) à 390 px");
  expect(consoleErrors).toEqual([]);
});
