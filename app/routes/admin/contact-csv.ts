import { csvStreamResponse } from "~/lib/csv-stream.server";
import { messagesCsvStream } from "~/admin/contact/csv.server";
import { parseMessageFilter, resolveOwner } from "~/admin/contact/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/contact-csv";

/** /admin/contact.csv: the messages of the current filter (every page), for Excel, streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  const stream = await messagesCsvStream(resolveOwner(parseMessageFilter(new URL(request.url)), user.id));
  const day = new Date().toISOString().slice(0, 10);
  return csvStreamResponse(stream, `messages-contact-${day}.csv`);
}
