// The 'Départs et retours' page of one day (/admin/shop/departs-retours): the day's sheet read by
// app/orders/daily-sheet.server.ts, and on today's the orders late to come back (issue 23).

import { data } from "react-router";
import type { DbExecutor } from "~/db/executor";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { getAgencyName, getDailySheet, type DailySheet } from "~/orders/daily-sheet.server";
import { getLateReturns, type LateReturn } from "~/equipment/late-returns.server";
import { neighbourDays, parseSheetDay, SHEET_DAY_PARAM } from "./sheet-day";

export type DailySheetPage =
  | ({ ok: true; agency: string; today: IsoDate; previous: IsoDate; next: IsoDate; lateReturns: LateReturn[] } & DailySheet)
  | { ok: false; agency: string; today: IsoDate; error: string; typed: string };

/**
 * The page's loader data (the caller has run requireAdmin). A day that is not a real date answers
 * 400 with the French message, shown on the page with the day picker to choose another.
 */
export async function loadDailySheetPage(db: DbExecutor, url: URL, now: Date = new Date()) {
  const today = todayInTunis(now);
  const agency = await getAgencyName(db);
  const parsed = parseSheetDay(url.searchParams.get(SHEET_DAY_PARAM), today);
  if (!parsed.ok) {
    return data<DailySheetPage>({ ok: false, agency, today, error: parsed.error, typed: parsed.typed }, { status: 400 });
  }
  // Today's sheet also lists what is late to come back (issue 23): the first calls of the day.
  const [sheet, lateReturns] = await Promise.all([getDailySheet(db, parsed.day), parsed.day === today ? getLateReturns(db, now) : Promise.resolve([])]);
  return data<DailySheetPage>({ ok: true, agency, today, ...neighbourDays(parsed.day), ...sheet, lateReturns });
}
