import { BellRing, CalendarClock, ShieldAlert, CircleAlert, CircleCheck, FileWarning, Handshake, Inbox, MessageSquareReply, PackageCheck, RotateCcw, Truck, type LucideIcon } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { formatSheetDay, sheetPath } from "~/admin/departures-returns/sheet-day";
import type { DeskActionResult } from "~/admin/desk-result";
import { depotPath, LATE_RETURNS_DESK_PATH, lateReturnDue } from "~/admin/late-returns/late-returns";
import { replyPath } from "~/admin/requests/reply-result";
import { useDeskToast } from "~/admin/use-desk-toast";
import { buttonVariants } from "~/components/ui/button-variants";
import type { DepotDayList, DepotDayOrder } from "~/equipment/depot-day.server";
import { formatDate } from "~/lib/calendar-dates";
import { formatDateTimeFr } from "~/lib/dates";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { GATEWAY_LABELS } from "~/money/payment-status";
import type { CappedCount } from "~/lib/search.server";
import { daysLate } from "~/money/overdue";
import { timeSlotLabel } from "~/orders/fulfilment";
import type { OrderToConfirm } from "~/orders/to-confirm.server";
import { FOLLOW_UPS_LIST_PATH, followUpDueText, isOverdueFollowUp } from "~/requests/follow-ups";
import { stageLabel } from "~/requests/stages";
import {
  confirmAction,
  countBadge,
  countValue,
  departureAction,
  departureState,
  moreText,
  nothingToDoText,
  holdAction,
  reminderAction,
  returnAction,
  returnState,
  TODAY_SECTIONS,
  wonAction,
  type DepotState,
  type NextAction,
  type TodaySectionKey,
} from "./today";
import type { TodayDay, TodayPageData } from "./today.server";

/** The page's actions post through one fetcher: its answer (the toast) outlives the row it removes. */
const ACTIONS_KEY = "today-actions";

const NEW_ORDERS_PATH = "/admin/shop?status=new";
const OVERDUE_DESK_PATH = "/admin/shop?paiement=late";
const MESSAGES_PATH = "/admin/contact";

const link = "font-semibold text-primary underline-offset-4 hover:underline";
const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

/**
 * 'Aujourd'hui' (issue 38): where the staff land. Each section says how many, lists the first
 * few with the one thing to do next, and leads to the whole list; the empty ones are gathered
 * into one line at the end, « Rien à faire : … », so that what needs someone comes first.
 */
export function TodayPage({ data }: { data: TodayPageData }) {
  const actions = useFetcher<DeskActionResult>({ key: ACTIONS_KEY });
  useDeskToast(actions.data);
  const counts: Record<TodaySectionKey, number> = {
    depot: data.days.reduce((sum, day) => sum + day.departures.count + day.returns.count, 0),
    late: data.lateReturns.count,
    accepted: data.acceptedOrders.count + data.acceptedRequests.count,
    confirm: data.toConfirm.count,
    replies: countValue(data.replies.count),
    followUps: countValue(data.followUps.count),
    overdue: countValue(data.overdue.count),
    holds: countValue(data.holds.count),
  };
  const keys = Object.keys(TODAY_SECTIONS) as TodaySectionKey[];
  const empty = keys.filter((key) => counts[key] === 0);
  const nothing = nothingToDoText(empty);
  const title = formatSheetDay(data.today);

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Aujourd'hui</h1>
        <p className="text-sm text-muted-foreground first-letter:uppercase">{title}</p>
      </header>

      {empty.length < keys.length ? <Summary keys={keys.filter((key) => counts[key] > 0)} counts={counts} data={data} /> : null}

      <div className="grid min-w-0 items-start gap-4 lg:grid-cols-2">
        {counts.depot > 0 ? <DepotSection days={data.days} /> : null}
        {counts.late > 0 ? <LateSection data={data} /> : null}
        {counts.accepted > 0 ? <AcceptedSection data={data} /> : null}
        {counts.confirm > 0 ? <ConfirmSection data={data} /> : null}
        {counts.replies > 0 ? <RepliesSection data={data} /> : null}
        {counts.followUps > 0 ? <FollowUpsSection data={data} /> : null}
        {counts.overdue > 0 ? <OverdueSection data={data} /> : null}
        {counts.holds > 0 ? <HoldsSection data={data} /> : null}
      </div>

      {nothing ? (
        <p className="flex items-start gap-2 rounded-xl border border-dashed bg-card px-4 py-3 text-sm text-muted-foreground" data-testid="today-nothing">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>
            <span className="font-semibold text-foreground">{empty.length === keys.length ? "Rien à faire aujourd'hui" : "Rien à faire"}</span> : {nothing}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The sections that have something, with their counts: anchors to jump to on a phone. */
function Summary({ keys, counts, data }: { keys: TodaySectionKey[]; counts: Record<TodaySectionKey, number>; data: TodayPageData }) {
  const capped: Partial<Record<TodaySectionKey, CappedCount>> = { replies: data.replies.count, followUps: data.followUps.count, overdue: data.overdue.count, holds: data.holds.count };
  return (
    <nav aria-label="Ce qui vous attend">
      <ul className="flex flex-wrap gap-2">
        {keys.map((key) => (
          <li key={key}>
            <a
              href={`#${TODAY_SECTIONS[key].id}`}
              className="inline-flex min-h-9 items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium shadow-xs hover:border-primary/40 hover:text-primary"
            >
              {TODAY_SECTIONS[key].title}
              <span className="rounded-full bg-secondary px-2 text-xs font-semibold text-secondary-foreground tabular-nums">{countBadge(capped[key] ?? counts[key])}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({
  sectionKey,
  icon: Icon,
  count,
  tone = "text-primary",
  wide,
  all,
  children,
}: {
  sectionKey: TodaySectionKey;
  icon: LucideIcon;
  count: CappedCount | number;
  tone?: string;
  wide?: boolean;
  /** The whole list, elsewhere in the back office. */
  all?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const { id, title } = TODAY_SECTIONS[sectionKey];
  const titleId = `${id}-titre`;
  return (
    <section id={id} aria-labelledby={titleId} className={`grid min-w-0 scroll-mt-4 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5 ${wide ? "lg:col-span-2" : ""}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden />
          {title}
          <span className="rounded-full bg-secondary px-2 font-sans text-sm font-semibold text-secondary-foreground tabular-nums">{countBadge(count)}</span>
        </h2>
        {all ? (
          <Link to={all.to} className={`${link} text-sm`}>
            {all.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** One row: what it is on the left, its next step on the right (below it on a narrow screen). */
function Row({ children, action, subject }: { children: React.ReactNode; action: NextAction; subject: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5 text-sm">{children}</div>
      <ActionControl action={action} subject={subject} />
    </li>
  );
}

function Rows({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul className="grid divide-y" aria-label={label}>
      {children}
    </ul>
  );
}

function More({ count, listed }: { count: CappedCount | number; listed: number }) {
  const text = moreText(count, listed);
  return text ? <p className="text-sm text-muted-foreground">{text}</p> : null;
}

const actionClass = buttonVariants({ variant: "outline", size: "sm", className: "min-h-11 sm:min-h-9" });
const primaryActionClass = buttonVariants({ variant: "default", size: "sm", className: "min-h-11 sm:min-h-9" });

/**
 * The row's next step. A link, or a small form posted to the order's own resource: through the
 * page's fetcher with JavaScript (a toast, the page read again), as a plain form without it (the
 * order page then shows the answer).
 */
function ActionControl({ action, subject }: { action: NextAction; subject: string }) {
  const fetcher = useFetcher<DeskActionResult>({ key: ACTIONS_KEY });
  const label = (
    <>
      {action.label}
      <span className="sr-only"> {subject}</span>
    </>
  );
  if (action.kind === "link") {
    return (
      <Link to={action.to} className={actionClass}>
        {label}
      </Link>
    );
  }
  const busy = fetcher.state !== "idle" && fetcher.formAction === action.action;
  return (
    <fetcher.Form method="post" action={action.action}>
      {action.kind === "status" ? <input type="hidden" name="to" value={action.to} /> : null}
      <button type="submit" className={action.kind === "status" ? primaryActionClass : actionClass} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </button>
    </fetcher.Form>
  );
}

function Client({ name, company }: { name: string; company: string | null }) {
  return (
    <span className="min-w-0 font-medium break-words">
      {name}
      {company ? <span className="font-normal text-muted-foreground"> · {company}</span> : null}
    </span>
  );
}

function OrderHead({ number, path, client, company }: { number: string; path: string; client: string; company: string | null }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <Link to={path} className={`${link} tabular-nums`}>
        {number}
      </Link>
      <Client name={client} company={company} />
    </p>
  );
}

const STATE_TONES: Record<DepotState["tone"], string> = {
  todo: "border-info/30 bg-info/10 text-info",
  partial: "border-gold/60 bg-gold/15 text-gold-text",
  done: "border-success/30 bg-success/10 text-success",
  warning: "border-destructive/30 bg-destructive/10 text-destructive",
};

function StateBadge({ state }: { state: DepotState }) {
  return <span className={`w-fit rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_TONES[state.tone]}`}>{state.text}</span>;
}

function DepotSection({ days }: { days: TodayPageData["days"] }) {
  const count = days.reduce((sum, day) => sum + day.departures.count + day.returns.count, 0);
  return (
    <Section sectionKey="depot" icon={Truck} count={count} wide>
      <div className="grid gap-5 lg:grid-cols-2 lg:gap-6">
        {days.map((day, index) => (
          <DepotDay key={day.day} day={day} title={index === 0 ? "Aujourd'hui" : "Demain"} />
        ))}
      </div>
    </Section>
  );
}

function DepotDay({ day, title }: { day: TodayDay; title: string }) {
  const headingId = `depot-${day.day}`;
  return (
    <div className="grid min-w-0 content-start gap-3" role="group" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b pb-2">
        <h3 id={headingId} className="font-sans font-semibold">
          {title} <span className="font-normal text-muted-foreground">· {formatDate(day.day)}</span>
        </h3>
        <Link to={sheetPath(day.day)} className={`${link} text-sm`}>
          {title === "Aujourd'hui" ? "Feuille du jour" : "Feuille de demain"}
        </Link>
      </div>
      {day.departures.count + day.returns.count === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun départ ni retour.</p>
      ) : (
        <>
          <DepotList title="Départs" icon={Truck} list={day.departures} kind="departures" empty="Aucun départ." />
          <DepotList title="Retours" icon={RotateCcw} list={day.returns} kind="returns" empty="Aucun retour." />
        </>
      )}
    </div>
  );
}

function DepotList({ title, icon: Icon, list, kind, empty }: { title: string; icon: LucideIcon; list: DepotDayList; kind: "departures" | "returns"; empty: string }) {
  return (
    <div className="grid gap-1.5">
      <h4 className="flex items-center gap-1.5 font-sans text-sm font-semibold text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {title} ({list.count})
      </h4>
      {list.count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <Rows label={title}>
            {list.orders.map((order) => (
              <DepotRow key={order.id} order={order} kind={kind} />
            ))}
          </Rows>
          <More count={list.count} listed={list.orders.length} />
        </>
      )}
    </div>
  );
}

function DepotRow({ order, kind }: { order: DepotDayOrder; kind: "departures" | "returns" }) {
  const state = kind === "departures" ? departureState(order) : returnState(order);
  const action = kind === "departures" ? departureAction(order) : returnAction(order);
  return (
    <Row action={action} subject={order.number}>
      <OrderHead number={order.number} path={order.path} client={order.client} company={order.company} />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground">{order.slot ? timeSlotLabel(order.slot) : "Sans créneau"}</span>
        <StateBadge state={state} />
      </p>
    </Row>
  );
}

function LateSection({ data }: { data: TodayPageData }) {
  const late = data.lateReturns;
  return (
    <Section sectionKey="late" icon={CircleAlert} tone="text-destructive" count={late.count} all={{ to: LATE_RETURNS_DESK_PATH, label: "Tous les retours en retard" }}>
      <Rows label={TODAY_SECTIONS.late.title}>
        {late.orders.map((order) => (
          <Row key={order.id} action={{ kind: "link", label: "Ouvrir le dépôt", to: depotPath(order) }} subject={order.number}>
            <OrderHead number={order.number} path={order.href} client={order.client} company={order.company} />
            <p className="font-medium text-destructive">{lateReturnDue(order)}</p>
          </Row>
        ))}
      </Rows>
      <More count={late.count} listed={late.orders.length} />
    </Section>
  );
}

function departureText(order: OrderToConfirm): string {
  return `Départ le ${formatDate(order.rentalDate)}${order.departureSlot ? `, ${timeSlotLabel(order.departureSlot).toLocaleLowerCase("fr-FR")}` : ""}`;
}

function AcceptedSection({ data }: { data: TodayPageData }) {
  const { acceptedOrders: orders, acceptedRequests: requests } = data;
  return (
    <Section sectionKey="accepted" icon={Handshake} tone="text-success" count={orders.count + requests.count}>
      {orders.count > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="font-sans text-sm font-semibold text-muted-foreground">Locations : à confirmer ({orders.count})</h3>
          <Rows label="Devis de location acceptés">
            {orders.orders.map((order) => (
              <Row key={order.id} action={confirmAction(order)} subject={order.number}>
                <OrderHead number={order.number} path={order.path} client={order.client} company={order.company} />
                <p>
                  Devis {order.accepted!.quote} accepté par {order.accepted!.name} le {formatDateTimeFr(order.accepted!.at)}
                </p>
                <p className="text-muted-foreground">
                  {departureText(order)} · {amount(order.totalTtc)} TTC
                </p>
              </Row>
            ))}
          </Rows>
          <More count={orders.count} listed={orders.orders.length} />
        </div>
      ) : null}
      {requests.count > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="font-sans text-sm font-semibold text-muted-foreground">Demandes : à passer en « Gagnée » ({requests.count})</h3>
          <Rows label="Devis événement acceptés">
            {requests.quotes.map((quote) => (
              <Row key={quote.messageId} action={wonAction(quote)} subject={quote.client}>
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <Link to={quote.href} className={`${link} min-w-0 break-words`}>
                    {quote.client}
                  </Link>
                  <span className="text-muted-foreground">
                    {quote.eventType} · {stageLabel(quote.stage)}
                  </span>
                </p>
                <p>
                  Devis {quote.quote}
                  {quote.version > 1 ? ` (version ${quote.version})` : ""} accepté{quote.acceptedName ? ` par ${quote.acceptedName}` : ""} le {formatDateTimeFr(quote.acceptedAt)}
                </p>
                <p className="text-muted-foreground">{amount(quote.totalTtc)} TTC</p>
              </Row>
            ))}
          </Rows>
          <More count={requests.count} listed={requests.quotes.length} />
        </div>
      ) : null}
    </Section>
  );
}

function ConfirmSection({ data }: { data: TodayPageData }) {
  const { toConfirm } = data;
  return (
    <Section sectionKey="confirm" icon={PackageCheck} count={toConfirm.count} all={{ to: NEW_ORDERS_PATH, label: "Toutes les commandes nouvelles" }}>
      <Rows label={TODAY_SECTIONS.confirm.title}>
        {toConfirm.orders.map((order) => (
          <Row key={order.id} action={confirmAction(order)} subject={order.number}>
            <OrderHead number={order.number} path={order.path} client={order.client} company={order.company} />
            <p className="text-muted-foreground">
              {departureText(order)} · {amount(order.totalTtc)} TTC
            </p>
          </Row>
        ))}
      </Rows>
      <More count={toConfirm.count} listed={toConfirm.orders.length} />
    </Section>
  );
}

function RepliesSection({ data }: { data: TodayPageData }) {
  const { replies } = data;
  return (
    <Section sectionKey="replies" icon={MessageSquareReply} count={replies.count} all={{ to: MESSAGES_PATH, label: "Tous les messages" }}>
      <Rows label={TODAY_SECTIONS.replies.title}>
        {replies.replies.map((reply) => (
          <Row key={reply.messageId} action={{ kind: "link", label: "Répondre", to: replyPath(reply.messageId) }} subject={reply.client}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={reply.href} className={`${link} min-w-0 break-words`}>
                {reply.client}
              </Link>
              <span className="text-muted-foreground">
                {reply.eventType} · {stageLabel(reply.stage)}
              </span>
            </p>
            <p className="font-medium">
              {reply.unread > 1 ? `${reply.unread} réponses non lues` : "1 réponse non lue"}
              {reply.at ? <span className="font-normal text-muted-foreground">, la dernière le {formatDateTimeFr(reply.at)}</span> : null}
            </p>
            {reply.excerpt ? <p className="break-words text-muted-foreground italic">« {reply.excerpt} »</p> : null}
          </Row>
        ))}
      </Rows>
      <More count={replies.count} listed={replies.replies.length} />
    </Section>
  );
}

function FollowUpsSection({ data }: { data: TodayPageData }) {
  const { followUps, today } = data;
  return (
    <Section sectionKey="followUps" icon={BellRing} tone="text-gold-text" count={followUps.count} all={{ to: FOLLOW_UPS_LIST_PATH, label: "Toutes les relances dues" }}>
      <Rows label={TODAY_SECTIONS.followUps.title}>
        {followUps.lines.map((line) => (
          <Row key={line.messageId} action={{ kind: "link", label: "Relancer", to: line.href }} subject={line.client}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={line.href} className={`${link} min-w-0 break-words`}>
                {line.client}
              </Link>
              <span className="text-muted-foreground">
                {line.eventType} · {stageLabel(line.stage)}
              </span>
            </p>
            <p className={isOverdueFollowUp(line.followUpOn, today) ? "font-medium text-gold-text" : "text-muted-foreground"}>
              <CalendarClock className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
              Relance {followUpDueText(line.followUpOn, today)}
            </p>
          </Row>
        ))}
      </Rows>
      <More count={followUps.count} listed={followUps.lines.length} />
    </Section>
  );
}

function OverdueSection({ data }: { data: TodayPageData }) {
  const { overdue, today } = data;
  return (
    <Section sectionKey="overdue" icon={FileWarning} tone="text-destructive" count={overdue.count} all={{ to: OVERDUE_DESK_PATH, label: "Toutes les factures en retard" }}>
      <Rows label={TODAY_SECTIONS.overdue.title}>
        {overdue.invoices.map((invoice) => {
          const late = daysLate(invoice.dueOn, today);
          return (
            <Row key={invoice.id} action={reminderAction(invoice)} subject={invoice.number}>
              <OrderHead number={invoice.number} path={invoice.path} client={invoice.client} company={invoice.company} />
              <p>
                <span className="font-semibold tabular-nums">{amount(invoice.owed)}</span> à payer
                {invoice.invoiceNumber ? ` sur ${invoice.invoiceNumber}` : ""}, échue le {formatDate(invoice.dueOn)}{" "}
                <span className="font-medium text-destructive">
                  ({late} jour{late > 1 ? "s" : ""} de retard)
                </span>
              </p>
              <p className="text-muted-foreground">
                <Inbox className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
                {invoice.lastReminderAt ? `Dernière relance le ${formatDateTimeFr(invoice.lastReminderAt)}` : "Aucune relance envoyée"}
              </p>
            </Row>
          );
        })}
      </Rows>
      <More count={overdue.count} listed={overdue.invoices.length} />
    </Section>
  );
}

/** Cautions held on a client's card that the bank lets go soon: give back or keep before then. */
function HoldsSection({ data }: { data: TodayPageData }) {
  const { holds } = data;
  return (
    <Section sectionKey="holds" icon={ShieldAlert} tone="text-gold-text" count={holds.count}>
      <Rows label={TODAY_SECTIONS.holds.title}>
        {holds.holds.map((hold) => {
          return (
            <Row key={hold.number} action={holdAction(hold)} subject={hold.number}>
              <OrderHead number={hold.number} path={hold.path} client={hold.client} company={hold.company} />
              <p>
                <span className="font-semibold tabular-nums">{amount(hold.amount)}</span> bloqués sur la carte ({GATEWAY_LABELS[hold.gateway]}),{" "}
                <span className="font-medium text-destructive">
                  {hold.ended ? "expirée le" : "jusqu'au"} {formatDateTimeFr(hold.expiresAt)}
                </span>
              </p>
              <p className="text-muted-foreground">Retour prévu le {formatDate(hold.returnDate)}</p>
            </Row>
          );
        })}
      </Rows>
      <More count={holds.count} listed={holds.holds.length} />
    </Section>
  );
}
