// The order page's 'Lien du client' forms (client-link-panel.tsx), posted to
// /admin/shop/commandes/CMD-000042/lien: the route checks the admin role first, then comes here,
// and every answer goes back to the order page with a toast.

import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rental_orders } from "~/db/schema";
import { redirectWithToast } from "~/lib/toast.server";
import { ClientLinkActionSchema } from "~/orders/client-link-schema";
import { ClientLinkError, rotateOrderLink } from "~/orders/client-links.server";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber } from "~/orders/status";
import { orderNumberFromParam } from "~/orders/order-number";

export async function handleOrderLinkAction(param: string | undefined, request: Request, actor: string) {
  const number = orderNumberFromParam(param);
  const [order] = number === null ? [] : await getDb().select({ id: rental_orders.id }).from(rental_orders).where(eq(rental_orders.order_number, number));
  if (number === null || !order) return redirectWithToast("/admin/shop", { type: "error", title: "Lien non changé", description: "Commande introuvable." }, { status: 303 });
  const back = orderPagePath(number);
  const parsed = ClientLinkActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Lien non changé", description: parsed.error.issues[0]!.message }, { status: 303 });
  try {
    const { sentTo } = await rotateOrderLink(getDb(), order.id, parsed.data, actor);
    return redirectWithToast(
      back,
      sentTo
        ? { type: "success", title: "Nouveau lien envoyé", description: `${formatOrderNumber(number)} : le lien part à ${sentTo} ; les anciens liens ne s'ouvrent plus.` }
        : { type: "success", title: "Liens révoqués", description: `${formatOrderNumber(number)} : les liens du client ne s'ouvrent plus. Aucun e-mail n'est envoyé.` },
      { status: 303 },
    );
  } catch (error) {
    if (error instanceof ClientLinkError) return redirectWithToast(back, { type: "error", title: "Lien non changé", description: error.message }, { status: 303 });
    throw error;
  }
}
