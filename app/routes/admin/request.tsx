import { RequestPage } from "~/admin/requests/request-page";
import { handleRequestAction, loadRequestPage } from "~/admin/requests/request-page.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/request";

// /admin/contact/demandes/<message id>: a request's file (issue 24).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadRequestPage(params.id);
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
  return <RequestPage data={loaderData} result={actionData} />;
}
