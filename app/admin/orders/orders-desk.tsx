import { Banknote, ClipboardList, Download, Hourglass, LoaderCircle, Package, Sparkles } from "lucide-react";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { formatDateTimeFr, formatDayFr } from "~/lib/dates";
import { DeskFilters } from "~/admin/desk-filters";
import { PAYMENT_FILTER_LABELS, PAYMENT_STATUS_LABELS, storedPaymentSummary } from "~/money/payment-status";
import { daysLate, isOverdue } from "~/money/overdue";
import { isReturnLate } from "~/equipment/late-return";
import { OverdueBadge, PaymentStatusBadge } from "./payment-status-badge";
import { ListPager } from "~/components/list-pager";
import type { PageWindow } from "~/lib/pagination";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskCardFetcher, useDeskUndo } from "~/admin/use-desk-toast";
import { OrderStatusBadge } from "~/admin/components/order-status-badge";
import { Button } from "~/components/ui/button";
import type { RentalOrderItem } from "~/db/schema";
import { cn } from "~/lib/utils";
import {
  formatOrderNumber,
  ORDER_STATUS_LABELS,
  transitionsFrom,
  type OrderTransition,
} from "~/orders/status";
import { decimalToCents, formatPrice, lineTotal } from "~/lib/pricing";
import { orderPagePath } from "~/orders/path";
import { quoteBadge } from "~/orders/quote-staleness";
import { EMPTY_ORDERS, LATE_RETURN_FILTER, LATE_RETURN_LABEL, ORDER_SORTS, orderFilterSearch, type OrderFilter } from "~/orders/desk-filters";
import { ShopNav } from "~/admin/components/shop-nav";

/** An order as the loader sends it. */
export type OrderView = {
  id: string;
  order_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  rental_date: string;
  return_date: string;
  delivery_address: string;
  notes: string | null;
  items: RentalOrderItem[];
  total_amount: string;
  total_ttc: string;
  paid_amount: string;
  credited_ttc: string;
  charges_due_ttc?: string;
  /** The standing invoice's due day (issue 22): past it with a balance, 'En retard'. */
  invoice_due_on?: string | null;
  deposit: string;
  invoice_number: string | null;
  deposit_held: string | null;
  quote_accepted?: number | null;
  /** The latest quote's version when the order was edited after it. */
  quote_stale?: number | null;
  /** Units out of the depot and not back (issue 23). */
  equipment_out?: number;
  return_slot?: string | null;
  status: string;
  created_at: Date | string;
};

export type DashboardView = { total: number; new: number; inProgress: number; revenue: string };

/** The orders desk's shared fetcher (use-desk-toast.ts). */
const ORDERS_DESK = "orders-desk";

export function OrdersDesk({
  orders,
  window,
  dashboard,
  filter,
}: {
  orders: OrderView[];
  window: PageWindow;
  dashboard: DashboardView;
  filter: OrderFilter;
}) {
  const { documentResult } = useDeskUndo(ORDERS_DESK);
  const filtered = filter.status !== "all" || filter.payment !== "all" || filter.q !== "";
  // Above and below the list; two navigation landmarks, so two names.
  const pager = (label: string) => (
    <ListPager window={window} hrefFor={(page) => `/admin/shop${orderFilterSearch({ ...filter, page })}`} label={label} noun={["commande", "commandes"]} />
  );

  return (
    // Tighter on a phone: the first order on the first screen (issue 38).
    <section aria-labelledby="orders-title" className="grid gap-4 sm:gap-6">
      <ShopNav />
      <header className="flex items-end justify-between gap-3 sm:flex-wrap sm:gap-4">
        <div className="min-w-0">
          <h1 id="orders-title" className="text-xl font-bold sm:text-2xl">
            Commandes de location
          </h1>
          <p className="text-sm text-muted-foreground">{filter.sort === "rental" ? "Les locations à venir en premier." : "Les plus récentes en premier."}</p>
        </div>
        <Button asChild variant="outline" size="sm" className="h-11 sm:h-9">
          <a href={`/admin/shop.csv${orderFilterSearch({ ...filter, page: undefined })}`} download>
            <Download aria-hidden />
            <span>
              <span className="sr-only sm:not-sr-only">Exporter en </span>CSV
            </span>
          </a>
        </Button>
      </header>

      <Dashboard dashboard={dashboard} />
      <DeskFilters
        path="/admin/shop"
        idPrefix="order"
        filter={filter}
        allLabel="Toutes les commandes"
        statusLabels={{ ...ORDER_STATUS_LABELS, [LATE_RETURN_FILTER]: LATE_RETURN_LABEL }}
        searchPlaceholder="N° (CMD-000042), client, e-mail, téléphone, article…"
        sorts={ORDER_SORTS}
        extra={{ name: "paiement", label: "Paiement", value: filter.payment, allLabel: "Tous les paiements", labels: PAYMENT_FILTER_LABELS }}
      />
      {documentResult ? <DeskResultLine result={documentResult} /> : null}

      {orders.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
          <Package className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{filtered && dashboard.total > 0 ? "Aucune commande ne correspond à ces critères." : EMPTY_ORDERS}</p>
          {filtered && dashboard.total > 0 ? (
            <Link to="/admin/shop" className="text-sm text-primary underline underline-offset-4">
              Voir toutes les commandes
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-3">
          {pager("Pages des commandes")}
          {/* Column titles of the wide layout; on phones each order is a card. */}
          <div
            aria-hidden
            className="hidden gap-4 px-5 text-xs font-semibold tracking-wide text-muted-foreground uppercase xl:grid xl:grid-cols-[8.5rem_minmax(0,1fr)_9.5rem_minmax(0,1.3fr)_7.5rem_12.5rem]"
          >
            <span>Commande</span>
            <span>Client</span>
            <span>Location</span>
            <span>Articles</span>
            <span className="text-right">Total TTC</span>
            <span>Actions</span>
          </div>
          <ul className="grid gap-3" aria-label="Commandes">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
          {pager("Pages des commandes, bas de la liste")}
        </div>
      )}
    </section>
  );
}

function Dashboard({ dashboard }: { dashboard: DashboardView }) {
  const figures = [
    { label: "Total des commandes", value: dashboard.total.toLocaleString("fr-FR"), icon: ClipboardList, tone: "text-primary" },
    { label: "Nouvelles commandes", value: dashboard.new.toLocaleString("fr-FR"), icon: Sparkles, tone: "text-info" },
    { label: "Commandes en cours", value: dashboard.inProgress.toLocaleString("fr-FR"), icon: Hourglass, tone: "text-gold-text" },
    {
      label: "Chiffre d'affaires total",
      value: formatPrice(decimalToCents(dashboard.revenue) ?? 0n),
      icon: Banknote,
      tone: "text-success",
      note: "HT, commandes confirmées, en cours et terminées",
      // A whole row below the large breakpoint: years of revenue ('105 272 648,08 DT') overflow a third of one.
      wide: true,
    },
  ];
  // Small tiles on a phone, the three counts on one row and the revenue on the next (its note for
  // screen readers only); the office's four cards from the large breakpoint.
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4" aria-label="Tableau de bord des commandes">
      {figures.map(({ label, value, icon: Icon, tone, note, wide }) => (
        <div key={label} className={cn("grid min-w-0 gap-0.5 rounded-xl border bg-card px-3 py-2 shadow-sm max-sm:content-start sm:gap-1 sm:p-4", wide && "col-span-3 lg:col-span-1")}>
          <dt className="flex min-w-0 items-start gap-1.5 text-xs font-medium text-muted-foreground sm:items-center sm:gap-2 sm:text-sm">
            <Icon className={cn("hidden size-4 shrink-0 sm:block", tone)} aria-hidden />
            {label}
          </dt>
          <dd className="font-display text-lg font-bold tabular-nums sm:text-2xl">{value}</dd>
          {note ? <dd className="sr-only text-xs text-muted-foreground sm:not-sr-only">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function transitionButtonVariant(transition: OrderTransition) {
  if (transition.to === "confirmed") return "default" as const;
  if (transition.to === "cancelled") return "outline" as const;
  return "secondary" as const;
}

function OrderRow({ order }: { order: OrderView }) {
  const fetcher = useDeskCardFetcher(ORDERS_DESK, order.id);
  const { busy, busyIntent, busyTarget } = fetcher;
  const number = formatOrderNumber(order.order_number);
  const fullName = `${order.first_name} ${order.last_name}`.trim();
  const transitions = transitionsFrom(order.status);

  return (
    <article
      aria-label={`Commande ${number}`}
      className={cn(
        // Compact on a phone: who, when, how much and what to do; the e-mail, the address, the
        // lines and the notes wait on the order's page (from the small breakpoint, all of it).
        "grid gap-2.5 rounded-xl border bg-card p-4 shadow-sm transition-opacity sm:gap-4 sm:p-5",
        "xl:grid-cols-[8.5rem_minmax(0,1fr)_9.5rem_minmax(0,1.3fr)_7.5rem_12.5rem] xl:items-start",
        order.status === "new" && "border-info/40",
        busyIntent === "delete" && "opacity-50",
      )}
    >
      {/* Number, date and status (beside the number on phones, beneath it on wide screens) */}
      <div className="flex items-start justify-between gap-3 xl:flex-col xl:justify-start xl:gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-sans text-base font-semibold tabular-nums">
            {/* On a phone the number is the way in (no 'Ouvrir' button there): a thumb's height. */}
            <Link to={orderPagePath(order.order_number)} className="text-primary underline-offset-4 hover:underline max-sm:-my-2.5 max-sm:inline-flex max-sm:min-h-11 max-sm:items-center">
              {number}
              <span className="sr-only"> : ouvrir la commande</span>
            </Link>
          </h2>
          <p className="text-xs text-muted-foreground">
            <time dateTime={new Date(order.created_at).toISOString()}>{formatDateTimeFr(order.created_at)}</time>
          </p>
          {order.invoice_number ? <p className="text-xs font-medium tabular-nums">Facture {order.invoice_number}</p> : null}
          <DeskQuoteBadge accepted={order.quote_accepted ?? null} stale={order.quote_stale ?? null} />
          {order.equipment_out && isReturnLate({ returnDate: order.return_date, returnSlot: order.return_slot ?? null, outstanding: order.equipment_out }) ? (
            <p className="text-xs font-semibold text-destructive">
              {LATE_RETURN_LABEL} : {order.equipment_out} unité{order.equipment_out > 1 ? "s" : ""} dehors
            </p>
          ) : null}
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      {/* Customer */}
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          {fullName}
          {order.company ? <span className="font-normal text-muted-foreground"> · {order.company}</span> : null}
        </p>
        <a href={`mailto:${order.email}`} className="hidden min-w-0 items-center gap-1.5 text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline sm:flex">
          <Icon name="mail" className="size-3.5 shrink-0" />
          {order.email}
        </a>
        <a href={`tel:${order.phone.replace(/\s+/g, "")}`} className="flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
          <Icon name="phone" className="size-3.5 shrink-0" />
          {order.phone}
        </a>
        <p className="hidden items-start gap-1.5 text-muted-foreground sm:flex">
          <Icon name="map-pin" className="mt-0.5 size-3.5 shrink-0" />
          <span className="break-words">{order.delivery_address}</span>
        </p>
      </div>

      {/* Rental dates (one line on a phone), and the items in one line there */}
      <div className="flex flex-wrap gap-x-1 text-sm xl:grid xl:gap-0.5">
        <p>
          <span className="text-muted-foreground">Du </span>
          {formatDayFr(order.rental_date)}
        </p>
        <p>
          <span className="text-muted-foreground">au </span>
          {formatDayFr(order.return_date)}
        </p>
        <p className="line-clamp-1 w-full text-muted-foreground sm:hidden">{order.items.map((item) => `${item.name} × ${item.quantity}`).join(", ")}</p>
      </div>

      {/* Items */}
      <div className="hidden gap-2 text-sm sm:grid">
        <ul className="grid gap-1" aria-label={`Articles de la commande ${number}`}>
          {order.items.map((item, index) => (
            <li key={`${item.id}-${index}`} className="grid">
              <span className="font-medium">{item.name}</span>
              <span className="flex flex-wrap justify-between gap-x-3 text-muted-foreground">
                <span>
                  × {item.quantity} × {item.totalDays} jour{item.totalDays > 1 ? "s" : ""}
                </span>
                <span className="tabular-nums">
                  {formatPrice(lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {order.notes ? (
          <p className="rounded-md bg-muted/60 px-3 py-2 text-xs break-words whitespace-pre-line">
            <span className="font-semibold">Notes : </span>
            {order.notes}
          </p>
        ) : null}
      </div>

      {/* Total */}
      <div className="grid gap-0.5 border-t pt-3 text-sm xl:border-0 xl:pt-0 xl:text-right">
        <p className="flex items-baseline justify-between gap-2 xl:block">
          <span className="text-muted-foreground xl:sr-only">Total TTC</span>
          <span className="text-base font-bold tabular-nums">{formatPrice(decimalToCents(order.total_ttc) ?? 0n)}</span>
          <span className="hidden text-xs text-muted-foreground xl:block">TTC</span>
        </p>
        <DeskPaymentStatus order={order} />
        {order.deposit_held ? (
          <p className="flex items-baseline justify-between gap-2 text-xs font-medium xl:block">
            <span>Caution reçue</span> <span className="tabular-nums">{formatPrice(decimalToCents(order.deposit_held) ?? 0n)}</span>
          </p>
        ) : (decimalToCents(order.deposit) ?? 0n) > 0n ? (
          <p className="flex items-baseline justify-between gap-2 text-xs text-muted-foreground xl:block">
            <span>Caution</span> <span className="tabular-nums">{formatPrice(decimalToCents(order.deposit) ?? 0n)}</span>
          </p>
        ) : null}
      </div>

      {/* Actions: exactly the transitions of the order's status, then delete */}
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-2 xl:flex-col xl:items-stretch">
          {transitions.map((transition) => (
            <fetcher.Form method="post" key={transition.to} className="grow sm:grow-0 xl:grow">
              <input type="hidden" name="id" value={order.id} />
              <input type="hidden" name="to" value={transition.to} />
              <Button
                type="submit"
                name="intent"
                value="set-status"
                size="sm"
                variant={transitionButtonVariant(transition)}
                className={cn("h-11 w-full sm:h-9", transition.to === "cancelled" && "text-destructive hover:text-destructive")}
                disabled={busy}
              >
                {busyTarget === transition.to ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                {transition.label}
              </Button>
            </fetcher.Form>
          ))}
          <Button asChild size="sm" variant="outline" className="grow max-sm:hidden sm:grow-0 xl:grow">
            <Link to={orderPagePath(order.order_number)} aria-label={`Ouvrir la commande ${number}`}>
              <Icon name="file-text" />
              Ouvrir
            </Link>
          </Button>
          {/* On a phone the bin alone (its name says what it deletes), beside the other actions. */}
          <fetcher.Form method="post" className="sm:grow-0 xl:grow">
            <input type="hidden" name="id" value={order.id} />
            <Button
              type="submit"
              name="intent"
              value="delete"
              size="sm"
              variant="ghost"
              className="size-11 text-destructive hover:bg-destructive/10 hover:text-destructive sm:h-9 sm:w-full"
              disabled={busy}
              aria-label={`Supprimer la commande ${number}`}
            >
              {busyIntent === "delete" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Icon name="trash" />}
              <span className="sr-only sm:not-sr-only">Supprimer</span>
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </article>
  );
}

/**
 * The order's payment status under its total, once it matters: something was paid, or the order
 * is sold (confirmed, in progress, completed). A new or cancelled order with nothing paid says nothing.
 */
function DeskPaymentStatus({ order }: { order: Pick<OrderView, "status" | "total_ttc" | "paid_amount" | "credited_ttc" | "charges_due_ttc" | "invoice_due_on"> }) {
  const summary = storedPaymentSummary(order);
  if (summary.paid === 0n && !["confirmed", "in_progress", "completed"].includes(order.status)) return null;
  const late = isOverdue({ ...order, invoice_due_on: order.invoice_due_on ?? null });
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 text-xs xl:justify-end">
      {late ? <OverdueBadge days={daysLate(order.invoice_due_on!)} /> : null}
      <PaymentStatusBadge status={summary.status} label={PAYMENT_STATUS_LABELS[summary.status]} />
      {summary.status === "partial" ? <span className="text-muted-foreground tabular-nums">reste {formatPrice(summary.due)}</span> : null}
    </p>
  );
}

/** 'Devis accepté (v2)', or the latest quote 'Périmé' once the order was edited after it. */
function DeskQuoteBadge({ accepted, stale }: { accepted: number | null; stale: number | null }) {
  const version = stale ?? accepted;
  const badge = version === null ? null : quoteBadge({ version, stale: stale !== null }, accepted);
  if (!badge) return null;
  return <p className={cn("text-xs font-medium", badge.stale ? "text-amber-800" : "text-success")}>{badge.label}</p>;
}
