import { Icon } from "~/components/icon";
import { useEffect, useMemo, useState } from "react";
import type { DateRange as DayPickerRange, Modifiers } from "react-day-picker";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Calendar } from "~/components/ui/calendar";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { lineKey } from "./cart";
import { cart, useCart } from "./cart-store";
import { Price } from "./price";
import { fullDaysUrl } from "./full-days";
import type { AvailabilityAnswer, CatalogueProduct, FullDaysAnswer } from "./product";
import { decimalToCents, lineTotal, priceText } from "~/lib/pricing";
import { formatDate, fromIsoDate, inclusiveDays, toIsoDate } from "~/lib/calendar-dates";

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function startOfThisMonth(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

const dayLabelFormat = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** The day buttons' names, in French, saying when a day is full for the chosen quantity. */
function dayButtonLabel(date: Date, modifiers: Modifiers): string {
  let label = dayLabelFormat.format(date);
  if (modifiers.today) label = `Aujourd'hui, ${label}`;
  if (modifiers.full) label = `${label}, complet`;
  if (modifiers.selected) label = `${label}, sélectionné`;
  return label;
}

/** How many units are free for the chosen dates, as the dialog says it. */
function freeUnitsText(free: number | null): string {
  if (free === null) return "Disponible sans limite de quantité pour ces dates.";
  if (free <= 0) return "Plus aucune unité disponible pour ces dates.";
  return `${free} unité${free > 1 ? "s" : ""} disponible${free > 1 ? "s" : ""} pour ces dates.`;
}

/**
 * 'Configuration de la Location' (SPEC §2, §5, §9): a date range on a two-month French
 * calendar (past days disabled), a quantity (minus disabled at 1), the estimate
 * unit × quantity × inclusive days, and what is free for the dates, fetched from the server.
 * It will not add more units than are free, counting what the cart already holds for them.
 */
export function RentalDialog({ product, onClose }: { product: CatalogueProduct | null; onClose: () => void }) {
  const [range, setRange] = useState<DayPickerRange | undefined>();
  const [quantity, setQuantity] = useState(1);
  const [month, setMonth] = useState(startOfThisMonth);
  const availability = useFetcher<AvailabilityAnswer>();
  const fullDays = useFetcher<FullDaysAnswer>();
  const items = useCart();

  const from = range?.from ? toIsoDate(range.from) : undefined;
  const to = range?.to ? toIsoDate(range.to) : undefined;
  const productId = product?.id;
  const { load } = availability;
  useEffect(() => {
    if (productId && from && to) void load(`/location-materiel/disponibilite?produit=${productId}&du=${from}&au=${to}`);
  }, [productId, from, to, load]);
  // Days with no free unit for the quantity, over the two visible months: they cannot be picked,
  // and a range cannot span them (excludeDisabled).
  const loadFullDays = fullDays.load;
  useEffect(() => {
    if (productId) void loadFullDays(fullDaysUrl(productId, month, quantity));
  }, [productId, month, quantity, loadFullDays]);
  const fullDates = useMemo(
    () => (fullDays.data && "full" in fullDays.data ? fullDays.data.full.map(fromIsoDate) : []),
    [fullDays.data],
  );

  if (!product) return null;

  const unitPrice = decimalToCents(product.price) ?? 0n;
  const days = inclusiveDays(from && to ? { from, to } : undefined);
  const answer = from && to && availability.state === "idle" ? availability.data : undefined;
  const free = answer && "free" in answer ? answer.free : undefined;
  const inCart = from && to ? (items.find((line) => lineKey(line) === lineKey({ id: product.id, dateRange: { from, to } }))?.quantity ?? 0) : 0;
  const canStillAdd = free === undefined || free === null ? Infinity : free - inCart;
  const checking = Boolean(from && to) && free === undefined;
  const canAdd = Boolean(from && to) && !checking && quantity <= canStillAdd;

  function close() {
    setRange(undefined);
    setQuantity(1);
    setMonth(startOfThisMonth());
    onClose();
  }

  function add() {
    if (!product || !from || !to) return;
    cart.add(
      {
        id: product.id,
        name: product.name,
        category: product.category,
        image: product.image_url,
        price: priceText(product.price),
        period: product.period,
        dateRange: { from, to },
      },
      quantity,
    );
    // SPEC §4: the dialog resets quantity and dates after adding.
    setRange(undefined);
    setQuantity(1);
    setMonth(startOfThisMonth());
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Configuration de la Location</DialogTitle>
          <DialogDescription>
            {product.name} · <Price cents={unitPrice} period={product.period} excludingTax />
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <p className="text-sm font-medium" id="periode-location">
            Période de location
          </p>
          <div className="flex justify-center rounded-lg border" aria-labelledby="periode-location">
            <Calendar
              mode="range"
              numberOfMonths={2}
              selected={range}
              onSelect={setRange}
              month={month}
              onMonthChange={setMonth}
              disabled={[{ before: startOfToday() }, ...fullDates]}
              excludeDisabled
              modifiers={{ full: fullDates }}
              modifiersClassNames={{ full: "[&>button]:line-through [&>button]:decoration-destructive" }}
              labels={{ labelDayButton: dayButtonLabel }}
            />
          </div>
          {fullDates.length > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="full-days-note">
              Les jours barrés sont complets pour {quantity > 1 ? `${quantity} unités` : "1 unité"} : ils ne peuvent pas être choisis.
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {from && to
              ? `Du ${formatDate(from)} au ${formatDate(to)} · ${days} jour${days > 1 ? "s" : ""}`
              : "Choisissez la date de début puis la date de fin."}
          </p>
          {from && to ? (
            <p className="text-sm font-medium" role="status" data-testid="units-free">
              {checking ? "Vérification de la disponibilité…" : freeUnitsText(free ?? null)}
              {!checking && inCart > 0 ? ` (${inCart} déjà dans votre panier)` : null}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium" id="quantite-label">
              Quantité
            </span>
            <div className="flex items-center gap-2" role="group" aria-labelledby="quantite-label">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Diminuer la quantité"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                <Icon name="minus" />
              </Button>
              <output className="w-10 text-center text-lg font-semibold tabular-nums" aria-live="polite" data-testid="rental-quantity">
                {quantity}
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Augmenter la quantité"
                disabled={quantity >= canStillAdd}
                onClick={() => setQuantity((q) => q + 1)}
              >
                <Icon name="plus" />
              </Button>
            </div>
          </div>
          <div className="text-right">
            <p className="text-sm text-muted-foreground">Estimation</p>
            <p className="text-xl font-bold text-primary" data-testid="rental-estimate">
              <Price cents={lineTotal({ unitPrice, quantity, totalDays: days })} excludingTax />
            </p>
          </div>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button type="button" variant="brand" disabled={!canAdd} onClick={add}>
            <Icon name="shopping-cart" />
            Ajouter au Panier
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
