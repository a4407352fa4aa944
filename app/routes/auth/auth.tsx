import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/lib/notify";
import { retryAfterOf } from "~/lib/retry-after";
import * as actions from "~/auth/actions.server";
import { AuthShell, FormAlert } from "~/auth/auth-shell";
import { REDIRECT_TO_PARAM, safeRedirectTo } from "~/auth/redirect-to";
import { ADMIN_REQUIRED_PARAM, getSessionInfo } from "~/auth/session.server";
import { SignOutButton } from "~/auth/sign-out-button";
import { AuthIntentSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/auth/schemas";
import { localeOfPath, localeOfRequest, localizedPath } from "~/i18n/locale";
import { messagesFor, useLocalizedPath, useMessages } from "~/i18n/messages";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: messagesFor(localeOfPath(location.pathname)).auth.signIn.metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const info = await getSessionInfo(request);
  const searchParams = new URL(request.url).searchParams;
  // The page that sent the visitor here (?redirectTo=/compte), a path of this site only.
  const redirectTo = safeRedirectTo(searchParams.get(REDIRECT_TO_PARAM));
  // A non-admin sent here by the back office stays, to read why and switch accounts.
  const fromBackOffice = searchParams.has(ADMIN_REQUIRED_PARAM);
  if (info && !info.isAdmin && fromBackOffice) return { adminRequiredFor: info.user.email, redirectTo };
  // SPEC §2: a signed-in visitor is sent on, back where they came from, else admins to /admin, others to /.
  if (info) throw redirect(redirectTo ?? (info.isAdmin ? "/admin" : localizedPath(localeOfRequest(request), "/")));
  return { adminRequiredFor: null, redirectTo };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = AuthIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw new Response(messagesFor(localeOfRequest(request)).auth.answers.unknownAction, { status: 400 });
  if (intent.data === "sign-up") return actions.signUp(request, form);
  if (intent.data === "forgot-password") return actions.requestPasswordReset(request, form);
  return actions.signIn(request, form);
}

// A refused sign-in, sign-up or reset (429) says when to try again in Retry-After too.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return retryAfterOf(actionHeaders);
}

type Mode = "sign-in" | "sign-up";

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const words = useMessages().auth;
  const t = words.signIn;
  const href = useLocalizedPath();

  // The mode lives in the URL, so the toggle is a plain link that works without JavaScript.
  const mode: Mode = actionData?.intent === "sign-up" || searchParams.get("mode") === "inscription" ? "sign-up" : "sign-in";
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = actionData?.fieldErrors ?? {};

  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
    // A refused password is never kept, as without JavaScript (the server never sends it back).
    if (actionData && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);

  function onForgotPassword(event: React.MouseEvent<HTMLButtonElement>) {
    // Same rule as the server, answered at once when JavaScript runs.
    if (!emailRef.current?.value.trim()) {
      event.preventDefault();
      toast.error(words.validation.emailFirst);
      emailRef.current?.focus();
    }
  }

  const signUp = mode === "sign-up";
  const { redirectTo } = loaderData;
  // The toggle keeps where to go back after signing in.
  const modeLink = (inscription: boolean) => {
    const params = new URLSearchParams(inscription ? { mode: "inscription" } : {});
    if (redirectTo) params.set(REDIRECT_TO_PARAM, redirectTo);
    const query = params.toString();
    return query ? `${href("/auth")}?${query}` : href("/auth");
  };
  return (
    <AuthShell
      title={signUp ? t.signUpTitle : t.signInTitle}
      subtitle={signUp ? t.signUpSubtitle : t.signInSubtitle}
    >
      <nav aria-label={t.modes} className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-sm font-medium">
        <ModeLink to={modeLink(false)} active={!signUp}>
          {t.signInTab}
        </ModeLink>
        <ModeLink to={modeLink(true)} active={signUp}>
          {t.signUpTab}
        </ModeLink>
      </nav>

      {loaderData.adminRequiredFor ? (
        <div role="alert" className="mb-6 grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-semibold text-destructive">{t.adminOnlyTitle}</p>
          <p>{t.adminOnly(loaderData.adminRequiredFor)}</p>
          <SignOutButton className="justify-self-start" />
        </div>
      ) : null}

      <Form method="post" className="grid gap-5" replace>
        <FormAlert title={actionData?.toast?.title} description={actionData?.toast?.description} />
        {redirectTo ? <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo} /> : null}
        <Field id="email" label={t.email} error={errors.email}>
          <Input
            ref={emailRef}
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={actionData?.values.email ?? ""}
            {...errorAria("email", errors.email)}
          />
        </Field>
        <Field
          id="password"
          label={t.password}
          error={errors.password}
          hint={signUp ? t.newPasswordHint(PASSWORD_MIN_LENGTH) : undefined}
        >
          <Input
            ref={passwordRef}
            id="password"
            name="password"
            type="password"
            autoComplete={signUp ? "new-password" : "current-password"}
            required
            minLength={signUp ? PASSWORD_MIN_LENGTH : undefined}
            maxLength={PASSWORD_MAX_LENGTH}
            {...errorAria("password", errors.password)}
          />
        </Field>

        {/* First submit button in the form: Enter in a field submits this one. */}
        <Button type="submit" name="intent" value={mode} variant="brand" size="lg" disabled={Boolean(busyIntent)}>
          {busyIntent === mode ? (signUp ? t.signUpBusy : t.signInBusy) : signUp ? t.signUpButton : t.signInButton}
        </Button>

        {signUp ? null : (
          <Button
            type="submit"
            name="intent"
            value="forgot-password"
            variant="link"
            formNoValidate
            onClick={onForgotPassword}
            disabled={Boolean(busyIntent)}
            aria-busy={busyIntent === "forgot-password"}
            className="h-auto justify-self-center p-0"
          >
            {busyIntent === "forgot-password" ? t.forgotBusy : t.forgotPassword}
          </Button>
        )}
      </Form>
    </AuthShell>
  );
}

function ModeLink({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      replace
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-center transition-colors",
        active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}
