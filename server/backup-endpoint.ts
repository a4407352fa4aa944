import type { PGlite } from "@electric-sql/pglite";
import type { Request, RequestHandler } from "express";
import type { Env } from "../app/lib/env.server";
import type { ServerServices } from "../app/server-services.server";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** From this machine: the loopback, or the machine's own address when the server listens on one. */
function fromThisMachine(req: Request): boolean {
  const remote = req.socket.remoteAddress ?? "";
  return LOOPBACK.has(remote) || remote === req.socket.localAddress;
}

/**
 * POST /__ops/backup (PGlite only): the running server dumps its own database for
 * `npm run backup`, since no other process may open the PGlite directory. Answers only a direct
 * request from this machine (not one relayed by a reverse proxy on it) carrying the token of
 * DATA_DIR/backup-endpoint.json; anything else gets the answer of an unknown address.
 */
export function backupEndpoint(config: Env, { getDb, logger, backup }: ServerServices): RequestHandler {
  const { publishEndpoint, tokenMatches, dumpLivePglite } = backup;
  const { token } = publishEndpoint(config.DATA_DIR, { port: config.PORT, host: config.HOST });
  let running = false;
  return async (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const relayed = Boolean(req.headers["x-forwarded-for"] || req.headers.forwarded || req.headers["x-real-ip"]);
    if (relayed || !fromThisMachine(req) || !tokenMatches(token, bearer)) return next();
    if (running) {
      res.status(409).json({ error: "Une sauvegarde est déjà en cours." });
      return;
    }
    running = true;
    const started = Date.now();
    try {
      const client = (getDb() as unknown as { $client: PGlite }).$client;
      const snapshot = await dumpLivePglite(client);
      logger.info("Sauvegarde : base copiée pour npm run backup", { ms: Date.now() - started, bytes: snapshot.sql.length });
      res.json(snapshot);
    } catch (error) {
      logger.error("Sauvegarde : copie de la base impossible", { error });
      res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
}
