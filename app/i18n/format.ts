import { INTL_LOCALES, type Locale } from "./locale";

// Numbers, dates and plurals of a language through `Intl`, with the formatters kept (making one
// costs more than using it, and a page formats dozens of values).

const AGENCY_TIME_ZONE = "Africa/Tunis";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` for `count` in the language (Arabic has six); `#` is replaced by the count. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const rules = cached(`plural:${locale}`, () => new Intl.PluralRules(INTL_LOCALES[locale]));
  const form = count === 0 && forms.zero !== undefined ? forms.zero : (forms[rules.select(count)] ?? forms.other);
  return form.replace("#", formatNumber(locale, count));
}

export function formatNumber(locale: Locale, value: number): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale])).format(value);
}

/** A calendar day stored as `YYYY-MM-DD`, without any time-zone shift: « 5 décembre 2026 ». */
export function formatDay(locale: Locale, day: string): string {
  const parsed = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return day;
  return cached(`day:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" })).format(parsed);
}

/** A moment in the agency's time zone, on a 24-hour clock in every language. */
export function formatDateTime(locale: Locale, moment: Date | string): string {
  const parsed = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(parsed.getTime())) return String(moment);
  return cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: "long",
        timeStyle: "short",
        hourCycle: "h23",
        timeZone: AGENCY_TIME_ZONE,
      }),
  ).format(parsed);
}
