import { useLocale, useMessages } from "~/i18n/messages";
import { cx } from "~/lib/class-names";
import { formatPriceIn, type Cents } from "~/lib/pricing";
import { periodName } from "./shop-labels";

/**
 * The one component that shows an amount: "1 250,00 DT", or "1 250,00 DT / jour" with a period,
 * in the page's language. `excludingTax` adds "HT": catalogue prices and the shop's totals are
 * before VAT and stamp duty, which the quote adds.
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
  const locale = useLocale();
  const m = useMessages().shop;
  const amount = formatPriceIn(locale, cents);
  return (
    <span className={cx("tabular-nums", className)}>
      {period ? m.price.perPeriod(amount, periodName(m, period)) : amount}
      {excludingTax ? <span className="text-[length:max(0.75em,0.75rem)] font-semibold">{m.price.excludingTax}</span> : null}
    </span>
  );
}
