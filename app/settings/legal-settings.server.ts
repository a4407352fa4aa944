import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { site_settings } from "~/db/schema";
import { SETTINGS_ID, updateSettingsRow } from "./settings-row.server";

// The legal and tax details printed on quotes and invoices, on the one site_settings row (id 1),
// made by the seed with the agency's other details. The settings page only reads and updates
// their columns (its form's schema: admin/settings/legal-settings-schema.ts).

const columns = {
  legal_name: site_settings.legal_name,
  tax_id: site_settings.tax_id,
  trade_register: site_settings.trade_register,
  legal_address: site_settings.legal_address,
  vat_rate: site_settings.vat_rate,
  stamp_duty: site_settings.stamp_duty,
  bank_details: site_settings.bank_details,
  payment_terms: site_settings.payment_terms,
  payment_terms_days: site_settings.payment_terms_days,
  auto_payment_reminders: site_settings.auto_payment_reminders,
  late_fee_per_day: site_settings.late_fee_per_day,
  document_footer: site_settings.document_footer,
};

/** The settings as the database keeps them (site_settings' columns). */
export type LegalSettings = Pick<typeof site_settings.$inferSelect, keyof typeof columns>;

/** What the schema's defaults give when the row is missing (19 % VAT, 1 DT stamp duty). */
export const EMPTY_LEGAL_SETTINGS: LegalSettings = {
  legal_name: "",
  tax_id: "",
  trade_register: "",
  legal_address: "",
  vat_rate: "19.00",
  stamp_duty: "1.00",
  bank_details: "",
  payment_terms: "",
  payment_terms_days: 30,
  auto_payment_reminders: false,
  late_fee_per_day: "0.00",
  document_footer: "",
};

export async function getLegalSettings(): Promise<{ settings: LegalSettings; updatedAt: Date } | null> {
  const [row] = await getDb()
    .select({ ...columns, updated_at: site_settings.updated_at })
    .from(site_settings)
    .where(eq(site_settings.id, SETTINGS_ID))
    .limit(1);
  if (!row) return null;
  const { updated_at, ...settings } = row;
  return { settings, updatedAt: updated_at };
}

/** Writes the settings, the public pages' cache told (settings-row.server.ts). False when there is no row. */
export function saveLegalSettings(settings: LegalSettings): Promise<boolean> {
  return updateSettingsRow(settings);
}
