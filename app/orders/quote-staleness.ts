// A rental quote is made from one revision of its order (rental_orders.version, bumped by every
// edit of what a quote shows: lines, dates, slots, fees, discount, deposit, the client's details).
// Once the order moves past that revision the quote no longer says what the client would agree
// to: it is 'Périmé', it can no longer be accepted, and the agency issues a new version. A status
// change or a payment leaves the revision alone, so it never makes a quote stale. Pure: the
// client's page, the back office and the acceptance all read the rule and its words from here.

/** What the quote recorded of its order; null only on a quote no revision was recorded for. */
export type QuoteRevision = { order_version: number | null };

/**
 * True when the order was edited after the quote was issued. A quote without a recorded revision
 * cannot be told stale: migration 0024 gave every quote issued before it the order's revision.
 */
export function isQuoteStale(quote: QuoteRevision, order: { version: number }): boolean {
  return quote.order_version !== null && order.version > quote.order_version;
}

export const STALE_QUOTE_LABEL = "Périmé";

/** The client's page, beside a stale quote. */
export const STALE_QUOTE_CLIENT_NOTICE = "Ce devis ne correspond plus à votre commande : l'agence vous en envoie un nouveau.";

/** The refusal of an acceptance of a stale quote (409). */
export const STALE_QUOTE_REFUSAL =
  "Ce devis ne correspond plus à votre commande, modifiée depuis qu'il a été établi : l'agence vous en envoie un nouveau, que vous pourrez accepter dès réception.";

/** The back office's order page, beside a stale quote. */
export const STALE_QUOTE_ADMIN_NOTICE = "Devis périmé : la commande a été modifiée après ce devis. Émettez une nouvelle version.";

/** 'Envoyer le devis' on a stale quote (409). */
export const STALE_QUOTE_NOT_SENT = "Ce devis est périmé : la commande a été modifiée après lui. Émettez une nouvelle version, puis envoyez-la.";

/** The back office's order page, beside a quote accepted before the order was edited. */
export const STALE_ACCEPTED_QUOTE_ADMIN_NOTICE =
  "Devis périmé : la commande a été modifiée après que le client a accepté ce devis. Émettez une nouvelle version et faites-la accepter.";

/**
 * The order's badge in the back office (the order page's header, the desk): 'Devis accepté (v2)'
 * when the client accepted the latest version and the order is still as quoted; the same with
 * 'Périmé' once the order was edited after; 'Devis v2 · Périmé' for a stale quote not accepted.
 */
export function quoteBadge(latest: { version: number; stale: boolean } | null, acceptedVersion: number | null): { label: string; stale: boolean } | null {
  if (!latest) return null;
  const accepted = acceptedVersion === latest.version;
  if (latest.stale) return { label: `${accepted ? `Devis accepté (v${latest.version})` : `Devis v${latest.version}`} · ${STALE_QUOTE_LABEL}`, stale: true };
  return accepted ? { label: `Devis accepté (v${latest.version})`, stale: false } : null;
}
