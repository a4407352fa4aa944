import { data, Link } from "react-router";
import { AuthShell, FormAlert } from "~/auth/auth-shell";
import { VERIFY_EMAIL_PATH, verifyFailureMessage, type VerifyEmailFailure } from "~/auth/email-verification";
import { getEmailStatus, verifyEmailToken } from "~/auth/email-verification.server";
import { signInPathFor } from "~/auth/redirect-to";
import { SignOutButton } from "~/auth/sign-out-button";
import { VerifyEmailNotice } from "~/auth/verify-email-notice";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor, useLocalizedPath, useMessages } from "~/i18n/messages";
import type { AuthMessages } from "~/i18n/messages/auth/fr";
import type { Route } from "./+types/verify-email";

const ACCOUNT_PATH = "/compte";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const words = messagesFor(localeOfPath(location.pathname)).auth.verify;
  return [
    { title: `${loaderData ? titleOf(loaderData, words) : words.pendingTitle} | Imagine` },
    { name: "robots", content: "noindex" },
  ];
};

// The link carries a token: never cached, never sent on as a Referer.
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

type OutcomeView =
  | { status: "verified"; email: string }
  | { status: "changed"; email: string }
  /** Signed out: the link opens only in a session of the account that asked for it. */
  | { status: "sign-in"; kind: "sign-up" | "change"; email: string; signInPath: string }
  | { status: "failed"; reason: VerifyEmailFailure };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = await verifyEmailToken(request, url.searchParams.get("token"));
  // Read after the verification, so the page shows the account as it now is.
  const viewer = await getEmailStatus(request);
  const view: OutcomeView =
    outcome.status === "failed"
      ? { status: "failed", reason: outcome.reason }
      : outcome.status === "sign-in"
        ? // Back to this very link once signed in, where it is then applied.
          { status: "sign-in", kind: outcome.kind, email: outcome.email, signInPath: signInPathFor(`${url.pathname}${url.search}`) }
        : outcome.status === "changed"
          ? { status: "changed", email: outcome.email }
          : { status: "verified", email: outcome.email };
  // Without a token, a signed-in user simply sees where their confirmation stands.
  const refused = outcome.status === "failed" && !(outcome.reason === "missing" && viewer);
  const applied = outcome.status === "verified" || outcome.status === "changed";
  return data(
    { outcome: view, viewer: viewer ? { email: viewer.email, emailVerified: viewer.emailVerified } : null },
    { status: outcome.status === "sign-in" ? 401 : refused ? 400 : 200, headers: applied ? outcome.headers : undefined },
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function titleOf({ outcome, viewer }: LoaderData, words: AuthMessages["verify"]): string {
  if (outcome.status === "verified") return words.verifiedTitle;
  if (outcome.status === "changed") return words.changedTitle;
  if (outcome.status === "sign-in") return words.signInTitle;
  if (outcome.reason === "missing" && viewer) return viewer.emailVerified ? words.verifiedTitle : words.pendingTitle;
  return outcome.reason === "expired" ? words.expiredTitle : words.invalidTitle;
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { outcome, viewer } = loaderData;
  const words = useMessages().auth.verify;
  const href = useLocalizedPath();
  const title = titleOf(loaderData, words);
  const accountPath = viewer ? href(ACCOUNT_PATH) : signInPathFor(href(ACCOUNT_PATH));
  const verifyPath = href(VERIFY_EMAIL_PATH);

  if (outcome.status === "verified" || outcome.status === "changed") {
    return (
      <AuthShell
        title={title}
        subtitle={outcome.status === "changed" ? words.changedSubtitle : words.verifiedSubtitle}
      >
        <Confirmed email={outcome.email}>{outcome.status === "changed" ? words.changedNote : words.verifiedNote}</Confirmed>
        <Destinations accountPath={accountPath} />
      </AuthShell>
    );
  }

  if (outcome.status === "sign-in") {
    return (
      <AuthShell title={title} subtitle={words.signInSubtitle}>
        <SignInFirst {...outcome} />
      </AuthShell>
    );
  }

  // No token in the link: a signed-in user sees where their confirmation stands.
  if (outcome.reason === "missing" && viewer) {
    return viewer.emailVerified ? (
      <AuthShell title={title} subtitle={words.nothingToDo}>
        <Confirmed email={viewer.email}>{words.confirmedNote}</Confirmed>
        <Destinations accountPath={accountPath} />
      </AuthShell>
    ) : (
      <AuthShell title={title} subtitle={words.linkSent}>
        <VerifyEmailNotice email={viewer.email} redirectTo={verifyPath} />
        <Destinations accountPath={accountPath} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={title} subtitle={words.failedSubtitle}>
      <div className="grid gap-5">
        <FormAlert title={verifyFailureMessage(words, outcome.reason)} />
        {outcome.reason === "other-account" && viewer ? (
          <div className="grid gap-3 text-sm">
            <p>
              {words.signedInAs.before}
              <span dir="ltr" className="font-medium wrap-anywhere">{viewer.email}</span>
              {words.signedInAs.after}
            </p>
            <SignOutButton className="justify-self-start" />
          </div>
        ) : viewer && !viewer.emailVerified ? (
          <VerifyEmailNotice email={viewer.email} redirectTo={verifyPath} />
        ) : viewer ? (
          <p className="text-sm text-muted-foreground">
            {words.alreadyConfirmed.before}
            <span dir="ltr" className="font-medium text-foreground wrap-anywhere">{viewer.email}</span>
            {words.alreadyConfirmed.after}
          </p>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{words.signInToResend}</p>
            <Button asChild variant="brand" size="lg">
              <Link to={signInPathFor(verifyPath)}>{words.signIn}</Link>
            </Button>
          </div>
        )}
      </div>
      {viewer ? <Destinations accountPath={accountPath} /> : null}
    </AuthShell>
  );
}

/**
 * A link opened signed out: nothing is applied. The owner of the address signs in and comes back
 * here; someone who does not know the account's password (another person signed up with their
 * address) takes the account back through a password reset, which reaches this inbox.
 */
function SignInFirst({ kind, email, signInPath }: { kind: "sign-up" | "change"; email: string; signInPath: string }) {
  const words = useMessages().auth.verify;
  return (
    <div className="grid gap-5">
      <div className="flex gap-3 rounded-lg border border-gold/60 bg-gold/10 p-4 text-sm">
        <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-gold-text" />
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold wrap-anywhere">{email}</p>
          <p className="text-muted-foreground">{kind === "change" ? words.changeSignIn : words.signUpSignIn}</p>
        </div>
      </div>
      <Button asChild variant="brand" size="lg">
        <Link to={signInPath}>{words.signIn}</Link>
      </Button>
      <p className="text-sm text-muted-foreground">{kind === "change" ? words.changeNotYou : words.signUpNotYou}</p>
    </div>
  );
}

function Confirmed({ email, children }: { email: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4 text-sm">
      <Icon name="circle-check-big" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold wrap-anywhere">{email}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

function Destinations({ accountPath }: { accountPath: string }) {
  const words = useMessages().auth.verify;
  const home = useLocalizedPath()("/");
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <Button asChild variant="brand" size="lg">
        <Link to={accountPath}>{words.myAccount}</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={home}>{words.backHome}</Link>
      </Button>
    </div>
  );
}
