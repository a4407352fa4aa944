// The back office's two forms about a client's links, on the order page and on the request's file:
// 'Renvoyer un nouveau lien' (the old links stop opening, the client gets the new one by e-mail)
// and 'Révoquer les liens' (they stop opening, nothing is sent; the reason goes in the timeline).

import { z } from "zod";

export const LINK_REVOKE_REASONS = {
  "client-asked": "À la demande du client",
  shared: "Lien transmis à une autre personne",
  mailbox: "Boîte mail du client compromise",
  other: "Autre raison",
} as const;
export type LinkRevokeReason = keyof typeof LINK_REVOKE_REASONS;

export const LINK_NOTE_MAX = 300;

export const ClientLinkActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("send-new-link") }),
    z.object({
      intent: z.literal("revoke-links"),
      reason: z.enum(Object.keys(LINK_REVOKE_REASONS) as [LinkRevokeReason, ...LinkRevokeReason[]], { error: "Choisissez la raison de la révocation." }),
      note: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : undefined),
        z.string().max(LINK_NOTE_MAX, `La précision est trop longue (${LINK_NOTE_MAX} caractères au plus).`).optional(),
      ),
    }),
  ],
  { error: "Action inconnue." },
);
export type ClientLinkAction = z.infer<typeof ClientLinkActionSchema>;

/** The timeline's line of a revocation: "Liens révoqués : Lien transmis à une autre personne". */
export function revocationSummary(reason: LinkRevokeReason): string {
  return `Liens du client révoqués : ${LINK_REVOKE_REASONS[reason].toLowerCase()}`;
}
