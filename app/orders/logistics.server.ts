import { rental_orders } from "~/db/schema";
import type { LogisticsRow } from "./logistics";

/** The columns of an order that its logistics need (departures sheet, calendar feed). */
export const LOGISTICS_COLUMNS = {
  id: rental_orders.id,
  order_number: rental_orders.order_number,
  first_name: rental_orders.first_name,
  last_name: rental_orders.last_name,
  company: rental_orders.company,
  phone: rental_orders.phone,
  fulfilment: rental_orders.fulfilment,
  delivery_address: rental_orders.delivery_address,
  departure_slot: rental_orders.departure_slot,
  return_slot: rental_orders.return_slot,
  rental_date: rental_orders.rental_date,
  return_date: rental_orders.return_date,
  notes: rental_orders.notes,
  items: rental_orders.items,
  status: rental_orders.status,
  version: rental_orders.version,
  updated_at: rental_orders.updated_at,
} satisfies Record<keyof LogisticsRow, unknown>;
