import { data, Link } from "react-router";
import { AuthShell, FormAlert } from "~/auth/auth-shell";
import {
  VERIFY_EMAIL_COPY,
  VERIFY_EMAIL_FAILURES,
  VERIFY_EMAIL_PATH,
  type VerifyEmailFailure,
} from "~/auth/email-verification";
import { getEmailStatus, verifyEmailToken } from "~/auth/email-verification.server";
import { signInPathFor } from "~/auth/redirect-to";
import { SignOutButton } from "~/auth/sign-out-button";
import { VerifyEmailNotice } from "~/auth/verify-email-notice";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/verify-email";

const ACCOUNT_PATH = "/compte";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? titleOf(loaderData) : VERIFY_EMAIL_COPY.pendingTitle} | Imagine` },
  { name: "robots", content: "noindex" },
];

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

function titleOf({ outcome, viewer }: LoaderData): string {
  if (outcome.status === "verified") return VERIFY_EMAIL_COPY.verifiedTitle;
  if (outcome.status === "changed") return VERIFY_EMAIL_COPY.changedTitle;
  if (outcome.status === "sign-in") return VERIFY_EMAIL_COPY.signInTitle;
  if (outcome.reason === "missing" && viewer) return viewer.emailVerified ? VERIFY_EMAIL_COPY.verifiedTitle : VERIFY_EMAIL_COPY.pendingTitle;
  return outcome.reason === "expired" ? VERIFY_EMAIL_COPY.expiredTitle : VERIFY_EMAIL_COPY.invalidTitle;
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { outcome, viewer } = loaderData;
  const title = titleOf(loaderData);
  const accountPath = viewer ? ACCOUNT_PATH : signInPathFor(ACCOUNT_PATH);

  if (outcome.status === "verified" || outcome.status === "changed") {
    return (
      <AuthShell
        title={title}
        subtitle={
          outcome.status === "changed"
            ? "Votre compte Imagine utilise désormais cette adresse."
            : "Merci : votre compte Imagine est confirmé."
        }
      >
        <Confirmed email={outcome.email}>
          {outcome.status === "changed"
            ? "Utilisez-la pour vous connecter. Votre ancienne adresse a reçu un message qui l'en informe."
            : "Les commandes passées avec cette adresse pourront être rattachées à votre compte."}
        </Confirmed>
        <Destinations accountPath={accountPath} />
      </AuthShell>
    );
  }

  if (outcome.status === "sign-in") {
    return (
      <AuthShell title={title} subtitle="Par sécurité, ce lien ne s'ouvre que connecté au compte qui l'a demandé.">
        <SignInFirst {...outcome} />
      </AuthShell>
    );
  }

  // No token in the link: a signed-in user sees where their confirmation stands.
  if (outcome.reason === "missing" && viewer) {
    return viewer.emailVerified ? (
      <AuthShell title={title} subtitle="Vous n'avez plus rien à faire.">
        <Confirmed email={viewer.email}>Votre adresse e-mail est confirmée.</Confirmed>
        <Destinations accountPath={accountPath} />
      </AuthShell>
    ) : (
      <AuthShell title={title} subtitle="Nous vous avons envoyé un lien de confirmation par e-mail.">
        <VerifyEmailNotice email={viewer.email} redirectTo={VERIFY_EMAIL_PATH} />
        <Destinations accountPath={accountPath} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={title} subtitle="Ce lien ne permet pas de confirmer l'adresse e-mail.">
      <div className="grid gap-5">
        <FormAlert title={VERIFY_EMAIL_FAILURES[outcome.reason]} />
        {outcome.reason === "other-account" && viewer ? (
          <div className="grid gap-3 text-sm">
            <p>
              Vous êtes connecté avec le compte <span className="font-medium wrap-anywhere">{viewer.email}</span>.
            </p>
            <SignOutButton className="justify-self-start" />
          </div>
        ) : viewer && !viewer.emailVerified ? (
          <VerifyEmailNotice email={viewer.email} redirectTo={VERIFY_EMAIL_PATH} />
        ) : viewer ? (
          <p className="text-sm text-muted-foreground">
            L'adresse <span className="font-medium text-foreground wrap-anywhere">{viewer.email}</span> de votre compte est déjà
            confirmée.
          </p>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{VERIFY_EMAIL_COPY.signInToResend}</p>
            <Button asChild variant="brand" size="lg">
              <Link to={signInPathFor(VERIFY_EMAIL_PATH)}>Se connecter</Link>
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
  return (
    <div className="grid gap-5">
      <div className="flex gap-3 rounded-lg border border-gold/60 bg-gold/10 p-4 text-sm">
        <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-gold-text" />
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold wrap-anywhere">{email}</p>
          <p className="text-muted-foreground">
            {kind === "change"
              ? "Pour que cette adresse devienne celle de votre compte, connectez-vous au compte qui a demandé le changement : il sera fait dès votre retour sur cette page."
              : "Pour confirmer cette adresse, connectez-vous au compte Imagine créé avec elle : la confirmation sera faite dès votre retour sur cette page."}
          </p>
        </div>
      </div>
      <Button asChild variant="brand" size="lg">
        <Link to={signInPath}>Se connecter</Link>
      </Button>
      <p className="text-sm text-muted-foreground">
        {kind === "change"
          ? "Vous n'avez rien demandé ? Ignorez ce lien : sans connexion à ce compte, votre adresse ne lui est pas attribuée."
          : "Vous ne connaissez pas le mot de passe de ce compte ? Sur la page de connexion, saisissez cette adresse puis choisissez « Mot de passe oublié ? » : le lien reçu dans cette boîte mail permet au titulaire de l'adresse de reprendre le compte, et déconnecte tous ceux qui y étaient connectés."}
      </p>
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
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <Button asChild variant="brand" size="lg">
        <Link to={accountPath}>Mon compte</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to="/">Retour à l'accueil</Link>
      </Button>
    </div>
  );
}
