import { Icon } from "~/components/icon";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale, useMessages } from "~/i18n/messages";

/**
 * 'Déconnexion': a plain POST to /auth/sign-out, so it works before JavaScript loads and a
 * link cannot sign anyone out (GET never changes state).
 */
export function SignOutButton({
  variant = "outline",
  className,
}: {
  variant?: "outline" | "outline-night" | "ghost" | "default";
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth/sign-out";
  const locale = useLocale();
  const label = useMessages().auth.signOut.button;
  return (
    <Form method="post" action="/auth/sign-out">
      {/* Back home in the page's language afterwards (actions.server.ts, SIGN_OUT_LOCALE_FIELD). */}
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" variant={variant} className={className} disabled={busy}>
        <Icon name="log-out" />
        {label}
      </Button>
    </Form>
  );
}
