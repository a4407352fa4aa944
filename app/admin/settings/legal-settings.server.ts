import { eq } from "drizzle-orm";
import { bumpContentRevision } from "~/admin/content/content.server";
import { forgetContent } from "~/content/content-cache.server";
import { getDb, type Db } from "~/db/client.server";
import { site_settings } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import {
  LEGAL_SETTINGS_TOASTS,
  legalSettingsErrors,
  legalSettingsFormValues,
  LegalSettingsSchema,
  readLegalSettingsForm,
  type LegalSettings,
  type LegalSettingsActionResult,
  type LegalSettingsFormValues,
} from "./legal-settings-schema";

// The legal and tax details live on the one site_settings row (id 1), made by the seed with the
// agency's other details. This page only reads and updates their columns.

const SETTINGS_ID = 1;

const columns = {
  legal_name: site_settings.legal_name,
  tax_id: site_settings.tax_id,
  trade_register: site_settings.trade_register,
  legal_address: site_settings.legal_address,
  vat_rate: site_settings.vat_rate,
  stamp_duty: site_settings.stamp_duty,
  bank_details: site_settings.bank_details,
  payment_terms: site_settings.payment_terms,
  payment_terms_days: site_settings.payment_terms_days,
  auto_payment_reminders: site_settings.auto_payment_reminders,
  late_fee_per_day: site_settings.late_fee_per_day,
  document_footer: site_settings.document_footer,
} satisfies Record<keyof LegalSettings, unknown>;

/** What the schema's defaults give when the row is missing (19 % VAT, 1 DT stamp duty). */
const EMPTY_SETTINGS: LegalSettings = {
  legal_name: "",
  tax_id: "",
  trade_register: "",
  legal_address: "",
  vat_rate: "19.00",
  stamp_duty: "1.00",
  bank_details: "",
  payment_terms: "",
  payment_terms_days: 30,
  auto_payment_reminders: false,
  late_fee_per_day: "0.00",
  document_footer: "",
};

export type LegalSettingsPage = {
  values: LegalSettingsFormValues;
  /** When the row was last written: the form is remade after a save (its key). */
  savedAt: string | null;
  /** No settings row at all (database not seeded): nothing can be saved. */
  missing: boolean;
};

export async function getLegalSettings(): Promise<{ settings: LegalSettings; updatedAt: Date } | null> {
  const [row] = await getDb()
    .select({ ...columns, updated_at: site_settings.updated_at })
    .from(site_settings)
    .where(eq(site_settings.id, SETTINGS_ID))
    .limit(1);
  if (!row) return null;
  const { updated_at, ...settings } = row;
  return { settings, updatedAt: updated_at };
}

export async function getLegalSettingsPage(): Promise<LegalSettingsPage> {
  const found = await getLegalSettings();
  return {
    values: legalSettingsFormValues(found?.settings ?? EMPTY_SETTINGS),
    savedAt: found ? found.updatedAt.toISOString() : null,
    missing: !found,
  };
}

/**
 * Writes the settings and bumps the "content" cache revision in the same transaction, as the
 * content panels do (admin/content/content.server.ts): the public pages' cache keeps what it read
 * of the site_settings row (content/site-settings.server.ts), and every app instance must read it
 * again, whichever columns it shows. False when there is no row.
 */
export async function saveLegalSettings(settings: LegalSettings): Promise<boolean> {
  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(site_settings)
      .set(settings)
      .where(eq(site_settings.id, SETTINGS_ID))
      .returning({ id: site_settings.id });
    if (rows.length === 0) return false;
    await bumpContentRevision(tx as unknown as Db);
    return true;
  });
  if (saved) forgetContent();
  return saved;
}

/**
 * The billing settings form's answer (the caller has run requireAdmin and read the form).
 * Refused input: 400 with each field's French message and exactly what was typed, nothing written.
 */
export async function legalSettingsAction(formData: FormData): Promise<LegalSettingsActionResult> {
  const values = readLegalSettingsForm(formData);
  const parsed = LegalSettingsSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      error: LEGAL_SETTINGS_TOASTS.invalid,
      toast: { title: LEGAL_SETTINGS_TOASTS.failed, description: LEGAL_SETTINGS_TOASTS.invalid },
      errors: legalSettingsErrors(parsed.error),
      values,
    };
  }
  if (!(await saveLegalSettings(parsed.data))) {
    return { ok: false, status: 404, error: LEGAL_SETTINGS_TOASTS.missingRow, toast: { title: LEGAL_SETTINGS_TOASTS.failed, description: LEGAL_SETTINGS_TOASTS.missingRow } };
  }
  logger.info("Paramètres de facturation enregistrés", { vat_rate: parsed.data.vat_rate, stamp_duty: parsed.data.stamp_duty });
  return { ok: true, toast: { title: LEGAL_SETTINGS_TOASTS.saved, description: LEGAL_SETTINGS_TOASTS.savedDescription } };
}
