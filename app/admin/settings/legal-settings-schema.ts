import { z } from "zod";
import type { DeskActionResult } from "~/admin/desk-result";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { normaliseVatRate, vatRatesText } from "~/lib/vat-rates";
import { whenValid } from "~/lib/when-valid";
import type { LegalSettings } from "~/settings/legal-settings.server";

// The legal and tax details printed on quotes and invoices (site_settings, row 1): one schema for
// the settings form's hints and the action's check. Rates and amounts are typed the French way
// ("7,5", "1,000") and leave as the database's decimal text ("7.50", "1.00").

/** The form's fields, in the order the page shows them (the first error gets the focus). */
export const LEGAL_SETTINGS_FIELDS = [
  "legal_name",
  "tax_id",
  "trade_register",
  "legal_address",
  "vat_rates",
  "vat_rate",
  "stamp_duty",
  "bank_details",
  "quote_terms",
  "invoice_terms",
  "credit_note_terms",
  "payment_terms_days",
  "auto_payment_reminders",
  "late_fee_per_day",
  "document_footer",
] as const;
export type LegalSettingsField = (typeof LEGAL_SETTINGS_FIELDS)[number];

/** What the form holds and posts: text only, as typed. */
export type LegalSettingsFormValues = Record<LegalSettingsField, string>;
export type LegalSettingsErrors = Partial<Record<LegalSettingsField, string>>;

export const LEGAL_SETTINGS_LIMITS = {
  legalNameMax: 150,
  addressMax: 500,
  taxIdMax: 30,
  tradeRegisterMax: 50,
  bankDetailsMax: 1000,
  /** Each document kind's own text (issue 37). */
  termsMax: 2000,
  /** VAT rates a line may take. */
  vatRatesMax: 8,
  footerMax: 500,
  /** Percent. */
  vatMax: 100,
  /** DT, once per invoice. */
  stampMax: 100,
  /** DT HT per day of delay (issue 23). */
  lateFeeMax: 100_000,
  /** Days an invoice is due after its issue. */
  termsDaysMax: 365,
} as const;

export const LEGAL_SETTINGS_TOASTS = {
  saved: "Paramètres enregistrés",
  savedDescription: "Les nouvelles commandes prendront ces taux.",
  failed: "Paramètres non enregistrés",
  invalid: "Veuillez corriger les champs signalés.",
  missingRow: "Les réglages du site sont introuvables : la base de données n'a pas été initialisée.",
} as const;

/** What the settings action answers: the desks' toast result, plus the field errors and what was typed. */
export type LegalSettingsActionResult =
  | Extract<DeskActionResult, { ok: true }>
  | (Extract<DeskActionResult, { ok: false }> & { errors?: LegalSettingsErrors; values?: LegalSettingsFormValues });

// ---- Matricule fiscal ---------------------------------------------------------------------

export const TAX_ID_FORMAT = "1234567/A/M/000 ou 1234567AAM000";

const SEPARATOR = "[\\s/.-]*";
// 7 digits, one to three letters (clé, code TVA, catégorie), then the 3-digit establishment
// number; loose about the separators, since each accountant writes it their way.
const TAX_ID = new RegExp(`^(\\d{7})${SEPARATOR}([A-Z])(?:${SEPARATOR}([A-Z]))?(?:${SEPARATOR}([A-Z]))?${SEPARATOR}(\\d{3})$`);

/** "1234567aam000" → "1234567/A/A/M/000", "1234567 / a / m / 000" → "1234567/A/M/000"; null if it is not one. */
export function normaliseTaxId(value: string): string | null {
  const match = TAX_ID.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, digits, ...rest] = match;
  const establishment = rest.pop();
  return [digits, ...rest.filter(Boolean), establishment].join("/");
}

// ---- Rates and amounts --------------------------------------------------------------------

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A French decimal ("7,5", "19 %", "1,000 DT") as database text with two decimals ("7.50",
 * "1.00"); decimals beyond the second must be zeros ("1,000" is the Tunisian way to write 1 DT).
 */
function decimalField(messages: { missing: string; invalid: string; range: string }, max: number, unit: RegExp) {
  return z.string({ error: messages.missing }).transform((raw, ctx) => {
    const text = raw.replace(/[\s\u00a0\u202f]/g, "").replace(unit, "").replace(",", ".");
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (text === "") return fail(messages.missing);
    if (/^-\d/.test(text)) return fail(messages.range);
    const match = DECIMAL.exec(text);
    if (!match) return fail(messages.invalid);
    const fraction = match[2] ?? "";
    if (/[1-9]/.test(fraction.slice(2))) return fail(messages.invalid);
    const cents = decimalToCents(`${match[1]}.${fraction.slice(0, 2)}`);
    if (cents === null) return fail(messages.invalid);
    if (cents > BigInt(max) * 100n) return fail(messages.range);
    return centsToDecimal(cents);
  });
}

/**
 * The VAT rates a line may take, typed "19 ; 13 ; 7 ; 0" (the comma is the decimal separator:
 * "7,5" is one rate), as database text, highest first, each once.
 */
export function parseVatRates(raw: string): { rates: string[] } | { invalid: string } | { empty: true } {
  const items = raw
    .replace(/%/g, " ")
    .split(/[;|/\s]+|,(?=\s)/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return { empty: true };
  const rates: string[] = [];
  for (const item of items) {
    const rate = normaliseVatRate(item);
    if (rate === null) return { invalid: item };
    if (!rates.includes(rate)) rates.push(rate);
  }
  return { rates: rates.sort((a, b) => Number(b) - Number(a)) };
}

const vatRatesField = z.string({ error: "Indiquez les taux de TVA proposés." }).transform((raw, ctx) => {
  const parsed = parseVatRates(raw);
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if ("empty" in parsed) return fail("Indiquez au moins un taux de TVA (exemple : 19 ; 13 ; 7 ; 0).");
  if ("invalid" in parsed) return fail(`Taux de TVA invalide : « ${parsed.invalid} ». Un nombre entre 0 et 100, deux décimales au plus, les taux séparés par des points-virgules (exemple : 19 ; 13 ; 7 ; 0).`);
  if (parsed.rates.length > LEGAL_SETTINGS_LIMITS.vatRatesMax) return fail(`${LEGAL_SETTINGS_LIMITS.vatRatesMax} taux de TVA au plus.`);
  return parsed.rates;
});

/** The stored list as the form shows it: ["19.00", "7.50"] → "19 ; 7,5". */
export function vatRatesForForm(rates: readonly string[]): string {
  return rates.map(percentForForm).join(" ; ");
}

// ---- Text ----------------------------------------------------------------------------------

/** One line: spaces and line breaks collapsed. */
const oneLine = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value);

/** Several lines: Windows line ends, trailing spaces and runs of blank lines tidied. */
const lines = (value: unknown) =>
  typeof value === "string"
    ? value
        .replace(/\r\n?/g, "\n")
        .replace(/[ \t]+$/gm, "")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : value;

const NOT_TEXT = "Valeur invalide : du texte est attendu.";

function text(clean: (value: unknown) => unknown, max: number, tooLong: string, missing?: string) {
  const base = z.string({ error: missing ?? NOT_TEXT }).max(max, tooLong);
  return z.preprocess((value) => clean(value ?? ""), missing ? base.min(1, missing) : base);
}

const L = LEGAL_SETTINGS_LIMITS;

const LegalSettingsFieldsSchema = z.object({
  legal_name: text(oneLine, L.legalNameMax, `La raison sociale est trop longue (${L.legalNameMax} caractères au plus).`, "Indiquez la raison sociale de l'entreprise."),
  tax_id: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
    z
      .string({ error: "Indiquez le matricule fiscal." })
      .min(1, "Indiquez le matricule fiscal.")
      .max(L.taxIdMax, `Matricule fiscal invalide (format attendu : ${TAX_ID_FORMAT}).`)
      .transform((value, ctx) => {
        const normalised = normaliseTaxId(value);
        if (normalised) return normalised;
        ctx.addIssue({ code: "custom", message: `Matricule fiscal invalide (format attendu : ${TAX_ID_FORMAT}).` });
        return z.NEVER;
      }),
  ),
  trade_register: z.preprocess(
    (value) => (typeof value === "string" ? oneLine(value.toUpperCase()) : (value ?? "")),
    z.string({ error: NOT_TEXT }).max(L.tradeRegisterMax, `Le registre du commerce est trop long (${L.tradeRegisterMax} caractères au plus).`),
  ),
  legal_address: text(lines, L.addressMax, `L'adresse est trop longue (${L.addressMax} caractères au plus).`, "Indiquez l'adresse du siège."),
  vat_rates: vatRatesField,
  vat_rate: decimalField(
    {
      missing: "Indiquez le taux de TVA par défaut (0 si vous n'en facturez pas).",
      invalid: "Taux de TVA invalide : un nombre avec deux décimales au plus (exemple : 19 ou 7,5).",
      range: `Le taux de TVA doit être compris entre 0 et ${L.vatMax} %.`,
    },
    L.vatMax,
    /%$/,
  ),
  stamp_duty: decimalField(
    {
      missing: "Indiquez le timbre fiscal (0 s'il ne s'applique pas).",
      invalid: "Montant du timbre fiscal invalide : deux décimales au plus (exemple : 1 ou 1,00).",
      range: `Le timbre fiscal doit être compris entre 0 et ${L.stampMax} DT.`,
    },
    L.stampMax,
    /(DT|TND)$/i,
  ),
  bank_details: text(lines, L.bankDetailsMax, `Les coordonnées bancaires sont trop longues (${L.bankDetailsMax} caractères au plus).`),
  quote_terms: text(lines, L.termsMax, `Les conditions du devis sont trop longues (${L.termsMax} caractères au plus).`),
  invoice_terms: text(lines, L.termsMax, `Les conditions de la facture sont trop longues (${L.termsMax} caractères au plus).`),
  credit_note_terms: text(lines, L.termsMax, `Les mentions de la facture d'avoir sont trop longues (${L.termsMax} caractères au plus).`),
  payment_terms_days: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s\u00a0\u202f]/g, "").replace(/jours?$/i, "") : (value ?? "")),
    z
      .string({ error: NOT_TEXT })
      .min(1, "Indiquez le délai de paiement en jours (0 pour un paiement à réception).")
      .regex(/^\d{1,3}$/, "Délai de paiement invalide : un nombre entier de jours (exemple : 30).")
      .transform(Number)
      .refine((days) => days <= L.termsDaysMax, `Le délai de paiement doit être compris entre 0 et ${L.termsDaysMax} jours.`),
  ),
  // A checkbox: "on" when ticked, absent otherwise.
  auto_payment_reminders: z.preprocess((value) => value === "on" || value === true, z.boolean()),
  late_fee_per_day: decimalField(
    {
      missing: "Indiquez les frais de retard par jour (0 pour ne pas en proposer).",
      invalid: "Frais de retard invalides : un montant avec deux décimales au plus (exemple : 50 ou 12,50).",
      range: `Les frais de retard doivent être compris entre 0 et ${L.lateFeeMax.toLocaleString("fr-FR")} DT par jour.`,
    },
    L.lateFeeMax,
    /(DT|TND)(\/j(our)?)?$/i,
  ),
  document_footer: text(lines, L.footerMax, `Le pied de page est trop long (${L.footerMax} caractères au plus).`),
});

/** The default rate is one of the list: a line with no rate of its own starts at it. */
export const LegalSettingsSchema = LegalSettingsFieldsSchema.superRefine((settings, ctx) => {
  if (!settings.vat_rates.includes(settings.vat_rate)) {
    ctx.addIssue({ code: "custom", path: ["vat_rate"], message: `Le taux par défaut doit être l'un des taux proposés (${vatRatesText(settings.vat_rates)}).` });
  }
}, whenValid("vat_rates", "vat_rate"));


/** The posted fields as typed ("" for a missing one), to send back with a refusal. */
export function readLegalSettingsForm(formData: FormData): LegalSettingsFormValues {
  const values = {} as LegalSettingsFormValues;
  for (const field of LEGAL_SETTINGS_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first message of each field. */
export function legalSettingsErrors(error: z.ZodError): LegalSettingsErrors {
  const errors: LegalSettingsErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (LEGAL_SETTINGS_FIELDS as readonly string[]).includes(field)) {
      errors[field as LegalSettingsField] ??= issue.message;
    }
  }
  return errors;
}

/** "19.00" → "19", "7.50" → "7,5": a stored percent as the form shows it. */
export function percentForForm(decimal: string): string {
  const [whole = "0", fraction = ""] = decimal.split(".");
  const kept = fraction.replace(/0+$/, "");
  return kept ? `${whole},${kept}` : whole;
}

/** "1.00" → "1,00": a stored amount as the form shows it (the app's two decimals). */
export function amountForForm(decimal: string): string {
  const cents = decimalToCents(decimal) ?? 0n;
  return centsToDecimal(cents).replace(".", ",");
}

/** The stored settings as the form shows them. */
export function legalSettingsFormValues(settings: LegalSettings): LegalSettingsFormValues {
  return {
    ...settings,
    vat_rate: percentForForm(settings.vat_rate),
    vat_rates: vatRatesForForm(settings.vat_rates),
    stamp_duty: amountForForm(settings.stamp_duty),
    payment_terms_days: String(settings.payment_terms_days),
    auto_payment_reminders: settings.auto_payment_reminders ? "on" : "",
    late_fee_per_day: amountForForm(settings.late_fee_per_day),
  };
}
