// The vertical scale of the finances page's bar charts: round tick values that take in every bar,
// the zero line always among them so that a negative month (more credited than invoiced) is
// drawn below it. Geometry only: the amounts shown as text come from the exact decimals.

export type ChartScale = { min: number; max: number; ticks: number[] };

const STEPS = [1, 2, 2.5, 5, 10];

/** Round ticks (about `target` intervals) from ≤ the lowest value (and 0) to ≥ the highest (and 0). */
export function niceScale(values: number[], target = 4): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  // Nothing at all: an axis to 1 000 DT rather than a scale of zero height.
  if (low === 0 && high === 0) return niceScale([1000], target);
  const rough = (high - low) / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // A step of at least 1 DT: cents make no tick worth reading.
  const step = Math.max(1, STEPS.map((s) => s * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Math.round(value / step) * step);
  return { min, max, ticks };
}

const MINUS = "\u2212";
const NBSP = "\u00a0";

/** A tick's label, short and French: 0, 500, 2,5 k, 12 k, 1,2 M; negatives with a true minus sign. */
export function tickLabel(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? MINUS : "";
  const [scaled, unit] = abs >= 1_000_000 ? [abs / 1_000_000, `${NBSP}M`] : abs >= 1000 ? [abs / 1000, `${NBSP}k`] : [abs, ""];
  const rounded = Math.round(scaled * 10) / 10;
  return `${sign}${String(rounded).replace(".", ",")}${unit}`;
}
