import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres } from "~/db/client.server";
import { mail_queue, order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { placeOrder } from "~/rental/checkout.server";
import { checkoutInput, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { logger } from "./logger.server";
import { drainOnce, enqueueMail, MAX_ATTEMPTS, requeueMail, RETRY_DELAYS_MS, startMailWorker } from "./mail-queue.server";

// The durable mail queue against a real SMTP peer: a tiny SMTP server written here, which can be
// stopped (nothing listens: connection refused), refuse (554 at the greeting) or accept.

type Peer = {
  mode: "accept" | "refuse";
  received: string[];
  server?: net.Server;
  port: number;
  /** How long the peer takes to accept a message (a slow relay). */
  acceptDelayMs: number;
  /** Called when a message's DATA starts: a send is in progress. */
  onData?: () => void;
};

function smtpSession(peer: Peer, socket: net.Socket) {
  if (peer.mode === "refuse") {
    socket.end("554 5.3.2 Service indisponible\r\n");
    return;
  }
  socket.write("220 test ESMTP\r\n");
  let buffer = "";
  let data: string[] | undefined;
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === ".") {
          const message = data.join("\n");
          data = undefined;
          setTimeout(() => {
            peer.received.push(message);
            socket.write("250 2.0.0 OK\r\n");
          }, peer.acceptDelayMs);
        } else data.push(line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "DATA") {
        data = [];
        peer.onData?.();
        socket.write("354 Go ahead\r\n");
      } else if (verb === "QUIT") socket.end("221 Bye\r\n");
      else socket.write("250 OK\r\n");
    }
  });
  socket.on("error", () => undefined);
}

const peer: Peer = { mode: "accept", received: [], port: 0, acceptDelayMs: 0 };

function startPeer(mode: Peer["mode"]): Promise<void> {
  peer.mode = mode;
  if (peer.server) return Promise.resolve();
  const server = net.createServer((socket) => smtpSession(peer, socket));
  peer.server = server;
  return new Promise((resolve) => server.listen(peer.port, "127.0.0.1", () => resolve()));
}

async function stopPeer() {
  const server = peer.server;
  peer.server = undefined;
  if (server) await new Promise((resolve) => server.close(resolve));
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-mail-queue-"));
  // A free port for the peer, kept for the whole file (env() is read once).
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  peer.port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = `smtp://127.0.0.1:${peer.port}`;
});
afterAll(async () => {
  await stopPeer();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabaseTargets())("the mail queue on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db, { notification_email: "agence@imagine.tn" });
  });
  afterAll(() => database.dispose());
  afterEach(async () => {
    await stopPeer();
    peer.received = [];
    peer.acceptDelayMs = 0;
    peer.onData = undefined;
    await database.db.delete(mail_queue);
  });

  async function orderInput(email: string) {
    const product = await insertProduct(database.db, { name: `Enceinte ${randomUUID().slice(0, 6)}`, stock_quantity: 5 });
    return checkoutInput([{ id: product.id, quantity: 1 }], { email });
  }

  it("stops the SMTP peer, takes an order at once, then delivers its e-mails once the peer is back", async () => {
    const { order, created } = await placeOrder(database.db, await orderInput("panne@example.tn"));
    expect(created).toBe(true);
    // Taken without trying the SMTP server: both e-mails wait in the queue, not one attempt made.
    const queued = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, order.id));
    expect(queued.map((m) => [m.to, m.status, m.attempts]).sort()).toEqual([
      ["agence@imagine.tn", "pending", 0],
      ["panne@example.tn", "pending", 0],
    ]);

    // Peer down: the try fails and is scheduled again after the first backoff.
    expect(await drainOnce(database.db)).toBe(2);
    const retried = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, order.id));
    for (const row of retried) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(RETRY_DELAYS_MS[0] - 5_000);
    }
    expect(await drainOnce(database.db)).toBe(0); // not due yet

    await startPeer("accept");
    await database.db.update(mail_queue).set({ next_attempt_at: sql`now()` });
    // The worker as the server runs it, until both are delivered.
    const worker = startMailWorker({ db: () => database.db, pollMs: 50 });
    await expect.poll(() => peer.received.length, { timeout: 10_000 }).toBe(2);
    await worker.stop();
    expect(peer.received.join("\n")).toContain("panne@example.tn");
    const sent = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, order.id));
    expect(sent.every((m) => m.status === "sent" && m.sent_at && m.attempts === 2)).toBe(true);
    const events = await database.db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(["E-mail envoyé à panne@example.tn : accusé de réception de la commande", "E-mail envoyé à agence@imagine.tn : nouvelle commande pour l'agence"]),
    );
  });

  it("stops on the drain after the send in progress, giving back the rows it had taken", async () => {
    await startPeer("accept");
    peer.acceptDelayMs = 400;
    for (const n of [1, 2, 3]) await enqueueMail(database.db, { to: `arret-${n}@example.tn`, subject: `Arrêt ${n}`, text: "…", kind: "order-status" });
    const sending = new Promise<void>((resolve) => (peer.onData = resolve));
    const worker = startMailWorker({ db: () => database.db, pollMs: 50 });
    await sending;
    await worker.stop();
    // The message being sent was finished and recorded; the two others wait for the next instance.
    expect(peer.received).toHaveLength(1);
    const rows = await database.db.select().from(mail_queue);
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "pending", "sent"]);
    for (const row of rows.filter((r) => r.status === "pending")) expect(row).toMatchObject({ attempts: 0, locked_until: null });
    // Nothing more is sent once stopped.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received).toHaveLength(1);
  });

  it("keeps running while the database is unreachable, says so once, and sends once it answers", async () => {
    await startPeer("accept");
    await enqueueMail(database.db, { to: "retour@example.tn", subject: "Retour", text: "…", kind: "order-status" });
    // A node-postgres pool on a port where nothing listens: every query is refused, as during a restart.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const unreachable = openPostgres(`postgres://postgres@127.0.0.1:${closedPort}/imagine`);
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const said = (spy: typeof warnings, start: string) => spy.mock.calls.filter(([msg]) => msg.startsWith(start)).length;
    let reachable = false;
    const worker = startMailWorker({ db: () => (reachable ? database.db : unreachable.db), pollMs: 20 });
    try {
      await expect.poll(() => said(warnings, "File des e-mails en attente"), { timeout: 5_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300)); // many more passes fail meanwhile
      expect(said(warnings, "File des e-mails en attente")).toBe(1);
      expect(said(errors, "File des e-mails illisible")).toBe(0);
      expect(peer.received).toHaveLength(0);
      reachable = true;
      await expect.poll(() => peer.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await worker.stop();
      await unreachable.close();
      warnings.mockRestore();
      errors.mockRestore();
    }
  });

  it("stores the order and its e-mails together or not at all", async () => {
    const input = await orderInput("atomique@example.tn");
    await database.db.execute(sql`alter table mail_queue rename to mail_queue_off`);
    try {
      await expect(placeOrder(database.db, input)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table mail_queue_off rename to mail_queue`);
    }
    expect(await database.db.select().from(rental_orders).where(eq(rental_orders.email, "atomique@example.tn"))).toEqual([]);
  });

  it("retries a refused e-mail with growing waits, marks it failed after the last try, and 'Renvoyer' queues it again", async () => {
    await startPeer("refuse");
    const { order } = await placeOrder(database.db, await orderInput("refus@example.tn"));
    await database.db.delete(mail_queue).where(sql`${mail_queue.to} <> 'refus@example.tn'`);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await database.db.update(mail_queue).set({ next_attempt_at: sql`now()` });
      expect(await drainOnce(database.db)).toBe(1);
      const [row] = await database.db.select().from(mail_queue);
      expect(row!.attempts).toBe(attempt);
      expect(row!.last_error).toMatch(/554/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.status).toBe("pending");
        waits.push(row!.next_attempt_at.getTime() - Date.now());
      } else expect(row!.status).toBe("failed");
    }
    waits.forEach((wait, i) => expect(Math.abs(wait - RETRY_DELAYS_MS[i]!)).toBeLessThan(5_000));
    expect(await drainOnce(database.db)).toBe(0); // a failed row is left alone
    const events = await database.db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((e) => e.summary)).toContain("Échec de l'envoi de l'e-mail à refus@example.tn : accusé de réception de la commande");

    const [failed] = await database.db.select().from(mail_queue);
    expect(await requeueMail(database.db, failed!.id)).toBe(true);
    expect(await requeueMail(database.db, failed!.id)).toBe(false); // no longer failed
    await startPeer("accept");
    expect(await drainOnce(database.db)).toBe(1);
    const [row] = await database.db.select().from(mail_queue);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(peer.received).toHaveLength(1);
  });

  it("stores and sends an e-mail in French typography: no « ! ? ; : » glued to its word", async () => {
    await startPeer("accept");
    const row = await enqueueMail(database.db, { to: "typo@example.tn", subject: "Bienvenue!", text: "Compte créé avec succès!", html: "<p>Total: 1 DT</p>", kind: "test" });
    expect(row).toMatchObject({ subject: "Bienvenue\u202f!", text: "Compte créé avec succès\u202f!", html: "<p>Total\u00a0: 1 DT</p>" });
    expect(await drainOnce(database.db)).toBe(1);
    expect(peer.received.join("\n")).not.toContain("succès!");
  });

  it("fails a malformed address at once, without retrying", async () => {
    await startPeer("accept");
    await enqueueMail(database.db, { to: "pas-une-adresse", subject: "S", text: "T", kind: "test" });
    expect(await drainOnce(database.db)).toBe(1);
    const [row] = await database.db.select().from(mail_queue);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.last_error).toContain("Adresse e-mail invalide");
    expect(peer.received).toHaveLength(0);
  });

  it("takes again a row left in 'sending' by a worker that crashed", async () => {
    await startPeer("accept");
    const row = await enqueueMail(database.db, { to: "crash@example.tn", subject: "S", text: "T", kind: "test" });
    await database.db.update(mail_queue).set({ status: "sending", locked_until: sql`now() + interval '1 minute'` });
    expect(await drainOnce(database.db)).toBe(0); // still locked by the other worker
    await database.db.update(mail_queue).set({ locked_until: sql`now() - interval '1 second'` });
    expect(await drainOnce(database.db)).toBe(1);
    const [after] = await database.db.select().from(mail_queue).where(eq(mail_queue.id, row.id));
    expect(after!.status).toBe("sent");
  });

  it("never sends one row twice with two workers at once", async () => {
    await startPeer("accept");
    for (let i = 0; i < 30; i++) await enqueueMail(database.db, { to: `client-${i}@example.tn`, subject: `Mail ${i}`, text: `Numéro ${i}`, kind: "test" });
    const [a, b] = await Promise.all([drainOnce(database.db), drainOnce(database.db)]);
    expect(a + b).toBe(30);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const subjects = peer.received.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });
});
