// The requests by stage (issue 24), as the board of /admin/contact/tableau shows them: a count per
// stage and the latest requests of each, filtered by owner and event type. Bounded: one count by
// stage, and at most BOARD_COLUMN_SIZE requests a stage through the (stage, created_at) index.

import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import { EVENT_TYPES } from "~/contact/contact-options";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests } from "~/db/schema";
import { listAdmins } from "./requests.server";
import { REQUEST_STAGES, type RequestStage } from "./stages";

export const BOARD_COLUMN_SIZE = 20;

/** The board's filters: an owner's id, "moi", "aucun" or "all"; an event type or "all". */
export const BoardFilterSchema = z.object({
  owner: z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/).catch("all").transform((v) => v || "all"),
  type: z.enum(["all", ...EVENT_TYPES]).catch("all"),
});
export type BoardFilter = z.infer<typeof BoardFilterSchema>;

function conditions(filter: BoardFilter, viewerId: string): SQL[] {
  const owner = filter.owner === "moi" ? viewerId : filter.owner;
  return [
    ...(owner === "all" ? [] : [owner === "aucun" ? isNull(event_requests.owner_id) : eq(event_requests.owner_id, owner)]),
    ...(filter.type === "all" ? [] : [eq(contact_messages.event_type, filter.type)]),
  ];
}

/** The administrators who may own a request, the count of each stage and its latest requests, newest first. */
export async function getRequestsByStage(db: DbExecutor, filter: BoardFilter, viewerId: string) {
  const where = conditions(filter, viewerId);
  const [admins, counts, ...columns] = await Promise.all([
    listAdmins(db),
    db
      .select({ stage: event_requests.stage, n: count() })
      .from(event_requests)
      .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
      .where(where.length ? and(...where) : undefined)
      .groupBy(event_requests.stage),
    ...REQUEST_STAGES.map((stage) =>
      db
        .select({
          id: event_requests.message_id,
          version: event_requests.version,
          stage: event_requests.stage,
          owner_id: event_requests.owner_id,
          follow_up_on: event_requests.follow_up_on,
          budget: event_requests.budget,
          won_value: event_requests.won_value,
          unread: event_requests.unread,
          event_date: event_requests.event_date,
          first_name: contact_messages.first_name,
          last_name: contact_messages.last_name,
          event_type: contact_messages.event_type,
          created_at: event_requests.created_at,
        })
        .from(event_requests)
        .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
        .where(and(eq(event_requests.stage, stage), ...where))
        .orderBy(desc(event_requests.created_at), desc(event_requests.message_id))
        .limit(BOARD_COLUMN_SIZE),
    ),
  ]);
  const total = new Map(counts.map((row) => [row.stage, Number(row.n)]));
  return {
    admins,
    stages: REQUEST_STAGES.map((stage: RequestStage, index) => ({ stage, count: total.get(stage) ?? 0, requests: columns[index]! })),
  };
}
