import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { ContactNav } from "~/admin/contact/contact-nav";
import { ConversationPanel } from "~/admin/requests/conversation-panel";
import { handleReplyAction } from "~/admin/requests/conversation.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { adminRequestPath } from "~/requests/access.server";
import { loadConversation, markThreadRead } from "~/requests/agency-conversation.server";
import type { Route } from "./+types/request-reply";

// /admin/contact/demandes/<id>/repondre (issue 24): the action of the conversation's composer,
// wherever the composer is shown; and, as a page, the conversation with its composer open, which
// is where a reply posted without JavaScript comes back when it is refused, with what was typed.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const conversation = await loadConversation(getDb(), params.id);
  if (!conversation) throw data({ error: "Demande introuvable." }, { status: 404 });
  // Shown as 'Nouveau' on this page, read from now on.
  await markThreadRead(getDb(), params.id);
  return { messageId: params.id, filePath: adminRequestPath(params.id), conversation };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleReplyAction(request, params.id, user.email);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Répondre${loaderData ? ` à ${loaderData.conversation.client.name}` : ""} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminRequestReply({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, messageId, filePath } = loaderData;
  return (
    <div className="grid gap-6">
      <ContactNav />
      <header className="grid gap-2">
        <Link to={filePath} className="flex min-h-11 w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          La demande
        </Link>
        <h1 className="font-display text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">Répondre à {conversation.client.name}</h1>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {conversation.eventType} · {conversation.client.email}
        </p>
      </header>
      <ConversationPanel data={conversation} messageId={messageId} result={actionData} composerOpen />
    </div>
  );
}
