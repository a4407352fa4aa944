import { itemLines, type OrderLogistics } from "~/orders/logistics";
import { TIME_SLOT_DETAILS, timeSlotLabel, type TimeSlot } from "~/orders/fulfilment";
import { addDays, formatDate, type IsoDate } from "~/lib/calendar-dates";

// An order's two moments in the calendar feed: its departure and its return, as plain data that
// calendar-feed.server.ts hands to ical-generator. Times are emitted in UTC (no VTIMEZONE needed,
// every calendar app converts): Tunisia is UTC+1 all year, with no summer time.

export const TUNIS_UTC_OFFSET_HOURS = 1;

export type FeedEvent = {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** A timed event at the slot's hours, or the whole day when the order has no slot. */
  start: Date;
  end: Date;
  allDay: boolean;
  /** The order's version: a calendar app updates its copy when it goes up. */
  sequence: number;
  lastModified: Date;
};

/** A Tunis wall-clock time ("08:00") on a calendar day, as the UTC instant (07:00Z). */
export function tunisTimeToUtc(day: IsoDate, time: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, date, hours - TUNIS_UTC_OFFSET_HOURS, minutes));
}

/** Midnight UTC of a calendar day: ical-generator writes an all-day date from its UTC fields. */
function utcDay(day: IsoDate): Date {
  return new Date(`${day}T00:00:00Z`);
}

function eventTimes(day: IsoDate, slot: TimeSlot | null): Pick<FeedEvent, "start" | "end" | "allDay"> {
  if (!slot) return { start: utcDay(day), end: utcDay(addDays(day, 1)), allDay: true };
  const { start, end } = TIME_SLOT_DETAILS[slot];
  return { start: tunisTimeToUtc(day, start), end: tunisTimeToUtc(day, end), allDay: false };
}

type Options = { publicUrl: string; lastModified: Date; version: number };

/** The departure and the return of one order. */
export function orderFeedEvents(order: OrderLogistics, { publicUrl, lastModified, version }: Options): FeedEvent[] {
  const origin = new URL(publicUrl);
  const orderUrl = `${origin.origin}${order.path}`;
  const description = (slot: TimeSlot | null) =>
    [
      `Client : ${order.clientName}`,
      ...(order.company ? [`Société : ${order.company}`] : []),
      `Téléphone : ${order.phone}`,
      `Mode : ${order.where}`,
      `Créneau : ${timeSlotLabel(slot)}`,
      `Location : du ${formatDate(order.rentalDate)} au ${formatDate(order.returnDate)}`,
      "Articles :",
      ...itemLines(order.items).map((line) => `- ${line}`),
      ...(order.notes ? [`Notes : ${order.notes}`] : []),
      `Commande : ${orderUrl}`,
    ].join("\n");
  const common = {
    location: order.address ? order.address.replace(/\s*\n\s*/g, ", ") : order.fulfilmentLabel,
    url: orderUrl,
    sequence: version,
    lastModified,
  };
  return [
    {
      uid: `${order.id}-depart@${origin.hostname}`,
      summary: `Départ ${order.number} · ${order.clientName}`,
      description: description(order.departureSlot),
      ...eventTimes(order.rentalDate, order.departureSlot),
      ...common,
    },
    {
      uid: `${order.id}-retour@${origin.hostname}`,
      summary: `Retour ${order.number} · ${order.clientName}`,
      description: description(order.returnSlot),
      ...eventTimes(order.returnDate, order.returnSlot),
      ...common,
    },
  ];
}
