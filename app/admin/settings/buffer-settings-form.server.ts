import { getDb } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { getBufferDefaults } from "~/orders/availability.server";
import { saveBufferSettings } from "~/settings/buffer-settings.server";
import {
  BUFFER_SETTINGS_TOASTS,
  bufferSettingsErrors,
  BufferSettingsSchema,
  readBufferSettingsForm,
  type BufferSettingsActionResult,
  type BufferSettingsFormValues,
} from "./buffer-settings-schema";

// The buffer days form's server side: the values it shows and its answer. The days are written by
// app/settings/buffer-settings.server.ts and read by availability (getBufferDefaults).

export async function getBufferSettingsValues(): Promise<BufferSettingsFormValues> {
  const { before, after } = await getBufferDefaults(getDb());
  return { buffer_days_before: String(before), buffer_days_after: String(after) };
}

/** The buffer days form's answer (the caller has run requireAdmin). Refused input keeps what was typed. */
export async function bufferSettingsAction(formData: FormData): Promise<BufferSettingsActionResult> {
  const values = readBufferSettingsForm(formData);
  const parsed = BufferSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const errors = bufferSettingsErrors(parsed.error);
    const description = Object.values(errors)[0] ?? "Veuillez corriger les champs signalés.";
    return { ok: false, status: 400, error: description, toast: { title: BUFFER_SETTINGS_TOASTS.failed, description }, errors, values };
  }
  if (!(await saveBufferSettings(parsed.data))) {
    const description = BUFFER_SETTINGS_TOASTS.missingRow;
    return { ok: false, status: 404, error: description, toast: { title: BUFFER_SETTINGS_TOASTS.failed, description } };
  }
  logger.info("Jours tampon enregistrés", parsed.data);
  return { ok: true, toast: { title: BUFFER_SETTINGS_TOASTS.saved, description: BUFFER_SETTINGS_TOASTS.savedDescription } };
}
