import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { Toaster, useFlashToast } from "./components/toaster";
import { replayEarlyTaps } from "./hydration/early-taps";
import { applyWholeStylesheetWhenNeeded } from "./hydration/whole-stylesheet";
import { useNonce } from "./lib/nonce";
import { directionOf, isMiscasedLocalePrefix, localeOfPath } from "./i18n/locale";
import { useMessages } from "./i18n/messages";
import stylesheet from "./app.css?url";
import arabicStylesheet from "./arabic.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  // `/EN/` is not English (ADR 021): React Router matches an index route's prefix whatever its case.
  if (isMiscasedLocalePrefix(new URL(request.url).pathname)) throw data(null, { status: 404 });
  const { getToast } = await import("./lib/toast.server");
  const { toast, headers } = await getToast(request);
  return data({ toast }, { headers: headers ?? undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page's language is its URL's (ADR 021), so an error page keeps it too.
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#140c24" />
        {/* In production the server writes the stylesheets into the page (entry.server.tsx). */}
        {import.meta.env.DEV && <link rel="stylesheet" href={stylesheet} precedence="default" />}
        {import.meta.env.DEV && locale === "ar" && <link rel="stylesheet" href={arabicStylesheet} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useFlashToast(toast);
  // Marks the document as hydrated (browser tests that need the page's JavaScript wait for it)
  // and replays the taps made before hydration (hydration/early-taps.ts). The effects of the
  // page's components, islands included, have run by now: their listeners are in place.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyTaps();
    applyWholeStylesheetWhenNeeded();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const m = useMessages().errors;
  let title = m.title;
  let details = m.details;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = m.notFoundTitle;
      details = m.notFoundDetails;
    } else {
      title = `Erreur ${error.status}`;
      details = typeof error.data === "string" && error.data ? error.data : error.statusText || details;
    }
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${title} | Imagine`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{details}</p>
      <a href="/" className="text-primary underline underline-offset-4">
        {m.backHome}
      </a>
    </main>
  );
}
