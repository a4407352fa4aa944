// When events happen: each kind of event has its months and its weekdays (weddings in summer,
// congresses in autumn and spring), the agency grows and far-off dates are rarely booked yet, so
// that the made-up orders and messages fall on the days a real agency's would, and were made
// some time before them.

import { Sampler, type Random } from "./random";
import type { HistoryWindow } from "./history-window";

/** What an order or a message is for: it drives its season, its products and its client. */
export type EventKind = "mariage" | "congres" | "seminaire" | "gala" | "lancement" | "festival" | "prive" | "digital";

type Season = {
  /** Multipliers of January … December. */
  months: readonly number[];
  /** Multipliers of Sunday … Saturday. */
  weekdays: readonly number[];
};

const SEASONS: Record<EventKind, Season> = {
  // Weddings: summer, Thursday to Sunday.
  mariage: { months: [0.2, 0.2, 0.3, 0.5, 1.0, 1.6, 2.4, 2.6, 1.4, 0.6, 0.3, 0.3], weekdays: [1.6, 0.3, 0.3, 0.4, 0.9, 1.6, 2.0] },
  // Congresses: September–October, then spring; none in August.
  congres: { months: [0.5, 0.8, 1.3, 1.5, 1.4, 0.8, 0.2, 0.1, 1.6, 2.2, 1.3, 0.6], weekdays: [0.3, 0.6, 0.8, 1.2, 1.6, 1.6, 0.9] },
  seminaire: { months: [0.9, 1.1, 1.2, 1.2, 1.1, 0.9, 0.4, 0.2, 1.1, 1.3, 1.2, 0.9], weekdays: [0.1, 1.2, 1.3, 1.3, 1.3, 1.0, 0.3] },
  gala: { months: [0.5, 0.5, 0.7, 0.8, 0.9, 1.2, 0.8, 0.4, 0.6, 0.9, 1.0, 2.4], weekdays: [0.4, 0.4, 0.6, 0.8, 1.4, 1.8, 1.8] },
  lancement: { months: [0.6, 0.8, 1.2, 1.3, 1.2, 0.9, 0.4, 0.3, 1.1, 1.3, 1.3, 1.0], weekdays: [0.2, 1.0, 1.2, 1.3, 1.3, 1.0, 0.5] },
  festival: { months: [0.1, 0.1, 0.3, 0.5, 0.8, 1.5, 3.0, 3.0, 1.0, 0.4, 0.1, 0.2], weekdays: [1.0, 0.6, 0.6, 0.7, 1.0, 1.5, 1.8] },
  prive: { months: [0.8, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.3, 1.0, 0.9, 0.8, 1.0], weekdays: [1.3, 0.5, 0.5, 0.6, 0.9, 1.6, 1.8] },
  digital: { months: [1.0, 1.1, 1.2, 1.2, 1.1, 0.8, 0.5, 0.4, 1.1, 1.3, 1.2, 0.9], weekdays: [0.2, 1.2, 1.3, 1.3, 1.3, 1.0, 0.4] },
};

/**
 * Day-and-kind sampler over the window: the kind's share × its month × its weekday, times a
 * slow growth of the agency (+12 % a year) and, for days to come, fewer bookings the farther
 * they are (a date six months ahead is rarely booked yet).
 */
export function daySampler(window: HistoryWindow, shares: Partial<Record<EventKind, number>>): Sampler<{ day: number; kind: EventKind }> {
  const sampler = new Sampler<{ day: number; kind: EventKind }>();
  for (let day = window.firstDay; day <= window.lastDay; day++) {
    const date = new Date(day * 86_400_000);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const growth = 1 + (0.12 * (day - window.firstDay)) / 365;
    const ahead = day - window.todayDay;
    const taper = ahead <= 0 ? 1 : Math.max(0.2, 1 - ahead / 230);
    for (const [kind, share] of Object.entries(shares) as [EventKind, number][]) {
      const season = SEASONS[kind];
      sampler.add({ day, kind }, share * season.months[month]! * season.weekdays[weekday]! * growth * taper);
    }
  }
  return sampler;
}

/**
 * The day a request for an event on `eventDay` was made, `lead` days before, kept inside the
 * window's past: a booking for a far date was made recently, one for the window's first weeks
 * during those weeks.
 */
export function requestDay(random: Random, window: HistoryWindow, eventDay: number, lead: number): number {
  let day = eventDay - lead;
  if (day >= window.todayDay) day = window.todayDay - 1 - random.int(0, Math.min(60, window.todayDay - 1 - window.firstDay));
  if (day < window.firstDay) day = eventDay - 1 > window.firstDay ? random.int(window.firstDay, eventDay - 1) : eventDay - 1;
  return Math.min(day, eventDay - 1);
}
