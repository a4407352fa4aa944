import { describe, expect, it } from "vitest";
import {
  agencyToday,
  checkContact,
  CONTACT_SERVICES,
  EMPTY_CONTACT_VALUES,
  readContactForm,
  type ContactValues,
} from "./contact-schema";
import { contactAr } from "~/i18n/messages/contact/ar";
import { contactFr } from "~/i18n/messages/contact/fr";

const nextYear = Number(agencyToday().slice(0, 4)) + 1;

const valid: ContactValues = {
  first_name: "Amel",
  last_name: "Ben Salah",
  email: "amel@example.tn",
  phone: "+216 71 234 567",
  event_type: "Congrès médical",
  services: ["Événements médicaux", "Son et lumière"],
  event_date: `${nextYear}-06-15`,
  guest_count: "250",
  message: "Congrès de cardiologie sur deux jours à Hammamet.",
};

function errorsOf(values: Partial<ContactValues>) {
  const result = checkContact({ ...valid, ...values }, contactFr);
  if (result.success) throw new Error("expected a refusal");
  return result.errors;
}

describe("ContactSchema", () => {
  it("accepts a complete request and types it for storage", () => {
    const result = checkContact(valid, contactFr);
    expect(result).toEqual({
      success: true,
      data: { ...valid, guest_count: 250 },
    });
  });

  it("accepts the optional fields left empty and an empty service selection (SPEC §5)", () => {
    const result = checkContact({ ...valid, phone: "", event_date: "", guest_count: "", services: [] }, contactFr);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.phone).toBeUndefined();
      expect(result.data.event_date).toBeUndefined();
      expect(result.data.guest_count).toBeUndefined();
      expect(result.data.services).toEqual([]);
    }
  });

  it("gives each missing required field its own French message", () => {
    const result = checkContact(EMPTY_CONTACT_VALUES, contactFr);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.errors).toEqual({
        first_name: "Veuillez indiquer votre prénom.",
        last_name: "Veuillez indiquer votre nom.",
        email: "Veuillez indiquer votre adresse e-mail.",
        event_type: "Veuillez choisir le type d'événement.",
        message: "Veuillez décrire votre projet.",
      });
  });

  it("treats blank text as missing", () => {
    expect(errorsOf({ first_name: "   ", message: "\n\t " })).toEqual({
      first_name: "Veuillez indiquer votre prénom.",
      message: "Veuillez décrire votre projet.",
    });
  });

  it("refuses an invalid e-mail", () => {
    expect(errorsOf({ email: "amel@" })).toEqual({ email: "Adresse e-mail invalide (exemple : nom@domaine.tn)." });
    expect(errorsOf({ email: "pas une adresse" }).email).toMatch(/invalide/);
  });

  it("refuses an event type outside the list", () => {
    expect(errorsOf({ event_type: "Rave illégale" })).toEqual({ event_type: "Veuillez choisir le type d'événement." });
  });

  it("refuses a non-numeric, decimal, negative, zero or huge guest count", () => {
    expect(errorsOf({ guest_count: "beaucoup" })).toEqual({ guest_count: "Le nombre d'invités doit être un nombre." });
    expect(errorsOf({ guest_count: "12.5" })).toEqual({ guest_count: "Le nombre d'invités doit être un nombre entier." });
    expect(errorsOf({ guest_count: "-5" })).toEqual({ guest_count: "Le nombre d'invités doit être au moins 1." });
    expect(errorsOf({ guest_count: "0" })).toEqual({ guest_count: "Le nombre d'invités doit être au moins 1." });
    expect(errorsOf({ guest_count: "100001" })).toEqual({ guest_count: "Le nombre d'invités ne peut pas dépasser 100 000." });
  });

  it("refuses a date in the past, accepts today, refuses an impossible date", () => {
    expect(errorsOf({ event_date: "2020-01-01" })).toEqual({ event_date: "La date de l'événement ne peut pas être dans le passé." });
    expect(checkContact({ ...valid, event_date: agencyToday() }, contactFr).success).toBe(true);
    expect(errorsOf({ event_date: `${nextYear}-02-30` })).toEqual({ event_date: "Date invalide." });
    expect(errorsOf({ event_date: `15/06/${nextYear}` })).toEqual({ event_date: "Date invalide." });
    expect(errorsOf({ event_date: "2999-01-01" })).toEqual({ event_date: "Date trop lointaine." });
  });

  it("refuses a message over 5 000 characters", () => {
    expect(checkContact({ ...valid, message: "a".repeat(5000) }, contactFr).success).toBe(true);
    expect(errorsOf({ message: "a".repeat(5001) })).toEqual({ message: "Votre message ne peut pas dépasser 5 000 caractères." });
  });

  it("refuses an unknown service and keeps a duplicated one once", () => {
    expect(errorsOf({ services: ["Son et lumière", "Feu d'artifice"] })).toEqual({
      services: "Service inconnu : choisissez parmi la liste proposée.",
    });
    const result = checkContact({ ...valid, services: ["Captation vidéo", "Captation vidéo"] }, contactFr);
    expect(result.success && result.data.services).toEqual(["Captation vidéo"]);
  });

  it("accepts every one of the eight services of SPEC §9", () => {
    expect(CONTACT_SERVICES).toHaveLength(8);
    const result = checkContact({ ...valid, services: [...CONTACT_SERVICES] }, contactFr);
    expect(result.success && result.data.services).toEqual([...CONTACT_SERVICES]);
  });

  it("refuses a phone number that is not one", () => {
    expect(errorsOf({ phone: "appelez-moi" }).phone).toMatch(/Numéro de téléphone invalide/);
    expect(errorsOf({ phone: "12" }).phone).toMatch(/Numéro de téléphone invalide/);
    expect(checkContact({ ...valid, phone: "(+216) 98-123-456" }, contactFr).success).toBe(true);
  });
});

describe("ContactSchema in another language", () => {
  it("says what is wrong in the catalogue's language, with the same rules", () => {
    const result = checkContact({ ...valid, first_name: " ", email: "pas-un-email", guest_count: "0" }, contactAr);
    if (result.success) throw new Error("expected a refusal");
    expect(result.errors).toEqual({
      first_name: contactAr.errors.firstNameMissing,
      email: contactAr.errors.emailInvalid,
      guest_count: contactAr.errors.guestsTooFew,
    });
    // The French schema is still the French one (each catalogue gets its own).
    expect(errorsOf({ first_name: "" }).first_name).toBe("Veuillez indiquer votre prénom.");
  });
});

describe("readContactForm", () => {
  it("reads text fields and every ticked service, ignoring files and unknown fields", () => {
    const form = new FormData();
    form.set("first_name", "Amel");
    form.append("services", "Son et lumière");
    form.append("services", "Captation vidéo");
    form.set("message", new Blob(["x"]));
    form.set("status", "done");
    const values = readContactForm(form);
    expect(values.first_name).toBe("Amel");
    expect(values.services).toEqual(["Son et lumière", "Captation vidéo"]);
    expect(values.message).toBe("");
    expect(values).not.toHaveProperty("status");
  });
});
