import { CalendarArrowDown, CalendarArrowUp, Check, CircleX, FileText, MapPin, Warehouse } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useLocale, useMessages, type Messages } from "~/i18n/messages";
import { formatDateTime, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { ClientContactCard } from "~/components/client-contact-card";
import { ClientCard, ClientPage, ClientPageColumns } from "~/components/client-page";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { ClientOrder } from "./client-order.server";
import { CANCEL_REASON_MAX } from "./client-order-limits";
import { orderStatusBadgeClass } from "~/orders/status";
import { decimalToCents, formatPriceIn, lineTotal, signedDecimalToCents } from "~/lib/pricing";
import { categoryName, timeSlotText } from "~/rental/shop-labels";
import { vatRateLabel } from "~/lib/vat-rates";
import { QuoteAcceptanceForm } from "./quote-acceptance-form";
import { StaleQuoteBadge } from "~/orders/stale-quote-badge";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { StatementTable } from "~/money/statement/statement-table";
import { NewOrderConfirmation } from "./new-order-confirmation";
import { OnlinePaymentCard } from "~/payments/online-payment-card";

export type ClientCancelResult =
  | { ok: true; message: string }
  | { ok: false; message: string; reason: string }
  | { ok: false; intent: "accept-quote"; message: string; name: string }
  | { ok: false; intent: "pay"; message: string };

const STEPS = ["new", "confirmed", "in_progress", "completed"] as const;

/** An amount of the order's figures in the page's language. */
const priceIn = (locale: Locale) => (decimal: string) => formatPriceIn(locale, decimalToCents(decimal) ?? 0n);

type OrderMessages = Messages["shop"]["order"];

/**
 * The client's view of their order: progress, lines, totals, documents, contact, cancel; right
 * after the checkout, the confirmation first (`confirmation`: the page's own address).
 */
export function ClientOrderPage({
  order,
  result,
  confirmation = null,
}: {
  order: ClientOrder;
  result: ClientCancelResult | undefined;
  confirmation?: { followUrl: string } | null;
}) {
  const navigation = useNavigation();
  const locale = useLocale();
  const shop = useMessages().shop;
  const m = shop.order;
  const price = priceIn(locale);
  const date = (day: string) => formatDay(locale, day);
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  const latestQuote = order.documents.find((doc) => doc.kind === "quote");
  const documents = order.documents.filter((doc) => doc.kind !== "quote" || doc === latestQuote);

  return (
    <ClientPage
      eyebrow={m.eyebrow}
      title={
        <>
          {m.title}
          <span className="whitespace-nowrap">{order.number}</span>
        </>
      }
      badge={<span className={cn("rounded-full border px-3 py-0.5 text-sm font-semibold", orderStatusBadgeClass(order.status))}>{m.statuses[order.status] ?? order.status}</span>}
      intro={m.intro(order.client.firstName, formatDateTime(locale, order.createdAt))}
    >
      {confirmation ? <NewOrderConfirmation order={order} followUrl={confirmation.followUrl} /> : null}

      {result ? (
        <p role={result.ok ? "status" : "alert"} className={cn("rounded-lg border px-4 py-3 text-sm font-medium", result.ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10")}>
          {result.message}
        </p>
      ) : null}

      {order.actionsClosed && result?.message !== LINK_ACTIONS_CLOSED_MESSAGE && result?.message !== m.linkClosed ? (
        <p role="note" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          {m.linkClosed}
        </p>
      ) : null}

      <Progress status={order.status} m={m} />

      <ClientPageColumns
        main={
          <>
            <ClientCard titleId="client-lines-title" title={m.equipment} className="gap-4 p-5">
              <p className="text-sm text-muted-foreground">
                {m.period(date(order.rentalDate), date(order.returnDate))}
              </p>
              <ul className="grid gap-3" aria-label={m.items}>
                {order.items.map((item, index) => (
                  <li key={index} className="flex items-start gap-3 border-b pb-3 last:border-0 last:pb-0">
                    {item.image ? (
                      <img src={item.image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg border bg-muted object-cover" />
                    ) : null}
                    <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                      <p className="font-medium break-words">{item.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {m.itemLine(categoryName(shop, item.category), item.quantity, price(item.price), item.totalDays)}
                        {item.from && item.to ? m.itemDates(date(item.from), date(item.to)) : ""}
                      </p>
                    </div>
                    <p className="shrink-0 text-sm font-semibold tabular-nums">
                      {formatPriceIn(locale, lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
                    </p>
                  </li>
                ))}
              </ul>
              <Fulfilment order={order} />
            </ClientCard>

            {order.payment && order.statement ? (
              <ClientCard titleId="client-statement-title" title={m.statementTitle} className="gap-4 p-5">
                <p className="text-sm text-muted-foreground">{m.statementIntro}</p>
                <StatementTable
                  statement={order.statement}
                  pdfHref={order.statementHref}
                  dueTestId="client-due"
                  documentHref={(number) => order.documents.find((doc) => doc.number === number && doc.kind !== "quote")?.href}
                />
              </ClientCard>
            ) : null}

            {order.quote ? (
              <QuoteAcceptanceForm
                quote={order.quote}
                href={order.documents.find((doc) => doc.id === order.quote?.documentId)?.href}
                failure={result && !result.ok && "intent" in result && result.intent === "accept-quote" ? result : undefined}
              />
            ) : null}
            {order.onlinePayment ? (
              <OnlinePaymentCard offer={order.onlinePayment} refusal={result && !result.ok && "intent" in result && result.intent === "pay" ? result.message : undefined} />
            ) : null}
            {order.status === "new" && !order.actionsClosed ? <CancelForm result={result} cancelling={cancelling} /> : null}
          </>
        }
        asideLabel={m.asideLabel}
        aside={
          <>
            <ClientCard titleId="client-totals-title" title={m.amount}>
              <dl className="grid gap-1.5 text-sm">
                <Row label={m.subtotal} value={price(order.figures.subtotal)} />
                {(decimalToCents(order.figures.discount) ?? 0n) > 0n ? <Row label={m.discount} value={`−${price(order.figures.discount)}`} /> : null}
                {(decimalToCents(order.figures.deliveryFee) ?? 0n) > 0n ? <Row label={m.deliveryFee} value={price(order.figures.deliveryFee)} /> : null}
                {order.figures.vatByRate.map((line) => (
                  <Row key={line.rate} label={m.vat(vatRateLabel(line.rate))} value={price(line.vat)} />
                ))}
                <Row label={m.stampDuty} value={price(order.figures.stampDuty)} />
                <div className="mt-1 flex justify-between gap-3 border-t pt-2 text-base font-bold">
                  <dt>{m.totalTtc}</dt>
                  <dd className="tabular-nums">{price(order.figures.totalTtc)}</dd>
                </div>
                {order.payment ? <Row label={m.payment} value={m.paymentStatuses[order.payment.state] ?? order.payment.status} /> : null}
                <DepositRows order={order} m={m} price={price} />
              </dl>
              {order.payment && order.statement ? (
                <p className="text-xs text-muted-foreground">
                  {m.paidAndDueBefore}
                  <a href="#client-statement-title" className="text-primary underline underline-offset-4">
                    {m.paidAndDueLink}
                  </a>
                  {m.paidAndDueAfter}
                </p>
              ) : null}
            </ClientCard>

            <ClientCard titleId="client-documents-title" title={m.documents}>
              {documents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.noDocuments}</p>
              ) : (
                <ul className="grid gap-2">
                  {documents.map((doc) => (
                    <li key={doc.id}>
                      <a href={doc.href} className="flex items-center gap-3 rounded-lg border px-3 py-2 text-sm hover:bg-muted" rel="noreferrer">
                        <FileText className="size-4 shrink-0 text-primary" aria-hidden />
                        <span className="grid">
                          <span className="font-medium">
                            {doc.kind === "quote" ? m.quoteDocument(doc.number, doc.version) : `${m.documentTitles[doc.kind]} ${doc.number}`}
                          </span>
                          <span className="text-xs text-muted-foreground">{m.documentTotal(formatPriceIn(locale, signedDecimalToCents(doc.totalTtc) ?? 0n))}</span>
                          {order.quote?.stale && doc.id === order.quote.documentId ? <StaleQuoteBadge className="mt-1 w-fit" /> : null}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </ClientCard>

            <ClientContactCard
              titleId="client-contact-title"
              note={m.contactNote(order.number)}
              agency={order.agency}
              emailSubject={m.emailSubject(order.number)}
            />
          </>
        }
      />
    </ClientPage>
  );
}

/**
 * The deposit as it stands: to hand over, received, given back, or kept (and how much of it came
 * back); never counted in the total, and only its kept part in what is owed.
 */
function DepositRows({ order, m, price }: { order: ClientOrder; m: OrderMessages; price: (decimal: string) => string }) {
  const deposit = order.statement?.deposit ?? null;
  const asked = decimalToCents(order.figures.deposit) ?? 0n;
  const rows: [string, string][] = !deposit
    ? asked > 0n
      ? [[m.depositToPay, price(order.figures.deposit)]]
      : []
    : deposit.status === "held"
      ? [[m.depositReceived, price(deposit.received)]]
      : [
          ...((decimalToCents(deposit.kept) ?? 0n) > 0n ? [[m.depositKept, price(deposit.kept)] as [string, string]] : []),
          ...((decimalToCents(deposit.returned) ?? 0n) > 0n ? [[m.depositReturned, price(deposit.returned)] as [string, string]] : []),
        ];
  if (rows.length === 0) return null;
  // One gold band of one or two groups: a <dl>'s groups are its own children.
  return rows.map(([label, value], index) => (
    <div
      key={label}
      className={cn("flex justify-between gap-3 bg-gold/15 px-3 py-1", index === 0 && "mt-2 rounded-t-md pt-2", index === rows.length - 1 && "rounded-b-md pb-2")}
    >
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  ));
}

/** How the equipment reaches the client and comes back: the mode, the address or the depot, the two slots. */
function Fulfilment({ order }: { order: ClientOrder }) {
  const pickup = order.fulfilment === "pickup";
  const locale = useLocale();
  const shop = useMessages().shop;
  const m = shop.order;
  return (
    <dl className="grid gap-2 border-t pt-3 text-sm" aria-label={m.fulfilmentAria}>
      {/* The icon goes in the <dt>: a <dl>'s groups may hold only <dt> and <dd> elements. */}
      <div>
        <dt className="flex items-center gap-2 font-medium">
          {pickup ? <Warehouse className="size-4 shrink-0 text-primary" aria-hidden /> : <MapPin className="size-4 shrink-0 text-primary" aria-hidden />}
          {pickup ? shop.fulfilment.pickup : m.deliveryTo}
        </dt>
        <dd className="ps-6 break-words whitespace-pre-line text-muted-foreground">
          {pickup ? (order.agency.depotAddress ?? m.depotUnknown) : order.deliveryAddress}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 font-medium">
          <CalendarArrowUp className="size-4 shrink-0 text-primary" aria-hidden />
          {m.departure}
        </dt>
        <dd className="ps-6 text-muted-foreground">
          {m.dayAndSlot(formatDay(locale, order.rentalDate), timeSlotText(shop, order.departureSlot))}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 font-medium">
          <CalendarArrowDown className="size-4 shrink-0 text-primary" aria-hidden />
          {m.return}
        </dt>
        <dd className="ps-6 text-muted-foreground">
          {m.dayAndSlot(formatDay(locale, order.returnDate), timeSlotText(shop, order.returnSlot))}
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Nouvelle → Confirmée → En cours → Terminée, or a cancelled order. */
function Progress({ status, m }: { status: string; m: OrderMessages }) {
  if (status === "cancelled") {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800">
        <CircleX className="size-5" aria-hidden />
        {m.cancelled}
      </p>
    );
  }
  const current = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={m.progress}>
      {STEPS.map((step, index) => {
        const done = index <= current;
        return (
          <li key={step} className="grid justify-items-center gap-2 text-center" aria-current={index === current ? "step" : undefined}>
            <span className={cn("flex h-1.5 w-full rounded-full", done ? "bg-primary" : "bg-muted")} aria-hidden />
            <span className={cn("grid size-8 place-items-center rounded-full border-2 text-sm font-semibold", done ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/30 text-muted-foreground")} aria-hidden>
              {index < current ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn("text-xs sm:text-sm", index === current ? "font-semibold" : "text-muted-foreground")}>
              {m.statuses[step]}
              {index === current ? <span className="sr-only">{m.currentStep}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function CancelForm({ result, cancelling }: { result: ClientCancelResult | undefined; cancelling: boolean }) {
  const m = useMessages().shop.order;
  const failed = result && !result.ok && "reason" in result ? result : undefined;
  return (
    <ClientCard titleId="client-cancel-title" title={m.cancelTitle}>
      <p className="text-sm text-muted-foreground">{m.cancelIntro}</p>
      <details className="group rounded-lg border px-4 py-3" open={Boolean(failed)}>
        <summary className="cursor-pointer text-sm font-medium text-destructive">{m.cancelSummary}</summary>
        <Form method="post" className="mt-3 grid gap-3" preventScrollReset>
          <label htmlFor="cancel-reason" className="text-sm font-medium">
            {m.cancelReason}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            defaultValue={failed?.reason ?? ""}
            className="min-h-20 rounded-md border border-input bg-card px-3 py-2 text-base md:text-sm"
            placeholder={m.cancelPlaceholder}
          />
          <Button type="submit" name="intent" value="cancel" variant="destructive" className="w-fit" disabled={cancelling}>
            {cancelling ? m.cancelling : m.confirmCancel}
          </Button>
        </Form>
      </details>
    </ClientCard>
  );
}
