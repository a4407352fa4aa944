import type { APIRequestContext, TestInfo } from "@playwright/test";
import { contactForm as form, fillRequired } from "./contact-helpers";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

// The contact form of SPEC §5 on /contact: success, validation, server failure, and the same
// form without JavaScript. Every test runs at 390 px and 1280 px (playwright.config.ts).

const SUCCESS = "Message envoyé avec succès! Nous vous répondrons sous 24h.";
const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

/** An address no other test (or project) uses, so each test finds its own row and e-mails. */
function uniqueEmail(testInfo: TestInfo, prefix = "e2e"): string {
  return `${prefix}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.tn`;
}

/** A date a month ahead, as the date input takes it. */
function futureDate(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

/** Every test posts from 127.0.0.1: forget its contact hits so the 5-per-10-minutes limit never trips here. */
async function resetContactRateLimit(request: APIRequestContext) {
  await dbQuery(request, "delete from rate_limits where key like 'contact:%'");
}

async function storedMessages(request: APIRequestContext, email: string) {
  return dbQuery<{ first_name: string; status: string; services: string[]; guest_count: number | null; event_date: string | null }>(
    request,
    `select first_name, status, services, guest_count, event_date::text as event_date from contact_messages where email = ${sqlString(email)}`,
  );
}

test.beforeEach(async ({ request }) => {
  await resetContactRateLimit(request);
});

test("the contact page shows the form of SPEC §5 and the contact details", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const contact = form(page);
  for (const label of ["Prénom", "Email", "Téléphone", "Type d'événement", "Date de l'événement", "Nombre d'invités", "Description du projet"]) {
    await expect(contact.getByLabel(label)).toBeVisible();
  }
  await expect(contact.getByRole("textbox", { name: "Nom", exact: true })).toBeVisible();
  const services = contact.getByRole("group", { name: "Services souhaités" });
  await expect(services.getByRole("checkbox")).toHaveCount(8);
  await expect(services.getByText("Sélectionnez un ou plusieurs services.")).toBeVisible();
  await expect(contact.getByText("* Champs obligatoires. Nous vous répondrons sous 24h.")).toBeVisible();
  // The honeypot is neither visible nor announced.
  await expect(page.locator('input[name="site_web"]')).not.toBeInViewport();
  await expect(contact.getByRole("textbox", { name: "Ne pas remplir ce champ" })).toHaveCount(0);
  // contact_info entries with their icons, multi-line values kept line by line.
  const details = page.getByRole("list", { name: "Nos coordonnées" });
  await expect(details.getByRole("listitem").first()).toBeVisible();
  expect(await details.locator("svg").count()).toBeGreaterThan(0);
  const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noOverflow).toBe(true);
});

test("a complete request is sent, stored as new, acknowledged, and the form is cleared", async ({ page, request, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto("/contact");
  const contact = form(page);
  await fillRequired(page, email);
  await contact.getByLabel("Téléphone").fill("+216 98 123 456");
  await contact.getByLabel("Date de l'événement").fill(futureDate());
  await contact.getByLabel("Nombre d'invités").fill("250");
  await contact.getByRole("checkbox", { name: "Événements médicaux" }).check();
  await contact.getByRole("checkbox", { name: "Captation vidéo" }).check();

  // Hold the request a moment so the sending state can be seen.
  await page.route("**/contact.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await contact.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(contact.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();

  await expect(page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  // Cleared: text, type, services, date and guest count.
  await expect(contact.getByLabel("Prénom")).toHaveValue("");
  await expect(contact.getByLabel("Email")).toHaveValue("");
  await expect(contact.getByLabel("Type d'événement")).toHaveValue("");
  await expect(contact.getByLabel("Date de l'événement")).toHaveValue("");
  await expect(contact.getByLabel("Nombre d'invités")).toHaveValue("");
  await expect(contact.getByLabel("Description du projet")).toHaveValue("");
  await expect(contact.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(contact.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();

  const rows = await storedMessages(request, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ first_name: "Amel", status: "new", services: ["Événements médicaux", "Captation vidéo"], guest_count: 250 });
  // The acknowledgement to the client (the agency's notification only names them in Reply-To).
  await expect.poll(async () => (await outboxMessages(`\nTo: ${email}`)).length).toBe(1);
  expect(await outboxMessages(`\nReply-To: ${email}`)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test("missing and invalid fields are flagged next to each field, nothing is sent", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "invalide");
  await page.goto("/contact");
  // The messages next to the fields are the script's; a submit in the moment before the page
  // hydrates meets the browser's own validation instead (nothing is sent either way).
  await hydrated(page);
  const contact = form(page);
  await contact.getByRole("button", { name: "Envoyer le message" }).click();

  await expect(contact.getByText("Veuillez indiquer votre prénom.")).toBeVisible();
  await expect(contact.getByText("Veuillez indiquer votre nom.")).toBeVisible();
  await expect(contact.getByText("Veuillez indiquer votre adresse e-mail.")).toBeVisible();
  await expect(contact.getByText("Veuillez choisir le type d'événement.")).toBeVisible();
  await expect(contact.getByText("Veuillez décrire votre projet.")).toBeVisible();
  // Each message is tied to its field, and the first one gets the focus.
  await expect(contact.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
  await expect(contact.getByLabel("Prénom")).toHaveAccessibleDescription("Veuillez indiquer votre prénom.");
  await expect(contact.getByLabel("Prénom")).toBeFocused();

  await fillRequired(page, "amel@localhost");
  await contact.getByLabel("Nombre d'invités").fill("-5");
  await contact.getByLabel("Date de l'événement").fill("2020-01-01");
  // Fixed fields clear as the user types; the remaining problems keep their messages.
  await expect(contact.getByText("Veuillez indiquer votre prénom.")).toHaveCount(0);
  await contact.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(contact.getByText("Adresse e-mail invalide (exemple : nom@domaine.tn).")).toBeVisible();
  await expect(contact.getByText("Le nombre d'invités doit être au moins 1.")).toBeVisible();
  await expect(contact.getByText("La date de l'événement ne peut pas être dans le passé.")).toBeVisible();
  // Nothing typed is lost.
  await expect(contact.getByLabel("Prénom")).toHaveValue("Amel");
  await expect(contact.getByLabel("Nombre d'invités")).toHaveValue("-5");

  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("Nombre d'invités").fill("");
  await contact.getByLabel("Date de l'événement").fill("");
  await expect(contact.getByText("Adresse e-mail invalide (exemple : nom@domaine.tn).")).toHaveCount(0);
  expect(await storedMessages(request, email)).toHaveLength(0);
});

test("the server refuses bad input itself: 400, its messages, the typed values", async ({ request }) => {
  const response = await request.post("/contact", {
    form: {
      first_name: "Amel",
      last_name: "",
      email: "amel@",
      event_type: "Rave",
      guest_count: "beaucoup",
      message: "x".repeat(5001),
      services: "Feu d'artifice",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const message of [
    "Veuillez indiquer votre nom.",
    "Adresse e-mail invalide (exemple : nom@domaine.tn).",
    "Veuillez choisir le type d&#x27;événement.",
    "Le nombre d&#x27;invités doit être un nombre.",
    "Votre message ne peut pas dépasser 5 000 caractères.",
    "Service inconnu : choisissez parmi la liste proposée.",
  ]) {
    expect(html).toContain(message);
  }
  expect(html).toMatch(/name="first_name"[^>]*value="Amel"/);
  const rows = await dbQuery<{ n: number }>(request, "select count(*)::int as n from contact_messages where email = 'amel@'");
  expect(rows[0]!.n).toBe(0);
});

test("the home page's contact section sends without leaving the page", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "accueil");
  await page.goto("/#contact");
  const section = page.locator("section#contact");
  await expect(section.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await fillRequired(page, email);
  await form(page).getByRole("checkbox", { name: "Stands et décoration" }).check();
  await form(page).getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS })).toBeVisible();
  await expect(page).toHaveURL(/\/(#contact)?$/);
  await expect(form(page).getByLabel("Prénom")).toHaveValue("");
  await expect(form(page).getByRole("checkbox", { name: "Stands et décoration" })).not.toBeChecked();
  const rows = await storedMessages(request, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "new", services: ["Stands et décoration"] });
});

test.describe("when the database refuses the message", () => {
  // An honest server failure: a trigger makes the database reject inserts from "panne-" addresses
  // only, so tests running at the same time are not affected.
  test.beforeEach(async ({ request }) => {
    await dbQuery(
      request,
      `create or replace function e2e_contact_outage() returns trigger language plpgsql as $$
       begin
         if new.email like 'panne-%' then raise exception 'panne simulée'; end if;
         return new;
       end $$`,
    );
    await dbQuery(
      request,
      "create or replace trigger e2e_contact_outage before insert on contact_messages for each row execute function e2e_contact_outage()",
    );
  });

  test("the visitor sees the French error and keeps everything typed", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "panne");
    await page.goto("/contact");
    const contact = form(page);
    await fillRequired(page, email);
    await contact.getByLabel("Nombre d'invités").fill("120");
    await contact.getByRole("checkbox", { name: "Son et lumière" }).check();
    await contact.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(page.locator("[data-sonner-toast]").filter({ hasText: FAILURE })).toBeVisible();
    await expect(contact.getByRole("alert").filter({ hasText: FAILURE })).toBeVisible();
    await expect(contact.getByLabel("Prénom")).toHaveValue("Amel");
    await expect(contact.getByLabel("Email")).toHaveValue(email);
    await expect(contact.getByLabel("Type d'événement")).toHaveValue("Congrès médical");
    await expect(contact.getByLabel("Nombre d'invités")).toHaveValue("120");
    await expect(contact.getByRole("checkbox", { name: "Son et lumière" })).toBeChecked();
    await expect(contact.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    expect(await storedMessages(request, email)).toHaveLength(0);
    expect(await outboxMessages(email)).toHaveLength(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post stores the message and the page says so", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "sans-js");
    await page.goto("/contact");
    const contact = form(page);
    await fillRequired(page, email);
    await contact.getByLabel("Nombre d'invités").fill("80");
    await contact.getByRole("checkbox", { name: "Location d'équipements" }).check();
    await contact.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(page).toHaveURL(/\/contact\?message-envoye=1#contact$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(form(page).getByLabel("Prénom")).toHaveValue("");
    const rows = await storedMessages(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "new", services: ["Location d'équipements"], guest_count: 80 });
  });

  test("from the home page, a plain post comes back to the home page's contact section", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "accueil-sans-js");
    await page.goto("/");
    await fillRequired(page, email);
    await form(page).getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/\/\?message-envoye=1#contact$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    expect(await storedMessages(request, email)).toHaveLength(1);
  });

  test("the server's refusal re-renders the page with the messages and the typed values", async ({ page, request }, testInfo) => {
    const email = `amel-${testInfo.project.name}@localhost`; // accepted by the browser, refused by the schema
    await page.goto("/contact");
    const contact = form(page);
    await fillRequired(page, email);
    await contact.getByLabel("Prénom").fill("   ");
    await contact.getByRole("checkbox", { name: "Captation vidéo" }).check();
    await contact.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(contact.getByText("Adresse e-mail invalide (exemple : nom@domaine.tn).")).toBeVisible();
    await expect(contact.getByText("Veuillez indiquer votre prénom.")).toBeVisible();
    await expect(contact.getByLabel("Email")).toHaveValue(email);
    await expect(contact.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Ben Salah");
    await expect(contact.getByLabel("Type d'événement")).toHaveValue("Congrès médical");
    await expect(contact.getByRole("checkbox", { name: "Captation vidéo" })).toBeChecked();
    expect(await storedMessages(request, email)).toHaveLength(0);
  });
});
