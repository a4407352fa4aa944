// The back office's 'À relancer' line and the figures page's route, on a real database: the admin
// role checked before anything is read; the signed-in administrator's own follow-ups due at the top
// of every page, everyone's counted, nothing when none is due.
import { describe, expect, it } from "vitest";
import { getSessionInfo } from "~/auth/session.server";
import { contact_messages, event_requests } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import * as layoutRoute from "~/routes/admin/layout";
import * as figuresRoute from "~/routes/admin/request-figures";
import type { RequestFigures } from "~/requests/request-figures";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { countDueFollowUpsUpTo } from "~/requests/follow-ups.server";
import { LINE_FOLLOW_UPS } from "./follow-ups";

type LayoutData = Awaited<ReturnType<typeof layoutRoute.loader>>;

const route = setUpAdminRoute("follow-ups-route", { seed: (database) => insertSiteSettings(database.db) });

const figures = (cookie: string) => settle<RequestFigures>(() => figuresRoute.loader(routeArgs(getRequest("/admin/contact/chiffres", cookie))));
const layout = async () => (await settle<LayoutData>(() => layoutRoute.loader(routeArgs(getRequest("/admin", route.admin))))).data!;

describe("the requests' figures page", () => {
  it("sends a visitor and a non-admin to /auth, and shows an admin twelve months at zero on an empty desk", async () => {
    const visitor = await figures("");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const member = await figures(route.member);
    expect(member.status).toBe(302);
    expect(member.response?.headers.get("Location")).toBe("/auth?acces-admin=1");
    const { status, data } = await figures(route.admin);
    expect(status).toBe(200);
    expect(data!.months).toHaveLength(12);
    expect(data!.months.at(-1)!.key).toBe(todayInTunis().slice(0, 7));
    expect(data!.totals).toMatchObject({ total: 0, won: 0, lost: 0, wonValue: "0.00", medianHours: null });
  });
});

describe("'À relancer' at the top of the back office", () => {
  it("lists the administrator's own follow-ups due, overdue first and at most five, and counts everyone's", async () => {
    const db = route.database.db;
    expect((await layout()).followUps).toMatchObject({ mine: [], mineCount: { n: 0, more: false }, count: { n: 0, more: false } });

    const me = (await getSessionInfo(getRequest("/admin", route.admin)))!.user.id;
    const today = todayInTunis();
    const insert = async (first: string, owner: string | null, followUpOn: string) => {
      const [message] = await db.insert(contact_messages).values({ first_name: first, last_name: "Mansour", email: `${first}@example.test`, event_type: "Mariage", message: "Un projet." }).returning();
      await db.insert(event_requests).values({ message_id: message!.id, stage: "qualified", owner_id: owner, follow_up_on: followUpOn });
      return message!.id;
    };
    // Mine: today's, then six overdue ones (the oldest first), and one next week; another owner's.
    const todays = await insert("Aujourdhui", me, today);
    const overdue = [];
    for (let days = 1; days <= 6; days++) overdue.push(await insert(`Retard${days}`, me, addDays(today, -days)));
    await insert("Semaine", me, addDays(today, 7));
    await insert("Autre", "someone-else", today);

    const { followUps } = await layout();
    expect(followUps.today).toBe(today);
    expect(followUps.mine).toHaveLength(LINE_FOLLOW_UPS);
    expect(followUps.mine.map((line) => line.messageId)).toEqual(overdue.slice().reverse().slice(0, LINE_FOLLOW_UPS));
    expect(followUps.mine[0]).toMatchObject({ client: "Retard6 Mansour", eventType: "Mariage", stage: "qualified", href: `/admin/contact/demandes/${overdue[5]}` });
    expect(followUps.mine.map((line) => line.messageId)).not.toContain(todays);
    expect(followUps.mineCount).toEqual({ n: 7, more: false });
    expect(followUps.count).toEqual({ n: 8, more: false });
    // Counted up to a cap (LINE_COUNT_CAP), past which the line says « plus de ».
    expect(await countDueFollowUpsUpTo(db, { today }, 7)).toEqual({ n: 7, more: true });
    expect(await countDueFollowUpsUpTo(db, { today, ownerId: me }, 7)).toEqual({ n: 7, more: false });
  });
});
