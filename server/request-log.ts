import type { RequestHandler } from "express";
import type { ServerServices } from "../app/server-services.server";

/** One structured log line per request (static assets excluded), with status and duration. */
export function requestLog(logger: ServerServices["logger"]): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith("/assets/") || req.path.startsWith("/images/") || req.path.startsWith("/uploads/")) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error("request", fields);
      else logger.info("request", fields);
    });
    next();
  };
}
