// 'Aujourd'hui' (issue 38) at the size of years of history: the loader of /admin and each of its
// queries, timed on the database the app is configured with (DATA_DIR / PGLITE_DIR, or
// DATABASE_URL), in this process. Prints the p50 and p95 of each query and of the whole loader
// (target: p95 ≤ 150 ms at 50 000 orders), and what each section found. Figures, not a test.
//
//   DATA_DIR=/tmp/today-bench npm run db:seed-history -- --orders 50000 --messages 50000 --products 500
//   DATA_DIR=/tmp/today-bench npx tsx bench/today.ts --fill     (once: a busy agency's backlog, below)
//   DATA_DIR=/tmp/today-bench npx tsx bench/today.ts [--runs 40]
//
// The made-up history has orders, their payments and deposits, and requests, but no depot
// movements, invoices, quotes accepted, client answers nor follow-ups: --fill adds them as a busy agency would have them (tens of
// thousands of rows, the worst case of each section rather than a quiet day), once per database.

import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../app/db/client.server";
import { resultRows } from "../app/db/executor";
import { getDepotDays } from "../app/equipment/depot-day.server";
import { createEmailVerificationToken } from "better-auth/api";
import { getAuth } from "../app/auth/auth.server";
import { grantAdmin } from "../app/auth/roles.server";
import { getLateReturnsAndCount } from "../app/equipment/late-returns.server";
import * as todayRoute from "../app/routes/admin/index";
import { cookieHeader, signedInTestAccount } from "../app/test-support/test-accounts";
import { addDays, todayInTunis } from "../app/lib/calendar-dates";
import { getOverdueInvoices } from "../app/money/overdue-invoices.server";
import { countNewOrders } from "../app/orders/desk.server";
import { getAcceptedQuotesToConfirm, getOrdersToConfirm } from "../app/orders/to-confirm.server";
import { getAcceptedEventQuotes } from "../app/requests/event-quotes/accepted-quotes.server";
import { countDueFollowUpsUpTo, getDueFollowUps } from "../app/requests/follow-ups.server";
import { getUnreadReplies } from "../app/requests/unread-replies.server";

const TARGET_MS = 150;
/** Rows each section lists (TODAY_LIMIT of app/admin/today/today.ts, which a bench may not import). */
const TODAY_LIMIT = 5;
const WARM_UP = 15;
const FILL_MARK = "bench-today";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 40) || 40;

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await getDb().execute(query));
}

/**
 * A busy agency's backlog on top of the history, drawn from a hash of each row's id (the same on
 * every database): invoices on every finished order, due 30 days after the return, those the
 * history's payments left a balance on (about one in five) overdue once that day is past; units out
 * for every order in progress, back for those that ended more than ten days ago (the others past
 * their return are late); quotes on a third of the new orders and a fifth of the others, accepted
 * online for most of the confirmed ones and one new order in twenty; event quotes on a third of the
 * requests, accepted for half of the won ones and one open one in twenty; client answers unread on
 * 5 % of the open requests; follow-ups on most open requests, many of them due.
 */
async function fill(): Promise<void> {
  const db = getDb();
  const [done] = await rows<{ n: number }>(sql`select count(*)::int as n from order_documents where issued_by = ${FILL_MARK}`);
  if ((done?.n ?? 0) > 0) {
    console.log("Déjà rempli (--fill) : rien ajouté.");
    return;
  }
  const today = todayInTunis();
  const started = performance.now();
  await db.transaction(async (tx) => {
    const step = async (label: string, query: ReturnType<typeof sql>) => {
      const t = performance.now();
      await tx.execute(query);
      console.log(`  ${label} (${Math.round(performance.now() - t)} ms)`);
    };
    // paid_amount is the history's ledger (Σ of its payments): left as it is, so the overdue
    // invoices are those its payments did not settle.
    await step(
      "factures des commandes terminées, dues 30 jours après le retour",
      sql`update rental_orders set invoice_due_on = return_date + 30 where status = 'completed'`,
    );
    await step(
      "documents des factures qui restent dues",
      sql`insert into order_documents (order_id, kind, number, version, year, sequence, total_ht, total_ttc, data, pdf, issued_by, issued_at)
          select id, 'invoice', 'FAC-B-' || order_number, 1, 2026, order_number, total_ht, total_ttc, '{}'::jsonb, decode('25504446', 'hex'), ${FILL_MARK}, return_date::timestamptz
          from rental_orders where invoice_due_on is not null and total_ttc - credited_ttc + charges_due_ttc - paid_amount > 0`,
    );
    await step(
      "unités sorties des commandes en cours (rentrées si finies depuis plus de dix jours)",
      sql`insert into order_equipment (order_id, product_id, name, out, returned)
          select o.id, (i ->> 'id')::uuid, min(i ->> 'name'), sum((i ->> 'quantity')::int),
                 case when o.return_date < ${today}::date - 10 then sum((i ->> 'quantity')::int) else 0 end
          from rental_orders o cross join jsonb_array_elements(o.items) i
          where o.status = 'in_progress' group by o.id, (i ->> 'id')::uuid
          on conflict do nothing`,
    );
    await step(
      "devis des commandes (un tiers des nouvelles, un cinquième des autres)",
      sql`insert into order_documents (order_id, kind, number, version, order_version, year, sequence, total_ht, total_ttc, data, pdf, issued_by, issued_at)
          select id, 'quote', 'DEV-B-' || order_number, 1, version, 2026, order_number, total_ht, total_ttc, '{}'::jsonb, decode('25504446', 'hex'), ${FILL_MARK}, created_at
          from rental_orders
          where abs(hashtext(id::text || 'q')) % 100 < case when status = 'new' then 33 else 20 end`,
    );
    await step(
      "devis acceptés en ligne",
      sql`insert into quote_acceptances (order_id, document_id, quote_number, version, accepted_name, accepted_at, ip, user_agent, pdf_sha256)
          select d.order_id, d.id, d.number, 1, 'Client Banc', d.issued_at + interval '1 day', '127.0.0.1', 'bench', repeat('0', 64)
          from order_documents d join rental_orders o on o.id = d.order_id
          where d.kind = 'quote' and d.issued_by = ${FILL_MARK} and abs(hashtext(d.id::text)) % 100 < case when o.status = 'new' then 5 else 60 end`,
    );
    await step(
      "devis événement (un tiers des demandes ; acceptés : la moitié des gagnées, une ouverte sur vingt)",
      sql`insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by, issued_at, sent_at, accepted_name, accepted_at)
          select r.message_id, 'DEV-E-' || row_number() over (order by r.message_id), 1, 2026, 1, '[]'::jsonb, 1000, 1190, '{}'::jsonb, decode('25504446', 'hex'), ${FILL_MARK},
                 r.created_at + interval '2 days', r.created_at + interval '2 days',
                 case when a.yes then 'Client Banc' end, case when a.yes then r.created_at + interval '4 days' end
          from event_requests r
          cross join lateral (select abs(hashtext(r.message_id::text || 'a')) % 100 < case r.stage when 'won' then 50 when 'lost' then 0 else 5 end as yes) a
          where abs(hashtext(r.message_id::text || 'e')) % 3 = 0`,
    );
    await step(
      "réponses de clients non lues (5 % des demandes ouvertes)",
      sql`with picked as (
            update event_requests set unread = 1 + abs(hashtext(message_id::text)) % 3, updated_at = created_at + interval '3 days'
            where stage in ('new', 'qualified', 'proposal_sent') and abs(hashtext(message_id::text || 'u')) % 100 < 5 returning message_id, created_at)
          insert into request_thread (message_id, direction, body, author, created_at)
          select message_id, 'client', 'Bonjour, merci pour votre proposition : pouvons-nous ajouter une estrade et deux micros sans fil pour les discours ?', 'Client Banc', created_at + interval '3 days'
          from picked`,
    );
    await step(
      "relances des demandes ouvertes",
      sql`update event_requests set follow_up_on = ${today}::date - (abs(hashtext(message_id::text || 'f')) % 20) + 5
          where stage in ('new', 'qualified', 'proposal_sent') and abs(hashtext(message_id::text || 'f')) % 100 < 70`,
    );
  });
  await db.execute(sql`analyze`);
  console.log(`Arriéré ajouté en ${Math.round((performance.now() - started) / 1000)} s.`);
}

type Timed = { label: string; run: () => Promise<unknown> };

async function main(): Promise<void> {
  if (args.includes("--fill")) await fill();
  const db = getDb();
  const today = todayInTunis();
  const tomorrow = addDays(today, 1);
  // The route's loader as a request reaches it: an administrator's session checked first.
  const admin = await signedInTestAccount(getAuth(), { email: `banc-${Date.now()}@example.test`, password: `Banc-${Date.now()}-aujourdhui`, name: "Banc" }, createEmailVerificationToken);
  await grantAdmin(admin.id);
  const cookie = cookieHeader(admin.cookies);
  const loader = () => todayRoute.loader({ request: new Request("http://localhost/admin", { headers: { Cookie: cookie } }), params: {}, context: {} } as never);
  const [size] = await rows<{ orders: number; messages: number }>(sql`select (select count(*)::int from rental_orders) as orders, (select count(*)::int from contact_messages) as messages`);
  console.log(`Base : ${size?.orders ?? 0} commandes, ${size?.messages ?? 0} messages ; ${WARM_UP} chargements à blanc, puis ${runs} passages par requête.\n`);

  const queries: Timed[] = [
    { label: "nouvelles commandes (compte)", run: () => countNewOrders() },
    { label: "départs et retours, aujourd'hui et demain", run: () => getDepotDays(db, [today, tomorrow], TODAY_LIMIT) },
    { label: "retours en retard", run: () => getLateReturnsAndCount(db, TODAY_LIMIT) },
    { label: "devis de location acceptés", run: () => getAcceptedQuotesToConfirm(db, TODAY_LIMIT) },
    { label: "devis événement acceptés", run: () => getAcceptedEventQuotes(db, TODAY_LIMIT) },
    { label: "commandes à confirmer", run: () => getOrdersToConfirm(db, TODAY_LIMIT, { newCount: 0, acceptedCount: 0 }) },
    { label: "réponses non lues", run: () => getUnreadReplies(db, TODAY_LIMIT) },
    { label: "relances dues (liste)", run: () => getDueFollowUps(db, { today, limit: TODAY_LIMIT }) },
    { label: "relances dues (compte)", run: () => countDueFollowUpsUpTo(db, { today }, 99) },
    { label: "factures en retard", run: () => getOverdueInvoices(db, today, TODAY_LIMIT) },
    { label: "LE LOADER ENTIER (session comprise)", run: loader },
  ];
  // Wall time, and this process's CPU time (user + system): PGlite runs the queries in this thread,
  // so its CPU time is their cost, whatever the other processes of a shared machine take.
  // PGlite's WebAssembly is compiled in tiers while it runs: the first few dozen queries of a
  // process run on the baseline code, several times slower. A server is past them after its first
  // requests; so is the bench after this warm-up.
  for (let i = 0; i < WARM_UP; i++) await loader();
  const figures: { label: string; p50: number; p95: number; cpu50: number; cpu95: number }[] = [];
  for (const query of queries) {
    await query.run();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await query.run();
      const used = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    figures.push({ label: query.label, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), cpu50: round(percentile(cpu, 50)), cpu95: round(percentile(cpu, 95)) });
  }
  const width = Math.max(...figures.map((f) => f.label.length));
  const cell = (n: number) => String(n).padStart(9);
  console.log(`${"requête".padEnd(width)}  mur p50  mur p95  CPU p50  CPU p95   (ms)`);
  for (const f of figures) console.log(`${f.label.padEnd(width)}${cell(f.p50)}${cell(f.p95)}${cell(f.cpu50)}${cell(f.cpu95)}`);
  const whole = figures.at(-1)!;
  const [load] = (await import("node:os")).loadavg();
  console.log(`\nLoader : p95 ${whole.p95} ms au mur, ${whole.cpu95} ms de CPU (cible ≤ ${TARGET_MS} ms) ; charge de la machine ${load!.toFixed(1)}.`);

  const data = (await loader()) as Awaited<ReturnType<typeof todayRoute.loader>>;
  const capped = (c: { n: number; more: boolean }) => `${c.n}${c.more ? "+" : ""}`;
  console.log(
    [
      `\nCe que les sections trouvent :`,
      `  aujourd'hui ${data.days[0].departures.count} départs, ${data.days[0].returns.count} retours ; demain ${data.days[1].departures.count} départs, ${data.days[1].returns.count} retours`,
      `  retours en retard ${data.lateReturns.count} ; devis acceptés ${data.acceptedOrders.count} locations, ${data.acceptedRequests.count} demandes ; à confirmer ${data.toConfirm.count}`,
      `  réponses non lues ${capped(data.replies.count)} ; relances dues ${capped(data.followUps.count)} ; factures en retard ${capped(data.overdue.count)}`,
    ].join("\n"),
  );
}

try {
  await main();
} finally {
  await closeDb();
}
