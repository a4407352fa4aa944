// An order as the e-mails print it: its number, period, fulfilment lines, items and totals,
// already formatted in the client's language (the plain types of ~/emails/order-facts, which the
// e-mail components receive; French by default, and always for the agency's e-mails). One pure function feeds both parts of an e-mail, the text
// (mail.server.ts's orderSummary) and the HTML tables, so they can never disagree; the
// figures come from storedOrderFigures and the pricing helpers, never recomputed here.

import type { RentalOrderItem } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import type { Locale } from "~/i18n/locale";
import { formatDay } from "~/i18n/format";
import { messagesFor } from "~/i18n/messages";
import { emailMessages } from "~/i18n/messages/email";
import { categoryName, timeSlotText } from "~/rental/shop-labels";
import type { OrderLineFact, OrderSummaryFacts, TotalFact } from "~/emails/order-facts";
import { fulfilmentLines, isPickup, type FulfilmentDetails } from "./fulfilment-summary";
import { storedOrderFigures, type StoredOrderMoney } from "./figures";
import { formatOrderNumber } from "./status";
import { vatRateLabel } from "~/lib/vat-rates";
import { centsToDecimal, decimalToCents, formatPriceIn, lineTotal, perDaySum } from "~/lib/pricing";
import { formatPercent } from "~/lib/percent";

/** The items; their names as the order stored them (the catalogue's French names). */
export function orderLineFacts(items: RentalOrderItem[], locale: Locale = "fr"): OrderLineFact[] {
  const words = emailMessages(locale).summary;
  return items.map((item) => {
    const unit = decimalToCents(item.price) ?? 0n;
    return {
      name: item.name,
      category: locale === "fr" ? categoryLabel(item.category) : categoryName(messagesFor(locale).shop, item.category),
      quantity: item.quantity,
      unitPrice: formatPriceIn(locale, unit),
      days: words.days(item.totalDays),
      total: formatPriceIn(locale, lineTotal({ unitPrice: unit, quantity: item.quantity, totalDays: item.totalDays })),
    };
  });
}

/** « du 21 novembre 2026 au 23 novembre 2026 », "from 21 November 2026 to 23 November 2026". */
export function orderPeriod(order: { rental_date: string; return_date: string }, locale: Locale = "fr"): string {
  return emailMessages(locale).summary.periodText(formatDay(locale, order.rental_date), formatDay(locale, order.return_date));
}

/**
 * How the order reaches the client, as "label : value" lines in the client's language: the
 * French ones are fulfilmentLines' (the agency's e-mails and pages print the same).
 */
export function orderFulfilmentLines(order: FulfilmentDetails, depot: string | null | undefined, locale: Locale = "fr"): string[] {
  if (locale === "fr") return fulfilmentLines(order, depot);
  const { fact, summary: words } = emailMessages(locale);
  const shop = messagesFor(locale).shop;
  const mode = isPickup(order) ? shop.fulfilment.pickup : shop.fulfilment.delivery;
  const place = isPickup(order)
    ? [fact(words.mode, depot ? `${mode} (${depot})` : mode)]
    : [fact(words.mode, mode), fact(words.deliveryAddress, order.delivery_address)];
  return [...place, fact(words.departureSlot, timeSlotText(shop, order.departure_slot)), fact(words.returnSlot, timeSlotText(shop, order.return_slot))];
}

type OrderForSummary = FulfilmentDetails &
  StoredOrderMoney & { order_number: number; rental_date: string; return_date: string; items: RentalOrderItem[] };

const MINUS = "\u2212";

/** "Remise (10 %)" for a percentage, "Remise" for an amount, as the documents print it. */
function discountLabel(order: Pick<StoredOrderMoney, "discount_kind" | "discount_value">, locale: Locale): string {
  return emailMessages(locale).summary.discount(order.discount_kind === "percent" ? percentIn(locale, decimalToCents(order.discount_value) ?? 0n) : null);
}

/** « 19 % » in French, "19%" in English and Arabic (their own typography). */
function percentIn(locale: Locale, hundredths: bigint): string {
  return locale === "fr" ? formatPercent(hundredths) : formatPercent(hundredths).replace(/,/, ".").replace("\u00a0%", "%");
}

/**
 * An order's totals as the e-mails print them, adding up row by row to the total TTC: the rental
 * HT, the discount and the delivery fee when there are (then the total HT they make), the VAT per
 * rate (issue 37) and the stamp duty. The deposit is apart: not in the total.
 */
export function orderTotalFacts(order: StoredOrderMoney, locale: Locale = "fr"): TotalFact[] {
  const figures = storedOrderFigures(order);
  const adjusted = figures.discount > 0n || figures.deliveryFee > 0n;
  const words = emailMessages(locale).summary;
  const price = (cents: bigint) => formatPriceIn(locale, cents);
  const rate = (hundredths: bigint) => (locale === "fr" ? vatRateLabel(centsToDecimal(hundredths)) : percentIn(locale, hundredths));
  return [
    { label: words.rentalHt, value: price(figures.subtotal) },
    ...(figures.discount > 0n ? [{ label: discountLabel(order, locale), value: `${MINUS}${price(figures.discount)}` }] : []),
    ...(figures.deliveryFee > 0n ? [{ label: words.deliveryFee, value: price(figures.deliveryFee) }] : []),
    ...(adjusted ? [{ label: words.totalHt, value: price(figures.totalHt) }] : []),
    ...figures.vatByRate.map((line) => ({ label: words.vat(rate(line.rate)), value: price(line.vat) })),
    { label: words.stampDuty, value: price(figures.stampDuty) },
    { label: words.totalTtc, value: price(figures.totalTtc), strong: true },
  ];
}

/** `depot` is the depot's address, printed for a pickup; `locale` the client's language. */
export function orderSummaryFacts(order: OrderForSummary, depot?: string | null, locale: Locale = "fr"): OrderSummaryFacts {
  const perDay = perDaySum(order.items.map((i) => ({ unitPrice: decimalToCents(i.price) ?? 0n, quantity: i.quantity })));
  return {
    number: formatOrderNumber(order.order_number),
    period: orderPeriod(order, locale),
    fulfilment: orderFulfilmentLines(order, depot, locale),
    lines: orderLineFacts(order.items, locale),
    totals: [{ label: emailMessages(locale).summary.perDay, value: formatPriceIn(locale, perDay) }, ...orderTotalFacts(order, locale)],
  };
}
