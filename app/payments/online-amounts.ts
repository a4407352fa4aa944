import type { OnlinePurpose } from "~/db/schema/payments";
import { amountOwed, type OwedColumns } from "~/money/amount-owed";
import { decimalToCents, type Cents } from "~/lib/pricing";

// What a client may pay online, computed only here, from the order's stored columns and the
// 'Paiement en ligne' settings (issue 40). A form never carries an amount.

export type OnlineSettings = { online_deposit_percent: number; online_balance: boolean };
export type PayableOrder = OwedColumns & { status: string };

/**
 * The deposit still to pay: the settings' percentage of the total TTC (less its credit notes),
 * less what was already paid, rounded up to the cent. 0 once paid, or when no deposit is asked online.
 */
export function depositDue(order: PayableOrder, settings: OnlineSettings): Cents {
  const total = (decimalToCents(order.total_ttc) ?? 0n) - (decimalToCents(order.credited_ttc ?? "0") ?? 0n);
  const asked = (total * BigInt(settings.online_deposit_percent) + 99n) / 100n;
  const left = asked - (decimalToCents(order.paid_amount) ?? 0n);
  return left > 0n ? left : 0n;
}

/** What the client may pay online for this purpose now; 0: no button (cancelled, nothing owed, off). */
export function payableOnline(order: PayableOrder, settings: OnlineSettings, purpose: OnlinePurpose): Cents {
  if (order.status === "cancelled") return 0n;
  const owed = amountOwed(order);
  if (owed <= 0n) return 0n;
  if (purpose === "balance") return settings.online_balance ? owed : 0n;
  const deposit = depositDue(order, settings);
  return deposit < owed ? deposit : owed;
}

/** A gateway's amount: millimes, integers (1 DT = 1 000 millimes; our amounts are in cents). */
export const centsToMillimes = (cents: Cents): number => Number(cents * 10n);
/** Cents of a gateway's millimes, a third decimal dropped (the attempt flags any difference in millimes). */
export const millimesToCents = (millimes: number): Cents => BigInt(Math.round(millimes)) / 10n;
