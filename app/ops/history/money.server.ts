// The money of the history's orders (issue 22, issue 40): payments, online payment attempts and
// deposits, so that the finances page, the payments journal, the receivables and the online
// payments are measured on years of them. Written like the requests (history.server.ts): one
// statement per table over the orders of this run, each row drawn from a hash of its order's id,
// so a run is the same on every database; ids are history ids (history-ids.ts), so an order's
// money is the same rows too.
//
// Nothing here issues a document: the history has no invoices, receipts nor factures
// complémentaires (PDFs), and its orders no invoice_due_on.

import { sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { resultRows } from "~/db/executor";
import { order_deposits, order_payments, payment_attempts, rental_orders } from "~/db/schema";
import { HOLD_LIFETIME_DAYS } from "~/payments/caution-hold-terms";
import { ATTEMPT_LIFESPAN_MINUTES, ONLINE_ACTOR } from "~/payments/attempts.server";
import { CLIENT_ACTOR } from "~/payments/caution-holds.server";
import { HISTORY_KEY_PREFIX, historyIdSql } from "./history-ids";

export type HistoryMoney = {
  payments: number;
  attempts: number;
  deposits: number;
  /** Σ of this run's payments not cancelled, decimal text. */
  received: string;
  /** Orders of this run with something paid. */
  paidOrders: number;
  /** Deposits of this run received and not yet given back nor kept. */
  heldDeposits: number;
};

/** The advance a confirmed order usually pays (the online deposit's default, site_settings). */
const ADVANCE_PERCENT = 30;

/** Back-office accounts that record the money (those of orders.ts). */
const AGENCY_ACTORS = sql`(array['sarra.gharbi@imagine-events.tn', 'karim.mansour@imagine-events.tn', 'admin@imagine-events.tn'])`;
const BANKS = sql`(array['BIAT', 'STB', 'BNA', 'Attijari Bank', 'Amen Bank', 'UIB', 'BH Bank', 'Banque Zitouna'])`;

/**
 * A draw of 0 to 2³²−1 from the row `key` (a uuid, or text) and a salt: hashtext, shifted rather
 * than abs()'d, since abs() of the lowest integer overflows.
 */
const draw = (key: SQL, salt: string) => sql`(hashtext((${key})::text || ${`/${salt}`})::bigint + 2147483648)`;
const tunisDay = (instant: SQL) => sql`(${instant} at time zone 'Africa/Tunis')::date`;
/** `minutes` past midnight of a Tunis calendar day, as an instant. */
const tunisInstant = (day: SQL, minutes: SQL) => sql`((${day})::timestamp + make_interval(mins => (${minutes})::int)) at time zone 'Africa/Tunis'`;
/** A gateway's reference, unique since drawn from a unique id: Konnect's are 24 hex digits, Flouci's a uuid. */
const gatewayReference = (gateway: SQL, key: SQL) => sql`case when ${gateway} = 'konnect' then substr(md5(${key}::text), 1, 24) else md5(${key}::text)::uuid::text end`;
const payUrl = (gateway: SQL, reference: SQL) =>
  sql`case when ${gateway} = 'konnect' then 'https://gateway.konnect.network/pay?payment_ref=' || ${reference} else 'https://flouci.com/pay/' || ${reference} end`;

/**
 * Adds the money of run `run`'s orders, in the caller's transaction, then sets each order's
 * paid_amount (Σ of its payments not cancelled) and payments_revision from the ledger.
 */
export async function insertHistoryMoney(tx: DbExecutor, { seed, run, today }: { seed: number; run: number; today: string }): Promise<HistoryMoney> {
  const runKeys = `${HISTORY_KEY_PREFIX}${run}:%`;
  const cutoff = sql`(${today}::date::timestamp at time zone 'Africa/Tunis')`;
  const payments = await insertPayments(tx, { seed, run, runKeys, today, cutoff });
  const failed = await insertFailedAttempts(tx, { seed, run, runKeys, cutoff });
  const deposits = await insertDeposits(tx, { seed, run, runKeys, today, cutoff });
  await tx.execute(sql`
    update ${rental_orders} o
    set paid_amount = s.paid, payments_revision = s.revisions
    from (
      -- Recording a payment is one revision, cancelling it another (app/money/payments.server.ts).
      select p.order_id, coalesce(sum(p.amount) filter (where p.cancelled_at is null), 0) as paid, count(*) + count(p.cancelled_at) as revisions
      from ${order_payments} p join ${rental_orders} r on r.id = p.order_id
      where r.idempotency_key like ${runKeys}
      group by p.order_id
    ) s
    where o.id = s.order_id`);
  const [totals] = resultRows<{ received: string; paid_orders: number; held: number }>(
    await tx.execute(sql`
      select
        (select coalesce(sum(paid_amount), 0)::numeric(14, 2)::text from ${rental_orders} where idempotency_key like ${runKeys}) as received,
        (select count(*)::int from ${rental_orders} where idempotency_key like ${runKeys} and paid_amount > 0) as paid_orders,
        (select count(*)::int from ${order_deposits} d join ${rental_orders} o on o.id = d.order_id
          where o.idempotency_key like ${runKeys} and d.settled_on is null) as held`),
  );
  return {
    payments: payments.payments,
    attempts: payments.attempts + failed + deposits.attempts,
    deposits: deposits.deposits,
    received: totals?.received ?? "0.00",
    paidOrders: Number(totals?.paid_orders ?? 0),
    heldDeposits: Number(totals?.held ?? 0),
  };
}

type RunScope = { seed: number; run: number; runKeys: string; cutoff: SQL };

/**
 * The payments, and an attempt marked paid for each online one. Completed orders: 78 % paid in
 * full (in one payment, or the advance then the balance; companies' large invoices with 1 % held
 * back as a withholding), 15 % partly (the advance, and half the time a part of the balance), 7 %
 * not at all. In progress: mostly the advance. Confirmed: the advance a little more often than
 * not. New and cancelled orders pay nothing; one cancelled order in twenty had its advance
 * recorded then cancelled when it was given back, and one paid order in thirty-three a payment
 * typed twice, the copy cancelled. The advance comes within a week of the booking, the balance
 * from ten days before the return to a month after it; nothing after today's midnight nor after
 * the return's 60th day. One payment in eight of those the client could make online (the advance,
 * the whole balance) was made online, and one in twenty-five of those came in with another amount
 * than asked.
 */
async function insertPayments(tx: DbExecutor, { seed, run, runKeys, today, cutoff }: RunScope & { today: string }) {
  const o = sql.raw("o.id");
  const pid = historyIdSql(seed, run, "order_payments", sql`slots.idx * 8 + slots.slot`);
  const aid = historyIdSql(seed, run, "payment_attempts", sql`t.idx * 8 + t.slot`);
  const key = sql.raw("t.pid");
  const result = await tx.execute(sql`
    with base as (
      select o.id, o.status, o.company, o.created_at, o.updated_at, o.return_date,
        split_part(o.idempotency_key, ':', 3)::bigint as idx,
        o.total_ttc::numeric(14, 2) as total,
        (ceil(o.total_ttc * ${sql.raw(String(ADVANCE_PERCENT))}) / 100)::numeric(14, 2) as advance,
        ${tunisDay(sql`o.created_at`)} as booked,
        least(${today}::date - 1, o.return_date + 60) as latest,
        ${draw(o, "shape")} % 100 as shape_roll,
        ${draw(o, "split")} % 100 < 65 as split,
        ${draw(o, "withholding")} % 100 as withholding_roll,
        ${draw(o, "slip")} % 100 as slip_roll,
        ${draw(o, "part")} % 41 as part_roll,
        ${draw(o, "part-paid")} % 2 = 0 as part_paid,
        ${draw(o, "advance-day")} % 6 as advance_lag,
        ${draw(o, "balance-day")} % 41 as balance_lag
      from ${rental_orders} o
      where o.idempotency_key like ${runKeys}
    ),
    planned as (
      select base.*,
        case status
          when 'completed' then case when shape_roll < 78 then 'full' when shape_roll < 93 then 'partial' else 'none' end
          when 'in_progress' then case when shape_roll < 15 then 'full' when shape_roll < 85 then 'advance' else 'none' end
          when 'confirmed' then case when shape_roll < 5 then 'full' when shape_roll < 60 then 'advance' else 'none' end
          else 'none'
        end as shape,
        case when company is not null and total > 1000 and withholding_roll < 50 then round(total * 0.01, 2) else 0 end as withheld,
        least(latest, booked + advance_lag::int) as advance_day,
        floor((total - advance) * (30 + part_roll) / 100) as part
      from base
    ),
    dated as (
      select planned.*,
        shape = 'full' and not split as whole,
        greatest(advance_day, least(latest, return_date - 10 + balance_lag::int)) as balance_day
      from planned
    ),
    slots as (
      -- The advance, or the whole order in one payment.
      select id, idx, 0 as slot, created_at,
        case when whole then total - withheld else advance end as amount,
        case when whole then balance_day else advance_day end as day,
        case when not whole then 'deposit' when withheld = 0 then 'balance' end as purpose,
        null::timestamptz as fixed_at, null::timestamptz as fixed_cancel, null::text as cancel_reason
      from dated where shape <> 'none'
      union all
      -- The balance after the advance, or a part of it (never online: a gateway is asked the whole balance).
      select id, idx, 1, created_at,
        case when shape = 'full' then total - advance - withheld else part end,
        balance_day,
        case when shape = 'full' and withheld = 0 then 'balance' end,
        null, null, null
      from dated where (shape = 'full' and split) or (shape = 'partial' and part_paid and part > 0)
      union all
      select id, idx, 2, created_at, withheld, balance_day, null, null, null, null
      from dated where shape = 'full' and withheld > 0
      union all
      select id, idx, 3, created_at,
        case when whole then total - withheld else advance end,
        case when whole then balance_day else advance_day end,
        null,
        case when status = 'cancelled' then created_at + (updated_at - created_at) / 2 end,
        -- A cancelled order's last step is its cancellation: the advance went back then.
        case when status = 'cancelled' then updated_at end,
        case when status = 'cancelled' then 'Commande annulée : acompte rendu au client.' else 'Saisi deux fois : ce paiement était déjà enregistré.' end
      from dated where (status = 'cancelled' and slip_roll < 5) or (shape <> 'none' and slip_roll < 3)
    ),
    timed as (
      select s.*,
        coalesce(s.fixed_at, least(greatest(${tunisInstant(sql`s.day`, sql`480 + ${draw(sql`s.pid`, "minute")} % 660 + s.slot * 7`)}, s.created_at + interval '10 minutes'), ${cutoff} - interval '1 minute')) as at
      from (select slots.*, ${pid} as pid from slots) s
    ),
    methods as (
      select t.*,
        case
          when t.slot = 2 then 'withholding'
          when ${draw(key, "method")} % 100 < 34 then 'cash'
          when ${draw(key, "method")} % 100 < 60 then 'transfer'
          when ${draw(key, "method")} % 100 < 78 then 'cheque'
          when ${draw(key, "method")} % 100 < 88 then 'card'
          when t.purpose is null then 'transfer'
          else 'online'
        end as method,
        case when ${draw(key, "gateway")} % 100 < 55 then 'konnect' else 'flouci' end as maybe_gateway,
        ${draw(key, "mismatch")} % 25 = 0 and t.amount > 2 as maybe_mismatch,
        ${draw(key, "number")} as number,
        ${draw(key, "actor")} % 3 as actor_roll,
        make_interval(mins => (2 + ${draw(key, "lag")} % 8)::int) as lag,
        t.at + make_interval(hours => (1 + ${draw(key, "cancel")} % 47)::int) as slip_cancel
      from timed t
    ),
    final as (
      select m.*, ${tunisDay(sql`m.at`)} as paid_on,
        case when method = 'online' then maybe_gateway end as gateway,
        method = 'online' and maybe_mismatch as mismatch,
        case when method = 'online' and maybe_mismatch then amount - 1 else amount end as received,
        case when cancel_reason is not null then least(coalesce(fixed_cancel, slip_cancel), ${cutoff} - interval '1 second') end as cancelled_at
      from methods m
    ),
    referenced as (
      select f.*,
        case method
          when 'online' then ${gatewayReference(sql`f.gateway`, sql`f.pid`)}
          when 'transfer' then 'VIR ' || to_char(paid_on, 'YYMMDD') || lpad((number % 100000)::text, 5, '0')
          when 'card' then 'TPE auto. ' || lpad((number % 1000000)::text, 6, '0')
        end as reference
      from final f
    ),
    paid as (
      insert into ${order_payments} (id, order_id, paid_on, amount, method, reference, gateway, cheque_number, bank, certificate_number, note,
        recorded_by, recorded_at, cancelled_at, cancelled_by, cancel_reason)
      select pid, id, paid_on, received, method, reference, gateway,
        case when method = 'cheque' then lpad((number % 10000000)::text, 7, '0') end,
        case when method = 'cheque' then ${BANKS}[(1 + (number / 10000000) % 8)::int] end,
        case when method = 'withholding' then to_char(paid_on, 'YYYY') || '/' || lpad((number % 100000)::text, 5, '0') end,
        case when mismatch then 'Montant reçu différent du montant demandé (' || replace(amount::text, '.', ',') || ' DT) : à vérifier.' end,
        case when method = 'online' then ${ONLINE_ACTOR} else ${AGENCY_ACTORS}[(1 + actor_roll)::int] end,
        at, cancelled_at,
        case when cancelled_at is not null then ${AGENCY_ACTORS}[(1 + actor_roll)::int] end,
        cancel_reason
      from referenced
      returning 1
    ),
    attempted as (
      insert into ${payment_attempts} (id, order_id, gateway, purpose, amount, reference, pay_url, state, expires_at, created_at, checked_at, settled_at,
        received_amount, amount_mismatch, payment_id)
      select ${aid}, t.id, t.gateway, t.purpose, t.amount, t.reference, ${payUrl(sql`t.gateway`, sql`t.reference`)}, 'paid',
        t.at - t.lag + ${sql.raw(`interval '${ATTEMPT_LIFESPAN_MINUTES} minutes'`)}, t.at - t.lag, t.at, t.at, t.received, t.mismatch, t.pid
      from referenced t where t.method = 'online'
      returning 1
    )
    select (select count(*)::int from paid) as payments, (select count(*)::int from attempted) as attempts`);
  const [row] = resultRows<{ payments: number; attempts: number }>(result);
  return { payments: Number(row?.payments ?? 0), attempts: Number(row?.attempts ?? 0) };
}

/**
 * Attempts that came to nothing: one order in fourteen (agreed or still new) had a client open the
 * gateway's page for the advance within two days of booking, then give up (expired) or be refused
 * (failed). No payment comes of them.
 */
async function insertFailedAttempts(tx: DbExecutor, { seed, run, runKeys, cutoff }: RunScope): Promise<number> {
  const o = sql.raw("o.id");
  const aid = historyIdSql(seed, run, "payment_attempts", sql`a.idx * 8 + 4`);
  const result = await tx.execute(sql`
    with picked as (
      select o.id, split_part(o.idempotency_key, ':', 3)::bigint as idx,
        (ceil(o.total_ttc * ${sql.raw(String(ADVANCE_PERCENT))}) / 100)::numeric(14, 2) as amount,
        case when ${draw(o, "attempt-gateway")} % 100 < 55 then 'konnect' else 'flouci' end as gateway,
        case when ${draw(o, "attempt-state")} % 5 < 2 then 'failed' else 'expired' end as state,
        greatest(least(${tunisInstant(sql`${tunisDay(sql`o.created_at`)} + (${draw(o, "attempt-day")} % 3)::int`, sql`600 + ${draw(o, "attempt-minute")} % 720`)},
          ${cutoff} - interval '2 hours'), o.created_at + interval '1 minute') as created
      from ${rental_orders} o
      where o.idempotency_key like ${runKeys} and o.status <> 'cancelled' and ${draw(o, "attempt")} % 14 = 0
    ),
    referenced as (select a.*, ${aid} as aid from picked a),
    inserted as (
      insert into ${payment_attempts} (id, order_id, gateway, purpose, amount, reference, pay_url, state, expires_at, created_at, checked_at, settled_at)
      select aid, id, gateway, 'deposit', amount, ${gatewayReference(sql`gateway`, sql`aid`)},
        ${payUrl(sql`gateway`, gatewayReference(sql`gateway`, sql`aid`))}, state,
        created + ${sql.raw(`interval '${ATTEMPT_LIFESPAN_MINUTES} minutes'`)}, created,
        -- Refused at once; expired once the job that catches lost webhooks found it 15 minutes past its end.
        case when state = 'failed' then created + interval '3 minutes' else created + ${sql.raw(`interval '${ATTEMPT_LIFESPAN_MINUTES + 17} minutes'`)} end,
        case when state = 'failed' then created + interval '3 minutes' else created + ${sql.raw(`interval '${ATTEMPT_LIFESPAN_MINUTES + 17} minutes'`)} end
      from referenced
      returning 1
    )
    select count(*)::int as n from inserted`);
  return Number(resultRows<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The deposits of the orders that ask one: received for nine in ten of those that left the depot
 * (on the departure day or up to two days before) and for three in ten confirmed ones leaving
 * within three days; settled for 92 % of the completed ones, within five days of the return —
 * given back whole, or for one in seven partly kept for damage, a late return or a loss. What is
 * kept stays modest (5 to 25 %, in 5 DT steps): in the app a kept part settles a facture
 * complémentaire of the same charges, which the history does not issue. One in eight was held
 * online on Flouci's pre-authorisation (with its attempt, paid): only those settled within the
 * hold's life, or received in its last days and still held, since a hold ends after
 * HOLD_LIFETIME_DAYS; the others came by cash, cheque, transfer or card.
 */
async function insertDeposits(tx: DbExecutor, { seed, run, runKeys, today, cutoff }: RunScope & { today: string }) {
  const o = sql.raw("o.id");
  const aid = historyIdSql(seed, run, "payment_attempts", sql`s.idx * 8 + 5`);
  const lifetime = sql.raw(`interval '${HOLD_LIFETIME_DAYS} days'`);
  const result = await tx.execute(sql`
    with received as (
      select o.id, o.status, o.deposit::numeric(14, 2) as amount, split_part(o.idempotency_key, ':', 3)::bigint as idx,
        greatest(least(${tunisInstant(
          sql`greatest(${tunisDay(sql`o.created_at`)}, least(${today}::date - 1, o.rental_date - (${draw(o, "deposit-day")} % 3)::int))`,
          sql`540 + ${draw(o, "deposit-minute")} % 540`,
        )}, ${cutoff} - interval '2 minutes'), o.created_at + interval '10 minutes') as received_at,
        ${draw(o, "deposit-settled")} % 100 < 92 and o.status = 'completed' as settled,
        o.return_date,
        ${draw(o, "deposit-kept")} % 100 as kept_roll,
        ${draw(o, "deposit-method")} % 100 as method_roll,
        ${draw(o, "deposit-number")} as number,
        ${draw(o, "deposit-actor")} % 3 as actor_roll
      from ${rental_orders} o
      where o.idempotency_key like ${runKeys} and o.deposit > 0 and case o.status
        when 'confirmed' then o.rental_date <= ${today}::date + 3 and ${draw(o, "deposit")} % 100 < 30
        when 'in_progress' then ${draw(o, "deposit")} % 100 < 90
        when 'completed' then ${draw(o, "deposit")} % 100 < 90
        else false
      end
    ),
    settled as (
      select r.*, ${tunisDay(sql`r.received_at`)} as received_on,
        case when r.settled then greatest(r.received_at + interval '1 minute', least(
          ${tunisInstant(sql`r.return_date + (r.number % 6)::int`, sql`960 + r.number % 240`)}, ${cutoff} - interval '1 minute')) end as settled_at,
        case when r.settled and r.kept_roll < 14 then greatest(5, floor(r.amount * (5 + r.number % 21) / 500) * 5) else 0 end as kept
      from received r
    ),
    shaped as (
      select s.*, ${tunisDay(sql`s.settled_at`)} as settled_on,
        s.method_roll < 12 and case when s.settled then ${tunisDay(sql`s.settled_at`)} - s.received_on < ${sql.raw(String(HOLD_LIFETIME_DAYS))}
          else s.received_on >= ${today}::date - ${sql.raw(String(HOLD_LIFETIME_DAYS - 1))} end as online
      from settled s
    ),
    methods as (
      select s.*, ${aid} as aid,
        case
          when online then 'online'
          when method_roll < 38 then 'cash'
          when method_roll < 78 then 'cheque'
          when method_roll < 91 then 'transfer'
          else 'card'
        end as method
      from shaped s
    ),
    referenced as (
      select m.*,
        case method
          when 'online' then md5(m.id::text || '/caution')::uuid::text
          when 'cheque' then 'Chèque n° ' || lpad((number % 10000000)::text, 7, '0') || ', ' || ${BANKS}[(1 + (number / 10000000) % 8)::int]
          when 'transfer' then 'VIR ' || to_char(received_on, 'YYMMDD') || lpad((number % 100000)::text, 5, '0')
          when 'card' then 'Empreinte TPE ' || lpad((number % 1000000)::text, 6, '0')
        end as reference
      from methods m
    ),
    deposited as (
      insert into ${order_deposits} (order_id, received_on, received_amount, method, reference, received_by, received_at,
        settled_on, returned_amount, retained_amount, retention_reason, note, settled_by, settled_at,
        gateway, hold_expires_at, hold_state, hold_captured_amount)
      select id, received_on, amount, method, reference,
        case when online then ${CLIENT_ACTOR} else ${AGENCY_ACTORS}[(1 + actor_roll)::int] end, received_at,
        settled_on, case when settled then amount - kept end, case when settled then kept end,
        case when kept > 0 then (array['damage', 'damage', 'damage', 'late', 'late', 'loss'])[(1 + number % 6)::int] end,
        case when kept > 0 then (array['Matériel abîmé au retour.', 'Matériel abîmé au retour.', 'Matériel abîmé au retour.', 'Retour en retard.', 'Retour en retard.', 'Pièces manquantes au retour.'])[(1 + number % 6)::int] end,
        case when settled then ${AGENCY_ACTORS}[(1 + actor_roll)::int] end, settled_at,
        case when online then 'flouci' end,
        case when online then received_at + ${lifetime} end,
        case when not online then null when not settled then 'held' when kept > 0 then 'captured' else 'released' end,
        case when online and kept > 0 then kept end
      from referenced
      returning 1
    ),
    held as (
      -- The client's 'Déposer la caution': the attempt is paid once Flouci holds the amount, with no ledger payment.
      insert into ${payment_attempts} (id, order_id, gateway, purpose, amount, reference, pay_url, state, expires_at, created_at, checked_at, settled_at, received_amount)
      select aid, id, 'flouci', 'caution', amount, reference, ${payUrl(sql`'flouci'`, sql`reference`)}, 'paid',
        received_at - interval '4 minutes' + ${sql.raw(`interval '${ATTEMPT_LIFESPAN_MINUTES} minutes'`)}, received_at - interval '4 minutes', received_at, received_at, amount
      from referenced where online
      returning 1
    )
    select (select count(*)::int from deposited) as deposits, (select count(*)::int from held) as attempts`);
  const [row] = resultRows<{ deposits: number; attempts: number }>(result);
  return { deposits: Number(row?.deposits ?? 0), attempts: Number(row?.attempts ?? 0) };
}
