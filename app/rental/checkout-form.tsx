import { useState } from "react";
import { useHydrated } from "~/hydration/use-hydrated";
import { Field, errorAria, fieldErrorId } from "~/components/ui/field";
import { labelClass } from "~/components/ui/form-styles";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useSiteLayoutData } from "~/components/site-layout-data";
import { ENHANCED_FIELD } from "./checkout-result";
import { CHECKOUT_LIMITS, type CheckoutFieldErrors, type CheckoutValues } from "./checkout-schema";
import { FULFILMENTS, isFulfilment, isTimeSlot, TIME_SLOTS, type Fulfilment } from "~/orders/fulfilment";
import { useMessages } from "~/i18n/messages";
import { timeSlotText } from "./shop-labels";
import type { DateRange } from "~/lib/calendar-dates";

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


type FieldErrors = Partial<Record<string, string | string[]>>;

/** « Créneau de départ » / « Créneau de retour »: the slots of fulfilment.ts, none chosen at first. */
export function TimeSlotSelect({ id, name, label, value, error, hint }: { id: string; name: "departure_slot" | "return_slot"; label: string; value?: string | null; error?: string | string[]; hint?: string }) {
  const m = useMessages().shop;
  return (
    <Field id={id} label={`${label} *`} error={error} hint={hint}>
      <NativeSelect id={id} name={name} required defaultValue={isTimeSlot(value) ? value : ""} {...errorAria(id, error)}>
        <option value="">{m.checkout.fields.chooseSlot}</option>
        {TIME_SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {timeSlotText(m, slot)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * « Mode de remise » and the address. With JavaScript, « Retrait au dépôt » hides the address
 * and disables it, so it is not sent; what was typed stays in the field and comes back with
 * « Livraison ». Without JavaScript both stay visible, the address optional with a hint, and the
 * server refuses an address with a pickup (fulfilment-schema.ts).
 */
export function FulfilmentFields({
  idPrefix,
  values,
  errors,
  descriptions,
}: {
  idPrefix: string;
  values: { fulfilment?: string; delivery_address?: string };
  errors: FieldErrors;
  /** The line under each choice (the depot's address under « Retrait au dépôt »). */
  descriptions: Record<Fulfilment, string>;
}) {
  const hydrated = useHydrated();
  const m = useMessages().shop;
  const [mode, setMode] = useState<Fulfilment>(isFulfilment(values.fulfilment) ? values.fulfilment : "delivery");
  const pickup = hydrated && mode === "pickup";
  const legendId = `${idPrefix}-fulfilment-legend`;
  const addressId = `${idPrefix}-delivery_address`;
  return (
    <>
      <fieldset className="grid gap-2" aria-describedby={errors.fulfilment ? fieldErrorId(`${idPrefix}-fulfilment`) : undefined}>
        <legend id={legendId} className={`${labelClass} mb-2`}>
          {m.checkout.fields.fulfilment}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {FULFILMENTS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40"
            >
              <input
                type="radio"
                name="fulfilment"
                value={value}
                defaultChecked={mode === value}
                onChange={() => setMode(value)}
                required
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{m.fulfilment[value]}</span>
                <span className="text-xs text-muted-foreground">{descriptions[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.fulfilment ? (
          <p id={fieldErrorId(`${idPrefix}-fulfilment`)} className="text-sm font-medium text-destructive" role="alert">
            {Array.isArray(errors.fulfilment) ? errors.fulfilment[0] : errors.fulfilment}
          </p>
        ) : null}
      </fieldset>
      <div hidden={pickup}>
        <Field id={addressId} label={m.checkout.fields.deliveryAddress} error={errors.delivery_address}>
          <Textarea
            id={addressId}
            name="delivery_address"
            // Required only once the page knows the mode: without JavaScript a pickup leaves it empty.
            required={hydrated && !pickup}
            disabled={pickup}
            rows={2}
            maxLength={CHECKOUT_LIMITS.addressMax}
            autoComplete="street-address"
            defaultValue={values.delivery_address ?? ""}
            {...errorAria(addressId, errors.delivery_address)}
          />
          <noscript>
            <p className="text-xs text-muted-foreground">{m.checkout.fields.addressNoscript}</p>
          </noscript>
        </Field>
      </div>
    </>
  );
}

/** The depot's address from the site layout's settings, for « Retrait au dépôt ». */
function usePickupDescription(): string {
  const address = useSiteLayoutData()?.settings.address;
  const m = useMessages().shop.checkout.fields;
  return address ? m.pickupAt(address) : m.pickupUnknown;
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
  const pickupDescription = usePickupDescription();
  const m = useMessages().shop.checkout.fields;
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
        {text("first_name", m.firstName, { required: true, max: CHECKOUT_LIMITS.nameMax, autoComplete: "given-name" })}
        {text("last_name", m.lastName, { required: true, max: CHECKOUT_LIMITS.nameMax, autoComplete: "family-name" })}
        {text("email", m.email, { type: "email", required: true, max: CHECKOUT_LIMITS.emailMax, autoComplete: "email" })}
        {text("phone", m.phone, { type: "tel", required: true, max: CHECKOUT_LIMITS.phoneMax, autoComplete: "tel" })}
      </div>
      {text("company", m.company, { max: CHECKOUT_LIMITS.companyMax, autoComplete: "organization" })}
      {/* Departure (date, slot) in the first column, return in the second; one column on phones. */}
      <div className="grid gap-4 sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-2">
        <Field id={id("rental_date")} label={m.rentalDate} error={errors.rental_date}>
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
        <TimeSlotSelect id={id("departure_slot")} name="departure_slot" label={m.departureSlot} value={values.departure_slot} error={errors.departure_slot} />
        <Field id={id("return_date")} label={m.returnDate} error={errors.return_date}>
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
        <TimeSlotSelect id={id("return_slot")} name="return_slot" label={m.returnSlot} value={values.return_slot} error={errors.return_slot} />
      </div>
      <FulfilmentFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        descriptions={{ delivery: m.deliveryDescription, pickup: pickupDescription }}
      />
      <Field id={id("notes")} label={m.notes} error={errors.notes}>
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
        <strong className="font-semibold text-foreground">{m.taxNoteStrong}</strong>
        {m.taxNote}
      </p>
      {errors.items ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive" role="alert">
          {errors.items[0]}
        </p>
      ) : null}
    </div>
  );
}
