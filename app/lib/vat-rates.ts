// VAT rates as the forms and the server read them (issue 37): percent text with two decimals
// ("19.00"), one of the shop settings' list (site_settings.vat_rates). Pure: the order page, the
// event quote editor, the charges' form, the catalogue's panels and the settings page share it.

import { z } from "zod";
import { formatPercent } from "./percent";
import { centsToDecimal, decimalToCents } from "./pricing";

/** A rate typed or posted ("19", "7,5", "19 %", "19.00") as the database's text ("19.00"); null when it is not one between 0 and 100. */
export function normaliseVatRate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, "").replace(/%$/, "").replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2}0*)?$/.test(text)) return null;
  const hundredths = decimalToCents(text);
  if (hundredths === null || hundredths > 10_000n) return null;
  return centsToDecimal(hundredths);
}

/** A rate in hundredths of a percent, for the figures: "19.00" → 1900n. */
export function vatRateHundredths(rate: string): bigint {
  return decimalToCents(rate) ?? 0n;
}

/** "19.00" → "19 %", "7.50" → "7,5 %" (no-break space). */
export function vatRateLabel(rate: string): string {
  return formatPercent(vatRateHundredths(rate));
}

/** The settings' rates in French, for a message: "19 %, 13 %, 7 % ou 0 %". */
export function vatRatesText(rates: readonly string[]): string {
  const labels = rates.map(vatRateLabel);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} ou ${labels.at(-1)}` : (labels[0] ?? "");
}

/** Why a posted rate is refused: it is not one of the settings' list. */
export function unknownVatRateMessage(rates: readonly string[]): string {
  return `Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (${vatRatesText(rates)}).`;
}

/**
 * The rate a line may take: one of the list, or the one it already has (a rate the agency has
 * since taken out of the list stays on the lines that carry it). Null when refused.
 */
export function acceptedVatRate(value: unknown, rates: readonly string[], current?: string | null): string | null {
  const rate = normaliseVatRate(value);
  if (rate === null) return null;
  if (rates.includes(rate)) return rate;
  return current && normaliseVatRate(current) === rate ? rate : null;
}

/** The choices of a rate's select: the list, and the line's own rate when it is no longer in it. */
export function vatRateOptions(rates: readonly string[], current?: string | null): { value: string; label: string }[] {
  const own = current ? normaliseVatRate(current) : null;
  const options = rates.map((rate) => ({ value: rate, label: vatRateLabel(rate) }));
  return own && !rates.includes(own) ? [...options, { value: own, label: `${vatRateLabel(own)} (ancien taux)` }] : options;
}

/**
 * A posted rate's field: "19", "7,5 %" or "19.00" read as "19.00", the text sent back when it is
 * not a rate. Whether it is one of the settings' list is the server's check (acceptedVatRate).
 */
export function vatRateField(missing: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? (normaliseVatRate(value) ?? "invalid") : ""),
    z.string().min(1, missing).regex(/^\d+\.\d{2}$/, "Taux de TVA invalide : choisissez l'un des taux de la liste."),
  );
}

/** A rate's field that may be left out (a form drawn before lines had rates): the line keeps its own. */
export function optionalVatRateField() {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), vatRateField("").optional());
}
