import { Field, errorAria } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ENHANCED_FIELD } from "./checkout-result";
import { CHECKOUT_LIMITS, type CheckoutFieldErrors, type CheckoutValues } from "./checkout-schema";
import type { DateRange } from "./pricing";

export type CheckoutLineInput = { id: string; quantity: number; from?: string; to?: string };

/** The cart lines as the form sends them: ids, quantities and dates, never a price. */
export function CheckoutLineInputs({ lines }: { lines: CheckoutLineInput[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <fieldset key={`${line.id}-${line.from ?? ""}-${index}`} hidden>
          <input type="hidden" name="line_id" value={line.id} />
          <input type="hidden" name="line_quantity" value={line.quantity} />
          <input type="hidden" name="line_from" value={line.from ?? ""} />
          <input type="hidden" name="line_to" value={line.to ?? ""} />
        </fieldset>
      ))}
    </>
  );
}

export function CheckoutHiddenFields({ idempotencyKey, enhanced }: { idempotencyKey: string; enhanced: boolean }) {
  return (
    <>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
    </>
  );
}

/**
 * The customer fields of SPEC §5, uncontrolled so that whatever was typed stays after a
 * refusal. `values` refills them after a server round trip, `period` proposes the cart's dates.
 */
export function CheckoutFields({
  values = {},
  errors = {},
  period = {},
  today,
  idPrefix = "checkout",
}: {
  values?: CheckoutValues;
  errors?: CheckoutFieldErrors;
  period?: Partial<DateRange>;
  today?: string;
  idPrefix?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (
    name: keyof CheckoutValues,
    label: string,
    options: { type?: string; required?: boolean; max: number; autoComplete?: string; defaultValue?: string },
  ) => (
    <Field id={id(name)} label={`${label}${options.required ? " *" : ""}`} error={errors[name]}>
      <Input
        id={id(name)}
        name={name}
        type={options.type ?? "text"}
        required={options.required}
        maxLength={options.max}
        autoComplete={options.autoComplete}
        defaultValue={values[name] ?? options.defaultValue ?? ""}
        {...errorAria(id(name), errors[name])}
      />
    </Field>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("first_name", "Prénom", { required: true, max: CHECKOUT_LIMITS.nameMax, autoComplete: "given-name" })}
        {text("last_name", "Nom", { required: true, max: CHECKOUT_LIMITS.nameMax, autoComplete: "family-name" })}
        {text("email", "Email", { type: "email", required: true, max: CHECKOUT_LIMITS.emailMax, autoComplete: "email" })}
        {text("phone", "Téléphone", { type: "tel", required: true, max: CHECKOUT_LIMITS.phoneMax, autoComplete: "tel" })}
      </div>
      {text("company", "Société", { max: CHECKOUT_LIMITS.companyMax, autoComplete: "organization" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("rental_date")} label="Date de location *" error={errors.rental_date}>
          <Input
            id={id("rental_date")}
            name="rental_date"
            type="date"
            required
            min={today}
            defaultValue={values.rental_date ?? period.from ?? ""}
            {...errorAria(id("rental_date"), errors.rental_date)}
          />
        </Field>
        <Field id={id("return_date")} label="Date de retour *" error={errors.return_date}>
          <Input
            id={id("return_date")}
            name="return_date"
            type="date"
            required
            min={today}
            defaultValue={values.return_date ?? period.to ?? ""}
            {...errorAria(id("return_date"), errors.return_date)}
          />
        </Field>
      </div>
      <Field id={id("delivery_address")} label="Adresse de livraison *" error={errors.delivery_address}>
        <Textarea
          id={id("delivery_address")}
          name="delivery_address"
          required
          rows={2}
          maxLength={CHECKOUT_LIMITS.addressMax}
          autoComplete="street-address"
          defaultValue={values.delivery_address ?? ""}
          {...errorAria(id("delivery_address"), errors.delivery_address)}
        />
      </Field>
      <Field id={id("notes")} label="Notes additionnelles" error={errors.notes}>
        <Textarea
          id={id("notes")}
          name="notes"
          rows={3}
          maxLength={CHECKOUT_LIMITS.notesMax}
          defaultValue={values.notes ?? ""}
          {...errorAria(id("notes"), errors.notes)}
        />
      </Field>
      {/* Catalogue prices are before tax: the quote adds VAT and the stamp duty of the day. */}
      <p className="text-sm text-muted-foreground">
        <strong className="font-semibold text-foreground">Prix HT</strong> : TVA et timbre fiscal en sus, détaillés sur le devis.
      </p>
      {errors.items ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive" role="alert">
          {errors.items[0]}
        </p>
      ) : null}
    </div>
  );
}
