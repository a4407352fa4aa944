import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { createUndoToken, readUndoToken } from "~/lib/undo-token.server";
import { getDb } from "~/db/client.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { OverbookingError } from "~/orders/availability.server";
import { changeOrderStatus, OrderStatusError } from "~/orders/status-change.server";
import { env } from "~/lib/env.server";
import { clientOrderPath } from "~/orders/access.server";
import { mailTimeline, recordOrderEvent } from "~/orders/timeline.server";
import { formatOrderNumber, orderStatusLabel } from "~/orders/status";
import { orderStatusMail } from "~/orders/status-emails";
import { loadEmailAgency } from "~/emails/agency.server";
import { renderOrderStatus } from "~/emails/render.server";
import { deleteOrder, OrderDeleteError, restoreOrder } from "./queries.server";
import { ORDER_TOASTS, OrderActionSchema } from "./url-filters";

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
 * The client's e-mail is queued in the same transaction and sent by the mail worker.
 */
export async function setStatus(id: string, to: Parameters<typeof changeOrderStatus>[2], actor: string) {
  let order;
  let mailed = false;
  try {
    order = await changeOrderStatus(getDb(), id, to, actor, [], async (tx, updated) => {
      const agency = await loadEmailAgency(tx);
      const content = orderStatusMail(updated, updated.status, `${env().PUBLIC_URL}${clientOrderPath(updated)}`, agency.address);
      if (!content) return;
      const { view, ...mail } = content;
      await enqueueMail(tx, {
        ...mail,
        html: await renderOrderStatus({ ...view, agency }),
        kind: "order-status",
        orderId: updated.id,
        timeline: mailTimeline(`commande ${orderStatusLabel(updated.status).toLowerCase()}`, mail.to),
      });
      mailed = true;
    });
  } catch (error) {
    if (error instanceof OrderStatusError) {
      return deskFailure(error.reason === "not-found" ? 404 : 400, ORDER_TOASTS.updateFailed, error.message);
    }
    if (error instanceof OverbookingError) return deskFailure(409, ORDER_TOASTS.updateFailed, error.message);
    throw error;
  }
  const number = formatOrderNumber(order.order_number);
  const description = mailed
    ? `${number} : ${orderStatusLabel(order.status)}. Le client sera prévenu par e-mail.`
    : `${number} : ${orderStatusLabel(order.status)}.`;
  return deskSuccess(ORDER_TOASTS.statusUpdated, { description });
}
