// Follow-ups ('À relancer', issue 24): an open request whose follow-up day has come. Pure: the
// words and links that the back office's line and the owners' morning digest share, so that a
// follow-up reads the same in both.

import { formatDate, type IsoDate } from "~/lib/calendar-dates";
import type { CappedCount } from "~/lib/search.server";
import type { RequestStage } from "./stages";

/** One follow-up due, with only what the lists show. */
export type FollowUpLine = {
  messageId: string;
  /** The request's file in the back office: /admin/contact/demandes/<id>. */
  href: string;
  client: string;
  eventType: string;
  followUpOn: IsoDate;
  stage: RequestStage;
};

/** The hour (Tunis) from which the owners' digest of the day goes out. */
export const DIGEST_HOUR = 8;

/**
 * The messages list filtered to the follow-ups due, every owner's (the messages tab's filter
 * 'À relancer'): where the line's count and the digest's « toutes les relances » lead.
 */
export const FOLLOW_UP_FILTER_PARAM = "relance";
export const FOLLOW_UP_FILTER_VALUE = "due";
export const FOLLOW_UPS_LIST_PATH = `/admin/contact?${FOLLOW_UP_FILTER_PARAM}=${FOLLOW_UP_FILTER_VALUE}`;

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** "aujourd'hui", or "en retard, prévue le 10 mars 2031". */
export function followUpDueText(followUpOn: IsoDate, today: IsoDate): string {
  return followUpOn >= today ? "aujourd'hui" : `en retard, prévue le ${formatDate(followUpOn)}`;
}

export const isOverdueFollowUp = (followUpOn: IsoDate, today: IsoDate) => followUpOn < today;

/** "3 relances", "1 relance". */
export function followUpsCountText(count: number): string {
  return `${count} ${plural(count, "relance", "relances")}`;
}

/** "3 demandes" for the digest's subject. */
export function requestsCountText(count: number): string {
  return `${count} ${plural(count, "demande", "demandes")}`;
}

/** The back office's 'À relancer' line: the counts stop at this many, then it says « plus de ». */
export const LINE_COUNT_CAP = 99;

/** What the 'À relancer' line shows to the signed-in administrator. */
export type FollowUpsSummary = {
  today: IsoDate;
  /** The signed-in administrator's first follow-ups due, longest overdue first. */
  mine: FollowUpLine[];
  /** All of theirs, counted up to LINE_COUNT_CAP. */
  mineCount: CappedCount;
  /** Every owner's, and those of requests without an owner, counted up to LINE_COUNT_CAP. */
  count: CappedCount;
};
