import { handleMessageAction } from "~/admin/contact/actions.server";
import { MessagesPanel } from "~/admin/contact/messages-panel";
import { getMessageCounts, getMessagesPage, getRequestsOf } from "~/contact/messages.server";
import { getDb } from "~/db/client.server";
import { listAdmins } from "~/requests/requests.server";
import { parseMessageFilter, resolveOwner } from "~/admin/contact/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  const requested = parseMessageFilter(new URL(request.url));
  const [{ messages, window }, counts, admins] = await Promise.all([getMessagesPage(resolveOwner(requested, user.id)), getMessageCounts(), listAdmins(getDb())]);
  const requests = await getRequestsOf(messages.map((message) => message.id));
  const ownerName = (id: string | null) => (id ? (admins.find((admin) => admin.id === id)?.name ?? null) : null);
  // A page past the last one shows the last one, and says so in its links.
  return {
    filter: { ...requested, page: window.page },
    messages: messages.map((message) => {
      const request = requests.get(message.id);
      return { ...message, request: request ? { ...request, ownerName: ownerName(request.owner_id) } : null };
    }),
    window,
    counts,
    owners: admins.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleMessageAction(await request.formData());
}

export const meta: Route.MetaFunction = () => [
  { title: "Messages de contact | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminContact({ loaderData }: Route.ComponentProps) {
  return <MessagesPanel messages={loaderData.messages} window={loaderData.window} filter={loaderData.filter} counts={loaderData.counts} owners={loaderData.owners} />;
}
