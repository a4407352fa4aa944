import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "~/db/client.server";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { countUpTo, matchesSearch, type CappedCount } from "~/lib/search.server";
import { countByStatus, figuresByStatus } from "~/lib/status-figures.server";
import { filtersRequests, type MessageFilter } from "./message-filter";
import { todayInTunis } from "~/lib/calendar-dates";
import { OPEN_STAGES } from "~/requests/stages";

// The contact messages the site receives, as the back office reads and changes them: a page of
// the list and its figures, the export's batches, a message's status, its delete and its undo.

const { contact_messages, event_requests } = schema;

type RequestFilter = Pick<MessageFilter, "status" | "q"> & Partial<Pick<MessageFilter, "stage" | "owner" | "type" | "followUp">>;

/**
 * The requests' filters (issue 24) as a condition on the messages: their ids among the requests
 * of a stage, an owner ("aucun": none; an id, "moi" being resolved by the loader), or whose
 * follow-up has come; the event type is the message's own.
 */
function requestConditions(filter: RequestFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type && filter.type !== "all") conditions.push(eq(contact_messages.event_type, filter.type));
  const onRequest: SQL[] = [];
  if (filter.stage && filter.stage !== "all") onRequest.push(eq(event_requests.stage, filter.stage));
  if (filter.owner && filter.owner !== "all") onRequest.push(filter.owner === "aucun" ? isNull(event_requests.owner_id) : eq(event_requests.owner_id, filter.owner));
  if (filter.followUp === "due") {
    onRequest.push(lte(event_requests.follow_up_on, todayInTunis()), inArray(event_requests.stage, [...OPEN_STAGES]));
  }
  if (onRequest.length) {
    conditions.push(sql`${contact_messages.id} in (select ${event_requests.message_id} from ${event_requests} where ${and(...onRequest)})`);
  }
  return conditions;
}

export type ContactMessage = typeof contact_messages.$inferSelect;

/** The list's filter as SQL; the search looks in names, e-mail, phone, event type and text, accents and case ignored. */
export function messageConditions(filter: RequestFilter): SQL | undefined {
  const conditions: SQL[] = requestConditions(filter);
  if (filter.status !== "all") conditions.push(eq(contact_messages.status, filter.status));
  if (filter.q) conditions.push(matchesSearch("contact_messages", filter.q));
  return conditions.length ? and(...conditions) : undefined;
}

/** SPEC §7: contact_messages by created_at descending (newest first). */
const NEWEST_FIRST = [desc(contact_messages.created_at), desc(contact_messages.id)];

/** One page of the list, and where it sits among the matching messages. */
export async function getMessagesPage(filter: MessageFilter): Promise<{ messages: ContactMessage[]; window: PageWindow }> {
  const counted = await countMessages(filter);
  const window = pageWindow(filter.page, counted.n, undefined, counted.more);
  const messages = await getDb()
    .select()
    .from(contact_messages)
    .where(messageConditions(filter))
    .orderBy(...NEWEST_FIRST)
    .limit(window.pageSize)
    .offset(window.offset);
  return { messages, window };
}

/** The ids of every message matching the filter, newest first (the CSV export's plan). */
export async function getMessageIds(filter: RequestFilter): Promise<string[]> {
  const rows = await getDb().select({ id: contact_messages.id }).from(contact_messages).where(messageConditions(filter)).orderBy(...NEWEST_FIRST);
  return rows.map((row) => row.id);
}

/** These messages (those still there), in the order of `ids`. */
export async function getMessagesByIds(ids: string[]): Promise<ContactMessage[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().select().from(contact_messages).where(inArray(contact_messages.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Messages matching the filter: without a search, exact, from the figures per status
 * (app/lib/status-figures.server.ts); with one, up to SEARCH_COUNT_CAP.
 */
async function countMessages(filter: RequestFilter): Promise<CappedCount> {
  if (!filter.q && !filtersRequests({ stage: "all", owner: "all", type: "all", followUp: "all", ...filter })) return { n: await countByStatus("messages", filter.status === "all" ? undefined : [filter.status]), more: false };
  return countUpTo(getDb(), contact_messages, messageConditions(filter));
}

/** The header's figures, whatever the filter. */
export async function getMessageCounts(): Promise<{ total: number; new: number }> {
  const figures = await figuresByStatus("messages");
  let total = 0;
  for (const { rows } of figures.values()) total += rows;
  return { total, new: figures.get("new")?.rows ?? 0 };
}

export async function setMessageStatus(id: string, status: string): Promise<ContactMessage | null> {
  const [row] = await getDb()
    .update(contact_messages)
    .set({ status })
    .where(eq(contact_messages.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMessage(id: string): Promise<ContactMessage | null> {
  const [row] = await getDb().delete(contact_messages).where(eq(contact_messages.id, id)).returning();
  return row ?? null;
}

/** The shape of a deleted message as it travels in an undo token (dates become strings). */
const DeletedMessageSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  event_type: z.string(),
  services: z.array(z.string()),
  event_date: z.string().nullable(),
  guest_count: z.number().int().nullable(),
  message: z.string(),
  status: z.string(),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});

/** Puts a deleted message back with its id and dates; false if it is already there. */
export async function restoreMessage(row: unknown): Promise<boolean> {
  const parsed = DeletedMessageSchema.safeParse(row);
  if (!parsed.success) return false;
  const inserted = await getDb()
    .insert(contact_messages)
    .values(parsed.data)
    .onConflictDoNothing()
    .returning({ id: contact_messages.id });
  return inserted.length > 0;
}

/** What the list shows of each message's request: stage, owner, follow-up, unread answers. */
export type MessageRequestView = { stage: string; owner_id: string | null; follow_up_on: string | null; unread: number };

/** The requests of these messages (a message without one is a 'Nouvelle' request). */
export async function getRequestsOf(ids: string[]): Promise<Map<string, MessageRequestView>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: event_requests.message_id, stage: event_requests.stage, owner_id: event_requests.owner_id, follow_up_on: event_requests.follow_up_on, unread: event_requests.unread })
    .from(event_requests)
    .where(inArray(event_requests.message_id, ids));
  return new Map(rows.map(({ id, ...view }) => [id, view]));
}
