// PDF rendering off the main thread (issue 38). @react-pdf/renderer lays a document out in
// JavaScript, a few hundred milliseconds of one core for an invoice of fifty lines: on the request's
// thread, every other request of the process waited for it. A worker thread renders instead; the
// main thread only posts the document's plain data and receives the bytes.
//
// The worker loads the application's own server build (the server names it at start,
// `useRenderThread`) and finds the renderers in its `serverServices.renderJobs`, so no second bundle
// is built for it. Without a build (Vite's development server, the tests, the scripts) a render runs
// in the calling thread, as before. One thread: the machine has two cores, and a second render at
// the same time would take one from the requests.

import { Worker } from "node:worker_threads";
import { logger } from "./logger.server";

/** A render the worker knows by name (server-services.server.ts, `renderJobs`). */
export type RenderJobName = "document" | "receipt" | "event-quote" | "statement" | "labels" | "packing-lists";

/** The worker goes after this long without a render: its memory (react-pdf, the fonts, the build) with it. */
const IDLE_MS = 5 * 60_000;

/** What the worker runs: it imports the build and answers each message with the bytes or the error. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const ready = import(workerData.build).then((build) => {
  const jobs = build.entry?.module?.serverServices?.renderJobs;
  if (!jobs) throw new Error("la construction n'exporte pas serverServices.renderJobs");
  return jobs;
});
parentPort.on("message", async ({ id, name, data }) => {
  let jobs;
  try {
    jobs = await ready;
  } catch (error) {
    parentPort.postMessage({ id, broken: true, error: error instanceof Error ? error.message : String(error) });
    return;
  }
  try {
    const bytes = await jobs[name](data);
    const copy = new Uint8Array(bytes);
    parentPort.postMessage({ id, bytes: copy }, [copy.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
`;

/** A render that failed in the worker for a reason of its own (its data): trying again here would fail the same way. */
class RenderJobError extends Error {}

type Pending = { resolve(bytes: Buffer): void; reject(error: Error): void };

let buildEntry: string | null = null;
let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The server's production build (its `server/index.js`): renders go to a worker thread that loads it. */
export function useRenderThread(serverBuildFile: string | null) {
  if (serverBuildFile !== buildEntry && worker) stopWorker(new Error("fil de rendu remplacé"));
  buildEntry = serverBuildFile;
}

function stopWorker(reason: Error) {
  const stopping = worker;
  worker = null;
  clearTimeout(idleTimer);
  for (const job of pending.values()) job.reject(reason);
  pending.clear();
  void stopping?.terminate();
}

function startWorker(entry: string): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { build: entry } });
  // A worker at rest never keeps the process alive (a stop, a script).
  started.unref();
  started.on("message", ({ id, bytes, error, broken }: { id: number; bytes?: Uint8Array; error?: string; broken?: boolean }) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (broken) {
      // It could not load the build: every render it would take fails the same way.
      if (worker === started) stopWorker(new Error(`fil de rendu inutilisable : ${error}`));
      job.reject(new Error(`fil de rendu inutilisable : ${error}`));
      return;
    }
    if (bytes) job.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    else job.reject(new RenderJobError(error ?? "rendu impossible"));
    if (pending.size === 0) idleTimer = setTimeout(() => stopWorker(new Error("fil de rendu arrêté")), IDLE_MS).unref();
  });
  started.on("error", (error) => {
    logger.error("Fil de rendu des PDF en erreur : il repart au prochain document", { error });
    if (worker === started) stopWorker(error);
  });
  started.on("exit", (code) => {
    if (worker === started) stopWorker(new Error(`fil de rendu sorti (code ${code})`));
  });
  return started;
}

function inWorker(entry: string, name: RenderJobName, data: unknown): Promise<Buffer> {
  worker ??= startWorker(entry);
  clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, name, data });
  });
}

/**
 * Renders `data` with the job `name`: in the worker thread when the server runs its build, else
 * here with `here` (the same function the worker calls). A worker that fails (it could not load
 * the build, it crashed) leaves the render to this thread rather than losing it.
 */
export async function renderOffThread(name: RenderJobName, data: unknown, here: () => Promise<Buffer>): Promise<Buffer> {
  if (!buildEntry) return here();
  try {
    return await inWorker(buildEntry, name, data);
  } catch (error) {
    if (error instanceof RenderJobError) throw error;
    logger.warn("Rendu d'un PDF refait hors du fil de rendu", { job: name, error });
    return here();
  }
}
