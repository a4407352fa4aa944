import { Info, Loader2, Save } from "lucide-react";
import { DeskResultLine } from "~/admin/desk-result-line";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import {
  LEGAL_SETTINGS_FIELDS,
  LEGAL_SETTINGS_LIMITS as L,
  TAX_ID_FORMAT,
  type LegalSettingsActionResult,
  type LegalSettingsField,
  type LegalSettingsFormValues,
} from "./legal-settings-schema";
import { SETTINGS_INTENTS } from "./settings-intent";
import { useSettingsForm } from "./use-settings-form";

const fieldId = (name: LegalSettingsField) => `legal-${name}`;

/**
 * The billing settings: a plain POST form that works before JavaScript loads (the answer then
 * comes back as the page, with a status line), and a fetcher once it has (the answer is a toast).
 * Uncontrolled: a refusal keeps what was typed; a change of the stored values remakes it (key),
 * while a save of another section of the page leaves what is being typed here alone.
 */
export function LegalSettingsForm({
  values,
  missing,
  documentResult,
}: {
  values: LegalSettingsFormValues;
  missing: boolean;
  /** The action's answer to a post made without JavaScript. */
  documentResult?: LegalSettingsActionResult;
}) {
  const { fetcher, errors, shown, saving } = useSettingsForm({
    fields: LEGAL_SETTINGS_FIELDS,
    fieldId,
    values,
    documentResult,
  });

  const field = (name: LegalSettingsField) => ({ name, defaultValue: shown[name], error: errors[name] });

  return (
    <section aria-labelledby="legal-settings-title" className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="legal-settings-title" className="text-2xl font-bold">
            Paramètres de facturation
          </h2>
          <p className="text-sm text-muted-foreground">Les mentions légales et fiscales imprimées sur les devis et les factures.</p>
        </div>
        <p className="text-xs text-muted-foreground">* Champs obligatoires</p>
      </header>

      {documentResult ? <DeskResultLine result={documentResult} /> : null}
      {missing ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          Les réglages du site sont introuvables : la base de données n'a pas été initialisée, rien ne peut être enregistré.
        </p>
      ) : null}

      <fetcher.Form
        key={JSON.stringify(values)}
        method="post"
        aria-labelledby="legal-settings-title"
        className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.legal} />
        <div className="grid divide-y">
          <Group id="identity" title="Identité de l'entreprise" description="Telle qu'elle figure au registre et sur vos documents.">
            <SettingField
              {...field("legal_name")}
              label="Raison sociale"
              required
              maxLength={L.legalNameMax}
              autoComplete="organization"
              className="sm:col-span-2"
            />
            <SettingField
              {...field("tax_id")}
              label="Matricule fiscal"
              required
              maxLength={L.taxIdMax}
              autoCapitalize="characters"
              spellCheck={false}
              hint={`Format : ${TAX_ID_FORMAT}. Enregistré en majuscules, avec des barres obliques.`}
            />
            <SettingField
              {...field("trade_register")}
              label="Registre du commerce"
              maxLength={L.tradeRegisterMax}
              autoCapitalize="characters"
              spellCheck={false}
              hint="Par exemple B01234562009."
            />
            <SettingField
              {...field("legal_address")}
              label="Adresse du siège"
              required
              multiline
              rows={3}
              maxLength={L.addressMax}
              className="sm:col-span-2"
            />
          </Group>

          <Group id="taxes" title="Taxes" description="La TVA de chaque ligne et le timbre fiscal de chaque facture.">
            <SettingField
              {...field("vat_rates")}
              label="Taux de TVA proposés (%)"
              required
              inputMode="decimal"
              maxLength={80}
              suffix="%"
              hint="Les taux qu'une ligne peut prendre, séparés par des points-virgules (exemple : 19 ; 13 ; 7 ; 0)."
            />
            <SettingField
              {...field("vat_rate")}
              label="Taux de TVA par défaut (%)"
              required
              inputMode="decimal"
              maxLength={10}
              suffix="%"
              hint="L'un des taux proposés : celui des frais de livraison, des lignes libres et des frais après location, à changer ligne par ligne."
            />
            <SettingField
              {...field("stamp_duty")}
              label="Timbre fiscal (DT)"
              required
              inputMode="decimal"
              maxLength={12}
              suffix="DT"
              hint="Ajouté une fois par facture (exemple : 1,00 ; 1,000 est accepté)."
            />
            <div className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground sm:col-span-2">
              <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
              <p>
                Les prix du catalogue sont hors taxes (HT). Chaque produit, formule et service a son taux, modifiable dans sa fiche ; les
                documents détaillent la TVA par taux. Les commandes déjà passées gardent les taux de leurs lignes.
              </p>
            </div>
          </Group>

          <Group id="payment" title="Paiement" description="Imprimés sur les devis et les factures.">
            <SettingField
              {...field("bank_details")}
              label="Coordonnées bancaires (RIB / IBAN)"
              multiline
              rows={5}
              maxLength={L.bankDetailsMax}
              spellCheck={false}
              hint="Banque, RIB (20 chiffres) et IBAN, une information par ligne."
            />
            <SettingField
              {...field("payment_terms_days")}
              label="Délai de paiement (jours)"
              required
              inputMode="numeric"
              maxLength={3}
              suffix="jours"
              hint="Échéance imprimée sur chaque nouvelle facture ; passé ce délai, une facture non réglée est « En retard »."
            />
            <ReminderToggle defaultChecked={shown.auto_payment_reminders === "on"} />
            <SettingField
              {...field("late_fee_per_day")}
              label="Frais de retard par jour (DT HT)"
              required
              inputMode="decimal"
              maxLength={12}
              suffix="DT / jour"
              hint="0 : aucun frais de retard. Sinon, un retour en retard propose ces frais par jour de retard sur la commande, que vous confirmez ou abandonnez."
            />
          </Group>

          <Group id="documents" title="Documents" description="Ce que chaque document dit de lui-même, à côté de ses totaux, et le bas de chaque page.">
            <SettingField
              {...field("quote_terms")}
              label="Conditions du devis"
              multiline
              rows={4}
              maxLength={L.termsMax}
              className="sm:col-span-2"
              hint="Imprimées sur les devis : leur validité, l'acompte demandé, la caution."
            />
            <SettingField
              {...field("invoice_terms")}
              label="Conditions de paiement de la facture"
              multiline
              rows={4}
              maxLength={L.termsMax}
              className="sm:col-span-2"
              hint="Imprimées sur les factures sous leur échéance : les moyens de paiement acceptés."
            />
            <SettingField
              {...field("credit_note_terms")}
              label="Mentions de la facture d'avoir"
              multiline
              rows={3}
              maxLength={L.termsMax}
              className="sm:col-span-2"
              hint="Imprimées sur les factures d'avoir sous la facture qu'elles corrigent : ce que l'avoir change pour le client."
            />
            <SettingField
              {...field("document_footer")}
              label="Pied de page des documents"
              multiline
              rows={2}
              maxLength={L.footerMax}
              className="sm:col-span-2"
            />
          </Group>
        </div>

        <div className="flex flex-wrap items-center gap-3 border-t pt-5">
          <Button type="submit" variant="brand" disabled={saving} className="w-full sm:w-auto">
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {saving ? "Enregistrement…" : "Enregistrer"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** A titled group of fields: the title beside them on wide screens, above them on phones. */
function Group({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  const titleId = `legal-group-${id}`;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="grid gap-4 py-6 first:pt-0 last:pb-0 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8"
    >
      <div className="grid content-start gap-1">
        <h3 id={titleId} className="font-sans text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </div>
  );
}

/** The automatic reminder: off by default, a plain checkbox posted as "on". */
function ReminderToggle({ defaultChecked }: { defaultChecked: boolean }) {
  const id = fieldId("auto_payment_reminders");
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3 sm:col-span-2">
      <input
        id={id}
        name="auto_payment_reminders"
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>Relance automatique des factures en retard</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Envoie au client une relance par e-mail pour chaque facture en retard, au plus une fois tous les 7 jours par commande.
        </p>
      </div>
    </div>
  );
}

/**
 * One setting: its label, control, hint and error, the last two tied to the control. A text area
 * grows with its text where the browser can (field-sizing), and shows `rows` lines elsewhere.
 */
function SettingField({
  name,
  label,
  defaultValue,
  error,
  hint,
  required,
  multiline,
  rows,
  suffix,
  className,
  ...control
}: {
  name: LegalSettingsField;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  suffix?: string;
  className?: string;
  maxLength: number;
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  inputMode?: "decimal" | "numeric";
}) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    ...control,
  };
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? " *" : ""}
      </Label>
      {multiline ? (
        <Textarea {...common} rows={rows} className="max-h-96 min-h-20 field-sizing-content" />
      ) : suffix ? (
        <div className="relative">
          <Input {...common} type="text" className="pr-12 tabular-nums" />
          <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
            {suffix}
          </span>
        </div>
      ) : (
        <Input {...common} type="text" />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
