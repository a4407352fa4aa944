import { z } from "zod";
import { ONLINE_PURPOSES, PAYMENT_GATEWAYS } from "~/db/schema/payments";

/** The pay buttons' form (online-payment-card.tsx): what to pay and with whom; never an amount. */
export const PayOnlineSchema = z.object({
  intent: z.literal("pay"),
  purpose: z.enum(ONLINE_PURPOSES),
  gateway: z.enum(PAYMENT_GATEWAYS),
});
