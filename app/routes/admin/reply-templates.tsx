import { ReplyTemplatesPage } from "~/admin/requests/reply-templates-page";
import { handleTemplateAction } from "~/admin/requests/reply-templates.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { listReplyTemplates } from "~/requests/reply-templates.server";
import type { Route } from "./+types/reply-templates";

// /admin/contact/modeles: the templates of a request's composer (issue 24), which the agency edits.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { templates: await listReplyTemplates(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleTemplateAction(getDb(), await request.formData());
}

export const meta: Route.MetaFunction = () => [
  { title: "Modèles de réponse | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <ReplyTemplatesPage templates={loaderData.templates} result={actionData} />;
}
