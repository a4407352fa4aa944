import type { RentalOrderItem } from "~/db/schema";
import { formatOrderNumber } from "~/rental/order-status";
import { decimalToCents, formatDate, formatPrice, lineTotal } from "~/rental/pricing";

type OrderForMail = {
  order_number: number;
  first_name: string;
  email: string;
  rental_date: string;
  return_date: string;
  delivery_address: string;
  items: RentalOrderItem[];
  total_ttc: string;
};

export type OrderMail = { to: string; subject: string; text: string };

function itemLines(items: RentalOrderItem[]): string[] {
  return items.map((item) => {
    const unit = decimalToCents(item.price) ?? 0n;
    const days = `${item.totalDays} jour${item.totalDays > 1 ? "s" : ""}`;
    const total = formatPrice(lineTotal({ unitPrice: unit, quantity: item.quantity, totalDays: item.totalDays }));
    return `  - ${item.name} × ${item.quantity} × ${days} : ${total}`;
  });
}

/**
 * The e-mail a client receives when the agency confirms or cancels the order (the other status
 * changes are internal). Plain text, in French, with the order number they can quote.
 */
export function orderStatusMail(order: OrderForMail, status: string, followLink?: string): OrderMail | null {
  const number = formatOrderNumber(order.order_number);
  const period = `du ${formatDate(order.rental_date)} au ${formatDate(order.return_date)}`;
  const total = formatPrice(decimalToCents(order.total_ttc) ?? 0n);
  const follow = followLink ? ["", "Le suivi de votre commande et vos documents :", followLink] : [];
  const signature = [...follow, "", "Pour toute question, répondez simplement à cet e-mail.", "", "L'équipe Imagine — excellence événementielle"];
  if (status === "confirmed") {
    return {
      to: order.email,
      subject: `Votre commande ${number} est confirmée`,
      text: [
        `Bonjour ${order.first_name},`,
        "",
        `Bonne nouvelle : votre commande de location ${number} est confirmée, ${period}.`,
        "",
        "Matériel réservé :",
        ...itemLines(order.items),
        "",
        `Total TTC : ${total}`,
        `Livraison : ${order.delivery_address}`,
        "",
        "Notre équipe vous contactera pour organiser la livraison et l'installation.",
        ...signature,
      ].join("\n"),
    };
  }
  if (status === "cancelled") {
    return {
      to: order.email,
      subject: `Votre commande ${number} a été annulée`,
      text: [
        `Bonjour ${order.first_name},`,
        "",
        `Nous sommes au regret de vous informer que votre commande de location ${number} (${period}) a été annulée.`,
        "",
        "Matériel demandé :",
        ...itemLines(order.items),
        "",
        "Si vous le souhaitez, nous pouvons vous proposer d'autres dates ou du matériel équivalent.",
        ...signature,
      ].join("\n"),
    };
  }
  return null;
}
