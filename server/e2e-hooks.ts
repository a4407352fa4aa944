import express, { type Router } from "express";
import { sql } from "drizzle-orm";
import { getDb } from "../app/db/client.server";

/**
 * Browser tests only (E2E_TEST_HOOKS=1, set by scripts/e2e-server.mjs): lets Playwright fixtures
 * read and prepare the database that the server process owns (PGlite allows one process).
 */
export function e2eHooks(): Router {
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
      const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows ?? [];
      res.json({ rows });
    } catch (error) {
      res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
