import { sql } from "drizzle-orm";
import { openPglite } from "./app/db/client.server";
import { contact_messages, rental_orders, order_events } from "./app/db/schema";
import { seedDatabase } from "./app/db/seed/seed.server";
import { generateMessages, generateOrders } from "./app/db/seed/history.server";
const mode = process.argv[2] ?? "plain";
const h = openPglite(process.argv[3] ?? "memory://");
await h.migrate();
await seedDatabase(h.db);
const cat = await h.db.query.rental_products.findMany();
let t = performance.now();
const msgs = [...generateMessages({ seed: 1, run: 1, count: 20000, today: "2026-11-25" })];
const ords = [...generateOrders({ seed: 1, run: 1, count: 20000, today: "2026-11-25", catalogue: cat, taxes: { vat_rate: "19.00", stamp_duty: "1.00" }, bufferDefaults: { before: 1, after: 1 } })];
console.log("gen", ((performance.now() - t) / 1000).toFixed(2));
async function run(label: string, fn: (tx: any) => Promise<void>) {
  const t0 = performance.now();
  await h.db.transaction(async (tx) => {
    if (mode.includes("gin")) await tx.execute(sql`set local gin_pending_list_limit = '256MB'`);
    if (mode.includes("mem")) await tx.execute(sql`set local work_mem = '128MB'`);
    await fn(tx);
  });
  console.log(mode, label, ((performance.now() - t0) / 1000).toFixed(2));
}
const json = mode.includes("json");
await run("msgs 20k", async (tx) => { for (let i = 0; i < msgs.length; i += 1000) {
  const b = msgs.slice(i, i + 1000);
  if (json) await tx.execute(sql`insert into contact_messages (id, first_name, last_name, email, phone, event_type, services, event_date, guest_count, message, status, user_id, idempotency_key, created_at, updated_at) select id, first_name, last_name, email, phone, event_type, services, event_date, guest_count, message, status, user_id, idempotency_key, created_at, updated_at from json_populate_recordset(null::contact_messages, ${JSON.stringify(b)}::json)`);
  else await tx.insert(contact_messages).values(b);
} });
await run("orders 20k", async (tx) => { for (let i = 0; i < ords.length; i += 1000) await tx.insert(rental_orders).values(ords.slice(i, i + 1000).map(o=>o.order)); });
const evs = ords.flatMap(o=>o.events);
await run("events " + evs.length, async (tx) => { for (let i = 0; i < evs.length; i += 1000) await tx.insert(order_events).values(evs.slice(i, i + 1000)); });
await h.close();
