import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { createUndoToken, readUndoToken } from "~/admin/undo-token.server";
import { getDb } from "~/db/client.server";
import { sendMailSafely } from "~/lib/mail.server";
import { changeOrderStatus, OrderStatusError, OverbookingError } from "~/rental/availability.server";
import { env } from "~/lib/env.server";
import { clientOrderPath } from "~/rental/order-access.server";
import { recordMailOutcome, recordOrderEvent } from "~/rental/order-events.server";
import { formatOrderNumber, orderStatusLabel } from "~/rental/order-status";
import { orderStatusMail } from "./emails";
import { deleteOrder, OrderDeleteError, restoreOrder } from "./queries.server";
import { ORDER_TOASTS, OrderActionSchema } from "./schema";

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
        row = await deleteOrder(action.id);
      } catch (error) {
        if (error instanceof OrderDeleteError) return deskFailure(409, ORDER_TOASTS.deleteFailed, error.message);
        throw error;
      }
      if (!row) return deskFailure(404, ORDER_TOASTS.deleteFailed, NOT_FOUND);
      await recordOrderEvent(getDb(), { orderId: row.id, kind: "deleted", summary: "Commande supprimée", actor });
      return deskSuccess(ORDER_TOASTS.deleted, {
        description: formatOrderNumber(row.order_number),
        undoToken: createUndoToken(UNDO_KIND, row),
      });
    }
    case "restore": {
      const row = readUndoToken(UNDO_KIND, action.token);
      if (!row) return deskFailure(400, ORDER_TOASTS.updateFailed, "Le délai pour annuler est dépassé.");
      try {
        if (!(await restoreOrder(row))) return deskFailure(409, ORDER_TOASTS.updateFailed, "Cette commande est déjà présente.");
        const { id } = row as { id: string };
        await recordOrderEvent(getDb(), { orderId: id, kind: "restored", summary: "Suppression annulée : commande restaurée", actor });
      } catch (error) {
        if (error instanceof OverbookingError) return deskFailure(409, ORDER_TOASTS.updateFailed, error.message);
        throw error;
      }
      return deskSuccess(ORDER_TOASTS.restored);
    }
  }
}

/**
 * One step of SPEC §4's workflow, checked by the shop's transitions table against the stored
 * status inside a transaction ('Confirmer' also locks the products and refuses an overbooking).
 * The client is told by e-mail once the change is committed; a mail failure never undoes it.
 */
export async function setStatus(id: string, to: Parameters<typeof changeOrderStatus>[2], actor: string) {
  let order;
  try {
    order = await changeOrderStatus(getDb(), id, to, actor);
  } catch (error) {
    if (error instanceof OrderStatusError) {
      return deskFailure(error.reason === "not-found" ? 404 : 400, ORDER_TOASTS.updateFailed, error.message);
    }
    if (error instanceof OverbookingError) return deskFailure(409, ORDER_TOASTS.updateFailed, error.message);
    throw error;
  }
  const mail = orderStatusMail(order, order.status, `${env().PUBLIC_URL}${clientOrderPath(order.id)}`);
  const sent = mail ? await sendMailSafely(mail) : null;
  if (mail) await recordMailOutcome(getDb(), order.id, `commande ${orderStatusLabel(order.status).toLowerCase()}`, mail.to, sent);
  const number = formatOrderNumber(order.order_number);
  const description = mail
    ? sent
      ? `${number} : ${orderStatusLabel(order.status)}. Le client a été prévenu par e-mail.`
      : `${number} : ${orderStatusLabel(order.status)}. L'e-mail au client n'a pas pu être envoyé.`
    : `${number} : ${orderStatusLabel(order.status)}.`;
  return deskSuccess(ORDER_TOASTS.statusUpdated, { description });
}
