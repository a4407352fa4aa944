// The money of an event quote (issue 24). A line is quantity × unit price HT; a rental line is also
// multiplied by its days, since catalogue prices are per day and the order made from a won quote
// keeps them that way. Each line has its VAT rate (issue 37: accommodation at 7 %, a service at
// 19 %). The quote's figures are the rental orders' (app/orders/figures.ts) with no charges: the
// VAT per rate of the lines, then the stamp duty. Pure: the editor's totals, the PDF's data and
// the won order all come from here.

import type { EventQuoteLine } from "~/db/schema/requests";
import { orderFigures, type OrderFigures, type OrderTaxes, type TaxedLine } from "~/orders/figures";
import { centsToDecimal, decimalToCents, lineTotal, type Cents } from "~/lib/pricing";
import { inclusiveDays } from "~/lib/calendar-dates";

export type EventQuoteLineKind = EventQuoteLine["kind"];

export const LINE_KINDS = ["free", "package", "service", "rental"] as const satisfies readonly EventQuoteLineKind[];

/** How the editor and the PDF name a line's kind. */
export const LINE_KIND_LABELS: Record<EventQuoteLineKind, string> = {
  free: "Ligne libre",
  package: "Formule",
  service: "Prestation",
  rental: "Location de matériel",
};

/** Days a line counts: a rental line's inclusive days, 1 for any other. */
export function lineDays(line: Pick<EventQuoteLine, "kind" | "from" | "to">): number {
  return line.kind === "rental" && line.from && line.to ? inclusiveDays({ from: line.from, to: line.to }) : 1;
}

export function pricedLine(line: EventQuoteLine): TaxedLine {
  return { unitPrice: decimalToCents(line.unit_price) ?? 0n, quantity: line.quantity, totalDays: lineDays(line), vatRate: decimalToCents(line.vat_rate) ?? 0n };
}

export function eventQuoteLineTotal(line: EventQuoteLine): Cents {
  return lineTotal(pricedLine(line));
}

const NO_CHARGES = { deliveryFee: 0n, deliveryFeeVatRate: 0n, discount: { kind: "amount" as const, value: 0n }, deposit: 0n };

/** Σ lines = total HT; the VAT of each rate, rounded half up on its base; the stamp duty; total TTC. */
export function eventQuoteFigures(lines: EventQuoteLine[], taxes: OrderTaxes): OrderFigures {
  return orderFigures(lines.map(pricedLine), NO_CHARGES, taxes);
}

// A French or plain amount inside free text: "4 900", "12.500", "1 250,50 DT", "Dès 900 DT",
// "1250.50". Thousands grouped by spaces (any kind) or dots come first, then a plain number.
const AMOUNT_IN_TEXT = /\d{1,3}(?:[ .\u00a0\u202f]\d{3})+(?:,\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)/;

/** Above this, a number in a package's price text is not its price (a phone number, a year × 1000…). */
const PRESET_PRICE_MAX = 1_000_000n * 100n;

/**
 * A package's price as the site shows it (free text, SPEC §3: "4 900", "Sur devis") to decimal
 * text: the first amount found, or "0.00" when there is none, for the admin to fill in. Not
 * parsePrice: that rule reads the French decimal comma as a digit.
 */
export function presetPrice(text: string | null | undefined): string {
  const match = AMOUNT_IN_TEXT.exec(text ?? "");
  if (!match) return "0.00";
  const grouped = /[ .\u00a0\u202f]\d{3}(?:,|$)/.test(match[0]) && !/^\d+\.\d{1,2}$/.test(match[0]);
  const plain = grouped ? match[0].replace(/[ .\u00a0\u202f]/g, "") : match[0];
  const cents = decimalToCents(plain.replace(",", "."));
  if (cents === null || cents > PRESET_PRICE_MAX) return "0.00";
  return centsToDecimal(cents);
}

/** "Formule Premium — Mariages" and what it includes, as a line's description. */
export function packageDescription(pkg: { name: string; features: string[] }, topic: string | null): string {
  const head = `Formule ${pkg.name}${topic ? ` — ${topic}` : ""}`;
  const features = pkg.features.map((feature) => feature.trim()).filter(Boolean);
  return features.length > 0 ? `${head}\n${features.join(" · ")}` : head;
}

/** A service of the site as a line's description: its title, then its features. */
export function serviceDescription(service: { title: string; features: string[] }): string {
  const features = service.features.map((feature) => feature.trim()).filter(Boolean);
  return features.length > 0 ? `${service.title}\n${features.join(" · ")}` : service.title;
}

/** The lines that become a rental order when the request is won. */
export function rentalLines(lines: EventQuoteLine[]): (EventQuoteLine & { product_id: string; from: string; to: string })[] {
  return lines.filter((line): line is EventQuoteLine & { product_id: string; from: string; to: string } => line.kind === "rental" && Boolean(line.product_id && line.from && line.to));
}

/** "DEV-2026-0001-v2.pdf": the file an event quote is downloaded as, like a rental quote. */
export function eventQuoteFileName(quote: { number: string; version: number }): string {
  return `${quote.number}-v${quote.version}.pdf`;
}

/** The number and version a file name designates, or null. */
export function parseEventQuoteFileName(fileName: string): { number: string; version: number } | null {
  const match = /^(DEV-\d{4}-\d{4,})-v(\d{1,6})\.pdf$/.exec(fileName);
  return match ? { number: match[1]!, version: Number(match[2]) } : null;
}
