import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getRequest, postRequest, readOutbox, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { mail_queue } from "~/db/schema";
import { enqueueMail } from "~/lib/mail-queue.server";
import * as emailsRoute from "~/routes/admin/emails";
import * as layoutRoute from "~/routes/admin/layout";

// /admin/emails against a migrated PGlite: the failed e-mails are listed, 'Renvoyer' puts one
// back in the queue and the worker's next step delivers it to the outbox.

type LoaderData = Awaited<ReturnType<typeof emailsRoute.loader>>;
type LayoutData = Awaited<ReturnType<typeof layoutRoute.loader>>;

const route = setUpAdminRoute("admin-emails");
// Account e-mails queued by the sign-ups: delivered, so they are not listed.
beforeAll(async () => {
  await readOutbox(route.dataDir, route.database.db);
});

const loader = (cookie?: string) => settle<LoaderData>(() => emailsRoute.loader(routeArgs(getRequest("/admin/emails", cookie))));
const layout = (cookie: string) => settle<LayoutData>(() => layoutRoute.loader(routeArgs(getRequest("/admin", cookie))));
const act = (fields: Record<string, string>, cookie: string = route.admin) =>
  settle(() => emailsRoute.action(routeArgs(postRequest("/admin/emails", fields, cookie))));

async function failedMail(to: string) {
  const row = await enqueueMail(route.database.db, { to, subject: `Imagine : votre demande (${to})`, text: "Bonjour,\n\nMerci.", kind: "contact-acknowledgement" });
  await route.database.db
    .update(mail_queue)
    .set({ status: "failed", attempts: 6, last_error: "Invalid greeting. response=554 Service indisponible" })
    .where(eq(mail_queue.id, row.id));
  return row;
}

describe("/admin/emails", () => {
  it("is for admins only, page and action", async () => {
    for (const cookie of [undefined, route.member]) {
      const page = await loader(cookie);
      expect(page.status).toBe(302);
      expect(page.response?.headers.get("Location")).toBe(cookie ? "/auth?acces-admin=1" : "/auth");
    }
    const row = await failedMail("refus-role@example.tn");
    expect((await act({ intent: "requeue", id: row.id }, "")).status).toBe(401);
    expect((await act({ intent: "requeue", id: row.id }, route.member)).status).toBe(403);
    const [still] = await route.database.db.select().from(mail_queue).where(eq(mail_queue.id, row.id));
    expect(still!.status).toBe("failed");
  });

  it("lists failed e-mails first with their error, and the layout counts them for its banner", async () => {
    const before = (await layout(route.admin)).data!.failedMails;
    const failed = await failedMail("liste@example.tn");
    await enqueueMail(route.database.db, { to: "plus-tard@example.tn", subject: "En attente", text: "…", kind: "order-status" });
    await route.database.db.update(mail_queue).set({ next_attempt_at: new Date(Date.now() + 3_600_000) }).where(eq(mail_queue.to, "plus-tard@example.tn"));

    const { status, data } = await loader(route.admin);
    expect(status).toBe(200);
    const mine = data!.mails.filter((m) => m.to === "liste@example.tn" || m.to === "plus-tard@example.tn");
    expect(mine.map((m) => [m.to, m.status])).toEqual([
      ["liste@example.tn", "failed"],
      ["plus-tard@example.tn", "pending"],
    ]);
    expect(data!.mails.findIndex((m) => m.status === "pending")).toBeGreaterThan(data!.mails.findLastIndex((m) => m.status === "failed"));
    expect(mine[0]).toMatchObject({ id: failed.id, attempts: 6, lastError: expect.stringContaining("554"), orderPath: null });
    expect((await layout(route.admin)).data!.failedMails).toBe(before + 1);
  });

  it("'Renvoyer' queues a failed e-mail again and the worker delivers it", async () => {
    const row = await failedMail("renvoi@example.tn");
    expect(await act({ intent: "requeue", id: row.id })).toMatchObject({ status: 200, data: { ok: true, toast: { title: "E-mail remis en file d'envoi" } } });
    const [queued] = await route.database.db.select().from(mail_queue).where(eq(mail_queue.id, row.id));
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });

    const outbox = await readOutbox(route.dataDir, route.database.db);
    expect(outbox.filter((m) => m.to === "renvoi@example.tn")).toHaveLength(1);
    const [sent] = await route.database.db.select().from(mail_queue).where(eq(mail_queue.id, row.id));
    expect(sent!.status).toBe("sent");

    // Resending again is refused: the e-mail is no longer failed, nothing is sent twice.
    expect(await act({ intent: "requeue", id: row.id })).toMatchObject({ status: 409, data: { ok: false, error: "Cet e-mail n'est plus en échec." } });
    expect((await readOutbox(route.dataDir, route.database.db)).filter((m) => m.to === "renvoi@example.tn")).toHaveLength(1);
  });

  it("refuses an unknown id or intent with a French message, changing nothing", async () => {
    const row = await failedMail("intact@example.tn");
    expect(await act({ intent: "requeue", id: "pas-un-id" })).toMatchObject({ status: 400, data: { ok: false, toast: { title: "Renvoi impossible", description: "E-mail inconnu." } } });
    expect(await act({ intent: "delete", id: row.id })).toMatchObject({ status: 400, data: { error: "Action inconnue." } });
    const [still] = await route.database.db.select().from(mail_queue).where(eq(mail_queue.id, row.id));
    expect(still).toMatchObject({ status: "failed", attempts: 6 });
  });
});
