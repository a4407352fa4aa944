import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "~/db/client.server";
import type { MessageFilter } from "./url-filters";

const { contact_messages } = schema;

export type ContactMessage = typeof contact_messages.$inferSelect;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function messageConditions(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== "all") conditions.push(eq(contact_messages.status, filter.status));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const text = or(
      ilike(contact_messages.first_name, pattern),
      ilike(contact_messages.last_name, pattern),
      ilike(contact_messages.email, pattern),
      ilike(contact_messages.phone, pattern),
      ilike(contact_messages.event_type, pattern),
      ilike(contact_messages.message, pattern),
    );
    if (text) conditions.push(text);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** SPEC §7: contact_messages by created_at descending (newest first), filtered on the server. */
export async function getMessages(filter: MessageFilter): Promise<ContactMessage[]> {
  return getDb()
    .select()
    .from(contact_messages)
    .where(messageConditions(filter))
    .orderBy(desc(contact_messages.created_at), desc(contact_messages.id));
}

/** The header's figures, whatever the filter. */
export async function getMessageCounts(): Promise<{ total: number; new: number }> {
  const [row] = await getDb()
    .select({
      total: count(),
      new: sql<number>`count(*) filter (where ${contact_messages.status} = 'new')`.mapWith(Number),
    })
    .from(contact_messages);
  return { total: row?.total ?? 0, new: row?.new ?? 0 };
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
