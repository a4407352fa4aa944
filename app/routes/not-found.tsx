import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { messagesFor, useLocale, useMessages } from "~/i18n/messages";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${messagesFor(localeOfPath(location.pathname)).errors.notFoundPage} | Imagine` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  const locale = useLocale();
  const m = useMessages().errors;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-6">
      <div className="text-center">
        <h1 className="mb-4 font-sans text-5xl font-bold">404</h1>
        <p className="mb-6 text-xl text-muted-foreground">{m.notFoundTitle}</p>
        <Link to={localizedPath(locale, "/")} className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
          {m.returnHome}
        </Link>
      </div>
    </main>
  );
}
