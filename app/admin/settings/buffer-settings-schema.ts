import { z } from "zod";
import type { DeskActionResult } from "~/admin/desk-result";

// The site's default buffer days (site_settings.buffer_days_before/after): one schema for the
// settings form's hints and the action's check. A product can override them in its rental panel.

export const BUFFER_SETTINGS_FIELDS = ["buffer_days_before", "buffer_days_after"] as const;
export type BufferSettingsField = (typeof BUFFER_SETTINGS_FIELDS)[number];

export type BufferSettingsFormValues = Record<BufferSettingsField, string>;
export type BufferSettingsErrors = Partial<Record<BufferSettingsField, string>>;

/** The database's check allows 0 to 30 (site_settings_buffer_days_range). */
export const BUFFER_DAYS_MAX = 30;
export const BUFFER_DAYS_MESSAGE = `Entrez un nombre entier entre 0 et ${BUFFER_DAYS_MAX}.`;

export const BUFFER_SETTINGS_TOASTS = {
  saved: "Jours tampon enregistrés",
  savedDescription: "Les disponibilités tiennent compte des nouvelles valeurs dès maintenant.",
  failed: "Jours tampon non enregistrés",
  missingRow: "Les réglages du site sont introuvables : la base de données n'a pas été initialisée.",
} as const;

/** "2", " 2 ", "02" → 2; "2,5", "-1", "31", "abc", "" → the message. */
const bufferDays = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string({ error: BUFFER_DAYS_MESSAGE })
    .regex(/^\d{1,3}$/, BUFFER_DAYS_MESSAGE)
    .transform(Number)
    .refine((days) => days <= BUFFER_DAYS_MAX, BUFFER_DAYS_MESSAGE),
);

export const BufferSettingsSchema = z.object({
  buffer_days_before: bufferDays,
  buffer_days_after: bufferDays,
});

export type BufferSettingsActionResult =
  | Extract<DeskActionResult, { ok: true }>
  | (Extract<DeskActionResult, { ok: false }> & { errors?: BufferSettingsErrors; values?: BufferSettingsFormValues });

export function readBufferSettingsForm(formData: FormData): BufferSettingsFormValues {
  const read = (name: BufferSettingsField) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return { buffer_days_before: read("buffer_days_before"), buffer_days_after: read("buffer_days_after") };
}

export function bufferSettingsErrors(error: z.ZodError): BufferSettingsErrors {
  const errors: BufferSettingsErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === "buffer_days_before" || field === "buffer_days_after") errors[field] ??= issue.message;
  }
  return errors;
}
