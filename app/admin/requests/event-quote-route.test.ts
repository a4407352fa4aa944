import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contact_messages, event_quote_drafts, event_quotes, packages, request_events, request_thread } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { requestAccessToken } from "~/requests/access.server";
import { ensureRequest } from "~/requests/requests.server";
import * as documentRoute from "~/routes/admin/event-quote-document";
import * as editorRoute from "~/routes/admin/event-quote";
import * as requestRoute from "~/routes/admin/request";
import { titleTooLongMessage } from "~/requests/event-quotes/event-quote-schema";
import * as acceptRoute from "~/routes/site/event-quote-accept";
import * as clientDocumentRoute from "~/routes/site/event-quote-document";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import type { DraftAutosaveResult, EventQuoteEditorResult } from "./event-quote-editor.server";

// The event quote editor through its route (issue 24), as a browser without JavaScript posts it:
// every button sends every line; a preset from the site's packages, a catalogue product; refusals
// (absurd lines, units taken, a stale page) answer with what was typed; issuing, the PDF for the
// admin and for the client by the token only, sending, and the client's acceptance.

const route = setUpAdminRoute("event-quote", {
  seed: async (database) => {
    await insertSiteSettings(database.db);
    await database.db.insert(packages).values([
      { page_route: "/yourday", name: "Essentiel", price: "4 900", features: ["Décoration de la salle et des tables"], display_order: 1 },
      { page_route: "/yourday", name: "Premium", price: "9 800", features: ["Piste de danse LED", "Photographe et vidéaste"], display_order: 2 },
      { page_route: "/yourday", name: "Prestige", price: "Sur devis", features: [], display_order: 3 },
    ]);
  },
});

type Data = Awaited<ReturnType<typeof editorRoute.loader>>;
type Line = { kind: string; description: string; quantity: string; unit_price: string; vat_rate: string; product_id: string; from: string; to: string };
type Form = { based_on?: string; title?: string; notes?: string; preset?: string; recherche?: string; rental_quantity?: string; rental_from?: string; rental_to?: string; lines?: Line[] };

const ORIGIN = "http://localhost:3000";
const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;

/** The form as the browser sends it: the scalar fields, then each line's eight inputs in order. */
function formBody(intent: string, form: Form): URLSearchParams {
  const body = new URLSearchParams();
  body.append("intent", intent);
  for (const [name, value] of Object.entries(form)) if (name !== "lines" && typeof value === "string") body.append(name, value);
  for (const line of form.lines ?? []) {
    for (const field of ["kind", "description", "quantity", "unit_price", "vat_rate", "product_id", "from", "to"] as const) body.append(`line_${field}`, line[field]);
  }
  return body;
}

const post = (id: string, body: URLSearchParams, cookie: string = route.admin) =>
  settle<EventQuoteEditorResult>(() =>
    editorRoute.action(withParams(new Request(`${ORIGIN}/admin/contact/demandes/${id}/devis`, { method: "POST", headers: { Cookie: cookie, "X-Imagine-Client-Ip": "203.0.113.9" }, body }), { id })),
  );
const open = (id: string, cookie: string = route.admin) => settle<Data>(() => editorRoute.loader(withParams(getRequest(`/admin/contact/demandes/${id}/devis`, cookie), { id })));
/** The next form from an answer: what the server sent back, as the page would post it again. */
const next = (state: EventQuoteEditorResult["state"], changes: Form = {}): Form => {
  const { search, ...values } = state.values;
  return { ...values, recherche: search, ...changes };
};

async function newRequest() {
  const [message] = await route.database.db
    .insert(contact_messages)
    .values({ first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", event_type: "Mariage", event_date: addDays(todayInTunis(), 41), guest_count: 180, message: "Mariage à Hammamet" })
    .returning();
  await ensureRequest(route.database.db, message!.id);
  return message!;
}

describe("the event quote editor", () => {
  it("refuses visitors and non-admins, and answers 404 for an unknown request", async () => {
    const message = await newRequest();
    expect((await open(message.id, "")).status).toBe(302);
    expect((await open(message.id, route.member)).status).toBe(302);
    expect((await post(message.id, formBody("add-free", {}), route.member)).status).toBe(403);
    expect((await open("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open("pas-un-id")).status).toBe(404);
  });

  it("builds a quote from a wedding package and a rental product, keeps what was typed on each refusal, issues it", async () => {
    const db = route.database.db;
    const lyre = await insertProduct(db, { name: `Lyre LED ${Math.random().toString(36).slice(2, 6)}`, price: "45.00", stock_quantity: 4 });
    const message = await newRequest();
    const loaded = (await open(message.id)).data!;
    expect(loaded.state.values).toMatchObject({ based_on: "", lines: [], rental_from: addDays(todayInTunis(), 41) });
    const premium = loaded.presets.flatMap((group) => group.presets).find((preset) => preset.label.startsWith("Premium"))!;
    expect(loaded.presets[0]!.label).toBe("Formules — Mariages");
    expect(loaded.presets[0]!.presets.map((preset) => preset.label)).toEqual([
      expect.stringMatching(/^Essentiel — 4\s900,00\sDT HT$/),
      expect.stringMatching(/^Premium — 9\s800,00\sDT HT$/),
      "Prestige — prix à saisir",
    ]);

    // The package, priced from the site's text; then the catalogue's product over the event's days.
    let answer = await post(message.id, formBody("add-preset", { ...next(loaded.state), preset: premium.value }));
    expect(answer.status).toBe(200);
    expect(answer.data!.state.values.lines).toEqual([expect.objectContaining({ kind: "package", description: "Formule Premium — Mariages\nPiste de danse LED · Photographe et vidéaste", unit_price: "9800,00" })]);
    answer = await post(message.id, formBody("search", next(answer.data!.state, { recherche: lyre.name })));
    expect(answer.data!.state.matches.map((match) => match.id)).toEqual([lyre.id]);
    const from = addDays(todayInTunis(), 40);
    const to = addDays(todayInTunis(), 42);
    answer = await post(message.id, formBody(`add-rental:${lyre.id}`, next(answer.data!.state, { rental_quantity: "3", rental_from: from, rental_to: to })));
    const state = answer.data!.state;
    expect(state.values.lines[1]).toMatchObject({ kind: "rental", description: lyre.name, quantity: "3", unit_price: "45,00", product_id: lyre.id, from, to });
    expect(state.lines[1]).toMatchObject({ total: "405.00", days: 3, availability: { ok: true } });
    // 9 800 + 405 = 10 205 HT; VAT 1 938.95; + 1.
    expect(state.figures).toMatchObject({ totalHt: "10205.00", vat: "1938.95", totalTtc: "12144.95" });

    // Absurd lines: refused with the typed values and the line's message, nothing issued.
    const typed = next(state, { title: "Mariage Leïla & Anis", lines: [{ ...state.values.lines[0]!, quantity: "-1" }, { ...state.values.lines[1]!, unit_price: "99999999" }] });
    answer = await post(message.id, formBody("issue", typed));
    expect(answer.status).toBe(400);
    expect(answer.data!.state.errors).toMatchObject({ "lines.0.quantity": "La quantité ne peut pas être négative.", "lines.1.unit_price": "Prix unitaire trop élevé : 1 000 000 DT au plus." });
    expect(answer.data!.state.values.title).toBe("Mariage Leïla & Anis");
    expect(answer.data!.state.values.lines[0]!.quantity).toBe("-1");

    // The lyres are taken meanwhile: refused, naming the product and the dates, still as typed.
    await insertPricedOrder(db, { status: "confirmed", from: addDays(todayInTunis(), 41), to: addDays(todayInTunis(), 41), lines: [{ product: lyre, quantity: 2 }] });
    answer = await post(message.id, formBody("issue", next(state, { title: "Mariage Leïla & Anis" })));
    expect(answer.status).toBe(409);
    expect(answer.data!.state.formError).toMatch(new RegExp(`^Stock insuffisant pour « ${lyre.name} » : 2 unités disponibles du `));
    expect(answer.data!.state.errors["lines.1.quantity"]).toBe(answer.data!.state.formError);
    expect(answer.data!.state.lines[1]!.availability).toMatchObject({ ok: false });
    expect(answer.data!.state.values.title).toBe("Mariage Leïla & Anis");

    // Two lyres are free: issued, and the page comes back with a toast.
    answer = await post(message.id, formBody("issue", next(state, { title: "Mariage Leïla & Anis", lines: [state.values.lines[0]!, { ...state.values.lines[1]!, quantity: "2" }] })));
    expect(answer.status).toBe(302);
    expect(answer.response!.headers.get("Location")).toBe(`/admin/contact/demandes/${message.id}/devis`);
    const [quote] = await db.select().from(event_quotes).where(eq(event_quotes.message_id, message.id));
    expect(quote).toMatchObject({ version: 1, total_ht: "10070.00", total_ttc: "11984.30", lines: [expect.objectContaining({ kind: "package" }), expect.objectContaining({ kind: "rental", quantity: 2 })] });
    expect(quote!.data).toMatchObject({ title: "Mariage Leïla & Anis" });

    // The page again starts from that quote; a tab opened before it is stale: refused, kept, rebased.
    const reopened = (await open(message.id)).data!;
    expect(reopened.state.values).toMatchObject({ based_on: quote!.id, title: "Mariage Leïla & Anis" });
    expect(reopened.panel.quotes).toEqual([expect.objectContaining({ number: quote!.number, version: 1, latest: true, hasRental: true })]);
    answer = await post(message.id, formBody("issue", next(state, { based_on: "", title: "Autre titre", lines: [state.values.lines[0]!] })));
    expect(answer.status).toBe(409);
    expect(answer.data!.state.formError).toContain(`Un autre devis a été émis pour cette demande depuis l'ouverture de la page (${quote!.number})`);
    expect(answer.data!.state.values).toMatchObject({ based_on: quote!.id, title: "Autre titre" });
    // Issuing again is now a choice: version 2.
    answer = await post(message.id, formBody("issue", next(answer.data!.state)));
    expect(answer.status).toBe(302);
    expect(await db.select({ version: event_quotes.version }).from(event_quotes).where(eq(event_quotes.message_id, message.id))).toHaveLength(2);

    // The PDFs: the admin's link, the client's by the token only.
    const file = `${quote!.number}-v2.pdf`;
    const adminPdf = await settle(() => documentRoute.loader(withParams(getRequest(`/admin/contact/demandes/${message.id}/devis/${file}`, route.admin), { id: message.id, file })));
    expect(adminPdf.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect((await settle(() => documentRoute.loader(withParams(getRequest(`/x`, route.member), { id: message.id, file })))).status).toBe(403);
    const token = requestAccessToken(message.id, 1);
    const clientPdf = () => settle(() => clientDocumentRoute.loader(withParams(getRequest(`/demande/${token}/devis/${file}`), { token, file })));
    // Issued, not sent: still the agency's draft, which the client's link does not open.
    expect((await clientPdf()).status).toBe(404);

    // Sent with the thread from the request's page: back there with a toast.
    const latest = (await open(message.id)).data!.panel.quotes[0]!;
    expect(latest.sentAt).toBeNull();
    const sent = await post(message.id, new URLSearchParams({ intent: "send", quote: latest.id, back: "file" }));
    expect(sent.response!.headers.get("Location")).toBe(`/admin/contact/demandes/${message.id}`);
    expect(await db.select({ subject: request_thread.subject }).from(request_thread).where(eq(request_thread.message_id, message.id))).toEqual([{ subject: `Devis ${quote!.number} (version 2)` }]);
    expect((await open(message.id)).data!.panel.quotes[0]!.sentAt).not.toBeNull();
    expect(Buffer.from(await (await clientPdf()).response!.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const wrong of [token.slice(0, -2), message.id]) {
      expect((await settle(() => clientDocumentRoute.loader(withParams(getRequest(`/demande/${wrong}/devis/${file}`), { token: wrong, file })))).status).toBe(404);
    }

    // The client accepts it by the token; a wrong token and a missing name are refused.
    const accept = (forToken: string, fields: Record<string, string>) =>
      settle<{ ok: false; message: string; name: string }>(() =>
        acceptRoute.action(
          withParams(new Request(`${ORIGIN}/demande/${forToken}/devis/accepter`, { method: "POST", headers: { "X-Imagine-Client-Ip": "198.51.100.23" }, body: new URLSearchParams(fields) }), { token: forToken }),
        ),
      );
    expect((await accept(message.id, { intent: "accept-quote", document: latest.id, name: "Leïla Haddad", agree: "on" })).status).toBe(404);
    const noTick = await accept(token, { intent: "accept-quote", document: latest.id, name: "Leïla Haddad" });
    expect(noTick).toMatchObject({ status: 400, data: { message: "Cochez « Bon pour accord » pour accepter le devis.", name: "Leïla Haddad" } });
    const done = await accept(token, { intent: "accept-quote", document: latest.id, name: "Leïla Haddad", agree: "on" });
    expect(done.response!.headers.get("Location")).toBe(`/demande/${token}`);
    expect((await db.select({ name: event_quotes.accepted_name }).from(event_quotes).where(eq(event_quotes.id, latest.id)))[0]!.name).toBe("Leïla Haddad");
    // Guessing is slowed: the address is refused after ten tries in ten minutes.
    let last = done;
    for (let i = 0; i < 10; i++) last = await accept(token, { intent: "accept-quote", document: latest.id, name: "X", agree: "on" });
    expect(last).toMatchObject({ status: 429 });
  });
});

describe("the event quote's draft (issue 38)", () => {
  const autosave = (id: string, form: Form) => {
    const body = formBody("draft", form);
    body.append("autosave", "1");
    return settle<DraftAutosaveResult>(() =>
      editorRoute.action(withParams(new Request(`${ORIGIN}/admin/contact/demandes/${id}/devis`, { method: "POST", headers: { Cookie: route.admin }, body }), { id })),
    );
  };
  const stored = async (id: string) => (await route.database.db.select().from(event_quote_drafts).where(eq(event_quote_drafts.message_id, id)))[0];
  const freeLine = (changes: Partial<Line> = {}): Line => ({ kind: "free", description: "Coordination du jour J", quantity: "1", unit_price: "", vat_rate: "19.00", product_id: "", from: "", to: "", ...changes });

  it("is saved as one types, incomplete but never with a wrong number, opened again, listed on the request's file and deleted from there", async () => {
    const message = await newRequest();
    expect((await open(message.id)).data!.draft).toBeNull();

    // The autosave: a line without its price yet is a draft; its status only comes back.
    const saved = await autosave(message.id, { based_on: "", title: "Mariage Leïla & Anis", notes: "Acompte de 30 %", lines: [freeLine()] });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ draft: { ok: true, savedAt: expect.any(String) } });
    expect((await stored(message.id))!.values).toEqual({
      based_on: null,
      title: "Mariage Leïla & Anis",
      notes: "Acompte de 30 %",
      lines: [{ kind: "free", description: "Coordination du jour J", quantity: 1, unit_price: null, vat_rate: "19.00", product_id: null, from: null, to: null }],
    });

    // A wrong number is refused with the quote's own message; the draft saved before stays.
    const refused = await autosave(message.id, { title: "Mariage Leïla & Anis", lines: [freeLine({ quantity: "-1", unit_price: "1 500" })] });
    expect(refused.status).toBe(400);
    expect(refused.data!.draft).toMatchObject({ ok: false, message: "Brouillon non enregistré, ligne 1 : la quantité ne peut pas être négative.", errors: { "lines.0.quantity": "La quantité ne peut pas être négative." } });
    expect((await stored(message.id))!.values.lines[0]!.unit_price).toBeNull();

    // 'Enregistrer le brouillon' without JavaScript: the form comes back with its status.
    const button = await post(message.id, formBody("draft", { title: "Mariage Leïla & Anis", lines: [freeLine({ unit_price: "1 500" })] }));
    expect(button.status).toBe(200);
    expect(button.data!.draft).toEqual({ ok: true, savedAt: expect.any(String) });
    expect(button.data!.state.values.lines[0]!.unit_price).toBe("1 500");
    expect((await stored(message.id))!.values.lines[0]!.unit_price).toBe("1500.00");

    // Opened again: the draft as typed, said so.
    const reopened = (await open(message.id)).data!;
    expect(reopened.draft).toEqual({ savedAt: expect.any(String), savedBy: expect.stringMatching(/@example\.test$/) });
    expect(reopened.state.values).toMatchObject({ title: "Mariage Leïla & Anis", notes: "", lines: [expect.objectContaining({ description: "Coordination du jour J", unit_price: "1500,00", quantity: "1" })] });
    expect(reopened.state.figures.totalHt).toBe("1500.00");

    // The request's file lists it; deleting it there comes back there, and the timeline says who did.
    const fileData = await settle<Awaited<ReturnType<typeof requestRoute.loader>>>(() => requestRoute.loader(withParams(getRequest(`/admin/contact/demandes/${message.id}`, route.admin), { id: message.id })));
    expect(fileData.data!.quotes.draft).toMatchObject({ title: "Mariage Leïla & Anis", lines: 1, basedOn: null, savedAt: expect.any(String) });
    const deleted = await post(message.id, new URLSearchParams({ intent: "delete-draft", back: "file" }));
    expect(deleted.response!.headers.get("Location")).toBe(`/admin/contact/demandes/${message.id}`);
    expect(await stored(message.id)).toBeUndefined();
    expect((await route.database.db.select({ summary: request_events.summary }).from(request_events).where(eq(request_events.message_id, message.id))).map((e) => e.summary)).toContain(
      "Brouillon de devis supprimé",
    );
    expect((await open(message.id)).data!.state.values).toMatchObject({ title: "", lines: [] });
  });

  it("is kept by every button and a refused issue, goes when the quote is issued, and is not kept when it says nothing more than the quote issued", async () => {
    const message = await newRequest();
    const lines = [freeLine({ unit_price: "1 500" })];
    // Any button of the form keeps the draft too.
    expect((await post(message.id, formBody("recalculate", { title: "Mariage", lines }))).data!.draft).toMatchObject({ ok: true });
    expect(await stored(message.id)).toBeDefined();
    // An issue refused keeps what was typed as the draft (an incomplete line is a draft's).
    const refused = await post(message.id, formBody("issue", { title: "Mariage", lines: [...lines, freeLine({ description: "" })] }));
    expect(refused.status).toBe(400);
    expect(refused.data!.state.errors["lines.1.description"]).toBe("Décrivez la ligne.");
    expect(refused.data!.draft).toEqual({ ok: true, savedAt: expect.any(String) });
    expect((await stored(message.id))!.values.lines).toHaveLength(2);
    expect((await post(message.id, formBody("issue", { title: "Mariage", lines }))).status).toBe(302);
    expect(await stored(message.id)).toBeUndefined();

    // Reopened: the quote as issued; the same values again are nothing to keep.
    const state = (await open(message.id)).data!.state;
    const same = await autosave(message.id, next(state));
    expect(same.data).toEqual({ draft: { ok: true, savedAt: null } });
    expect(await stored(message.id)).toBeUndefined();
    // A change is a draft of the next version, based on the quote issued.
    await autosave(message.id, next(state, { title: "Mariage — version finale" }));
    expect((await stored(message.id))!.values).toMatchObject({ based_on: state.values.based_on, title: "Mariage — version finale" });
  });

  it("counts the title's 40 characters: a longer one is refused with what was typed, never cut", async () => {
    const message = await newRequest();
    const title = "Mariage de Leïla Haddad et Anis Ben Salah à Hammamet";
    expect(title.length).toBeGreaterThan(40);
    const issued = await post(message.id, formBody("issue", { title, lines: [freeLine({ unit_price: "1 500" })] }));
    expect(issued.status).toBe(400);
    expect(issued.data!.state.errors.title).toBe(titleTooLongMessage(title.length));
    expect(issued.data!.state.errors.title).toBe(`Le titre du document compte ${title.length} caractères : 40 au plus, pour tenir dans l'en-tête du devis. Raccourcissez-le.`);
    expect(issued.data!.state.values.title).toBe(title);
    expect(await route.database.db.select().from(event_quotes).where(eq(event_quotes.message_id, message.id))).toEqual([]);
    // Nor is it saved as a draft.
    expect((await autosave(message.id, { title })).data!.draft).toMatchObject({ ok: false, errors: { title: titleTooLongMessage(title.length) } });
  });
});
