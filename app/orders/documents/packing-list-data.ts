// The packing list (bon de sortie, issue 23) of an order: what the depot prepares and the driver
// hands over, with a tick box per line and the three signatures. Built by a pure function from
// the order as it is now (it is a working paper, printed again whenever needed, not a numbered
// legal document), rendered by packing-list-pdf.tsx.

import { categoryLabel } from "~/lib/rental-categories";
import { formatOrderNumber } from "~/orders/status";
import { timeSlotLabel } from "~/orders/fulfilment";
import { documentAgency, type DocumentOrder, type DocumentSettings } from "./document-builder";
import type { DocumentData } from "./document-data";

export type PackingListLine = { name: string; category: string; quantity: number; from: string; to: string };

export type PackingListData = {
  orderNumber: string;
  printedOn: string;
  agency: DocumentData["agency"];
  client: { name: string; company: string | null; email: string; phone: string };
  fulfilment: { mode: "delivery" | "pickup"; address: string; departureSlot: string; returnSlot: string };
  period: { from: string; to: string };
  /** By category then name: the depot picks shelf by shelf. */
  lines: PackingListLine[];
  notes: string | null;
  /** Where the QR code leads: the order's depot page in the back office ('Départ', 'Retour'). */
  orderUrl: string;
  footer: string;
};

type PackingListOrder = Pick<
  DocumentOrder,
  "order_number" | "first_name" | "last_name" | "email" | "phone" | "company" | "fulfilment" | "delivery_address" | "departure_slot" | "return_slot" | "notes" | "rental_date" | "return_date" | "items"
>;

/** "Matin (8 h – 12 h)" with no-break spaces, so that "8" and "h" never part at a line's end. */
const slotText = (slot: string | null) => timeSlotLabel(slot).replace(/(\d) h/g, "$1\u00a0h");

export function buildPackingListData(order: PackingListOrder, settings: DocumentSettings, print: { printedOn: string; publicUrl: string }): PackingListData {
  const orderNumber = formatOrderNumber(order.order_number);
  const lines = order.items
    .map((item) => ({
      name: item.name,
      category: categoryLabel(item.category),
      quantity: item.quantity,
      from: item.from ?? order.rental_date,
      to: item.to ?? order.return_date,
    }))
    .sort((a, b) => a.category.localeCompare(b.category, "fr") || a.name.localeCompare(b.name, "fr"));
  return {
    orderNumber,
    printedOn: print.printedOn,
    agency: documentAgency(settings),
    client: { name: `${order.first_name} ${order.last_name}`.trim(), company: order.company, email: order.email, phone: order.phone },
    fulfilment: {
      mode: order.fulfilment === "pickup" ? "pickup" : "delivery",
      address: order.delivery_address,
      departureSlot: slotText(order.departure_slot),
      returnSlot: slotText(order.return_slot),
    },
    period: { from: order.rental_date, to: order.return_date },
    lines,
    notes: order.notes?.trim() ? order.notes.trim() : null,
    orderUrl: `${print.publicUrl.replace(/\/$/, "")}/admin/shop/commandes/${orderNumber}/depot`,
    footer: settings.document_footer,
  };
}
