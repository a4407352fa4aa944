import { randomUUID } from "node:crypto";
import { createUser, loginAs } from "./auth-fixtures";
import { contactForm, fillRequired } from "./contact-helpers";
import { expect, test } from "./fixtures";

// Event requests (issue 24): a request arrives through the contact form, the agency opens its file
// from the messages, assigns it to itself with a follow-up and qualifies it; the list finds it by
// its stage and owner, and the board moves it on with the keyboard.

test("a request arrives, is assigned and qualified in its file, then moved on the board with the keyboard", async ({ page, context, request, consoleErrors }) => {
  const email = `demande-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/contact");
  await fillRequired(page, email);
  await contactForm(page).getByRole("button", { name: /Envoyer/ }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message envoyé avec succès! Nous vous répondrons sous 24h." })).toBeVisible();

  // Named to come first among the many administrators the browser tests make.
  const admin = await createUser(request, { admin: true, name: `Aa Suivi ${randomUUID().slice(0, 6)}` });
  await loginAs(context, admin);
  await page.goto(`/admin/contact?q=${encodeURIComponent(email)}`);
  const card = page.getByRole("article", { name: "Message de Amel Ben Salah" });
  await expect(card.getByText("Nouvelle", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Ouvrir le dossier" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de Amel Ben Salah");

  // Assigned to oneself with a follow-up today, then qualified.
  const details = page.getByRole("region", { name: "Suivi" });
  await details.getByLabel("Responsable").selectOption({ label: `${admin.name} (${admin.email})` });
  const me = await details.getByLabel("Responsable").inputValue();
  await details.getByLabel("Budget estimé (DT)").fill("beaucoup");
  await details.getByRole("button", { name: "Enregistrer le suivi" }).click();
  await expect(details.getByText("Montant invalide (exemple : 150 ou 150,50).").first()).toBeVisible();
  await expect(details.getByLabel("Budget estimé (DT)")).toHaveValue("beaucoup");
  await details.getByLabel("Budget estimé (DT)").fill("18 000");
  await details.getByRole("button", { name: "Enregistrer le suivi" }).click();
  await expect(page.getByText("Dossier enregistré", { exact: true })).toBeVisible();
  // The page read again: its forms carry the file's new version.
  await expect(page.getByText(`Suivie par ${admin.name}`, { exact: true })).toBeVisible();
  await page.getByRole("region", { name: "Étape" }).getByLabel("Passer à").selectOption("qualified");
  await page.getByRole("button", { name: "Changer l'étape" }).click();
  await expect(page.getByText("Demande « Qualifiée »", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la demande" }).getByText("Étape : Nouvelle → Qualifiée")).toBeVisible();

  // The list finds it by stage and owner.
  await page.goto(`/admin/contact?etape=qualified&responsable=${me}&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("article", { name: "Message de Amel Ben Salah" }).getByText("Qualifiée", { exact: true })).toBeVisible();

  // On the board, the focused card moves to the next column with →.
  await page.goto(`/admin/contact/tableau?responsable=${me}`);
  const qualified = page.getByRole("list", { name: "Demandes « Qualifiée »" });
  const boardCard = qualified.getByRole("article", { name: "Demande de Amel Ben Salah" });
  await boardCard.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("list", { name: "Demandes « Proposition envoyée »" }).getByRole("article", { name: "Demande de Amel Ben Salah" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Demandes « Proposition envoyée »" }).getByRole("article", { name: "Demande de Amel Ben Salah" })).toBeFocused();
  expect(consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});
