import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Db } from "~/db/client.server";
import { contact_messages, event_requests, follow_up_digests, mail_queue, user, user_roles } from "~/db/schema";
import { env } from "~/lib/env.server";
import { setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { followUpDueText } from "./follow-ups";
import { countDueFollowUps, DIGEST_MAIL_KIND, getDueFollowUps, hourInTunis, sendFollowUpDigests, sendOwnerDigest } from "./follow-ups.server";
import type { RequestStage } from "./stages";

// Follow-ups (issue 24) on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// the open requests due by a day, an owner's or everyone's, longest overdue first and bounded; the
// owners' morning digest, from 8 h in Tunis, one e-mail per owner per day even when two instances
// pass at the same moment (two pools on one PostgreSQL database), none to an owner with nothing
// due nor to one who is no longer an administrator.

setUpTempDataDir("follow-ups");

const DAY = "2031-03-12";
/** 9 h 30 in Tunis (UTC+1 all year). */
const MORNING = new Date("2031-03-12T08:30:00Z");

const day = (offset: number) => new Date(Date.UTC(2031, 2, 12 + offset)).toISOString().slice(0, 10);

describe("the hour in Tunis", () => {
  it("is UTC+1, whatever the server's zone", () => {
    expect(hourInTunis(new Date("2031-03-12T06:59:00Z"))).toBe(7);
    expect(hourInTunis(new Date("2031-03-12T07:00:00Z"))).toBe(8);
    expect(hourInTunis(new Date("2031-07-12T23:30:00Z"))).toBe(0);
  });

  it("says when a follow-up was due", () => {
    expect(followUpDueText(DAY, DAY)).toBe("aujourd'hui");
    expect(followUpDueText(day(-3), DAY)).toBe("en retard, prévue le 9 mars 2031");
  });
});

describe.each(testDatabaseTargets())("follow-ups and the morning digest on $label", ({ create }) => {
  let database: TestDatabase;
  const owners = {
    sonia: { id: "owner-sonia", name: "Sonia Ben Salah", email: "sonia@imagine-events.tn" },
    karim: { id: "owner-karim", name: "Karim Jaziri", email: "karim@imagine-events.tn" },
    /** An administrator whose only follow-up is next week. */
    nadia: { id: "owner-nadia", name: "Nadia Gharbi", email: "nadia@imagine-events.tn" },
    /** Owns a request but is no longer an administrator. */
    former: { id: "owner-former", name: "Ancien collègue", email: "ancien@imagine-events.tn" },
  };
  const ids: Record<string, string> = {};

  async function request(name: string, fields: { owner?: string | null; followUpOn?: string | null; stage?: RequestStage; first?: string; type?: string; deleted?: boolean }) {
    const db = database.db;
    const [message] = await db
      .insert(contact_messages)
      .values({ first_name: fields.first ?? name, last_name: "Haddad", email: `${name}@example.test`, event_type: fields.type ?? "Mariage", message: "Un projet." })
      .returning();
    const stage = fields.stage ?? "qualified";
    await db.insert(event_requests).values({
      message_id: message!.id,
      stage,
      owner_id: fields.owner ?? null,
      follow_up_on: fields.followUpOn ?? null,
      won_value: stage === "won" ? "1000.00" : null,
      lost_reason: stage === "lost" ? "budget" : null,
    });
    if (fields.deleted) await db.delete(contact_messages).where(eq(contact_messages.id, message!.id));
    ids[name] = message!.id;
    return message!.id;
  }

  beforeAll(async () => {
    database = await create();
    const db = database.db;
    await insertSiteSettings(db);
    for (const owner of Object.values(owners)) await db.insert(user).values(owner);
    for (const owner of [owners.sonia, owners.karim, owners.nadia]) await db.insert(user_roles).values({ user_id: owner.id, role: "admin" });
    // Sonia: overdue by three days, due today, due tomorrow; a won one and a deleted one that say nothing.
    await request("overdue", { owner: owners.sonia.id, followUpOn: day(-3), first: "Leïla", type: "Mariage", stage: "qualified" });
    await request("today", { owner: owners.sonia.id, followUpOn: DAY, first: "Mehdi", type: "Congrès médical", stage: "new" });
    await request("tomorrow", { owner: owners.sonia.id, followUpOn: day(1), first: "Rim", type: "Soirée de gala", stage: "proposal_sent" });
    await request("won", { owner: owners.sonia.id, followUpOn: day(-1), stage: "won" });
    await request("gone", { owner: owners.sonia.id, followUpOn: DAY, deleted: true });
    await request("karim", { owner: owners.karim.id, followUpOn: day(-1), first: "Olfa", type: "Séminaire d'entreprise", stage: "proposal_sent" });
    await request("nobody", { owner: null, followUpOn: DAY, first: "Sami" });
    await request("former", { owner: owners.former.id, followUpOn: DAY, first: "Hela" });
    await request("nadia", { owner: owners.nadia.id, followUpOn: day(5), first: "Ines" });
    await request("no-date", { owner: owners.nadia.id, followUpOn: null });
  });
  afterAll(() => database.dispose());

  const digests = async (db: Db) => db.select().from(mail_queue).where(eq(mail_queue.kind, DIGEST_MAIL_KIND));
  const digestRows = async (db: Db) => db.select().from(follow_up_digests);

  it("lists an owner's open follow-ups due today and overdue, longest overdue first, bounded, and counts everyone's", async () => {
    const db = database.db;
    const mine = await getDueFollowUps(db, { today: DAY, ownerId: owners.sonia.id, limit: 10 });
    expect(mine).toEqual([
      { messageId: ids.overdue, href: `/admin/contact/demandes/${ids.overdue}`, client: "Leïla Haddad", eventType: "Mariage", followUpOn: day(-3), stage: "qualified" },
      { messageId: ids.today, href: `/admin/contact/demandes/${ids.today}`, client: "Mehdi Haddad", eventType: "Congrès médical", followUpOn: DAY, stage: "new" },
    ]);
    expect((await getDueFollowUps(db, { today: DAY, ownerId: owners.sonia.id, limit: 1 })).map((line) => line.messageId)).toEqual([ids.overdue]);
    expect(await countDueFollowUps(db, { today: DAY, ownerId: owners.sonia.id })).toBe(2);
    // Everyone's: Sonia's two, Karim's, the one without an owner and the former admin's.
    expect(await countDueFollowUps(db, { today: DAY })).toBe(5);
    const all = await getDueFollowUps(db, { today: DAY, limit: 3 });
    expect(all.map((line) => line.messageId)).toEqual([ids.overdue, ids.karim, ids.today]);
    // The next day, tomorrow's is due as well.
    expect(await countDueFollowUps(db, { today: day(1), ownerId: owners.sonia.id })).toBe(3);
  });

  it("sends nothing before 8 h in Tunis", async () => {
    const db = database.db;
    expect(await sendFollowUpDigests(db, new Date("2031-03-12T06:59:00Z"))).toBe(0);
    expect(await digests(db)).toEqual([]);
    expect(await digestRows(db)).toEqual([]);
  });

  it("sends each owner with follow-ups due one digest a day, also when two instances pass at once", async () => {
    const db = database.db;
    // A second instance: its own pool on the same PostgreSQL database; PGlite has one process.
    const second = database.url ? openPostgres(database.url, { max: 3 }) : null;
    const other = second?.db ?? db;
    try {
      const passes = await Promise.all([sendFollowUpDigests(db, MORNING), sendFollowUpDigests(other, MORNING), sendFollowUpDigests(db, MORNING)]);
      expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(2);
      const mails = await digests(db);
      expect(mails.map((mail) => mail.to).sort()).toEqual([owners.karim.email, owners.sonia.email]);
      expect((await digestRows(db)).map((row) => [row.owner_id, row.day]).sort()).toEqual([
        [owners.karim.id, DAY],
        [owners.sonia.id, DAY],
      ]);

      // Sonia's e-mail: her two follow-ups, the overdue one first, each with its file's link.
      const sonia = mails.find((mail) => mail.to === owners.sonia.email)!;
      const base = env().PUBLIC_URL;
      expect(sonia.subject).toBe("Vos relances du jour : 2 demandes");
      expect(sonia.text).toBe(
        [
          "Bonjour Sonia Ben Salah,",
          "",
          "Voici les demandes que vous suivez dont la relance tombe aujourd'hui, 12 mars 2031, ou est déjà passée (1 en retard).",
          "",
          "- Leïla Haddad · Mariage · Qualifiée",
          "  Relance en retard, prévue le 9 mars 2031",
          `  ${base}/admin/contact/demandes/${ids.overdue}`,
          "- Mehdi Haddad · Congrès médical · Nouvelle",
          "  Relance aujourd'hui",
          `  ${base}/admin/contact/demandes/${ids.today}`,
          "",
          "Voir toutes les relances de l'équipe :",
          `${base}/admin/contact?relance=due`,
          "",
          "Cet e-mail vous est envoyé chaque matin à 8 h lorsque des relances vous attendent.",
        ].join("\n"),
      );
      // The HTML part says the same, in the agency's frame, with the same links.
      const html = sonia.html!.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      for (const sentence of ["Vos relances du jour", "Bonjour Sonia Ben Salah,", "Leïla Haddad", "Mariage · Qualifiée", "Relance en retard, prévue le 9 mars 2031", "Relance aujourd'hui", "Voir toutes les relances de l'équipe", "We Make It Real"]) {
        expect(html).toContain(sentence);
      }
      expect(html).toContain(`href="${base}/admin/contact/demandes/${ids.overdue}"`);
      expect(html).toContain(`href="${base}/admin/contact?relance=due"`);

      // Later the same day, from either instance: nothing more.
      const later = new Date(MORNING.getTime() + 3 * 3_600_000);
      expect(await Promise.all([sendFollowUpDigests(db, later), sendFollowUpDigests(other, later)])).toEqual([0, 0]);
      expect(await digests(db)).toHaveLength(2);

      // The next day before 8 h: nothing; from 8 h: one more each, Sonia's with tomorrow's request too.
      expect(await sendFollowUpDigests(other, new Date("2031-03-13T06:59:00Z"))).toBe(0);
      const nextMorning = new Date("2031-03-13T07:05:00Z");
      await Promise.all([sendFollowUpDigests(db, nextMorning), sendFollowUpDigests(other, nextMorning)]);
      const next = (await digests(db)).filter((mail) => !mails.some((first) => first.id === mail.id));
      expect(next.map((mail) => mail.to).sort()).toEqual([owners.karim.email, owners.sonia.email]);
      expect(next.find((mail) => mail.to === owners.sonia.email)!.subject).toBe("Vos relances du jour : 3 demandes");

      // Nadia (due next week only) and the former administrator never got one.
      const everyone = (await digests(db)).map((mail) => mail.to);
      expect(everyone).not.toContain(owners.nadia.email);
      expect(everyone).not.toContain(owners.former.email);
    } finally {
      await second?.close();
    }
  });

  it("takes an owner's day once when two transactions race for it", async () => {
    const db = database.db;
    const second = database.url ? openPostgres(database.url, { max: 3 }) : null;
    const other = second?.db ?? db;
    try {
      const raced = day(2);
      const now = new Date(`${raced}T09:00:00Z`);
      const results = await Promise.all([sendOwnerDigest(db, owners.karim, raced, now), sendOwnerDigest(other, owners.karim, raced, now), sendOwnerDigest(other, owners.karim, raced, now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const rows = (await digestRows(db)).filter((row) => row.owner_id === owners.karim.id && row.day === raced);
      expect(rows).toHaveLength(1);
      const karims = (await digests(db)).filter((mail) => mail.to === owners.karim.email);
      expect(karims).toHaveLength(3);
      // An owner with nothing due takes no day and gets no e-mail.
      expect(await sendOwnerDigest(db, owners.nadia, raced, now)).toBe(false);
      expect((await digestRows(db)).filter((row) => row.owner_id === owners.nadia.id)).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});
