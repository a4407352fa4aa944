import { ArrowDownLeft, ArrowUpRight, CircleAlert, MoveRight } from "lucide-react";
import { Icon as SpriteIcon } from "~/components/icon";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { fulfilmentLabel, timeSlotLabel } from "~/orders/fulfilment";
import { orderStatusBadgeClass, orderStatusLabel } from "~/orders/status";
import type { IsoDate } from "~/lib/calendar-dates";
import { capitalise, dayTitle, shortDate } from "./planning-dates";
import type { WeekDay } from "./planning-layout";
import { PlanningLegend } from "./planning-legend";
import { itemsSummary, type PlanningOrder } from "./planning-order";
import { SHEET_PATH } from "~/admin/departures-returns/sheet-day";
import { LATE_RETURN_LABEL } from "~/admin/orders/url-filters";
import { lateReturnsCountText } from "~/admin/late-returns/late-returns";
import type { PlanningParams } from "./planning-params";
import { FOCUS_RING, LATE_BAR_CLASS } from "./planning-styles";
import { LATE_RETURNS_ANCHOR } from "./late-returns-band";

/**
 * Monday to Sunday: what leaves the depot each day (with its time slot), what comes back, and
 * what is out. Seven columns on a wide screen, one day under the other on a phone. Each list shows
 * its first entries (WEEK_LIST_ENTRIES) and its count; the day's sheet lists every movement.
 * Late returns (issue 23) are red cards, and today's column leads to the band that lists them.
 */
export function WeekView({ days, today, params, late }: { days: WeekDay[]; today: IsoDate; params: PlanningParams; late: number }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <PlanningLegend params={params} today={today} late={late > 0} />
      <ol className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2 xl:grid-cols-7 xl:gap-2">
        {days.map((day) => (
          <li key={day.date} className="min-w-0">
            <DayColumn day={day} today={today} late={late} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function DayColumn({ day, today, late }: { day: WeekDay; today: IsoDate; late: number }) {
  const { date, counts } = day;
  const isToday = date === today;
  const empty = counts.departures + counts.returns + counts.ongoing === 0;
  const sheetHref = `${SHEET_PATH}?jour=${date}`;
  const headingId = `jour-${date}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid h-full content-start gap-3 rounded-xl border bg-card p-3 shadow-sm", isToday && "border-primary ring-1 ring-primary")}
    >
      <h3 id={headingId} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 font-sans text-sm font-semibold">
        <time dateTime={date}>{capitalise(dayTitle(date))}</time>
        {isToday ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">Aujourd&apos;hui</span>
        ) : null}
      </h3>
      {isToday && late > 0 ? (
        <a
          href={`#${LATE_RETURNS_ANCHOR}`}
          className={cn(
            "flex w-fit items-center gap-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground",
            FOCUS_RING,
          )}
        >
          <CircleAlert className="size-3.5 shrink-0" aria-hidden />
          {lateReturnsCountText(late)}
        </a>
      ) : null}
      {empty ? <p className="text-xs text-muted-foreground">Rien de prévu.</p> : null}
      <ActivityList
        title="Départs"
        icon={ArrowUpRight}
        orders={day.departures}
        count={counts.departures}
        more={{ href: sheetHref, label: `Voir les ${counts.departures} départs du jour` }}
        slot={(order) => order.departureSlot}
      />
      <ActivityList
        title="Retours"
        icon={ArrowDownLeft}
        orders={day.returns}
        count={counts.returns}
        more={{ href: sheetHref, label: `Voir les ${counts.returns} retours du jour` }}
        slot={(order) => order.returnSlot}
      />
      <ActivityList title="Sortis" icon={MoveRight} orders={day.ongoing} count={counts.ongoing} />
    </section>
  );
}

function ActivityList({
  title,
  icon: Icon,
  orders,
  count,
  more,
  slot,
}: {
  title: string;
  icon: typeof ArrowUpRight;
  /** The first entries of the list… */
  orders: PlanningOrder[];
  /** …of this many. */
  count: number;
  /** Where the whole list is, when it is longer than shown. */
  more?: { href: string; label: string };
  /** The time slot of this movement (departure or return); none for orders that are out all day. */
  slot?: (order: PlanningOrder) => string | null;
}) {
  if (orders.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden />
        {title} ({count})
      </h4>
      <ul className="grid gap-1.5">
        {orders.map((order) => (
          <li key={order.id} className={cn("grid min-w-0 gap-1 rounded-lg border px-2.5 py-2 text-xs", order.late ? LATE_BAR_CLASS : orderStatusBadgeClass(order.status))}>
            {/* One line per fact on a narrow column; the separators are only heard: « CMD-000042 · Amel Trabelsi · Confirmée ». */}
            <Link to={order.href} className={cn("grid min-w-0 rounded-sm underline-offset-2 hover:underline", FOCUS_RING)}>
              <span className="font-semibold tabular-nums">
                {order.number}
                <span className="sr-only"> · </span>
              </span>
              <span className="font-semibold break-words">
                {order.client}
                <span className="sr-only"> · </span>
              </span>
              <span className="text-[11px] font-medium opacity-90">{orderStatusLabel(order.status)}</span>
              {order.late ? (
                <span className="flex items-center gap-1 font-semibold">
                  <span className="sr-only"> · </span>
                  <CircleAlert className="size-3 shrink-0" aria-hidden />
                  {LATE_RETURN_LABEL}
                </span>
              ) : null}
            </Link>
            {slot ? (
              <>
                <span className="flex items-start gap-1">
                  <SpriteIcon name="clock" className="mt-px size-3 shrink-0" />
                  {timeSlotLabel(slot(order))}
                </span>
                <span className="flex items-start gap-1">
                  {order.fulfilment === "pickup" ? (
                    <SpriteIcon name="warehouse" className="mt-px size-3 shrink-0" />
                  ) : (
                    <SpriteIcon name="truck" className="mt-px size-3 shrink-0" />
                  )}
                  {fulfilmentLabel(order.fulfilment)}
                </span>
                {order.company ? <span className="break-words">{order.company}</span> : null}
                <span className="break-words">{itemsSummary(order.items)}</span>
              </>
            ) : (
              <span>Retour le {shortDate(order.to)}</span>
            )}
          </li>
        ))}
      </ul>
      {count > orders.length ? (
        more ? (
          <Link to={more.href} className={cn("w-fit rounded-sm text-xs font-semibold text-primary underline underline-offset-2", FOCUS_RING)}>
            {more.label}
          </Link>
        ) : (
          <p className="text-xs text-muted-foreground">
            Et {count - orders.length} autre{count - orders.length > 1 ? "s" : ""}.
          </p>
        )
      ) : null}
    </div>
  );
}
