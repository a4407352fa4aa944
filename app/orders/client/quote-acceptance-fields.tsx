import { Button } from "~/components/ui/button";
import { ACCEPTANCE_NAME_MAX } from "~/orders/quote-acceptance-schema";
import { useMessages } from "~/i18n/messages";

/** A refused acceptance as the form shows it again: the server's message and the name as typed. */
export type QuoteAcceptanceRefusal = { message: string; name: string };

/**
 * What the client fills in to accept a quote online, the same for a rental order's quote (issue 22)
 * and an event quote, which follows the rental quote's rules (issue 24): the quote's document, their
 * name, 'Bon pour accord', a refusal in place with the name kept, and the button. The <form> around
 * it is each page's own (where it posts, how it is sent, what it says above), as is `sending`.
 */
export function QuoteAcceptanceFields({
  idPrefix,
  documentId,
  refusal,
  sending,
}: {
  /** Keeps the field's and the message's ids unique on the page: `${idPrefix}-name`, `${idPrefix}-error`. */
  idPrefix: string;
  documentId: string;
  refusal: QuoteAcceptanceRefusal | undefined;
  sending: boolean;
}) {
  const nameId = `${idPrefix}-name`;
  const errorId = `${idPrefix}-error`;
  const m = useMessages().shop.order.quote;
  return (
    <>
      {/* QuoteAcceptanceSchema asks for the intent, and the order's page tells this post from
          'Annuler' by it: sent as a field, it goes with the form whatever submits it. */}
      <input type="hidden" name="intent" value="accept-quote" />
      <input type="hidden" name="document" value={documentId} />
      <div className="grid gap-2">
        <label htmlFor={nameId} className="text-sm font-medium">
          {m.name}
        </label>
        <input
          id={nameId}
          name="name"
          required
          minLength={3}
          maxLength={ACCEPTANCE_NAME_MAX}
          autoComplete="name"
          defaultValue={refusal?.name ?? ""}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          className="h-11 rounded-md border border-input bg-card px-3 text-base md:text-sm"
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" name="agree" required className="size-5 accent-primary" />
        {m.agree}
      </label>
      {refusal ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={sending}>
        {sending ? m.sending : m.accept}
      </Button>
    </>
  );
}
