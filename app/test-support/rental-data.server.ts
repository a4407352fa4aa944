// Rows for the rental tests: products and orders with only the fields a test cares about.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products, site_settings, type RentalOrderItem } from "~/db/schema";
import { CheckoutSchema, type CheckoutInput } from "~/rental/checkout-schema";
import { storedOrderFigures, storedTotals } from "~/orders/figures";
import type { OrderStatus } from "~/orders/status";
import { inclusiveDays } from "~/lib/calendar-dates";

export async function insertProduct(
  db: Db,
  values: Partial<typeof rental_products.$inferInsert> & { name: string },
): Promise<typeof rental_products.$inferSelect> {
  const [row] = await db
    .insert(rental_products)
    .values({
      category: "audio",
      description: `${values.name} pour vos événements`,
      image_url: "/images/categories/audio.svg",
      price: "100.00",
      stock_quantity: 1,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertOrder(
  db: Db,
  options: { status: OrderStatus; from: string; to: string; items: Pick<RentalOrderItem, "id" | "quantity">[] },
): Promise<typeof rental_orders.$inferSelect> {
  const [row] = await db
    .insert(rental_orders)
    .values({
      first_name: "Test",
      last_name: "Client",
      email: "client@example.com",
      phone: "+216 20 000 000",
      rental_date: options.from,
      return_date: options.to,
      delivery_address: "Rue du Lac, Tunis",
      status: options.status,
      total_amount: "0",
      items: options.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        name: "Article",
        category: "audio",
        image: "",
        price: "0.00",
        totalDays: 1,
        vatRate: "19.00",
      })),
    })
    .returning();
  return row!;
}

/** An order that owes `ttc` DT TTC and nothing else (the online payment tests). */
export async function insertOwingOrder(db: Db, ttc: string, status: OrderStatus = "confirmed"): Promise<typeof rental_orders.$inferSelect> {
  const [row] = await db
    .insert(rental_orders)
    .values({
      first_name: "Amel",
      last_name: "Trabelsi",
      email: "amel@example.tn",
      phone: "+216 20 123 456",
      rental_date: "2030-03-10",
      return_date: "2030-03-12",
      delivery_address: "Les Berges du Lac, Tunis",
      items: [],
      total_amount: "0",
      total_ttc: ttc,
      status,
    })
    .returning();
  return row!;
}

/** The agency's settings row with its legal details, as quotes and invoices need it. */
export async function insertSiteSettings(db: Db, values: Partial<typeof site_settings.$inferInsert> = {}): Promise<void> {
  await db
    .insert(site_settings)
    .values({
      id: 1,
      brand_name: "Imagine",
      tagline: "excellence événementielle",
      phone: "+216 71 960 500",
      email: "contact@imagine-events.tn",
      notification_email: "devis@imagine-events.tn",
      street_address: "Rue du Lac Windermere, Les Berges du Lac",
      postal_code: "1053",
      city: "Tunis",
      legal_name: "Imagine Events SARL",
      legal_address: "Rue du Lac Windermere\n1053 Les Berges du Lac, Tunis",
      tax_id: "1234567/A/M/000",
      trade_register: "B01234562009",
      bank_details: "BIAT — RIB 08 006 0123456789012 34",
      quote_terms: "Devis valable 30 jours. Acompte de 30 % à la confirmation.",
      invoice_terms: "Règlement par virement ou par chèque à l'échéance.",
      credit_note_terms: "Montant déduit de ce qui reste à payer.",
      document_footer: "Merci de votre confiance.",
      ...values,
    })
    .onConflictDoUpdate({ target: site_settings.id, set: values.vat_rate ? { vat_rate: values.vat_rate } : { brand_name: "Imagine" } });
}

/** An order priced like a real one (figures computed by the pricing module). */
export async function insertPricedOrder(
  db: Db,
  options: { status?: OrderStatus; from?: string; to?: string; lines: { product: typeof rental_products.$inferSelect; quantity: number }[] },
): Promise<typeof rental_orders.$inferSelect> {
  const from = options.from ?? "2030-03-10";
  const to = options.to ?? "2030-03-12";
  const totalDays = inclusiveDays({ from, to });
  const items: RentalOrderItem[] = options.lines.map(({ product, quantity }) => ({
    id: product.id,
    name: product.name,
    category: product.category,
    image: product.image_url,
    price: product.price,
    quantity,
    totalDays,
    vatRate: product.vat_rate,
  }));
  const charges = { delivery_fee: "0", delivery_fee_vat_rate: "19.00", discount_kind: "amount", discount_value: "0", deposit: "0", vat_rate: "19.00", stamp_duty: "1.00" };
  const figures = storedOrderFigures({ items, ...charges });
  const [row] = await db
    .insert(rental_orders)
    .values({
      first_name: "Amel",
      last_name: "Trabelsi",
      email: "amel@example.tn",
      phone: "+216 20 123 456",
      company: "Clinique du Lac",
      rental_date: from,
      return_date: to,
      delivery_address: "Les Berges du Lac, Tunis",
      status: options.status ?? "new",
      items,
      ...charges,
      ...storedTotals(figures),
    })
    .returning();
  return row!;
}

/** The date `days` from today, as the checkout form sends it (yyyy-mm-dd). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A valid checkout as a client submits it, through the form's schema: a delivery in 10 days for
 * two days, a fresh idempotency key. `fields` replaces what a test cares about.
 */
export function checkoutInput(
  items: z.input<typeof CheckoutSchema>["items"],
  fields: Partial<z.input<typeof CheckoutSchema>> = {},
): CheckoutInput {
  return CheckoutSchema.parse({
    idempotency_key: randomUUID(),
    first_name: "Amel",
    last_name: "Ben Salah",
    email: "amel@example.tn",
    phone: "+216 20 123 456",
    company: "",
    rental_date: dayFromToday(10),
    return_date: dayFromToday(12),
    departure_slot: "morning",
    return_slot: "evening",
    fulfilment: "delivery",
    delivery_address: "12 rue du Lac, Tunis",
    notes: "",
    items,
    ...fields,
  });
}
