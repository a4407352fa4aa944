import { site_settings } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { updateSettingsRow } from "./settings-row.server";

// 'Paiement en ligne' on the one site_settings row (issue 40); the client's order page reads them
// on each view (payments/online-payments.server.ts).

export type OnlinePaymentSettings = Pick<typeof site_settings.$inferSelect, "online_konnect" | "online_flouci" | "online_deposit_percent" | "online_balance" | "online_caution">;

export async function getOnlinePaymentSettings(db: Db): Promise<OnlinePaymentSettings | undefined> {
  const [row] = await db
    .select({
      online_konnect: site_settings.online_konnect,
      online_flouci: site_settings.online_flouci,
      online_deposit_percent: site_settings.online_deposit_percent,
      online_balance: site_settings.online_balance,
      online_caution: site_settings.online_caution,
    })
    .from(site_settings)
    .limit(1);
  return row;
}

/** False when there is no settings row. */
export function saveOnlinePaymentSettings(settings: OnlinePaymentSettings): Promise<boolean> {
  return updateSettingsRow(settings);
}
