import { handleMessageAction } from "~/admin/contact/actions.server";
import { MessagesPanel } from "~/admin/contact/messages-panel";
import { getMessageCounts, getMessagesPage } from "~/admin/contact/queries.server";
import { parseMessageFilter } from "~/admin/contact/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = parseMessageFilter(new URL(request.url));
  const [{ messages, window }, counts] = await Promise.all([getMessagesPage(requested), getMessageCounts()]);
  // A page past the last one shows the last one, and says so in its links.
  return { filter: { ...requested, page: window.page }, messages, window, counts };
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
  return <MessagesPanel messages={loaderData.messages} window={loaderData.window} filter={loaderData.filter} counts={loaderData.counts} />;
}
