import { cx } from "~/lib/class-names";
import { formatAmount, formatPrice, type Cents } from "~/lib/pricing";

/**
 * The one component that shows an amount: "1 250,00 DT", or "1 250,00 DT / jour" with a period.
 * `excludingTax` adds "HT": catalogue prices and the shop's totals are before VAT and stamp duty,
 * which the quote adds.
 */
export function Price({
  cents,
  period,
  excludingTax,
  className,
}: {
  cents: Cents;
  period?: string;
  excludingTax?: boolean;
  className?: string;
}) {
  return (
    <span className={cx("tabular-nums", className)}>
      {period ? `${formatAmount(cents)}\u00a0DT / ${period}` : formatPrice(cents)}
      {excludingTax ? <span className="text-[length:max(0.75em,0.75rem)] font-semibold">{"\u00a0HT"}</span> : null}
    </span>
  );
}
