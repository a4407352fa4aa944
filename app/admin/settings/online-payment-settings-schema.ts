import { z } from "zod";
import type { DeskActionResult } from "~/admin/desk-result";

// 'Paiement en ligne' (issue 40): the gateways offered to clients among those the environment
// configures, the deposit asked online, whether the balance may be paid online and the caution held
// on the card (Flouci's pre-authorisation). One schema for
// the form's limits and the action's check.

export const ONLINE_SETTINGS_FIELDS = ["online_konnect", "online_flouci", "online_deposit_percent", "online_balance", "online_caution"] as const;
export type OnlineSettingsField = (typeof ONLINE_SETTINGS_FIELDS)[number];
export type OnlineSettingsFormValues = Record<OnlineSettingsField, string>;
export type OnlineSettingsErrors = Partial<Record<OnlineSettingsField, string>>;

export const DEPOSIT_PERCENT_MESSAGE = "Entrez un pourcentage entier entre 0 et 100.";

export const ONLINE_SETTINGS_TOASTS = {
  saved: "Paiement en ligne enregistré",
  savedDescription: "Les pages de commande des clients proposent ces paiements dès maintenant.",
  failed: "Paiement en ligne non enregistré",
  missingRow: "Les réglages du site sont introuvables : la base de données n'a pas été initialisée.",
} as const;

/** A checkbox: present ("on") or absent. */
const ticked = z.preprocess((value) => value === "on", z.boolean());

export const OnlineSettingsSchema = z.object({
  online_konnect: ticked,
  online_flouci: ticked,
  online_deposit_percent: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: DEPOSIT_PERCENT_MESSAGE })
      .regex(/^\d{1,3}$/, DEPOSIT_PERCENT_MESSAGE)
      .transform(Number)
      .refine((percent) => percent <= 100, DEPOSIT_PERCENT_MESSAGE),
  ),
  online_balance: ticked,
  online_caution: ticked,
});

export type OnlineSettingsActionResult =
  | Extract<DeskActionResult, { ok: true }>
  | (Extract<DeskActionResult, { ok: false }> & { errors?: OnlineSettingsErrors; values?: OnlineSettingsFormValues });

export function readOnlineSettingsForm(formData: FormData): OnlineSettingsFormValues {
  const read = (name: OnlineSettingsField) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return { online_konnect: read("online_konnect"), online_flouci: read("online_flouci"), online_deposit_percent: read("online_deposit_percent"), online_balance: read("online_balance"),
    online_caution: read("online_caution"),
  };
}
