import { Banknote, BellRing, Download, FileText, LoaderCircle, Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeFr } from "~/lib/dates";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { cn } from "~/lib/utils";
import { MANUAL_PAYMENT_METHODS } from "~/money/payment-schema";
import { PAYMENT_LIMITS } from "~/money/payment-schema";
import { PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { OverdueBadge, PaymentStatusBadge } from "./payment-status-badge";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { PaymentFailure } from "./order-results";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/**
 * What the client has paid (issue 22): the balance, every payment (a cancelled one struck
 * through with its reason), 'Enregistrer un paiement' and 'Annuler ce paiement'. Plain forms:
 * they work before JavaScript; the fields of a cheque and of a withholding show only for their
 * method where the browser supports :has() (app.css), all of them otherwise.
 */
export function OrderPaymentsPanel({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const { paymentSummary: summary } = data;
  return (
    <section aria-labelledby="order-payments-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-payments-title" className="text-base font-semibold">
          Paiements
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          {data.overdue ? <OverdueBadge days={data.overdue.days} /> : null}
          <PaymentStatusBadge status={summary.status} label={summary.statusLabel} />
        </div>
      </div>
      <dl className="grid gap-1.5 text-sm" aria-label="Solde de la commande">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{(decimalToCents(data.charges.dueTtc) ?? 0n) > 0n ? "Total TTC, frais après location compris" : "Total TTC"}</dt>
          <dd className="tabular-nums">{price(summary.totalTtc)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Payé</dt>
          <dd className="tabular-nums" data-testid="order-paid">
            {price(summary.paid)}
          </dd>
        </div>
        {summary.status === "overpaid" ? (
          <div className="flex items-baseline justify-between gap-3 border-t pt-2 font-bold">
            <dt>Trop-perçu</dt>
            <dd className="tabular-nums">{price(summary.overpaid)}</dd>
          </div>
        ) : (
          <div className="flex items-baseline justify-between gap-3 border-t pt-2 font-bold">
            <dt>Reste à payer</dt>
            <dd className="tabular-nums" data-testid="order-due">
              {price(summary.due)}
            </dd>
          </div>
        )}
      </dl>

      <PaymentReminders data={data} />
      <OnlineAttempts attempts={data.onlineAttempts} />

      {data.payments.length > 0 ? (
        <ul className="grid gap-2" aria-label="Paiements enregistrés">
          {data.payments.map((payment) => (
            <PaymentLine key={payment.id} payment={payment} revision={data.paymentsRevision} documentsBase={`/admin/shop/commandes/${data.number}/documents`} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Aucun paiement enregistré.</p>
      )}

      {/* A new element once a payment is recorded (keyed by the revision): it closes, empty. */}
      <details key={data.paymentsRevision} className="rounded-lg border" open={Boolean(failure)}>
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
          <Banknote className="size-4" aria-hidden />
          Enregistrer un paiement
        </summary>
        <RecordPaymentForm data={data} failure={failure} />
      </details>
    </section>
  );
}

/**
 * The invoice's due day, how late it is, 'Envoyer une relance' (a plain form: the e-mail leaves
 * through the mail queue with the invoice attached) and the reminders already sent.
 */
function PaymentReminders({ data }: { data: OrderPageData }) {
  const fetcher = useOrderForms();
  const sending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "send-reminder";
  if (!data.dueOn && data.reminders.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed px-3 py-2 text-sm" data-testid="payment-reminders">
      {data.dueOn ? (
        <p className={cn(data.overdue ? "font-medium text-red-800" : "text-muted-foreground")}>
          Échéance de la facture : {formatDate(data.dueOn)}
          {data.overdue ? ` — dépassée de ${data.overdue.days} jour${data.overdue.days > 1 ? "s" : ""}` : ""}
        </p>
      ) : null}
      {data.canRemind ? (
        <OrderForm resource="relances" preventScrollReset>
          <Button type="submit" name="intent" value="send-reminder" size="sm" variant={data.overdue ? "default" : "outline"} className="w-fit" disabled={sending}>
            {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : <BellRing aria-hidden />}
            Envoyer une relance
          </Button>
        </OrderForm>
      ) : null}
      {data.reminders.length > 0 ? (
        <ul className="grid gap-1 text-xs text-muted-foreground" aria-label="Relances envoyées">
          {data.reminders.map((reminder) => (
            <li key={reminder.id}>
              {reminder.kind === "auto" ? "Relance automatique" : `Relance par ${reminder.sent_by}`} le {formatDateTimeFr(reminder.sent_at)} à {reminder.sent_to} · reste à payer{" "}
              {price(reminder.amount_due)} ({reminder.invoice_number})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type PaymentView = OrderPageData["payments"][number];

function PaymentLine({ payment, revision, documentsBase }: { payment: PaymentView; revision: number; documentsBase: string }) {
  const cancelled = Boolean(payment.cancelled_at);
  const details = [
    payment.cheque_number ? `Chèque n° ${payment.cheque_number}${payment.bank ? ` · ${payment.bank}` : ""}` : null,
    payment.certificate_number ? `Certificat n° ${payment.certificate_number}` : null,
    payment.reference ? `Réf. ${payment.reference}` : null,
  ].filter(Boolean);
  return (
    <li className={cn("grid gap-1 rounded-lg border px-3 py-2 text-sm", cancelled && "bg-muted/50")}>
      <div className="flex items-baseline justify-between gap-3">
        <span className={cn("font-medium", cancelled && "text-muted-foreground line-through")}>
          {formatDate(payment.paid_on)} · {payment.methodLabel}
        </span>
        <span className={cn("font-semibold tabular-nums", cancelled && "text-muted-foreground line-through")}>{price(payment.amount)}</span>
      </div>
      {details.length > 0 ? <p className="text-xs text-muted-foreground">{details.join(" · ")}</p> : null}
      {payment.note ? <p className="text-xs break-words whitespace-pre-line">{payment.note}</p> : null}
      <p className="text-xs text-muted-foreground">
        Enregistré par {payment.recorded_by}, le {formatDateTimeFr(payment.recorded_at)}
      </p>
      <PaymentReceipt payment={payment} documentsBase={documentsBase} />
      {cancelled ? (
        <p className="text-xs font-medium text-destructive">
          Annulé le {formatDateTimeFr(payment.cancelled_at!)} par {payment.cancelled_by} : {payment.cancel_reason}
        </p>
      ) : (
        <details className="text-xs">
          <summary className="w-fit cursor-pointer text-destructive underline-offset-2 hover:underline">Annuler ce paiement</summary>
          <OrderForm resource="paiements/annulation" preventScrollReset className="mt-2 grid gap-2">
            <input type="hidden" name="revision" value={revision} />
            <input type="hidden" name="payment" value={payment.id} />
            <Field id={`cancel-reason-${payment.id}`} label="Motif de l'annulation">
              <Input
                id={`cancel-reason-${payment.id}`}
                name="reason"
                required
                minLength={PAYMENT_LIMITS.reasonMin}
                maxLength={PAYMENT_LIMITS.reasonMax}
                placeholder="Ex. : montant saisi par erreur"
              />
            </Field>
            <Button type="submit" name="intent" value="cancel-payment" size="sm" variant="outline" className="w-fit text-destructive hover:text-destructive">
              Annuler le paiement
            </Button>
          </OrderForm>
        </details>
      )}
    </li>
  );
}

/** A payment's receipt (reçu de paiement): issued on request, then downloaded or e-mailed. */
function PaymentReceipt({ payment, documentsBase }: { payment: PaymentView; documentsBase: string }) {
  const fetcher = useOrderForms();
  const busy = fetcher.state === "submitting" && fetcher.formData?.get("payment") === payment.id && fetcher.formData?.get("intent") === "issue-receipt";
  const { receipt } = payment;
  if (receipt) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <a href={`${documentsBase}/${receipt.fileName}`} download={receipt.fileName} className="inline-flex min-h-8 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline">
          <Download className="size-3.5" aria-hidden />
          Reçu {receipt.number}
        </a>
        <OrderForm resource="envoi" preventScrollReset>
          <input type="hidden" name="document" value={receipt.id} />
          <button type="submit" name="intent" value="send-document" className="inline-flex min-h-8 items-center gap-1 text-primary underline-offset-2 hover:underline">
            <Send className="size-3.5" aria-hidden />
            Envoyer le reçu
          </button>
        </OrderForm>
      </div>
    );
  }
  if (payment.cancelled_at || payment.method === "withholding") return null;
  return (
    <OrderForm resource="recus" preventScrollReset>
      <input type="hidden" name="payment" value={payment.id} />
      <button type="submit" name="intent" value="issue-receipt" disabled={busy} className="inline-flex min-h-8 items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline">
        {busy ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> : <FileText className="size-3.5" aria-hidden />}
        Émettre le reçu
      </button>
    </OrderForm>
  );
}

function RecordPaymentForm({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const fetcher = useOrderForms();
  const busy = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "record-payment";
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const { withholdingHint } = data;
  const field = (name: keyof typeof errors) => ({ id: `payment-${name}`, name, ...errorAria(`payment-${name}`, errors[name]) });
  return (
    // Keyed by the revision: after a payment is recorded the form starts empty again.
    <OrderForm resource="paiements" preventScrollReset className="payment-form grid gap-3 border-t p-3" key={data.paymentsRevision}>
      <input type="hidden" name="revision" value={data.paymentsRevision} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Field id="payment-paid_on" label="Date de réception *" error={errors.paid_on}>
          <Input {...field("paid_on")} type="date" required max={data.today} defaultValue={values?.paid_on ?? data.today} />
        </Field>
        <Field id="payment-amount" label="Montant (DT) *" error={errors.amount}>
          <Input
            {...field("amount")}
            inputMode="decimal"
            required
            autoComplete="off"
            defaultValue={values?.amount ?? data.paymentSummary.due.replace(".", ",")}
          />
        </Field>
      </div>
      <Field id="payment-method" label="Mode de paiement *" error={errors.method}>
        <NativeSelect {...field("method")} defaultValue={values?.method ?? "transfer"}>
          {MANUAL_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="payment-cheque grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <legend className="sr-only">Chèque</legend>
        <Field id="payment-cheque_number" label="N° du chèque (pour un chèque)" error={errors.cheque_number}>
          <Input {...field("cheque_number")} maxLength={PAYMENT_LIMITS.chequeNumberMax} defaultValue={values?.cheque_number} />
        </Field>
        <Field id="payment-bank" label="Banque (pour un chèque)" error={errors.bank}>
          <Input {...field("bank")} maxLength={PAYMENT_LIMITS.bankMax} defaultValue={values?.bank} />
        </Field>
      </fieldset>
      <fieldset className="payment-withholding grid gap-3">
        <legend className="sr-only">Retenue à la source</legend>
        <Field
          id="payment-certificate_number"
          label="N° du certificat (pour une retenue à la source)"
          error={errors.certificate_number}
          hint={
            withholdingHint
              ? `Sur ${price(data.paymentSummary.totalTtc)} TTC : 1,5 % du TTC = ${price(withholdingHint.ttcShare)} ; 50 % de la TVA = ${price(withholdingHint.vatShare)}.`
              : undefined
          }
        >
          <Input {...field("certificate_number")} maxLength={PAYMENT_LIMITS.certificateMax} defaultValue={values?.certificate_number} />
        </Field>
      </fieldset>
      <Field id="payment-reference" label="Référence (virement, carte…)" error={errors.reference}>
        <Input {...field("reference")} maxLength={PAYMENT_LIMITS.referenceMax} defaultValue={values?.reference} />
      </Field>
      <Field id="payment-note" label="Note" error={errors.note}>
        <Textarea {...field("note")} rows={2} maxLength={PAYMENT_LIMITS.noteMax} defaultValue={values?.note} />
      </Field>
      <Button type="submit" name="intent" value="record-payment" size="sm" className="w-fit" disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Enregistrer le paiement
      </Button>
    </OrderForm>
  );
}

const ATTEMPT_STATES: Record<OrderPageData["onlineAttempts"][number]["state"], string> = {
  open: "En attente de la passerelle",
  paid: "Payé",
  failed: "Refusé",
  expired: "Expiré",
};
const ATTEMPT_PURPOSES = { deposit: "Acompte", balance: "Solde", caution: "Caution" } as const;
/** A caution accepted is held on the card, not paid. */
const attemptStateLabel = (attempt: { state: keyof typeof ATTEMPT_STATES; purpose: keyof typeof ATTEMPT_PURPOSES }) =>
  attempt.purpose === "caution" && attempt.state === "paid" ? "Bloquée sur la carte" : ATTEMPT_STATES[attempt.state];

/**
 * The client's online payments (issue 40): each attempt at a gateway, its state and the gateway's
 * reference; a payment whose amount differs from the one asked is flagged for the agency.
 */
function OnlineAttempts({ attempts }: { attempts: OrderPageData["onlineAttempts"] }) {
  if (attempts.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed px-3 py-2 text-sm">
      <p className="font-medium">Paiements en ligne</p>
      <ul className="grid gap-1.5 text-xs" aria-label="Paiements en ligne du client">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="grid gap-0.5">
            <span>
              {formatDateTimeFr(attempt.createdAt)} · {ATTEMPT_PURPOSES[attempt.purpose]} {price(attempt.amount)} · {attempt.gateway} ·{" "}
              <span className={cn("font-medium", attempt.state === "paid" ? "text-emerald-800" : attempt.state === "open" ? "" : "text-muted-foreground")}>
                {attemptStateLabel(attempt)}
              </span>
            </span>
            <span className="break-all text-muted-foreground">Réf. {attempt.reference}</span>
            {attempt.mismatch ? (
              <span className="font-medium text-red-800">
                Montant reçu : {price(attempt.receivedAmount ?? "0")} au lieu de {price(attempt.amount)} — à vérifier avec la passerelle.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
