import { createUndoToken, readUndoToken } from "~/lib/undo-token.server";
import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { MESSAGE_TOASTS, MessageActionSchema } from "./url-filters";
import { deleteMessage, restoreMessage, setMessageStatus } from "~/contact/messages.server";

const UNDO_KIND = "contact-message";
const NOT_FOUND = "Ce message n'existe pas ou a déjà été supprimé.";

/** The contact tab's mutations (the caller has already run requireAdmin). */
export async function handleMessageAction(formData: FormData) {
  const parsed = MessageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const intent = formData.get("intent");
    const title = intent === "delete" ? MESSAGE_TOASTS.deleteFailed : MESSAGE_TOASTS.updateFailed;
    return deskFailure(400, title, parsed.error.issues[0]?.message ?? "Requête invalide.");
  }
  const action = parsed.data;
  switch (action.intent) {
    case "mark-handled": {
      const row = await setMessageStatus(action.id, "handled");
      if (!row) return deskFailure(404, MESSAGE_TOASTS.updateFailed, NOT_FOUND);
      return deskSuccess(MESSAGE_TOASTS.handled);
    }
    case "delete": {
      const row = await deleteMessage(action.id);
      if (!row) return deskFailure(404, MESSAGE_TOASTS.deleteFailed, NOT_FOUND);
      return deskSuccess(MESSAGE_TOASTS.deleted, { undoToken: createUndoToken(UNDO_KIND, row) });
    }
    case "restore": {
      const row = readUndoToken(UNDO_KIND, action.token);
      if (!row) return deskFailure(400, MESSAGE_TOASTS.updateFailed, "Le délai pour annuler est dépassé.");
      if (!(await restoreMessage(row))) return deskFailure(409, MESSAGE_TOASTS.updateFailed, "Ce message est déjà présent.");
      return deskSuccess(MESSAGE_TOASTS.restored);
    }
  }
}
