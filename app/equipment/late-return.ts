// 'Retour en retard' (issue 23): an order whose units are still out once its return date and slot
// have passed. Pure: the desk's filter builds its SQL from passedReturnSlots, the order's page and
// the departures sheet ask isReturnLate. Tunis keeps UTC+1 all year.

import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { TIME_SLOT_DETAILS, TIME_SLOTS, type TimeSlot } from "~/orders/fulfilment";

/** Minutes since midnight in Tunis. */
function minutesInTunis(now: Date): number {
  return ((now.getUTCHours() + 1) % 24) * 60 + now.getUTCMinutes();
}

/** The return slots of today that are over by `now`: an order due back in one of them and not back is late. */
export function passedReturnSlots(now: Date = new Date()): TimeSlot[] {
  const minutes = minutesInTunis(now);
  return TIME_SLOTS.filter((slot) => {
    const [hours, mins] = TIME_SLOT_DETAILS[slot].end.split(":").map(Number);
    return hours! * 60 + mins! <= minutes;
  });
}

/** Late: units still out after the return date (or today's return slot, when it has one). */
export function isReturnLate(order: { returnDate: IsoDate; returnSlot: string | null; outstanding: number }, now: Date = new Date()): boolean {
  if (order.outstanding <= 0) return false;
  const today = todayInTunis(now);
  if (order.returnDate < today) return true;
  if (order.returnDate > today || !order.returnSlot) return false;
  return (passedReturnSlots(now) as string[]).includes(order.returnSlot);
}
