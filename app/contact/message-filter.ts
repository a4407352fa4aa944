import { z } from "zod";
import { MESSAGE_STATUSES } from "~/contact/message-status";
import { PageParamSchema, SearchParamSchema } from "~/lib/pagination";
import { EVENT_TYPES } from "~/contact/contact-options";
import { REQUEST_STAGES } from "~/requests/stages";

// The contact messages' list filter: the back office reads it from the URL
// (admin/contact/url-filters.ts), the queries of messages.server.ts and the list's links use it.

/**
 * The list filter, read from the URL (?status=new&q=mariage&page=2, and the requests' filters of
 * issue 24: &etape=qualified&responsable=moi&type=Mariage&relance=due) so that a link shows the
 * same list. `responsable` is "moi", "aucun" or an administrator's id.
 */
export const MessageFilterSchema = z.object({
  status: z.enum(["all", ...MESSAGE_STATUSES]).catch("all"),
  q: SearchParamSchema,
  page: PageParamSchema,
  stage: z.enum(["all", ...REQUEST_STAGES]).catch("all"),
  owner: z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/).catch("all").transform((v) => v || "all"),
  type: z.enum(["all", ...EVENT_TYPES]).catch("all"),
  followUp: z.enum(["all", "due"]).catch("all"),
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;

/** Whether a filter of the requests (issue 24) is set: the list then reads the requests too. */
export function filtersRequests(filter: Pick<MessageFilter, "stage" | "owner" | "type" | "followUp">): boolean {
  return filter.stage !== "all" || filter.owner !== "all" || filter.type !== "all" || filter.followUp !== "all";
}
