// An order as the e-mails print it: its number, period, fulfilment lines, items and totals,
// already formatted in French. One pure function feeds both parts of an e-mail, the text
// (order-mail.server.ts's orderSummary) and the HTML tables, so they can never disagree; the
// figures come from storedOrderFigures and the pricing helpers, never recomputed here.

import type { RentalOrderItem } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import { fulfilmentLines, type FulfilmentDetails } from "~/orders/fulfilment-summary";
import { storedOrderFigures, type StoredOrderMoney } from "~/orders/figures";
import { formatOrderNumber } from "~/orders/status";
import { formatPercent } from "~/lib/percent";
import { decimalToCents, formatDate, formatPrice, lineTotal, perDaySum } from "~/lib/pricing";

export type OrderLineFact = {
  name: string;
  /** "Audio", or "" when the category is not printed. */
  category: string;
  quantity: number;
  unitPrice: string;
  /** "3 jours", "1 jour". */
  days: string;
  total: string;
};

export type TotalFact = { label: string; value: string; strong?: boolean };

export type OrderSummaryFacts = {
  number: string;
  /** "du 21 novembre 2026 au 23 novembre 2026". */
  period: string;
  /** "Mode de remise : Livraison", "Adresse de livraison : …", the two slots. */
  fulfilment: string[];
  lines: OrderLineFact[];
  totals: TotalFact[];
};

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

/** `depot` is the depot's address, printed for a pickup. */
export function orderSummaryFacts(order: OrderForSummary, depot?: string | null): OrderSummaryFacts {
  const perDay = perDaySum(order.items.map((i) => ({ unitPrice: decimalToCents(i.price) ?? 0n, quantity: i.quantity })));
  const figures = storedOrderFigures(order);
  return {
    number: formatOrderNumber(order.order_number),
    period: orderPeriod(order),
    fulfilment: fulfilmentLines(order, depot),
    lines: orderLineFacts(order.items),
    totals: [
      { label: "Prix par jour", value: formatPrice(perDay) },
      { label: "Total de la location HT", value: formatPrice(figures.subtotal) },
      { label: `TVA ${formatPercent(figures.vatRate)}`, value: formatPrice(figures.vat) },
      { label: "Timbre fiscal", value: formatPrice(figures.stampDuty) },
      { label: "Total TTC", value: formatPrice(figures.totalTtc), strong: true },
    ],
  };
}
