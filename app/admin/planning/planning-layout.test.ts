import { describe, expect, it } from "vitest";
import { daysOf } from "./planning-dates";
import { dayActivity, monthRows, weekDays, weekSegments } from "./planning-layout";
import { orderLabel, type PlanningOrder } from "./planning-order";
import { timelineCell, shortDays } from "./planning-timeline";

function order(number: number, from: string, to: string, status = "confirmed"): PlanningOrder {
  const code = `CMD-${String(number).padStart(6, "0")}`;
  return {
    id: `id-${number}`,
    number: code,
    href: `/admin/shop/commandes/${code}`,
    client: "Amel Trabelsi",
    company: null,
    status,
    from,
    to,
    fulfilment: "delivery",
    departureSlot: "morning",
    returnSlot: null,
    items: [{ name: "Enceinte", quantity: 2 }],
  };
}

const WEEK = daysOf({ from: "2026-11-02", to: "2026-11-08" });

describe("bars of a week row", () => {
  it("clips orders to the week and says which ends go on", () => {
    const { segments, lanes } = weekSegments([order(1, "2026-10-30", "2026-11-03"), order(2, "2026-11-06", "2026-11-12")], WEEK);
    expect(lanes).toBe(1);
    expect(segments.map((s) => [s.order.number, s.column, s.span, s.lane, s.continuesBefore, s.continuesAfter])).toEqual([
      ["CMD-000001", 0, 2, 0, true, false],
      ["CMD-000002", 4, 3, 0, false, true],
    ]);
  });

  it("puts overlapping orders in separate lanes and reuses a lane once free", () => {
    const { segments, lanes } = weekSegments(
      [order(1, "2026-11-02", "2026-11-04"), order(2, "2026-11-03", "2026-11-03"), order(3, "2026-11-05", "2026-11-05"), order(4, "2026-11-04", "2026-11-08")],
      WEEK,
    );
    expect(lanes).toBe(2);
    const lane = Object.fromEntries(segments.map((s) => [s.order.number, s.lane]));
    expect(lane).toEqual({ "CMD-000001": 0, "CMD-000002": 1, "CMD-000004": 1, "CMD-000003": 0 });
  });

  it("keeps an order coming from the week before at the top, even when a longer one starts on the Monday", () => {
    const { segments } = weekSegments([order(1, "2026-11-02", "2026-11-08"), order(2, "2026-10-28", "2026-11-03")], WEEK);
    expect(segments.map((s) => [s.order.number, s.lane])).toEqual([
      ["CMD-000002", 0],
      ["CMD-000001", 1],
    ]);
  });

  it("leaves out orders outside the week", () => {
    expect(weekSegments([order(1, "2026-11-09", "2026-11-10"), order(2, "2026-10-01", "2026-11-01")], WEEK)).toEqual({ segments: [], lanes: 0 });
  });
});

describe("a month row past its lanes", () => {
  it("draws the first lanes and counts the hidden orders on each of their days", () => {
    // Four orders from Tuesday: three of two days (lanes 0–2), one of three days (lane 0 first: longest).
    const orders = [order(1, "2026-11-03", "2026-11-04"), order(2, "2026-11-03", "2026-11-04"), order(3, "2026-11-03", "2026-11-04"), order(4, "2026-11-03", "2026-11-05")];
    const [row] = monthRows(orders, [WEEK], 2);
    expect(row!.lanes).toBe(2);
    expect(row!.segments.map((segment) => segment.order.number)).toEqual(["CMD-000004", "CMD-000001"]);
    expect(row!.hidden).toEqual([0, 2, 2, 0, 0, 0, 0]);
    // A bar carries no items nor slots.
    expect(Object.keys(row!.segments[0]!.order).sort()).toEqual(["client", "href", "id", "number", "status"]);
  });

  it("hides nothing when the lanes suffice", () => {
    const [row] = monthRows([order(1, "2026-11-03", "2026-11-04")], [WEEK], 2);
    expect(row).toMatchObject({ lanes: 1, hidden: [0, 0, 0, 0, 0, 0, 0] });
  });
});

describe("a day of the week view", () => {
  it("keeps the first entries of each list and the lists' counts", () => {
    const orders = [1, 2, 3].map((n) => order(n, "2026-11-03", "2026-11-03"));
    const tuesday = weekDays(orders, WEEK, 2)[1]!;
    expect(tuesday.date).toBe("2026-11-03");
    expect(tuesday.departures.map((o) => o.number)).toEqual(["CMD-000001", "CMD-000002"]);
    expect(tuesday.counts).toEqual({ departures: 3, returns: 3, ongoing: 0 });
  });

  it("sorts departures, returns and orders out all day", () => {
    const orders = [order(1, "2026-11-03", "2026-11-05"), order(2, "2026-11-01", "2026-11-03"), order(3, "2026-11-02", "2026-11-04"), order(4, "2026-11-03", "2026-11-03")];
    const day = dayActivity(orders, "2026-11-03");
    expect(day.departures.map((o) => o.number)).toEqual(["CMD-000001", "CMD-000004"]);
    expect(day.returns.map((o) => o.number)).toEqual(["CMD-000002", "CMD-000004"]);
    expect(day.ongoing.map((o) => o.number)).toEqual(["CMD-000003"]);
  });

  it("names an order's links by number, client and status", () => {
    expect(orderLabel(order(42, "2026-11-03", "2026-11-05"))).toBe("CMD-000042 · Amel Trabelsi · Confirmée");
  });
});

describe("a timeline cell", () => {
  it("shows held over stock and marks a shortage", () => {
    expect(timelineCell(3, 5)).toMatchObject({ text: "3/5", short: false });
    expect(timelineCell(6, 5)).toMatchObject({ text: "6/5", short: true });
    expect(timelineCell(0, null)).toMatchObject({ text: "—", short: false });
    expect(timelineCell(4, null)).toMatchObject({ text: "4/∞", short: false });
    expect(shortDays([1, 6, 7, 5], 5)).toBe(2);
    expect(shortDays([100], null)).toBe(0);
  });
});
