import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact_messages, event_requests, user, user_roles } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { readRequestAccessToken, requestAccessToken } from "./access.server";
import { RequestDetailsSchema, StageChangeSchema } from "./request-schema";
import { addRequestNote, addThreadMessage, changeStage, ensureRequest, getRequestFile, updateRequestDetails } from "./requests.server";
import { defaultNextStage, neighbourStages, nextStages, REQUEST_STAGES } from "./stages";

// The request's file (issue 24) on a real database: made for any message, stage rules (won with
// a value, lost with a reason, decided ones only reopened), an owner who is an admin, the version
// check between two pages, notes and the timeline; the client's token, canonical only.

const ADMIN = "suivi@imagine-events.tn";

describe("stages", () => {
  it("moves an open request anywhere, a decided one only back to 'Qualifiée'", () => {
    expect(nextStages("new")).toEqual(["qualified", "proposal_sent", "won", "lost"]);
    expect(nextStages("won")).toEqual(["qualified"]);
    expect(neighbourStages("qualified")).toEqual({ previous: "new", next: "proposal_sent" });
    expect(neighbourStages("lost")).toEqual({ previous: null, next: null });
  });

  it("starts 'Passer à' on the next stage forward, never on one before the current (issue 38)", () => {
    expect(defaultNextStage("new")).toBe("qualified");
    expect(defaultNextStage("qualified")).toBe("proposal_sent");
    expect(defaultNextStage("proposal_sent")).toBe("won");
    // A decided request: reopening it is a choice, not a default.
    expect(defaultNextStage("won")).toBeNull();
    expect(defaultNextStage("lost")).toBeNull();
    for (const stage of REQUEST_STAGES) {
      const next = defaultNextStage(stage);
      if (next) {
        expect(nextStages(stage)).toContain(next);
        expect(REQUEST_STAGES.indexOf(next)).toBeGreaterThan(REQUEST_STAGES.indexOf(stage));
      }
    }
    expect(StageChangeSchema.safeParse({ version: "3", stage: "" }).error?.issues[0]?.message).toBe("Choisissez l'étape dans la liste.");
  });

  it("refuses a won request without its value, a lost one without its reason, a past follow-up", () => {
    const stage = (fields: Record<string, string>) => StageChangeSchema.safeParse({ version: "1", ...fields });
    expect(stage({ stage: "won" }).error?.issues[0]?.message).toBe("Une demande gagnée a une valeur : indiquez le montant du projet (DT HT).");
    expect(stage({ stage: "won", won_value: "0" }).success).toBe(false);
    expect(stage({ stage: "won", won_value: "12 500,50" }).data?.won_value).toBe("12500.50");
    expect(stage({ stage: "lost" }).error?.issues[0]?.message).toBe("Une demande perdue a une raison : choisissez-la dans la liste.");
    expect(stage({ stage: "lost", lost_reason: "other" }).error?.issues[0]?.message).toBe("Précisez la raison de la perte.");
    expect(stage({ stage: "lost", lost_reason: "budget" }).success).toBe(true);
    const details = (fields: Record<string, string>) => RequestDetailsSchema.safeParse({ version: "1", ...fields });
    expect(details({ follow_up_on: addDays(todayInTunis(), -1) }).error?.issues[0]?.message).toBe("La date de relance ne peut pas être dans le passé.");
    expect(details({ follow_up_on: addDays(todayInTunis(), 800) }).success).toBe(false);
    expect(details({ budget: "beaucoup" }).error?.issues[0]?.message).toBe("Montant invalide (exemple : 150 ou 150,50).");
    expect(details({ guests: "0" }).success).toBe(false);
  });
});

describe("the request's token", () => {
  it("opens its own request only, in its canonical spelling", () => {
    const id = "0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e";
    const token = requestAccessToken(id, 1);
    expect(readRequestAccessToken(token)).toEqual({ id, version: 1 });
    expect(readRequestAccessToken(requestAccessToken(id, 4))).toEqual({ id, version: 4 });
    expect(readRequestAccessToken(token.slice(0, -1))).toBeNull();
    expect(readRequestAccessToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
  });
});

describe.each(testDatabaseTargets())("a request's file on $label", ({ create }) => {
  let database: TestDatabase;
  let adminId: string;
  beforeAll(async () => {
    database = await create();
    adminId = "admin-suivi";
    await database.db.insert(user).values({ id: adminId, name: "Sonia Ben Salah", email: ADMIN });
    await database.db.insert(user_roles).values({ user_id: adminId, role: "admin" });
    await database.db.insert(user).values({ id: "client-1", name: "Client", email: "client@example.test" });
  });
  afterAll(() => database.dispose());

  async function message() {
    const [row] = await database.db
      .insert(contact_messages)
      .values({ first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", event_type: "Mariage", event_date: "2027-06-12", guest_count: 180, message: "Mariage à Hammamet" })
      .returning();
    return row!;
  }

  it("is made for any message, edited with the version check, owned by an admin only", async () => {
    const db = database.db;
    const msg = await message();
    const request = await ensureRequest(db, msg.id);
    expect(request).toMatchObject({ stage: "new", version: 1, event_date: "2027-06-12", guests: 180, owner_id: null });
    expect(await ensureRequest(db, "00000000-0000-4000-8000-000000000000")).toBeNull();

    const details = (fields: Record<string, string>) => RequestDetailsSchema.parse({ version: "1", ...fields });
    await expect(updateRequestDetails(db, msg.id, details({ owner: "client-1" }), ADMIN)).rejects.toMatchObject({ field: "owner", message: "Le responsable doit être un administrateur." });
    const saved = await updateRequestDetails(db, msg.id, details({ owner: adminId, budget: "25 000", follow_up_on: addDays(todayInTunis(), 3), event_date: "2027-06-12", guests: "200" }), ADMIN);
    expect(saved.request).toMatchObject({ owner_id: adminId, budget: "25000.00", guests: 200, version: 2 });
    expect(saved.changes).toEqual([
      "Responsable : personne → Sonia Ben Salah",
      expect.stringMatching(/^Relance : aucune → /),
      expect.stringMatching(/^Budget estimé : — → 25/),
      "Invités : 180 → 200",
    ]);
    // The same form again, from the page of before: refused, nothing changed.
    await expect(updateRequestDetails(db, msg.id, details({ budget: "1" }), ADMIN)).rejects.toMatchObject({ status: 409 });
    expect((await db.select().from(event_requests).where(eq(event_requests.message_id, msg.id)))[0]!.budget).toBe("25000.00");
  });

  it("follows the stage rules and writes the timeline; notes and the thread", async () => {
    const db = database.db;
    const msg = await message();
    await ensureRequest(db, msg.id);
    const stage = (version: number, fields: Record<string, string>) => StageChangeSchema.parse({ version: String(version), ...fields });
    await changeStage(db, msg.id, stage(1, { stage: "qualified" }), ADMIN);
    const won = await changeStage(db, msg.id, stage(2, { stage: "won", won_value: "18000" }), ADMIN);
    expect(won).toMatchObject({ stage: "won", won_value: "18000.00", follow_up_on: null });
    expect(won.decided_at).toBeInstanceOf(Date);
    await expect(changeStage(db, msg.id, stage(3, { stage: "lost", lost_reason: "budget" }), ADMIN)).rejects.toMatchObject({ status: 409, message: "Une demande « Gagnée » ne passe pas à « Perdue » : rouvrez-la d'abord." });
    const reopened = await changeStage(db, msg.id, stage(3, { stage: "qualified" }), ADMIN);
    expect(reopened).toMatchObject({ stage: "qualified", won_value: null, decided_at: null });

    await addRequestNote(db, msg.id, "Appelée : préfère un devis avant vendredi.", ADMIN);
    const reply = await db.transaction((tx) => addThreadMessage(tx, { messageId: msg.id, direction: "agency", subject: "Votre mariage", body: "Bonjour", author: ADMIN }));
    await db.transaction((tx) => addThreadMessage(tx, { messageId: msg.id, direction: "client", subject: null, body: "Merci !", author: "Leïla Haddad" }));
    const file = await getRequestFile(db, msg.id);
    expect(file?.request.first_answer_at?.getTime()).toBe(reply.created_at.getTime());
    expect(file?.request.unread).toBe(1);
    expect(file?.notes.map((note) => note.body)).toEqual(["Appelée : préfère un devis avant vendredi."]);
    expect(file?.events.map((event) => event.summary)).toEqual([
      "Note interne ajoutée",
      "Étape : Gagnée → Qualifiée",
      "Étape : Qualifiée → Gagnée",
      "Étape : Nouvelle → Qualifiée",
    ]);
  });
});
