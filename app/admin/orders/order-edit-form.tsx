import { LoaderCircle, Plus, Save, Search, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { formatDayFr } from "~/lib/dates";
import { Button } from "~/components/ui/button";
import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { categoryLabel } from "~/lib/rental-categories";
import { decimalToCents, formatAmount, formatPrice, lineTotal } from "~/lib/pricing";
import { vatRateLabel, vatRateOptions } from "~/lib/vat-rates";
import { FulfilmentFields, TimeSlotSelect } from "~/rental/checkout-form";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, ORDER_EDIT_LIMITS, type OrderEditValues } from "~/orders/edit-schema";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";
import type { OrderSaveFailure } from "./order-results";
import { ProductThumb } from "./product-thumb";

const SEARCH_FORM_ID = "product-search";

/** "1250.00" → "1250,00" for an amount input (what a French admin types back). */
const amountInput = (decimal: string) => formatAmount(decimalToCents(decimal) ?? 0n).replace(/\u00a0/g, " ");

function initialValues(data: OrderPageData): OrderEditValues {
  const { order } = data;
  return {
    version: String(order.version),
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.company ?? "",
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    departure_slot: order.departure_slot ?? "",
    return_slot: order.return_slot ?? "",
    notes: order.notes ?? "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    delivery_fee: amountInput(order.delivery_fee),
    delivery_fee_vat_rate: order.delivery_fee_vat_rate,
    discount_kind: order.discount_kind,
    discount_value: amountInput(order.discount_value),
    deposit: amountInput(order.deposit),
    lines: order.items.map((item) => ({
      quantity: String(item.quantity),
      from: item.from ?? order.rental_date,
      to: item.to ?? order.return_date,
      vat_rate: item.vatRate,
    })),
  };
}

/**
 * The order's edit form (new and confirmed orders). One form for everything, so that adding a
 * product or removing a line also saves what was typed; the server recomputes the figures.
 * After a refusal the form shows what the admin typed, with the errors beside the fields.
 */
export function OrderEditForm({ data, failure }: { data: OrderPageData; failure: OrderSaveFailure | undefined }) {
  const fetcher = useOrderForms();
  const saving = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "save";
  const values = failure?.values ?? initialValues(data);
  // A refused save keeps the version it was typed against, so a second try is checked again.
  const version = failure?.values.version ?? String(data.order.version);
  const errors = failure?.fieldErrors ?? {};
  const { order } = data;

  const text = (name: keyof OrderEditValues & string, label: string, options: { required?: boolean; type?: string; max?: number; autoComplete?: string } = {}) => {
    const id = `order-${name}`;
    return (
      <Field id={id} label={`${label}${options.required ? " *" : ""}`} error={errors[name]}>
        <Input
          id={id}
          name={name}
          type={options.type ?? "text"}
          defaultValue={(values[name] as string | undefined) ?? ""}
          required={options.required}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? "off"}
          {...errorAria(id, errors[name])}
        />
      </Field>
    );
  };

  return (
    <>
      {/* The product search is a GET form of its own; its input sits in the lines section. */}
      <Form method="get" id={SEARCH_FORM_ID} preventScrollReset replace />
      <OrderForm resource="modifier" className="grid gap-6" aria-label={`Modifier la commande ${data.number}`} preventScrollReset>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={version} />
        {/* Enter in a field saves: the first submit button is the form's default, not 'Retirer'. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />

        {failure && !failure.fieldErrors[Object.keys(failure.fieldErrors)[0] ?? ""] ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
            {failure.error}
          </p>
        ) : null}

        <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <legend className="px-1 text-base font-semibold">Client</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("first_name", "Prénom", { required: true, max: CHECKOUT_LIMITS.nameMax })}
            {text("last_name", "Nom", { required: true, max: CHECKOUT_LIMITS.nameMax })}
            {text("email", "Email", { required: true, type: "email", max: CHECKOUT_LIMITS.emailMax })}
            {text("phone", "Téléphone", { required: true, type: "tel", max: CHECKOUT_LIMITS.phoneMax })}
            {text("company", "Société", { max: CHECKOUT_LIMITS.companyMax })}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <legend className="px-1 text-base font-semibold">Location et livraison</legend>
          {/* Departure (date, slot) in the first column, return in the second. */}
          <div className="grid gap-4 sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-2">
            {text("rental_date", "Date de location", { required: true, type: "date" })}
            <TimeSlotSelect
              id="order-departure_slot"
              name="departure_slot"
              label="Créneau de départ"
              value={values.departure_slot}
              error={errors.departure_slot}
              hint={order.departure_slot ? undefined : "Non précisé à la commande : choisissez-le pour enregistrer."}
            />
            {text("return_date", "Date de retour", { required: true, type: "date" })}
            <TimeSlotSelect
              id="order-return_slot"
              name="return_slot"
              label="Créneau de retour"
              value={values.return_slot}
              error={errors.return_slot}
              hint={order.return_slot ? undefined : "Non précisé à la commande : choisissez-le pour enregistrer."}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Les lignes sur la période de la commande suivent ses nouvelles dates ; les autres gardent les leurs.
          </p>
          <FulfilmentFields
            idPrefix="order"
            values={values}
            errors={errors}
            descriptions={{ delivery: "L'équipe livre et reprend le matériel à l'adresse du client.", pickup: "Le client vient chercher et rapporte le matériel au dépôt." }}
          />
          <Field id="order-notes" label="Notes" error={errors.notes}>
            <Textarea id="order-notes" name="notes" rows={3} maxLength={CHECKOUT_LIMITS.notesMax} defaultValue={values.notes ?? ""} {...errorAria("order-notes", errors.notes)} />
          </Field>
        </fieldset>

        <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <legend className="px-1 text-base font-semibold">Articles</legend>
          <ul className="grid gap-3" aria-label="Lignes de la commande">
            {order.items.map((item, index) => {
              const line = values.lines[index] ?? { quantity: String(item.quantity), from: order.rental_date, to: order.return_date, vat_rate: item.vatRate };
              const prefix = `line-${index}`;
              const lineError = errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.from`] ?? errors[`lines.${index}.to`] ?? errors[`lines.${index}.vat_rate`];
              return (
                <li key={`${item.id}-${index}`} className="grid gap-3 rounded-lg border p-3" aria-label={item.name}>
                  <div className="flex items-start gap-3">
                    <ProductThumb src={item.image} />
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <p className="font-medium break-words">{item.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {categoryLabel(item.category)} · {formatPrice(decimalToCents(item.price) ?? 0n)} HT / jour · TVA {vatRateLabel(item.vatRate)}
                      </p>
                    </div>
                    <p className="shrink-0 text-right text-sm">
                      <span className="sr-only">Total de la ligne : </span>
                      <span className="font-semibold tabular-nums">
                        {formatPrice(lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {item.quantity} × {item.totalDays} jour{item.totalDays > 1 ? "s" : ""}
                      </span>
                    </p>
                  </div>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-[5rem_6rem_1fr_1fr_auto] sm:items-end">
                    <div className="grid gap-1.5">
                      <label htmlFor={`${prefix}-quantity`} className="text-xs font-medium">
                        Quantité
                      </label>
                      <Input
                        id={`${prefix}-quantity`}
                        name="line_quantity"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={ORDER_EDIT_LIMITS.quantityMax}
                        required
                        defaultValue={line.quantity}
                        aria-label={`Quantité de ${item.name}`}
                        {...errorAria(`${prefix}-quantity`, lineError)}
                      />
                    </div>
                    <div className="grid gap-1.5">
                      <label htmlFor={`${prefix}-vat`} className="text-xs font-medium">
                        TVA
                      </label>
                      <NativeSelect id={`${prefix}-vat`} name="line_vat_rate" defaultValue={line.vat_rate} aria-label={`Taux de TVA de ${item.name}`}>
                        {vatRateOptions(data.vatRates, item.vatRate).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                    <div className="grid min-w-0 gap-1.5">
                      <label htmlFor={`${prefix}-from`} className="text-xs font-medium">
                        Du
                      </label>
                      <Input id={`${prefix}-from`} name="line_from" type="date" required defaultValue={line.from} aria-label={`Début de ${item.name}`} />
                    </div>
                    <div className="grid min-w-0 gap-1.5">
                      <label htmlFor={`${prefix}-to`} className="text-xs font-medium">
                        Au
                      </label>
                      <Input id={`${prefix}-to`} name="line_to" type="date" required defaultValue={line.to} aria-label={`Fin de ${item.name}`} />
                    </div>
                    <Button
                      type="submit"
                      name="remove"
                      value={String(index)}
                      variant="ghost"
                      size="sm"
                      className="col-span-2 text-destructive hover:bg-destructive/10 hover:text-destructive sm:col-span-1"
                      aria-label={`Retirer ${item.name}`}
                      disabled={saving || order.items.length === 1}
                    >
                      <Trash2 aria-hidden />
                      Retirer
                    </Button>
                  </div>
                  {lineError ? (
                    <p id={`${prefix}-quantity-error`} role="alert" className="text-sm font-medium text-destructive">
                      {lineError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>

          <div className="grid gap-3 rounded-lg border border-dashed p-3">
            <div className="grid grid-cols-[1fr_auto] items-end gap-2">
              <div className="grid gap-1.5">
                <label htmlFor="product-search-input" className="text-sm font-medium">
                  Ajouter un article du catalogue
                </label>
                <Input
                  id="product-search-input"
                  form={SEARCH_FORM_ID}
                  name="recherche"
                  type="search"
                  defaultValue={data.search}
                  placeholder="Nom du produit (ex. enceinte, lyre, chaise)…"
                  maxLength={100}
                />
              </div>
              <Button type="submit" form={SEARCH_FORM_ID} variant="secondary">
                <Search aria-hidden />
                <span className="hidden sm:inline">Rechercher</span>
                <span className="sr-only sm:hidden">Rechercher</span>
              </Button>
            </div>
            {errors.add ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.add}
              </p>
            ) : null}
            {data.search ? (
              data.matches.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aucun produit ne correspond à « {data.search} ».</p>
              ) : (
                <ul className="grid gap-2" aria-label="Produits trouvés">
                  {data.matches.map((product) => (
                    <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium">{product.name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {product.category} · {formatPrice(decimalToCents(product.price) ?? 0n)} HT / jour
                          {product.stock !== null ? ` · stock ${product.stock}` : ""}
                          {product.available ? "" : " · hors catalogue"}
                        </span>
                      </span>
                      <Button type="submit" name="add" value={product.id} size="sm" variant="outline" disabled={saving} aria-label={`Ajouter ${product.name}`}>
                        <Plus aria-hidden />
                        Ajouter
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <legend className="px-1 text-base font-semibold">Frais, remise et caution</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="order-delivery_fee" label="Frais de livraison et d'installation (DT HT)" error={errors.delivery_fee}>
              <Input id="order-delivery_fee" name="delivery_fee" inputMode="decimal" defaultValue={values.delivery_fee ?? "0"} {...errorAria("order-delivery_fee", errors.delivery_fee)} />
            </Field>
            <Field id="order-delivery_fee_vat_rate" label="TVA des frais de livraison" error={errors.delivery_fee_vat_rate}>
              <NativeSelect
                id="order-delivery_fee_vat_rate"
                name="delivery_fee_vat_rate"
                defaultValue={values.delivery_fee_vat_rate ?? order.delivery_fee_vat_rate}
                {...errorAria("order-delivery_fee_vat_rate", errors.delivery_fee_vat_rate)}
              >
                {vatRateOptions(data.vatRates, order.delivery_fee_vat_rate).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="order-discount_kind" label="Type de remise" error={errors.discount_kind}>
              <NativeSelect id="order-discount_kind" name="discount_kind" defaultValue={values.discount_kind ?? "amount"}>
                {DISCOUNT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DISCOUNT_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="order-discount_value" label="Remise" hint="Sur le sous-total de la location." error={errors.discount_value}>
              <Input
                id="order-discount_value"
                name="discount_value"
                inputMode="decimal"
                defaultValue={values.discount_value ?? "0"}
                {...errorAria("order-discount_value", errors.discount_value)}
              />
            </Field>
            <Field id="order-deposit" className="sm:col-span-2" label="Caution (DT)" hint="Demandée à part, non comprise dans le total." error={errors.deposit}>
              <Input id="order-deposit" name="deposit" inputMode="decimal" defaultValue={values.deposit ?? "0"} {...errorAria("order-deposit", errors.deposit)} />
            </Field>
          </div>
        </fieldset>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <p className="text-xs text-muted-foreground">
            Période actuelle : du {formatDayFr(order.rental_date)} au {formatDayFr(order.return_date)}
          </p>
          <Button type="submit" disabled={saving}>
            {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {saving ? "Enregistrement…" : "Enregistrer les modifications"}
          </Button>
        </div>
      </OrderForm>
    </>
  );
}
