// A status change made by the agency (the desk's and the order page's buttons), with the client's
// e-mail when the new status has one.

import { getDb } from "~/db/client.server";
import { loadEmailAgency } from "~/emails/agency.server";
import { renderOrderStatus } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { clientOrderPath } from "./access.server";
import { localizedPath } from "~/i18n/locale";
import { changeOrderStatus } from "./status-change.server";
import { orderStatusLabel } from "./status";
import { orderStatusMail } from "./status-emails";
import { mailTimeline } from "./timeline.server";

/**
 * One step of SPEC §4's workflow, checked by the shop's transitions table against the stored
 * status inside a transaction ('Confirmer' also locks the products and refuses an overbooking).
 * The client's e-mail is queued in the same transaction and sent by the mail worker; `mailed`
 * says whether there was one. Throws OrderStatusError or OverbookingError.
 */
export async function changeOrderStatusAndNotify(id: string, to: Parameters<typeof changeOrderStatus>[2], actor: string) {
  let mailed = false;
  const order = await changeOrderStatus(getDb(), id, to, actor, [], async (tx, updated) => {
    const agency = await loadEmailAgency(tx);
    const content = orderStatusMail(updated, updated.status, `${env().PUBLIC_URL}${localizedPath(updated.locale, clientOrderPath(updated))}`, agency.address);
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
  return { order, mailed };
}
