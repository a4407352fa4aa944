import { ConversationPanel } from "~/admin/requests/conversation-panel";
import { EventQuotesPanel } from "~/admin/requests/event-quotes-panel";
import { loadEventQuotes } from "~/admin/requests/event-quotes.server";
import { RequestPage } from "~/admin/requests/request-page";
import { handleRequestAction, loadRequestPage } from "~/admin/requests/request-page.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { loadConversation, markThreadRead } from "~/requests/agency-conversation.server";
import type { Route } from "./+types/request";

// /admin/contact/demandes/<message id>: a request's file (issue 24), with its conversation and its
// event quotes. Opening it reads the client's answers: they stop counting as unread.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await loadRequestPage(params.id);
  const db = getDb();
  const [conversation, quotes] = await Promise.all([loadConversation(db, page.message.id), loadEventQuotes(db, page.message.id)]);
  if (page.request.unread > 0) await markThreadRead(db, page.message.id);
  return { ...page, conversation, quotes };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleRequestAction(params.id, request, user.email);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Demande de ${data?.message ? `${data.message.first_name} ${data.message.last_name}` : ""} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, quotes, ...page } = loaderData;
  return (
    <RequestPage
      data={page}
      result={actionData}
      conversation={conversation ? <ConversationPanel data={conversation} messageId={page.message.id} /> : null}
      quotes={<EventQuotesPanel data={quotes} messageId={page.message.id} />}
    />
  );
}
