import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { prepareDatabase } from "../app/db/prepare.server";
import { closeDb } from "../app/db/client.server";
import { env, EnvError } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { e2eHooks } from "./e2e-hooks";
import { originCheck } from "./origin-check";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { sessionRefresh } from "./session-refresh";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = env();
  const dev = config.NODE_ENV === "development";
  const production = config.NODE_ENV === "production";

  await prepareDatabase({ seed: config.SEED_ON_START });

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", true);
  app.use(securityHeaders({ dev, production }));
  // The socket's address, for rate limits (app/lib/rate-limit.server.ts); a client-sent value is overwritten.
  app.use((req, _res, next) => {
    req.headers["x-imagine-client-ip"] = (config.TRUST_PROXY ? req.ip : req.socket.remoteAddress) ?? "unknown";
    next();
  });
  app.use(requestLog());
  app.use(compression());
  // Cross-site POSTs are refused before any route sees them.
  app.use(originCheck({ publicUrl: config.PUBLIC_URL }));

  if (process.env.E2E_TEST_HOOKS === "1" && !config.PUBLIC_URL.startsWith("https://")) {
    app.use("/__e2e", e2eHooks());
    logger.warn("Crochets de test E2E actifs (/__e2e) : ne jamais activer en production");
  }

  // Uploaded media (back office); content-addressed names, so they can be cached for long.
  app.use("/uploads", express.static(path.resolve(config.DATA_DIR, "uploads"), { maxAge: "30d", index: false }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    // Fingerprinted assets never change; everything else is revalidated hourly.
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }

  app.use(sessionRefresh());
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? "") }),
    }),
  );

  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info("Imagine est prêt", { url: `http://localhost:${config.PORT}`, mode: config.NODE_ENV });
    process.stdout.write(`\n  Imagine : http://localhost:${config.PORT}\n\n`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("Arrêt demandé", { signal });
    const force = setTimeout(() => {
      logger.warn("Arrêt forcé après le délai de grâce");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close now.
    server.close(async () => {
      await closeDb().catch((error) => logger.error("Fermeture de la base impossible", { error }));
      logger.info("Arrêt terminé");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch(async (error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nDémarrage impossible : ${message}\n\n`);
    logger.debug("startup failure", { error });
  }
  await closeDb().catch(() => undefined);
  process.exit(1);
});
