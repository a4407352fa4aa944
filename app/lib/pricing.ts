// Money, in one module used by the rental dialog, the cart, the checkout dialog and the server
// (the rental days are calendar-dates.ts's). Amounts are integer cents held in BigInt: a sum of prices never goes through
// floating point, so 0.10 + 0.20 is 0.30 and 1 250 DT × 3 × 7 days is exact at any size.
// Decimal strings ("120.50") are the format stored in the database (numeric(10,2)) and in the
// order's items snapshot. See docs/decisions/002-money.md.

import { INTL_LOCALES, type Locale } from "~/i18n/locale";

/** An amount in cents (1 DT = 100 cents, the two decimals the database keeps). */
export type Cents = bigint;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * Parses a decimal such as "120", "120.5" or "120.50" into cents; null when it is not one.
 * Beyond two decimals the value is rounded half up to the cent (the database's scale).
 */
export function decimalToCents(value: string | number): Cents | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(2) : "") : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1]!);
  const fraction = (match[2] ?? "").padEnd(3, "0");
  let cents = whole * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1n;
  return cents;
}

/** Like decimalToCents, with a leading minus sign allowed: a credit note's "-238.00" → -23800n. */
export function signedDecimalToCents(value: string): Cents | null {
  const text = value.trim();
  if (!text.startsWith("-")) return decimalToCents(text);
  const cents = decimalToCents(text.slice(1));
  return cents === null ? null : -cents;
}

/** Cents back to the database's decimal text: 12050n → "120.50". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/**
 * SPEC §9: "Price is parsed from text by stripping non-digit and non-dot characters."
 * '1 250 DT' → 125000n cents (1 250 DT), '120.50 DT' → 12050n. Text that leaves no valid
 * decimal (nothing, or several dots) gives 0, as an unpriced item costs nothing rather than NaN.
 * Note the spec's rule reads a French decimal comma as a digit ('1 250,00 DT' → 125000 DT):
 * that is why the cart keeps prices as dot decimals ("1250.00 DT") and only displays commas.
 */
export function parsePrice(text: string): Cents {
  return decimalToCents(text.replace(/[^\d.]/g, "")) ?? 0n;
}

/** The price text a cart item carries (SPEC §3: "price (text with DT)"): "1250.00 DT". */
export function priceText(decimal: string): string {
  return `${centsToDecimal(decimalToCents(decimal) ?? 0n)} DT`;
}

// ---- Totals -----------------------------------------------------------------------------

export type PricedLine = { unitPrice: Cents; quantity: number; totalDays: number };

/** One line's rental total: unit price × quantity × days. */
export function lineTotal(line: PricedLine): Cents {
  return line.unitPrice * BigInt(line.quantity) * BigInt(line.totalDays);
}

/** The full rental total: Σ unit × quantity × days (the cart panel total and total_amount). */
export function orderTotal(lines: PricedLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0n);
}

/** SPEC §9's checkout figure: Σ price × quantity, without days, shown as 'DT/jour'. */
export function perDaySum(lines: Omit<PricedLine, "totalDays">[]): Cents {
  return lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n);
}

// ---- Formatting -------------------------------------------------------------------------

const NBSP = "\u00a0";

/** The number in French: 125000n → "1 250,00" (no-break spaces, so it never wraps). */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${(abs % 100n).toString().padStart(2, "0")}`;
}

/** A price in French with the currency: 125000n → "1 250,00 DT". */
export function formatPrice(cents: Cents): string {
  return `${formatAmount(cents)}${NBSP}DT`;
}

// ---- Formatting in the page's language (ADR 021) ----------------------------------------

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: Exclude<Locale, "fr">, currency: boolean): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    // Two decimals as in French and on the documents (the database keeps cents); `ar-TN` writes Latin digits.
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    format = new Intl.NumberFormat(INTL_LOCALES[locale], currency ? { ...options, style: "currency", currency: "TND" } : options);
    amountFormats.set(key, format);
  }
  return format;
}

/**
 * The amount in a language: French as formatAmount (byte for byte), the others through `Intl`
 * from the exact decimal text, never a float: 125000n → "1,250.00" in English, "1.250,00" in Arabic.
 */
export function formatAmountIn(locale: Locale, cents: Cents): string {
  if (locale === "fr") return formatAmount(cents);
  return amountFormat(locale, false).format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

/** A price in a language: « 1 250,00 DT », "TND 1,250.00", "‏1.250,00 د.ت.‏". */
export function formatPriceIn(locale: Locale, cents: Cents): string {
  if (locale === "fr") return formatPrice(cents);
  return amountFormat(locale, true).format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}
