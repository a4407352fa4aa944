import { createEmailVerificationToken } from "better-auth/api";
import { getAuth } from "~/auth/auth.server";
import { grantAdmin } from "~/auth/roles.server";
import { contentRevision, forgetContent } from "~/content/content-cache.server";
import { closeDb, getDb, getDbHandle } from "~/db/client.server";
import { prepareDatabase } from "~/db/prepare.server";
import { RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { env, EnvError } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { PAGE_SESSION_KEY, readOncePerRequest, withRequestScope } from "~/lib/request-scope.server";
import { startMailWorkerWithJobs } from "~/jobs/timed-jobs.server";
import { startPdfRenderer } from "~/jobs/document-pdfs.server";
import { useRenderThread, type RenderJobName } from "~/lib/render-thread.server";
import { renderDocumentPdfHere, renderPackingListPdfHere, renderReceiptPdfHere } from "~/orders/documents/render-document.server";
import { renderEventQuotePdfHere } from "~/requests/event-quotes/render-event-quote.server";
import { renderStatementPdfDataHere } from "~/money/statement/statement-pdf.server";
import { renderLabelSheetPdfHere } from "~/equipment/labels/product-labels.server";
import { metricsRegistry, registerAppMetrics, sharedMetric } from "~/lib/metrics.server";
import { BACKUP_ENDPOINT_PATH, publishEndpoint, tokenMatches } from "~/ops/backup/local-endpoint.server";
import { dumpLivePglite } from "~/ops/backup/pglite-dump.server";

/**
 * What the Express server (server/) needs of the app, handed over by the build: entry.server.tsx
 * re-exports this object and server/index.ts reads it from `build.entry.module` (the production
 * build, or Vite's module graph in development). So the server never bundles app modules of its
 * own: one database handle, one auth instance, one metrics registry and one content-revision
 * reader per process (ADR 015). server/ imports only types and stateless modules from app/.
 */
export const serverServices = {
  env,
  EnvError,
  logger,
  prepareDatabase,
  /**
   * The mail worker, with the timed jobs of app/jobs/timed-jobs.server.ts: the automatic payment
   * reminders' pass every 15 minutes (off unless the setting is on) and the owners' morning digest
   * of their requests to follow up (from 8 h, Tunis).
   */
  startMailWorker: () => startMailWorkerWithJobs(),
  /**
   * The PDFs off the request (issue 38): `useRenderThread` gets the production build's file, which
   * the render thread loads to find `renderJobs`; `startPdfRenderer` renders the documents issued
   * without their PDF.
   */
  useRenderThread,
  startPdfRenderer,
  /** What the render thread runs, by name (app/lib/render-thread.server.ts). */
  renderJobs: {
    document: renderDocumentPdfHere,
    receipt: renderReceiptPdfHere,
    "event-quote": renderEventQuotePdfHere,
    statement: renderStatementPdfDataHere,
    labels: renderLabelSheetPdfHere,
    "packing-lists": renderPackingListPdfHere,
  } satisfies Record<RenderJobName, (data: never) => Promise<Buffer>>,
  closeDb,
  getDb,
  /** The database is known unreachable right now (ADR 014). */
  databaseDown: () => getDbHandle().health.down,
  /** The pool's kind and size, for the metrics. */
  databasePool(): { kind: "pglite" | "postgres"; max: number } {
    const handle = getDbHandle();
    const client = (handle.db as { $client?: { options?: { max?: number } } }).$client;
    return { kind: handle.kind, max: handle.kind === "postgres" ? (client?.options?.max ?? 0) : 1 };
  },
  RETRY_AFTER_SECONDS,
  contentRevision,
  forgetContent,
  getAuth,
  /** One scope per request, where the page's loaders find the session the middleware read. */
  requestScope: { withRequestScope, readOncePerRequest, PAGE_SESSION_KEY },
  grantAdmin,
  /** Better Auth's confirmation tokens, for the browser tests' accounts (server/e2e-hooks.ts). */
  createEmailVerificationToken,
  metricsRegistry,
  registerAppMetrics,
  sharedMetric,
  backup: { BACKUP_ENDPOINT_PATH, publishEndpoint, tokenMatches, dumpLivePglite },
};

export type ServerServices = typeof serverServices;
