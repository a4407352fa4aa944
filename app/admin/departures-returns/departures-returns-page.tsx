import { CalendarDays, ChevronLeft, ChevronRight, CircleAlert, FileText, Printer, RotateCcw, Truck } from "lucide-react";
import { Icon } from "~/components/icon";
import { useHydrated } from "~/hydration/use-hydrated";
import { Form, Link } from "react-router";
import { ShopNav } from "~/admin/components/shop-nav";
import { orderStatusBadgeClass, orderStatusLabel } from "~/orders/status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { timeSlotLabel, type TimeSlot } from "~/orders/fulfilment";
import { formatDate } from "~/lib/calendar-dates";
import type { DailySheetPage as PageData } from "./departures-returns.server";
import type { OrderLogistics } from "~/orders/logistics";
import { DAILY_SHEET_PRINT_CSS } from "./print-style";
import { lateReturnDue } from "~/admin/late-returns/late-returns";
import { formatSheetDay, SHEET_DAY_PARAM, SHEET_PATH, sheetPath } from "./sheet-day";

/**
 * 'Départs et retours': the day's departures, returns and orders still to confirm, for the team
 * that loads and unloads. Printed on A4 from the same page: the print style hides the back
 * office around it (print-style.ts) and the page's own controls carry `print:hidden`.
 */
export function DailySheetPage({ data }: { data: PageData }) {
  const day = data.ok ? data.day : null;
  return (
    <div data-daily-sheet className="grid gap-6">
      <style>{DAILY_SHEET_PRINT_CSS}</style>
      <div className="print:hidden">
        <ShopNav />
      </div>

      <header className="grid gap-1">
        <p className="hidden text-sm font-semibold print:block">{data.agency} — Planning location</p>
        <h1 className="font-display text-2xl font-bold sm:text-3xl print:font-sans print:text-xl">
          Départs et retours
          {day ? <span className="block text-lg font-semibold first-letter:uppercase sm:text-xl print:text-base">{formatSheetDay(day)}</span> : null}
        </h1>
      </header>

      <DayPicker data={data} />

      {data.ok ? (
        <>
          <p className="text-sm text-muted-foreground print:hidden" aria-live="polite">
            {countText(data.departures.length, "départ", "départs")} · {countText(data.returns.length, "retour", "retours")}
            {data.toConfirm.length > 0 ? ` · ${countText(data.toConfirm.length, "commande à confirmer", "commandes à confirmer")}` : ""}
          </p>
          {data.lateReturns.length > 0 ? <LateReturnsSection orders={data.lateReturns} /> : null}
          <SheetSection
            id="departures"
            title="Départs"
            icon={<Truck className="size-5" aria-hidden />}
            empty="Aucun départ ce jour-là."
            orders={data.departures}
            slotOf={(order) => order.departureSlot}
            otherDate={(order) => `Retour le ${formatDate(order.returnDate)}`}
          />
          <SheetSection
            id="returns"
            title="Retours"
            icon={<RotateCcw className="size-5" aria-hidden />}
            empty="Aucun retour ce jour-là."
            orders={data.returns}
            slotOf={(order) => order.returnSlot}
            otherDate={(order) => `Départ le ${formatDate(order.rentalDate)}`}
          />
          {data.toConfirm.length > 0 ? (
            <SheetSection
              id="to-confirm"
              title="À confirmer"
              description="Commandes nouvelles qui doivent partir ce jour-là : confirmez-les ou annulez-les avant le départ."
              icon={<CircleAlert className="size-5" aria-hidden />}
              orders={data.toConfirm}
              slotOf={(order) => order.departureSlot}
              otherDate={(order) => `Retour le ${formatDate(order.returnDate)}`}
              compact
            />
          ) : null}
        </>
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          {data.error}
        </p>
      )}
    </div>
  );
}

function countText(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** 'Retours en retard' (issue 23), in red at the top of today's sheet: units still out past their return. */
function LateReturnsSection({ orders }: { orders: Extract<PageData, { ok: true }>["lateReturns"] }) {
  return (
    <section aria-labelledby="sheet-late-title" className="grid gap-2 rounded-xl border border-destructive/40 bg-destructive/5 p-4 print:rounded-none print:border-x-0 print:bg-transparent">
      <h2 id="sheet-late-title" className="flex items-center gap-2 text-xl font-semibold text-destructive print:text-base">
        <CircleAlert className="size-5 print:hidden" aria-hidden />
        Retours en retard <span className="text-sm font-normal">({orders.length})</span>
      </h2>
      <ul className="grid gap-2">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <Link to={`/admin/shop/commandes/${order.number}/depot`} className="font-semibold text-primary tabular-nums underline-offset-4 hover:underline">
              {order.number}
            </Link>
            <span className="font-medium">
              {`${order.firstName} ${order.lastName}`.trim()}
              {order.company ? <span className="font-normal text-muted-foreground"> · {order.company}</span> : null}
            </span>
            <a href={`tel:${order.phone.replace(/\s+/g, "")}`} className="text-primary tabular-nums">
              {order.phone}
            </a>
            <span className="font-semibold text-destructive">{lateReturnDue(order)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day links and a date field that works as a plain GET form before JavaScript loads. */
function DayPicker({ data }: { data: PageData }) {
  const hydrated = useHydrated();
  const linkClass =
    "inline-flex h-9 items-center justify-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent hover:text-accent-foreground";
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border bg-card p-3 shadow-sm sm:p-4 print:hidden">
      {/* Previous and next side by side, then today: a two-column grid on phones, one row on wider screens. */}
      <nav aria-label="Changer de jour" className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
        {data.ok ? (
          <Link to={sheetPath(data.previous)} className={linkClass}>
            <ChevronLeft className="size-4" aria-hidden />
            Jour précédent
          </Link>
        ) : null}
        {data.ok ? (
          <Link to={sheetPath(data.next)} className={linkClass}>
            Jour suivant
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        ) : null}
        <Link
          to={sheetPath(data.today)}
          className={`${linkClass} col-span-2`}
          aria-current={data.ok && data.day === data.today ? "date" : undefined}
        >
          <CalendarDays className="size-4" aria-hidden />
          Aujourd'hui
        </Link>
      </nav>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="get" action={SHEET_PATH} className="flex items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="sheet-day">Aller au jour</Label>
            <Input
              key={data.ok ? data.day : "invalid"}
              id="sheet-day"
              type="date"
              name={SHEET_DAY_PARAM}
              required
              min="2000-01-01"
              max="2100-12-31"
              defaultValue={data.ok ? data.day : data.today}
              className="h-9 w-auto"
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            Afficher
          </Button>
        </Form>
        {data.ok && data.departures.length > 0 ? (
          <a href={`${SHEET_PATH}/bons-de-sortie.pdf?${SHEET_DAY_PARAM}=${data.day}`} className={linkClass}>
            <FileText className="size-4" aria-hidden />
            Bons de sortie du jour (PDF)
          </a>
        ) : null}
        {/* One order's packing list by its number: one small form rather than a link per departure,
            which on a busy day of a few hundred departures took the sheet past 300 KB. */}
        {data.ok && data.departures.length > 0 ? (
          <Form method="get" action={`${SHEET_PATH}/bons-de-sortie.pdf`} reloadDocument className="flex items-end gap-2">
            <input type="hidden" name={SHEET_DAY_PARAM} value={data.day} />
            <div className="grid gap-1.5">
              <Label htmlFor="sheet-packing-order">Bon de sortie de la commande</Label>
              <Input id="sheet-packing-order" name="commande" required inputMode="numeric" placeholder="CMD-000042" autoComplete="off" className="h-9 w-36" />
            </div>
            <Button type="submit" variant="outline" size="sm">
              <FileText aria-hidden />
              Ouvrir le bon
            </Button>
          </Form>
        ) : null}
        {hydrated ? (
          <Button type="button" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden />
            Imprimer
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function SheetSection({
  id,
  title,
  description,
  icon,
  empty,
  orders,
  slotOf,
  otherDate,
  compact,
}: {
  id: string;
  title: string;
  description?: string;
  icon: React.ReactNode;
  empty?: string;
  orders: OrderLogistics[];
  slotOf: (order: OrderLogistics) => TimeSlot | null;
  /** The other end of the rental, for context ("Retour le 25 novembre 2026"). */
  otherDate: (order: OrderLogistics) => string;
  /** A smaller, warning-coloured section (the orders to confirm). */
  compact?: boolean;
}) {
  const titleId = `sheet-${id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 print:gap-1.5">
      <div className="grid gap-0.5">
        <h2 id={titleId} className={`flex items-center gap-2 font-semibold ${compact ? "text-base" : "text-xl"} print:text-base`}>
          <span className={compact ? "text-destructive print:hidden" : "text-primary print:hidden"}>{icon}</span>
          {title}
          <span className="text-sm font-normal text-muted-foreground">({orders.length})</span>
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-5 text-center text-sm text-muted-foreground print:rounded-none print:px-0 print:py-1 print:text-left">
          {empty}
        </p>
      ) : (
        <div className="grid gap-2 print:gap-0">
          {/* Column titles of the wide layout (and of the printed sheet); on phones each order is a card. */}
          <div
            aria-hidden
            className="hidden gap-4 px-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:grid sm:grid-cols-[8.5rem_minmax(0,1.1fr)_minmax(0,1.1fr)_minmax(0,1fr)] print:border-b print:px-0 print:pb-1"
          >
            <span>Créneau</span>
            <span>Commande et client</span>
            <span>Livraison ou retrait</span>
            <span>Articles</span>
          </div>
          {/* The cards' look is given once, to the list's children (*:), not repeated on each of a busy day's cards. */}
          <ul
            className={`grid gap-2 print:gap-0 *:grid *:gap-3 *:rounded-xl *:border *:bg-card *:p-4 *:text-sm *:shadow-sm sm:*:grid-cols-[8.5rem_minmax(0,1.1fr)_minmax(0,1.1fr)_minmax(0,1fr)] sm:*:gap-4 print:*:rounded-none print:*:border-x-0 print:*:border-t-0 print:*:px-0 print:*:py-2 print:*:shadow-none ${compact ? "*:border-destructive/30" : ""}`}
            aria-label={title}
          >
            {orders.map((order) => (
              <SheetLine key={order.id} order={order} slot={slotOf(order)} otherDate={otherDate(order)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function SheetLine({ order, slot, otherDate }: { order: OrderLogistics; slot: TimeSlot | null; otherDate: string }) {
  // Short classes of app.css (.sheet-*): a busy day draws a few hundred of these lines.
  return (
    <li data-sheet-order>
      <div className="sheet-cell">
        <span className="sheet-label">Créneau</span>
        <span className={slot ? "font-semibold" : "sheet-muted"}>{timeSlotLabel(slot)}</span>
      </div>

      <div className="sheet-cell">
        <div className="sheet-row">
          {/* Not discovered ahead: a busy day draws hundreds of these links, all to the same route. */}
          <Link to={order.path} className="sheet-number" discover="none">
            {order.number}
          </Link>
          <span className={`sheet-status ${orderStatusBadgeClass(order.status)}`}>{orderStatusLabel(order.status)}</span>
        </div>
        <p className="font-medium break-words">
          {order.clientName}
          {order.company ? <span className="font-normal sheet-muted">{` · ${order.company}`}</span> : null}
        </p>
        <a href={order.phoneHref} className="sheet-with-icon w-fit text-primary tabular-nums">
          <Icon name="phone" />
          {order.phone}
        </a>
        <p className="sheet-small">{otherDate}</p>
      </div>

      <div className="sheet-cell">
        <span className="sheet-label">Livraison ou retrait</span>
        <p className="sheet-with-icon font-medium">
          <Icon name={order.fulfilment === "pickup" ? "store" : "truck"} />
          {order.fulfilmentLabel}
        </p>
        {order.address ? (
          <p className="sheet-with-icon whitespace-pre-line">
            <Icon name="map-pin" className="sheet-muted" />
            {order.address}
          </p>
        ) : null}
      </div>

      <div className="sheet-cell">
        <span className="sheet-label">Articles</span>
        <ul className="sheet-items">
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {/* One text node each (no React separator between them). */}
              <b>{`${item.quantity}\u00a0×`}</b>
              {` ${item.name}`}
              {item.from || item.to ? (
                <span className="block sheet-small">
                  du {formatDate(item.from ?? order.rentalDate)} au {formatDate(item.to ?? order.returnDate)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      {order.notes ? (
        <p className="sheet-notes">
          <b>Notes : </b>
          {order.notes}
        </p>
      ) : null}
    </li>
  );
}
