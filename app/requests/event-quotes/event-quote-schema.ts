import { z } from "zod";
import type { EventQuoteDraftLine, EventQuoteDraftValues, EventQuoteLine } from "~/db/schema/requests";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { addDays, dayNumber, isIsoDate, todayInTunis } from "~/lib/calendar-dates";
import { whenValid } from "~/lib/when-valid";
import { vatRateField } from "~/lib/vat-rates";
import { normaliseAmount } from "~/orders/edit-schema";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { eventQuoteLineTotal, LINE_KINDS } from "./event-quote-lines";

// The event quote editor (issue 24): one schema for the form's limits and the action's check. The
// whole quote is one plain form: every button (add a line, a preset, a rental product, remove one,
// issue) posts every line, so nothing typed is lost and it works without JavaScript. Prices and
// quantities are checked here; totals are the server's (event-quote-lines.ts), availability and
// the stale check are the issue's (event-quotes.server.ts).

export const EVENT_QUOTE_LIMITS = {
  linesMax: 60,
  descriptionMax: 1000,
  /** Guests × a menu, hours, units: whole numbers. */
  quantityMax: 10_000,
  /** As an order's line (ORDER_EDIT_LIMITS.quantityMax). */
  rentalQuantityMax: 999,
  unitPriceMax: 1_000_000,
  /** Far above any event the agency runs; far below numeric(14, 2). */
  totalHtMax: 100_000_000,
  titleMax: 40,
  notesMax: 2000,
  daysMax: CHECKOUT_LIMITS.daysMax,
  /** A rental line's dates within these years; the start no later than two years ahead. */
  yearMin: 2000,
  aheadDaysMax: 730,
} as const;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : trimmed(value));

const quantity = z.preprocess(
  trimmed,
  z
    .string({ error: "Indiquez la quantité." })
    .min(1, "Indiquez la quantité.")
    .refine((v) => !v.startsWith("-"), "La quantité ne peut pas être négative.")
    .refine((v) => v.startsWith("-") || /^\d+$/.test(v), "La quantité doit être un nombre entier.")
    .transform(Number)
    .refine((n) => n >= 1, "La quantité doit être d'au moins 1.")
    .refine((n) => n <= EVENT_QUOTE_LIMITS.quantityMax, `La quantité ne peut pas dépasser ${EVENT_QUOTE_LIMITS.quantityMax.toLocaleString("fr-FR")}.`),
);

const unitPrice = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? normaliseAmount(v) : ""),
  z
    .string()
    .min(1, "Indiquez le prix unitaire HT (0 pour une ligne offerte).")
    .refine((v) => !v.startsWith("-"), "Le prix ne peut pas être négatif.")
    .refine((v) => v.startsWith("-") || /^\d+(\.\d{1,2})?$/.test(v), "Prix invalide (exemple : 150 ou 150,50).")
    .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= EVENT_QUOTE_LIMITS.unitPriceMax, "Prix unitaire trop élevé : 1 000 000 DT au plus.")
    .transform((v) => centsToDecimal(decimalToCents(v) ?? 0n)),
);

/** "19.00": one of the settings' list, which the issue checks (event-quotes.server.ts). */
const vatRate = vatRateField("Choisissez le taux de TVA de la ligne.");

const lineDate = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isIsoDate, `${label} : date invalide (format attendu : AAAA-MM-JJ).`)
      .refine((v) => Number(v.slice(0, 4)) >= EVENT_QUOTE_LIMITS.yearMin && v <= addDays(todayInTunis(), EVENT_QUOTE_LIMITS.aheadDaysMax), `${label} : date hors limites, vérifiez l'année.`)
      .optional(),
  );

export const EventQuoteLineSchema = z
  .object({
    kind: z.enum(LINE_KINDS, { error: "Type de ligne inconnu." }),
    description: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : ""),
      z.string().min(1, "Décrivez la ligne.").max(EVENT_QUOTE_LIMITS.descriptionMax, `La description est trop longue (${EVENT_QUOTE_LIMITS.descriptionMax} caractères au plus).`),
    ),
    quantity,
    /** Decimal text with two decimals ("4900.00"). */
    unit_price: unitPrice,
    vat_rate: vatRate,
    product_id: z.preprocess(emptyToUndefined, z.uuid({ error: "Produit inconnu : ajoutez-le depuis le catalogue." }).optional()),
    from: lineDate("Début de la location"),
    to: lineDate("Fin de la location"),
  })
  .superRefine((line, ctx) => {
    if (line.kind !== "rental") return;
    if (!line.product_id) ctx.addIssue({ code: "custom", path: ["product_id"], message: "Produit inconnu : ajoutez-le depuis le catalogue." });
    if (!line.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Indiquez le premier jour de la location." });
    if (!line.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Indiquez le dernier jour de la location." });
    if (line.quantity > EVENT_QUOTE_LIMITS.rentalQuantityMax) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: `Une location compte ${EVENT_QUOTE_LIMITS.rentalQuantityMax} unités au plus par ligne.` });
    }
    const from = line.from ? dayNumber(line.from) : null;
    const to = line.to ? dayNumber(line.to) : null;
    if (from === null || to === null) return;
    if (line.from! < todayInTunis()) ctx.addIssue({ code: "custom", path: ["from"], message: "La location ne peut pas commencer dans le passé." });
    if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "La fin de la location doit suivre son début." });
    else if (to - from + 1 > EVENT_QUOTE_LIMITS.daysMax) ctx.addIssue({ code: "custom", path: ["to"], message: `Une location ne peut pas dépasser ${EVENT_QUOTE_LIMITS.daysMax} jours.` });
  })
  .transform(
    (line): EventQuoteLine => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      ...(line.kind === "rental" ? { product_id: line.product_id, from: line.from, to: line.to } : {}),
    }),
  );

/**
 * « Le titre du document compte 45 caractères : 40 au plus… » The PDF sets the title in the head's
 * title block (220 pt wide, 19 pt display type): 40 characters are two lines there, more would push
 * the number and the date down. The form counts as one types and the browser does not cut it.
 */
export function titleTooLongMessage(length: number): string {
  return `Le titre du document compte ${length} caractères : ${EVENT_QUOTE_LIMITS.titleMax} au plus, pour tenir dans l'en-tête du devis. Raccourcissez-le.`;
}

const titleField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(EVENT_QUOTE_LIMITS.titleMax, { error: (issue) => titleTooLongMessage(typeof issue.input === "string" ? issue.input.length : EVENT_QUOTE_LIMITS.titleMax + 1) })
    .optional(),
);

const notesField = z.preprocess(
  (v) => emptyToUndefined(typeof v === "string" ? v.replace(/\r\n?/g, "\n") : v),
  z.string().max(EVENT_QUOTE_LIMITS.notesMax, `Les remarques sont trop longues (${EVENT_QUOTE_LIMITS.notesMax} caractères au plus).`).optional(),
);

const basedOnField = z.preprocess(emptyToUndefined, z.uuid({ error: "Formulaire incomplet : rechargez la page." }).optional());

const TOTAL_TOO_HIGH = "Le total du devis dépasse 100 000 000 DT HT : vérifiez les quantités et les prix.";

export const EventQuoteSchema = z
  .object({
    /** The latest quote when the page was drawn ("" for none): another one issued since makes this one stale. */
    based_on: basedOnField,
    title: titleField,
    notes: notesField,
    lines: z
      .array(EventQuoteLineSchema)
      .min(1, "Ajoutez au moins une ligne au devis.")
      .max(EVENT_QUOTE_LIMITS.linesMax, `Un devis compte ${EVENT_QUOTE_LIMITS.linesMax} lignes au plus.`),
  })
  .superRefine((quote, ctx) => {
    const total = quote.lines.reduce((sum, line) => sum + eventQuoteLineTotal(line), 0n);
    if (total > BigInt(EVENT_QUOTE_LIMITS.totalHtMax) * 100n) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: TOTAL_TOO_HIGH });
    }
  }, whenValid("lines")); // only once every line reads: a refused line is still its typed text

export type EventQuoteInput = z.infer<typeof EventQuoteSchema>;

// A draft (issue 38): the same fields and the same checks, each field allowed to be empty — a draft
// may be incomplete, never wrong. A quantity, a price, a rate or a date typed is checked as when
// issuing, so a saved draft never holds a number the quote would refuse; what only a whole line or
// a whole quote must have (a description, a product, both dates in order, a line) waits for the issue.

/** The field's own check, or null when it is left empty. */
const blankable = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), field.optional()).transform((v) => v ?? null);

export const EventQuoteDraftLineSchema = z
  .object({
    kind: z.enum(LINE_KINDS, { error: "Type de ligne inconnu." }),
    description: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : ""),
      z.string().max(EVENT_QUOTE_LIMITS.descriptionMax, `La description est trop longue (${EVENT_QUOTE_LIMITS.descriptionMax} caractères au plus).`),
    ),
    quantity: blankable(quantity),
    unit_price: blankable(unitPrice),
    vat_rate: blankable(vatRate),
    product_id: blankable(z.uuid({ error: "Produit inconnu : ajoutez-le depuis le catalogue." })),
    from: blankable(lineDate("Début de la location")),
    to: blankable(lineDate("Fin de la location")),
  })
  .superRefine((line, ctx) => {
    if (line.kind === "rental" && line.quantity !== null && line.quantity > EVENT_QUOTE_LIMITS.rentalQuantityMax) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: `Une location compte ${EVENT_QUOTE_LIMITS.rentalQuantityMax} unités au plus par ligne.` });
    }
  })
  .transform(
    (line): EventQuoteDraftLine => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      product_id: line.kind === "rental" ? line.product_id : null,
      from: line.kind === "rental" ? line.from : null,
      to: line.kind === "rental" ? line.to : null,
    }),
  );

export const EventQuoteDraftSchema = z
  .object({
    based_on: basedOnField,
    title: titleField,
    notes: notesField,
    lines: z.array(EventQuoteDraftLineSchema).max(EVENT_QUOTE_LIMITS.linesMax, `Un devis compte ${EVENT_QUOTE_LIMITS.linesMax} lignes au plus.`),
  })
  .superRefine((draft, ctx) => {
    const total = draft.lines.reduce((sum, line) => {
      if (line.quantity === null || line.unit_price === null) return sum;
      const dated = line.from && line.to && line.to >= line.from ? { from: line.from, to: line.to } : {};
      return sum + eventQuoteLineTotal({ kind: line.kind, description: "", quantity: line.quantity, unit_price: line.unit_price, vat_rate: "0.00", ...dated });
    }, 0n);
    if (total > BigInt(EVENT_QUOTE_LIMITS.totalHtMax) * 100n) ctx.addIssue({ code: "custom", path: ["lines"], message: TOTAL_TOO_HIGH });
  }, whenValid("lines"))
  .transform((draft): EventQuoteDraftValues => ({ based_on: draft.based_on ?? null, title: draft.title ?? "", notes: draft.notes ?? "", lines: draft.lines }));

/** A saved draft back into the editor's form. */
export function draftFormValues(draft: EventQuoteDraftValues): Pick<EventQuoteFormValues, "based_on" | "title" | "notes" | "lines"> {
  return {
    based_on: draft.based_on ?? "",
    title: draft.title,
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity === null ? "" : String(line.quantity),
      unit_price: line.unit_price === null ? "" : line.unit_price.replace(".", ","),
      vat_rate: line.vat_rate ?? "",
      product_id: line.product_id ?? "",
      from: line.from ?? "",
      to: line.to ?? "",
    })),
  };
}

/** A line as typed in the form (text), kept to refill it after any answer. */
export type EventQuoteFormLine = {
  kind: EventQuoteLine["kind"];
  description: string;
  quantity: string;
  unit_price: string;
  vat_rate: string;
  product_id: string;
  from: string;
  to: string;
};

/** The form as typed: the quote, and the fields that add a rental product. */
export type EventQuoteFormValues = {
  based_on: string;
  title: string;
  notes: string;
  lines: EventQuoteFormLine[];
  preset: string;
  search: string;
  rental_quantity: string;
  rental_from: string;
  rental_to: string;
};

const LINE_FIELDS = ["kind", "description", "quantity", "unit_price", "vat_rate", "product_id", "from", "to"] as const;

/** What the admin typed, from the form's repeated `line_*` inputs (one of each per line, in order). */
export function eventQuoteFormValues(form: FormData): EventQuoteFormValues {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const columns = Object.fromEntries(LINE_FIELDS.map((field) => [field, form.getAll(`line_${field}`).map((v) => (typeof v === "string" ? v.slice(0, EVENT_QUOTE_LIMITS.descriptionMax + 100) : ""))])) as Record<
    (typeof LINE_FIELDS)[number],
    string[]
  >;
  const lines = columns.kind.slice(0, EVENT_QUOTE_LIMITS.linesMax + 1).map((kind, i) => ({
    kind: (LINE_KINDS as readonly string[]).includes(kind) ? (kind as EventQuoteLine["kind"]) : "free",
    description: columns.description[i] ?? "",
    quantity: columns.quantity[i] ?? "",
    unit_price: columns.unit_price[i] ?? "",
    vat_rate: columns.vat_rate[i] ?? "",
    product_id: columns.product_id[i] ?? "",
    from: columns.from[i] ?? "",
    to: columns.to[i] ?? "",
  }));
  return {
    based_on: text("based_on", 100),
    title: text("title", 200),
    notes: text("notes", EVENT_QUOTE_LIMITS.notesMax + 100),
    lines,
    preset: text("preset", 100),
    search: text("recherche", 100),
    rental_quantity: text("rental_quantity", 20),
    rental_from: text("rental_from", 20),
    rental_to: text("rental_to", 20),
  };
}

/** The schema's input from the typed values. */
export function eventQuoteSchemaInput(values: EventQuoteFormValues): z.input<typeof EventQuoteSchema> {
  return { based_on: values.based_on, title: values.title, notes: values.notes, lines: values.lines };
}

/** A stored line back into the form. */
export function formLineOf(line: EventQuoteLine): EventQuoteFormLine {
  return {
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unit_price: line.unit_price.replace(".", ","),
    vat_rate: line.vat_rate,
    product_id: line.product_id ?? "",
    from: line.from ?? "",
    to: line.to ?? "",
  };
}

/** The lines as far as they can be read (for the totals shown while editing); null for a line that cannot. */
export function readableLines(values: EventQuoteFormValues): (EventQuoteLine | null)[] {
  return values.lines.map((line) => {
    const parsed = EventQuoteLineSchema.safeParse(line);
    return parsed.success ? parsed.data : null;
  });
}

/** One message per field path ("title", "lines", "lines.2.quantity"). */
export function eventQuoteErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The editor's buttons: one `intent` each, a line's index or a product in its value. */
export type EditorIntent =
  | { kind: "recalculate" }
  | { kind: "add-free" }
  | { kind: "add-preset" }
  | { kind: "search" }
  | { kind: "add-rental"; productId: string }
  | { kind: "remove"; index: number }
  | { kind: "issue" }
  | { kind: "draft" };

export const EditorIntentSchema = z.string({ error: "Action inconnue." }).transform((value, ctx): EditorIntent => {
  if (value === "recalculate" || value === "add-free" || value === "add-preset" || value === "search" || value === "issue" || value === "draft") return { kind: value };
  const rental = /^add-rental:([0-9a-f-]{36})$/i.exec(value);
  if (rental && z.uuid().safeParse(rental[1]).success) return { kind: "add-rental", productId: rental[1]! };
  const remove = /^remove:(\d{1,3})$/.exec(value);
  if (remove) return { kind: "remove", index: Number(remove[1]) };
  ctx.addIssue({ code: "custom", message: "Action inconnue." });
  return z.NEVER;
});

/** 'Envoyer au client' of a quote, from the request's page or the editor (where to come back). */
export const SendEventQuoteSchema = z.object({
  intent: z.literal("send"),
  quote: z.uuid({ error: "Devis inconnu : rechargez la page." }),
  back: z.enum(["file", "editor"]).catch("file"),
});

/**
 * The draft's posts besides the form: `autosave` (the page's debounced save, answered with the
 * draft's status only) and, for 'Supprimer le brouillon', where to come back.
 */
export const DraftActionSchema = z.object({
  autosave: z.literal("1").optional().catch(undefined),
  back: z.enum(["file", "editor"]).catch("file"),
});
