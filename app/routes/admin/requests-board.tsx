import { BoardPage } from "~/admin/requests/board-page";
import { handleBoardAction, loadBoard, parseBoardFilter } from "~/admin/requests/board.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/requests-board";

// /admin/contact/tableau: the requests by stage (issue 24).
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  return loadBoard(parseBoardFilter(new URL(request.url)), user.id);
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleBoardAction(request, user.email);
}

export const meta: Route.MetaFunction = () => [{ title: "Tableau des demandes | Administration Imagine" }, { name: "robots", content: "noindex" }];

export default function AdminRequestsBoard({ loaderData, actionData }: Route.ComponentProps) {
  return <BoardPage data={loaderData} result={actionData} />;
}
