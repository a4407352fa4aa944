import { logger } from "~/lib/logger.server";
import { EMPTY_LEGAL_SETTINGS, getLegalSettings, saveLegalSettings } from "~/settings/legal-settings.server";
import {
  LEGAL_SETTINGS_TOASTS,
  legalSettingsErrors,
  legalSettingsFormValues,
  LegalSettingsSchema,
  readLegalSettingsForm,
  type LegalSettingsActionResult,
  type LegalSettingsFormValues,
} from "./legal-settings-schema";

// The billing settings form's server side: the values it shows and its answer. The settings are
// read and written by app/settings/legal-settings.server.ts.

export type LegalSettingsPage = {
  values: LegalSettingsFormValues;
  /** When the row was last written: the form is remade after a save (its key). */
  savedAt: string | null;
  /** No settings row at all (database not seeded): nothing can be saved. */
  missing: boolean;
};

export async function getLegalSettingsPage(): Promise<LegalSettingsPage> {
  const found = await getLegalSettings();
  return {
    values: legalSettingsFormValues(found?.settings ?? EMPTY_LEGAL_SETTINGS),
    savedAt: found ? found.updatedAt.toISOString() : null,
    missing: !found,
  };
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
