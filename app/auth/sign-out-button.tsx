import { Icon } from "~/components/icon";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

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
  return (
    <Form method="post" action="/auth/sign-out">
      <Button type="submit" variant={variant} className={className} disabled={busy}>
        <Icon name="log-out" />
        Déconnexion
      </Button>
    </Form>
  );
}
