// The scanner's typed fallback (issue 23): the order number as the depot reads it off a packing
// list or a client's e-mail. One schema for the form's hints and the loader's check.

import { z } from "zod";
import { formatOrderNumber } from "~/orders/status";

/** The GET parameter of the scanner's form: /admin/shop/scanner?commande=42. */
export const ORDER_FIELD = "commande";
/** Room for a pasted address (a packing list's or a label's), which the loader also accepts. */
export const ORDER_FIELD_MAX = 500;

export const ORDER_FIELD_HINT = "Par exemple CMD-000042, ou 42.";

export const OrderFieldSchema = z
  .string()
  .trim()
  .min(1, { error: "Indiquez le numéro de commande, par exemple CMD-000042 ou 42." })
  .max(ORDER_FIELD_MAX, { error: "Numéro trop long : indiquez par exemple CMD-000042 ou 42." });

// Hyphens of every kind a phone keyboard or a copied PDF may give.
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;

/**
 * The order number in what was typed: "CMD-000042", "cmd 42", "CMD000042", "000042" or "42" give
 * 42 (formatOrderNumber's "CMD-" and its zeros are optional); anything else, and 0, give null.
 */
export function parseOrderNumber(typed: string): number | null {
  const text = typed.trim().replace(DASHES, "-").replace(/\s+/g, "").toUpperCase();
  const match = /^(?:CMD-?)?(\d{1,9})$/.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 ? number : null;
}

/** The French message for a text that is not an order number. */
export function notAnOrderNumber(typed: string): string {
  const shown = typed.trim().length > 40 ? `${typed.trim().slice(0, 40)}…` : typed.trim();
  return `« ${shown} » n'est pas un numéro de commande : indiquez par exemple CMD-000042 ou 42.`;
}

export const orderNotFound = (number: number) => `Aucune commande ${formatOrderNumber(number)} : vérifiez le numéro.`;
