import { EVENT_TYPES } from "~/contact/contact-options";
import { formatPercent } from "~/lib/percent";
import { centsToDecimal, signedDecimalToCents } from "~/lib/pricing";
import { type IsoDate } from "~/lib/calendar-dates";
import { monthLongLabel, monthShortLabel, type MonthKey } from "~/lib/months";

// The requests' figures (issue 24), pure: the database's rows per month laid out on the
// twelve months (a month without any at zero), the event types as the chart's series, the totals,
// and the words for a rate and a duration. Tested without a database.

/** The chart's series: the form's event types, in its order. A type the form no longer offers counts as 'Autre'. */
export const FIGURE_EVENT_TYPES: readonly string[] = EVENT_TYPES;
const OTHER_TYPE = FIGURE_EVENT_TYPES.indexOf("Autre");

export function eventTypeIndex(type: string): number {
  const index = FIGURE_EVENT_TYPES.indexOf(type);
  return index < 0 ? OTHER_TYPE : index;
}

/** What a month, or the whole period, says. Counts are whole numbers, the value exact decimal text. */
export type FigureCounts = {
  /** Requests received, per event type (FIGURE_EVENT_TYPES' order), and their sum. */
  requests: number[];
  total: number;
  /** Of those, answered from the back office, and the median time to that first answer (hours, one decimal). */
  answered: number;
  medianHours: number | null;
  /** Decided that month: won, lost, and the value won (DT HT). */
  won: number;
  lost: number;
  wonValue: string;
};

export type FigureMonth = FigureCounts & {
  key: MonthKey;
  /** "déc. 2025" */
  label: string;
  /** "décembre 2025" */
  longLabel: string;
};

export type RequestFigures = { today: IsoDate; eventTypes: readonly string[]; months: FigureMonth[]; totals: FigureCounts };

export type FigureRows = {
  today: IsoDate;
  months: MonthKey[];
  /** Per month and type; per month (type null); once for the whole period (both null). */
  arrivals: { month: string | null; type: string | null; requests: number; answered: number; medianSeconds: number | null }[];
  decisions: { month: string; won: number; lost: number; wonValue: string }[];
};

const addDecimals = (a: string, b: string) => centsToDecimal((signedDecimalToCents(a) ?? 0n) + (signedDecimalToCents(b) ?? 0n));

/** Seconds → hours with one decimal. */
export const hoursOf = (seconds: number | null): number | null => (seconds === null || Number.isNaN(seconds) ? null : Math.round(seconds / 360) / 10);

function emptyCounts(): FigureCounts {
  return { requests: FIGURE_EVENT_TYPES.map(() => 0), total: 0, answered: 0, medianHours: null, won: 0, lost: 0, wonValue: "0.00" };
}

export function assembleFigures(rows: FigureRows): RequestFigures {
  const byMonth = new Map(rows.months.map((key) => [key, emptyCounts()]));
  const totals = emptyCounts();
  for (const row of rows.arrivals) {
    if (row.type === null) {
      // A month's row, or the period's: its answers (its requests are the sum of its types').
      const target = row.month === null ? totals : byMonth.get(row.month);
      if (!target) continue;
      target.answered = row.answered;
      target.medianHours = hoursOf(row.medianSeconds);
      continue;
    }
    const month = row.month === null ? undefined : byMonth.get(row.month);
    if (!month) continue;
    const index = eventTypeIndex(row.type);
    month.requests[index]! += row.requests;
    month.total += row.requests;
    totals.requests[index]! += row.requests;
    totals.total += row.requests;
  }
  for (const row of rows.decisions) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    month.won = row.won;
    month.lost = row.lost;
    month.wonValue = row.wonValue;
    totals.won += row.won;
    totals.lost += row.lost;
    totals.wonValue = addDecimals(totals.wonValue, row.wonValue);
  }
  return {
    today: rows.today,
    eventTypes: FIGURE_EVENT_TYPES,
    months: rows.months.map((key) => ({ key, label: monthShortLabel(key), longLabel: monthLongLabel(key), ...byMonth.get(key)! })),
    totals,
  };
}

/** A part of a whole in French to a tenth of a percent, rounded half up: "33,3 %"; "—" of nothing. */
export function percentText(part: number, whole: number): string {
  if (whole === 0) return "—";
  // Tenths of a percent in integers: floor((1000·part + whole/2) / whole).
  const tenths = BigInt(Math.floor((2000 * part + whole) / (2 * whole)));
  return formatPercent(tenths * 10n);
}

/** The conversion rate: won over decided (won and lost). */
export const conversionText = (won: number, lost: number): string => percentText(won, won + lost);

const hoursFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** "3,5 h"; "—" without any answer. */
export function hoursText(hours: number | null): string {
  return hours === null ? "—" : `${hoursFormat.format(hours)}\u00a0h`;
}

/** Requests received but not answered from the back office. */
export const unanswered = (counts: Pick<FigureCounts, "total" | "answered">) => Math.max(0, counts.total - counts.answered);
