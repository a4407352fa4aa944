// Rows for the rental tests: products and orders with only the fields a test cares about.
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products, type RentalOrderItem } from "~/db/schema";
import type { OrderStatus } from "./order-status";

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
      })),
    })
    .returning();
  return row!;
}
