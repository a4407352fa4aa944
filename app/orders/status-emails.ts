import type { RentalOrderItem } from "~/db/schema";
import type { OrderStatusProps } from "~/emails/order-emails";
import type { OrderLineFact } from "~/emails/order-facts";
import { orderLineFacts, orderPeriod, orderTotalFacts } from "./email-facts";
import type { StoredOrderMoney } from "./figures";
import { fulfilmentLines, isPickup, type FulfilmentDetails } from "./fulfilment-summary";
import { formatOrderNumber } from "./status";
import { decimalToCents, formatPrice } from "~/lib/pricing";

type OrderForMail = FulfilmentDetails &
  Omit<StoredOrderMoney, "items"> & {
    order_number: number;
    first_name: string;
    email: string;
    rental_date: string;
    return_date: string;
    items: RentalOrderItem[];
  };

/**
 * The text part, and `view`: the same facts for the HTML part, which the caller renders with
 * the agency's details (renderOrderStatus in app/emails/render.server.tsx: server only).
 */
export type OrderMail = { to: string; subject: string; text: string; view: Omit<OrderStatusProps, "agency"> };

function itemLines(lines: OrderLineFact[]): string[] {
  return lines.map((line) => `  - ${line.name} × ${line.quantity} × ${line.days} : ${line.total}`);
}

/**
 * The deposit, apart from the total: how much, when it is asked (as the equipment is handed over:
 * delivered, or taken at the depot) and when it comes back. Null while the order asks none.
 */
export function depositNotice(order: Pick<OrderForMail, "deposit" | "fulfilment">): string | null {
  const deposit = decimalToCents(order.deposit) ?? 0n;
  if (deposit <= 0n) return null;
  const when = isPickup(order) ? "au retrait du matériel au dépôt" : "à la livraison du matériel";
  return `Une caution de ${formatPrice(deposit)}, non comprise dans le total, vous sera demandée ${when}\u202f; elle vous sera restituée à son retour, complet et en bon état.`;
}

/**
 * The e-mail a client receives when the agency confirms or cancels the order (the other status
 * changes are internal). In French, with the order number they can quote. `depot` is the depot's
 * address, printed for a pickup so the client knows where to come.
 */
export function orderStatusMail(order: OrderForMail, status: string, followLink?: string, depot?: string | null): OrderMail | null {
  if (status !== "confirmed" && status !== "cancelled") return null;
  const number = formatOrderNumber(order.order_number);
  const period = orderPeriod(order);
  const lines = orderLineFacts(order.items);
  const fulfilment = fulfilmentLines(order, depot);
  const follow = followLink ? ["", "Le suivi de votre commande et vos documents :", followLink] : [];
  const signature = [...follow, "", "Pour toute question, répondez simplement à cet e-mail.", "", "L'équipe Imagine — excellence événementielle"];
  if (status === "confirmed") {
    const subject = `Votre commande ${number} est confirmée`;
    const closing = isPickup(order)
      ? "Notre équipe vous contactera pour convenir du retrait au dépôt."
      : "Notre équipe vous contactera pour organiser la livraison et l'installation.";
    // Every row from the rental to the total TTC, the delivery fee among them, and the deposit.
    const totals = orderTotalFacts(order);
    const deposit = depositNotice(order);
    return {
      to: order.email,
      subject,
      text: [
        `Bonjour ${order.first_name},`,
        "",
        `Bonne nouvelle : votre commande de location ${number} est confirmée, ${period}.`,
        "",
        "Matériel réservé :",
        ...itemLines(lines),
        "",
        ...totals.map((total) => `${total.label} : ${total.value}`),
        ...(deposit ? ["", deposit] : []),
        "",
        ...fulfilment,
        "",
        closing,
        ...signature,
      ].join("\n"),
      view: { status, subject, firstName: order.first_name, number, period, lines, totals, deposit, fulfilment, closing, followLink },
    };
  }
  const subject = `Votre commande ${number} a été annulée`;
  const closing = "Si vous le souhaitez, nous pouvons vous proposer d'autres dates ou du matériel équivalent.";
  return {
    to: order.email,
    subject,
    text: [
      `Bonjour ${order.first_name},`,
      "",
      `Nous sommes au regret de vous informer que votre commande de location ${number} (${period}) a été annulée.`,
      "",
      "Matériel demandé :",
      ...itemLines(lines),
      "",
      ...fulfilment,
      "",
      closing,
      ...signature,
    ].join("\n"),
    view: { status, subject, firstName: order.first_name, number, period, lines, totals: [], deposit: null, fulfilment, closing, followLink },
  };
}
