import { sql } from "drizzle-orm";
import { getDbHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

// GET /healthz: 200 when the database answers, 503 otherwise. Never cached.
export async function loader() {
  const headers = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };
  const unreachable = () => new Response(JSON.stringify({ status: "error", database: "unreachable" }), { status: 503, headers });
  const handle = getDbHandle();
  // Known to be down: answered at once, the probe of db/unavailable.server.ts watches for its return.
  if (handle.health.down) return unreachable();
  try {
    await handle.db.execute(sql`select 1`);
    return new Response(JSON.stringify({ status: "ok", database: handle.kind }), { status: 200, headers });
  } catch (error) {
    logger.error("healthz: database unreachable", { error });
    return unreachable();
  }
}
