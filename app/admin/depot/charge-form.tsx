import { Eye, LoaderCircle, ReceiptText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/hydration/use-hydrated";
import { cn } from "~/lib/utils";
import { normaliseVatRate, vatRateLabel, vatRateOptions } from "~/lib/vat-rates";
import {
  CHARGE_KIND_LABELS,
  CHARGE_LIMITS,
  chargeableQuantity,
  chargeableSummary,
  chargeFormInput,
  chargePreview,
  chargeQuantityError,
  chargeQuantityField,
  ChargeSchema,
  defaultChargeQuantities,
  isChargeKind,
  type ChargeableProduct,
  type ChargeFormValues,
  type ChargeKind,
} from "~/money/charge-schema";
import type { ChargePreviewResult, DepotFailure, DepotPageData } from "./depot-page.server";

/** What a kind of charge is for, beside a product's field: « 1 au plus pour des dommages ». */
const KIND_FOR: Record<ChargeKind, string> = { damage: "des dommages", loss: "des pertes", late: "un retard" };

const isKind = isChargeKind;

/** The kind a new charge starts at: what the return found first, damage, then loss, then delay. */
function startingKind(products: ChargeableProduct[]): ChargeKind {
  if (products.some((product) => product.damaged > 0)) return "damage";
  if (products.some((product) => product.missing > 0)) return "loss";
  if (products.some((product) => product.late > 0)) return "late";
  return "damage";
}

/** The form's starting values: what was typed (a refusal, a preview), the charge edited, or the return's. */
function initialValues(data: DepotPageData, typed: Record<string, string> | undefined): ChargeFormValues {
  if (typed) {
    const quantities: Record<string, string> = {};
    for (const [key, value] of Object.entries(typed)) if (key.startsWith("quantity_")) quantities[key.slice("quantity_".length)] = value;
    return { charge: typed.charge ?? "", kind: typed.kind ?? "damage", amount: typed.amount ?? "", vat_rate: typed.vat_rate ?? data.defaultVatRate, reason: typed.reason ?? "", quantities };
  }
  const editing = data.editing;
  if (editing) {
    const quantities = Object.fromEntries(data.chargeable.map((product) => [product.productId, editing.quantities[product.productId] ?? "0"]));
    return { charge: editing.id, kind: editing.kind, amount: editing.amount, vat_rate: editing.vatRate, reason: editing.reason, quantities };
  }
  const kind = startingKind(data.chargeable);
  return { charge: "", kind, amount: "", vat_rate: data.defaultVatRate, reason: "", quantities: defaultChargeQuantities(data.chargeable, kind) };
}

/**
 * 'Facturer les dommages' (issues 23 and 37): a charge on the order for what came back damaged,
 * did not come back, or came back late, with the units it bills, taken from the return by kind
 * (changing the kind takes that kind's units again), and, before saving, the line the facture
 * complémentaire will carry. Also the form of a charge edited before it is billed ('Modifier' on
 * the order's page). A plain form: without JavaScript 'Aperçu' posts it for the preview line, and
 * the server takes the units of a kind changed meanwhile. Open by default when a unit came back
 * damaged, missing or late, or a charge is edited.
 */
export function ChargeForm({ data, failure, preview }: { data: DepotPageData; failure?: DepotFailure; preview?: ChargePreviewResult }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-charge";
  const initial = initialValues(data, failure?.values ?? preview?.values);
  const [values, setValues] = useState(initial);
  const [shownKind, setShownKind] = useState(failure?.values.shown_kind ?? preview?.values.shown_kind ?? initial.kind);
  const [clientError, setClientError] = useState<{ field: string; message: string } | null>(null);
  const editing = values.charge ? data.editing : null;
  const kind: ChargeKind = isKind(values.kind) ? values.kind : "damage";
  const products = data.chargeable.filter((product) => product.damaged + product.missing + product.late > 0 || Number(values.quantities[product.productId] ?? 0) > 0);
  const shown = chargePreview(values, data.chargeable, editing?.days ?? null);
  const error = clientError ?? (failure ? { field: failure.field ?? "", message: failure.error } : null);
  const set = (patch: Partial<ChargeFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function changeKind(next: string) {
    // The units are the return's for the kind chosen: its damaged, missing or late ones.
    set({ kind: next, quantities: isKind(next) ? defaultChargeQuantities(data.chargeable, next) : values.quantities });
    if (isKind(next)) setShownKind(next);
  }

  /** The schema and the return's units, checked before posting: the server checks them again. */
  function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "preview-charge") return;
    const parsed = ChargeSchema.safeParse(chargeFormInput(values));
    const refused = parsed.success
      ? chargeQuantityError(data.chargeable, parsed.data)
      : (() => {
          const issue = parsed.error.issues[0]!;
          const line = issue.path[0] === "lines" && typeof issue.path[1] === "number" ? chargeFormInput(values).lines[issue.path[1]] : undefined;
          return { field: line ? chargeQuantityField(line.product) : String(issue.path[0] ?? ""), message: issue.message };
        })();
    setClientError(refused);
    if (!refused) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[name="${refused.field}"]`)?.focus();
  }

  const invalid = (field: string) => (error?.field === field ? { "aria-invalid": true as const, "aria-describedby": "charge-error" } : {});
  return (
    <details id="frais" className="group scroll-mt-4 rounded-xl border bg-card shadow-sm" open={Boolean(failure || preview || editing || data.editNotice) || products.length > 0}>
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 py-3 text-lg font-semibold">
        <ReceiptText className="size-5 text-primary" aria-hidden />
        {editing ? "Modifier les frais" : "Facturer les dommages"}
      </summary>
      <Form method="post" onSubmit={check} noValidate={hydrated} className="grid gap-3 border-t p-4">
        <input type="hidden" name="charge" value={values.charge} />
        <input type="hidden" name="shown_kind" value={shownKind} />
        {data.editNotice && !editing ? <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">{data.editNotice}</p> : null}
        <p className="text-sm text-muted-foreground">
          {editing
            ? `Des frais non encore facturés : corrigez-les avant de les facturer.${editing.proposed ? " Proposés par le logiciel, ils sont confirmés une fois enregistrés." : ""}`
            : `Un montant HT sur la commande, pour des dommages, des pertes ou un retard : facturé depuis la page de la commande (facture complémentaire), ou réglé par la caution retenue.${data.charges > 0 ? ` Déjà ${data.charges} frais sur cette commande.` : ""}`}
        </p>
        {error ? (
          <p id="charge-error" role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
            {error.message}
          </p>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="charge-kind">Nature des frais</Label>
          <select
            id="charge-kind"
            name="kind"
            value={values.kind}
            onChange={(event) => changeKind(event.target.value)}
            className="min-h-12 rounded-md border border-input bg-background px-3 text-base"
            {...invalid("kind")}
          >
            {Object.entries(CHARGE_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={cn("grid gap-2 rounded-lg border p-3", (error?.field.startsWith("quantity_") || error?.field === "lines") && "border-destructive")}>
          <legend className="px-1 text-sm font-semibold">Articles concernés</legend>
          <p className="text-xs text-muted-foreground">Les unités facturées, reprises du retour : les endommagées pour des dommages, les manquantes pour des pertes, celles rentrées en retard pour un retard.</p>
          {products.length === 0 ? (
            <p className="text-sm">Rien n'est revenu endommagé, manquant ni en retard : seuls des frais de retard sans article sont possibles.</p>
          ) : (
            products.map((product) => {
              const field = chargeQuantityField(product.productId);
              const max = chargeableQuantity(product, kind);
              return (
                <div key={product.productId} className={cn("flex items-center justify-between gap-3 border-t pt-2 first-of-type:border-t-0 first-of-type:pt-0", max === 0 && "text-muted-foreground")}>
                  <div className="grid min-w-0 gap-0.5">
                    <Label htmlFor={`charge-${field}`} className="font-medium break-words">
                      {product.name}
                    </Label>
                    <p id={`charge-${field}-hint`} className="text-xs text-muted-foreground">
                      Au retour : {chargeableSummary(product) || "rien à signaler"} · {max > 0 ? `${max} au plus` : "rien"} pour {KIND_FOR[kind]}
                    </p>
                  </div>
                  <input
                    id={`charge-${field}`}
                    name={field}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    step={1}
                    value={values.quantities[product.productId] ?? "0"}
                    onChange={(event) => set({ quantities: { ...values.quantities, [product.productId]: event.target.value } })}
                    aria-describedby={`charge-${field}-hint${error?.field === field ? " charge-error" : ""}`}
                    aria-invalid={error?.field === field || undefined}
                    className="h-12 w-20 shrink-0 rounded-md border border-input bg-background px-3 text-lg font-semibold tabular-nums shadow-xs aria-invalid:border-destructive"
                  />
                </div>
              );
            })
          )}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="charge-amount">Montant HT (DT)</Label>
          <input
            id="charge-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.amount}
            onChange={(event) => set({ amount: event.target.value })}
            className="min-h-12 rounded-md border border-input bg-background px-3 text-base tabular-nums aria-invalid:border-destructive"
            {...invalid("amount")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="charge-vat">Taux de TVA</Label>
          <select
            id="charge-vat"
            name="vat_rate"
            value={values.vat_rate}
            onChange={(event) => set({ vat_rate: event.target.value })}
            className="min-h-12 rounded-md border border-input bg-background px-3 text-base"
            {...invalid("vat_rate")}
          >
            {vatRateOptions(data.vatRates, editing?.vatRate).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="charge-reason">Motif</Label>
          <Textarea
            id="charge-reason"
            name="reason"
            rows={2}
            required
            maxLength={CHARGE_LIMITS.reasonMax}
            value={values.reason}
            onChange={(event) => set({ reason: event.target.value })}
            placeholder="Grille de l'enceinte enfoncée, câble XLR non rendu…"
            className="text-base"
            {...invalid("reason")}
          />
        </div>
        <div className="grid gap-1 rounded-lg border border-dashed bg-muted/40 p-3 text-sm" data-testid="charge-preview">
          <p className="text-xs font-semibold text-muted-foreground">Sur la facture complémentaire</p>
          <p id="charge-preview-line" className="font-medium break-words">
            {shown.label}
          </p>
          <p className="tabular-nums">
            {shown.amount ?? "Montant HT à indiquer"}
            {normaliseVatRate(values.vat_rate) ? `, TVA ${vatRateLabel(normaliseVatRate(values.vat_rate)!)}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="add-charge" size="lg" className="min-h-12 w-full text-base sm:w-auto" disabled={busy} aria-describedby="charge-preview-line">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <ReceiptText aria-hidden />}
            {editing ? "Enregistrer les frais" : "Facturer les dommages"}
          </Button>
          {/* With JavaScript the preview follows the fields; without, this post draws it. */}
          {hydrated ? null : (
            <Button type="submit" name="intent" value="preview-charge" variant="outline" size="lg" className="min-h-12 w-full text-base sm:w-auto" formNoValidate>
              <Eye aria-hidden />
              Aperçu
            </Button>
          )}
          {editing ? (
            <Link to={`/admin/shop/commandes/${data.number}`} className="flex min-h-12 items-center px-2 text-sm text-primary underline-offset-4 hover:underline">
              Annuler
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
