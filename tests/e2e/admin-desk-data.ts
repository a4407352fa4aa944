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

const TODAY_SQL = "(now() at time zone 'Africa/Tunis')::date";

async function dated(request: APIRequestContext, order: TestOrder, set: string): Promise<TestOrder> {
  await dbQuery(request, `update rental_orders set ${set} where id = ${sqlString(order.id)}`);
  return order;
}

async function unitsOut(request: APIRequestContext, order: TestOrder): Promise<void> {
  await dbQuery(
    request,
    `insert into order_equipment (order_id, product_id, name, out)
     select id, (items->0->>'id')::uuid, items->0->>'name', (items->0->>'quantity')::int from rental_orders where id = ${sqlString(order.id)}`,
  );
}

/** A request (message and file) of a client named `firstName`, with the file's `values` (SQL). */
async function createRequest(request: APIRequestContext, firstName: string, values: Record<string, string>) {
  const message = await createMessage(request, { firstName });
  const columns = Object.keys(values);
  await dbQuery(
    request,
    `insert into event_requests (message_id${columns.map((c) => `, ${c}`).join("")})
     values (${sqlString(message.id)}${columns.map((c) => `, ${values[c]}`).join("")})`,
  );
  return message;
}

/**
 * One row for each section of 'Aujourd'hui' (issue 38), each where its section lists it first
 * (the longest overdue, the oldest…) whatever the other tests leave in the database: a departure
 * this morning, a return this evening with its units out, a return late by 400 days, a new order
 * whose quote was accepted online 29 days ago, a new order that left a month ago unconfirmed, an
 * event quote accepted 29 days ago on an open request, a client's answer unread on a request of
 * 400 days ago, a follow-up due 400 days ago and an invoice overdue by 400 days.
 */
export async function createTodayRows(request: APIRequestContext) {
  const departure = await dated(request, await createOrder(request, { status: "confirmed", firstName: "Départ" }), `rental_date = ${TODAY_SQL}, return_date = ${TODAY_SQL} + 2, departure_slot = 'morning'`);
  const returning = await dated(request, await createOrder(request, { status: "in_progress", firstName: "Retour" }), `rental_date = ${TODAY_SQL} - 2, return_date = ${TODAY_SQL}, return_slot = 'evening'`);
  await unitsOut(request, returning);
  const late = await dated(request, await createOrder(request, { status: "in_progress", firstName: "Retard" }), `rental_date = ${TODAY_SQL} - 403, return_date = ${TODAY_SQL} - 400`);
  await unitsOut(request, late);
  const accepted = await dated(request, await createOrder(request, { firstName: "Accord" }), `rental_date = ${TODAY_SQL} + 20, return_date = ${TODAY_SQL} + 22`);
  await dbQuery(
    request,
    `with doc as (
       insert into order_documents (order_id, kind, number, version, year, sequence, total_ht, total_ttc, data, pdf, issued_by)
       values (${sqlString(accepted.id)}, 'quote', ${sqlString(`DEV-E2E-${accepted.number}`)}, 1, 2026, 1, 480, 572.2, '{}'::jsonb, decode('25504446', 'hex'), 'e2e')
       returning id, order_id, number)
     insert into quote_acceptances (order_id, document_id, quote_number, version, accepted_name, accepted_at, ip, user_agent, pdf_sha256)
     select order_id, id, number, 1, 'Amel Trabelsi', now() - interval '29 days', '127.0.0.1', 'e2e', repeat('0', 64) from doc`,
  );
  const toConfirm = await dated(request, await createOrder(request, { firstName: "Confirmer" }), `rental_date = ${TODAY_SQL} - 30, return_date = ${TODAY_SQL} - 28`);
  const won = await createRequest(request, "Gagnante", { stage: "'proposal_sent'" });
  await dbQuery(
    request,
    `insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by, sent_at, accepted_name, accepted_at)
     values (${sqlString(won.id)}, ${sqlString(`DEV-E2E-${won.tag}`)}, 1, 2026, 1, '[]'::jsonb, 1000, 1190, '{}'::jsonb, decode('25504446', 'hex'), 'e2e',
             now() - interval '30 days', 'Sonia Ben Salah', now() - interval '29 days')`,
  );
  const answered = await createRequest(request, "Reponse", { unread: "1", created_at: "now() - interval '400 days'" });
  await dbQuery(request, `insert into request_thread (message_id, direction, body, author) values (${sqlString(answered.id)}, 'client', 'Pouvons-nous ajouter une estrade ?', 'Reponse Ben Salah')`);
  const followUp = await createRequest(request, "Relance", { stage: "'qualified'", follow_up_on: `${TODAY_SQL} - 400`, created_at: "now() - interval '401 days'" });
  const overdue = await dated(request, await createOrder(request, { status: "completed", firstName: "Facture" }), `rental_date = ${TODAY_SQL} - 440, return_date = ${TODAY_SQL} - 438, invoice_due_on = ${TODAY_SQL} - 400`);
  return { departure, returning, late, accepted, toConfirm, won, answered, followUp, overdue };
}
