import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { EventQuoteEditor } from "~/admin/requests/event-quote-editor";
import { handleEventQuoteEditorAction, loadEventQuoteEditor } from "~/admin/requests/event-quote-editor.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/event-quote";

/** The request's id from the URL; anything but a uuid is a missing request. */
function messageId(param: string | undefined): string {
  const parsed = z.uuid().safeParse(param);
  if (!parsed.success) throw data({ error: "Demande introuvable." }, { status: 404 });
  return parsed.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadEventQuoteEditor(getDb(), messageId(params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleEventQuoteEditorAction(getDb(), messageId(params.id), request, user.email);
}

// The editor's autosave (intent 'draft' with `autosave`) answers with the draft's status only:
// reloading the page's data would redraw the form under the typing.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "draft" && formData.get("autosave") === "1") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Devis événement${data ? ` — ${data.client.name}` : ""} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminEventQuote({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "state" in actionData ? actionData : undefined;
  return <EventQuoteEditor data={loaderData} state={answer?.state ?? loaderData.state} draft={answer?.draft} />;
}
