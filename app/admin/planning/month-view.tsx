import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { LATE_RETURN_LABEL } from "~/orders/desk-filters";
import { lateReturnsCountText } from "~/admin/late-returns/late-returns";
import { cn } from "~/lib/utils";
import { orderStatusBadgeClass, orderStatusLabel } from "~/orders/status";
import type { IsoDate } from "~/lib/calendar-dates";
import { dayTitle, rangeTitle, WEEKDAYS } from "./planning-dates";
import type { MonthRow } from "./planning-layout";
import { PlanningLegend } from "./planning-legend";
import { orderLabel } from "./planning-order";
import { planningHref, type PlanningParams } from "./planning-params";
import { FOCUS_RING, LATE_BAR_CLASS } from "./planning-styles";
import { LATE_RETURNS_ANCHOR } from "./late-returns-band";

/**
 * The month as a Monday-first grid of weeks. Each order is a bar over its days inside each week
 * it touches (one link per week, not per day, so the keyboard does not walk the same order seven
 * times); bars that go on into the previous or next week have open ends. A row draws its first
 * lanes only (MONTH_ROW_LANES); a day with more orders links to its week with their count.
 * Late returns (issue 23) are red: their bars, and a mark on today's cell leading to the list.
 */
export function MonthView({
  weeks,
  total,
  anchor,
  today,
  params,
  late,
}: {
  weeks: MonthRow[];
  total: number;
  anchor: IsoDate;
  today: IsoDate;
  params: PlanningParams;
  /** Orders late to come back, all told. */
  late: number;
}) {
  const month = anchor.slice(0, 7);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <PlanningLegend params={params} today={today} late={late > 0} />
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <div className="grid grid-cols-7 border-b bg-muted/60 text-center text-xs font-semibold text-muted-foreground">
          {WEEKDAYS.map((weekday) => (
            <div key={weekday.long} className="px-1 py-2">
              <abbr title={weekday.long} className="no-underline">
                <span className="sm:hidden">{weekday.short.slice(0, 2)}</span>
                <span className="hidden sm:inline">{weekday.short}</span>
              </abbr>
            </div>
          ))}
        </div>
        {weeks.map((row) => (
          <WeekRow key={row.days[0]} row={row} month={month} today={today} params={params} late={late} />
        ))}
      </div>
      {total === 0 ? <p className="text-sm text-muted-foreground">Aucune commande sur ces dates.</p> : null}
    </div>
  );
}

function WeekRow({ row, month, today, params, late }: { row: MonthRow; month: string; today: IsoDate; params: PlanningParams; late: number }) {
  const { days: week, segments, lanes, hidden } = row;
  const more = hidden.some((count) => count > 0);
  return (
    <div
      role="group"
      aria-label={`Semaine ${rangeTitle({ from: week[0]!, to: week[6]! })}`}
      className="grid min-h-20 grid-cols-7 border-b last:border-b-0 sm:min-h-28"
      // Row 1 holds the day numbers, one row per lane of bars, the « +N » links, then the rest of the cell.
      style={{ gridTemplateRows: `1.75rem repeat(${lanes}, auto)${more ? " auto" : ""} minmax(0.5rem, 1fr)` }}
    >
      {week.map((date, index) => {
        const outside = date.slice(0, 7) !== month;
        const isToday = date === today;
        return (
          <div
            key={date}
            style={{ gridColumn: index + 1, gridRow: "1 / -1" }}
            className={cn("border-l first:border-l-0", outside && "bg-muted/50", isToday && "bg-primary/5")}
          >
            <div className="flex items-center justify-end gap-1 p-1">
              {isToday && late > 0 ? <LateMark count={late} /> : null}
              <time
                dateTime={date}
                aria-current={isToday ? "date" : undefined}
                className={cn(
                  "inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                  outside ? "text-muted-foreground" : "font-medium",
                  isToday && "bg-primary font-bold text-primary-foreground",
                )}
              >
                {Number(date.slice(8))}
                {isToday ? <span className="sr-only"> (aujourd&apos;hui)</span> : null}
              </time>
            </div>
          </div>
        );
      })}
      {segments.map((segment) => (
        <OrderBar key={segment.order.id} segment={segment} />
      ))}
      {hidden.map((count, index) =>
        count > 0 ? (
          <Link
            key={week[index]}
            to={planningHref({ view: "semaine", anchor: week[index], showCancelled: params.showCancelled })}
            style={{ gridColumn: index + 1, gridRow: lanes + 2 }}
            className={cn(
              "relative z-[1] mx-1 my-px w-fit rounded-sm px-1 text-[11px] leading-5 font-semibold text-primary underline-offset-2 hover:underline sm:text-xs",
              FOCUS_RING,
            )}
          >
            {/* The name begins with what is seen (WCAG 2.5.3: a voice user says « +4 »). */}
            +{count}
            <span className="sr-only">{` autre${count > 1 ? "s" : ""} commande${count > 1 ? "s" : ""} le ${dayTitle(week[index]!)} : voir la semaine`}</span>
          </Link>
        ) : null,
      )}
    </div>
  );
}

function OrderBar({ segment }: { segment: MonthRow["segments"][number] }) {
  const { order } = segment;
  const cancelled = order.status === "cancelled";
  // Named by its text, so that the name begins with what is seen at each width (WCAG 2.5.3): on a
  // phone « client · 123 · statut », the client's name over two lines of the day's narrow column;
  // from the small breakpoint « CMD-000123 · client · statut » on one. The parts not shown are read
  // by screen readers only.
  return (
    <Link
      to={order.href}
      title={order.late ? `${orderLabel(order)} · ${LATE_RETURN_LABEL}` : orderLabel(order)}
      style={{ gridColumn: `${segment.column + 1} / span ${segment.span}`, gridRow: segment.lane + 2 }}
      className={cn(
        "relative z-[1] my-px flex min-w-0 items-center overflow-hidden rounded-md border px-1 py-0.5 text-[11px] leading-tight font-medium transition-[filter] hover:brightness-95 sm:h-6 sm:px-1.5 sm:py-0 sm:text-xs sm:leading-none",
        FOCUS_RING,
        "focus-visible:z-10 focus-visible:ring-offset-1",
        order.late ? LATE_BAR_CLASS : orderStatusBadgeClass(order.status),
        segment.continuesBefore ? "ml-0 rounded-l-none border-l-0" : "ml-0.5 sm:ml-1",
        segment.continuesAfter ? "mr-0 rounded-r-none border-r-0" : "mr-0.5 sm:mr-1",
      )}
    >
      <span className={cn("min-w-0 max-sm:line-clamp-2 max-sm:[overflow-wrap:anywhere] sm:truncate", cancelled && "line-through")}>
        <span className="sm:hidden">
          {order.client}
          <span className="sr-only"> · {order.number}</span>
        </span>
        <span className="hidden tabular-nums sm:inline">{order.number}</span>
        <span className="hidden sm:inline"> · {order.client}</span>
        <span className="sr-only"> · {orderStatusLabel(order.status)}</span>
        {order.late ? <span className="sr-only"> · {LATE_RETURN_LABEL}</span> : null}
      </span>
    </Link>
  );
}

/**
 * Today's cell says how many orders are late back and leads to the band that lists them: their
 * bars lie in the past, often in an earlier month. A phone's cell fits the count only, a wide one
 * the words; the name begins with what is seen at each width (WCAG 2.5.3).
 */
function LateMark({ count }: { count: number }) {
  return (
    <a
      href={`#${LATE_RETURNS_ANCHOR}`}
      title={lateReturnsCountText(count)}
      className={cn(
        "relative z-[1] mr-auto inline-flex h-5 min-w-5 items-center justify-center gap-1 rounded-full bg-destructive px-1.5 text-[11px] font-semibold text-destructive-foreground tabular-nums",
        FOCUS_RING,
      )}
    >
      <CircleAlert className="hidden size-3 shrink-0 sm:block" aria-hidden />
      <span>
        {count}
        <span className="sr-only lg:not-sr-only">{` ${count > 1 ? "retours" : "retour"} en retard`}</span>
        <span className="sr-only"> : voir la liste</span>
      </span>
    </a>
  );
}
