import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { orderStatusBadgeClass } from "~/orders/status";
import type { IsoDate } from "~/lib/pricing";
import { rangeTitle, WEEKDAYS } from "./planning-dates";
import { weekSegments, type WeekSegment } from "./planning-layout";
import { PlanningLegend } from "./planning-legend";
import { orderLabel, type PlanningOrder } from "./planning-order";
import type { PlanningParams } from "./planning-params";
import { FOCUS_RING } from "./planning-styles";

/**
 * The month as a Monday-first grid of weeks. Each order is a bar over its days inside each week
 * it touches (one link per week, not per day, so the keyboard does not walk the same order seven
 * times); bars that go on into the previous or next week have open ends.
 */
export function MonthView({
  weeks,
  orders,
  anchor,
  today,
  params,
}: {
  weeks: IsoDate[][];
  orders: PlanningOrder[];
  anchor: IsoDate;
  today: IsoDate;
  params: PlanningParams;
}) {
  const month = anchor.slice(0, 7);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <PlanningLegend params={params} today={today} />
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
        {weeks.map((week) => (
          <WeekRow key={week[0]} week={week} orders={orders} month={month} today={today} />
        ))}
      </div>
      {orders.length === 0 ? <p className="text-sm text-muted-foreground">Aucune commande sur ces dates.</p> : null}
    </div>
  );
}

function WeekRow({ week, orders, month, today }: { week: IsoDate[]; orders: PlanningOrder[]; month: string; today: IsoDate }) {
  const { segments, lanes } = weekSegments(orders, week);
  return (
    <div
      role="group"
      aria-label={`Semaine ${rangeTitle({ from: week[0]!, to: week[6]! })}`}
      className="grid min-h-20 grid-cols-7 border-b last:border-b-0 sm:min-h-28"
      // Row 1 holds the day numbers, one row per lane of bars, then the rest of the cell.
      style={{ gridTemplateRows: `1.75rem repeat(${lanes}, auto) minmax(0.5rem, 1fr)` }}
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
            <div className="flex justify-end p-1">
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
    </div>
  );
}

function OrderBar({ segment }: { segment: WeekSegment }) {
  const { order } = segment;
  const label = orderLabel(order);
  const cancelled = order.status === "cancelled";
  return (
    <Link
      to={order.href}
      aria-label={label}
      title={label}
      style={{ gridColumn: `${segment.column + 1} / span ${segment.span}`, gridRow: segment.lane + 2 }}
      className={cn(
        "relative z-[1] my-px flex h-6 min-w-0 items-center overflow-hidden rounded-md border px-1.5 text-[11px] leading-none font-medium transition-[filter] hover:brightness-95 sm:text-xs",
        FOCUS_RING,
        "focus-visible:z-10 focus-visible:ring-offset-1",
        orderStatusBadgeClass(order.status),
        segment.continuesBefore ? "ml-0 rounded-l-none border-l-0" : "ml-1",
        segment.continuesAfter ? "mr-0 rounded-r-none border-r-0" : "mr-1",
      )}
    >
      <span className={cn("truncate", cancelled && "line-through")}>
        {/* A phone's day column fits the number only; the name comes from the small breakpoint. */}
        <span className="tabular-nums sm:hidden">{order.number.replace(/^CMD-0*/, "")}</span>
        <span className="hidden tabular-nums sm:inline">{order.number}</span>
        <span className="hidden sm:inline"> · {order.client}</span>
      </span>
    </Link>
  );
}
