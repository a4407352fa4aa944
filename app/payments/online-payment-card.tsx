import { CreditCard, ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { ClientCard } from "~/components/client-page";
import { Button } from "~/components/ui/button";
import { useLocale, useMessages } from "~/i18n/messages";
import { decimalToCents, formatPriceIn } from "~/lib/pricing";
import { formatDateTime, formatDay } from "~/i18n/format";
import type { OnlinePaymentOffer } from "./online-payments.server";

/**
 * 'Paiement en ligne' on the client's order page (issue 40): each amount the server computed,
 * with its button, and the gateway to pay with. A plain form that reloads the document: the
 * answer is a 303 to the gateway's page, before or after JavaScript alike. No amount is posted.
 */
export function OnlinePaymentCard({ offer, refusal }: { offer: OnlinePaymentOffer; refusal?: string }) {
  const m = useMessages().shop.order.online;
  const locale = useLocale();
  const price = (amount: string) => formatPriceIn(locale, decimalToCents(amount) ?? 0n);
  return (
    <ClientCard titleId="client-online-payment-title" title={m.title} className="gap-4 p-5">
      {offer.options.length > 0 || offer.caution ? <p className="text-sm text-muted-foreground">{m.intro}</p> : null}
      {offer.lastFailure ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {offer.lastFailure.state === "expired" ? m.expired : m.failed}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      {offer.options.map((option) => (
        <Form key={option.purpose} method="post" reloadDocument className="grid gap-3 rounded-xl border p-4">
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="purpose" value={option.purpose} />
          <p className="font-semibold tabular-nums">{option.purpose === "deposit" ? m.depositAmount(price(option.amount)) : m.balanceAmount(price(option.amount))}</p>
          {offer.gateways.length > 1 ? (
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <legend className="mb-1 text-muted-foreground">{m.via}</legend>
              {offer.gateways.map((gateway, index) => (
                <label key={gateway.id} className="flex items-center gap-2">
                  <input type="radio" name="gateway" value={gateway.id} defaultChecked={index === 0} className="size-4 accent-primary" />
                  {gateway.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <input type="hidden" name="gateway" value={offer.gateways[0]!.id} />
          )}
          <Button type="submit" className="w-fit">
            <CreditCard className="size-4" aria-hidden />
            {option.purpose === "deposit" ? m.deposit : m.balance}
          </Button>
        </Form>
      ))}
      {offer.caution ? (
        <Form method="post" reloadDocument className="grid gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4">
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="purpose" value="caution" />
          {/* Only Flouci holds an amount on a card: one gateway, no choice to make. */}
          <input type="hidden" name="gateway" value={offer.caution.gateways[0]!.id} />
          <p className="font-semibold tabular-nums">{m.cautionAmount(price(offer.caution.amount))}</p>
          <p className="text-sm text-muted-foreground">{m.cautionText}</p>
          <Button type="submit" variant="outline" className="w-fit">
            <ShieldCheck className="size-4" aria-hidden />
            {m.caution}
          </Button>
        </Form>
      ) : null}
      {offer.cautionOpensOn ? <p className="text-sm text-muted-foreground">{m.cautionOpensOn(price(offer.cautionOpensOn.amount), formatDay(locale, offer.cautionOpensOn.day))}</p> : null}
      {offer.cautionHeld ? (
        <p data-testid="client-caution-held" className="flex items-start gap-2 rounded-lg border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.cautionHeld(price(offer.cautionHeld.amount), formatDateTime(locale, offer.cautionHeld.until))}
        </p>
      ) : null}
    </ClientCard>
  );
}
