import { EmailsPanel } from "~/admin/emails/emails-panel";
import { handleEmailsAction, loadEmailsPage } from "~/admin/emails/emails.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/emails";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadEmailsPage();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleEmailsAction(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "E-mails en attente | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  return <EmailsPanel mails={loaderData.mails} />;
}
