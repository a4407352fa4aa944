// The requests whose client accepted the latest event quote online in the last
// ACCEPTED_WINDOW_DAYS days while the request is still open ('Aujourd'hui', issue 38): the client
// said yes, the agency has yet to mark the request 'Gagnée' (which makes its rental order,
// won-order.server.ts). Read by the day of acceptance (the partial index event_quotes_accepted_idx),
// so that years of quotes accepted and long won are not; the oldest acceptance first, the first
// `limit` listed, and their count.

import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_quotes, event_requests } from "~/db/schema";
import { adminRequestPath } from "../access.server";
import { OPEN_STAGES, type RequestStage } from "../stages";
import { ACCEPTED_WINDOW_DAYS } from "~/orders/to-confirm.server";

export type AcceptedEventQuote = {
  messageId: string;
  /** The request's file: /admin/contact/demandes/<id>. */
  href: string;
  client: string;
  eventType: string;
  stage: RequestStage;
  /** DEV-2026-0002, its version, total TTC (decimal text), who accepted it and when. */
  quote: string;
  version: number;
  totalTtc: string;
  acceptedName: string;
  acceptedAt: Date;
};

export type AcceptedEventQuotes = { count: number; quotes: AcceptedEventQuote[] };

// The stages written out, as in follow-ups.server.ts.
const OPEN_STAGES_SQL = sql.raw(OPEN_STAGES.map((stage) => `'${stage}'`).join(", "));

export async function getAcceptedEventQuotes(db: DbExecutor, limit: number, now: Date = new Date()): Promise<AcceptedEventQuotes> {
  const where = and(
    isNotNull(event_quotes.accepted_at),
    gte(event_quotes.accepted_at, new Date(now.getTime() - ACCEPTED_WINDOW_DAYS * 86_400_000)),
    sql`${event_requests.stage} in (${OPEN_STAGES_SQL})`,
    // The latest version: a version issued after the acceptance replaces what was agreed to.
    sql`not exists (select 1 from ${event_quotes} newer where newer.message_id = ${event_quotes.message_id} and newer.version > ${event_quotes.version})`,
  );
  // Read whole: the quotes accepted in a month, a few dozen at most.
  const rows = await db
    .select({
      messageId: event_quotes.message_id,
      stage: event_requests.stage,
      firstName: contact_messages.first_name,
      lastName: contact_messages.last_name,
      eventType: contact_messages.event_type,
      quote: event_quotes.number,
      version: event_quotes.version,
      totalTtc: event_quotes.total_ttc,
      acceptedName: event_quotes.accepted_name,
      acceptedAt: event_quotes.accepted_at,
    })
    .from(event_quotes)
    .innerJoin(event_requests, eq(event_requests.message_id, event_quotes.message_id))
    .innerJoin(contact_messages, eq(contact_messages.id, event_quotes.message_id))
    .where(where)
    .orderBy(asc(event_quotes.accepted_at), asc(event_quotes.message_id));
  return {
    count: rows.length,
    quotes: rows.slice(0, limit).map((row) => ({
      messageId: row.messageId,
      href: adminRequestPath(row.messageId),
      client: `${row.firstName} ${row.lastName}`.trim(),
      eventType: row.eventType,
      stage: row.stage,
      quote: row.quote,
      version: row.version,
      totalTtc: row.totalTtc,
      acceptedName: row.acceptedName ?? "",
      acceptedAt: row.acceptedAt!,
    })),
  };
}
