import { FEED_PATH } from "~/orders/calendar-feed/calendar-feed.server";
import { createFeedToken, getFeedToken, regenerateFeedToken } from "~/orders/calendar-feed/feed-token.server";
import type { DeskActionResult } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { CALENDAR_FEED_TOASTS as T, webcalUrl, type CalendarFeedSettings } from "./calendar-feed-settings";

export async function getCalendarFeedSettings(publicUrl: string): Promise<CalendarFeedSettings> {
  const token = await getFeedToken(getDb());
  if (!token) return { url: null, webcalUrl: null };
  const url = `${new URL(publicUrl).origin}${FEED_PATH(token)}`;
  return { url, webcalUrl: webcalUrl(url) };
}

const missingRow: DeskActionResult = { ok: false, status: 404, error: T.missingRow, toast: { title: T.failed, description: T.missingRow } };

/** 'Créer l'adresse de l'agenda': keeps an existing address (see createFeedToken). */
export async function createCalendarFeedAction(): Promise<DeskActionResult> {
  const result = await createFeedToken(getDb());
  if (!result) return missingRow;
  if (!result.created) return { ok: true, toast: { title: T.kept, description: T.keptDescription } };
  logger.info("Adresse de l'agenda créée");
  return { ok: true, toast: { title: T.created, description: T.createdDescription } };
}

/** 'Générer une nouvelle adresse': the old one answers 404 from this moment. */
export async function regenerateCalendarFeedAction(): Promise<DeskActionResult> {
  if (!(await regenerateFeedToken(getDb()))) return missingRow;
  logger.info("Nouvelle adresse de l'agenda : l'ancienne est révoquée");
  return { ok: true, toast: { title: T.regenerated, description: T.regeneratedDescription } };
}
