import { z } from "zod";
import { dayNumber, isIsoDate, type IsoDate } from "~/lib/calendar-dates";
import { monthEnd, monthStart } from "~/lib/months";

// The period of the payments journal (the accountant's CSV): one schema for the finances page's
// form, which checks it before the download starts, and for the CSV route, which refuses a bad
// one with a 400 and the same French message.

export const JOURNAL_PATH = "/admin/shop/finances/paiements.csv";
/** The URL's names of the period's first and last days, both included. */
export const JOURNAL_FROM = "du";
export const JOURNAL_TO = "au";
/** A year, a leap one included: an export covers at most one fiscal year. */
export const JOURNAL_MAX_DAYS = 366;

export const JOURNAL_MESSAGES = {
  invalidFrom: "Date de début invalide (format attendu : AAAA-MM-JJ).",
  invalidTo: "Date de fin invalide (format attendu : AAAA-MM-JJ).",
  reversed: "La date de fin précède la date de début : choisissez une date de fin égale ou postérieure.",
  tooLong: `La période ne peut pas dépasser ${JOURNAL_MAX_DAYS} jours : exportez l'année en plusieurs fois.`,
} as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(isIsoDate, message)
    .refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100, message);

export const JournalPeriodSchema = z
  .object({ du: day(JOURNAL_MESSAGES.invalidFrom), au: day(JOURNAL_MESSAGES.invalidTo) })
  .superRefine((period, ctx) => {
    const from = dayNumber(period.du);
    const to = dayNumber(period.au);
    if (from === null || to === null) return;
    if (to < from) ctx.addIssue({ code: "custom", path: ["au"], message: JOURNAL_MESSAGES.reversed });
    else if (to - from + 1 > JOURNAL_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["au"], message: JOURNAL_MESSAGES.tooLong });
  });

export type JournalPeriod = { from: IsoDate; to: IsoDate };

/** The current month (Tunis), what the form offers and what a bare link exports. */
export function defaultJournalPeriod(today: IsoDate): JournalPeriod {
  const month = today.slice(0, 7);
  return { from: monthStart(month), to: monthEnd(month) };
}

export type JournalPeriodResult = { ok: true; period: JournalPeriod } | { ok: false; error: string };

/**
 * The period of `?du=…&au=…`, each bound the current month's when absent or empty. The first
 * message of the schema when it is refused.
 */
export function parseJournalPeriod(values: { du?: string | null; au?: string | null }, today: IsoDate): JournalPeriodResult {
  const fallback = defaultJournalPeriod(today);
  const parsed = JournalPeriodSchema.safeParse({ du: values.du || fallback.from, au: values.au || fallback.to });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  return { ok: true, period: { from: parsed.data.du, to: parsed.data.au } };
}

/** The file's name: `journal-paiements-2026-03-01-au-2026-03-31.csv`. */
export function journalFileName(period: JournalPeriod): string {
  return `journal-paiements-${period.from}-au-${period.to}.csv`;
}
