// The caution held on the client's card (issue 40, ADR 027): Flouci's pre-authorisation. The
// client's 'Déposer la caution' opens a hold through the attempts (attempts.server.ts); once Flouci
// says the client accepted it, the hold is the order's deposit (order_deposits, method 'online'),
// never a ledger payment. At the return the agency's 'Restituer' releases it and 'Retenir' takes
// the part kept, which is then billed and settled like any kept deposit (deposits.server.ts).
//
// Flouci is called outside any transaction. So that two clicks never both call it, the deposit is
// first claimed ('releasing' or 'capturing'); what Flouci did is written as soon as it answers
// ('released', 'captured'), before the deposit is settled, so a settlement that fails afterwards
// can be done again without asking Flouci twice.

import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_deposits, payment_attempts, rental_orders, type PaymentGatewayId } from "~/db/schema";
import { formatDate, todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { formatDateTimeFr } from "~/lib/dates";
import { centsToDecimal, decimalToCents, formatPrice, type Cents } from "~/lib/pricing";
import type { CappedCount } from "~/lib/search.server";
import type { DepositSettlement } from "~/money/deposit-schema";
import { DepositError, settleDeposit } from "~/money/deposits.server";
import { GATEWAY_LABELS } from "~/money/payment-status";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber } from "~/orders/status";
import { recordOrderEvent } from "~/orders/timeline.server";
import { GatewayUnavailableError, type GatewayClient, type PaymentCheck } from "./gateway-client";
import { millimesToCents, centsToMillimes } from "./online-amounts";
import { HOLD_LIFETIME_DAYS, HOLD_WARNING_DAYS } from "./caution-hold-terms";

type PaymentAttempt = typeof payment_attempts.$inferSelect;
type OrderDeposit = typeof order_deposits.$inferSelect;

/** A claim ('releasing', 'capturing') older than this was interrupted, and may be taken over. */
const CLAIM_TIMEOUT_MS = 2 * 60_000;
/** Who the timeline says deposited the caution. */
export const CLIENT_ACTOR = "Client (en ligne)";

/**
 * Under the attempt's lock, Flouci having said the client accepted the hold: the order's deposit,
 * held online until HOLD_LIFETIME_DAYS from now. A caution the agency recorded meanwhile (a cheque
 * handed over) makes this hold superfluous: `release` says to give it back.
 */
export async function recordHeldCaution(
  tx: DbExecutor,
  attempt: PaymentAttempt,
  check: PaymentCheck,
  now: Date,
): Promise<{ attempt: PaymentAttempt; release: boolean }> {
  const asked = decimalToCents(attempt.amount) ?? 0n;
  const mismatch = check.amountMillimes !== null && check.amountMillimes !== centsToMillimes(asked);
  const held = check.amountMillimes === null ? asked : millimesToCents(check.amountMillimes);
  const label = GATEWAY_LABELS[attempt.gateway];
  await tx.select({ id: rental_orders.id }).from(rental_orders).where(eq(rental_orders.id, attempt.order_id)).for("update");
  const [existing] = await tx.select().from(order_deposits).where(eq(order_deposits.order_id, attempt.order_id));
  const expiresAt = new Date(now.getTime() + HOLD_LIFETIME_DAYS * 86_400_000);
  if (existing) {
    await recordOrderEvent(tx, {
      orderId: attempt.order_id,
      kind: "deposit-received",
      summary: `Caution bloquée en ligne alors qu'elle était déjà reçue : la pré-autorisation ${label} est libérée`,
      details: [`Référence ${label} : ${attempt.reference}`],
      actor: CLIENT_ACTOR,
    });
  } else {
    await tx.insert(order_deposits).values({
      order_id: attempt.order_id,
      received_on: todayInTunis(now),
      received_amount: centsToDecimal(held),
      method: "online",
      gateway: attempt.gateway,
      reference: attempt.reference,
      received_by: CLIENT_ACTOR,
      received_at: now,
      hold_expires_at: expiresAt,
      hold_state: "held",
    });
    await recordOrderEvent(tx, {
      orderId: attempt.order_id,
      kind: "deposit-received",
      summary: `Caution bloquée en ligne : ${formatPrice(held)} (pré-autorisation ${label}, jusqu'au ${formatDateTimeFr(expiresAt)})`,
      details: [
        `Référence ${label} : ${attempt.reference}`,
        ...(mismatch ? [`Montant demandé : ${formatPrice(asked)} — le montant bloqué diffère, à vérifier.`] : []),
      ],
      actor: CLIENT_ACTOR,
    });
  }
  const [row] = await tx
    .update(payment_attempts)
    .set({ state: "paid", checked_at: now, settled_at: now, received_amount: centsToDecimal(held), amount_mismatch: mismatch })
    .where(eq(payment_attempts.id, attempt.id))
    .returning();
  return { attempt: row!, release: Boolean(existing) };
}

export const HOLD_BUSY = "La caution est en cours de restitution : patientez un instant, puis rechargez la page.";
export const HOLD_GATEWAY_DOWN = "Flouci ne répond pas : la caution n'a été ni restituée ni prélevée. Réessayez dans quelques minutes.";
export const HOLD_NOT_CAPTURABLE =
  "Flouci refuse de prélever : la pré-autorisation n'est plus active (expirée ou déjà libérée). Restituez la caution (0 retenu) et facturez les frais à part.";

type Claim = { call: "capture" | "release" | null; deposit: OrderDeposit; details: string[] };

/**
 * 'Restituer' (0 retained) or 'Retenir' on a caution held online: Flouci releases the hold or takes
 * the part kept, then the deposit is settled as any other (settleDeposit: the kept part billed on a
 * facture complémentaire it settles). Nothing is written when Flouci cannot answer.
 */
export async function settleHeldCaution(
  db: Db,
  gateways: ReadonlyMap<PaymentGatewayId, GatewayClient>,
  orderId: string,
  input: DepositSettlement,
  actor: string,
  now = new Date(),
) {
  const retained = decimalToCents(input.retained) ?? 0n;
  const claim = await claimHold(db, orderId, input, retained, now);
  const details = [...claim.details];
  if (claim.call) {
    const { deposit } = claim;
    const label = GATEWAY_LABELS[deposit.gateway!];
    const holds = gateways.get(deposit.gateway!)?.holds;
    try {
      if (!holds) throw new DepositError(`${label} n'est plus configuré : la caution ne peut pas être restituée en ligne.`, 503);
      if (claim.call === "capture") await holds.capture(deposit.reference!, centsToMillimes(retained));
      else await holds.release(deposit.reference!);
    } catch (error) {
      // A hold Flouci no longer knows as active is not held any more: released is the truth.
      const gone = error instanceof GatewayUnavailableError && error.kind === "refused" && claim.call === "release";
      if (!gone) {
        await setHold(db, orderId, { hold_state: "held", hold_claimed_at: null });
        if (error instanceof GatewayUnavailableError) {
          throw error.kind === "refused" ? new DepositError(HOLD_NOT_CAPTURABLE, 409, "retained") : new DepositError(HOLD_GATEWAY_DOWN, 503);
        }
        throw error;
      }
      details.push(`${label} : la pré-autorisation n'était plus active.`);
    }
    await setHold(db, orderId, claim.call === "capture" ? { hold_state: "captured", hold_captured_amount: centsToDecimal(retained) } : { hold_state: "released" });
    details.push(
      claim.call === "capture"
        ? `${label} : ${formatPrice(retained)} prélevés sur la pré-autorisation, le reste libéré.`
        : `${label} : pré-autorisation libérée, rien n'a été prélevé.`,
    );
  }
  return settleDeposit(db, orderId, input, actor, now, details);
}

function setHold(db: Db, orderId: string, values: Partial<OrderDeposit>) {
  return db.update(order_deposits).set(values).where(eq(order_deposits.order_id, orderId));
}

/** Under the deposit's lock: what Flouci must be asked, the deposit claimed for it; or why not. */
async function claimHold(db: Db, orderId: string, input: DepositSettlement, retained: Cents, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(order_deposits).where(eq(order_deposits.order_id, orderId)).for("update");
    if (!deposit) throw new DepositError("La caution n'a pas encore été reçue.", 409);
    if (deposit.settled_on) throw new DepositError("La caution de cette commande est déjà restituée ou retenue.", 409);
    if (deposit.method !== "online") throw new DepositError("Cette caution n'est pas bloquée en ligne.", 409);
    const received = decimalToCents(deposit.received_amount) ?? 0n;
    if (retained > received) throw new DepositError(`Vous ne pouvez pas retenir plus que la caution reçue (${formatPrice(received)}).`, 400, "retained");
    if (input.settled_on < deposit.received_on) {
      throw new DepositError(`La restitution ne peut pas précéder la réception de la caution (le ${formatDate(deposit.received_on)}).`, 400, "settled_on");
    }
    const label = GATEWAY_LABELS[deposit.gateway!];
    const state = deposit.hold_state;
    if (state === "captured") {
      const captured = decimalToCents(deposit.hold_captured_amount ?? "0") ?? 0n;
      if (captured !== retained) throw new DepositError(`${label} a déjà prélevé ${formatPrice(captured)} sur cette caution : indiquez ce montant retenu.`, 409, "retained");
      return { call: null, deposit, details: [] };
    }
    if (state === "released") {
      if (retained > 0n) throw new DepositError(`La pré-autorisation ${label} est déjà libérée : rien ne peut plus être prélevé.`, 409, "retained");
      return { call: null, deposit, details: [] };
    }
    const claimed = state === "capturing" || state === "releasing";
    if (claimed && deposit.hold_claimed_at && deposit.hold_claimed_at.getTime() > now.getTime() - CLAIM_TIMEOUT_MS) throw new DepositError(HOLD_BUSY, 409);
    if (deposit.hold_expires_at! <= now) {
      // The bank has let the hold go: nothing to release, nothing to take.
      if (retained > 0n) {
        throw new DepositError(
          `La pré-autorisation ${label} a expiré le ${formatDateTimeFr(deposit.hold_expires_at!)} : rien ne peut plus être prélevé. Restituez la caution (0 retenu) et facturez les frais à part.`,
          409,
          "retained",
        );
      }
      await tx.update(order_deposits).set({ hold_state: "released" }).where(eq(order_deposits.order_id, orderId));
      return { call: null, deposit, details: [`${label} : la pré-autorisation avait expiré le ${formatDateTimeFr(deposit.hold_expires_at!)}.`] };
    }
    const call = retained > 0n ? "capture" : "release";
    await tx
      .update(order_deposits)
      .set({ hold_state: call === "capture" ? "capturing" : "releasing", hold_claimed_at: now })
      .where(eq(order_deposits.order_id, orderId));
    return { call, deposit, details: [] };
  });
}

/** Gives back a hold the order does not need (a caution already received another way). */
export async function releaseSuperfluousHold(gateway: GatewayClient, reference: string): Promise<void> {
  await gateway.holds?.release(reference);
}

// ---- 'Aujourd'hui' ---------------------------------------------------------------------

export type ExpiringHold = {
  number: string;
  path: string;
  client: string;
  company: string | null;
  amount: string;
  gateway: PaymentGatewayId;
  expiresAt: Date;
  /** The bank has already let it go. */
  ended: boolean;
  returnDate: IsoDate;
};

export type ExpiringHolds = { count: CappedCount; holds: ExpiringHold[] };

/**
 * The cautions still held online that end within HOLD_WARNING_DAYS (or already ended), the
 * soonest first: through order_deposits_hold_expiry_idx, at most `limit`, counted up to `cap`.
 */
export async function getExpiringHolds(db: DbExecutor, now: Date, limit: number, cap = 99): Promise<ExpiringHolds> {
  const where = and(eq(order_deposits.hold_state, "held"), lt(order_deposits.hold_expires_at, new Date(now.getTime() + HOLD_WARNING_DAYS * 86_400_000)));
  const flagged = db.select({ one: sql`1`.as("one") }).from(order_deposits).where(where).limit(cap + 1).as("flagged");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        orderNumber: rental_orders.order_number,
        firstName: rental_orders.first_name,
        lastName: rental_orders.last_name,
        company: rental_orders.company,
        returnDate: rental_orders.return_date,
        amount: order_deposits.received_amount,
        gateway: order_deposits.gateway,
        expiresAt: order_deposits.hold_expires_at,
      })
      .from(order_deposits)
      .innerJoin(rental_orders, eq(rental_orders.id, order_deposits.order_id))
      .where(where)
      .orderBy(asc(order_deposits.hold_expires_at))
      .limit(limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(flagged),
  ]);
  const n = Math.max(rows.length, counted?.n ?? 0);
  return {
    count: n > cap ? { n: cap, more: true } : { n, more: false },
    holds: rows.map((row) => ({
      number: formatOrderNumber(row.orderNumber),
      path: orderPagePath(row.orderNumber),
      client: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company?.trim() || null,
      amount: row.amount,
      gateway: row.gateway!,
      expiresAt: row.expiresAt!,
      ended: row.expiresAt!.getTime() <= now.getTime(),
      returnDate: row.returnDate,
    })),
  };
}
