// The requests with client answers not yet read in the back office ('Aujourd'hui', issue 38): read
// through the partial index event_requests_unread_idx in its order (the oldest request first), joined
// to the message so that a deleted message takes its request out; at most `limit`, each with its
// latest unread answer's time and opening words; counted up to a cap.

import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, request_thread } from "~/db/schema";
import type { CappedCount } from "~/lib/search.server";
import { adminRequestPath } from "./access.server";
import type { RequestStage } from "./stages";

export type UnreadReply = {
  messageId: string;
  /** The request's file: /admin/contact/demandes/<id>. */
  href: string;
  client: string;
  eventType: string;
  stage: RequestStage;
  /** Answers not yet read. */
  unread: number;
  /** The latest unread answer: when, and its first words. */
  at: Date | null;
  excerpt: string;
};

export type UnreadReplies = { count: CappedCount; replies: UnreadReply[] };

/** Words of the latest answer the list shows, cut from its first EXCERPT_READ characters (blank lines and all). */
const EXCERPT_CHARS = 140;
const EXCERPT_READ = 600;

// The request's key written out in full: in the selected fields drizzle renders a column bare.
const latestUnread = (value: SQL) =>
  sql`(select ${value} from ${request_thread} t
    where t.message_id = "event_requests"."message_id" and t.direction = 'client' and t.read_at is null
    order by t.created_at desc limit 1)`;

export async function getUnreadReplies(db: DbExecutor, limit: number, cap = 99): Promise<UnreadReplies> {
  // Written as the index's predicate, so that the planner reads the partial index.
  const where = sql`${event_requests.unread} > 0`;
  const unread = db
    .select({ one: sql`1`.as("one") })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .where(where)
    .limit(cap + 1)
    .as("unread");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        messageId: event_requests.message_id,
        stage: event_requests.stage,
        unread: event_requests.unread,
        firstName: contact_messages.first_name,
        lastName: contact_messages.last_name,
        eventType: contact_messages.event_type,
        at: sql<Date | null>`${latestUnread(sql`t.created_at`)}`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
        excerpt: sql<string | null>`${latestUnread(sql`left(t.body, ${sql.raw(String(EXCERPT_READ))})`)}`,
      })
      .from(event_requests)
      .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
      .where(where)
      .orderBy(asc(event_requests.created_at))
      .limit(limit),
    db.select({ n: count() }).from(unread),
  ]);
  const n = Math.max(rows.length, counted?.n ?? 0);
  return {
    count: n > cap ? { n: cap, more: true } : { n, more: false },
    replies: rows.map((row) => ({
      messageId: row.messageId,
      href: adminRequestPath(row.messageId),
      client: `${row.firstName} ${row.lastName}`.trim(),
      eventType: row.eventType,
      stage: row.stage,
      unread: row.unread,
      at: row.at,
      excerpt: excerptOf(row.excerpt ?? ""),
    })),
  };
}

/** The answer's first words on one line, cut at a word with « … » when longer. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_CHARS) return line;
  const cut = line.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
