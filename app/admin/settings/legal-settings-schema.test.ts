import { describe, expect, it } from "vitest";
import {
  amountForForm,
  LEGAL_SETTINGS_FIELDS,
  legalSettingsErrors,
  legalSettingsFormValues,
  LegalSettingsSchema,
  normaliseTaxId,
  percentForForm,
  readLegalSettingsForm,
  type LegalSettingsFormValues,
} from "./legal-settings-schema";

const valid: LegalSettingsFormValues = {
  legal_name: "Imagine Events SARL",
  tax_id: "1234567/A/M/000",
  trade_register: "B01234562009",
  legal_address: "Immeuble Le Prestige\nLes Berges du Lac\n1053 Tunis",
  vat_rates: "19 ; 13 ; 7 ; 0",
  vat_rate: "19",
  stamp_duty: "1",
  bank_details: "BIAT\nRIB : 08 006 0001234567890 79",
  quote_terms: "Devis valable 30 jours. Acompte de 30 % à la confirmation.",
  invoice_terms: "Règlement par virement à l'échéance.",
  credit_note_terms: "Déduit de ce qui reste à payer.",
  payment_terms_days: "30",
  late_fee_per_day: "0",
  auto_payment_reminders: "",
  document_footer: "Merci de votre confiance.",
};

function parse(changes: Partial<LegalSettingsFormValues>) {
  return LegalSettingsSchema.safeParse({ ...valid, ...changes });
}

function errorsOf(changes: Partial<LegalSettingsFormValues>) {
  const result = parse(changes);
  expect(result.success).toBe(false);
  return result.success ? {} : legalSettingsErrors(result.error);
}

describe("matricule fiscal", () => {
  it.each([
    ["1234567/A/M/000", "1234567/A/M/000"],
    ["1234567AAM000", "1234567/A/A/M/000"],
    ["1234567aam000", "1234567/A/A/M/000"],
    [" 1234567 / a / m / 000 ", "1234567/A/M/000"],
    ["1234567-B-A-M-000", "1234567/B/A/M/000"],
    ["1234567.A.P.000", "1234567/A/P/000"],
    ["0123456A000", "0123456/A/000"],
  ])("reads %j as %j", (typed, stored) => {
    expect(normaliseTaxId(typed)).toBe(stored);
    expect(parse({ tax_id: typed }).data?.tax_id).toBe(stored);
  });

  it.each(["123456/A/M/000", "12345678AAM000", "1234567/A/M", "1234567/AAAA/000", "1234567/1/M/000", "ABCDEFG/A/M/000", "1234567/A/M/0000"])(
    "refuses %j with the expected format",
    (typed) => {
      expect(normaliseTaxId(typed)).toBeNull();
      expect(errorsOf({ tax_id: typed }).tax_id).toBe(
        "Matricule fiscal invalide (format attendu : 1234567/A/M/000 ou 1234567AAM000).",
      );
    },
  );

  it("is required", () => {
    expect(errorsOf({ tax_id: "   " }).tax_id).toBe("Indiquez le matricule fiscal.");
  });
});

describe("taux de TVA", () => {
  it.each([
    ["19", "19.00"],
    ["7,5", "7.50"],
    ["7.5", "7.50"],
    ["12,25", "12.25"],
    ["19 %", "19.00"],
    ["7,500", "7.50"],
    ["0", "0.00"],
    ["100", "100.00"],
  ])("reads %j as %j", (typed, stored) => {
    expect(parse({ vat_rate: typed, vat_rates: `19 ; ${typed}` }).data?.vat_rate).toBe(stored);
  });

  it.each([
    ["150", "Le taux de TVA doit être compris entre 0 et 100 %."],
    ["100,01", "Le taux de TVA doit être compris entre 0 et 100 %."],
    ["-1", "Le taux de TVA doit être compris entre 0 et 100 %."],
    ["7,125", "Taux de TVA invalide : un nombre avec deux décimales au plus (exemple : 19 ou 7,5)."],
    ["dix-neuf", "Taux de TVA invalide : un nombre avec deux décimales au plus (exemple : 19 ou 7,5)."],
    ["1,2,3", "Taux de TVA invalide : un nombre avec deux décimales au plus (exemple : 19 ou 7,5)."],
    ["", "Indiquez le taux de TVA par défaut (0 si vous n'en facturez pas)."],
  ])("refuses %j", (typed, message) => {
    expect(errorsOf({ vat_rate: typed }).vat_rate).toBe(message);
  });
});

describe("the VAT rates a line may take", () => {
  it.each([
    ["19 ; 13 ; 7 ; 0", ["19.00", "13.00", "7.00", "0.00"]],
    ["0;7;13;19", ["19.00", "13.00", "7.00", "0.00"]],
    ["19 % ; 7,5 % ; 0 %", ["19.00", "7.50", "0.00"]],
    ["19, 13, 7", ["19.00", "13.00", "7.00"]],
    ["19 13 7 0", ["19.00", "13.00", "7.00", "0.00"]],
    ["19 ; 19,00 ; 7", ["19.00", "7.00"]],
  ])("reads %j highest first, each once", (typed, stored) => {
    expect(parse({ vat_rates: typed }).data?.vat_rates).toEqual(stored);
  });

  it.each([
    ["", "Indiquez au moins un taux de TVA (exemple : 19 ; 13 ; 7 ; 0)."],
    ["19 ; dix", "Taux de TVA invalide : « dix ». Un nombre entre 0 et 100, deux décimales au plus, les taux séparés par des points-virgules (exemple : 19 ; 13 ; 7 ; 0)."],
    ["19 ; 150", "Taux de TVA invalide : « 150 ». Un nombre entre 0 et 100, deux décimales au plus, les taux séparés par des points-virgules (exemple : 19 ; 13 ; 7 ; 0)."],
    ["19 ; 7,125", "Taux de TVA invalide : « 7,125 ». Un nombre entre 0 et 100, deux décimales au plus, les taux séparés par des points-virgules (exemple : 19 ; 13 ; 7 ; 0)."],
    ["1 ; 2 ; 3 ; 4 ; 5 ; 6 ; 7 ; 8 ; 9", "8 taux de TVA au plus."],
  ])("refuses %j", (typed, message) => {
    expect(errorsOf({ vat_rates: typed }).vat_rates).toBe(message);
  });

  it("keeps the default rate one of the list, whatever else is wrong", () => {
    expect(errorsOf({ vat_rates: "19 ; 7", vat_rate: "13", legal_name: "" })).toEqual({
      legal_name: "Indiquez la raison sociale de l'entreprise.",
      vat_rate: "Le taux par défaut doit être l'un des taux proposés (19\u00a0% ou 7\u00a0%).",
    });
  });
});

describe("timbre fiscal", () => {
  it.each([
    ["1", "1.00"],
    ["1,000", "1.00"],
    ["1.00", "1.00"],
    ["0,6", "0.60"],
    ["1,5 DT", "1.50"],
    ["0", "0.00"],
  ])("reads %j as %j", (typed, stored) => {
    expect(parse({ stamp_duty: typed }).data?.stamp_duty).toBe(stored);
  });

  it.each([
    ["-1", "Le timbre fiscal doit être compris entre 0 et 100 DT."],
    ["100,5", "Le timbre fiscal doit être compris entre 0 et 100 DT."],
    ["0,605", "Montant du timbre fiscal invalide : deux décimales au plus (exemple : 1 ou 1,00)."],
    ["un dinar", "Montant du timbre fiscal invalide : deux décimales au plus (exemple : 1 ou 1,00)."],
    ["", "Indiquez le timbre fiscal (0 s'il ne s'applique pas)."],
  ])("refuses %j", (typed, message) => {
    expect(errorsOf({ stamp_duty: typed }).stamp_duty).toBe(message);
  });
});

describe("text fields", () => {
  it("requires the legal name and the address, and tidies what is typed", () => {
    expect(errorsOf({ legal_name: "  ", legal_address: "\n" })).toEqual({
      legal_name: "Indiquez la raison sociale de l'entreprise.",
      legal_address: "Indiquez l'adresse du siège.",
    });
    const result = parse({
      legal_name: "  Imagine   Events\nSARL ",
      trade_register: " b0123 4562009 ",
      legal_address: "Rue du Lac  \r\nLes Berges du Lac\r\n\r\n\r\n1053 Tunis\r\n",
      trade_register_extra: "ignored",
    } as Partial<LegalSettingsFormValues>);
    expect(result.data).toMatchObject({
      legal_name: "Imagine Events SARL",
      trade_register: "B0123 4562009",
      legal_address: "Rue du Lac\nLes Berges du Lac\n\n1053 Tunis",
    });
    expect(result.data).not.toHaveProperty("trade_register_extra");
  });

  it("leaves the optional fields empty and refuses what is too long, in French", () => {
    expect(parse({ trade_register: "", bank_details: "", quote_terms: "", invoice_terms: "", credit_note_terms: "", document_footer: "" }).success).toBe(true);
    expect(errorsOf({ legal_name: "x".repeat(151), document_footer: "x".repeat(501), invoice_terms: "x".repeat(2001) })).toEqual({
      legal_name: "La raison sociale est trop longue (150 caractères au plus).",
      document_footer: "Le pied de page est trop long (500 caractères au plus).",
      invoice_terms: "Les conditions de la facture sont trop longues (2000 caractères au plus).",
    });
  });

  it("takes the payment terms in whole days between 0 and 365, and the automatic reminder as a checkbox", () => {
    expect(parse({ payment_terms_days: " 45 jours ", auto_payment_reminders: "on" }).data).toMatchObject({ payment_terms_days: 45, auto_payment_reminders: true });
    expect(parse({ payment_terms_days: "0" }).data).toMatchObject({ payment_terms_days: 0, auto_payment_reminders: false });
    expect(errorsOf({ payment_terms_days: "" })).toEqual({ payment_terms_days: "Indiquez le délai de paiement en jours (0 pour un paiement à réception)." });
    expect(errorsOf({ payment_terms_days: "30,5" })).toEqual({ payment_terms_days: "Délai de paiement invalide : un nombre entier de jours (exemple : 30)." });
    expect(errorsOf({ payment_terms_days: "-5" })).toEqual({ payment_terms_days: "Délai de paiement invalide : un nombre entier de jours (exemple : 30)." });
    expect(errorsOf({ payment_terms_days: "400" })).toEqual({ payment_terms_days: "Le délai de paiement doit être compris entre 0 et 365 jours." });
  });

  it("reads a posted form field by field, as typed", () => {
    const form = new FormData();
    form.set("vat_rate", " 7,5 ");
    form.set("intent", "other");
    form.set("legal_name", new File(["x"], "x.txt"));
    const values = readLegalSettingsForm(form);
    expect(Object.keys(values)).toEqual([...LEGAL_SETTINGS_FIELDS]);
    expect(values.vat_rate).toBe(" 7,5 ");
    expect(values.legal_name).toBe("");
    expect(values.tax_id).toBe("");
  });
});

describe("stored values shown in the form", () => {
  it("writes rates and amounts the French way", () => {
    expect(percentForForm("19.00")).toBe("19");
    expect(percentForForm("7.50")).toBe("7,5");
    expect(percentForForm("12.25")).toBe("12,25");
    expect(amountForForm("1.00")).toBe("1,00");
    expect(amountForForm("0.6")).toBe("0,60");
  });

  it("gives back what the schema accepts: saving the form unchanged changes nothing", () => {
    const stored = LegalSettingsSchema.parse({ ...valid, vat_rates: "19 ; 7,5 ; 0", vat_rate: "7,5", stamp_duty: "1,000", tax_id: "1234567aam000" });
    const again = LegalSettingsSchema.parse(legalSettingsFormValues(stored));
    expect(again).toEqual(stored);
  });
});
