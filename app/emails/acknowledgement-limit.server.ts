// Acknowledgements ("nous avons bien reçu votre demande", "votre commande est bien reçue") go to
// an address the visitor typed and nobody confirmed: anyone can type someone else's. At most
// three an hour reach one inbox, whatever form sent them; the message or the order is stored and
// the agency told all the same, so nothing is lost but the extra e-mails.

import type { Db } from "~/db/client.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";

export const ACKNOWLEDGEMENT_RATE_LIMIT: RateLimitRule = { name: "acknowledgement", limit: 3, windowSeconds: 3600 };

/** Whether one more acknowledgement may go to `to` this hour, counted in `db` (each call counts as one). */
export async function mayAcknowledge(db: Db, to: string): Promise<boolean> {
  return (await hitRateLimit(ACKNOWLEDGEMENT_RATE_LIMIT, to.trim().toLowerCase(), { db })).allowed;
}
