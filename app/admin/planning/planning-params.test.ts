import { describe, expect, it } from "vitest";
import { INVALID_DATE_MESSAGE, WINDOW_REVERSED_MESSAGE } from "./planning-dates";
import { INVALID_CATEGORY_MESSAGE, INVALID_VIEW_MESSAGE, neighbourParams, parsePlanningParams, planningHref } from "./planning-params";

const TODAY = "2026-11-21";
const parse = (query: string) => parsePlanningParams(new URLSearchParams(query), TODAY);

describe("the planning's query", () => {
  it("defaults to this month, every category, cancelled orders hidden", () => {
    expect(parse("")).toEqual({ ok: true, params: { view: "mois", anchor: TODAY, category: "all", showCancelled: false, window: null, page: 1 } });
    expect(parse("vue=&date=&du=&au=")).toMatchObject({ ok: true, params: { view: "mois", anchor: TODAY, window: null } });
  });

  it("reads a view, a day, a category, the cancelled toggle and a window", () => {
    expect(parse("vue=produits&categorie=audio&du=2026-12-01&au=2026-12-20")).toEqual({
      ok: true,
      params: { view: "produits", anchor: "2026-12-01", category: "audio", showCancelled: false, window: { from: "2026-12-01", to: "2026-12-20" }, page: 1 },
    });
    expect(parse("vue=produits&page=3")).toMatchObject({ ok: true, params: { view: "produits", page: 3 } });
    expect(parse("vue=produits&page=-2")).toMatchObject({ ok: true, params: { page: 1 } });
    expect(planningHref({ view: "produits", category: "audio", page: 2 }, TODAY)).toBe("/admin/shop/planning?vue=produits&categorie=audio&page=2");
    expect(parse("vue=semaine&date=2026-12-03&annulees=1")).toMatchObject({ ok: true, params: { view: "semaine", anchor: "2026-12-03", showCancelled: true } });
  });

  it("refuses an unknown view, date or category with a French message, keeping what it could read", () => {
    expect(parse("vue=annee")).toMatchObject({ ok: false, error: INVALID_VIEW_MESSAGE, params: { view: "mois" } });
    expect(parse("vue=semaine&date=2026-13-01")).toMatchObject({ ok: false, error: INVALID_DATE_MESSAGE, params: { view: "semaine" } });
    expect(parse("vue=produits&categorie=jouets")).toMatchObject({ ok: false, error: INVALID_CATEGORY_MESSAGE, params: { view: "produits" } });
  });

  it("refuses a bad window and sends back what was typed", () => {
    expect(parse("vue=produits&du=2026-12-20&au=2026-12-01")).toMatchObject({
      ok: false,
      error: WINDOW_REVERSED_MESSAGE,
      typed: { from: "2026-12-20", to: "2026-12-01" },
    });
    expect(parse("vue=produits&du=2026-01-01&au=2036-01-01")).toMatchObject({ ok: false, error: "La période demandée dépasse 62 jours." });
  });
});

describe("the planning's links", () => {
  it("leave out what is at its default", () => {
    expect(planningHref({ view: "mois", anchor: TODAY }, TODAY)).toBe("/admin/shop/planning");
    expect(planningHref({ view: "semaine", anchor: "2026-12-03", showCancelled: true }, TODAY)).toBe(
      "/admin/shop/planning?vue=semaine&date=2026-12-03&annulees=1",
    );
    expect(planningHref({ view: "produits", anchor: TODAY, category: "light", window: { from: "2026-12-01", to: "2026-12-10" } }, TODAY)).toBe(
      "/admin/shop/planning?vue=produits&categorie=light&du=2026-12-01&au=2026-12-10",
    );
  });

  it("go to the previous and next month, week or window", () => {
    const base = { category: "all", showCancelled: false, window: null, page: 1 } as const;
    expect(neighbourParams({ ...base, view: "mois", anchor: "2026-12-15" }, 1).anchor).toBe("2027-01-15");
    expect(neighbourParams({ ...base, view: "semaine", anchor: "2026-12-29" }, 1).anchor).toBe("2027-01-05");
    expect(neighbourParams({ ...base, view: "produits", anchor: "2026-12-01", window: { from: "2026-12-01", to: "2026-12-10" } }, -1).window).toEqual({
      from: "2026-11-21",
      to: "2026-11-30",
    });
  });
});
