import { useId } from "react";
import { useHydrated } from "~/hydration/use-hydrated";
import { Form, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { useMessages } from "~/i18n/messages";
import { RESEND_VERIFICATION_PATH } from "./email-verification";
import { REDIRECT_TO_PARAM } from "./redirect-to";
import type { Toast } from "~/lib/toast";

/**
 * The banner of an account whose address is not confirmed yet, with a button that e-mails a new
 * link. A plain form post: it works before JavaScript loads, and comes back to this page with a
 * toast (see resendVerificationEmail).
 */
export function VerifyEmailNotice({
  email,
  redirectTo,
  className,
}: {
  email: string;
  /** Where the resend comes back to; the current page by default. */
  redirectTo?: string;
  className?: string;
}) {
  const titleId = useId();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === RESEND_VERIFICATION_PATH;
  const words = useMessages().auth.verify;
  return (
    <section
      aria-labelledby={titleId}
      className={cx("flex gap-3 rounded-lg border border-gold/60 bg-gold/10 p-4 text-sm text-foreground", className)}
    >
      <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-gold-text" />
      <div className="grid min-w-0 gap-2">
        <p id={titleId} className="font-semibold">
          {words.notice.title.before}
          <span dir="ltr" className="wrap-anywhere">{email}</span>
          {words.notice.title.after}
        </p>
        <p className="text-muted-foreground">{words.notice.body}</p>
        <Form method="post" action={RESEND_VERIFICATION_PATH} className="mt-1">
          <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo ?? `${location.pathname}${location.search}`} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} className="h-auto min-h-9 py-1.5 whitespace-normal">
            {busy ? words.resendBusy : words.resendButton}
          </Button>
        </Form>
        <ResendAnswerBeforeHydration />
      </div>
    </section>
  );
}


/**
 * The resend's answer comes back as a flashed toast, which needs JavaScript to show. Until the
 * page hydrates (or for good, without JavaScript) the same words are written here; once
 * hydrated, the toast says it.
 */
function ResendAnswerBeforeHydration() {
  const hydrated = useHydrated();
  const toast = useRouteLoaderData<{ toast: Toast | null }>("root")?.toast;
  // The resend answers in the language of the page it comes back to: this page's.
  const words = useMessages().auth.verify;
  const answers = [words.resent, words.alreadyVerified, words.resendFailed];
  if (hydrated || !toast || !answers.includes(toast.title)) return null;
  return (
    <div role="status">
      <p className={cx("font-medium", toast.type === "error" ? "text-destructive" : "text-success")}>{toast.title}</p>
      {toast.description ? <p className="text-muted-foreground wrap-anywhere">{toast.description}</p> : null}
    </div>
  );
}
