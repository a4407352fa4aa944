import type { ShopMessages } from "~/i18n/messages/shop/fr";
import { isTimeSlot, TIME_SLOT_DETAILS } from "~/orders/fulfilment";

// The labels of ids kept in data (a category, a product's period, a slot, a status) in the page's
// language: the cart in localStorage and the order's items hold ids, never a translated word.

/** A rental category's name; an unknown id as it is. */
export function categoryName(m: ShopMessages, id: string): string {
  return id in m.categories ? m.categories[id as keyof ShopMessages["categories"]].label : id;
}

/** A product's rental period ("jour" → "day"); a period typed otherwise in the back office as it is. */
export function periodName(m: ShopMessages, period: string): string {
  return m.periods[period] ?? period;
}

/** "Matin (8 h – 12 h)", "Morning (08:00–12:00)"; "Non précisé" for older orders placed before slots existed. */
export function timeSlotText(m: ShopMessages, value: string | null | undefined): string {
  if (!isTimeSlot(value)) return m.slots.unknown;
  const slot = TIME_SLOT_DETAILS[value];
  const hour = (time: string) => {
    const [hours, minutes] = time.split(":");
    return m.slots.hour(Number(hours), minutes!);
  };
  return m.slots.withHours(m.slots[value], hour(slot.start), hour(slot.end));
}
