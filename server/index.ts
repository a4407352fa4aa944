import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { ServerServices } from "../app/server-services.server";
import { backupEndpoint } from "./backup-endpoint";
import { relayDrainEvents } from "./compression-drain";
import { compressedAssets } from "./compressed-assets";
import { databaseOutage } from "./database-outage";
import { createDrain } from "./drain";
import { e2eHooks } from "./e2e-hooks";
import { httpMetrics, metricsEndpoint, routeLabeller } from "./metrics";
import { originCheck, trustProxyWarning } from "./origin-check";
import { pageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { paymentPageOrigins, securityHeaders } from "./security-headers";
import { serverTiming } from "./server-timing";
import { sessionRefresh } from "./session-refresh";

// The app's modules run once per process: the server reaches them only through the build
// (`serverServices`, re-exported by app/entry.server.tsx), never by importing app/ itself, which
// would bundle a second copy of the database client, auth and metrics (ADR 015).

const SHUTDOWN_GRACE_MS = 10_000;

/** The app's server services, read from its build's entry module. */
function servicesOf(build: ServerBuild): ServerServices {
  const services = (build.entry.module as { serverServices?: ServerServices }).serverServices;
  if (!services) throw new Error("la construction de l'application n'exporte pas serverServices (app/entry.server.tsx)");
  return services;
}

/** The production build, or in development Vite's dev server with its server build. */
async function loadApp(dev: boolean): Promise<{ build: ServerBuild; vite?: ViteDevServer; buildDir?: string }> {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    return { vite, build: (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild };
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  return { buildDir, build: (await import(path.join(buildDir, "server/index.js"))) as ServerBuild };
}

let services: ServerServices | undefined;

async function main() {
  // NODE_ENV is checked by the app's env() below; read here only to know which build to load.
  const dev = (process.env.NODE_ENV ?? "development") === "development";
  const loaded = await loadApp(dev);
  services = servicesOf(loaded.build);
  const { env, logger, prepareDatabase, startMailWorker, closeDb } = services;
  const config = env();

  await prepareDatabase({ seed: config.SEED_ON_START });
  // Sends the queued e-mails (app/lib/mail-queue.server.ts); stopped by the drain below.
  const mailWorker = startMailWorker();
  // PDFs are rendered in a worker thread that loads this same build (none under Vite's dev
  // server: there they render in this thread), and the documents issued without one get it.
  services.useRenderThread(loaded.buildDir ? path.join(loaded.buildDir, "server/index.js") : null);
  const pdfRenderer = services.startPdfRenderer();

  // Requests are labelled by React Router route once the production build is loaded below.
  let labelRoute = (_path: string) => "app";
  const metrics = httpMetrics((path) => labelRoute(path), services);
  const drain = createDrain({ lameDuckMs: config.SHUTDOWN_LAME_DUCK_MS });
  // Rendered HTML of the public pages for anonymous visitors (server/page-cache.ts); off under
  // Vite's dev server, whose pages change with every edit.
  const cache = pageCache({ maxBytes: dev ? 0 : config.PAGE_CACHE_MAX_BYTES, revision: services.contentRevision, logger });

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", true);
  const proxyWarning = trustProxyWarning(config);
  if (proxyWarning) logger.warn(proxyWarning);
  // First: during a stop, every answer closes its connection and /healthz says 503.
  app.use(drain.middleware);
  // Each answer says how long this process took to its headers (bench/actions.ts reads it).
  app.use(serverTiming());
  app.use(metrics.measure);
  app.use(cache.watchWrites);
  app.use(securityHeaders({ dev, https: config.PUBLIC_URL.startsWith("https://"), formTargets: paymentPageOrigins(config) }));
  // The socket's address, for rate limits (app/lib/rate-limit.server.ts); a client-sent value is overwritten.
  app.use((req, _res, next) => {
    req.headers["x-imagine-client-ip"] = (config.TRUST_PROXY ? req.ip : req.socket.remoteAddress) ?? "unknown";
    next();
  });
  // Off unless METRICS_TOKEN is set (then the site's 404 page); ahead of the request log, so that
  // scrapes every few seconds do not fill it.
  if (config.METRICS_TOKEN) app.get("/metrics", metricsEndpoint(config.METRICS_TOKEN, services));
  // PGlite: `npm run backup` asks the running server for the dump (server/backup-endpoint.ts).
  if (!config.DATABASE_URL) app.post(services.backup.BACKUP_ENDPOINT_PATH, backupEndpoint(config, services));
  app.use(requestLog(logger));
  // relayDrainEvents: see compression-drain.ts (drain listeners piling up on the zlib stream).
  app.use(compression(), relayDrainEvents);
  // Cross-site POSTs are refused before any route sees them.
  app.use(originCheck({ publicUrl: config.PUBLIC_URL }));

  if (process.env.E2E_TEST_HOOKS === "1" && !config.PUBLIC_URL.startsWith("https://")) {
    app.use("/__e2e", e2eHooks(services));
    logger.warn("Crochets de test E2E actifs (/__e2e) : ne jamais activer en production");
  }

  // Uploaded media (back office); content-addressed names, so they can be cached for long.
  app.use("/uploads", express.static(path.resolve(config.DATA_DIR, "uploads"), { maxAge: "30d", index: false }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (loaded.vite) {
    const vite = loaded.vite;
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = loaded.buildDir!;
    // Fingerprinted assets never change; everything else is revalidated hourly.
    app.use("/assets", compressedAssets(path.join(buildDir, "client/assets")));
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
    // Files only: a page's path (no extension) would cost every page view a failed stat and a 404 error object.
    const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
    build = loaded.build;
    labelRoute = routeLabeller(loaded.build);
  }

  app.use(sessionRefresh(services));
  app.use(metrics.markAppRequest);
  app.use(cache);
  // What the page cache could not serve while the database is unreachable: a 503 at once.
  app.use(databaseOutage(services.databaseDown, services.RETRY_AFTER_SECONDS));
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
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("Arrêt demandé", { signal });
    // Last resort only: a drain that works ends well before.
    const force = setTimeout(() => {
      logger.error("Arrêt forcé après le délai de grâce", { ms: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; requests received are answered, each connection closes after its answer.
    // The mail worker stops taking rows; a send in progress finishes before the database closes.
    // So does the PDF renderer (a PDF not stored is rendered by the next instance, or when asked for).
    const [report] = await Promise.all([drain.drain(server), mailWorker.stop(), pdfRenderer.stop()]);
    logger.info("Serveur HTTP fermé", report);
    // The database closes last: the requests above needed it.
    await closeDb().catch((error) => logger.error("Fermeture de la base impossible", { error }));
    logger.info("Arrêt terminé", { signal });
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(async (error: unknown) => {
  if (services && error instanceof services.EnvError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nDémarrage impossible : ${message}\n\n`);
    services?.logger.debug("startup failure", { error });
  }
  await services?.closeDb().catch(() => undefined);
  process.exit(1);
});
