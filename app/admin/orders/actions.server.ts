import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { createUndoToken, readUndoToken } from "~/lib/undo-token.server";
import { OverbookingError } from "~/orders/availability.server";
import { deleteOrder, OrderDeleteError, restoreOrder } from "~/orders/delete.server";
import { ORDER_TOASTS, OrderActionSchema } from "~/orders/desk-filters";
import { OrderStatusError } from "~/orders/status-change.server";
import { changeOrderStatusAndNotify } from "~/orders/status-notify.server";
import { formatOrderNumber, orderStatusLabel } from "~/orders/status";

const UNDO_KIND = "rental-order";
const NOT_FOUND = "Commande introuvable.";

/** The shop tab's mutations (the caller has already run requireAdmin); `actor` is the admin's e-mail. */
export async function handleOrderAction(formData: FormData, actor: string) {
  const parsed = OrderActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const title = formData.get("intent") === "delete" ? ORDER_TOASTS.deleteFailed : ORDER_TOASTS.updateFailed;
    return deskFailure(400, title, parsed.error.issues[0]?.message ?? "Requête invalide.");
  }
  const action = parsed.data;
  switch (action.intent) {
    case "set-status":
      return setStatus(action.id, action.to, actor);
    case "delete": {
      let row;
      try {
        row = await deleteOrder(action.id, actor);
      } catch (error) {
        if (error instanceof OrderDeleteError) return deskFailure(409, ORDER_TOASTS.deleteFailed, error.message);
        throw error;
      }
      if (!row) return deskFailure(404, ORDER_TOASTS.deleteFailed, NOT_FOUND);
      return deskSuccess(ORDER_TOASTS.deleted, {
        description: formatOrderNumber(row.order_number),
        undoToken: createUndoToken(UNDO_KIND, row),
      });
    }
    case "restore": {
      const row = readUndoToken(UNDO_KIND, action.token);
      if (!row) return deskFailure(400, ORDER_TOASTS.updateFailed, "Le délai pour annuler est dépassé.");
      try {
        if (!(await restoreOrder(row, actor))) return deskFailure(409, ORDER_TOASTS.updateFailed, "Cette commande est déjà présente.");
      } catch (error) {
        if (error instanceof OverbookingError) return deskFailure(409, ORDER_TOASTS.updateFailed, error.message);
        throw error;
      }
      return deskSuccess(ORDER_TOASTS.restored);
    }
  }
}

/** A status button's answer: the new status, and whether the client is told by e-mail. */
export async function setStatus(id: string, to: Parameters<typeof changeOrderStatusAndNotify>[1], actor: string) {
  let changed;
  try {
    changed = await changeOrderStatusAndNotify(id, to, actor);
  } catch (error) {
    if (error instanceof OrderStatusError) {
      return deskFailure(error.reason === "not-found" ? 404 : 400, ORDER_TOASTS.updateFailed, error.message);
    }
    if (error instanceof OverbookingError) return deskFailure(409, ORDER_TOASTS.updateFailed, error.message);
    throw error;
  }
  const { order, mailed } = changed;
  const number = formatOrderNumber(order.order_number);
  const description = mailed
    ? `${number} : ${orderStatusLabel(order.status)}. Le client sera prévenu par e-mail.`
    : `${number} : ${orderStatusLabel(order.status)}.`;
  return deskSuccess(ORDER_TOASTS.statusUpdated, { description });
}
