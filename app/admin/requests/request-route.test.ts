import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { contact_messages, event_quotes, event_requests, user_roles } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import * as contactRoute from "~/routes/admin/contact";
import * as requestRoute from "~/routes/admin/request";
import * as boardRoute from "~/routes/admin/requests-board";
import type { RequestFormFailure } from "./request-page.server";

// A request's file, the list's request filters and the board (issue 24), through their routes:
// the admin role first, the forms' refusals with what was typed, the stage rules, the version
// check, and the list and board filtered by stage, owner, event type and follow-up.

const route = setUpAdminRoute("requests");

type FileData = Awaited<ReturnType<typeof requestRoute.loader>>;
type ListData = Awaited<ReturnType<typeof contactRoute.loader>>;
type BoardData = Awaited<ReturnType<typeof boardRoute.loader>>;

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<object>(request), params }) as A;
const file = (id: string, cookie: string = route.admin) =>
  settle<FileData>(() => requestRoute.loader(withParams(getRequest(`/admin/contact/demandes/${id}`, cookie), { id })));
const act = (id: string, fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult | RequestFormFailure>(() => requestRoute.action(withParams(postRequest(`/admin/contact/demandes/${id}`, fields, cookie), { id })));
const list = (search: string) => settle<ListData>(() => contactRoute.loader(routeArgs(getRequest(`/admin/contact${search}`, route.admin))));
const board = (search = "") => settle<BoardData>(() => boardRoute.loader(routeArgs(getRequest(`/admin/contact/tableau${search}`, route.admin))));
const move = (fields: Record<string, string>) => settle<DeskActionResult>(() => boardRoute.action(routeArgs(postRequest("/admin/contact/tableau", { intent: "move", ...fields }, route.admin))));

async function message(first_name: string, event_type = "Mariage") {
  const [row] = await route.database.db
    .insert(contact_messages)
    .values({ first_name, last_name: "Trabelsi", email: `${first_name.toLowerCase()}@example.tn`, event_type, message: "Nous préparons un événement.", event_date: "2027-05-20", guest_count: 120 })
    .returning();
  return row!;
}

let adminId: string;
beforeEach(async () => {
  await route.database.db.delete(contact_messages);
  await route.database.db.delete(event_requests);
  const [role] = await route.database.db.select({ user_id: user_roles.user_id }).from(user_roles).limit(1);
  adminId = role!.user_id;
});

describe("a request's file", () => {
  it("opens for an admin only, and answers 404 for a message that does not exist", async () => {
    const leila = await message("Leïla");
    expect((await file(leila.id, route.member)).status).toBe(302);
    expect((await file(leila.id, "")).status).toBe(302);
    expect((await file("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await file("pas-un-id")).status).toBe(404);
    const opened = await file(leila.id);
    expect(opened.data?.request).toMatchObject({ stage: "new", stageLabel: "Nouvelle", version: 1, guests: 120 });
    expect(opened.data?.owners.map((owner) => owner.id)).toContain(adminId);
    expect((await act(leila.id, { intent: "note", body: "Rappeler jeudi." }, route.member)).status).toBe(403);
  });

  it("qualifies and assigns, keeps what was typed on a refusal, and refuses a stale form", async () => {
    const leila = await message("Leïla");
    await file(leila.id);
    const refused = await act(leila.id, { intent: "details", version: "1", owner: adminId, budget: "trop", follow_up_on: "", event_date: "2027-05-20", guests: "120" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ intent: "details", fieldErrors: { budget: "Montant invalide (exemple : 150 ou 150,50)." }, values: { budget: "trop", owner: adminId } });

    const saved = await act(leila.id, { intent: "details", version: "1", owner: adminId, budget: "30 000", follow_up_on: todayInTunis(), event_date: "2027-05-20", guests: "150" });
    expect(saved.data).toMatchObject({ ok: true, toast: { title: "Dossier enregistré" } });
    expect((await act(leila.id, { intent: "stage", version: "2", stage: "qualified" })).data).toMatchObject({ ok: true, toast: { title: "Demande « Qualifiée »" } });
    const stale = await act(leila.id, { intent: "stage", version: "2", stage: "proposal_sent" });
    expect(stale.status).toBe(409);
    const won = await act(leila.id, { intent: "stage", version: "3", stage: "won" });
    expect(won.data).toMatchObject({ fieldErrors: { won_value: "Une demande gagnée a une valeur : indiquez le montant du projet (DT HT)." } });
    expect((await act(leila.id, { intent: "stage", version: "3", stage: "lost", lost_reason: "budget" })).data).toMatchObject({ ok: true });

    const after = await file(leila.id);
    expect(after.data?.request).toMatchObject({ stage: "lost", lostReasonLabel: "Budget insuffisant", follow_up_on: null, ownerName: expect.any(String) });
    expect(after.data?.events.map((event) => event.summary)).toEqual(["Étape : Qualifiée → Perdue", "Étape : Nouvelle → Qualifiée", "Dossier mis à jour"]);
  });
});

describe("the file's stage after a quote (issue 38)", () => {
  it("never starts 'Passer à' on a stage before the current one, and proposes 'Gagnée' in one click once the client accepted the quote", async () => {
    const db = route.database.db;
    const leila = await message("Leïla");
    expect((await file(leila.id)).data).toMatchObject({ defaultStage: "qualified", winProposal: null });
    await db.update(event_requests).set({ stage: "proposal_sent", version: 2 }).where(eq(event_requests.message_id, leila.id));
    expect((await file(leila.id)).data).toMatchObject({ defaultStage: "won", winProposal: null });

    // A quote sent, then accepted online by the client.
    const quote = {
      message_id: leila.id,
      number: "DEV-2027-0042",
      year: 2027,
      sequence: 42,
      lines: [{ kind: "free" as const, description: "Coordination du jour J", quantity: 1, unit_price: "10070.00", vat_rate: "19.00" }],
      total_ht: "10070.00",
      total_ttc: "11984.30",
      data: {},
      pdf: Buffer.from("%PDF-1.4"),
      issued_by: "devis@example.test",
      sent_at: new Date(),
    };
    await db.insert(event_quotes).values({ ...quote, version: 1 });
    expect((await file(leila.id)).data!.winProposal).toBeNull();
    await db.update(event_quotes).set({ accepted_name: "Leïla Trabelsi", accepted_at: new Date("2027-03-02T09:30:00Z") }).where(eq(event_quotes.message_id, leila.id));
    const proposed = (await file(leila.id)).data!;
    expect(proposed.winProposal).toMatchObject({ quote: "DEV-2027-0042 version 1", acceptedBy: "Leïla Trabelsi", wonValue: "10070,00" });
    expect(proposed.winProposal!.wonText).toMatch(/^10\s070,00\sDT$/);

    // The one click posts what the button carries: the stage, the value and the file's version.
    const won = await act(leila.id, { intent: "stage", version: String(proposed.request.version), stage: "won", won_value: proposed.winProposal!.wonValue });
    expect(won.data).toMatchObject({ ok: true, toast: { title: "Demande « Gagnée »" } });
    const after = (await file(leila.id)).data!;
    expect(after.request).toMatchObject({ stage: "won", won_value: "10070.00" });
    // Decided: nothing proposed, and reopening is chosen rather than defaulted.
    expect(after).toMatchObject({ winProposal: null, defaultStage: null, nextStages: [{ value: "qualified", label: "Qualifiée" }] });
    expect((await act(leila.id, { intent: "stage", version: String(after.request.version), stage: "" })).data).toMatchObject({ fieldErrors: { stage: "Choisissez l'étape dans la liste." } });

    // A newer version not accepted yet: the acceptance of the older one proposes nothing.
    const karim = await message("Karim");
    await file(karim.id);
    await db.update(event_requests).set({ stage: "proposal_sent" }).where(eq(event_requests.message_id, karim.id));
    await db.insert(event_quotes).values([
      { ...quote, message_id: karim.id, number: "DEV-2027-0043", sequence: 43, version: 1, accepted_name: "Karim", accepted_at: new Date() },
      { ...quote, message_id: karim.id, number: "DEV-2027-0043", sequence: 43, version: 2 },
    ]);
    expect((await file(karim.id)).data!.winProposal).toBeNull();
  });
});

describe("the list's and the board's request filters", () => {
  it("filter by stage, owner, event type and follow-up due, and move a card between columns", async () => {
    const db = route.database.db;
    const [a, b, c] = [await message("Amel", "Mariage"), await message("Karim", "Congrès médical"), await message("Sonia", "Mariage")];
    for (const m of [a, b, c]) await file(m.id);
    await db.update(event_requests).set({ stage: "qualified", owner_id: adminId, follow_up_on: addDays(todayInTunis(), -1) }).where(eq(event_requests.message_id, a.id));
    await db.update(event_requests).set({ stage: "qualified", follow_up_on: addDays(todayInTunis(), 5) }).where(eq(event_requests.message_id, b.id));

    const names = (data: ListData | undefined) => data?.messages.map((m) => m.first_name).sort();
    expect(names((await list("?etape=qualified")).data)).toEqual(["Amel", "Karim"]);
    expect(names((await list("?responsable=moi")).data)).toEqual(["Amel"]);
    expect(names((await list("?responsable=aucun")).data)).toEqual(["Karim", "Sonia"]);
    expect(names((await list("?type=Mariage&etape=qualified")).data)).toEqual(["Amel"]);
    expect(names((await list("?relance=due")).data)).toEqual(["Amel"]);
    const amel = (await list("?relance=due")).data!;
    expect(amel.window.total).toBe(1);
    expect(amel.messages[0]?.request).toMatchObject({ stage: "qualified", ownerName: expect.any(String) });
    // Outside the lists: the whole list.
    expect((await list("?etape=gagnee&responsable=%3Cscript%3E&type=Bal")).data?.messages).toHaveLength(3);

    const columns = (await board()).data!.columns;
    expect(columns.map((column) => [column.stage, column.count])).toEqual([["new", 1], ["qualified", 2], ["proposal_sent", 0], ["won", 0], ["lost", 0]]);
    expect(columns[1]!.cards.find((card) => card.id === b.id)?.moves).toEqual({ previous: { stage: "new", label: "Nouvelle" }, next: { stage: "proposal_sent", label: "Proposition envoyée" } });
    expect((await board("?type=Congr%C3%A8s%20m%C3%A9dical")).data!.columns[1]!.cards.map((card) => card.name)).toEqual(["Karim Trabelsi"]);

    expect((await move({ id: b.id, version: "1", stage: "proposal_sent" })).data).toMatchObject({ ok: true, toast: { title: "Demande déplacée" } });
    // Won from the board: refused, the value is asked in the file.
    expect((await move({ id: b.id, version: "2", stage: "won" })).status).toBe(400);
    expect((await move({ id: b.id, version: "1", stage: "qualified" })).status).toBe(409);
  });
});
