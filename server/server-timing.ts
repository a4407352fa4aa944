import type { RequestHandler } from "express";

/**
 * `Server-Timing: app;dur=12.3` on every answer: the time from the request's arrival to its
 * headers, as this process saw it (no network, no client). For an action or a file the headers
 * go with the whole answer, so it is the request's server time; for a streamed page, the time to
 * its first byte. Read by bench/actions.ts and by the browser's developer tools.
 */
export function serverTiming(): RequestHandler {
  return (_req, res, next) => {
    const started = performance.now();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) {
        const ms = (performance.now() - started).toFixed(1);
        const previous = this.getHeader("Server-Timing");
        this.setHeader("Server-Timing", previous ? `${String(previous)}, app;dur=${ms}` : `app;dur=${ms}`);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
