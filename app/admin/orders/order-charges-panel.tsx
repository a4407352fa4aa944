import { Check, LoaderCircle, Pencil, ReceiptText, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { formatDateTimeFr } from "~/lib/dates";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { vatRateLabel } from "~/lib/vat-rates";
import { cn } from "~/lib/utils";
import { OrderForm, useOrderForms } from "./order-forms";
import type { OrderPageData } from "./order-page.server";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

const STATUS_LABELS = { proposed: "Proposés", confirmed: "À facturer", dropped: "Abandonnés" } as const;

/**
 * 'Frais après location' (issue 23): the damage, loss and late charges of the order. A proposed
 * late fee is confirmed or dropped; confirmed charges are billed together on a facture
 * complémentaire ('Facturer les frais'), or by keeping the deposit, whose retention bills them.
 * Until it is billed, a charge is edited in its form at the depot ('Modifier', issue 37), beside
 * the return it bills. Plain forms: they work without JavaScript. Shown once the order has a charge.
 */
export function OrderChargesPanel({ data }: { data: OrderPageData }) {
  const { charges, number } = data;
  const fetcher = useOrderForms();
  const busy = (intent: string, charge?: string) =>
    fetcher.state === "submitting" && fetcher.formData?.get("intent") === intent && (!charge || fetcher.formData.get("charge") === charge);
  if (charges.list.length === 0) return null;
  const toBill = (decimalToCents(charges.toBillHt) ?? 0n) > 0n;
  const depositHeld = data.deposit !== null && !data.deposit.settled_on;
  return (
    <section aria-labelledby="order-charges-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="order-charges-title" className="text-base font-semibold">
        Frais après location
      </h2>
      <ul className="grid gap-2">
        {charges.list.map((charge) => (
          <li key={charge.id} className={cn("grid gap-1.5 rounded-lg border p-3 text-sm", charge.status === "proposed" && "border-gold bg-gold/10")} data-testid="order-charge">
            <div className="flex items-baseline justify-between gap-3">
              <span className={cn("font-semibold", charge.status === "dropped" && "text-muted-foreground line-through")}>{charge.kindLabel}</span>
              <span className={cn("font-semibold tabular-nums", charge.status === "dropped" && "text-muted-foreground line-through")}>{price(charge.amount)} HT · TVA {vatRateLabel(charge.vatRate)}</span>
            </div>
            <p className={cn("break-words", charge.status === "dropped" && "text-muted-foreground line-through")}>{charge.label}</p>
            <p className="text-xs text-muted-foreground">
              {charge.billedBy ? `Facturés sur ${charge.billedBy}` : STATUS_LABELS[charge.status]} · {charge.createdBy}, le {formatDateTimeFr(charge.createdAt)}
            </p>
            {charge.status !== "dropped" && !charge.billedBy ? (
              <div className="flex flex-wrap gap-2">
                {charge.status === "proposed" ? (
                  <OrderForm resource="frais" preventScrollReset>
                    <input type="hidden" name="charge" value={charge.id} />
                    <input type="hidden" name="decision" value="confirm" />
                    <Button type="submit" name="intent" value="decide-charge" size="sm" disabled={busy("decide-charge", charge.id)}>
                      {busy("decide-charge", charge.id) ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
                      Confirmer
                    </Button>
                  </OrderForm>
                ) : null}
                <Link
                  to={`/admin/shop/commandes/${number}/depot?frais=${charge.id}#frais`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`Modifier les frais : ${charge.label}`}
                >
                  <Pencil aria-hidden />
                  Modifier
                </Link>
                <OrderForm resource="frais" preventScrollReset>
                  <input type="hidden" name="charge" value={charge.id} />
                  <input type="hidden" name="decision" value="drop" />
                  <Button type="submit" name="intent" value="decide-charge" size="sm" variant="outline" disabled={busy("decide-charge", charge.id)}>
                    <X aria-hidden />
                    Abandonner
                  </Button>
                </OrderForm>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {toBill ? (
        <div className="grid gap-2 border-t pt-3 text-sm">
          <p className="flex items-baseline justify-between gap-3">
            <span>À facturer</span>
            <span className="tabular-nums">
              <span className="font-semibold">{price(charges.toBillHt)} HT</span> · {price(charges.toBillTtc)} TTC
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {depositHeld
              ? "Sur une facture complémentaire, due par le client ; ou retenez-les sur la caution : la retenue les facture et les règle."
              : "Sur une facture complémentaire (TVA et timbre fiscal compris), ajoutée au reste à payer."}
          </p>
          <OrderForm resource="frais" preventScrollReset>
            <Button type="submit" name="intent" value="bill-charges" size="sm" className="w-fit" disabled={busy("bill-charges")}>
              {busy("bill-charges") ? <LoaderCircle className="animate-spin" aria-hidden /> : <ReceiptText aria-hidden />}
              Facturer les frais
            </Button>
          </OrderForm>
        </div>
      ) : null}
      {(decimalToCents(charges.dueTtc) ?? 0n) > 0n ? (
        <p className="text-xs text-muted-foreground">
          Frais facturés restant dus au client : <span className="font-semibold text-foreground tabular-nums">{price(charges.dueTtc)} TTC</span>, compris dans le reste à payer.
        </p>
      ) : null}
      {["in_progress", "completed"].includes(data.order.status) ? (
        <Link to={`/admin/shop/commandes/${number}/depot`} className="w-fit text-xs text-primary underline-offset-4 hover:underline">
          Ajouter des frais depuis le dépôt
        </Link>
      ) : null}
    </section>
  );
}
