import { eq } from "drizzle-orm";
import { bumpContentRevision } from "~/admin/content/content.server";
import { forgetContent } from "~/content/content-cache.server";
import { getDb, type Db } from "~/db/client.server";
import { site_settings } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { getBufferDefaults } from "~/orders/availability.server";
import {
  BUFFER_SETTINGS_TOASTS,
  bufferSettingsErrors,
  BufferSettingsSchema,
  readBufferSettingsForm,
  type BufferSettings,
  type BufferSettingsActionResult,
  type BufferSettingsFormValues,
} from "./buffer-settings-schema";

// The site's default buffer days, on the one site_settings row. Availability reads them from the
// database on every check (orders/availability.server.ts, getBufferDefaults).

const SETTINGS_ID = 1;

export async function getBufferSettingsValues(): Promise<BufferSettingsFormValues> {
  const { before, after } = await getBufferDefaults(getDb());
  return { buffer_days_before: String(before), buffer_days_after: String(after) };
}

/**
 * Writes the buffers and bumps the "content" cache revision in the same transaction, as the
 * legal settings do: whatever an instance keeps of the settings row is read again everywhere.
 * False when there is no row.
 */
export async function saveBufferSettings(settings: BufferSettings): Promise<boolean> {
  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx.update(site_settings).set(settings).where(eq(site_settings.id, SETTINGS_ID)).returning({ id: site_settings.id });
    if (rows.length === 0) return false;
    await bumpContentRevision(tx as unknown as Db);
    return true;
  });
  if (saved) forgetContent();
  return saved;
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
