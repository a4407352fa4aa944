// The renderer of issued documents' PDFs (issue 38): a request stores a document without its PDF
// and nudges this loop, which renders what is missing (in the render thread, render-thread.server.ts)
// and stores it. It also looks every minute, for documents left by a stop between a commit and
// its render, or issued by another instance that stopped. Losing a nudge loses nothing: whoever
// needs a missing PDF renders it (app/orders/documents/document-pdfs.server.ts).

import { getDb, type Db } from "~/db/client.server";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { logger } from "./logger.server";

const POLL_MS = 60_000;

export type DocumentRenderer = { nudge(): void; stop(): Promise<void> };

let running: DocumentRenderer | undefined;

/** After a commit that stored a document without its PDF: the renderer looks now. */
export function nudgeDocumentRenderer() {
  running?.nudge();
}

/**
 * Starts this instance's renderer. `pass` renders some of the missing PDFs and says how many it
 * found (0: nothing left); the loop runs it until nothing is left, then waits for a nudge or the
 * next minute. `stop()` resolves once the render in progress is stored.
 */
export function startDocumentRenderer(pass: (db: Db) => Promise<number>, options: { db?: () => Db; pollMs?: number } = {}): DocumentRenderer {
  const db = options.db ?? getDb;
  const pollMs = options.pollMs ?? POLL_MS;
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let nudges = 0;
  // Woken by a nudge: if its pass finds nothing (the caller's transaction still committing), one more look a second later.
  let nudgedAwake = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    }).finally(() => {
      clearTimeout(timer);
      wake = undefined;
    });
  const loop = (async () => {
    while (!stopped) {
      const seen = nudges;
      const afterNudge = nudgedAwake;
      nudgedAwake = false;
      let found = 0;
      try {
        for (let n = await pass(db()); n > 0 && !stopped; n = await pass(db())) found += n;
      } catch (error) {
        // The next nudge or minute tries again; a document asked for meanwhile is rendered on demand.
        if (isDatabaseUnavailable(error)) logger.warn("PDF en attente : base de données injoignable", { error });
        else logger.error("Rendu des PDF en attente impossible, nouvel essai plus tard", { error });
      }
      if (!stopped) await sleep(nudges !== seen ? 50 : afterNudge && found === 0 ? 1_000 : pollMs);
    }
  })();
  const renderer: DocumentRenderer = {
    // A short delay lets the issuing transaction commit first.
    nudge() {
      nudges += 1;
      if (!wake) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        nudgedAwake = true;
        wake?.();
      }, 50);
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      if (running === renderer) running = undefined;
    },
  };
  running = renderer;
  return renderer;
}
