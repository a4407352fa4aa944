// Orders and contact messages made directly in the server's database for the desk's browser tests.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { dbQuery, sqlString } from "./fixtures";

export type TestOrder = { id: string; number: string; email: string };

export async function createOrder(
  request: APIRequestContext,
  options: { status?: string; quantity?: number; stock?: number; firstName?: string; total?: string } = {},
): Promise<TestOrder> {
  const tag = randomUUID().slice(0, 8);
  const email = `client-${tag}@example.tn`;
  const [product] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('Lyre LED ${tag}', 'light', 'Lyre LED', '/images/categories/light.svg', 80.00, ${options.stock ?? 4}) returning id`,
  );
  const items = JSON.stringify([
    { id: product!.id, name: `Lyre LED ${tag}`, category: "light", image: "", price: "80.00", quantity: options.quantity ?? 2, totalDays: 3, vatRate: "19.00" },
  ]);
  const [order] = await dbQuery<{ id: string; order_number: number }>(
    request,
    // Figures as the pricing module computes them with the default taxes (19 % VAT, 1 DT stamp).
    `insert into rental_orders (first_name, last_name, email, phone, company, rental_date, return_date, delivery_address, items,
                                total_amount, total_ht, vat_amount, total_ttc, status)
     select ${sqlString(options.firstName ?? "Amel")}, 'Trabelsi', ${sqlString(email)}, '+216 20 123 456', 'Clinique du Lac',
            '2026-12-05', '2026-12-07', 'Les Berges du Lac, Tunis', ${sqlString(items)}::jsonb, t, t, round(t * 0.19, 2), t + round(t * 0.19, 2) + 1,
            ${sqlString(options.status ?? "new")}
     from (select ${options.total ?? `${80 * (options.quantity ?? 2) * 3}.00`}::numeric as t) as total
     returning id, order_number`,
  );
  return { id: order!.id, number: `CMD-${String(order!.order_number).padStart(6, "0")}`, email };
}

export async function createMessage(request: APIRequestContext, options: { firstName?: string; message?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  const email = `visiteur-${tag}@example.tn`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into contact_messages (first_name, last_name, email, phone, event_type, services, event_date, guest_count, message)
     values (${sqlString(options.firstName ?? "Sonia")}, 'Ben Salah', ${sqlString(email)}, '+216 71 000 000', 'Congrès médical',
             array['Événements médicaux', 'Son et lumière'], '2026-12-05', 250,
             ${sqlString(options.message ?? `Congrès de cardiologie ${tag}`)})
     returning id`,
  );
  return { id: row!.id, email, tag };
}

/** An e-mail that failed after every try (mail_queue), as the worker leaves it; `to` is unique. */
export async function createFailedMail(request: APIRequestContext) {
  const tag = randomUUID().slice(0, 8);
  const to = `echec-${tag}@example.tn`;
  const subject = `Imagine : nous avons bien reçu votre demande ${tag}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into mail_queue ("to", subject, text, kind, status, attempts, last_error)
     values (${sqlString(to)}, ${sqlString(subject)}, 'Bonjour,\nMerci pour votre message.', 'contact-acknowledgement', 'failed', 6,
             'Invalid greeting. response=554 5.3.2 Service indisponible')
     returning id`,
  );
  return { id: row!.id, to, subject };
}
