import { FileMinus, LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorAria, Field, fieldErrorId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { NativeSelect } from "~/components/ui/select";
import { vatRateLabel } from "~/lib/vat-rates";
import { CREDIT_NOTE_LIMITS, CREDIT_NOTE_MODE_LABELS, CREDIT_NOTE_MODES } from "~/money/credit-note-schema";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { CreditNoteFailure } from "./order-results";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/**
 * 'Émettre une facture d'avoir' on the invoice that stands: the whole of it, chosen lines (and the
 * delivery fee), or an amount HT, with the reason. A plain form: it works without JavaScript; the
 * server checks what is left to credit and answers a refusal with what was typed.
 */
export function CreditNoteForm({ invoice, failure }: { invoice: NonNullable<OrderPageData["standingInvoice"]>; failure?: CreditNoteFailure }) {
  const fetcher = useOrderForms();
  const busy = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "issue-credit-note";
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const chosen = new Set(values?.lines ?? []);
  const mode = values?.mode && (CREDIT_NOTE_MODES as readonly string[]).includes(values.mode) ? values.mode : "whole";
  const hasDelivery = (decimalToCents(invoice.lines.deliveryFee) ?? 0n) > 0n;
  return (
    <details className="rounded-lg border" open={Boolean(failure)}>
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-primary">
        <FileMinus className="size-4" aria-hidden />
        Émettre une facture d'avoir
      </summary>
      <OrderForm resource="avoirs" preventScrollReset className="grid gap-3 border-t p-3">
        <input type="hidden" name="invoice" value={invoice.id} />
        <p className="text-xs text-muted-foreground">
          Une facture émise ne change plus : l'avoir corrige la facture {invoice.number}. Entièrement créditée, elle laisse la commande se modifier et se facturer à nouveau.
        </p>
        <fieldset className="grid gap-2" aria-describedby={errors.mode ? fieldErrorId("credit-mode") : undefined}>
          <legend className="mb-1 text-sm font-medium">L'avoir crédite *</legend>
          {CREDIT_NOTE_MODES.map((value) => (
            <label key={value} className="flex min-h-9 items-center gap-2 text-sm">
              <input type="radio" name="mode" value={value} defaultChecked={mode === value} className="size-4 accent-primary" />
              {CREDIT_NOTE_MODE_LABELS[value]}
            </label>
          ))}
          {errors.mode ? (
            <p id={fieldErrorId("credit-mode")} className="text-sm font-medium text-destructive" role="alert">
              {errors.mode}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-1.5 rounded-md border p-2" aria-describedby={errors.lines ? fieldErrorId("credit-lines") : undefined}>
          <legend className="px-1 text-sm font-medium">Lignes à créditer (si « Des lignes »)</legend>
          {invoice.lines.lines.map((line) => (
            <label key={line.index} className="flex min-h-9 items-start gap-2 text-sm">
              <input type="checkbox" name="lines" value={line.index} defaultChecked={chosen.has(String(line.index))} className="mt-0.5 size-4 accent-primary" />
              <span className="grid min-w-0">
                <span className="break-words">{line.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {line.quantity} × {line.days} j · {price(line.total)} HT · TVA {vatRateLabel(line.vatRate)}
                </span>
              </span>
            </label>
          ))}
          {hasDelivery ? (
            <label className="flex min-h-9 items-center gap-2 text-sm">
              <input type="checkbox" name="delivery" defaultChecked={values?.delivery} className="size-4 accent-primary" />
              Frais de livraison et d'installation ({price(invoice.lines.deliveryFee)} HT)
            </label>
          ) : null}
          {errors.lines ? (
            <p id={fieldErrorId("credit-lines")} className="text-sm font-medium text-destructive" role="alert">
              {errors.lines}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
          <Field id="credit-amount" label="Montant HT (si « Un montant HT »)" error={errors.amount}>
            <Input id="credit-amount" name="amount" inputMode="decimal" autoComplete="off" defaultValue={values?.amount} {...errorAria("credit-amount", errors.amount)} />
          </Field>
          {/* The amount's VAT rate: one of the invoice's (issue 37). */}
          <Field id="credit-vat" label="Au taux de TVA" error={errors.vat_rate}>
            <NativeSelect id="credit-vat" name="vat_rate" defaultValue={values?.vat_rate ?? invoice.lines.vatRates[0]} {...errorAria("credit-vat", errors.vat_rate)}>
              {invoice.lines.vatRates.map((rate) => (
                <option key={rate} value={rate}>
                  {vatRateLabel(rate)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field id="credit-reason" label="Motif *" error={errors.reason}>
          <Textarea
            id="credit-reason"
            name="reason"
            rows={2}
            required
            minLength={CREDIT_NOTE_LIMITS.reasonMin}
            maxLength={CREDIT_NOTE_LIMITS.reasonMax}
            defaultValue={values?.reason}
            {...errorAria("credit-reason", errors.reason)}
          />
        </Field>
        <Button type="submit" name="intent" value="issue-credit-note" size="sm" className="w-fit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Émettre l'avoir
        </Button>
      </OrderForm>
    </details>
  );
}
