import { z } from "zod";
import { PageParamSchema, SearchParamSchema } from "~/lib/pagination";
import { ORDER_STATUSES } from "~/orders/status";
import { PAYMENT_FILTERS } from "~/money/payment-status";

/** The desk's orders: by date placed (newest first), or by rental date (upcoming first). */
export const ORDER_SORTS = { placed: "Date de commande", rental: "Date de location" } as const;
export type OrderSort = keyof typeof ORDER_SORTS;

/**
 * Beside the statuses, the desk's status filter offers the orders late to come back (issue 23):
 * units still out past their return date and slot, whatever the status says.
 */
export const LATE_RETURN_FILTER = "late_return";
export const LATE_RETURN_LABEL = "Retour en retard";

/** The desk's filter, read from the URL (?status=new&paiement=partial&q=CMD-000042&sort=rental&page=2). */
export const OrderFilterSchema = z.object({
  status: z.enum(["all", ...ORDER_STATUSES, LATE_RETURN_FILTER]).catch("all"),
  payment: z.enum(["all", ...PAYMENT_FILTERS]).catch("all"),
  q: SearchParamSchema,
  sort: z.enum(["placed", "rental"]).catch("placed"),
  page: PageParamSchema,
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

export function parseOrderFilter(url: URL): OrderFilter {
  return OrderFilterSchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    payment: url.searchParams.get("paiement") ?? undefined,
    q: url.searchParams.get("q") ?? undefined,
    sort: url.searchParams.get("sort") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** The query string of a filter, without defaults; `page` only when asked (the CSV takes every page). */
export function orderFilterSearch(filter: Omit<OrderFilter, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.payment !== "all") params.set("paiement", filter.payment);
  if (filter.q) params.set("q", filter.q);
  if (filter.sort !== "placed") params.set("sort", filter.sort);
  if (filter.page !== undefined && filter.page > 1) params.set("page", String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** "CMD-000042", "cmd42" or "42" → 42: the search also finds an order by its number. */
export function orderNumberFromSearch(q: string): number | null {
  const match = /^(?:cmd\s*-?\s*)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

const orderId = z.uuid({ message: "Identifiant de commande invalide." });

/**
 * What the shop tab's forms may post. `to` is only checked to be a status here; whether the
 * order may go there is the transitions table's call, on the server, against the stored status.
 */
export const OrderActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("set-status"),
      id: orderId,
      to: z.enum(ORDER_STATUSES, { message: "Statut de commande inconnu." }),
    }),
    z.object({ intent: z.literal("delete"), id: orderId }),
    z.object({ intent: z.literal("restore"), token: z.string().min(1, "Jeton d'annulation manquant.").max(50_000) }),
  ],
  { error: "Action inconnue." },
);
export type OrderAction = z.infer<typeof OrderActionSchema>;

/** SPEC §8's toasts for the orders desk. */
export const ORDER_TOASTS = {
  statusUpdated: "Statut mis à jour",
  deleted: "Commande supprimée",
  restored: "Commande restaurée",
  updateFailed: "Erreur lors de la mise à jour",
  deleteFailed: "Erreur lors de la suppression",
} as const;

export const EMPTY_ORDERS = "Aucune commande pour le moment";
