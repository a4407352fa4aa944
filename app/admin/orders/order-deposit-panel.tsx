import { LoaderCircle, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeFr } from "~/lib/dates";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { DEPOSIT_METHODS, DEPOSIT_RETENTION_LABELS } from "~/money/deposit-schema";
import { PAYMENT_LIMITS } from "~/money/payment-schema";
import { GATEWAY_LABELS, PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { PaymentFailure } from "./order-results";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/**
 * The order's deposit (caution, issue 22): asked on the order, then 'Caution reçue' (date, amount,
 * how), then given back whole or partly or wholly kept with the reason. Shown when the order asks a
 * deposit or one was received. Plain forms: they work without JavaScript.
 */
export function OrderDepositPanel({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const { deposit, depositStatus } = data;
  if (!depositStatus) return null;
  return (
    <section aria-labelledby="order-deposit-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-deposit-title" className="text-base font-semibold">
          Caution
        </h2>
        <span className="inline-flex w-fit items-center rounded-full border bg-gold/15 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap">{depositStatus}</span>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Demandée</dt>
          <dd className="tabular-nums">{price(data.order.deposit)}</dd>
        </div>
        {deposit ? (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">
                {deposit.gateway
                  ? `Bloquée le ${formatDate(deposit.received_on)} (pré-autorisation ${GATEWAY_LABELS[deposit.gateway]})`
                  : `Reçue le ${formatDate(deposit.received_on)} (${deposit.methodLabel.toLowerCase()})`}
              </dt>
              <dd className="tabular-nums" data-testid="deposit-received">
                {price(deposit.received_amount)}
              </dd>
            </div>
            {deposit.settled_on ? (
              <>
                <div className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted-foreground">Restituée le {formatDate(deposit.settled_on)}</dt>
                  <dd className="tabular-nums">{price(deposit.returned_amount ?? "0")}</dd>
                </div>
                {(decimalToCents(deposit.retained_amount ?? "0") ?? 0n) > 0n ? (
                  <div className="flex items-baseline justify-between gap-3 font-semibold text-destructive">
                    <dt>Retenue ({deposit.reasonLabel?.toLowerCase()})</dt>
                    <dd className="tabular-nums" data-testid="deposit-retained">
                      {price(deposit.retained_amount ?? "0")}
                    </dd>
                  </div>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {deposit?.method === "online" ? <HoldFacts deposit={deposit} settled={Boolean(deposit.settled_on)} /> : null}
      {deposit?.note ? <p className="text-xs break-words whitespace-pre-line">{deposit.note}</p> : null}
      {deposit ? (
        <p className="text-xs text-muted-foreground">
          {deposit.gateway ? "Déposée en ligne par le client" : `Reçue par ${deposit.received_by}`}, le {formatDateTimeFr(deposit.received_at)}
          {deposit.settled_by && deposit.settled_at ? ` ; réglée par ${deposit.settled_by}, le ${formatDateTimeFr(deposit.settled_at)}` : ""}
        </p>
      ) : null}
      {!deposit ? <ReceiveForm data={data} failure={failure?.intent === "receive-deposit" ? failure : undefined} /> : null}
      {deposit && !deposit.settled_on ? (
        deposit.method === "online" ? (
          <HoldForms data={data} failure={failure?.intent === "settle-deposit" ? failure : undefined} />
        ) : (
          <SettleForm data={data} failure={failure?.intent === "settle-deposit" ? failure : undefined} />
        )
      ) : null}
    </section>
  );
}

function useBusy(intent: string) {
  const fetcher = useOrderForms();
  return fetcher.state === "submitting" && fetcher.formData?.get("intent") === intent;
}

function ReceiveForm({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const busy = useBusy("receive-deposit");
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `deposit-${name}`, name, ...errorAria(`deposit-${name}`, errors[name]) });
  return (
    <details className="rounded-lg border" open={Boolean(failure)}>
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
        <ShieldCheck className="size-4" aria-hidden />
        Caution reçue
      </summary>
      <OrderForm resource="caution" preventScrollReset className="grid gap-3 border-t p-3">
        <Field id="deposit-received_on" label="Date de réception *" error={errors.received_on}>
          <Input {...field("received_on")} type="date" required max={data.today} defaultValue={values?.received_on ?? data.today} />
        </Field>
        <Field id="deposit-amount" label="Montant reçu (DT) *" error={errors.amount}>
          <Input {...field("amount")} inputMode="decimal" required autoComplete="off" defaultValue={values?.amount ?? data.order.deposit.replace(".", ",")} />
        </Field>
        <Field id="deposit-method" label="Remise sous forme de *" error={errors.method}>
          <NativeSelect {...field("method")} defaultValue={values?.method ?? "cheque"}>
            {DEPOSIT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="deposit-reference" label="Référence (n° du chèque, du virement…)" error={errors.reference}>
          <Input {...field("reference")} maxLength={PAYMENT_LIMITS.referenceMax} defaultValue={values?.reference} />
        </Field>
        <Button type="submit" name="intent" value="receive-deposit" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Enregistrer la caution reçue
        </Button>
      </OrderForm>
    </details>
  );
}

/**
 * What the settle form proposes to keep: the order's confirmed charges not yet billed (TTC, as
 * their invoice will ask), at most the deposit received, for the reason of the first of them.
 */
function retentionSuggestion(data: OrderPageData): { retained: string; reason: string } {
  const pending = data.charges.list.filter((charge) => charge.status === "confirmed" && !charge.billedBy);
  if (pending.length === 0 || !data.deposit) return { retained: "0", reason: "" };
  const received = decimalToCents(data.deposit.received_amount) ?? 0n;
  const toBill = decimalToCents(data.charges.toBillTtc) ?? 0n;
  const retained = toBill < received ? toBill : received;
  return { retained: centsToDecimal(retained).replace(".", ","), reason: pending[0]!.kind };
}

function SettleForm({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const busy = useBusy("settle-deposit");
  const suggestion = retentionSuggestion(data);
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `deposit-${name}`, name, ...errorAria(`deposit-${name}`, errors[name]) });
  return (
    <details className="rounded-lg border" open={Boolean(failure)}>
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
        <ShieldCheck className="size-4" aria-hidden />
        Restituer ou retenir la caution
      </summary>
      <OrderForm resource="caution/reglement" preventScrollReset className="grid gap-3 border-t p-3">
        <Field id="deposit-settled_on" label="Date *" error={errors.settled_on}>
          <Input {...field("settled_on")} type="date" required max={data.today} defaultValue={values?.settled_on ?? data.today} />
        </Field>
        <Field
          id="deposit-retained"
          label="Montant retenu (DT) *"
          hint={suggestion.reason ? "Proposé : les frais à facturer (TTC), que la retenue facture et règle. 0 : toute la caution est restituée." : "0 : toute la caution est restituée."}
          error={errors.retained}
        >
          <Input {...field("retained")} inputMode="decimal" required autoComplete="off" defaultValue={values?.retained ?? suggestion.retained} />
        </Field>
        <ReasonAndNote prefix="deposit" failure={failure} suggestedReason={suggestion.reason} />
        <Button type="submit" name="intent" value="settle-deposit" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Enregistrer
        </Button>
      </OrderForm>
    </details>
  );
}

type Deposit = NonNullable<OrderPageData["deposit"]>;

/** A caution held on the client's card (issue 40): the gateway's reference, and until when the bank holds it. */
function HoldFacts({ deposit, settled }: { deposit: Deposit; settled: boolean }) {
  const expiresAt = deposit.hold_expires_at ? new Date(deposit.hold_expires_at) : null;
  const ending = !settled && deposit.holdEnding;
  return (
    <div className="grid gap-1 rounded-lg border border-dashed px-3 py-2 text-xs" data-testid="deposit-hold">
      <p>
        Pré-autorisation sur la carte du client : rien n'est débité tant que vous ne retenez rien.
        {expiresAt && !settled ? (
          <>
            {" "}
            <span className={ending ? "font-semibold text-destructive" : ""}>Bloquée jusqu'au {formatDateTimeFr(expiresAt)}.</span>
          </>
        ) : null}
      </p>
      <p className="break-all text-muted-foreground">Réf. {deposit.reference}</p>
    </div>
  );
}

/**
 * 'Restituer' releases the hold (nothing is taken from the card); 'Retenir' takes the part kept,
 * then billed on a facture complémentaire that it settles. Both the day they are pressed.
 */
function HoldForms({ data, failure }: { data: OrderPageData; failure?: PaymentFailure }) {
  const busy = useBusy("settle-deposit");
  const suggestion = retentionSuggestion(data);
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `hold-${name}`, name, ...errorAria(`hold-${name}`, errors[name]) });
  return (
    <div className="grid gap-3">
      {failure ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {failure.error}
        </p>
      ) : null}
      <OrderForm resource="caution/reglement" preventScrollReset className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
        <input type="hidden" name="settled_on" value={data.today} />
        <input type="hidden" name="retained" value="0" />
        <p className="min-w-0 flex-1 text-sm">Le matériel est rentré en bon état : la pré-autorisation est libérée.</p>
        <Button type="submit" name="intent" value="settle-deposit" size="sm" variant="outline" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
          Restituer
        </Button>
      </OrderForm>
      <details className="rounded-lg border" open={Boolean(failure && values?.retained && values.retained !== "0")}>
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
          <ShieldCheck className="size-4" aria-hidden />
          Retenir une partie de la caution
        </summary>
        <OrderForm resource="caution/reglement" preventScrollReset className="grid gap-3 border-t p-3">
          <input type="hidden" name="settled_on" value={data.today} />
          <Field id="hold-retained" label="Montant retenu (DT) *" hint="Prélevé sur la carte du client ; le reste de la pré-autorisation est libéré." error={errors.retained}>
            <Input {...field("retained")} inputMode="decimal" required autoComplete="off" defaultValue={values?.retained ?? suggestion.retained} />
          </Field>
          <ReasonAndNote prefix="hold" failure={failure} suggestedReason={suggestion.reason} required />
          <Button type="submit" name="intent" value="settle-deposit" size="sm" className="w-fit" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Retenir
          </Button>
        </OrderForm>
      </details>
    </div>
  );
}

/**
 * Why the deposit is kept, and the note: the same fields in both settle forms. Required when the
 * form only keeps ('Retenir' on a caution held online); optional when 0 gives everything back.
 */
function ReasonAndNote({ prefix, failure, suggestedReason, required = false }: { prefix: string; failure?: PaymentFailure; suggestedReason: string; required?: boolean }) {
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `${prefix}-${name}`, name, ...errorAria(`${prefix}-${name}`, errors[name]) });
  return (
    <>
      <Field id={`${prefix}-reason`} label={required ? "Motif de la retenue *" : "Motif de la retenue"} error={errors.reason}>
        <NativeSelect {...field("reason")} required={required} defaultValue={values?.reason ?? suggestedReason}>
          <option value="">{required ? "Choisir…" : "Aucune retenue"}</option>
          {Object.entries(DEPOSIT_RETENTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${prefix}-note`} label="Note (état du matériel, pièces manquantes…)" error={errors.note}>
        <Textarea {...field("note")} rows={2} maxLength={PAYMENT_LIMITS.noteMax} defaultValue={values?.note} />
      </Field>
    </>
  );
}
