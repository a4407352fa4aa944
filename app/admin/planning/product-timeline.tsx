import { Search, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ListPager } from "~/components/list-pager";
import { cn } from "~/lib/utils";
import { RENTAL_CATEGORIES } from "~/lib/rental-categories";
import type { DateRange, IsoDate } from "~/lib/calendar-dates";
import { dayTitle, FIRST_YEAR, LAST_YEAR, MAX_WINDOW_DAYS, monthTitle, rangeTitle, weekdayIndex } from "./planning-dates";
import { PLANNING_PATH, planningHref, type PlanningParams } from "./planning-params";
import type { PlanningContent } from "./planning.server";
import { FOCUS_RING } from "./planning-styles";
import { shortDays, timelineCell } from "./planning-timeline";

type TimelineContent = Extract<PlanningContent, { kind: "timeline" }>;

export const BUFFER_NOTE = "Les jours de préparation et de vérification (jours tampon) comptent comme des jours réservés.";

/**
 * One row per product, one column per day: the units held that day (confirmed and in-progress
 * orders, buffer days included, as getDailyHeld counts them) over the stock. A day where more
 * units are held than owned is marked. The table scrolls inside its own box; the product names
 * stay in view.
 */
export function ProductTimeline({ content, today, params }: { content: TimelineContent; today: IsoDate; params: PlanningParams }) {
  const { days, products, pages, window: shown } = content;
  const regionRef = useRef<HTMLDivElement>(null);
  // Once in the browser, bring today's column into view when the window holds it (a phone shows
  // about seven days); without JavaScript the table simply starts on the window's first day.
  useEffect(() => {
    const region = regionRef.current;
    const todayHeader = region?.querySelector<HTMLElement>("th[data-today]");
    const nameHeader = region?.querySelector<HTMLElement>("thead th");
    if (!region || !todayHeader || !nameHeader || region.scrollWidth <= region.clientWidth) return;
    region.scrollLeft = Math.max(0, todayHeader.offsetLeft - nameHeader.offsetWidth - 2 * todayHeader.offsetWidth);
  }, [shown.from, shown.to]);
  const period = params.window ? rangeTitle(shown) : monthTitle(shown.from).toLowerCase();
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <CategoryFilter params={params} today={today} />
      <WindowForm params={params} values={shown} />
      <TimelineLegend />
      {products.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-6 text-center text-sm text-muted-foreground">Aucun produit dans cette catégorie.</p>
      ) : (
        <div
          ref={regionRef}
          role="region"
          aria-labelledby="timeline-caption"
          // Focusable, so the keyboard can scroll the table sideways. Positioned, so the cells'
          // visually hidden texts (absolutely placed) scroll with it instead of widening the page.
          tabIndex={0}
          className={cn("relative max-w-full overflow-x-auto rounded-xl border bg-card shadow-sm", FOCUS_RING)}
        >
          <table className="w-max min-w-full border-separate border-spacing-0 text-xs">
            <caption id="timeline-caption" className="sr-only">
              Unités réservées sur le stock, par produit et par jour, {period}
            </caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-20 border-r border-b bg-muted px-3 py-2 text-left font-semibold whitespace-nowrap text-muted-foreground"
                >
                  Produit
                </th>
                {days.map((date) => (
                  <th
                    key={date}
                    scope="col"
                    data-today={date === today ? "" : undefined}
                    className={cn("min-w-8 border-b bg-muted px-0.5 py-1.5 text-center font-medium", weekdayIndex(date) >= 5 && "bg-muted/60")}
                  >
                    <span aria-hidden className="block text-[10px] text-muted-foreground uppercase">
                      {dayTitle(date).slice(0, 2)}
                    </span>
                    <span
                      aria-hidden
                      className={cn(
                        "mx-auto inline-flex size-6 items-center justify-center rounded-full tabular-nums",
                        date === today && "bg-primary font-bold text-primary-foreground",
                      )}
                    >
                      {Number(date.slice(8))}
                    </span>
                    <span className="sr-only">
                      {dayTitle(date)}
                      {date === today ? " (aujourd'hui)" : ""}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((product) => {
                const short = shortDays(product.held, product.stock);
                return (
                  <tr key={product.id}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 w-36 max-w-36 border-r border-b bg-card px-3 py-2 text-left align-top font-normal sm:w-52 sm:max-w-52"
                    >
                      <span className="block font-semibold break-words">{product.name}</span>
                      <span className="block text-muted-foreground">
                        {product.stock === null ? "Stock non limité" : `Stock : ${product.stock}`}
                        <span className="hidden sm:inline">
                          {" "}
                          · tampon {product.buffers.before} j avant, {product.buffers.after} j après
                        </span>
                      </span>
                      {!product.isAvailable ? (
                        <span className="mt-1 inline-block rounded-full border bg-muted px-1.5 py-px text-[10px] font-medium text-muted-foreground">
                          Hors location
                        </span>
                      ) : null}
                      {short > 0 ? (
                        <span className="mt-1 flex items-center gap-1 font-medium text-destructive">
                          <TriangleAlert className="size-3 shrink-0" aria-hidden />
                          {short} jour{short > 1 ? "s" : ""} en dépassement
                        </span>
                      ) : null}
                    </th>
                    {days.map((date, index) => {
                      const cell = timelineCell(product.held[index] ?? 0, product.stock);
                      return (
                        <td
                          key={date}
                          data-date={date}
                          className={cn(
                            "border-b border-l px-0.5 py-2 text-center text-[11px] whitespace-nowrap tabular-nums",
                            weekdayIndex(date) >= 5 && "bg-muted/40",
                            cell.held === 0 && "text-muted-foreground",
                            cell.held > 0 && "bg-primary/10 font-semibold text-secondary-foreground",
                            cell.short && "bg-destructive/15 font-bold text-destructive",
                            date === today && "shadow-[inset_0_0_0_1px_var(--color-primary)]",
                          )}
                        >
                          {cell.short ? <TriangleAlert className="mx-auto mb-0.5 size-3" aria-hidden /> : null}
                          <span aria-hidden>{cell.text}</span>
                          <span className="sr-only">
                            {cell.spoken}
                            {cell.short ? " — Stock dépassé" : ""}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages.pageCount > 1 ? (
        <ListPager
          window={pages}
          hrefFor={(page) => planningHref({ ...params, page }, today)}
          label="Pages des produits"
          noun={["produit", "produits"]}
        />
      ) : null}
      <p className="text-xs text-muted-foreground">{BUFFER_NOTE}</p>
    </div>
  );
}

/** The categories as links (a GET filter that needs no script). */
function CategoryFilter({ params, today }: { params: PlanningParams; today: IsoDate }) {
  return (
    <nav aria-label="Catégories">
      <ul className="flex flex-wrap gap-1.5">
        {RENTAL_CATEGORIES.map((category) => {
          const active = params.category === category.id;
          return (
            <li key={category.id}>
              <Link
                to={planningHref({ ...params, category: category.id, page: 1 }, today)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center rounded-full border px-3 py-1 text-sm font-medium transition-colors",
                  FOCUS_RING,
                  active ? "border-primary bg-primary text-primary-foreground" : "bg-card text-foreground hover:bg-accent",
                )}
              >
                {category.id === "all" ? "Tous" : category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Another window than the month: a GET form, checked by the loader (at most MAX_WINDOW_DAYS days). */
export function WindowForm({ params, values }: { params: Pick<PlanningParams, "category" | "window">; values: { from: string; to: string } | DateRange }) {
  return (
    <Form method="get" action={PLANNING_PATH} className="flex w-fit max-w-full flex-wrap items-end gap-3 rounded-xl border bg-card p-3">
      <input type="hidden" name="vue" value="produits" />
      {params.category !== "all" ? <input type="hidden" name="categorie" value={params.category} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor="planning-du">Du</Label>
        <Input id="planning-du" name="du" type="date" min={`${FIRST_YEAR}-01-01`} max={`${LAST_YEAR}-12-31`} defaultValue={values.from} className="w-40" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="planning-au">Au</Label>
        <Input id="planning-au" name="au" type="date" min={`${FIRST_YEAR}-01-01`} max={`${LAST_YEAR}-12-31`} defaultValue={values.to} className="w-40" />
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Afficher la période
      </Button>
      <p className="self-center text-xs text-muted-foreground">{MAX_WINDOW_DAYS} jours au plus.</p>
    </Form>
  );
}

function TimelineLegend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground" aria-label="Légende">
      <li className="flex items-center gap-1.5">
        <span className="rounded border bg-primary/10 px-1.5 py-0.5 font-semibold text-secondary-foreground tabular-nums">3/5</span>
        unités réservées / stock
      </li>
      <li className="flex items-center gap-1.5">
        <span className="rounded border px-1.5 py-0.5 tabular-nums">2/∞</span>
        stock non limité
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-flex items-center gap-1 rounded border bg-destructive/15 px-1.5 py-0.5 font-bold text-destructive tabular-nums">
          <TriangleAlert className="size-3" aria-hidden />
          6/5
        </span>
        stock dépassé
      </li>
    </ul>
  );
}
