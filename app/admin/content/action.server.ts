import { data } from "react-router";
import { z } from "zod";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { storeUpload, updateMediaAlt } from "~/media/upload.server";
import { MAX_UPLOAD_BYTES, UploadError } from "~/media/validate.server";
import {
  createRow,
  deleteRow,
  isUuid,
  NotFoundError,
  reorderRows,
  restoreRow,
  updateRow,
  type ContentRow,
} from "~/content/content-rows.server";
import { panelSchema, readFormValues, toFormValue } from "./fields";
import { IMAGE_ALT_SUFFIX, IMAGE_FILE_SUFFIX, moveId, NOT_FOUND_NOTICE, readIntent, type ContentActionData } from "./intent";
import { panelPath, type PanelConfig } from "./panels";
import { readTranslationValues, toRowTranslations, translationFormValues as translationFormValuesOf, translationsFormSchema } from "./translations";

export const NOT_FOUND_MESSAGE = NOT_FOUND_NOTICE;
export const UNKNOWN_INTENT_MESSAGE = "Action inconnue.";
export const INVALID_FORM_MESSAGE = "Veuillez corriger les champs signalés.";
export const ALT_REQUIRED_MESSAGE = "Décrivez l'image (texte alternatif) pour l'envoyer.";
export const RESTORED_TOAST = "Suppression annulée";
/** Where a deleted row's snapshot keeps its translations, for the undo. */
const TRANSLATIONS_SNAPSHOT_KEY = "_translations";
export const REORDERED_TOAST = "Ordre enregistré";
// A form may carry a few images; anything much larger than that is refused before parsing.
const MAX_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES + 1024 * 1024;

type Result = ContentActionData;
const fail = (status: number, body: Omit<Extract<Result, { ok: false }>, "ok">) =>
  data<Result>({ ok: false, ...body }, { status });

/**
 * The action of every content panel (the caller has run requireAdmin). A plain form post ends in
 * a redirect with the spec's toast; a fetcher (respond=json) gets the toast in the answer, plus
 * the deleted row for the undo button.
 */
export async function handleContentAction(request: Request, panel: PanelConfig) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) {
    return fail(413, { message: "L'envoi dépasse la taille autorisée (10 Mo par image)." });
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, { message: "Formulaire illisible." });
  }
  const parsed = readIntent(formData);
  if (!parsed.success) return fail(400, { message: UNKNOWN_INTENT_MESSAGE });
  const intent = parsed.data;
  const json = formData.get("respond") === "json";
  const succeed = (toast: string, extra: Partial<Extract<Result, { ok: true }>> = {}) =>
    json ? data<Result>({ ok: true, toast, ...extra }) : redirectWithToast(panelPath(panel.id), { type: "success", title: toast });

  try {
    switch (intent.intent) {
      case "create":
      case "update": {
        const { values, errors } = await readSubmittedValues(panel, formData);
        // The English and Arabic tabs post with the French (ADR 025); a refused form gives all three back.
        const typed = readTranslationValues(panel, formData);
        const result = panelSchema(panel.fields).safeParse(values);
        const translated = translationsFormSchema(panel).safeParse(typed);
        if (!result.success || !translated.success || Object.keys(errors).length > 0) {
          const fieldErrors = result.success ? {} : firstErrors(result.error);
          const translationErrors = translated.success ? {} : firstErrors(translated.error);
          return fail(400, {
            message: INVALID_FORM_MESSAGE,
            errors: { ...fieldErrors, ...translationErrors, ...errors },
            values: { ...values, ...typed },
          });
        }
        const translations = panel.translations ? { table: panel.translations, values: toRowTranslations(panel, translated.data) } : undefined;
        if (intent.intent === "create") {
          await createRow(panel.id, result.data, translations);
          return succeed(panel.toasts.created);
        }
        await updateRow(panel.id, intent.id, result.data, translations);
        return succeed(panel.toasts.updated);
      }
      case "delete": {
        const { row, translations } = await deleteRow(panel.id, intent.id, panel.translations);
        // The undo puts the row's English and Arabic back with it.
        const snapshot = JSON.stringify(translations ? { ...row, [TRANSLATIONS_SNAPSHOT_KEY]: translations } : row);
        return succeed(panel.toasts.deleted, { deleted: { id: row.id, snapshot } });
      }
      case "restore":
        return (await restore(panel, intent.snapshot)) ?? succeed(RESTORED_TOAST);
      case "reorder": {
        if (!panel.ordered) return fail(400, { message: UNKNOWN_INTENT_MESSAGE });
        await reorderRows(panel.id, intent.move ? moveId(intent.ids, intent.move) : intent.ids);
        return succeed(REORDERED_TOAST);
      }
    }
  } catch (error) {
    if (error instanceof NotFoundError) return fail(404, { message: NOT_FOUND_MESSAGE });
    throw error;
  }
}

/** The typed values, with uploaded images stored and replaced by their URL. */
async function readSubmittedValues(panel: PanelConfig, formData: FormData) {
  const values = readFormValues(panel.fields, formData);
  const errors: Record<string, string> = {};
  for (const field of panel.fields) {
    if (field.kind !== "image") continue;
    const altInput = formData.get(field.name + IMAGE_ALT_SUFFIX);
    const alt = (typeof altInput === "string" ? altInput : "").trim() || (values.alt_text ?? "").trim();
    const file = formData.get(field.name + IMAGE_FILE_SUFFIX);
    if (file instanceof File && file.size > 0) {
      if (!alt) {
        errors[field.name] = ALT_REQUIRED_MESSAGE;
        continue;
      }
      try {
        const asset = await storeUpload(file, alt);
        values[field.name] = asset.url;
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        errors[field.name] = error.message;
      }
    } else if (alt && values[field.name]?.startsWith("/uploads/")) {
      await updateMediaAlt(values[field.name]!, alt);
    }
  }
  return { values, errors };
}

function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Undo of a delete: the snapshot goes through the same schema as a create, keeping id and place.
 * Answers the failure, or null once restored.
 */
async function restore(panel: PanelConfig, snapshot: string) {
  let row: ContentRow;
  try {
    row = JSON.parse(snapshot) as ContentRow;
  } catch {
    return fail(400, { message: "Élément à restaurer illisible." });
  }
  if (typeof row !== "object" || row === null || typeof row.id !== "string" || !isUuid(row.id)) {
    return fail(400, { message: "Élément à restaurer illisible." });
  }
  const values = Object.fromEntries(panel.fields.map((field) => [field.name, toFormValue(field, row[field.name])]));
  const result = panelSchema(panel.fields).safeParse(values);
  if (!result.success) return fail(400, { message: "Élément à restaurer invalide.", errors: firstErrors(result.error) });
  const order = z.number().int().min(0).safeParse(row.display_order);
  const saved = z
    .object({ en: z.record(z.string(), z.string()), ar: z.record(z.string(), z.string()) })
    .safeParse(row[TRANSLATIONS_SNAPSHOT_KEY]);
  const typed = saved.success ? translationFormValuesOf(panel, saved.data) : {};
  const translated = translationsFormSchema(panel).safeParse(typed);
  const restored = await restoreRow(
    panel.id,
    row.id,
    {
      ...result.data,
      ...(panel.ordered && order.success ? { display_order: order.data } : {}),
    },
    panel.translations && saved.success && translated.success
      ? { table: panel.translations, values: toRowTranslations(panel, translated.data) }
      : undefined,
  );
  if (!restored) return fail(409, { message: "Cet élément existe déjà." });
  logger.info("Suppression annulée", { panel: panel.id, id: row.id });
  return null;
}
