import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, CircleAlert, Package } from "lucide-react";
import { Link } from "react-router";
import { ShopNav } from "~/admin/components/shop-nav";
import { cn } from "~/lib/utils";
import { MonthView } from "./month-view";
import { monthTitle, rangeTitle, weekBounds } from "./planning-dates";
import { neighbourParams, PLANNING_PATH, PLANNING_VIEW_LABELS, PLANNING_VIEWS, planningHref, type PlanningParams, type PlanningView } from "./planning-params";
import type { PlanningData } from "./planning.server";
import { FOCUS_RING } from "./planning-styles";
import { LateReturnsBand } from "./late-returns-band";
import { ProductTimeline, WindowForm } from "./product-timeline";
import { WeekView } from "./week-view";

/**
 * The back office's planning: the orders over a month or a week, or the units held per product;
 * above every view, the orders late to come back.
 */
export function PlanningPage({ data }: { data: PlanningData }) {
  const { params, today } = data;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <ShopNav />
      <header className="grid gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Planning</h1>
          <p className="text-sm text-muted-foreground">
            Ce qui sort du dépôt et quand il revient ; les unités réservées de chaque produit, jour par jour.
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewSwitch params={params} today={today} />
          {data.ok ? <PeriodNav params={params} today={today} /> : null}
        </div>
      </header>

      <LateReturnsBand late={data.lateReturns} />

      {data.ok ? (
        <section aria-labelledby="planning-period" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
          <h2 id="planning-period" className="text-xl font-bold sm:text-2xl">
            {periodTitle(params)}
          </h2>
          {data.content.kind === "month" ? (
            <MonthView
              weeks={data.content.weeks}
              total={data.content.total}
              anchor={params.anchor}
              today={today}
              params={params}
              late={data.lateReturns.count}
            />
          ) : data.content.kind === "week" ? (
            <WeekView days={data.content.days} today={today} params={params} late={data.lateReturns.count} />
          ) : (
            <ProductTimeline content={data.content} today={today} params={params} />
          )}
        </section>
      ) : (
        <div role="alert" className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-5">
          <p className="flex items-start gap-2 font-medium text-destructive">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            {data.error}
          </p>
          <Link to={PLANNING_PATH} className={cn("w-fit rounded-sm text-sm text-primary underline underline-offset-4", FOCUS_RING)}>
            Revenir au planning du mois en cours
          </Link>
        </div>
      )}
      {/* The period form again, with what was typed, to correct it. */}
      {!data.ok && params.view === "produits" ? <WindowForm params={{ ...params, window: null }} values={data.typed} /> : null}
    </div>
  );
}

function periodTitle(params: PlanningParams): string {
  if (params.view === "semaine") return `Semaine ${rangeTitle(weekBounds(params.anchor))}`;
  if (params.view === "produits" && params.window) {
    const title = rangeTitle(params.window);
    return title.charAt(0).toUpperCase() + title.slice(1);
  }
  return monthTitle(params.anchor);
}

const VIEW_ICONS: Record<PlanningView, typeof CalendarDays> = { mois: CalendarDays, semaine: CalendarRange, produits: Package };

/** Mois / Semaine / Produits, as links that keep the day the planning is on. */
function ViewSwitch({ params, today }: { params: PlanningParams; today: string }) {
  return (
    <nav aria-label="Vue du planning">
      <ul className="flex gap-1 rounded-lg bg-muted p-1">
        {PLANNING_VIEWS.map((view) => {
          const Icon = VIEW_ICONS[view];
          const active = params.view === view;
          return (
            <li key={view}>
              <Link
                to={planningHref({ view, anchor: params.anchor, category: params.category, showCancelled: params.showCancelled }, today)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                  FOCUS_RING,
                  active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {PLANNING_VIEW_LABELS[view]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const NEIGHBOUR_LABELS: Record<PlanningView, [string, string]> = {
  mois: ["Mois précédent", "Mois suivant"],
  semaine: ["Semaine précédente", "Semaine suivante"],
  produits: ["Période précédente", "Période suivante"],
};

/** Previous, today, next: links, so they work before (or without) JavaScript. */
function PeriodNav({ params, today }: { params: PlanningParams; today: string }) {
  const [previousLabel, nextLabel] = NEIGHBOUR_LABELS[params.view];
  const linkClass = cn(
    "inline-flex h-9 items-center justify-center gap-1 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-xs transition-colors hover:bg-accent",
    FOCUS_RING,
  );
  return (
    <nav aria-label="Période" className="flex items-center gap-2">
      <Link to={planningHref(neighbourParams(params, -1), today)} className={cn(linkClass, "px-2")} aria-label={previousLabel} title={previousLabel}>
        <ChevronLeft className="size-4" aria-hidden />
      </Link>
      <Link to={planningHref({ ...params, anchor: undefined, window: null }, today)} className={linkClass}>
        Aujourd&apos;hui
      </Link>
      <Link to={planningHref(neighbourParams(params, 1), today)} className={cn(linkClass, "px-2")} aria-label={nextLabel} title={nextLabel}>
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </nav>
  );
}
