import type { Cents } from "./pricing";

/** A percent held in hundredths, in French: 1900n → "19 %", 750n → "7,5 %", 1225n → "12,25 %". */
export function formatPercent(hundredths: Cents): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return `${whole}${fraction ? `,${fraction}` : ""}\u00a0%`;
}
