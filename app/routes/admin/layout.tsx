import { ExternalLink, Loader2 } from "lucide-react";
import { Link, Outlet, useLoaderData, useLocation, useNavigation } from "react-router";
import { TopTabs } from "~/admin/components/admin-tabs";
import { AdminMenuButton } from "~/admin/components/admin-menu";
import { adminSections } from "~/admin/admin-nav";
import { SignOutButton } from "~/auth/sign-out-button";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { countFailedMails } from "~/lib/mail-queue.server";
import { countNewOrders } from "~/orders/desk.server";
import { getLateReturnsSummary } from "~/admin/late-returns/late-returns.server";
import { listsLateReturnsItself } from "~/admin/late-returns/late-returns";
import { BANNER_LATE_RETURNS, LateReturnsBanner } from "~/admin/late-returns/late-returns-banner";
import { LINE_FOLLOW_UPS, listsFollowUpsItself } from "~/admin/follow-ups/follow-ups";
import { FollowUpsLine } from "~/admin/follow-ups/follow-ups-line";
import { getFollowUpsSummary } from "~/requests/follow-ups.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  // E-mails that failed after every try, and equipment late to come back (issue 23): a banner on
  // every back-office page until resent, or brought back. The requests to follow up today (issue
  // 24): a quiet line, the signed-in administrator's own first.
  const [newOrders, failedMails, lateReturns, followUps] = await Promise.all([
    countNewOrders(),
    countFailedMails(getDb()),
    getLateReturnsSummary(getDb(), BANNER_LATE_RETURNS),
    getFollowUpsSummary(getDb(), user.id, LINE_FOLLOW_UPS),
  ]);
  return { email: user.email, newOrders, failedMails, lateReturns, followUps };
}

export const meta: Route.MetaFunction = () => [{ title: "Administration | Imagine" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  const { email, newOrders, failedMails, lateReturns, followUps } = useLoaderData<typeof loader>();
  const location = useLocation();
  const { pathname } = location;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  const sections = adminSections(pathname);
  const plural = newOrders > 1 ? "s" : "";
  const newOrdersText = ` (${newOrders} nouvelle${plural} commande${plural})`;
  const count = (testId?: string) =>
    newOrders > 0 ? (
      <>
        <span
          aria-hidden
          data-testid={testId}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
        >
          {newOrders}
        </span>
        <span className="sr-only">{newOrdersText}</span>
      </>
    ) : null;
  const tabs = sections.map((section) => ({ ...section, badge: section.id === "shop" ? count("new-orders-badge") : null }));

  return (
    <div className="min-h-dvh bg-background">
      <header className="bg-night text-night-foreground">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/admin" className="flex min-w-0 items-baseline gap-2">
            <span className="font-display text-xl font-bold">Imagine</span>
            <span className="truncate text-sm text-night-muted">Administration</span>
          </Link>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-night-muted md:inline">{email}</span>
            <Link
              to="/"
              target="_blank"
              rel="noopener"
              className="hidden items-center gap-1 rounded-md px-3 py-2 text-sm hover:bg-white/10 sm:inline-flex"
            >
              Voir le site <ExternalLink className="size-4" aria-hidden />
            </Link>
            <div className="hidden sm:block">
              <SignOutButton variant="outline-night" />
            </div>
            {/* A phone's one navigation: every section and its pages (the sign-out with them). */}
            <AdminMenuButton sections={tabs.map((tab) => ({ ...tab, badge: tab.id === "shop" ? count() : null }))} email={email} badge={count()} />
          </div>
        </div>
      </header>
      <div className="hidden border-b bg-card sm:block">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <TopTabs tabs={tabs} />
        </div>
      </div>
      {/* The spec's spinner while loading: shown during any navigation inside the back office. */}
      <div className="relative mx-auto max-w-7xl px-4 py-6 sm:px-6" aria-busy={loading}>
        <div role="status" aria-live="polite" className="pointer-events-none absolute top-2 right-6 z-10">
          {loading ? (
            <span className="flex items-center gap-2 rounded-full bg-card px-3 py-1 text-xs text-muted-foreground shadow">
              <Loader2 className="size-3.5 animate-spin" aria-hidden /> Chargement…
            </span>
          ) : null}
        </div>
        <main className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {failedMails > 0 && !pathname.startsWith("/admin/emails") ? (
            <p className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm" data-testid="failed-mails-banner">
              {failedMails === 1 ? "Un e-mail n'a pas pu être envoyé" : `${failedMails} e-mails n'ont pas pu être envoyés`} malgré plusieurs essais.{" "}
              <Link to="/admin/emails" className="font-medium underline">
                Voir les e-mails en échec
              </Link>
            </p>
          ) : null}
          {/* Decided here from the location: the layout's data is not read again on every navigation. */}
          {listsLateReturnsItself(location) ? null : <LateReturnsBanner late={lateReturns} />}
          {listsFollowUpsItself(location) ? null : <FollowUpsLine summary={followUps} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
