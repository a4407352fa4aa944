import type { Server, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

export type DrainReport = {
  /** Requests received since the server started. */
  requests: number;
  /** Of those, answered to the end. */
  answered: number;
  /** Of those, whose connection closed before the end of the answer (the client went away). */
  aborted: number;
  /** How long the drain took, from its start to the last connection closed. */
  ms: number;
};

/** A connection that falls idle during the drain is closed after this long without a request. */
const DRAIN_KEEP_ALIVE_MS = 1_000;

/**
 * A clean stop under load. `server.close()` alone stops accepting connections, but the open
 * keep-alive ones go on carrying requests, and a busy one never falls idle: the stop then waits
 * for the force timeout. So from the start of the drain, every answer says `Connection: close`
 * (the client opens its next request elsewhere, on another instance behind the proxy), idle
 * connections are closed at once, and /healthz answers 503 so a load balancer stops sending.
 * Requests already received are answered in full.
 *
 * `middleware` goes first in the Express chain; `drain(server)` starts the drain and resolves
 * once the last connection has closed.
 */
export function createDrain({ healthPath = "/healthz", lameDuckMs = 0 } = {}) {
  let draining = false;
  let drainStarted = 0;
  const counts = { requests: 0, answered: 0, aborted: 0 };
  // Responses not yet finished: those whose headers are still unsent get `Connection: close` too.
  const open = new Set<ServerResponse>();

  const middleware: RequestHandler = (req, res, next) => {
    counts.requests += 1;
    open.add(res);
    res.once("finish", () => (counts.answered += 1));
    res.once("close", () => {
      open.delete(res);
      if (!res.writableFinished) counts.aborted += 1;
    });
    if (!draining) return next();
    res.setHeader("Connection", "close");
    if (req.path === healthPath) {
      res.locals.metricsRoute = "routes/resources/healthz";
      res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
      return;
    }
    next();
  };

  async function drain(server: Server): Promise<DrainReport> {
    draining = true;
    drainStarted = Date.now();
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    // The lame duck: /healthz already says 503 but the listener still accepts and every request is
    // served (closing its connection after the answer), until the proxy's next health check has
    // seen the 503 and sends nothing more here. Closing at once made the proxy's requests already
    // on their way fail as empty 502s (a refused connection, or one closed under it).
    if (lameDuckMs > 0) await new Promise((resolve) => setTimeout(resolve, lameDuckMs));
    // Answers that had already sent their headers leave a keep-alive connection behind: if its
    // client sends nothing more, it closes soon rather than after the usual 5 seconds.
    server.keepAliveTimeout = DRAIN_KEEP_ALIVE_MS;
    return new Promise((resolve) => {
      server.close(() => resolve({ ...counts, ms: Date.now() - drainStarted }));
      server.closeIdleConnections();
    });
  }

  return {
    middleware,
    drain,
    get draining() {
      return draining;
    },
  };
}
