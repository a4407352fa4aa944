import { once } from "node:events";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain } from "./drain";

// The drain in one process, driven through raw sockets so that every step is deterministic.

type Harness = { server: Server; port: number; drain: ReturnType<typeof createDrain>; release: () => void; started: Promise<void> };

let current: Server | undefined;
afterEach(() => {
  current?.closeAllConnections();
  current?.close();
});

/** A server with /healthz, a quick page, and /slow and /stream held until `release()`. */
async function harness(lameDuckMs = 0): Promise<Harness> {
  const drain = createDrain({ lameDuckMs });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const app = express();
  app.use(drain.middleware);
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/page", (_req, res) => void res.send("page"));
  app.get("/slow", (_req, res) => {
    markStarted();
    void released.then(() => res.send("slow done"));
  });
  // Headers and a first chunk go out before the drain, as a streamed page's do.
  app.get("/stream", (_req, res) => {
    res.write("first ");
    markStarted();
    void released.then(() => res.end("last"));
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  current = server;
  return { server, port: (server.address() as AddressInfo).port, drain, release, started };
}

/** A raw keep-alive connection: `send` writes one request, `read` waits for text to arrive. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
    wake();
  });
  socket.on("close", () => {
    closed = true;
    wake();
  });
  socket.on("error", () => undefined);
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`),
    /** Everything received once `until` is in it (or the connection closed). */
    async read(until: string): Promise<string> {
      while (!received.includes(until) && !closed) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    async closedByServer(): Promise<boolean> {
      while (!closed) await new Promise<void>((resolve) => waiters.push(resolve));
      return true;
    },
    take(): string {
      const text = received;
      received = "";
      return text;
    },
  };
}

describe("createDrain", () => {
  it("keeps serving during the lame duck, /healthz saying 503, and stops listening only after it", async () => {
    const { server, port, drain } = await harness(400);
    const idle = await connect(port);
    idle.send("/page");
    await idle.read("page");
    const startedAt = Date.now();
    let drained = false;
    const report = drain.drain(server).then((r) => ((drained = true), r));

    // A proxy's pooled connection and a new one both still get answers, each closing after it.
    idle.take();
    idle.send("/healthz");
    const health = await idle.read('"draining"');
    expect(health).toMatch(/^HTTP\/1\.1 503/);
    expect(health).toMatch(/Connection: close/i);
    const late = await connect(port);
    late.send("/page");
    const page = await late.read("page");
    expect(page).toMatch(/^HTTP\/1\.1 200/);
    expect(page).toMatch(/Connection: close/i);
    expect(drained).toBe(false);

    await report;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(400);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => (socket.destroy(), resolve("connected")));
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("answers normally with keep-alive before the drain", async () => {
    const { port } = await harness();
    const client = await connect(port);
    client.send("/healthz");
    const answer = await client.read('{"status":"ok"}');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/Connection: keep-alive/i);
  });

  it("closes idle connections at once and finishes a request in flight, with Connection: close", async () => {
    const { server, port, drain, release, started } = await harness();
    const idle = await connect(port);
    idle.send("/page");
    await idle.read("page");
    const busy = await connect(port);
    busy.send("/slow");
    await started;

    let drained = false;
    const report = drain.drain(server).then((r) => ((drained = true), r));
    expect(drain.draining).toBe(true);
    expect(await idle.closedByServer()).toBe(true);
    expect(drained).toBe(false); // the slow request still holds it

    release();
    const answer = await busy.read("slow done");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/Connection: close/i);
    expect(await busy.closedByServer()).toBe(true);
    expect(await report).toMatchObject({ requests: 2, answered: 2, aborted: 0 });
  });

  it("answers a request that comes on an open connection during the drain, and /healthz with 503", async () => {
    const { server, port, drain, release, started } = await harness();
    const client = await connect(port);
    client.send("/stream");
    await started;
    await client.read("first ");
    const report = drain.drain(server);

    // Its headers left before the drain: the stream ends as usual and the connection stays open.
    release();
    const streamed = client.take() + (await client.read("\r\n0\r\n\r\n"));
    expect(streamed).toMatch(/Connection: keep-alive/i);
    client.take();

    // The client's next request on that connection is answered, and its connection closed.
    client.send("/healthz");
    const answer = await client.read('"draining"');
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/Connection: close/i);
    expect(answer).toMatch(/Cache-Control: no-store/i);
    expect(await client.closedByServer()).toBe(true);
    expect(await report).toMatchObject({ requests: 2, answered: 2, aborted: 0 });
  });

  it("refuses new connections once the drain has started", async () => {
    const { server, port, drain } = await harness();
    await drain.drain(server);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => resolve("connected"));
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });
});
