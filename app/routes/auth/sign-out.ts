import { redirect } from "react-router";
import { signOut } from "~/auth/actions.server";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST does it; a visited link just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return signOut(request, await request.formData().catch(() => undefined));
}
