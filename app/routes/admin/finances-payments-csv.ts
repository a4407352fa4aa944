import { csvStreamResponse } from "~/lib/csv-stream.server";
import { journalFileName, parseJournalPeriod } from "~/money/journal-period";
import { paymentsJournalStream } from "~/money/payments-journal.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { todayInTunis } from "~/lib/calendar-dates";
import type { Route } from "./+types/finances-payments-csv";

/**
 * /admin/shop/finances/paiements.csv?du=2026-03-01&au=2026-03-31: the payments journal of the
 * period, streamed. A period the form's schema refuses is a 400 with its French message, as text:
 * the form checks it before sending, so only a hand-made link meets it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const params = new URL(request.url).searchParams;
  const parsed = parseJournalPeriod({ du: params.get("du"), au: params.get("au") }, todayInTunis());
  if (!parsed.ok) {
    return new Response(parsed.error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const stream = await paymentsJournalStream(getDb(), parsed.period);
  return csvStreamResponse(stream, journalFileName(parsed.period));
}
