import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { toast } from "~/lib/notify";
import { resetPassword } from "~/auth/actions.server";
import { AuthShell, FormAlert } from "~/auth/auth-shell";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/auth/schemas";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor, useLocalizedPath, useMessages } from "~/i18n/messages";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: messagesFor(localeOfPath(location.pathname)).auth.reset.metaTitle },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  // The e-mail's link carries the token; Better Auth's own redirect would add ?error=INVALID_TOKEN.
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return { token: url.searchParams.has("error") ? "" : token };
}

export async function action({ request }: Route.ActionArgs) {
  return resetPassword(request, await request.formData());
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const tokenError = errors.token?.[0];
  const formRef = useRef<HTMLFormElement>(null);
  const words = useMessages().auth;
  const t = words.reset;
  const signInPath = useLocalizedPath()("/auth");

  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
    // A refused password is never kept, as without JavaScript (the server never sends it back).
    if (actionData) formRef.current?.reset();
  }, [actionData]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // The server checks the same rules (ResetPasswordSchema); this answers at once.
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const message =
      password.length < PASSWORD_MIN_LENGTH
        ? words.validation.passwordTooShort(PASSWORD_MIN_LENGTH)
        : password !== String(form.get("confirmPassword") ?? "")
          ? words.validation.passwordsDiffer
          : null;
    if (message) {
      event.preventDefault();
      toast.error(message);
    }
  }

  if (!loaderData.token) {
    return (
      <AuthShell title={t.title} subtitle={t.invalidSubtitle}>
        <FormAlert title={words.answers.resetError} />
        <Button asChild variant="brand" size="lg" className="mt-6 w-full">
          <Link to={signInPath}>{t.askAgain}</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t.title} subtitle={t.subtitle}>
      <Form ref={formRef} method="post" className="grid gap-5" onSubmit={onSubmit} noValidate replace>
        <FormAlert title={actionData?.toast?.title ?? tokenError} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field id="password" label={t.newPassword} error={errors.password} hint={t.hint(PASSWORD_MIN_LENGTH)}>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            {...errorAria("password", errors.password)}
          />
        </Field>
        <Field id="confirmPassword" label={t.confirm} error={errors.confirmPassword}>
          <Input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...errorAria("confirmPassword", errors.confirmPassword)}
          />
        </Field>
        <Button type="submit" variant="brand" size="lg" disabled={busy}>
          {busy ? t.busy : t.submit}
        </Button>
        <Link to={signInPath} className="justify-self-center text-sm text-primary underline-offset-4 hover:underline">
          {t.backToSignIn}
        </Link>
      </Form>
    </AuthShell>
  );
}
