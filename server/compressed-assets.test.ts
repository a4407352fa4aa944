import compression from "compression";
import express from "express";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressedAssets, preferredEncoding } from "./compressed-assets";

describe("preferredEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

// The server's order: compression() in front, then the compressed copies, then express.static.
let server: Server;
let port: number;
let dir: string;
const script = `export const words = ${JSON.stringify("événementiel ".repeat(4000))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "imagine-assets-"));
  await writeFile(path.join(dir, "entry.client-AbC123.js"), script);
  await writeFile(path.join(dir, "font-xyz.woff2"), Buffer.alloc(4096, 7));
  const app = express();
  app.use(compression());
  app.use("/assets", compressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function get(pathname: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressedAssets", () => {
  it("answers brotli to a browser, once compressed, with the same bytes each time", async () => {
    const first = await get("/assets/entry.client-AbC123.js", "gzip, deflate, br");
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(script) / 20);
    const second = await get("/assets/entry.client-AbC123.js", "br");
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("answers gzip to a client without brotli, and the plain file to one that takes neither", async () => {
    const gz = await get("/assets/entry.client-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/entry.client-AbC123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a HEAD with the headers only", async () => {
    const head = await get("/assets/entry.client-AbC123.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves fonts, unknown files and paths outside the folder to express.static", async () => {
    const font = await get("/assets/font-xyz.woff2", "br");
    expect(font.status).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect((await get("/assets/absent-123.js", "br")).status).toBe(404);
    expect((await get("/assets/..%2Fsecret.js", "br")).status).toBe(404);
    expect((await get("/assets/%E0%A4%A.js", "br")).status).toBe(404);
  });
});
