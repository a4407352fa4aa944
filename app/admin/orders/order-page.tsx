import { ArrowLeft, CalendarDays, LoaderCircle, Lock, Warehouse } from "lucide-react";
import { Link } from "react-router";
import { formatDateTimeFr } from "~/lib/dates";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { OrderTransition } from "~/orders/status";
import { OrderDocumentsPanel } from "./order-documents-panel";
import { OrderEditForm } from "./order-edit-form";
import { OrderFulfilmentSummary } from "./order-fulfilment-summary";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { CreditNoteFailure, OrderPageResult, OrderSaveFailure, PaymentFailure, SendDocumentsFailure } from "./order-results";
import { invoicedOrderMessage } from "~/orders/edit-schema";
import { OrderPaymentsPanel } from "./order-payments-panel";
import { OrderDepositPanel } from "./order-deposit-panel";
import { OrderChargesPanel } from "./order-charges-panel";
import { OrderReadOnly } from "./order-read-only";
import { OrderTimeline } from "./order-timeline";
import { ClientLinkPanel } from "~/admin/components/client-link-panel";
import { OrderTotals } from "./order-totals";
import { OrderStatementPanel } from "./order-statement-panel";
import { OrderStatusBadge } from "~/admin/components/order-status-badge";
import { ShopNav } from "~/admin/components/shop-nav";

function isDeskResult(result: OrderPageResult | { error: string } | null | undefined): result is OrderPageResult {
  return Boolean(result && "toast" in result);
}

/**
 * The order file of the back office: details and edits, totals, documents, timeline. Its forms
 * post to their resources through one fetcher (order-forms.tsx), whose answer is shown here;
 * `flashed` is the answer of a plain form post (no JavaScript), read back by the loader.
 */
export function OrderPage({ data, flashed }: { data: OrderPageData; flashed: OrderPageResult | null }) {
  const { order, number } = data;
  const fetcher = useOrderForms();
  const result = fetcher.data ?? flashed;
  const deskResult = isDeskResult(result) ? result : undefined;
  useDeskToast(deskResult);
  const failedIntent = deskResult && !deskResult.ok && "intent" in deskResult ? (deskResult as OrderSaveFailure | PaymentFailure | CreditNoteFailure | SendDocumentsFailure) : undefined;
  const failedSave = failedIntent?.intent === "save" ? failedIntent : undefined;
  const failedPayment = failedIntent?.intent === "record-payment" ? failedIntent : undefined;
  const failedDeposit = failedIntent?.intent === "receive-deposit" || failedIntent?.intent === "settle-deposit" ? failedIntent : undefined;
  const failedCreditNote = failedIntent?.intent === "issue-credit-note" ? failedIntent : undefined;
  const failedSend = failedIntent?.intent === "send-documents" ? failedIntent : undefined;

  return (
    <div className="grid gap-6">
      <ShopNav />
      <header className="grid gap-3">
        <Link to="/admin/shop" className="flex w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          Toutes les commandes
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-display text-2xl font-bold tabular-nums sm:text-3xl">Commande {number}</h1>
              <OrderStatusBadge status={order.status} />
              {data.lateReturn ? (
                <span className="inline-flex items-center rounded-full border border-red-200 bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                  Retour en retard : {data.equipmentOut} unité{data.equipmentOut > 1 ? "s" : ""} dehors
                </span>
              ) : null}
              {data.quoteBadge ? (
                <span
                  className={cn(
                    "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
                    data.quoteBadge.stale ? "border-amber-200 bg-amber-100 text-amber-900" : "border-success/40 bg-success/10",
                  )}
                >
                  {data.quoteBadge.label}
                </span>
              ) : null}
            </div>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden />
              Passée le <time dateTime={new Date(order.created_at).toISOString()}>{formatDateTimeFr(order.created_at)}</time>
            </p>
          </div>
          <StatusActions orderId={order.id} transitions={data.transitions} />
        </div>
        <OrderFulfilmentSummary order={order} />
        {["confirmed", "in_progress", "completed"].includes(order.status) ? (
          <Link to={`/admin/shop/commandes/${number}/depot`} className="flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
            <Warehouse className="size-4" aria-hidden />
            Dépôt : départ et retour du matériel
          </Link>
        ) : null}
      </header>

      {deskResult ? <NoScriptResult result={deskResult} /> : null}

      {/* One column on a phone, two from the large breakpoint; no column is wider than its track. The
          history is last on a phone and, on a wide screen, under the order in the left column, beside
          the tall right-hand column of money and documents rather than at its foot. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 lg:col-start-1 lg:row-start-1">
          {data.editable ? (
            <OrderEditForm key={`${order.id}-${order.version}`} data={data} failure={failedSave} />
          ) : (
            <>
              <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
                <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                {data.standingInvoice && data.order.status === "confirmed"
                  ? invoicedOrderMessage(data.standingInvoice.number)
                  : "Une commande en cours, terminée ou annulée ne se modifie plus."}
              </p>
              <OrderReadOnly data={data} />
            </>
          )}
          <OrderStatementPanel data={data} />
        </div>
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Totaux, paiements et documents">
          <OrderTotals figures={data.figures} discountKind={order.discount_kind} discountValue={order.discount_value} />
          <OrderChargesPanel data={data} />
          <OrderPaymentsPanel data={data} failure={failedPayment} />
          <OrderDepositPanel data={data} failure={failedDeposit} />
          <OrderDocumentsPanel data={data} creditNoteFailure={failedCreditNote} sendDocumentsFailure={failedSend} />
          <ClientLinkPanel action={`/admin/shop/commandes/${number}/lien`} email={order.email} what="commande" />
        </aside>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] lg:col-start-1 lg:row-start-2">
          <OrderTimeline events={data.events} />
        </div>
      </div>
    </div>
  );
}

/** Without JavaScript there is no toast: the action's answer is a status line at the top. */
function NoScriptResult({ result }: { result: DeskActionResult }) {
  return (
    <noscript>
      <DeskResultLine result={result} />
    </noscript>
  );
}

function StatusActions({ orderId, transitions }: { orderId: string; transitions: OrderTransition[] }) {
  const fetcher = useOrderForms();
  const busyTarget = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "set-status" ? fetcher.formData.get("to") : null;
  if (transitions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Changer le statut">
      {transitions.map((transition) => (
        <OrderForm resource="statut" key={transition.to} preventScrollReset>
          <input type="hidden" name="id" value={orderId} />
          <input type="hidden" name="to" value={transition.to} />
          <Button
            type="submit"
            name="intent"
            value="set-status"
            size="sm"
            variant={transition.to === "confirmed" ? "default" : transition.to === "cancelled" ? "outline" : "secondary"}
            className={cn(transition.to === "cancelled" && "text-destructive hover:text-destructive")}
            disabled={busyTarget !== null}
          >
            {busyTarget === transition.to ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {transition.label}
          </Button>
        </OrderForm>
      ))}
    </div>
  );
}
