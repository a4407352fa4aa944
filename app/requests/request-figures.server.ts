import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests } from "~/db/schema";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { twelveMonthRange } from "~/lib/months";
import { assembleFigures, type RequestFigures } from "./request-figures";

// The requests' figures (issue 24) over the twelve Tunis months that end with the current one:
// requests received per month and event type, the time to the first answer, and the decisions
// (won, lost, value won). Sums and medians are made by the database, so a page reads about a
// hundred rows whatever the history, in two queries that each read only the period: the messages
// that arrived in it (contact_messages_created_at_idx; the request row by its key, the message's
// id), and the requests decided in it (the decided stages lead event_requests_stage_created_idx;
// there is no index on decided_at). Measured with three years of history (50 000 messages and
// requests, db:seed-history): the twelve months are four in ten of the rows, and the planner
// rightly scans the tables rather than the indexes; the page's two queries took about 90 ms on
// PostgreSQL and 220 ms on PGlite (medians, on a busy two-core machine).

/** Midnight of a Tunis calendar day, as a moment to compare timestamps with. */
const tunisMidnight = (day: IsoDate) => sql`(${day}::timestamp at time zone 'Africa/Tunis')`;
/** The Tunis calendar month of a moment, as "2025-12". */
const tunisMonth = (moment: SQL | typeof contact_messages.created_at) => sql<string>`to_char(${moment} at time zone 'Africa/Tunis', 'YYYY-MM')`;

type Range = { from: IsoDate; to: IsoDate };

const arrivedIn = ({ from, to }: Range) =>
  and(sql`${contact_messages.created_at} >= ${tunisMidnight(from)}`, sql`${contact_messages.created_at} < ${tunisMidnight(to)}`);

/**
 * The requests received, in one pass over the period's messages: per month and event type (as
 * stored), per month, and over the whole period (rollup: the type, then the month, null in the
 * rows that sum them). Each row says how many arrived, how many were answered from the back
 * office, and the median time in seconds from the message to that first answer (percentile_cont
 * leaves out the requests without one).
 */
export function arrivalsQuery(db: DbExecutor, range: Range) {
  const month = tunisMonth(contact_messages.created_at);
  return db
    .select({
      month,
      type: contact_messages.event_type,
      requests: count(),
      answered: count(event_requests.first_answer_at),
      medianSeconds: sql<number | string | null>`percentile_cont(0.5) within group (order by extract(epoch from ${event_requests.first_answer_at} - ${contact_messages.created_at}))`,
    })
    .from(contact_messages)
    .leftJoin(event_requests, eq(event_requests.message_id, contact_messages.id))
    .where(arrivedIn(range))
    .groupBy(sql`rollup (${month}, ${contact_messages.event_type})`);
}

/**
 * Requests won and lost per month of their decision, and the value won (DT HT, exact decimal
 * text). The decided stages written out, as the index's leading column; a request whose message
 * was deleted is left out, as from every list.
 */
export function decisionsQuery(db: DbExecutor, range: Range) {
  const month = tunisMonth(sql`${event_requests.decided_at}`);
  return db
    .select({
      month,
      won: sql<number>`(count(*) filter (where ${event_requests.stage} = 'won'))::int`,
      lost: sql<number>`(count(*) filter (where ${event_requests.stage} = 'lost'))::int`,
      wonValue: sql<string>`coalesce(sum(${event_requests.won_value}) filter (where ${event_requests.stage} = 'won'), 0)::numeric(14, 2)::text`,
    })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .where(
      and(
        sql`${event_requests.stage} in ('won', 'lost')`,
        sql`${event_requests.decided_at} >= ${tunisMidnight(range.from)}`,
        sql`${event_requests.decided_at} < ${tunisMidnight(range.to)}`,
      ),
    )
    .groupBy(month);
}

/** The page's data (the caller has run requireAdmin). */
export async function loadRequestFigures(db: DbExecutor, now: Date = new Date()): Promise<RequestFigures> {
  const today = todayInTunis(now);
  const range = twelveMonthRange(today);
  const [arrivals, decisions] = await Promise.all([arrivalsQuery(db, range), decisionsQuery(db, range)]);
  return assembleFigures({
    today,
    months: range.months,
    arrivals: arrivals.map((row) => ({
      month: row.month,
      type: row.type,
      requests: Number(row.requests),
      answered: Number(row.answered),
      medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
    })),
    decisions: decisions.map((row) => ({ month: row.month, won: Number(row.won), lost: Number(row.lost), wonValue: row.wonValue })),
  });
}
