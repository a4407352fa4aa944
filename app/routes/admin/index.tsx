import { redirect } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/index";

// /admin opens the default tab and sub-tab (customize › hero), as a real URL that can be shared.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/customize/hero");
}

export default function AdminHome() {
  return null;
}
