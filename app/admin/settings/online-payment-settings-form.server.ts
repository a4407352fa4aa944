import { getDb } from "~/db/client.server";
import type { PaymentGatewayId } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { configuredGateways } from "~/payments/online-payments.server";
import { getOnlinePaymentSettings, saveOnlinePaymentSettings } from "~/settings/online-payment-settings.server";
import { ONLINE_SETTINGS_TOASTS, OnlineSettingsSchema, readOnlineSettingsForm, type OnlineSettingsActionResult, type OnlineSettingsErrors, type OnlineSettingsFormValues } from "./online-payment-settings-schema";

// The 'Paiement en ligne' form's server side: shown only when the environment configures a gateway.

export type OnlineSettingsPage = { configured: PaymentGatewayId[]; values: OnlineSettingsFormValues } | null;

export async function getOnlineSettingsPage(): Promise<OnlineSettingsPage> {
  const configured = [...configuredGateways().keys()];
  if (configured.length === 0) return null;
  const settings = await getOnlinePaymentSettings(getDb());
  if (!settings) return null;
  const tick = (on: boolean) => (on ? "on" : "");
  return {
    configured,
    values: {
      online_konnect: tick(settings.online_konnect),
      online_flouci: tick(settings.online_flouci),
      online_deposit_percent: String(settings.online_deposit_percent),
      online_balance: tick(settings.online_balance),
      online_caution: tick(settings.online_caution),
    },
  };
}

/** The form's answer (the caller has run requireAdmin). Refused input keeps what was typed. */
export async function onlineSettingsAction(formData: FormData): Promise<OnlineSettingsActionResult> {
  const values = readOnlineSettingsForm(formData);
  const parsed = OnlineSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const errors: OnlineSettingsErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof OnlineSettingsErrors] ??= issue.message;
    const description = Object.values(errors)[0] ?? "Veuillez corriger les champs signalés.";
    return { ok: false, status: 400, error: description, toast: { title: ONLINE_SETTINGS_TOASTS.failed, description }, errors, values };
  }
  if (!(await saveOnlinePaymentSettings(parsed.data))) {
    const description = ONLINE_SETTINGS_TOASTS.missingRow;
    return { ok: false, status: 404, error: description, toast: { title: ONLINE_SETTINGS_TOASTS.failed, description } };
  }
  logger.info("Paiement en ligne enregistré", parsed.data);
  return { ok: true, toast: { title: ONLINE_SETTINGS_TOASTS.saved, description: ONLINE_SETTINGS_TOASTS.savedDescription } };
}
