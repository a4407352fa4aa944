import express, { type Router } from "express";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ServerServices } from "../app/server-services.server";
import { signedInTestAccount } from "../app/test-support/test-accounts";

/**
 * Browser tests only (E2E_TEST_HOOKS=1, set by scripts/e2e-server.mjs): lets Playwright fixtures
 * read and prepare the database that the server process owns (PGlite allows one process).
 */
export function e2eHooks({ getAuth, grantAdmin, forgetContent, getDb, createEmailVerificationToken }: ServerServices): Router {
  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));
  router.post("/sql", async (req, res) => {
    const body = req.body as { query?: unknown };
    if (typeof body.query !== "string") {
      res.status(400).json({ error: "query manquante" });
      return;
    }
    try {
      const result = await getDb().execute(sql.raw(body.query));
      // Rows written behind the back office's back: the public pages must read them again.
      forgetContent();
      const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows ?? [];
      res.json({ rows });
    } catch (error) {
      res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });

  // Creates an account (optionally admin) with a live session and returns its cookies, so a
  // browser test can start signed in without clicking through /auth (tests/e2e/auth-fixtures.ts).
  router.post("/user", async (req, res) => {
    const body = req.body as { email?: unknown; password?: unknown; name?: unknown; admin?: unknown };
    const email = typeof body.email === "string" ? body.email : `e2e-${randomUUID()}@example.test`;
    const password = typeof body.password === "string" ? body.password : `Test-${randomUUID()}`;
    const name = typeof body.name === "string" ? body.name : email.split("@")[0]!;
    try {
      // Written as a sign-up writes it, with a cheap password hash (test-accounts.ts), then
      // signed in through Better Auth: a sign-up opens no session (ADR 005).
      const { id, cookies } = await signedInTestAccount(getAuth(), { email, password, name }, createEmailVerificationToken);
      if (body.admin === true) await grantAdmin(id);
      res.json({ id, email: email.toLowerCase(), password, name, admin: body.admin === true, cookies });
    } catch (error) {
      res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
