import { calendarFeedResponse } from "~/orders/calendar-feed/calendar-feed.server";
import { getDb } from "~/db/client.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/calendar-feed";

// GET /agenda/<token>/commandes.ics: the planning's calendar feed. No session (calendar apps have
// none): the secret token in the path is the key, and anything else is the same plain 404.
export function loader({ params }: Route.LoaderArgs) {
  return calendarFeedResponse(getDb(), params.token, { publicUrl: env().PUBLIC_URL });
}
