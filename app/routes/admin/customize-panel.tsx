import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/customize-panel";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Administration | Imagine" }, { name: "robots", content: "noindex" }];

export default function Admin_customize_panel() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Administration</h1>
    </main>
  );
}
