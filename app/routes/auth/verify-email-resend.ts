import { redirect } from "react-router";
import { VERIFY_EMAIL_PATH } from "~/auth/email-verification";
import { resendVerificationEmail } from "~/auth/email-verification.server";
import type { Route } from "./+types/verify-email-resend";

// Sending an e-mail is a change of state, so only a POST does it; a visited link shows the page.
export function loader() {
  return redirect(VERIFY_EMAIL_PATH);
}

export async function action({ request }: Route.ActionArgs) {
  return resendVerificationEmail(request, await request.formData());
}
