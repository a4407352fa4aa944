import { getRow, listRows } from "~/content/content-rows.server";
import { getRowTranslations, getTranslationStatus } from "~/content/translations.server";
import { getDb } from "~/db/client.server";
import type { PanelConfig } from "./panels";

/**
 * What a panel page needs: its rows in list order and the item being edited (?edit=id) with its
 * English and Arabic texts, and what is left to translate (« À traduire », ADR 025). An edit link
 * to an item deleted meanwhile shows the create form with a notice rather than an error page.
 */
export async function loadPanel(request: Request, panel: PanelConfig) {
  const editId = new URL(request.url).searchParams.get("edit");
  const [rows, editing] = await Promise.all([listRows(panel.id), editId ? getRow(panel.id, editId) : null]);
  const [translations, translationStatus] = panel.translations
    ? await Promise.all([
        editing ? getRowTranslations(getDb(), panel.translations, editing.id) : null,
        getTranslationStatus(panel.translations, rows),
      ])
    : [null, null];
  return { rows, editing, editMissing: Boolean(editId && !editing), translations, translationStatus };
}
