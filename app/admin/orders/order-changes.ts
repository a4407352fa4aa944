// What an edit changed, one French sentence per change, for the order's timeline. Pure.

import type { RentalOrderItem } from "~/db/schema";
import { storedOrderFigures, type StoredOrderMoney } from "~/rental/order-figures";
import { formatPercent } from "~/rental/percent";
import { decimalToCents, formatDate, formatPrice } from "~/rental/pricing";

export type ComparableOrder = StoredOrderMoney & {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  delivery_address: string;
  notes: string | null;
  rental_date: string;
  return_date: string;
  items: RentalOrderItem[];
};

const CLIENT_FIELDS = [
  ["first_name", "Prénom"],
  ["last_name", "Nom"],
  ["email", "E-mail"],
  ["phone", "Téléphone"],
  ["company", "Société"],
  ["delivery_address", "Adresse de livraison"],
] as const;

const shown = (value: string | null) => (value ? value : "(vide)");
const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);
const period = (from: string, to: string) => `du ${formatDate(from)} au ${formatDate(to)}`;

function discountText(order: StoredOrderMoney): string {
  const value = decimalToCents(order.discount_value) ?? 0n;
  if (value === 0n) return "aucune";
  return order.discount_kind === "percent" ? formatPercent(value) : formatPrice(value);
}

function lineKey(item: RentalOrderItem) {
  return item.id;
}

export function describeOrderChanges(before: ComparableOrder, after: ComparableOrder): string[] {
  const changes: string[] = [];
  for (const [field, label] of CLIENT_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) changes.push(`${label} : ${shown(before[field])} → ${shown(after[field])}`);
  }
  if ((before.notes ?? null) !== (after.notes ?? null)) changes.push("Notes modifiées");
  if (before.rental_date !== after.rental_date || before.return_date !== after.return_date) {
    changes.push(`Période : ${period(before.rental_date, before.return_date)} → ${period(after.rental_date, after.return_date)}`);
  }

  // Lines: matched by product, in order (a product may sit on several lines).
  const remaining = [...before.items];
  for (const item of after.items) {
    const index = remaining.findIndex((old) => lineKey(old) === lineKey(item));
    if (index < 0) {
      changes.push(`Ajout : « ${item.name} » × ${item.quantity}`);
      continue;
    }
    const old = remaining.splice(index, 1)[0]!;
    if (old.quantity !== item.quantity) changes.push(`« ${item.name} » : quantité ${old.quantity} → ${item.quantity}`);
    const oldFrom = old.from ?? before.rental_date;
    const oldTo = old.to ?? before.return_date;
    const newFrom = item.from ?? after.rental_date;
    const newTo = item.to ?? after.return_date;
    if (oldFrom !== newFrom || oldTo !== newTo) changes.push(`« ${item.name} » : ${period(oldFrom, oldTo)} → ${period(newFrom, newTo)}`);
  }
  for (const old of remaining) changes.push(`Retrait : « ${old.name} » × ${old.quantity}`);

  if ((decimalToCents(before.delivery_fee) ?? 0n) !== (decimalToCents(after.delivery_fee) ?? 0n)) {
    changes.push(`Frais de livraison et d'installation : ${money(before.delivery_fee)} → ${money(after.delivery_fee)}`);
  }
  if (discountText(before) !== discountText(after)) changes.push(`Remise : ${discountText(before)} → ${discountText(after)}`);
  if ((decimalToCents(before.deposit) ?? 0n) !== (decimalToCents(after.deposit) ?? 0n)) {
    changes.push(`Caution : ${money(before.deposit)} → ${money(after.deposit)}`);
  }
  const totalBefore = storedOrderFigures(before).totalTtc;
  const totalAfter = storedOrderFigures(after).totalTtc;
  if (changes.length > 0 && totalBefore !== totalAfter) changes.push(`Total TTC : ${formatPrice(totalBefore)} → ${formatPrice(totalAfter)}`);
  return changes;
}
