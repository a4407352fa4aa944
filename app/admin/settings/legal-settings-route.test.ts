import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { CONTENT_CACHE_KEY } from "~/content/content-cache.server";
import { cache_revisions, site_settings } from "~/db/schema";
import { siteSettings as seededSettings } from "~/db/seed/data/agency";
import * as settingsRoute from "~/routes/admin/shop-settings";
import type { LegalSettingsActionResult, LegalSettingsFormValues } from "./legal-settings-schema";

type LoaderData = Awaited<ReturnType<typeof settingsRoute.loader>>;
type Row = typeof site_settings.$inferSelect;

const route = setUpAdminRoute("legal-settings");

const URL_PATH = "/admin/shop/parametres";
const loader = (cookie?: string) => settle<LoaderData>(() => settingsRoute.loader(routeArgs(getRequest(URL_PATH, cookie))));
/** `cookie` "" posts as a visitor. */
const save = (fields: Partial<LegalSettingsFormValues>, cookie: string = route.admin) =>
  settle<LegalSettingsActionResult>(() =>
    settingsRoute.action(routeArgs(postRequest(URL_PATH, { intent: "legal-settings", ...form, ...fields }, cookie))),
  );

/** A complete, valid form as an admin would post it. */
const form: LegalSettingsFormValues = {
  legal_name: "Imagine Events SARL",
  tax_id: "1234567/A/M/000",
  trade_register: "B01234562009",
  legal_address: "Immeuble Le Prestige\nLes Berges du Lac\n1053 Tunis",
  vat_rates: "19 ; 13 ; 7 ; 0",
  vat_rate: "19",
  stamp_duty: "1",
  bank_details: "BIAT\nIBAN : TN59 0800 6000 1234 5678 9079",
  quote_terms: "Devis valable 30 jours. Acompte de 30 % à la confirmation.",
  invoice_terms: "Règlement par virement à l'échéance.",
  credit_note_terms: "Déduit de ce qui reste à payer.",
  payment_terms_days: "30",
  late_fee_per_day: "0",
  auto_payment_reminders: "",
  document_footer: "Merci de votre confiance.",
};

async function row(): Promise<Row> {
  const [found] = await route.database.db.select().from(site_settings).where(eq(site_settings.id, 1));
  return found!;
}

async function contentRevision(): Promise<number> {
  const [found] = await route.database.db.select().from(cache_revisions).where(eq(cache_revisions.key, CONTENT_CACHE_KEY));
  return found?.revision ?? 0;
}

beforeEach(async () => {
  await route.database.db.delete(site_settings);
  await route.database.db.insert(site_settings).values(seededSettings);
});

describe("who may use the billing settings", () => {
  it("sends a visitor and a non-admin to /auth, refuses their saves and writes nothing", async () => {
    const before = await row();
    for (const cookie of [undefined, route.member]) {
      const page = await loader(cookie);
      expect(page.status).toBe(302);
      expect(page.response?.headers.get("Location")).toBe(cookie ? "/auth?acces-admin=1" : "/auth");
    }
    expect((await save({ vat_rate: "7" }, "")).status).toBe(401);
    expect((await save({ vat_rate: "7" }, route.member)).status).toBe(403);
    expect(await row()).toEqual(before);
  });
});

describe("the page", () => {
  it("shows the seeded settings the French way", async () => {
    const { status, data } = await loader(route.admin);
    expect(status).toBe(200);
    expect(data!.legal.missing).toBe(false);
    expect(data!.legal.values).toMatchObject({
      legal_name: "Imagine Events SARL",
      tax_id: "1234567/A/M/000",
      vat_rate: "19",
      vat_rates: "19 ; 13 ; 7 ; 0",
      stamp_duty: "1,00",
    });
    expect(data!.legal.values.bank_details).toContain("TN59");
    // Each kind of document has its own text (issue 37).
    expect(data!.legal.values.quote_terms).toContain("Devis valable 30 jours");
    expect(data!.legal.values.invoice_terms).not.toContain("Devis valable");
  });

  it("says so when the settings row is missing, and a save answers 404", async () => {
    await route.database.db.delete(site_settings);
    const { data } = await loader(route.admin);
    expect(data!.legal.missing).toBe(true);
    expect(data!.legal.values).toMatchObject({ vat_rate: "19", stamp_duty: "1,00", legal_name: "" });
    const result = await save({});
    expect(result.status).toBe(404);
    expect(result.data).toMatchObject({ ok: false, toast: { title: "Paramètres non enregistrés" } });
  });
});

describe("saving", () => {
  it("stores the values, normalised, bumps the content revision and says 'Paramètres enregistrés'", async () => {
    const revision = await contentRevision();
    const result = await save({
      vat_rates: "19 ; 7,5 ; 0",
      vat_rate: "7,5",
      stamp_duty: "1,000",
      tax_id: " 7654321bam001 ",
      trade_register: "b 0765 4321 2015",
      legal_address: "Rue du Lac\r\nTunis\r\n",
      quote_terms: "Devis valable 15 jours.",
      invoice_terms: "Solde à réception de la facture.",
      credit_note_terms: "Remboursé par virement.",
      payment_terms_days: "45",
      auto_payment_reminders: "on",
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, toast: { title: "Paramètres enregistrés" } });

    expect(await row()).toMatchObject({
      vat_rate: "7.50",
      vat_rates: ["19.00", "7.50", "0.00"],
      stamp_duty: "1.00",
      tax_id: "7654321/B/A/M/001",
      trade_register: "B 0765 4321 2015",
      legal_address: "Rue du Lac\nTunis",
      quote_terms: "Devis valable 15 jours.",
      invoice_terms: "Solde à réception de la facture.",
      credit_note_terms: "Remboursé par virement.",
      payment_terms_days: 45,
      auto_payment_reminders: true,
      legal_name: "Imagine Events SARL",
      // The agency's other details are not this page's.
      brand_name: seededSettings.brand_name,
      phone: seededSettings.phone,
    });
    expect(await contentRevision()).toBe(revision + 1);

    const { data } = await loader(route.admin);
    expect(data!.legal.values).toMatchObject({ vat_rate: "7,5", vat_rates: "19 ; 7,5 ; 0", stamp_duty: "1,00", tax_id: "7654321/B/A/M/001" });
  });

  it("empties the optional fields", async () => {
    expect((await save({ trade_register: "", bank_details: "", quote_terms: "", document_footer: "" })).status).toBe(200);
    expect(await row()).toMatchObject({ trade_register: "", bank_details: "", quote_terms: "", document_footer: "" });
  });
});

describe("refused input", () => {
  it("answers 400 with French messages under each field and exactly what was typed, and writes nothing", async () => {
    const before = await row();
    const revision = await contentRevision();
    const typed = { vat_rate: "150", stamp_duty: "-1", tax_id: "12345/A", legal_name: "", quote_terms: "Tapé  tel quel\r\n" };
    const result = await save(typed);
    expect(result.status).toBe(400);
    const failure = result.data!;
    expect(failure).toMatchObject({
      ok: false,
      toast: { title: "Paramètres non enregistrés", description: "Veuillez corriger les champs signalés." },
    });
    if (failure.ok) throw new Error("expected a refusal");
    expect(failure.errors).toEqual({
      vat_rate: "Le taux de TVA doit être compris entre 0 et 100 %.",
      stamp_duty: "Le timbre fiscal doit être compris entre 0 et 100 DT.",
      tax_id: "Matricule fiscal invalide (format attendu : 1234567/A/M/000 ou 1234567AAM000).",
      legal_name: "Indiquez la raison sociale de l'entreprise.",
    });
    expect(failure.values).toEqual({ ...form, ...typed });
    expect(await row()).toEqual(before);
    expect(await contentRevision()).toBe(revision);
  });

  it("refuses a VAT rate with three decimals and an unreadable stamp duty", async () => {
    const result = await save({ vat_rate: "7,125", stamp_duty: "un dinar" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: {
        vat_rate: "Taux de TVA invalide : un nombre avec deux décimales au plus (exemple : 19 ou 7,5).",
        stamp_duty: "Montant du timbre fiscal invalide : deux décimales au plus (exemple : 1 ou 1,00).",
      },
      values: { vat_rate: "7,125", stamp_duty: "un dinar" },
    });
    expect((await row()).vat_rate).toBe("19.00");
  });

  it("refuses a default rate out of the list and a list that cannot be read, keeping what was typed", async () => {
    const before = await row();
    const outOfList = await save({ vat_rates: "19 ; 7", vat_rate: "13", invoice_terms: "Gardé tel quel" });
    expect(outOfList.status).toBe(400);
    expect(outOfList.data).toMatchObject({
      errors: { vat_rate: "Le taux par défaut doit être l'un des taux proposés (19\u00a0% ou 7\u00a0%)." },
      values: { vat_rates: "19 ; 7", vat_rate: "13", invoice_terms: "Gardé tel quel" },
    });
    const unreadable = await save({ vat_rates: "19 ; sept" });
    expect(unreadable.data).toMatchObject({ errors: { vat_rates: expect.stringContaining("Taux de TVA invalide : « sept »") }, values: { vat_rates: "19 ; sept" } });
    expect(await row()).toEqual(before);
  });
});
