import { site_settings } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";

/** The legal settings' taxes that a new order takes: VAT percent and stamp duty, decimal text. */
export type TaxRates = { vat_rate: string; stamp_duty: string };

/** Defaults of the schema (19 % VAT, 1 DT stamp duty) when the settings row is missing. */
export const DEFAULT_TAX_RATES: TaxRates = { vat_rate: "19.00", stamp_duty: "1.00" };

export async function getTaxRates(db: DbExecutor): Promise<TaxRates> {
  const [row] = await db
    .select({ vat_rate: site_settings.vat_rate, stamp_duty: site_settings.stamp_duty })
    .from(site_settings)
    .limit(1);
  return row ?? DEFAULT_TAX_RATES;
}
