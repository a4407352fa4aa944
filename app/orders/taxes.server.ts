import { DEFAULT_VAT_RATES, site_settings } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";

/**
 * The legal settings' taxes, decimal text: the default VAT percent (a line with no rate of its
 * own starts at it), the rates a line may take (issue 37) and the stamp duty.
 */
export type TaxRates = { vat_rate: string; vat_rates: string[]; stamp_duty: string };

/** Defaults of the schema (19 % VAT among 19, 13, 7 and 0 %, 1 DT stamp duty) when the settings row is missing. */
export const DEFAULT_TAX_RATES: TaxRates = { vat_rate: "19.00", vat_rates: DEFAULT_VAT_RATES, stamp_duty: "1.00" };

export async function getTaxRates(db: DbExecutor): Promise<TaxRates> {
  const [row] = await db
    .select({ vat_rate: site_settings.vat_rate, vat_rates: site_settings.vat_rates, stamp_duty: site_settings.stamp_duty })
    .from(site_settings)
    .limit(1);
  return row ?? DEFAULT_TAX_RATES;
}
