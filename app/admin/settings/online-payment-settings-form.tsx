import { Loader2, Save } from "lucide-react";
import { DeskResultLine } from "~/admin/desk-result-line";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { PaymentGatewayId } from "~/db/schema/payments";
import { GATEWAY_LABELS } from "~/money/payment-status";
import { HOLD_LIFETIME_DAYS, HOLD_OPENS_DAYS_BEFORE } from "~/payments/caution-hold-terms";
import { ONLINE_SETTINGS_FIELDS, type OnlineSettingsActionResult, type OnlineSettingsField, type OnlineSettingsFormValues } from "./online-payment-settings-schema";
import { SETTINGS_INTENTS } from "./settings-intent";
import { useSettingsForm } from "./use-settings-form";

const fieldId = (name: OnlineSettingsField) => `online-${name}`;
const GATEWAY_FIELDS: Record<PaymentGatewayId, "online_konnect" | "online_flouci"> = { konnect: "online_konnect", flouci: "online_flouci" };

/**
 * 'Paiement en ligne' (issue 40), shown when the environment configures a gateway: which of them
 * clients are offered, the deposit asked online and the balance. Like the other settings forms: a
 * plain POST before JavaScript loads, a fetcher and a toast after; a refusal keeps what was typed.
 */
export function OnlinePaymentSettingsForm({
  configured,
  values,
  documentResult,
}: {
  configured: PaymentGatewayId[];
  values: OnlineSettingsFormValues;
  documentResult?: OnlineSettingsActionResult;
}) {
  const { fetcher, errors, shown, saving } = useSettingsForm({ fields: ONLINE_SETTINGS_FIELDS, fieldId, values, documentResult });
  const percentId = fieldId("online_deposit_percent");
  const percentError = errors.online_deposit_percent;
  return (
    <section id="paiement-en-ligne" aria-labelledby="online-settings-title" className="grid scroll-mt-6 gap-4">
      <header>
        <h2 id="online-settings-title" className="text-2xl font-bold">
          Paiement en ligne
        </h2>
        <p className="text-sm text-muted-foreground">
          Ce que les clients peuvent régler en ligne depuis la page de leur commande, une fois le devis accepté ou la commande confirmée. Un paiement
          n'est enregistré qu'après confirmation par la passerelle.
        </p>
      </header>
      {documentResult ? <DeskResultLine result={documentResult} /> : null}
      <fetcher.Form method="post" aria-labelledby="online-settings-title" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.online} />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Passerelles proposées</legend>
          {configured.map((gateway) => {
            const name = GATEWAY_FIELDS[gateway];
            return (
              <label key={gateway} className="flex items-center gap-2 text-sm">
                <input type="checkbox" id={fieldId(name)} name={name} defaultChecked={shown[name] === "on"} className="size-4 accent-primary" />
                {GATEWAY_LABELS[gateway]}
              </label>
            );
          })}
          {/* A gateway not configured keeps its stored choice: it is not in the form, so it is posted as it was. */}
          {(Object.keys(GATEWAY_FIELDS) as PaymentGatewayId[])
            .filter((gateway) => !configured.includes(gateway) && shown[GATEWAY_FIELDS[gateway]] === "on")
            .map((gateway) => (
              <input key={gateway} type="hidden" name={GATEWAY_FIELDS[gateway]} value="on" />
            ))}
        </fieldset>
        <div className="grid content-start gap-2">
          <Label htmlFor={percentId}>Acompte demandé en ligne (% du total TTC)</Label>
          <Input
            id={percentId}
            name="online_deposit_percent"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            required
            defaultValue={shown.online_deposit_percent}
            aria-invalid={percentError ? true : undefined}
            aria-describedby={[percentError ? `${percentId}-error` : "", `${percentId}-hint`].filter(Boolean).join(" ")}
            className="max-w-40 tabular-nums"
          />
          <p id={`${percentId}-hint`} className="text-xs text-muted-foreground">
            Moins ce que le client a déjà réglé. 0 : pas d'acompte en ligne.
          </p>
          {percentError ? (
            <p id={`${percentId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {percentError}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" id={fieldId("online_balance")} name="online_balance" defaultChecked={shown.online_balance === "on"} className="size-4 accent-primary" />
          Le client peut régler le solde en ligne
        </label>
        {configured.includes("flouci") ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" id={fieldId("online_caution")} name="online_caution" defaultChecked={shown.online_caution === "on"} className="mt-0.5 size-4 accent-primary" />
            <span>
              Le client peut déposer la caution en ligne
              <span className="block text-xs text-muted-foreground">
                Pré-autorisation Flouci : le montant est bloqué sur sa carte à partir de {HOLD_OPENS_DAYS_BEFORE} jours avant le départ, pour{" "}
                {HOLD_LIFETIME_DAYS} jours, puis libéré ou prélevé en partie au retour.
              </span>
            </span>
          </label>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t pt-5">
          <Button type="submit" variant="brand" disabled={saving} className="w-full sm:w-auto">
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {saving ? "Enregistrement…" : "Enregistrer le paiement en ligne"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
