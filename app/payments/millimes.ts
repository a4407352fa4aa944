// The gateways count in millimes (1 DT = 1 000 millimes), as integers; the app keeps money as
// decimal strings with two decimals ("1234.50", ADR 002). The conversion goes through the digits,
// never through a float, so "0.29" is 290 and not 289.99999999999997.

const DECIMAL = /^(\d+)(?:\.(\d{0,3}))?$/;

/**
 * "1234.50" → 1234500, "123.450" → 123450, "0.01" → 10. Throws a RangeError on anything that is
 * not a non-negative amount with at most three decimals, or that a JavaScript number cannot hold
 * exactly: an amount sent to a gateway is never rounded silently.
 */
export function toMillimes(decimal: string): number {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`Not an amount in dinars with at most three decimals: ${JSON.stringify(decimal)}`);
  const millimes = BigInt(match[1]!) * 1000n + BigInt((match[2] ?? "").padEnd(3, "0"));
  if (millimes > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large to send to a gateway: ${decimal}`);
  return Number(millimes);
}

/**
 * 1234500 → "1234.50", the app's two decimals. An amount with a single millime (123455 →
 * "123.455") keeps its third decimal rather than being rounded: it cannot be stored as it is, and
 * the caller has to see that, not a neighbouring amount.
 */
export function fromMillimes(millimes: number): string {
  if (!Number.isSafeInteger(millimes) || millimes < 0) throw new RangeError(`Not a whole, non-negative number of millimes: ${millimes}`);
  // An exact multiple of 1 000 divided by 1 000 is exact; millimes / 1000 itself may round up.
  const dinars = (millimes - (millimes % 1000)) / 1000;
  const rest = (millimes % 1000).toString().padStart(3, "0");
  return `${dinars}.${rest.endsWith("0") ? rest.slice(0, 2) : rest}`;
}
