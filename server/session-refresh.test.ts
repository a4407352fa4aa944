import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestAccount } from "../app/test-support/auth.server";
import { useTestDatabase, type TestDatabase } from "../app/test-support/databases.server";
import { getAuth } from "../app/auth/auth.server";
import { logger } from "../app/lib/logger.server";
import { getSessionInfo } from "../app/auth/session.server";
import { PAGE_SESSION_KEY, readOncePerRequest, withRequestScope } from "../app/lib/request-scope.server";
import { sessionRefresh } from "./session-refresh";

// The sliding session through a real Express server, as wired in server/index.ts.
let database: TestDatabase;
let server: Server;
let base: string;
/** Better Auth's session reads (the middleware's and the loaders'). */
let sessionReads = 0;
beforeAll(async () => {
  database = await useTestDatabase();
  const api = getAuth().api;
  const getSession = api.getSession.bind(api);
  vi.spyOn(api, "getSession").mockImplementation(((...args: Parameters<typeof getSession>) => {
    sessionReads += 1;
    return getSession(...args);
  }) as typeof getSession);
  const app = express();
  app.use(sessionRefresh({ getAuth, logger, requestScope: { withRequestScope, readOncePerRequest, PAGE_SESSION_KEY } }));
  // Stands for a page's loaders: the layout's and the page's both read the session.
  app.get("/deux-lectures", async (req, res) => {
    const request = new Request(`http://localhost${req.url}`, { headers: { cookie: req.headers.cookie ?? "" } });
    const before = sessionReads;
    const [first, second] = await Promise.all([getSessionInfo(request), getSessionInfo(new Request(request))]);
    res.json({ email: first?.user.email ?? null, same: first === second, readsByLoaders: sessionReads - before });
  });
  app.get("/{*splat}", (_req, res) => {
    res.send("ok");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
});

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe("sessionRefresh", () => {
  it("moves an active session's expiry forward and sends the renewed cookie", async () => {
    const account = await createTestAccount("actif@example.tn");
    // Signed in two days ago: five days left, past the one-day update age.
    await database.db.execute(sql`update session set expires_at = now() + interval '5 days', updated_at = now() - interval '2 days' where user_id = ${account.id}`);

    const response = await fetch(`${base}/`, { headers: { Cookie: account.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("imagine.session_token=") && /Max-Age=604800/.test(c))).toBe(true);

    const [row] = rowsOf<{ days: number }>(
      await database.db.execute(sql`select extract(epoch from (expires_at - now())) / 86400 as days from session where user_id = ${account.id}`),
    );
    expect(Number(row!.days)).toBeGreaterThan(6.9);
  });

  it("reads the session once per page: the loaders find what it read", async () => {
    const account = await createTestAccount("une-lecture@example.tn");
    const readsBefore = sessionReads;
    const response = await fetch(`${base}/deux-lectures`, { headers: { Cookie: account.cookie } });
    expect(await response.json()).toEqual({ email: "une-lecture@example.tn", same: true, readsByLoaders: 0 });
    expect(sessionReads - readsBefore).toBe(1);
  });

  it("leaves visitors without a session cookie alone", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
