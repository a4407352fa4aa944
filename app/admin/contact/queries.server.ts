import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "~/db/client.server";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { countUpTo, matchesSearch, type CappedCount } from "~/lib/search.server";
import { countByStatus, figuresByStatus } from "~/lib/status-figures.server";
import type { MessageFilter } from "./url-filters";

const { contact_messages } = schema;

export type ContactMessage = typeof contact_messages.$inferSelect;

/** The list's filter as SQL; the search looks in names, e-mail, phone, event type and text, accents and case ignored. */
export function messageConditions(filter: Pick<MessageFilter, "status" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
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
export async function getMessageIds(filter: Pick<MessageFilter, "status" | "q">): Promise<string[]> {
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
async function countMessages(filter: Pick<MessageFilter, "status" | "q">): Promise<CappedCount> {
  if (!filter.q) return { n: await countByStatus("messages", filter.status === "all" ? undefined : [filter.status]), more: false };
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
