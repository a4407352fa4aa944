import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { relayDrainEvents } from "./compression-drain";

// A long response written the way React Router's node adapter writes it: after every write the
// stream refuses, wait for "drain" with once(), then off() the listener.
const streamLikeReactRouter: RequestHandler = async (_req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  for (let i = 0; i < 40; i++) {
    if (!res.write(randomBytes(64 * 1024).toString("base64"))) {
      let onDrain: () => void = () => undefined;
      await new Promise<void>((resolve) => {
        onDrain = () => resolve();
        res.once("drain", onDrain);
      });
      // React Router takes its listener off when the wait ends.
      res.off("drain", onDrain);
    }
  }
  res.end();
};

function warningsDuring(run: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  return run()
    .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
    .then(() => warnings)
    .finally(() => process.off("warning", onWarning));
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function fetchCompressed(handlers: RequestHandler[], acceptEncoding = "br"): Promise<{ encoding: string | null; length: number }> {
  const app = express();
  app.use(compression({ threshold: 0 }), ...handlers, streamLikeReactRouter);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "Accept-Encoding": acceptEncoding } });
  const body = await response.arrayBuffer();
  return { encoding: response.headers.get("content-encoding"), length: body.byteLength };
}

describe("drain listeners under compression", () => {
  it("without the relay, a long brotli response piles up drain listeners (the warning seen under load)", async () => {
    const warnings = await warningsDuring(async () => {
      expect((await fetchCompressed([])).encoding).toBe("br");
    });
    expect(warnings.join("\n")).toMatch(/drain listeners added to \[BrotliCompress\]/);
  });

  it("with the relay, the same response leaves no listener behind and arrives whole", async () => {
    const warnings = await warningsDuring(async () => {
      const result = await fetchCompressed([relayDrainEvents]);
      expect(result.encoding).toBe("br");
      // 40 chunks of 64 KiB of random bytes in base64 do not compress much below their size.
      expect(result.length).toBeGreaterThan(40 * 64 * 1024);
    });
    expect(warnings).toEqual([]);
  });

  it("with the relay and no compression, drain still reaches the writer", async () => {
    const result = await fetchCompressed([relayDrainEvents], "identity");
    expect(result.encoding).toBeNull();
    expect(result.length).toBe(40 * Buffer.byteLength(randomBytes(64 * 1024).toString("base64")));
  });
});
