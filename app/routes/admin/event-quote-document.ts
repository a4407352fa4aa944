import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { getEventQuotePdf } from "~/requests/event-quotes/event-quotes.server";
import type { Route } from "./+types/event-quote-document";

/** A stored event quote of a request, as issued, for admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const id = z.uuid().safeParse(params.id);
  const doc = id.success ? await getEventQuotePdf(getDb(), id.data, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf);
}
