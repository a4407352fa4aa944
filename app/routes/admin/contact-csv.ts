import { csvResponse } from "~/admin/csv";
import { messagesCsv } from "~/admin/contact/csv.server";
import { getMessages } from "~/admin/contact/queries.server";
import { parseMessageFilter } from "~/admin/contact/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/contact-csv";

/** /admin/contact.csv: the messages of the current filter, for Excel. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const messages = await getMessages(parseMessageFilter(new URL(request.url)));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(messagesCsv(messages), `messages-contact-${day}.csv`);
}
