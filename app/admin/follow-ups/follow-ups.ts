// 'À relancer' at the top of the back office (issue 24). Pure: what the line says and where it is
// not repeated, tested without rendering.

import type { CappedCount } from "~/lib/search.server";
import { TODAY_PATH } from "~/admin/today/today";
import { FOLLOW_UP_FILTER_PARAM, FOLLOW_UP_FILTER_VALUE, followUpsCountText, type FollowUpsSummary } from "~/requests/follow-ups";

/** Follow-ups the line names; the messages list has them all. */
export const LINE_FOLLOW_UPS = 5;

const countText = (count: CappedCount) => (count.more ? `plus de ${followUpsCountText(count.n)}` : followUpsCountText(count.n));

/** "Vos relances : 3 relances à faire", or that none is yours when others are due. */
export function mineText(summary: Pick<FollowUpsSummary, "mineCount">): string {
  return summary.mineCount.n === 0 ? "Aucune relance pour vous aujourd'hui" : `Vos relances : ${countText(summary.mineCount)} à faire`;
}

/** What is left of theirs past the list: "… et 3 relances de plus pour vous.", or nothing. */
export function mineRestText(summary: Pick<FollowUpsSummary, "mine" | "mineCount">): string | null {
  const rest = summary.mineCount.n - summary.mine.length;
  if (rest <= 0) return null;
  return summary.mineCount.more ? "… et d'autres encore pour vous." : `… et ${followUpsCountText(rest)} de plus pour vous.`;
}

/** The link to the list of every owner's: "Voir les 12 relances dues dans les messages". */
export function teamLinkText(count: CappedCount): string {
  if (count.more) return `Voir plus de ${followUpsCountText(count.n)} dues dans les messages`;
  return count.n === 1 ? "Voir la relance due dans les messages" : `Voir les ${followUpsCountText(count.n)} dues dans les messages`;
}

/** 'Aujourd'hui' and the messages list filtered to the follow-ups due list them themselves: the line would only repeat them. */
export function listsFollowUpsItself(location: { pathname: string; search: string }): boolean {
  const path = location.pathname.replace(/\/+$/, "");
  if (path === TODAY_PATH) return true;
  return path === "/admin/contact" && new URLSearchParams(location.search).get(FOLLOW_UP_FILTER_PARAM) === FOLLOW_UP_FILTER_VALUE;
}
