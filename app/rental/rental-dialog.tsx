import { Icon } from "~/components/icon";
import { useEffect, useMemo, useState } from "react";
import type { DateRange as DayPickerRange, Modifiers } from "react-day-picker";
import { arTN, enGB, fr } from "date-fns/locale";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Calendar } from "~/components/ui/calendar";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { lineKey, sharedPeriod } from "./cart";
import { cart, useCart } from "./cart-store";
import { Price } from "./price";
import { fullDaysUrl } from "./full-days";
import type { AvailabilityAnswer, CatalogueProduct, FullDaysAnswer } from "./product";
import { decimalToCents, lineTotal, priceText } from "~/lib/pricing";
import { fromIsoDate, inclusiveDays, todayInTunis, toIsoDate, type DateRange } from "~/lib/calendar-dates";
import { directionOf, INTL_LOCALES, type Locale } from "~/i18n/locale";
import { useLocale, useMessages, type Messages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { frenchFallback } from "~/content/translatable";

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function startOfMonth(date: Date = new Date()): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** Right to left, the previous month is on the right and points there (react-day-picker's own nav does not turn its arrows). */
function RtlChevron({ orientation }: { orientation?: "up" | "down" | "left" | "right" }) {
  return <Icon name={orientation === "left" ? "chevron-right" : "chevron-left"} className="size-4" />;
}

/** The calendar's months and weekdays in the page's language (Tunisian month names in Arabic, as `Intl`'s ar-TN). */
const CALENDAR_LOCALES = { fr, en: enGB, ar: arTN } as const;

const dayLabelFormats = new Map<Locale, Intl.DateTimeFormat>();
function dayLabelFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayLabelFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : INTL_LOCALES[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    dayLabelFormats.set(locale, format);
  }
  return format;
}

/** The day buttons' names, in the page's language, saying when a day is full for the chosen quantity. */
function dayButtonLabeller(locale: Locale, m: Messages["shop"]["dialog"]) {
  return (date: Date, modifiers: Modifiers): string => {
    let label = dayLabelFormat(locale).format(date);
    if (modifiers.today) label = m.dayToday(label);
    if (modifiers.full) label = m.dayFull(label);
    if (modifiers.selected) label = m.daySelected(label);
    return label;
  };
}

/** How many units are free for the chosen dates, as the dialog says it; a full product says so and what to do. */
function freeUnitsText(locale: Locale, m: Messages["shop"]["dialog"], free: number | null, range: DateRange): string {
  if (free === null) return m.unlimited;
  if (free <= 0) return m.fullOn(formatDay(locale, range.from), formatDay(locale, range.to));
  return m.unitsFree(free);
}

function toPickerRange(period: DateRange | null): DayPickerRange | undefined {
  return period ? { from: fromIsoDate(period.from), to: fromIsoDate(period.to) } : undefined;
}

/**
 * 'Configuration de la Location' (SPEC §2, §5, §9): a date range on a two-month French
 * calendar (past days disabled), a quantity (minus disabled at 1), the estimate
 * unit × quantity × inclusive days, and what is free for the dates, fetched from the server.
 * It will not add more units than are free, counting what the cart already holds for them.
 * It starts on the cart's period (issue 38: the catalogue's chosen dates, else the first line's),
 * says at once what is free on it, and a click on the calendar starts another range for this line.
 */
export function RentalDialog({
  product,
  onClose,
  chosenPeriod = null,
}: {
  product: CatalogueProduct | null;
  onClose: () => void;
  /** The catalogue's 'Du / Au', when chosen. */
  chosenPeriod?: DateRange | null;
}) {
  const items = useCart();
  const locale = useLocale();
  const m = useMessages().shop.dialog;
  // Read once, as the dialog opens: adding this line does not move the dates under the visitor.
  const [cartPeriod] = useState(() => sharedPeriod(chosenPeriod, items, todayInTunis()));
  const [range, setRange] = useState<DayPickerRange | undefined>(() => toPickerRange(cartPeriod));
  // True while the range is the cart's, untouched: the next click starts a new range.
  const [onCartPeriod, setOnCartPeriod] = useState(cartPeriod !== null);
  const [quantity, setQuantity] = useState(1);
  const [month, setMonth] = useState(() => startOfMonth(cartPeriod ? fromIsoDate(cartPeriod.from) : undefined));
  const availability = useFetcher<AvailabilityAnswer>();
  const fullDays = useFetcher<FullDaysAnswer>();

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
  // Nothing free on these dates (the catalogue's 'Complet'): said in red, 'Ajouter au Panier' disabled.
  const full = !checking && free !== undefined && free !== null && free <= 0;

  function close() {
    setRange(undefined);
    setQuantity(1);
    setMonth(startOfMonth());
    onClose();
  }

  function select(next: DayPickerRange | undefined, day: Date) {
    // The cart's dates were proposed: a click means other dates for this line, from that day.
    if (onCartPeriod) {
      setOnCartPeriod(false);
      setRange({ from: day, to: undefined });
      return;
    }
    setRange(next);
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
    setMonth(startOfMonth());
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>
            <span {...frenchFallback(product, "name")}>{product.name}</span> · <Price cents={unitPrice} period={product.period} excludingTax />
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <p className="text-sm font-medium" id="periode-location">
            {m.period}
          </p>
          {/* The chosen dates and what is free on them come before the calendar: on a phone its two
              months fill the screen, and a 'Complet' under them would be read only after scrolling. */}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {from && to
              ? m.chosenPeriod(formatDay(locale, from), formatDay(locale, to), days)
              : m.chooseDates}
          </p>
          {onCartPeriod ? (
            <p className="text-xs text-muted-foreground" data-testid="cart-period-note">
              {m.cartPeriodNote}
            </p>
          ) : null}
          {from && to ? (
            <p
              id="units-free"
              className={full ? "rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive" : "text-sm font-medium"}
              role="status"
              data-testid="units-free"
            >
              {checking ? m.checking : freeUnitsText(locale, m, free ?? null, { from, to })}
              {!checking && inCart > 0 ? m.alreadyInCart(inCart) : null}
            </p>
          ) : null}
          <div className="flex justify-center rounded-lg border" aria-labelledby="periode-location">
            <Calendar
              mode="range"
              numberOfMonths={2}
              selected={range}
              onSelect={select}
              month={month}
              onMonthChange={setMonth}
              disabled={[{ before: startOfToday() }, ...fullDates]}
              excludeDisabled
              modifiers={{ full: fullDates }}
              modifiersClassNames={{ full: "[&>button]:line-through [&>button]:decoration-destructive" }}
              labels={{ labelDayButton: dayButtonLabeller(locale, m) }}
              locale={CALENDAR_LOCALES[locale]}
              dir={directionOf(locale)}
              {...(directionOf(locale) === "rtl" ? { components: { Chevron: RtlChevron } } : {})}
            />
          </div>
          {fullDates.length > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="full-days-note">
              {m.fullDaysNote(quantity)}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium" id="quantite-label">
              {m.quantity}
            </span>
            <div className="flex items-center gap-2" role="group" aria-labelledby="quantite-label">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={m.decrease}
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
                aria-label={m.increase}
                disabled={quantity >= canStillAdd}
                onClick={() => setQuantity((q) => q + 1)}
              >
                <Icon name="plus" />
              </Button>
            </div>
          </div>
          <div className="text-end">
            <p className="text-sm text-muted-foreground">{m.estimate}</p>
            <p className="text-xl font-bold text-primary" data-testid="rental-estimate">
              <Price cents={lineTotal({ unitPrice, quantity, totalDays: days })} excludingTax />
            </p>
          </div>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            {m.cancel}
          </Button>
          <Button type="button" variant="brand" disabled={!canAdd} onClick={add} aria-describedby={from && to && !canAdd ? "units-free" : undefined}>
            <Icon name="shopping-cart" />
            {m.add}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
