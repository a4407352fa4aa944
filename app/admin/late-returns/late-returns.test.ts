import { describe, expect, it } from "vitest";
import { depotPath, LATE_RETURNS_DESK_PATH, lateReturnDue, lateReturnsCountText, listsLateReturnsItself } from "./late-returns";

describe("the late returns' words and links", () => {
  it("says how many units are awaited since when, with the slot when the order has one", () => {
    expect(lateReturnDue({ outstanding: 1, returnDate: "2031-03-12", returnSlot: null })).toBe("1 unité attendue depuis le 12 mars 2031");
    expect(lateReturnDue({ outstanding: 3, returnDate: "2031-03-12", returnSlot: "evening" })).toBe("3 unités attendues depuis le 12 mars 2031, soir (18 h – 21 h)");
    expect(lateReturnsCountText(1)).toBe("1 retour en retard");
    expect(lateReturnsCountText(12)).toBe("12 retours en retard");
  });

  it("links to the order's depot page and to the desk's filter", () => {
    expect(depotPath({ href: "/admin/shop/commandes/CMD-000042" })).toBe("/admin/shop/commandes/CMD-000042/depot");
    expect(LATE_RETURNS_DESK_PATH).toBe("/admin/shop?status=late_return");
  });

  it("does not repeat the back office's line on the pages that list the late orders themselves", () => {
    const lists = (pathname: string, search = "") => listsLateReturnsItself({ pathname, search });
    expect(lists("/admin/shop/planning", "?vue=semaine")).toBe(true);
    expect(lists("/admin/shop/departs-retours")).toBe(true);
    expect(lists("/admin/shop", "?status=late_return&page=2")).toBe(true);
    expect(lists("/admin/shop/")).toBe(false);
    expect(lists("/admin/shop", "?status=new")).toBe(false);
    expect(lists("/admin/customize/hero")).toBe(false);
    expect(lists("/admin/shop/commandes/CMD-000042")).toBe(false);
  });
});
