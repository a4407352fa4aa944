import { formatPercent } from "~/lib/percent";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { vatRateLabel } from "~/lib/vat-rates";
import type { OrderPageData } from "./order-page.server";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/** The order's figures as the server computed them (HT, discount, fees, VAT per rate, stamp, TTC, deposit). */
export function OrderTotals({
  figures,
  discountKind,
  discountValue,
}: {
  figures: OrderPageData["figures"];
  discountKind: string;
  discountValue: string;
}) {
  const discount = decimalToCents(figures.discount) ?? 0n;
  const rows: [string, string, string?][] = [
    ["Sous-total HT", price(figures.subtotal)],
    ...(discount > 0n
      ? [[discountKind === "percent" ? `Remise (${formatPercent(decimalToCents(discountValue) ?? 0n)})` : "Remise", `−${price(figures.discount)}`] as [string, string]]
      : []),
    ...((decimalToCents(figures.deliveryFee) ?? 0n) > 0n ? [["Frais de livraison et d'installation", price(figures.deliveryFee)] as [string, string]] : []),
    ["Total HT", price(figures.totalHt), "font-semibold"],
    // The VAT per rate (issue 37), then their sum when there are several.
    ...figures.vatByRate.map((line): [string, string] => [`TVA ${vatRateLabel(line.rate)} sur ${price(line.base)}`, price(line.vat)]),
    ...(figures.vatByRate.length > 1 ? [["Total TVA", price(figures.vat)] as [string, string]] : []),
    ["Timbre fiscal", price(figures.stampDuty)],
  ];
  return (
    <section aria-labelledby="order-totals-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-totals-title" className="text-base font-semibold">
        Totaux
      </h2>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, value, tone]) => (
          <div key={label} className={`flex items-baseline justify-between gap-3 ${tone ?? ""}`}>
            <dt className={tone ? "" : "text-muted-foreground"}>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-2 text-base font-bold">
          <dt>Total TTC</dt>
          <dd className="tabular-nums" data-testid="order-total-ttc">
            {price(figures.totalTtc)}
          </dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-3 rounded-md bg-gold/15 px-3 py-2">
          <dt>
            Caution <span className="text-xs text-muted-foreground">(non comprise dans le total)</span>
          </dt>
          <dd className="font-semibold tabular-nums">{price(figures.deposit)}</dd>
        </div>
      </dl>
    </section>
  );
}
