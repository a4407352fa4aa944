import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { DEFAULT_DOCUMENT_TERMS, DEFAULT_VAT_RATES, site_settings } from "~/db/schema";
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
  vat_rates: site_settings.vat_rates,
  stamp_duty: site_settings.stamp_duty,
  bank_details: site_settings.bank_details,
  quote_terms: site_settings.quote_terms,
  invoice_terms: site_settings.invoice_terms,
  credit_note_terms: site_settings.credit_note_terms,
  payment_terms_days: site_settings.payment_terms_days,
  auto_payment_reminders: site_settings.auto_payment_reminders,
  late_fee_per_day: site_settings.late_fee_per_day,
  document_footer: site_settings.document_footer,
};

/** The settings as the database keeps them (site_settings' columns). */
export type LegalSettings = Pick<typeof site_settings.$inferSelect, keyof typeof columns>;

/** What the schema's defaults give when the row is missing (19 % VAT among 19, 13, 7 and 0 %, 1 DT stamp duty). */
export const EMPTY_LEGAL_SETTINGS: LegalSettings = {
  legal_name: "",
  tax_id: "",
  trade_register: "",
  legal_address: "",
  vat_rate: "19.00",
  vat_rates: DEFAULT_VAT_RATES,
  stamp_duty: "1.00",
  bank_details: "",
  quote_terms: DEFAULT_DOCUMENT_TERMS.quote,
  invoice_terms: DEFAULT_DOCUMENT_TERMS.invoice,
  credit_note_terms: DEFAULT_DOCUMENT_TERMS.credit_note,
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
