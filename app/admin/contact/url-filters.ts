import { z } from "zod";
import { MessageFilterSchema, type MessageFilter } from "~/contact/message-filter";

/** 'À relancer': open requests whose follow-up day has come (today or overdue). */
export const FOLLOW_UP_FILTER_LABELS = { due: "À relancer" } as const;

export function parseMessageFilter(url: URL): MessageFilter {
  return MessageFilterSchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    stage: url.searchParams.get("etape") ?? undefined,
    owner: url.searchParams.get("responsable") ?? undefined,
    type: url.searchParams.get("type") ?? undefined,
    followUp: url.searchParams.get("relance") ?? undefined,
  });
}

/** The query string of a filter, without defaults (for links and the CSV export); `page` only when asked. */
export function messageFilterSearch(filter: Omit<MessageFilter, "page" | "stage" | "owner" | "type" | "followUp"> & Partial<Pick<MessageFilter, "stage" | "owner" | "type" | "followUp">> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.stage && filter.stage !== "all") params.set("etape", filter.stage);
  if (filter.owner && filter.owner !== "all") params.set("responsable", filter.owner);
  if (filter.type && filter.type !== "all") params.set("type", filter.type);
  if (filter.followUp && filter.followUp !== "all") params.set("relance", filter.followUp);
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

/** The filter as the queries read it: "moi" is the signed-in administrator. */
export function resolveOwner<T extends Pick<MessageFilter, "owner">>(filter: T, viewerId: string): T {
  return filter.owner === "moi" ? { ...filter, owner: viewerId } : filter;
}
