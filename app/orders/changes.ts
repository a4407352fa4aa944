// What an edit changed, one French sentence per change, for the order's timeline. Pure.

import type { RentalOrderItem } from "~/db/schema";
import { fulfilmentLabel, isTimeSlot, TIME_SLOT_DETAILS } from "./fulfilment";
import { storedOrderFigures, type StoredOrderMoney } from "./figures";
import { formatPercent } from "~/lib/percent";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { vatRateLabel } from "~/lib/vat-rates";

export type ComparableOrder = StoredOrderMoney & {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  fulfilment: string;
  delivery_address: string;
  departure_slot: string | null;
  return_slot: string | null;
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
/** "Matin", "Soir"; "Non précisé" on an order placed before the slots existed. */
const slotName = (value: string | null) => (isTimeSlot(value) ? TIME_SLOT_DETAILS[value].label : "Non précisé");
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
  if (fulfilmentLabel(before.fulfilment) !== fulfilmentLabel(after.fulfilment)) {
    changes.push(`Mode de remise : ${fulfilmentLabel(before.fulfilment)} → ${fulfilmentLabel(after.fulfilment)}`);
  }
  for (const [field, label] of CLIENT_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) changes.push(`${label} : ${shown(before[field])} → ${shown(after[field])}`);
  }
  if ((before.notes ?? null) !== (after.notes ?? null)) changes.push("Notes modifiées");
  if (before.rental_date !== after.rental_date || before.return_date !== after.return_date) {
    changes.push(`Période : ${period(before.rental_date, before.return_date)} → ${period(after.rental_date, after.return_date)}`);
  }
  if ((before.departure_slot ?? null) !== (after.departure_slot ?? null)) {
    changes.push(`Créneau de départ : ${slotName(before.departure_slot)} → ${slotName(after.departure_slot)}`);
  }
  if ((before.return_slot ?? null) !== (after.return_slot ?? null)) {
    changes.push(`Créneau de retour : ${slotName(before.return_slot)} → ${slotName(after.return_slot)}`);
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
    if (old.vatRate !== item.vatRate) changes.push(`« ${item.name} » : TVA ${vatRateLabel(old.vatRate)} → ${vatRateLabel(item.vatRate)}`);
  }
  for (const old of remaining) changes.push(`Retrait : « ${old.name} » × ${old.quantity}`);

  if ((decimalToCents(before.delivery_fee) ?? 0n) !== (decimalToCents(after.delivery_fee) ?? 0n)) {
    changes.push(`Frais de livraison et d'installation : ${money(before.delivery_fee)} → ${money(after.delivery_fee)}`);
  }
  if (before.delivery_fee_vat_rate !== after.delivery_fee_vat_rate) {
    changes.push(`TVA des frais de livraison : ${vatRateLabel(before.delivery_fee_vat_rate)} → ${vatRateLabel(after.delivery_fee_vat_rate)}`);
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
