// The planning's address: /admin/shop/planning?vue=semaine&date=2026-11-21&categorie=audio.
// One schema reads the query (the loader) and one function writes it (every link of the page),
// so a link never carries a parameter the loader would refuse.

import { z } from "zod";
import { PRODUCT_CATEGORY_IDS, RENTAL_CATEGORIES, type RentalCategoryId } from "~/lib/rental-categories";
import type { DateRange, IsoDate } from "~/lib/calendar-dates";
import { PageParamSchema } from "~/lib/pagination";
import { dateProblem, shiftDays, shiftMonth, validateWindow, windowLength } from "./planning-dates";

export const PLANNING_PATH = "/admin/shop/planning";

export const PLANNING_VIEWS = ["mois", "semaine", "produits"] as const;
export type PlanningView = (typeof PLANNING_VIEWS)[number];

export const PLANNING_VIEW_LABELS: Record<PlanningView, string> = {
  mois: "Mois",
  semaine: "Semaine",
  produits: "Produits",
};

export const INVALID_VIEW_MESSAGE = "Vue inconnue : choisissez Mois, Semaine ou Produits.";
export const INVALID_CATEGORY_MESSAGE = "Catégorie inconnue : choisissez une catégorie de la liste.";

export type PlanningParams = {
  view: PlanningView;
  /** The day the view is built around (its month or its week). */
  anchor: IsoDate;
  category: RentalCategoryId;
  showCancelled: boolean;
  /** The product timeline's own window (du/au), instead of the anchor's month. */
  window: DateRange | null;
  /** The product timeline's page of products (25 a page: a catalogue may hold hundreds). */
  page: number;
};

/** An absent or empty parameter (an empty field of the GET form) means "the default". */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const PlanningQuerySchema = z
  .object({
    vue: optional.pipe(z.enum(PLANNING_VIEWS, { error: INVALID_VIEW_MESSAGE }).optional()),
    date: optional.superRefine((value, ctx) => {
      const problem = value === undefined ? null : dateProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    categorie: optional.pipe(z.enum(["all", ...PRODUCT_CATEGORY_IDS], { error: INVALID_CATEGORY_MESSAGE }).optional()),
    annulees: optional,
    du: optional,
    au: optional,
    page: PageParamSchema,
  })
  .transform((query, ctx) => {
    let window: DateRange | null = null;
    if (query.du !== undefined || query.au !== undefined) {
      const check = validateWindow(query.du ?? "", query.au ?? "");
      if (!check.ok) {
        ctx.addIssue({ code: "custom", message: check.error, path: ["du"] });
        return z.NEVER;
      }
      window = check.range;
    }
    return { ...query, window };
  });

/** The window's fields as typed, sent back with a refusal so the form keeps them. */
export type TypedWindow = { from: string; to: string };

export type ParsedPlanning =
  | { ok: true; params: PlanningParams }
  | { ok: false; error: string; params: PlanningParams; typed: TypedWindow };

/**
 * Reads the query. A refused parameter gives its French message and the params that could be
 * read (the others at their default), so the page still offers its links around the message.
 */
export function parsePlanningParams(search: URLSearchParams, today: IsoDate): ParsedPlanning {
  const raw = Object.fromEntries(["vue", "date", "categorie", "annulees", "du", "au", "page"].map((key) => [key, search.get(key) ?? undefined]));
  const result = PlanningQuerySchema.safeParse(raw);
  if (result.success) {
    const query = result.data;
    return {
      ok: true,
      params: {
        view: query.vue ?? "mois",
        // A window given without a date is anchored on its first day (the arrows move from there).
        anchor: query.date ?? query.window?.from ?? today,
        category: query.categorie ?? "all",
        showCancelled: query.annulees === "1",
        window: query.window,
        page: query.page,
      },
    };
  }
  const fallback: PlanningParams = { view: "mois", anchor: today, category: "all", showCancelled: false, window: null, page: 1 };
  const view = PLANNING_VIEWS.find((v) => v === raw.vue);
  const category = RENTAL_CATEGORIES.find((c) => c.id === raw.categorie)?.id;
  // A date field holds 10 characters: nothing longer is echoed back into the page.
  const typed = { from: (raw.du ?? "").trim().slice(0, 10), to: (raw.au ?? "").trim().slice(0, 10) };
  return {
    ok: false,
    error: result.error.issues[0]?.message ?? INVALID_VIEW_MESSAGE,
    params: { ...fallback, view: view ?? "mois", category: category ?? "all" },
    typed,
  };
}

/** The planning's URL for `params`, leaving out what is at its default. */
export function planningHref(params: Partial<PlanningParams>, today?: IsoDate): string {
  const search = new URLSearchParams();
  if (params.view && params.view !== "mois") search.set("vue", params.view);
  if (params.anchor && params.anchor !== today) search.set("date", params.anchor);
  if (params.view === "produits" && params.category && params.category !== "all") search.set("categorie", params.category);
  if (params.showCancelled && params.view !== "produits") search.set("annulees", "1");
  if (params.view === "produits" && params.window) {
    search.set("du", params.window.from);
    search.set("au", params.window.to);
  }
  if (params.view === "produits" && params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `${PLANNING_PATH}?${query}` : PLANNING_PATH;
}

/** The previous (-1) or next (1) period of the same view: a month, a week, or a window as long. */
export function neighbourParams(params: PlanningParams, direction: -1 | 1): PlanningParams {
  if (params.view === "semaine") return { ...params, anchor: shiftDays(params.anchor, 7 * direction) };
  if (params.view === "produits" && params.window) {
    const length = windowLength(params.window);
    const window = { from: shiftDays(params.window.from, length * direction), to: shiftDays(params.window.to, length * direction) };
    return { ...params, anchor: window.from, window };
  }
  return { ...params, anchor: shiftMonth(params.anchor, direction) };
}
