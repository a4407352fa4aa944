// Follow-ups due (issue 24): the open requests whose follow-up day is today or past, for the back
// office's 'À relancer' line and each owner's morning digest. Every read goes through the partial
// index event_requests_follow_up_idx (open stages with a follow-up day), joined to the message so
// that a deleted message takes its request out, and stops at a limit.
//
// The digest is a timed job (app/jobs/timed-jobs.server.ts), run by every instance: from 8 h (Tunis), each
// owner with follow-ups due gets one e-mail a day. The follow_up_digests row (owner, day) is taken
// in the transaction that queues the e-mail: a second instance passing at the same moment waits
// on that row and then finds it taken, so the owner gets one e-mail, never two, never none.

import { and, asc, count, eq, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, follow_up_digests, user, user_roles } from "~/db/schema";
import { loadEmailAgency } from "~/emails/agency.server";
import { logger } from "~/lib/logger.server";
import type { CappedCount } from "~/lib/search.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { adminRequestPath } from "./access.server";
import { followUpDigestMail } from "./follow-up-digest-mail.server";
import { DIGEST_HOUR, LINE_COUNT_CAP, type FollowUpLine, type FollowUpsSummary } from "./follow-ups";
import { OPEN_STAGES } from "./stages";

/** Follow-ups one digest lists; it counts the rest and links to the list of them all. */
export const DIGEST_LIST_LIMIT = 50;
/** The mail_queue kind of a digest. */
export const DIGEST_MAIL_KIND = "follow-up-digest";
/** Owners one pass serves: more than the agency has administrators. */
const OWNERS_PER_PASS = 200;

// The stages written out, not bound as parameters: the planner matches the condition against the
// partial index's predicate, which it cannot do with a parameter's value.
const OPEN_STAGES_SQL = sql.raw(OPEN_STAGES.map((stage) => `'${stage}'`).join(", "));

/** Open, with a follow-up day on or before `today`: the index's predicate and its range. */
function dueCondition(today: IsoDate) {
  return and(
    sql`${event_requests.follow_up_on} is not null`,
    sql`${event_requests.stage} in (${OPEN_STAGES_SQL})`,
    lte(event_requests.follow_up_on, today),
  );
}

type DueFilter = { today: IsoDate; ownerId?: string };

const dueWhere = ({ today, ownerId }: DueFilter) => and(dueCondition(today), ownerId === undefined ? undefined : eq(event_requests.owner_id, ownerId));

/** The follow-ups due by `today` (an owner's, or everyone's), longest overdue first, at most `limit`. */
export async function getDueFollowUps(db: DbExecutor, filter: DueFilter & { limit: number }): Promise<FollowUpLine[]> {
  const rows = await db
    .select({
      messageId: event_requests.message_id,
      followUpOn: event_requests.follow_up_on,
      stage: event_requests.stage,
      firstName: contact_messages.first_name,
      lastName: contact_messages.last_name,
      eventType: contact_messages.event_type,
    })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .where(dueWhere(filter))
    .orderBy(asc(event_requests.follow_up_on), asc(event_requests.created_at), asc(event_requests.message_id))
    .limit(filter.limit);
  return rows.map((row) => ({
    messageId: row.messageId,
    href: adminRequestPath(row.messageId),
    client: `${row.firstName} ${row.lastName}`.trim(),
    eventType: row.eventType,
    followUpOn: row.followUpOn!,
    stage: row.stage,
  }));
}

/** How many follow-ups are due by `today` (an owner's, or everyone's). */
export async function countDueFollowUps(db: DbExecutor, filter: DueFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .where(dueWhere(filter));
  return row?.n ?? 0;
}

/**
 * The same count stopped at `cap`, for a line read on every page: each follow-up due costs a look
 * at its message, and an agency that lets thousands pile up must not pay for all of them on every
 * click (measured on PostgreSQL with 7 500 due: 16 ms counted in full, 1.5 ms up to 99).
 */
export async function countDueFollowUpsUpTo(db: DbExecutor, filter: DueFilter, cap: number): Promise<CappedCount> {
  const due = db
    .select({ one: sql`1`.as("one") })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .where(dueWhere(filter))
    .limit(cap + 1)
    .as("due");
  const [row] = await db.select({ n: count() }).from(due);
  const n = row?.n ?? 0;
  return n > cap ? { n: cap, more: true } : { n, more: false };
}

/**
 * The back office's 'À relancer' line: the administrator's own follow-ups due (the first `limit`,
 * longest overdue first) and how many are due in all, every owner's. The owner's count is read
 * only when the list is full, and the counts stop at LINE_COUNT_CAP, so that every back-office
 * page pays for a few small reads of the follow-up index, however many are due.
 */
export async function getFollowUpsSummary(db: DbExecutor, ownerId: string, limit: number, now: Date = new Date()): Promise<FollowUpsSummary> {
  const today = todayInTunis(now);
  const [mine, everyone] = await Promise.all([getDueFollowUps(db, { today, ownerId, limit }), countDueFollowUpsUpTo(db, { today }, LINE_COUNT_CAP)]);
  const counted = mine.length >= limit ? await countDueFollowUpsUpTo(db, { today, ownerId }, LINE_COUNT_CAP) : { n: mine.length, more: false };
  // A follow-up set between two reads must not leave fewer in all than listed.
  const mineCount = { n: Math.max(mine.length, counted.n), more: counted.more };
  const count = everyone.more || mineCount.more ? { n: LINE_COUNT_CAP, more: true } : { n: Math.max(everyone.n, mineCount.n), more: false };
  return { today, mine, mineCount, count };
}

/** The hour of `now` on Tunis's clock, 0 to 23. */
export function hourInTunis(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Tunis", hour: "2-digit", hourCycle: "h23" }).format(now));
}

type DigestOwner = { id: string; name: string; email: string };

/**
 * The administrators with follow-ups due by `today` and no digest yet that day. An owner who is no
 * longer an administrator gets no back-office e-mail; their follow-ups stay in the line's count.
 */
function ownersAwaitingDigest(db: DbExecutor, today: IsoDate): Promise<DigestOwner[]> {
  return db
    .selectDistinct({ id: user.id, name: user.name, email: user.email })
    .from(event_requests)
    .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
    .innerJoin(user, eq(user.id, event_requests.owner_id))
    .innerJoin(user_roles, and(eq(user_roles.user_id, user.id), eq(user_roles.role, "admin")))
    .where(
      and(
        dueCondition(today),
        notExists(
          db
            .select({ one: sql`1` })
            .from(follow_up_digests)
            .where(and(eq(follow_up_digests.owner_id, event_requests.owner_id), eq(follow_up_digests.day, today))),
        ),
      ),
    )
    .limit(OWNERS_PER_PASS);
}

/**
 * One owner's digest of `today`, in one transaction: their follow-ups due, the day's row taken,
 * the e-mail queued. False when they have nothing due (no row is taken: a follow-up set later in
 * the day still gets its digest) or when another pass took the day's row first.
 */
export async function sendOwnerDigest(db: Db, owner: DigestOwner, today: IsoDate, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lines = await getDueFollowUps(tx, { today, ownerId: owner.id, limit: DIGEST_LIST_LIMIT });
    if (lines.length === 0) return false;
    // A pass of another instance holding this row makes this insert wait for its end; once it has
    // committed, the row is there and nothing is inserted.
    const taken = await tx
      .insert(follow_up_digests)
      .values({ owner_id: owner.id, day: today, sent_at: now })
      .onConflictDoNothing()
      .returning({ owner: follow_up_digests.owner_id });
    if (taken.length === 0) return false;
    const total = lines.length < DIGEST_LIST_LIMIT ? lines.length : await countDueFollowUps(tx, { today, ownerId: owner.id });
    const mail = await followUpDigestMail({ owner, lines, total, today, agency: await loadEmailAgency(tx) });
    await enqueueMail(tx, { ...mail, kind: DIGEST_MAIL_KIND });
    return true;
  });
}

/**
 * The digests' pass: nothing before 8 h in Tunis; from then on, one digest per owner with
 * follow-ups due and none sent today. Returns how many this pass queued.
 */
export async function sendFollowUpDigests(db: Db, now: Date = new Date()): Promise<number> {
  if (hourInTunis(now) < DIGEST_HOUR) return 0;
  const today = todayInTunis(now);
  let sent = 0;
  for (const owner of await ownersAwaitingDigest(db, today)) {
    try {
      if (await sendOwnerDigest(db, owner, today, now)) sent += 1;
    } catch (error) {
      // One owner's trouble must not keep the others' digests back; the next pass tries again.
      logger.error("Relances du jour : e-mail impossible", { ownerId: owner.id, error });
    }
  }
  return sent;
}
