import type { RentalOrderItem } from "~/db/schema";
import type { OrderStatusProps } from "~/emails/order-emails";
import type { OrderLineFact } from "~/emails/order-facts";
import { orderFulfilmentLines, orderLineFacts, orderPeriod, orderTotalFacts } from "./email-facts";
import type { StoredOrderMoney } from "./figures";
import { isPickup, type FulfilmentDetails } from "./fulfilment-summary";
import { formatOrderNumber } from "./status";
import { decimalToCents, formatPriceIn } from "~/lib/pricing";
import type { Locale } from "~/i18n/locale";
import { emailMessages } from "~/i18n/messages/email";

type OrderForMail = FulfilmentDetails &
  Omit<StoredOrderMoney, "items"> & {
    order_number: number;
    first_name: string;
    email: string;
    rental_date: string;
    return_date: string;
    items: RentalOrderItem[];
    /** The client's language; French when not given. */
    locale?: Locale;
  };

/**
 * The text part, and `view`: the same facts for the HTML part, which the caller renders with
 * the agency's details (renderOrderStatus in app/emails/render.server.tsx: server only).
 */
export type OrderMail = { to: string; subject: string; text: string; view: Omit<OrderStatusProps, "agency"> };

function itemLines(lines: OrderLineFact[], locale: Locale): string[] {
  return lines.map((line) => `  - ${emailMessages(locale).fact(`${line.name} × ${line.quantity} × ${line.days}`, line.total)}`);
}

/**
 * The deposit, apart from the total: how much, when it is asked (as the equipment is handed over:
 * delivered, or taken at the depot) and when it comes back. Null while the order asks none.
 */
export function depositNotice(order: Pick<OrderForMail, "deposit" | "fulfilment">, locale: Locale = "fr"): string | null {
  const deposit = decimalToCents(order.deposit) ?? 0n;
  if (deposit <= 0n) return null;
  return emailMessages(locale).status.deposit(formatPriceIn(locale, deposit), isPickup(order));
}

/**
 * The e-mail a client receives when the agency confirms or cancels the order (the other status
 * changes are internal), in the client's language, with the order number they can quote. `depot`
 * is the depot's address, printed for a pickup so the client knows where to come.
 */
export function orderStatusMail(order: OrderForMail, status: string, followLink?: string, depot?: string | null): OrderMail | null {
  if (status !== "confirmed" && status !== "cancelled") return null;
  const locale = order.locale ?? "fr";
  const t = emailMessages(locale);
  const say = t.status;
  const number = formatOrderNumber(order.order_number);
  const period = orderPeriod(order, locale);
  const lines = orderLineFacts(order.items, locale);
  const fulfilment = orderFulfilmentLines(order, depot, locale);
  const follow = followLink ? ["", say.followLead, followLink] : [];
  const signature = [...follow, "", say.questions, "", say.teamSignature];
  const view = { locale, firstName: order.first_name, number, period, lines, fulfilment, followLink };
  if (status === "confirmed") {
    const subject = say.confirmedSubject(number);
    const closing = isPickup(order) ? say.closingPickup : say.closingDelivery;
    // Every row from the rental to the total TTC, the delivery fee among them, and the deposit.
    const totals = orderTotalFacts(order, locale);
    const deposit = depositNotice(order, locale);
    return {
      to: order.email,
      subject,
      text: [
        t.greeting(order.first_name),
        "",
        say.confirmed(number, period),
        "",
        `${say.reserved}${locale === "fr" ? " :" : ":"}`,
        ...itemLines(lines, locale),
        "",
        ...totals.map((total) => t.fact(total.label, total.value)),
        ...(deposit ? ["", deposit] : []),
        "",
        ...fulfilment,
        "",
        closing,
        ...signature,
      ].join("\n"),
      view: { ...view, status, subject, totals, deposit, closing },
    };
  }
  const subject = say.cancelledSubject(number);
  const closing = say.closingCancelled;
  return {
    to: order.email,
    subject,
    text: [
      t.greeting(order.first_name),
      "",
      say.cancelled(number, period),
      "",
      `${say.requested}${locale === "fr" ? " :" : ":"}`,
      ...itemLines(lines, locale),
      "",
      ...fulfilment,
      "",
      closing,
      ...signature,
    ].join("\n"),
    view: { ...view, status, subject, totals: [], deposit: null, closing },
  };
}
