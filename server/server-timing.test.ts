import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverTiming } from "./server-timing";

// A real Express server: an answer sent at once, one sent after 60 ms, and one that names a
// timing of its own.
const app = express();
app.use(serverTiming());
app.get("/now", (_req, res) => void res.send("ok"));
app.get("/later", (_req, res) => void setTimeout(() => res.json({ ok: true }), 60));
app.get("/own", (_req, res) => {
  res.setHeader("Server-Timing", "db;dur=3");
  res.end("ok");
});
let server: Server;
let base = "";
beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const duration = (header: string | null) => Number(/app;dur=([\d.]+)/.exec(header ?? "")?.[1]);

describe("Server-Timing", () => {
  it("says how long the server took to the answer's headers, beside a timing the route set", async () => {
    expect(duration((await fetch(`${base}/now`)).headers.get("server-timing"))).toBeLessThan(1000);
    expect(duration((await fetch(`${base}/later`)).headers.get("server-timing"))).toBeGreaterThanOrEqual(55);
    expect((await fetch(`${base}/own`)).headers.get("server-timing")).toMatch(/^db;dur=3, app;dur=[\d.]+$/);
  });
});
