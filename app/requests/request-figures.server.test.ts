import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact_messages, event_requests } from "~/db/schema";
import type { RequestStage } from "~/requests/stages";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { conversionText, FIGURE_EVENT_TYPES, hoursText, unanswered, type FigureMonth } from "./request-figures";
import { loadRequestFigures } from "./request-figures.server";

// The requests' figures (issue 24) on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), from a small fixed set with known answers: a request counts in the
// Tunis month its message arrived (23:30 on the last day of February, Tunis, is February), a
// decision in the month it was made, the deleted message's request nowhere, a type the form no
// longer offers as 'Autre'; the median time to the first answer per month and over the year,
// those without an answer apart; nothing before the twelve months.

/** 15 March 2031, 11 h in Tunis: the twelve months run from April 2030 to March 2031. */
const NOW = new Date("2031-03-15T10:00:00Z");
const HOUR = 3_600_000;

type Fixture = {
  /** The message's arrival, UTC. */
  at: string;
  type: string;
  /** Hours to the first answer; none when unanswered. */
  answeredAfter?: number;
  stage?: RequestStage;
  /** The decision, UTC. */
  decidedAt?: string;
  wonValue?: string;
  /** A message without its request row (older data): it counts, unanswered and undecided. */
  noRequest?: boolean;
  deleted?: boolean;
};

const FIXTURES: Fixture[] = [
  // April 2030: arrived at 00:10 on 1 April in Tunis (still 31 March in UTC); lost in May.
  { at: "2030-03-31T23:10:00Z", type: "Soirée de gala", stage: "lost", decidedAt: "2030-05-03T09:00:00Z" },
  // Arrived before the period, won inside it (April 2030).
  { at: "2030-03-20T09:00:00Z", type: "Mariage", answeredAfter: 30, stage: "won", decidedAt: "2030-04-02T09:00:00Z", wonValue: "800.00" },
  // Arrived and won before the period (23:00 on 31 March in Tunis): nowhere.
  { at: "2030-03-01T09:00:00Z", type: "Mariage", answeredAfter: 1, stage: "won", decidedAt: "2030-03-31T22:00:00Z", wonValue: "999.00" },
  // January 2031.
  { at: "2031-01-10T09:00:00Z", type: "Lancement de produit", answeredAfter: 6, stage: "won", decidedAt: "2031-01-20T09:00:00Z", wonValue: "2000.00" },
  { at: "2031-01-12T09:00:00Z", type: "Mariage", noRequest: true },
  // February 2031: 23:30 on 28 February in Tunis; won at 00:30 on 1 March in Tunis (a March decision).
  { at: "2031-02-28T22:30:00Z", type: "Séminaire d'entreprise", answeredAfter: 10, stage: "won", decidedAt: "2031-02-28T23:30:00Z", wonValue: "3000.00" },
  { at: "2031-02-14T09:00:00Z", type: "Mariage", answeredAfter: 3 },
  // March 2031: 00:30 on 1 March in Tunis, of a type the form no longer offers.
  { at: "2031-02-28T23:30:00Z", type: "Bal masqué", answeredAfter: 1 },
  { at: "2031-03-02T08:00:00Z", type: "Mariage", answeredAfter: 2, stage: "won", decidedAt: "2031-03-10T09:00:00Z", wonValue: "12500.50" },
  { at: "2031-03-05T09:00:00Z", type: "Mariage", answeredAfter: 4.5, stage: "lost", decidedAt: "2031-03-11T09:00:00Z" },
  { at: "2031-03-14T09:00:00Z", type: "Congrès médical" },
  // A deleted message: its request, won in March, counts nowhere.
  { at: "2031-03-03T09:00:00Z", type: "Mariage", answeredAfter: 1, stage: "won", decidedAt: "2031-03-04T09:00:00Z", wonValue: "50000.00", deleted: true },
];

const typeCounts = (counts: Record<string, number>) => FIGURE_EVENT_TYPES.map((type) => counts[type] ?? 0);

describe.each(testDatabaseTargets())("the requests' figures on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const db = database.db;
    for (const [index, fixture] of FIXTURES.entries()) {
      const at = new Date(fixture.at);
      const [message] = await db
        .insert(contact_messages)
        .values({ first_name: `Client ${index}`, last_name: "Test", email: `c${index}@example.test`, event_type: fixture.type, message: "Un projet.", created_at: at, updated_at: at })
        .returning();
      if (!fixture.noRequest) {
        const stage = fixture.stage ?? "new";
        await db.insert(event_requests).values({
          message_id: message!.id,
          stage,
          created_at: at,
          first_answer_at: fixture.answeredAfter === undefined ? null : new Date(at.getTime() + fixture.answeredAfter * HOUR),
          decided_at: fixture.decidedAt ? new Date(fixture.decidedAt) : null,
          won_value: fixture.wonValue ?? null,
          lost_reason: stage === "lost" ? "budget" : null,
        });
      }
      if (fixture.deleted) await db.delete(contact_messages).where(eq(contact_messages.id, message!.id));
    }
  });
  afterAll(() => database.dispose());

  it("counts requests by month of arrival and type, decisions by month, and the median first answer", async () => {
    const figures = await loadRequestFigures(database.db, NOW);
    expect(figures.today).toBe("2031-03-15");
    expect(figures.months.map((m) => m.key)).toEqual([
      "2030-04", "2030-05", "2030-06", "2030-07", "2030-08", "2030-09", "2030-10", "2030-11", "2030-12", "2031-01", "2031-02", "2031-03",
    ]);
    const month = (key: string) => figures.months.find((m) => m.key === key)!;
    const counts = ({ requests, total, answered, medianHours, won, lost, wonValue }: FigureMonth | typeof figures.totals) => ({ requests, total, answered, medianHours, won, lost, wonValue });

    expect(counts(month("2030-04"))).toEqual({ requests: typeCounts({ "Soirée de gala": 1 }), total: 1, answered: 0, medianHours: null, won: 1, lost: 0, wonValue: "800.00" });
    expect(counts(month("2030-05"))).toEqual({ requests: typeCounts({}), total: 0, answered: 0, medianHours: null, won: 0, lost: 1, wonValue: "0.00" });
    expect(counts(month("2030-09"))).toEqual({ requests: typeCounts({}), total: 0, answered: 0, medianHours: null, won: 0, lost: 0, wonValue: "0.00" });
    expect(counts(month("2031-01"))).toEqual({
      requests: typeCounts({ "Lancement de produit": 1, Mariage: 1 }),
      total: 2,
      answered: 1,
      medianHours: 6,
      won: 1,
      lost: 0,
      wonValue: "2000.00",
    });
    // Two answers: the median is between them, (3 + 10) / 2.
    expect(counts(month("2031-02"))).toEqual({
      requests: typeCounts({ "Séminaire d'entreprise": 1, Mariage: 1 }),
      total: 2,
      answered: 2,
      medianHours: 6.5,
      won: 0,
      lost: 0,
      wonValue: "0.00",
    });
    expect(counts(month("2031-03"))).toEqual({
      requests: typeCounts({ Mariage: 2, "Congrès médical": 1, Autre: 1 }),
      total: 4,
      answered: 3,
      medianHours: 2,
      won: 2,
      lost: 1,
      wonValue: "15500.50",
    });
    // Over the year: 1, 2, 3, 4.5, 6, 10 hours → 3.75, shown to a tenth.
    expect(counts(figures.totals)).toEqual({
      requests: typeCounts({ Mariage: 4, "Congrès médical": 1, "Séminaire d'entreprise": 1, "Soirée de gala": 1, "Lancement de produit": 1, Autre: 1 }),
      total: 9,
      answered: 6,
      medianHours: 3.8,
      won: 4,
      lost: 2,
      wonValue: "18300.50",
    });
    expect(conversionText(figures.totals.won, figures.totals.lost)).toBe("66,7\u00a0%");
    expect(conversionText(month("2030-05").won, month("2030-05").lost)).toBe("0\u00a0%");
    expect(hoursText(figures.totals.medianHours)).toBe("3,8\u00a0h");
    expect(unanswered(figures.totals)).toBe(3);
  });

  it("is all zeros a year later, when every row is older than the twelve months", async () => {
    const figures = await loadRequestFigures(database.db, new Date("2032-04-15T10:00:00Z"));
    expect(figures.months[0]!.key).toBe("2031-05");
    expect(figures.totals).toEqual({ requests: typeCounts({}), total: 0, answered: 0, medianHours: null, won: 0, lost: 0, wonValue: "0.00" });
  });
});
