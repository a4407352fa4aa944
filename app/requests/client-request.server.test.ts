// The client's side of a request's conversation (issue 24) on a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set): the page and its files open with the request's token
// only (canonical, of this request); an answer is stored with its files, counted unread and
// notified to the owner (or the agency); bad input comes back refused with the text; HTML is shown
// as text; answers are rate-limited per request and address.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contact_messages, event_requests, mail_queue, request_attachments, request_events, request_thread, user, user_roles } from "~/db/schema";
import { env } from "~/lib/env.server";
import { FormTooLargeError, readFormWithin } from "~/lib/form-body.server";
import { orderAccessToken } from "~/orders/access.server";
import * as clientRoute from "~/routes/site/client-request";
import * as fileRoute from "~/routes/site/request-attachment";
import { settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testIp } from "~/test-support/auth.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { requestAccessToken } from "./access.server";
import { storeAttachments } from "./attachments.server";
import type { ClientAnswerFailure, ClientRequestView } from "./client-request.server";
import { addThreadMessage, ensureRequest } from "./requests.server";
import { ThreadView } from "./thread-view";
import { MemoryRouter } from "react-router";

setUpTempDataDir("client-request");

const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(32, 3)]);
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

function args<A>(request: Request, params: Record<string, string>): A {
  return { request, params, context: {}, unstable_pattern: "" } as unknown as A;
}

const page = (token: string) =>
  settle<{ view: ClientRequestView }>(() => clientRoute.loader(args(new Request(`http://localhost:3000/demande/${token}`), { token })));

function answer(token: string, body: string, files: File[] = [], ip = testIp()) {
  const form = new FormData();
  form.append("body", body);
  for (const one of files) form.append("attachments", one);
  // A file input left empty posts one nameless empty file.
  if (files.length === 0) form.append("attachments", new File([], ""));
  const request = new Request(`http://localhost:3000/demande/${token}`, { method: "POST", headers: { "x-imagine-client-ip": ip }, body: form });
  return settle<ClientAnswerFailure>(() => clientRoute.action(args(request, { token })));
}

describe.each(testDatabaseTargets())("the client's page of a request on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  async function request(fields: Partial<typeof contact_messages.$inferInsert> = {}) {
    const db = route.database.db;
    const [row] = await db
      .insert(contact_messages)
      .values({ first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", event_type: "Mariage", event_date: "2027-06-12", guest_count: 180, services: ["Décoration"], message: "Mariage à Hammamet.", ...fields })
      .returning();
    await ensureRequest(db, row!.id);
    return { message: row!, token: requestAccessToken(row!.id, 1) };
  }

  async function admin(email: string) {
    const id = `owner-${crypto.randomUUID().slice(0, 8)}`;
    await route.database.db.insert(user).values({ id, name: "Sonia Ben Salah", email });
    await route.database.db.insert(user_roles).values({ user_id: id, role: "admin" });
    return id;
  }

  const unread = async (id: string) => (await route.database.db.select({ unread: event_requests.unread }).from(event_requests).where(eq(event_requests.message_id, id)))[0]!.unread;
  const rows = async (id: string) => ({
    thread: await route.database.db.select().from(request_thread).where(eq(request_thread.message_id, id)),
    mails: await route.database.db.select().from(mail_queue).where(eq(mail_queue.message_id, id)),
  });

  it("opens with its own token only: a wrong, truncated or other purpose's token and a deleted request are a bare 404", async () => {
    const { message, token } = await request();
    const db = route.database.db;
    const reply = await addThreadMessage(db, { messageId: message.id, direction: "agency", subject: "Notre proposition", body: "Voici.", author: "admin@imagine-events.tn" });
    const [file] = await storeAttachments(db, { threadId: reply.id, messageId: message.id }, [{ fileName: "proposition.pdf", contentType: "application/pdf", content: PDF }]);

    const opened = await page(token);
    expect(opened.status).toBe(200);
    const view = opened.data!.view;
    expect(view).toMatchObject({ path: `/demande/${token}`, client: { firstName: "Leïla" }, request: { eventType: "Mariage", eventDate: "2027-06-12", guests: 180 }, agency: { brand: "Imagine" } });
    // The contact message first, then the agency's reply signed by the agency (not the admin's address).
    expect(view.thread.entries.map((e) => [e.direction, e.author, e.body])).toEqual([
      ["client", "Vous", "Mariage à Hammamet."],
      ["agency", "L'équipe Imagine", "Voici."],
    ]);
    expect(view.thread.entries[1]!.attachments).toEqual([{ id: file!.id, name: "proposition.pdf", size: PDF.length, contentType: "application/pdf", href: `/demande/${token}/pieces/${file!.id}` }]);
    expect(clientRoute.headers()).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" });

    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [token.slice(0, -1), flipped, orderAccessToken({ id: message.id, link_version: 1 }), message.id, `${token}A`]) {
      const refused = await page(wrong);
      expect(refused, wrong).toMatchObject({ status: 404, data: { error: "Demande introuvable." } });
      expect(Object.keys(refused.data as object)).toEqual(["error"]);
      expect((await answer(wrong, "Bonjour")).status).toBe(404);
    }
    await db.delete(contact_messages).where(eq(contact_messages.id, message.id));
    expect((await page(token)).status).toBe(404);
    expect((await answer(token, "Toujours là ?")).status).toBe(404);
    expect((await rows(message.id)).thread).toHaveLength(1);
  });

  it("stores the answer and its files, counts it unread, tells the owner, and shows HTML as text", async () => {
    const db = route.database.db;
    const { message, token } = await request();
    const ownerId = await admin("sonia@imagine-events.tn");
    await db.update(event_requests).set({ owner_id: ownerId }).where(eq(event_requests.message_id, message.id));

    const text = "<b>Merci</b> pour la proposition !\r\n<script>alert('x')</script>\r\nCi-joint le plan.";
    const sent = await answer(token, text, [new File([new Uint8Array(PNG)], "plan.png", { type: "image/png" })]);
    expect(sent.status).toBe(302);
    expect(sent.response?.headers.get("Location")).toBe(`/demande/${token}?envoye=1#reponse`);
    const { thread, mails } = await rows(message.id);
    expect(thread).toMatchObject([{ direction: "client", subject: null, author: "Leïla Haddad", read_at: null, body: "<b>Merci</b> pour la proposition !\n<script>alert('x')</script>\nCi-joint le plan." }]);
    const files = await db.select().from(request_attachments).where(eq(request_attachments.thread_id, thread[0]!.id));
    expect(files.map((f) => [f.file_name, f.content_type, f.size])).toEqual([["plan.png", "image/png", PNG.length]]);
    expect(await unread(message.id)).toBe(1);
    const events = await db.select().from(request_events).where(eq(request_events.message_id, message.id));
    expect(events).toMatchObject([{ kind: "client-answer", summary: "Réponse du client depuis sa page", details: ["Pièce jointe : plan.png"], actor: "Client : Leïla Haddad" }]);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "request-answer-notification", to: "sonia@imagine-events.tn", subject: "Nouvelle réponse de Leïla Haddad (Mariage)" });
    expect(mails[0]!.text).toContain(`La demande dans le back-office : ${env().PUBLIC_URL}/admin/contact/demandes/${message.id}`);
    expect(mails[0]!.text).toContain("<b>Merci</b> pour la proposition !");
    expect(mails[0]!.html).toContain("&lt;b&gt;Merci&lt;/b&gt;");
    expect(mails[0]!.html).not.toContain("<script>");

    // On the page, the answer is the client's own, its HTML printed as typed.
    const view = (await page(token)).data!.view;
    // Inside a router, as on the page: the thread reads its language from the URL.
    const threadView = createElement(ThreadView, { entries: view.thread.entries, omitted: view.thread.omitted, ownSide: "client" });
    const markup = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [`/demande/${token}`] }, threadView));
    expect(markup).toContain("&lt;b&gt;Merci&lt;/b&gt; pour la proposition !");
    expect(markup).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(markup).not.toContain("<script>");
    expect(markup).toContain(`href="/demande/${token}/pieces/${files[0]!.id}"`);

    // An owner who is no longer an administrator, then none: the agency's notification address.
    await db.delete(user_roles).where(eq(user_roles.user_id, ownerId));
    expect((await answer(token, "Autre question : la date peut-elle bouger ?")).status).toBe(302);
    await db.update(event_requests).set({ owner_id: null }).where(eq(event_requests.message_id, message.id));
    expect((await answer(token, "Et le parking ?")).status).toBe(302);
    expect((await rows(message.id)).mails.slice(1).map((m) => m.to)).toEqual(["devis@imagine-events.tn", "devis@imagine-events.tn"]);
    expect(await unread(message.id)).toBe(3);
  });

  it("refuses an empty answer, 20 001 characters, a file of the wrong type or too big, with the text back and nothing stored", async () => {
    const { message, token } = await request();
    const long = "a".repeat(20_001);
    const cases: [string, File[], string, ClientAnswerFailure["field"]][] = [
      [" \r\n ", [], "Le message est vide : écrivez votre texte avant d'envoyer.", "body"],
      [long, [], "Le message est trop long : 20\u202f000 caractères au plus.", "body"],
      ["Voici mon devis", [new File(["MZ\x90\x00 exécutable"], "devis.pdf", { type: "application/pdf" })], "Pièce jointe « devis.pdf » refusée : seuls les PDF, JPEG, PNG et WebP sont acceptés (le type est lu dans le fichier).", "attachments"],
      ["Voici la photo", [new File([new Uint8Array(PNG), new Uint8Array(10 * 1024 * 1024)], "photo.png", { type: "image/png" })], "Pièce jointe « photo.png » refusée : elle dépasse 10 Mo.", "attachments"],
    ];
    for (const [body, files, message_, field] of cases) {
      const refused = await answer(token, body, files);
      expect(refused.status, message_).toBe(400);
      expect(refused.data).toEqual({ ok: false, message: message_, field, values: { body } });
    }
    expect((await rows(message.id)).thread).toEqual([]);
    expect(await unread(message.id)).toBe(0);
    // 20 000 characters exactly (line breaks counted once, as the browser counts them) is an answer.
    expect((await answer(token, `${"b".repeat(9_999)}\r\n${"c".repeat(10_000)}`)).status).toBe(302);
    expect((await rows(message.id)).thread[0]!.body).toHaveLength(20_000);
  });

  it("limits answers to ten an hour per request and address, keeping the text of the one refused", async () => {
    const { message, token } = await request();
    const ip = testIp();
    for (let i = 0; i < 10; i++) expect((await answer(token, "", [], ip)).status).toBe(400);
    const limited = await answer(token, "Ma vraie réponse, à ne pas perdre.", [], ip);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, values: { body: "Ma vraie réponse, à ne pas perdre." } });
    expect(limited.data!.message).toMatch(/^Vous avez envoyé plusieurs réponses en peu de temps\. Réessayez dans \d+ minutes, ou appelez-nous directement\.$/);
    expect((await rows(message.id)).thread).toEqual([]);
    // Another address is still heard.
    expect((await answer(token, "Ma vraie réponse, à ne pas perdre.", [], testIp())).status).toBe(302);
  });

  it("gives a file of the conversation through its request's token only", async () => {
    const db = route.database.db;
    const mine = await request();
    const other = await request({ first_name: "Karim" });
    const store = async (messageId: string, name: string) => {
      const row = await addThreadMessage(db, { messageId, direction: "agency", subject: "Fichier", body: "Ci-joint.", author: "admin@imagine-events.tn" });
      return (await storeAttachments(db, { threadId: row.id, messageId }, [{ fileName: name, contentType: "image/png", content: PNG }]))[0]!;
    };
    const own = await store(mine.message.id, "salle été.png");
    const foreign = await store(other.message.id, "autre.png");
    const download = (token: string, attachment: string) =>
      settle(() => fileRoute.loader(args(new Request(`http://localhost:3000/demande/${token}/pieces/${attachment}`), { token, attachment })));

    const ok = await download(mine.token, own.id);
    expect(ok.status).toBe(200);
    expect(Object.fromEntries(ok.response!.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="salle _t_.png"; filename*=UTF-8''salle%20%C3%A9t%C3%A9.png`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
    });
    expect(Buffer.compare(Buffer.from(await ok.response!.arrayBuffer()), PNG)).toBe(0);
    for (const [token, attachment] of [
      [mine.token, foreign.id],
      [other.token, own.id],
      [mine.token.slice(0, -1), own.id],
      [orderAccessToken({ id: mine.message.id, link_version: 1 }), own.id],
      [mine.token, "../../etc/passwd"],
    ] as const) {
      expect(await download(token, attachment)).toMatchObject({ status: 404, data: { error: "Pièce jointe introuvable." } });
    }
  });
});

describe("a form read within its ceiling", () => {
  it("reads a small form and refuses a larger one, declared or not", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    expect((await readFormWithin(post(new URLSearchParams({ body: "Bonjour" })), 1000)).get("body")).toBe("Bonjour");
    await expect(readFormWithin(post(new URLSearchParams({ body: "x".repeat(2000) })), 1000)).rejects.toBeInstanceOf(FormTooLargeError);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode(`body=${"y".repeat(400)}`));
        controller.close();
      },
    });
    await expect(readFormWithin(post(stream, { "Content-Type": "application/x-www-form-urlencoded" }), 1000)).rejects.toBeInstanceOf(FormTooLargeError);
  });
});
