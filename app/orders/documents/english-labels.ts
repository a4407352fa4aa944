// The English of the French words the code writes into a document's stored data (issue 39): a
// line's category, the time slots, a payment's method, the discount's label, a credit note's or a
// complementary invoice's own lines. The data keeps them as printed in French (documents issued
// before English existed do too), so an English render finds their English here, by the French
// text the code wrote. A text not found (typed by the agency, or a label changed since) stays French.

import { shopEn } from "~/i18n/messages/shop/en";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import type { PaymentGatewayId } from "~/db/schema/payments";
import { GATEWAY_LABELS, PAYMENT_METHOD_LABELS, paymentMethodLabel } from "~/money/payment-status";
import { TIME_SLOTS } from "~/orders/fulfilment";
import { categoryName, timeSlotText } from "~/rental/shop-labels";
import { documentSlotText } from "./document-builder";
import type { DocumentLanguageFields } from "./document-data";
import type { DocumentLanguage } from "./document-language";
import { englishPercent } from "./document-words";

const PAYMENT_METHODS_EN: Record<keyof typeof PAYMENT_METHOD_LABELS, string> = {
  cash: "Cash",
  transfer: "Bank transfer",
  cheque: "Cheque",
  card: "Card",
  withholding: "Withholding tax",
  online: "Online",
};

const GATEWAYS = Object.keys(GATEWAY_LABELS) as PaymentGatewayId[];
const GATEWAY_NAMES = new Set(Object.values(GATEWAY_LABELS));

/** The reasons of a kept deposit or a charge (money/deposit-schema.ts, money/charge-schema.ts). */
const REASONS_EN: Record<string, string> = { Dommages: "Damage", Pertes: "Loss", Retard: "Late return" };

const EXACT = new Map<string, string>([
  ...DEPOT_CATEGORIES.map((category): [string, string] => [category.label, categoryName(shopEn, category.id)]),
  ...TIME_SLOTS.map((slot): [string, string] => [documentSlotText(slot), timeSlotText(shopEn, slot)]),
  [documentSlotText(null), shopEn.slots.unknown],
  ...Object.entries(PAYMENT_METHOD_LABELS).map(([method, label]): [string, string] => [label, PAYMENT_METHODS_EN[method as keyof typeof PAYMENT_METHOD_LABELS]]),
  // An online payment with its gateway ('En ligne — Konnect'); a gateway's name is the same in English.
  ...GATEWAYS.map((gateway): [string, string] => [paymentMethodLabel("online", gateway), `${PAYMENT_METHODS_EN.online} — ${GATEWAY_LABELS[gateway]}`]),
  ...Object.entries(REASONS_EN),
  ["Remise", "Discount"],
  ["Montant HT", "Amount excl. VAT"],
  ["Caution", "Deposit"],
  ["Frais après location", "Charges after the rental"],
  ["Objet", "Purpose"],
  ["Frais constatés après la location : dommages, pertes ou retard de restitution du matériel.", "Charges found after the rental: damage, loss or late return of the equipment."],
]);

/** The texts the builders write with a number or a note inside, and their English. */
const PATTERNS: [RegExp, (...groups: string[]) => string | undefined][] = [
  [/^Remise \((.+)\)$/, (rate) => `Discount (${englishPercent(rate!)})`],
  [/^Solde de la facture (\S+)(?: — TVA (.+))?$/, (invoice, rate) => `Balance of invoice ${invoice}${rate ? ` — VAT ${englishPercent(rate)}` : ""}`],
  [/^Avoir sur la facture (\S+)$/, (invoice) => `Credit on invoice ${invoice}`],
  [/^Caution retenue — (.+)$/, (reason) => reasonEn(reason!, (text) => `Deposit withheld — ${text.toLowerCase()}`)],
  // A kept deposit's reason and note; a charge's line (money/charge-schema.ts's chargeLabel): its
  // kind, a late return's days, the products as they were named, then the agency's words.
  [
    /^(\S+)(?: \((\d+) jours?\))?((?: — [\s\S]*?)?) : ([\s\S]*)$/,
    (reason, days, products, note) => reasonEn(reason!, (text) => `${text}${days ? ` (${days} ${days === "1" ? "day" : "days"})` : ""}${products}: ${note}`),
  ],
  [/^Chèque n° (.+)$/, (rest) => `Cheque no. ${rest}`],
  [/^Référence : ([\s\S]*)$/, (reference) => `Reference: ${reference}`],
  [/^Référence (\S+) : ([\s\S]*)$/, (gateway, reference) => (GATEWAY_NAMES.has(gateway!) ? `${gateway} reference: ${reference}` : undefined)],
];

/** A reason in English, whatever its case ("Dommages", "dommages"); undefined when it is not one. */
function reasonEn(french: string, phrase: (english: string) => string): string | undefined {
  const key = Object.keys(REASONS_EN).find((reason) => reason.toLowerCase() === french.toLowerCase());
  return key ? phrase(REASONS_EN[key]!) : undefined;
}

/** The English of a French text the code wrote into a document's data; undefined when it is not one. */
export function englishOfStoredLabel(french: string): string | undefined {
  const exact = EXACT.get(french);
  if (exact !== undefined) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(french);
    const text = match ? english(...match.slice(1)) : undefined;
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * How a document printed in `language` prints a French text of its data: as it is in French; in
 * English, the agency's English of it stored with the document, else the code's, else as it is.
 */
export function storedText(data: DocumentLanguageFields, language: DocumentLanguage): (french: string) => string {
  if (language === "fr") return (french) => french;
  return (french) => data.english?.[french] ?? englishOfStoredLabel(french) ?? french;
}
