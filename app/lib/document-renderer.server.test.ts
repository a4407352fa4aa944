import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { nudgeDocumentRenderer, startDocumentRenderer, type DocumentRenderer } from "./document-renderer.server";

// The loop that renders the PDFs of documents issued without one (issue 38): it looks at start, at
// once after a nudge (a document just issued), and renders until nothing is left.

const db = {} as Db;
let renderer: DocumentRenderer | undefined;
afterEach(() => renderer?.stop());

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("trop long");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("startDocumentRenderer", () => {
  it("renders what is missing at start, then again soon after a nudge, until a pass finds nothing", async () => {
    let missing = 3;
    let passes = 0;
    renderer = startDocumentRenderer(
      async () => {
        passes += 1;
        const found = Math.min(missing, 2);
        missing -= found;
        return found;
      },
      { db: () => db, pollMs: 60_000 },
    );
    await until(() => missing === 0);
    const before = passes;
    missing = 1;
    nudgeDocumentRenderer();
    await until(() => missing === 0, 1_000);
    expect(passes).toBeGreaterThan(before);
  });

  it("a failing pass is tried again at the next nudge", async () => {
    let fail = true;
    let rendered = 0;
    renderer = startDocumentRenderer(
      async () => {
        if (fail) throw new Error("base en panne");
        rendered += 1;
        return 0;
      },
      { db: () => db, pollMs: 60_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    fail = false;
    nudgeDocumentRenderer();
    await until(() => rendered > 0, 1_000);
  });

  it("stop() ends the loop", async () => {
    renderer = startDocumentRenderer(async () => 0, { db: () => db, pollMs: 60_000 });
    await renderer.stop();
    renderer = undefined;
  });
});
