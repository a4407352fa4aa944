// The client's side of online payments (issue 40): which buttons their order page shows, the
// click that sends them to the gateway, the return and the gateway's callback. Everything that
// writes goes through attempts.server.ts, which asks the gateway first.
import { desc, eq } from "drizzle-orm";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { cautionToHold } from "./caution-hold-terms";
import type { Db } from "~/db/client.server";
import { order_deposits, payment_attempts, site_settings, type OnlinePurpose, type PaymentGatewayId, type RentalOrder } from "~/db/schema";
import { env } from "~/lib/env.server";
import { centsToDecimal } from "~/lib/pricing";
import { localizedPath, type Locale } from "~/i18n/locale";
import { GATEWAY_LABELS } from "~/money/payment-status";
import { orderAccessToken } from "~/orders/access.server";
import { gatewayConfigs } from "./config.server";
import { gatewayClients } from "./gateway-clients.server";
import type { GatewayClient } from "./gateway-client";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { NOT_OFFERED, openAttempt, OnlinePaymentError, TOO_MANY_ATTEMPTS, type PaymentAttempt } from "./attempts.server";
import { payableOnline } from "./online-amounts";

let clients: Map<PaymentGatewayId, GatewayClient> | undefined;

/** The gateways the environment configures (KONNECT_*, FLOUCI_*), read once per process. */
export function configuredGateways(): Map<PaymentGatewayId, GatewayClient> {
  clients ??= gatewayClients(gatewayConfigs(env()));
  return clients;
}

/** Tests: the gateways to use instead of the environment's (undefined: the environment's again). */
export function useGatewaysForTests(replacement: Map<PaymentGatewayId, GatewayClient> | undefined): void {
  clients = replacement;
}

export type OnlineSettingsRow = Pick<typeof site_settings.$inferSelect, "online_konnect" | "online_flouci" | "online_deposit_percent" | "online_balance" | "online_caution">;

/** The gateways offered: configured, and ticked in 'Paiement en ligne'. */
export function offeredGateways(settings: OnlineSettingsRow): PaymentGatewayId[] {
  const ticked: Record<PaymentGatewayId, boolean> = { konnect: settings.online_konnect, flouci: settings.online_flouci };
  return [...configuredGateways().keys()].filter((id) => ticked[id]);
}

export type OnlinePaymentOffer = {
  /** What the client may pay now, each with the amount the server computed. */
  options: { purpose: OnlinePurpose; amount: string }[];
  gateways: { id: PaymentGatewayId; label: string }[];
  /** The client's last attempt when it did not end paid: the page says so, with the buttons again. */
  lastFailure: { state: "failed" | "expired"; purpose: OnlinePurpose } | null;
  /** 'Déposer la caution': the amount to hold on the card, and the gateways that hold (Flouci). */
  caution: { amount: string; gateways: { id: PaymentGatewayId; label: string }[] } | null;
  /** The caution may be held from this day on (too early before the departure). */
  cautionOpensOn: { amount: string; day: IsoDate } | null;
  /** The caution held on the client's card now, and until when. */
  cautionHeld: { amount: string; until: Date } | null;
};

/**
 * The pay buttons of the client's order page: once the order is agreed to (confirmed, or its
 * quote accepted), while it owes something or its caution may be held on the card, and the link's
 * actions are open; null: none.
 */
export async function onlinePaymentOffer(
  db: Db,
  order: RentalOrder,
  { agreed, actionsClosed, now = new Date() }: { agreed: boolean; actionsClosed: boolean; now?: Date },
): Promise<OnlinePaymentOffer | null> {
  if (actionsClosed || configuredGateways().size === 0) return null;
  if (!agreed && !["confirmed", "in_progress", "completed"].includes(order.status)) return null;
  const [settings] = await db.select().from(site_settings).limit(1);
  if (!settings) return null;
  const gateways = offeredGateways(settings);
  if (gateways.length === 0) return null;
  const options = (["deposit", "balance"] as const)
    .map((purpose) => ({ purpose, amount: payableOnline(order, settings, purpose) }))
    .filter((option) => option.amount > 0n)
    // The deposit and the balance the same amount (nothing paid, deposit of 100 %): one button.
    .filter((option, index, all) => index === 0 || option.amount !== all[0]!.amount)
    .map((option) => ({ purpose: option.purpose, amount: centsToDecimal(option.amount) }));
  const [deposit] = await db.select().from(order_deposits).where(eq(order_deposits.order_id, order.id));
  const holding = gateways.filter((id) => configuredGateways().get(id)?.holds);
  const hold = holding.length > 0 ? cautionToHold(order, settings, { received: Boolean(deposit), today: todayInTunis(now) }) : null;
  const caution = hold && hold.amount > 0n ? { amount: centsToDecimal(hold.amount), gateways: holding.map((id) => ({ id, label: GATEWAY_LABELS[id] })) } : null;
  const cautionOpensOn = hold?.opensOn ? { amount: order.deposit, day: hold.opensOn } : null;
  const cautionHeld = deposit?.method === "online" && !deposit.settled_on ? { amount: deposit.received_amount, until: deposit.hold_expires_at! } : null;
  if (options.length === 0 && !caution && !cautionOpensOn && !cautionHeld) return null;
  const [last] = await db.select().from(payment_attempts).where(eq(payment_attempts.order_id, order.id)).orderBy(desc(payment_attempts.created_at)).limit(1);
  return {
    options,
    gateways: gateways.map((id) => ({ id, label: GATEWAY_LABELS[id] })),
    lastFailure: last && (last.state === "failed" || last.state === "expired") ? { state: last.state, purpose: last.purpose } : null,
    caution,
    cautionOpensOn,
    cautionHeld,
  };
}

/** Where the gateway sends the client back (in their language) and where it calls. */
export function attemptUrls(gateway: PaymentGatewayId, locale: Locale) {
  const base = env().PUBLIC_URL;
  return {
    returnUrl: (attemptId: string) => `${base}${localizedPath(locale, `/paiement/retour/${attemptId}`)}`,
    webhookUrl: `${base}/paiement/webhook/${gateway}`,
  };
}

/**
 * Clicks on the pay buttons of one order: a click may call the gateway, so a script hammering a
 * link cannot make us open payments without end. Far above what a client does by hand.
 */
export const PAY_RATE_LIMIT: RateLimitRule = { name: "pay-online:order", limit: 12, windowSeconds: 600 };

/** The client's click: the attempt whose gateway page they are sent to. */
export async function payOnline(db: Db, order: RentalOrder, purpose: OnlinePurpose, gatewayId: PaymentGatewayId, locale: Locale): Promise<PaymentAttempt> {
  if (!(await hitRateLimit(PAY_RATE_LIMIT, order.id, { db })).allowed) throw new OnlinePaymentError(TOO_MANY_ATTEMPTS, 429);
  const [settings] = await db.select().from(site_settings).limit(1);
  const gateway = configuredGateways().get(gatewayId);
  if (!gateway || !settings || !offeredGateways(settings).includes(gatewayId)) {
    throw new OnlinePaymentError(NOT_OFFERED, 400);
  }
  return openAttempt(db, gateway, { orderId: order.id, purpose, urls: attemptUrls(gatewayId, locale) });
}

/** The client's order page, for the return page's link. */
export function orderPageFor(order: Pick<RentalOrder, "id" | "link_version">, locale: Locale): string {
  return localizedPath(locale, `/commande/${orderAccessToken(order)}`);
}
