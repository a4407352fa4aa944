import { z } from "zod";
import { MESSAGE_STATUSES } from "~/contact/message-status";
import { PageParamSchema, SearchParamSchema } from "~/lib/pagination";

/** The list filter, read from the URL (?status=new&q=mariage&page=2) so that a link shows the same list. */
export const MessageFilterSchema = z.object({
  status: z.enum(["all", ...MESSAGE_STATUSES]).catch("all"),
  q: SearchParamSchema,
  page: PageParamSchema,
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;

export function parseMessageFilter(url: URL): MessageFilter {
  return MessageFilterSchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** The query string of a filter, without defaults (for links and the CSV export); `page` only when asked. */
export function messageFilterSearch(filter: Omit<MessageFilter, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (filter.page !== undefined && filter.page > 1) params.set("page", String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const messageId = z.uuid({ message: "Identifiant de message invalide." });

/** What the contact tab's forms may post. An unknown intent is refused with 400. */
export const MessageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("mark-handled"), id: messageId }),
    z.object({ intent: z.literal("delete"), id: messageId }),
    z.object({ intent: z.literal("restore"), token: z.string().min(1, "Jeton d'annulation manquant.").max(20_000) }),
  ],
  { error: "Action inconnue." },
);
export type MessageAction = z.infer<typeof MessageActionSchema>;

export const MESSAGE_TOASTS = {
  handled: "Message marqué comme traité",
  deleted: "Message supprimé",
  restored: "Message restauré",
  updateFailed: "Erreur lors de la mise à jour",
  deleteFailed: "Erreur lors de la suppression",
} as const;
