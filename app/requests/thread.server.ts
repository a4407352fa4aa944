// A request's conversation as both sides read it (issue 24): the contact message first, then the
// agency's replies and the client's answers, oldest first, each with its files (names and sizes,
// never their bytes). Bounded: a long conversation shows its latest messages and says how many
// older ones are left out.

import { count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { request_thread, type contact_messages } from "~/db/schema";
import { listAttachments } from "./attachments.server";
import type { ThreadEntry } from "./thread-view";

export const THREAD_MAX = 200;

type ContactMessage = typeof contact_messages.$inferSelect;

/**
 * The thread of a message, for one reader: `side` says whose page it is (their own messages are
 * 'Vous' or the admin's address, the other side's are named), `hrefFor` where a file opens.
 */
export async function loadThread(
  db: DbExecutor,
  message: ContactMessage,
  reader: { side: "agency" | "client"; agencyName: string; hrefFor: (attachmentId: string) => string },
): Promise<{ entries: ThreadEntry[]; omitted: number }> {
  const [latest, [total]] = await Promise.all([
    db
      .select()
      .from(request_thread)
      .where(eq(request_thread.message_id, message.id))
      .orderBy(desc(request_thread.created_at), desc(request_thread.id))
      .limit(THREAD_MAX),
    db.select({ n: count() }).from(request_thread).where(eq(request_thread.message_id, message.id)),
  ]);
  const rows = latest.reverse();
  const files = await listAttachments(
    db,
    rows.map((row) => row.id),
  );
  const clientName = `${message.first_name} ${message.last_name}`.trim();
  const first: ThreadEntry = {
    id: message.id,
    direction: "client",
    author: reader.side === "client" ? "Vous" : clientName,
    subject: "Message envoyé depuis le site",
    body: message.message,
    createdAt: message.created_at,
    unread: false,
    attachments: [],
  };
  return {
    entries: [
      first,
      ...rows.map((row) => ({
        id: row.id,
        direction: row.direction,
        // The client sees the agency, not which administrator wrote.
        author: row.direction === reader.side ? (reader.side === "client" ? "Vous" : row.author) : row.direction === "agency" ? reader.agencyName : row.author,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
        unread: reader.side === "agency" && row.direction === "client" && row.read_at === null,
        attachments: files
          .filter((file) => file.thread_id === row.id)
          .map((file) => ({ id: file.id, name: file.file_name, size: file.size, contentType: file.content_type, href: reader.hrefFor(file.id) })),
      })),
    ],
    omitted: Math.max(0, Number(total?.n ?? 0) - rows.length),
  };
}
