import { cx } from "~/lib/class-names";
import { formatAmount, formatPrice, type Cents } from "./pricing";

/** The one component that shows an amount: "1 250,00 DT", or "1 250,00 DT / jour" with a period. */
export function Price({ cents, period, className }: { cents: Cents; period?: string; className?: string }) {
  return (
    <span className={cx("tabular-nums", className)}>
      {period ? `${formatAmount(cents)}\u00a0DT / ${period}` : formatPrice(cents)}
    </span>
  );
}
