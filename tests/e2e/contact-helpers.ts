import type { Page } from "@playwright/test";

/** The contact form of SPEC §5 (on /contact and the home page). */
export function contactForm(page: Page) {
  return page.getByRole("form", { name: "Formulaire de contact" });
}

/** Fills the required fields with a valid request from `email`. */
export async function fillRequired(page: Page, email: string) {
  const contact = contactForm(page);
  await contact.getByLabel("Prénom").fill("Amel");
  await contact.getByRole("textbox", { name: "Nom", exact: true }).fill("Ben Salah");
  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("Type d'événement").selectOption("Congrès médical");
  await contact.getByLabel("Description du projet").fill("Congrès de cardiologie, deux jours à Hammamet, 250 participants.");
}
