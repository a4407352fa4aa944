import { describe, expect, it } from "vitest";
import { FOLLOW_UPS_LIST_PATH, followUpsCountText, requestsCountText } from "~/requests/follow-ups";
import { listsFollowUpsItself, mineRestText, mineText, teamLinkText } from "./follow-ups";

describe("the 'À relancer' line's words and links", () => {
  it("says how many are the administrator's, and links to every owner's in the messages", () => {
    const exactly = (n: number) => ({ n, more: false });
    expect(mineText({ mineCount: exactly(0) })).toBe("Aucune relance pour vous aujourd'hui");
    expect(mineText({ mineCount: exactly(1) })).toBe("Vos relances : 1 relance à faire");
    expect(mineText({ mineCount: exactly(7) })).toBe("Vos relances : 7 relances à faire");
    expect(mineText({ mineCount: { n: 99, more: true } })).toBe("Vos relances : plus de 99 relances à faire");
    const five = Array.from({ length: 5 }, () => ({}) as never);
    expect(mineRestText({ mine: five, mineCount: exactly(5) })).toBeNull();
    expect(mineRestText({ mine: five, mineCount: exactly(8) })).toBe("… et 3 relances de plus pour vous.");
    expect(mineRestText({ mine: five, mineCount: { n: 99, more: true } })).toBe("… et d'autres encore pour vous.");
    expect(teamLinkText(exactly(1))).toBe("Voir la relance due dans les messages");
    expect(teamLinkText(exactly(12))).toBe("Voir les 12 relances dues dans les messages");
    expect(teamLinkText({ n: 99, more: true })).toBe("Voir plus de 99 relances dues dans les messages");
    expect(followUpsCountText(2)).toBe("2 relances");
    expect(requestsCountText(1)).toBe("1 demande");
    expect(FOLLOW_UPS_LIST_PATH).toBe("/admin/contact?relance=due");
  });

  it("is not repeated on the messages list filtered to the follow-ups due", () => {
    const lists = (pathname: string, search = "") => listsFollowUpsItself({ pathname, search });
    expect(lists("/admin/contact", "?relance=due")).toBe(true);
    expect(lists("/admin/contact/", "?relance=due&page=2")).toBe(true);
    expect(lists("/admin/contact")).toBe(false);
    expect(lists("/admin/contact", "?status=new")).toBe(false);
    expect(lists("/admin/contact/chiffres", "?relance=due")).toBe(false);
    expect(lists("/admin/customize/hero")).toBe(false);
  });
});
