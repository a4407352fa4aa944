// The back office's 'À relancer' line: the signed-in administrator's own follow-ups due (the first
// `limit`, longest overdue first) and how many are due in all, every owner's. The owner's count is
// read only when the list is full, and the counts stop at LINE_COUNT_CAP, so that every
// back-office page pays for a few small reads of the follow-up index, however many are due.

import type { DbExecutor } from "~/db/executor";
import { todayInTunis } from "~/lib/calendar-dates";
import { countDueFollowUpsUpTo, getDueFollowUps } from "~/requests/follow-ups.server";
import { LINE_COUNT_CAP, type FollowUpsSummary } from "./follow-ups";

export async function getFollowUpsSummary(db: DbExecutor, ownerId: string, limit: number, now: Date = new Date()): Promise<FollowUpsSummary> {
  const today = todayInTunis(now);
  const [mine, everyone] = await Promise.all([getDueFollowUps(db, { today, ownerId, limit }), countDueFollowUpsUpTo(db, { today }, LINE_COUNT_CAP)]);
  const counted = mine.length >= limit ? await countDueFollowUpsUpTo(db, { today, ownerId }, LINE_COUNT_CAP) : { n: mine.length, more: false };
  // A follow-up set between two reads must not leave fewer in all than listed.
  const mineCount = { n: Math.max(mine.length, counted.n), more: counted.more };
  const count = everyone.more || mineCount.more ? { n: LINE_COUNT_CAP, more: true } : { n: Math.max(everyone.n, mineCount.n), more: false };
  return { today, mine, mineCount, count };
}
