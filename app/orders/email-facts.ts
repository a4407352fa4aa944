// An order as the e-mails print it: its number, period, fulfilment lines, items and totals,
// already formatted in French (the plain types of ~/emails/order-facts, which the e-mail
// components receive). One pure function feeds both parts of an e-mail, the text
// (mail.server.ts's orderSummary) and the HTML tables, so they can never disagree; the
// figures come from storedOrderFigures and the pricing helpers, never recomputed here.

import type { RentalOrderItem } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import type { OrderLineFact, OrderSummaryFacts, TotalFact } from "~/emails/order-facts";
import { fulfilmentLines, type FulfilmentDetails } from "./fulfilment-summary";
import { storedOrderFigures, type StoredOrderMoney } from "./figures";
import { formatOrderNumber } from "./status";
import { vatRateLabel } from "~/lib/vat-rates";
import { centsToDecimal, decimalToCents, formatPrice, lineTotal, perDaySum } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { formatPercent } from "~/lib/percent";

export function daysLabel(days: number): string {
  return `${days} jour${days > 1 ? "s" : ""}`;
}

export function orderLineFacts(items: RentalOrderItem[]): OrderLineFact[] {
  return items.map((item) => {
    const unit = decimalToCents(item.price) ?? 0n;
    return {
      name: item.name,
      category: categoryLabel(item.category),
      quantity: item.quantity,
      unitPrice: formatPrice(unit),
      days: daysLabel(item.totalDays),
      total: formatPrice(lineTotal({ unitPrice: unit, quantity: item.quantity, totalDays: item.totalDays })),
    };
  });
}

export function orderPeriod(order: { rental_date: string; return_date: string }): string {
  return `du ${formatDate(order.rental_date)} au ${formatDate(order.return_date)}`;
}

type OrderForSummary = FulfilmentDetails &
  StoredOrderMoney & { order_number: number; rental_date: string; return_date: string; items: RentalOrderItem[] };

const MINUS = "\u2212";

/** "Remise (10 %)" for a percentage, "Remise" for an amount, as the documents print it. */
function discountLabel(order: Pick<StoredOrderMoney, "discount_kind" | "discount_value">): string {
  return order.discount_kind === "percent" ? `Remise (${formatPercent(decimalToCents(order.discount_value) ?? 0n)})` : "Remise";
}

/**
 * An order's totals as the e-mails print them, adding up row by row to the total TTC: the rental
 * HT, the discount and the delivery fee when there are (then the total HT they make), the VAT per
 * rate (issue 37) and the stamp duty. The deposit is apart: not in the total.
 */
export function orderTotalFacts(order: StoredOrderMoney): TotalFact[] {
  const figures = storedOrderFigures(order);
  const adjusted = figures.discount > 0n || figures.deliveryFee > 0n;
  return [
    { label: "Total de la location HT", value: formatPrice(figures.subtotal) },
    ...(figures.discount > 0n ? [{ label: discountLabel(order), value: `${MINUS}${formatPrice(figures.discount)}` }] : []),
    ...(figures.deliveryFee > 0n ? [{ label: "Frais de livraison et d'installation", value: formatPrice(figures.deliveryFee) }] : []),
    ...(adjusted ? [{ label: "Total HT", value: formatPrice(figures.totalHt) }] : []),
    ...figures.vatByRate.map((line) => ({ label: `TVA ${vatRateLabel(centsToDecimal(line.rate))}`, value: formatPrice(line.vat) })),
    { label: "Timbre fiscal", value: formatPrice(figures.stampDuty) },
    { label: "Total TTC", value: formatPrice(figures.totalTtc), strong: true },
  ];
}

/** `depot` is the depot's address, printed for a pickup. */
export function orderSummaryFacts(order: OrderForSummary, depot?: string | null): OrderSummaryFacts {
  const perDay = perDaySum(order.items.map((i) => ({ unitPrice: decimalToCents(i.price) ?? 0n, quantity: i.quantity })));
  return {
    number: formatOrderNumber(order.order_number),
    period: orderPeriod(order),
    fulfilment: fulfilmentLines(order, depot),
    lines: orderLineFacts(order.items),
    totals: [{ label: "Prix par jour", value: formatPrice(perDay) }, ...orderTotalFacts(order)],
  };
}
