import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { ServerServices } from "../app/server-services.server";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** How many paths' labels routeLabeller keeps (the oldest goes first). */
const LABELS_KEPT = 2_000;

/** What the app's route label is when no React Router route handled the request. */
const STATIC = "static";

/**
 * Names a request by the React Router route that answered it (its route id, e.g.
 * `routes/admin/order` for every order page): labels must come from a closed set, never from
 * the raw URL, or each distinct path would make a new series.
 */
export function routeLabeller(build: ServerBuild): (path: string) => string {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const routes = childrenOf(undefined);
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  // matchRoutes ranks every route on each call (about half a millisecond here): a site's paths
  // repeat, so the answers are kept, a bounded number of them.
  const known = new Map<string, string>();
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    let label: string;
    if (path === manifestPath) label = "__manifest";
    else {
      // Client navigations fetch `/page.data` (single fetch): the same route as `/page`.
      const pathname = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
      label = matchRoutes(routes, pathname)?.at(-1)?.route.id ?? "unmatched";
    }
    if (known.size >= LABELS_KEPT) known.delete(known.keys().next().value!);
    known.set(path, label);
    return label;
  };
}

/**
 * Counts every request by method, route and status and times it. Requests that never reach
 * React Router (assets, public files, uploads) are labelled `static`, unless a handler named
 * itself in `res.locals.metricsRoute`; `markAppRequest` placed before the React Router handler
 * tells the others apart.
 */
export function httpMetrics(
  label: (path: string) => string,
  { sharedMetric }: Pick<ServerServices, "sharedMetric">,
): { measure: RequestHandler; markAppRequest: RequestHandler } {
  const requests = sharedMetric(
    "imagine_http_requests_total",
    (registers) =>
      new Counter({
        name: "imagine_http_requests_total",
        help: "HTTP requests answered, by method, route (React Router route id) and status.",
        labelNames: ["method", "route", "status"] as const,
        registers,
      }),
  );
  const duration = sharedMetric(
    "imagine_http_request_duration_seconds",
    (registers) =>
      new Histogram({
        name: "imagine_http_request_duration_seconds",
        help: "Time from the request to the end of its response, by method and route.",
        labelNames: ["method", "route"] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );
  const measure: RequestHandler = (req, res, next) => {
    const stop = duration.startTimer();
    res.once("finish", () => {
      const labels = { method: METHODS.has(req.method) ? req.method : "OTHER", route: routeOf(req, res) };
      stop(labels);
      requests.inc({ ...labels, status: String(res.statusCode) });
    });
    next();
  };
  const routeOf = (req: Request, res: Response): string => {
    const named = res.locals.metricsRoute;
    if (typeof named === "string") return named;
    return res.locals.metricsApp === true ? label(req.path) : STATIC;
  };
  const markAppRequest: RequestHandler = (_req, res, next) => {
    res.locals.metricsApp = true;
    next();
  };
  return { measure, markAppRequest };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics in Prometheus's text format, for the bearer of METRICS_TOKEN only (mounted only
 * when it is set: without it the path is the site's 404 page). Each instance answers for itself.
 */
export function metricsEndpoint(
  token: string,
  { metricsRegistry, registerAppMetrics, sharedMetric, databasePool, logger }: ServerServices,
): RequestHandler {
  const registry = metricsRegistry();
  collectDefaultMetrics({ register: registry });
  registerAppMetrics();
  sharedMetric(
    "imagine_db_pool_size",
    (registers) =>
      new Gauge({
        name: "imagine_db_pool_size",
        help: "Database connections this instance may open (node-postgres pool size; 1 for the embedded PGlite).",
        labelNames: ["kind"] as const,
        registers,
        collect() {
          const pool = databasePool();
          this.reset();
          this.set({ kind: pool.kind }, pool.max);
        },
      }),
  );
  return (req, res) => {
    res.locals.metricsRoute = "metrics";
    res.setHeader("Cache-Control", "no-store");
    if (!hasBearerToken(req.get("authorization"), token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain; charset=utf-8").send("Jeton d'accès aux métriques manquant ou invalide.\n");
      return;
    }
    registry
      .metrics()
      .then((text) => res.type(registry.contentType).send(text))
      .catch((error: unknown) => {
        logger.error("Métriques indisponibles", { error });
        res.status(500).type("text/plain; charset=utf-8").send("Métriques indisponibles.\n");
      });
  };
}
