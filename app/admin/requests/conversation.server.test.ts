// The agency's side of a request's conversation (issue 24) on a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set): 'Répondre' stores the reply, its files and the timeline
// line and queues the e-mail with the files and the link to the client's page, all or nothing; bad
// input and a deleted request are refused with a French message and what was typed; the admin role
// comes first; the thread is read; the templates are edited.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contact_messages, event_requests, mail_queue, reply_templates, request_attachments, request_events, request_thread } from "~/db/schema";
import { env } from "~/lib/env.server";
import { clientRequestPath } from "~/requests/access.server";
import { loadConversation, markThreadRead, sendReply } from "~/requests/agency-conversation.server";
import { addThreadMessage, DELETED_REQUEST_MESSAGE } from "~/requests/requests.server";
import * as attachmentRoute from "~/routes/admin/request-attachment";
import * as replyRoute from "~/routes/admin/request-reply";
import * as templatesRoute from "~/routes/admin/reply-templates";
import { getRequest, postRequest, readOutbox, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import type { ReplyResult } from "./reply-result";
import type { TemplateResult } from "./reply-templates.server";

const temp = setUpTempDataDir("request-conversation");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]);
const file = (bytes: Buffer | Uint8Array, name: string, type = "application/octet-stream") => new File([new Uint8Array(bytes)], name, { type });

function args<A>(request: Request, params: Record<string, string>): A {
  return { request, params, context: {}, unstable_pattern: "" } as unknown as A;
}

/** A multipart post as the composer sends it (its files under "attachments"). */
function multipart(url: string, fields: Record<string, string>, files: File[], cookie?: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const one of files) form.append("attachments", one);
  return new Request(`http://localhost:3000${url}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body: form });
}

describe.each(testDatabaseTargets())("a request's conversation, the agency's side, on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  async function message(fields: Partial<typeof contact_messages.$inferInsert> = {}) {
    const [row] = await route.database.db
      .insert(contact_messages)
      .values({ first_name: "Leïla", last_name: "Haddad", email: `leila-${crypto.randomUUID().slice(0, 8)}@example.test`, event_type: "Mariage", event_date: "2027-06-12", guest_count: 180, message: "Mariage à Hammamet, 180 invités.", ...fields })
      .returning();
    return row!;
  }

  const reply = (id: string, fields: Record<string, string>, files: File[] = [], cookie: string = route.admin) =>
    settle<ReplyResult>(() => replyRoute.action(args(multipart(`/admin/contact/demandes/${id}/repondre`, fields, files, cookie), { id })));

  const stored = async (id: string) => ({
    thread: await route.database.db.select().from(request_thread).where(eq(request_thread.message_id, id)),
    files: await route.database.db.select().from(request_attachments).where(eq(request_attachments.message_id, id)),
    mails: await route.database.db.select().from(mail_queue).where(eq(mail_queue.message_id, id)),
    events: await route.database.db.select().from(request_events).where(eq(request_events.message_id, id)),
  });

  it("stores the reply with its files and queues the e-mail with them and the link to the client's page", async () => {
    const msg = await message();
    const sent = await reply(
      msg.id,
      { enhanced: "1", subject: "Votre mariage à Hammamet", body: "Bonjour {prenom},\r\n\r\nVoici notre proposition pour votre {evenement}.\r\nÀ bientôt,\r\nL'équipe Imagine" },
      // The names and the browser's types say nothing: the PNG named .jpg is a PNG, kept as .png.
      [file(PDF, "proposition.pdf", "application/pdf"), file(PNG, "plan-de-salle.jpg", "image/jpeg")],
    );
    expect(sent).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Réponse envoyée", description: `À ${msg.email}, avec 2 pièces jointes, et le lien de la conversation.` } } });

    const { thread, files, mails, events } = await stored(msg.id);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ direction: "agency", subject: "Votre mariage à Hammamet", body: "Bonjour Leïla,\n\nVoici notre proposition pour votre mariage.\nÀ bientôt,\nL'équipe Imagine", read_at: null });
    expect(files.map((f) => [f.file_name, f.content_type, f.size, f.thread_id])).toEqual(
      expect.arrayContaining([
        ["proposition.pdf", "application/pdf", PDF.length, thread[0]!.id],
        ["plan-de-salle.png", "image/png", PNG.length, thread[0]!.id],
      ]),
    );
    expect(Buffer.compare(files.find((f) => f.file_name === "proposition.pdf")!.content, PDF)).toBe(0);
    const [request] = await route.database.db.select().from(event_requests).where(eq(event_requests.message_id, msg.id));
    expect(request!.first_answer_at).not.toBeNull();
    expect(events.map((e) => e.summary)).toEqual([`Réponse envoyée à ${msg.email} : « Votre mariage à Hammamet »`]);
    expect(events[0]!.details).toEqual(expect.arrayContaining(["Pièce jointe : proposition.pdf", "Pièce jointe : plan-de-salle.png"]));

    const link = `${env().PUBLIC_URL}${clientRequestPath(msg.id, 1)}`;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "request-reply", to: msg.email, reply_to: "contact@imagine-events.tn", subject: "Votre mariage à Hammamet" });
    expect(mails[0]!.attachments.map((a) => a.requestAttachmentId).sort()).toEqual(files.map((f) => f.id).sort());
    expect(mails[0]!.attachments.every((a) => a.base64 === undefined)).toBe(true);

    // Sent by the worker: the text part has the link, the HTML part the button, the e-mail its two files.
    const mail = (await readOutbox(temp.dataDir)).find((m) => m.to === msg.email)!;
    expect(mail.subject).toBe("Votre mariage à Hammamet");
    expect(mail.text).toContain(`Voir la conversation et répondre : ${link}`);
    expect(mail.text).toContain("Bonjour Leïla,\n\nVoici notre proposition pour votre mariage.");
    expect(mail.html).toContain("Voir la conversation et répondre");
    expect(mail.html).toContain(`href="${link}"`);
    const raw = await rawMailTo(msg.email);
    expect(raw).toMatch(/filename=("?)proposition\.pdf\1/);
    expect(raw).toMatch(/Content-Type: image\/png; name=("?)plan-de-salle\.png/);
    expect(raw).toContain(PDF.toString("base64").slice(0, 40));
    const [delivered] = await route.database.db.select().from(mail_queue).where(eq(mail_queue.id, mails[0]!.id));
    expect(delivered!.status).toBe("sent");
  });

  it("answers a plain form post (no JavaScript) with a redirect to the request's file", async () => {
    const msg = await message();
    const sent = await reply(msg.id, { subject: "Bien reçu", body: "Merci, nous revenons vers vous." });
    expect(sent.status).toBe(302);
    expect(sent.response?.headers.get("Location")).toBe(`/admin/contact/demandes/${msg.id}?envoye=1#conversation`);
    expect((await stored(msg.id)).thread).toHaveLength(1);
  });

  it("refuses an empty text, a file of the wrong type or too big, six files, a deleted request: a French message, the typed text back, nothing stored", async () => {
    const msg = await message();
    const typed = { enhanced: "1", subject: "Nos précisions", body: "Un long texte que l'on ne veut pas perdre." };
    const refusals: [Record<string, string>, File[], number, string, string | undefined][] = [
      [{ ...typed, body: "  \r\n  " }, [], 400, "Le message est vide : écrivez votre texte avant d'envoyer.", "body"],
      [{ ...typed, subject: "" }, [], 400, "Indiquez l'objet de la réponse.", "subject"],
      [typed, [file(Buffer.from("<html><script>alert(1)</script></html>"), "devis.pdf", "application/pdf")], 400, "Pièce jointe « devis.pdf » refusée : seuls les PDF, JPEG, PNG et WebP sont acceptés (le type est lu dans le fichier).", "attachments"],
      [typed, [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "logo.svg", "image/svg+xml")], 400, "Pièce jointe « logo.svg » refusée : seuls les PDF, JPEG, PNG et WebP sont acceptés (le type est lu dans le fichier).", "attachments"],
      [typed, [file(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), "gros.pdf", "application/pdf")], 400, "Pièce jointe « gros.pdf » refusée : elle dépasse 10 Mo.", "attachments"],
      [typed, Array.from({ length: 6 }, (_, i) => file(PDF, `p${i}.pdf`)), 400, "5 pièces jointes au plus par message.", "attachments"],
      [{ ...typed, body: "x".repeat(20_001) }, [], 400, "Le message est trop long : 20\u202f000 caractères au plus.", "body"],
    ];
    for (const [fields, files, status, error, field] of refusals) {
      const refused = await reply(msg.id, fields, files);
      expect(refused.status, error).toBe(status);
      expect(refused.data).toMatchObject({ ok: false, error, field, values: { subject: fields.subject, body: fields.body } });
    }
    expect(await stored(msg.id)).toMatchObject({ thread: [], files: [], mails: [], events: [] });

    // Exactly 20 000 characters is a message.
    expect((await reply(msg.id, { ...typed, body: "é".repeat(20_000) })).status).toBe(200);

    // The request's message was deleted meanwhile: refused, the text comes back.
    const gone = await message();
    await route.database.db.delete(contact_messages).where(eq(contact_messages.id, gone.id));
    const refused = await reply(gone.id, typed, [file(PDF, "devis.pdf")]);
    expect(refused).toMatchObject({ status: 404, data: { ok: false, error: DELETED_REQUEST_MESSAGE, values: { body: typed.body } } });
    expect(await stored(gone.id)).toMatchObject({ thread: [], files: [], mails: [], events: [] });
    // Not a request's id at all.
    expect((await reply("CMD-000042", typed)).status).toBe(404);
  });

  it("writes nothing when any part fails: the reply, its files, the timeline and the e-mail go together", async () => {
    const msg = await message();
    // A file the database refuses (its type is not one of the four): the whole reply goes.
    await expect(
      sendReply(route.database.db, msg.id, { subject: "Objet", body: "Texte", attachments: [{ fileName: "page.html", contentType: "text/html" as "application/pdf", content: Buffer.from("<p>") }] }, "admin@example.test"),
    ).rejects.toThrow();
    expect(await stored(msg.id)).toMatchObject({ thread: [], files: [], mails: [], events: [] });
    const [request] = await route.database.db.select().from(event_requests).where(eq(event_requests.message_id, msg.id));
    expect(request?.first_answer_at ?? null).toBeNull();
  });

  it("checks the admin role before anything: a visitor and a client get 401 and 403, nothing stored, no file, no page", async () => {
    const msg = await message();
    expect((await reply(msg.id, { subject: "Objet", body: "Texte" }, [], "")).status).toBe(401);
    expect((await reply(msg.id, { subject: "Objet", body: "Texte" }, [], route.member)).status).toBe(403);
    expect((await stored(msg.id)).thread).toEqual([]);
    const page = await settle(() => replyRoute.loader(args(getRequest(`/admin/contact/demandes/${msg.id}/repondre`), { id: msg.id })));
    expect(page.status).toBe(302);
    await sendReply(route.database.db, msg.id, { subject: "Objet", body: "Texte", attachments: [{ fileName: "devis.pdf", contentType: "application/pdf", content: PDF }] }, "admin@example.test");
    const [one] = await route.database.db.select().from(request_attachments).where(eq(request_attachments.message_id, msg.id));
    const download = (cookie: string | undefined, id = msg.id, attachment = one!.id) =>
      settle(() => attachmentRoute.loader(args(getRequest(`/admin/contact/demandes/${id}/pieces/${attachment}`, cookie), { id, attachment })));
    expect((await download(undefined)).status).toBe(401);
    expect((await download(route.member)).status).toBe(403);
    const ok = await download(route.admin);
    expect(ok.status).toBe(200);
    expect(ok.response!.headers.get("Content-Type")).toBe("application/pdf");
    expect(ok.response!.headers.get("Content-Disposition")).toBe(`inline; filename="devis.pdf"; filename*=UTF-8''devis.pdf`);
    expect(Buffer.compare(Buffer.from(await ok.response!.arrayBuffer()), PDF)).toBe(0);
    // The file under another request's address, or a made-up id: not found.
    const other = await message();
    expect((await download(route.admin, other.id)).status).toBe(404);
    expect((await download(route.admin, msg.id, "pas-un-uuid")).status).toBe(404);
  });

  it("shows the thread oldest first with the client's unread answers, and marks them read", async () => {
    const db = route.database.db;
    const msg = await message({ first_name: "Sami", event_type: "Congrès médical" });
    await db.insert(event_requests).values({ message_id: msg.id });
    await addThreadMessage(db, { messageId: msg.id, direction: "agency", subject: "Bien reçu", body: "Merci.", author: "admin@example.test", at: new Date("2026-11-02T09:00:00Z") });
    await addThreadMessage(db, { messageId: msg.id, direction: "client", subject: null, body: "<b>Parfait</b>", author: "Sami Haddad", at: new Date("2026-11-03T09:00:00Z") });
    const conversation = (await loadConversation(db, msg.id))!;
    expect(conversation.unread).toBe(1);
    expect(conversation.thread.entries.map((e) => [e.direction, e.author, e.body, e.unread])).toEqual([
      ["client", "Sami Haddad", "Mariage à Hammamet, 180 invités.", false],
      ["agency", "admin@example.test", "Merci.", false],
      ["client", "Sami Haddad", "<b>Parfait</b>", true],
    ]);
    // The templates come filled for this client.
    expect(conversation.templates.map((t) => t.name)).toEqual(["Accusé de réception", "Demande de précisions", "Proposition"]);
    expect(conversation.templates[0]!.body).toContain("Bonjour Sami,\n\nMerci pour votre demande concernant votre congrès médical.");

    // The composer's page shows it once as 'Nouveau', then it is read.
    const page = await settle<Awaited<ReturnType<typeof replyRoute.loader>>>(() => replyRoute.loader(args(getRequest(`/admin/contact/demandes/${msg.id}/repondre`, route.admin), { id: msg.id })));
    expect(page.data!.conversation.thread.entries.at(-1)!.unread).toBe(true);
    const after = (await loadConversation(db, msg.id))!;
    expect(after.unread).toBe(0);
    expect(after.thread.entries.some((e) => e.unread)).toBe(false);
    expect(await markThreadRead(db, msg.id)).toBe(0);
    expect(await loadConversation(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("bounds the thread to its latest 200 messages and says how many are left out", async () => {
    const db = route.database.db;
    const msg = await message();
    const start = Date.UTC(2026, 10, 1);
    await db.insert(request_thread).values(
      Array.from({ length: 205 }, (_, i) => ({ message_id: msg.id, direction: "client" as const, body: `Message ${i + 1}`, author: "Leïla", created_at: new Date(start + i * 60_000) })),
    );
    const conversation = (await loadConversation(db, msg.id))!;
    expect(conversation.thread.omitted).toBe(5);
    expect(conversation.thread.entries).toHaveLength(201);
    expect(conversation.thread.entries[1]!.body).toBe("Message 6");
    expect(conversation.thread.entries.at(-1)!.body).toBe("Message 205");
  });

  it("lets the agency add, edit and delete its templates, refusing bad input with what was typed", async () => {
    const db = route.database.db;
    const act = (fields: Record<string, string>, cookie: string = route.admin) =>
      settle<TemplateResult>(() => templatesRoute.action(args(postRequest("/admin/contact/modeles", fields, cookie), {})));
    expect((await act({ intent: "create", name: "Relance", subject: "Des nouvelles ?", body: "Bonjour {prenom}" }, route.member)).status).toBe(403);
    const refused = await act({ intent: "create", name: " ", subject: "Des nouvelles ?", body: "Bonjour {prenom}" });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, error: "Donnez un nom au modèle.", field: "name", values: { subject: "Des nouvelles ?", body: "Bonjour {prenom}" } } });
    expect((await act({ intent: "publier", name: "x" })).data).toMatchObject({ ok: false, error: "Action inconnue." });
    expect(await act({ intent: "create", name: "Relance", subject: "Des nouvelles ?", body: "Bonjour {prenom}" })).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Modèle ajouté" } } });
    const listed = (await settle<Awaited<ReturnType<typeof templatesRoute.loader>>>(() => templatesRoute.loader(args(getRequest("/admin/contact/modeles", route.admin), {})))).data!.templates;
    expect(listed.map((t) => t.name)).toEqual(["Accusé de réception", "Demande de précisions", "Proposition", "Relance"]);
    const added = listed.at(-1)!;
    expect((await act({ intent: "update", id: added.id, name: "Relance", subject: "", body: "Bonjour" })).data).toMatchObject({ ok: false, field: "subject", id: added.id });
    expect((await act({ intent: "update", id: added.id, name: "Relance douce", subject: "Des nouvelles de votre projet ?", body: "Bonjour {prenom}," })).data).toMatchObject({ ok: true });
    const [edited] = await db.select().from(reply_templates).where(eq(reply_templates.id, added.id));
    expect(edited).toMatchObject({ name: "Relance douce", subject: "Des nouvelles de votre projet ?", body: "Bonjour {prenom}," });
    expect((await act({ intent: "delete", id: added.id })).data).toMatchObject({ ok: true, toast: { title: "Modèle supprimé" } });
    expect((await act({ intent: "delete", id: added.id })).data).toMatchObject({ ok: false, status: 404, error: "Ce modèle n'existe plus : rechargez la page." });
  });
});

/** The raw .eml sent to `to` (its attachments' headers and base64 bodies). */
async function rawMailTo(to: string): Promise<string> {
  const dir = path.join(temp.dataDir, "outbox");
  for (const name of (await readdir(dir)).sort().reverse()) {
    const raw = await readFile(path.join(dir, name), "utf8");
    if (raw.includes(`To: ${to}`)) return raw;
  }
  throw new Error(`Aucun e-mail à ${to}`);
}
