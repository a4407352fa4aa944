// A client's online payments (issue 40, ADR 027). A click on a pay button opens an attempt at the
// gateway for the amount the server computes; the attempt becomes one ledger payment once the
// gateway itself, asked by the server, says it is paid — whoever made the server ask (the
// client's return, the gateway's webhook, the job that catches lost webhooks). The attempt's row
// is locked while it is settled, and the ledger has one payment per gateway reference at most,
// so replays and two instances receiving the same webhook add one payment.
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_deposits, order_payments, payment_attempts, rental_orders, site_settings, type OnlinePurpose } from "~/db/schema";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { GATEWAY_LABELS } from "~/money/payment-status";
import { recordOrderEvent } from "~/orders/timeline.server";
import { formatOrderNumber } from "~/orders/status";
import { sendDocument } from "~/orders/documents.server";
import { issueReceipt } from "~/money/receipts.server";
import { logger } from "~/lib/logger.server";
import { GatewayUnavailableError, type GatewayClient, type PaymentCheck } from "./gateway-client";
import { centsToMillimes, millimesToCents, payableOnline } from "./online-amounts";
import { recordHeldCaution, releaseSuperfluousHold } from "./caution-holds.server";
import { cautionToHold } from "./caution-hold-terms";

export type PaymentAttempt = typeof payment_attempts.$inferSelect;

/** How long a client has at the gateway's page. */
export const ATTEMPT_LIFESPAN_MINUTES = 30;
/** Who the ledger and the timeline say recorded an online payment. */
export const ONLINE_ACTOR = "Paiement en ligne";

export const NOTHING_TO_PAY = "Il n'y a rien à payer en ligne sur cette commande pour le moment.";
export const NOT_OFFERED = "Ce moyen de paiement en ligne n'est pas proposé.";
export const AMOUNT_CHANGED = "Le montant à payer vient de changer : rechargez la page de votre commande.";
export const TOO_MANY_ATTEMPTS = "Trop de tentatives de paiement sur cette commande : réessayez dans quelques minutes.";

/** A refusal the client can read, with the HTTP status of the answer. */
export class OnlinePaymentError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "OnlinePaymentError";
  }
}

export type AttemptUrls = { returnUrl(attemptId: string): string; webhookUrl: string };

/**
 * The gateway's page for this order and purpose: the open attempt when the client already has
 * one for the same amount (a double click, a back button), otherwise a new one. The gateway is
 * called outside any transaction (on PGlite a transaction holds the one connection, and a
 * gateway may take its 3 s); the order is locked again to store the attempt, and an attempt
 * another click stored meanwhile is the one used (the gateway's unused payment simply expires).
 */
export async function openAttempt(
  db: Db,
  gateway: GatewayClient,
  { orderId, purpose, urls, now = new Date() }: { orderId: string; purpose: OnlinePurpose; urls: AttemptUrls; now?: Date },
): Promise<PaymentAttempt> {
  const first = await db.transaction((tx) => reusableOrAmount(tx, gateway, orderId, purpose, now));
  if ("attempt" in first) return first.attempt;
  const { order, amount } = first;
  const attemptId = crypto.randomUUID();
  // A caution is held on the card, not paid: the gateway's pre-authorisation.
  const opener = purpose === "caution" ? gateway.holds : gateway;
  if (!opener) throw new OnlinePaymentError(NOT_OFFERED, 400);
  const opened = await opener.open({
    attemptId,
    amountMillimes: centsToMillimes(amount),
    returnUrl: urls.returnUrl(attemptId),
    webhookUrl: urls.webhookUrl,
    lifespanMinutes: ATTEMPT_LIFESPAN_MINUTES,
    payer: { firstName: order.first_name, lastName: order.last_name, email: order.email, phone: order.phone },
    description: `Commande ${formatOrderNumber(order.order_number)}`,
  });
  return db.transaction(async (tx) => {
    const again = await reusableOrAmount(tx, gateway, orderId, purpose, now);
    if ("attempt" in again) return again.attempt;
    // The amount moved while the gateway answered (a payment recorded meanwhile): not this one.
    if (again.amount !== amount) throw new OnlinePaymentError(AMOUNT_CHANGED, 409);
    const [attempt] = await tx
      .insert(payment_attempts)
      .values({
        id: attemptId,
        order_id: orderId,
        gateway: gateway.id,
        purpose,
        amount: centsToDecimal(amount),
        reference: opened.reference,
        pay_url: opened.payUrl,
        expires_at: new Date(now.getTime() + ATTEMPT_LIFESPAN_MINUTES * 60_000),
        created_at: now,
      })
      .returning();
    return attempt!;
  });
}

/** Under the order's lock: the client's open attempt for this amount, or the amount to ask for. */
type ReusableOrAmount = { attempt: PaymentAttempt } | { order: typeof rental_orders.$inferSelect; amount: bigint };

async function reusableOrAmount(tx: DbExecutor, gateway: GatewayClient, orderId: string, purpose: OnlinePurpose, now: Date): Promise<ReusableOrAmount> {
  const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
  if (!order) throw new OnlinePaymentError("Commande introuvable.", 404);
  const [settings] = await tx.select().from(site_settings).limit(1);
  if (!settings) throw new OnlinePaymentError("Le paiement en ligne n'est pas disponible.", 409);
  const amount = purpose === "caution" ? await cautionAmount(tx, order, settings, now) : payableOnline(order, settings, purpose);
  if (amount <= 0n) throw new OnlinePaymentError(NOTHING_TO_PAY, 409);
  const [open] = await tx
    .select()
    .from(payment_attempts)
    .where(
      and(
        eq(payment_attempts.order_id, orderId),
        eq(payment_attempts.gateway, gateway.id),
        eq(payment_attempts.purpose, purpose),
        eq(payment_attempts.state, "open"),
        eq(payment_attempts.amount, centsToDecimal(amount)),
        gt(payment_attempts.expires_at, new Date(now.getTime() + 60_000)),
      ),
    )
    .orderBy(desc(payment_attempts.created_at))
    .limit(1);
  return open ? { attempt: open } : { order, amount };
}

async function cautionAmount(tx: DbExecutor, order: typeof rental_orders.$inferSelect, settings: typeof site_settings.$inferSelect, now: Date) {
  const [received] = await tx.select({ id: order_deposits.order_id }).from(order_deposits).where(eq(order_deposits.order_id, order.id));
  return cautionToHold(order, settings, { received: Boolean(received), today: todayInTunis(now) }).amount;
}

export function getAttempt(db: DbExecutor, id: string): Promise<PaymentAttempt | undefined> {
  return db
    .select()
    .from(payment_attempts)
    .where(eq(payment_attempts.id, id))
    .then((rows) => rows[0]);
}

export function getAttemptByReference(db: DbExecutor, gateway: GatewayClient["id"], reference: string): Promise<PaymentAttempt | undefined> {
  return db
    .select()
    .from(payment_attempts)
    .where(and(eq(payment_attempts.gateway, gateway), eq(payment_attempts.reference, reference)))
    .then((rows) => rows[0]);
}

/** Attempts shown on an order's page: the newest; a client clicking again and again adds rows. */
export const ORDER_ATTEMPTS_SHOWN = 20;

/** The order's attempts, newest first, at most ORDER_ATTEMPTS_SHOWN (the back office's list). */
export function getOrderAttempts(db: DbExecutor, orderId: string): Promise<PaymentAttempt[]> {
  return db
    .select()
    .from(payment_attempts)
    .where(eq(payment_attempts.order_id, orderId))
    .orderBy(desc(payment_attempts.created_at))
    .limit(ORDER_ATTEMPTS_SHOWN);
}

/**
 * Asks the gateway how the attempt with this reference stands and writes what it says: paid →
 * one ledger payment in the transaction that marks the attempt paid; failed or expired → said so.
 * An unknown reference changes nothing (undefined); an attempt already settled is returned as it
 * is, whatever the gateway says now. Throws GatewayUnavailableError when the gateway cannot answer.
 */
export async function settleAttempt(db: Db, gateway: GatewayClient, reference: string, now = new Date()): Promise<PaymentAttempt | undefined> {
  const known = await getAttemptByReference(db, gateway.id, reference);
  if (!known || known.state !== "open") return known;
  const check = await gateway.check(reference);
  return settleWith(db, gateway, known.id, check, now);
}

/**
 * Writes what the gateway said under the attempt's lock; the one call that records the payment
 * sends its receipt, and the one that finds a caution already received gives its hold back.
 */
async function settleWith(db: Db, gateway: GatewayClient, attemptId: string, check: PaymentCheck, now: Date): Promise<PaymentAttempt | undefined> {
  const { attempt, recorded, release } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payment_attempts).where(eq(payment_attempts.id, attemptId)).for("update");
    if (!locked || locked.state !== "open") return { attempt: locked, recorded: false, release: false };
    if (locked.purpose === "caution" && check.state === "paid") return { ...(await recordHeldCaution(tx, locked, check, now)), recorded: false };
    const written = await writeCheck(tx, locked, check, now);
    return { attempt: written, recorded: written.state === "paid", release: false };
  });
  if (recorded && attempt?.payment_id) await sendReceipt(db, attempt.order_id, attempt.payment_id, now);
  if (release && attempt) {
    await releaseSuperfluousHold(gateway, attempt.reference).catch((error: unknown) => logger.error("Pré-autorisation superflue non libérée", { attemptId, error }));
  }
  return attempt;
}

/**
 * The receipt of an online payment, issued and queued for the client (the mail queue keeps it
 * until sent). A failure here leaves the payment recorded: the agency issues the receipt from the
 * order's page, as for any payment.
 */
async function sendReceipt(db: Db, orderId: string, paymentId: string, now: Date): Promise<void> {
  try {
    const receipt = await issueReceipt(db, orderId, paymentId, ONLINE_ACTOR, now);
    await sendDocument(db, orderId, receipt.id, ONLINE_ACTOR);
  } catch (error) {
    logger.error("Reçu du paiement en ligne non émis", { orderId, paymentId, error });
  }
}

async function writeCheck(tx: DbExecutor, attempt: PaymentAttempt, check: PaymentCheck, now: Date): Promise<PaymentAttempt> {
  if (check.state === "pending") {
    const expired = attempt.expires_at.getTime() + 15 * 60_000 < now.getTime();
    const [row] = await tx
      .update(payment_attempts)
      .set(expired ? { state: "expired", checked_at: now, settled_at: now } : { checked_at: now })
      .where(eq(payment_attempts.id, attempt.id))
      .returning();
    return row!;
  }
  if (check.state !== "paid") {
    const [row] = await tx.update(payment_attempts).set({ state: check.state, checked_at: now, settled_at: now }).where(eq(payment_attempts.id, attempt.id)).returning();
    return row!;
  }
  const asked = decimalToCents(attempt.amount) ?? 0n;
  // Compared in millimes: a stray millime the ledger's cents cannot hold is still a difference.
  const mismatch = check.amountMillimes !== null && check.amountMillimes !== centsToMillimes(asked);
  const received = check.amountMillimes === null ? asked : millimesToCents(check.amountMillimes);
  const label = GATEWAY_LABELS[attempt.gateway];
  const [payment] = await tx
    .insert(order_payments)
    .values({
      order_id: attempt.order_id,
      paid_on: todayInTunis(now),
      amount: centsToDecimal(received),
      method: "online",
      gateway: attempt.gateway,
      reference: attempt.reference,
      note: mismatch ? `Montant reçu différent du montant demandé (${formatPrice(asked)}) : à vérifier.` : null,
      recorded_by: ONLINE_ACTOR,
      recorded_at: now,
    })
    .returning();
  await tx
    .update(rental_orders)
    .set({ paid_amount: sql`${rental_orders.paid_amount} + ${centsToDecimal(received)}::numeric`, payments_revision: sql`${rental_orders.payments_revision} + 1` })
    .where(eq(rental_orders.id, attempt.order_id));
  await recordOrderEvent(tx, {
    orderId: attempt.order_id,
    kind: "payment",
    summary: `Paiement en ligne reçu : ${formatPrice(received)} (${label})`,
    details: [
      `Référence ${label} : ${attempt.reference}`,
      ...(mismatch ? [`Montant demandé : ${formatPrice(asked)} — le montant reçu diffère, à vérifier.`] : []),
    ],
    actor: ONLINE_ACTOR,
  });
  const [row] = await tx
    .update(payment_attempts)
    .set({ state: "paid", checked_at: now, settled_at: now, received_amount: centsToDecimal(received), amount_mismatch: mismatch, payment_id: payment!.id })
    .where(eq(payment_attempts.id, attempt.id))
    .returning();
  return row!;
}

/**
 * The job that catches lost webhooks: the open attempts not asked about for `staleMs`, oldest
 * first, each claimed by one instance (its checked_at moved under a row lock taken with SKIP
 * LOCKED), then asked and settled. Returns how many were asked; a gateway that cannot answer
 * leaves its attempts for the next run.
 */
export async function recheckOpenAttempts(
  db: Db,
  gateways: ReadonlyMap<GatewayClient["id"], GatewayClient>,
  { now = new Date(), staleMs = 2 * 60_000, batch = 20 }: { now?: Date; staleMs?: number; batch?: number } = {},
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payment_attempts.id })
      .from(payment_attempts)
      .where(and(eq(payment_attempts.state, "open"), or(isNull(payment_attempts.checked_at), lt(payment_attempts.checked_at, new Date(now.getTime() - staleMs)))))
      .orderBy(asc(payment_attempts.checked_at))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payment_attempts)
      .set({ checked_at: now })
      .where(sql`${payment_attempts.id} in (${sql.join(due.map((row) => sql`${row.id}`), sql`, `)})`)
      .returning();
  });
  let asked = 0;
  for (const attempt of claimed) {
    const gateway = gateways.get(attempt.gateway);
    if (!gateway) continue;
    try {
      const check = await gateway.check(attempt.reference);
      asked++;
      await settleWith(db, gateway, attempt.id, check, now);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
  }
  return asked;
}
